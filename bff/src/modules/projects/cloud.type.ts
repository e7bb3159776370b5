// GraphQL types of a project in the company's cloud drive (issue 37, decision 0076): its folder tree there
// (progress, links) and each document's filed state.
import { Field, Int, ObjectType } from 'type-graphql';

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

// A document's filed state is shared with the CIS month's kept statements (lib/cloud-filing.type.ts).
export { CloudFiling } from '../../lib/cloud-filing.type.js';
