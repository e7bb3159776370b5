// GraphQL types of a project in the company's cloud drive (issue 37, decision 0076): its folder tree there
// (progress, links) and each document's filed state.
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class CloudFolderLink {
  @Field(() => String) name: string;
  /** "Open in Google Drive / SharePoint", once the folder is made. */
  @Field(() => String, { nullable: true }) web_url: string | null;
}

@ObjectType()
export class CloudFolderTree {
  /** google_drive | microsoft_365 */
  @Field(() => String) provider: string;
  @Field(() => String) provider_name: string;
  /** connected | needs_reconnecting */
  @Field(() => String) connection_status: string;
  /** not_started | queued | creating | created | failed */
  @Field(() => String) status: string;
  @Field(() => Int) folders_done: number;
  @Field(() => Int) folders_total: number;
  /** The project folder's link in the drive. */
  @Field(() => String, { nullable: true }) web_url: string | null;
  @Field(() => String, { nullable: true }) error: string | null;
  @Field(() => Boolean) archived: boolean;
  @Field(() => [CloudFolderLink]) folders: CloudFolderLink[];
}

@ObjectType()
export class CloudFiling {
  @Field(() => ID) id: string;
  @Field(() => ID) upload_id: string;
  @Field(() => String, { nullable: true }) name: string | null;
  /** Its folder in the tree ('' the project's folder, '04 Site Forms'…). */
  @Field(() => String, { nullable: true }) folder: string | null;
  /** queued | filing | filed | failed */
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true }) web_url: string | null;
  @Field(() => String, { nullable: true }) error: string | null;
  @Field(() => Int) attempts: number;
  @Field(() => String, { nullable: true }) filed_at: string | null;
  @Field(() => Boolean) waiting_for_reconnect: boolean;
  @Field(() => String) provider: string;
  @Field(() => String) provider_name: string;
  @Field(() => Boolean) can_retry: boolean;
}
