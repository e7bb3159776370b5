// GraphQL inputs of the projects domain. Strings stay strings (status, contract form, visibility, dates) so
// core-api's spec messages reach the client word for word; the BFF only bounds lengths generously. Pence
// inputs are Float, not Int/SafeInt, so 1.5 or 2^31+ reach core-api and get its "whole number of pence"
// message instead of a GraphQL parse error.
import { MaxLength } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';

const MAX_TEXT = 1000;
const MAX_LONG = 10_000;

@InputType()
export class BudgetInput {
  @Field(() => Float, { nullable: true }) labour?: number;
  @Field(() => Float, { nullable: true }) plant?: number;
  @Field(() => Float, { nullable: true }) materials?: number;
  @Field(() => Float, { nullable: true }) subcontract?: number;
  @Field(() => Float, { nullable: true }) preliminaries?: number;
  @Field(() => Float, { nullable: true }) other?: number;
}

/** Fields shared by create and update; every one optional (update is a partial PUT). */
@InputType()
abstract class ProjectFieldsInput {
  @Field(() => String, { nullable: true })
  @MaxLength(MAX_LONG)
  description?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  status?: string;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  client_name?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  client_contact_name?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  client_email?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  client_phone?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_LONG)
  site_address?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  site_postcode?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  start_date?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  end_date?: string | null;

  @Field(() => Float, { nullable: true })
  contract_value_pence?: number | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  contract_form?: string | null;

  @Field(() => Float, { nullable: true })
  retention_percent?: number;

  @Field(() => Int, { nullable: true })
  payment_due_days?: number;

  @Field(() => Int, { nullable: true })
  payment_final_days?: number;

  @Field(() => Boolean, { nullable: true })
  drc_applies?: boolean;

  @Field(() => BudgetInput, { nullable: true })
  budget?: BudgetInput;

  @Field(() => ID, { nullable: true })
  @MaxLength(MAX_TEXT)
  manager_id?: string | null;
}

@InputType()
export class CreateProjectInput extends ProjectFieldsInput {
  @Field(() => String)
  @MaxLength(MAX_TEXT)
  name: string;
}

@InputType()
export class UpdateProjectInput extends ProjectFieldsInput {
  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  name?: string;
}
