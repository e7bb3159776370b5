// GraphQL inputs of the cloud drive connection. Sizes only: core-api validates the rest, in its own words.
import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType()
export class ConnectCloudDriveInput {
  /** google_drive | microsoft_365 */
  @Field(() => String)
  @MaxLength(40)
  provider: string;

  /** Microsoft only: all_files | selected_site */
  @Field(() => String, { nullable: true })
  @MaxLength(40)
  access?: string | null;
}

@InputType()
export class CompleteCloudDriveConnectionInput {
  @Field(() => String)
  @MaxLength(200)
  state: string;

  @Field(() => String, { nullable: true })
  @MaxLength(4096)
  code?: string | null;

  /** The provider's refusal (access_denied…), when the consent page sent one back. */
  @Field(() => String, { nullable: true })
  @MaxLength(200)
  error?: string | null;
}
