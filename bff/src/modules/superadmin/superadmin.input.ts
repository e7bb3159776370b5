// GraphQL inputs of the superadmin domain. Sizes only: core-api owns every message.
import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

const MAX_TEXT = 1000;

@InputType()
export class SuperadminLoginInput {
  @Field(() => String)
  @MaxLength(MAX_TEXT)
  username: string;

  @Field(() => String)
  @MaxLength(MAX_TEXT)
  password: string;
}

@InputType()
export class SetupCompanyInput {
  @Field(() => String)
  @MaxLength(MAX_TEXT)
  company_name: string;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  address?: string;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  vat_number?: string;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  cis_utr?: string;

  @Field(() => String)
  @MaxLength(MAX_TEXT)
  admin_first_name: string;

  @Field(() => String)
  @MaxLength(MAX_TEXT)
  admin_last_name: string;

  @Field(() => String)
  @MaxLength(MAX_TEXT)
  admin_email: string;
}
