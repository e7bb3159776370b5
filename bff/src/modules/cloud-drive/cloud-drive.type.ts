// GraphQL types of the company's cloud drive connection (never its tokens: core-api does not send them).
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType()
export class CloudDriveProvider {
  /** google_drive | microsoft_365 */
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;
}

@ObjectType()
export class CloudDriveRoot {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  /** my_drive | shared_drive | folder | onedrive | document_library */
  @Field(() => String)
  kind: string;

  @Field(() => String, { nullable: true })
  web_url: string | null;

  /** The SharePoint site a document library belongs to. */
  @Field(() => String, { nullable: true })
  site: string | null;
}

@ObjectType()
export class CloudDrivePerson {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;
}

@ObjectType()
export class CloudDriveConnection {
  @Field(() => String)
  provider: string;

  @Field(() => String)
  provider_name: string;

  /** connected | needs_reconnecting */
  @Field(() => String)
  status: string;

  @Field(() => String, { nullable: true })
  status_reason: string | null;

  /** Microsoft only: all_files | selected_site */
  @Field(() => String, { nullable: true })
  access: string | null;

  @Field(() => String, { nullable: true })
  account_email: string | null;

  @Field(() => String, { nullable: true })
  account_name: string | null;

  @Field(() => CloudDrivePerson, { nullable: true })
  connected_by: CloudDrivePerson | null;

  @Field(() => String)
  connected_at: string;

  @Field(() => CloudDriveRoot, { nullable: true })
  root: CloudDriveRoot | null;

  @Field(() => String, { nullable: true })
  last_tested_at: string | null;

  @Field(() => String, { nullable: true })
  last_test_error: string | null;
}

@ObjectType()
export class CloudDrive {
  @Field(() => [CloudDriveProvider])
  providers: CloudDriveProvider[];

  @Field(() => Boolean)
  token_key_configured: boolean;

  @Field(() => CloudDriveConnection, { nullable: true })
  connection: CloudDriveConnection | null;
}

@ObjectType()
export class CloudDriveAuthorization {
  @Field(() => String)
  authorization_url: string;

  @Field(() => String)
  redirect_uri: string;
}

@ObjectType()
export class CloudDriveRootListing {
  @Field(() => [CloudDriveRoot])
  roots: CloudDriveRoot[];

  /** What the connection's scope cannot list: shared_drives (Google), sharepoint_sites (Microsoft). */
  @Field(() => [String])
  not_listed: string[];
}

@ObjectType()
export class CloudDriveFolder {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true })
  web_url: string | null;
}

@ObjectType()
export class CloudDriveFolderListing {
  @Field(() => String)
  parent_id: string;

  @Field(() => [CloudDriveFolder])
  folders: CloudDriveFolder[];
}

@ObjectType()
export class CloudDriveTestResult {
  @Field(() => Boolean)
  ok: boolean;

  @Field(() => String, { nullable: true })
  error: string | null;

  @Field(() => CloudDriveConnection)
  connection: CloudDriveConnection;
}
