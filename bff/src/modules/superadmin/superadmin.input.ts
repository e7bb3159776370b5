// GraphQL inputs of the superadmin domain: sign-in, company setup and the companies list's filters. Sizes only:
// core-api owns every message.
import { MaxLength } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { PageArgs } from '../../lib/paging.js';
import { CompanyStatus } from './superadmin.type.js';

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

/** Filters of the companies list; `status` holds exactly core-api's company statuses. */
@ArgsType()
export class SuperadminCompaniesArgs extends PageArgs {
  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  search?: string | null;

  @Field(() => CompanyStatus, { nullable: true })
  status?: CompanyStatus | null;
}
