// A document's filed state in the company's cloud drive (issue 37, decisions 0076 and 0077): a project's
// documents and the CIS month's kept statements answer it alike.
import { Field, ID, Int, ObjectType } from 'type-graphql';

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
