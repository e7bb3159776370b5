// GraphQL inputs of the projects domain. Strings stay strings (status, contract form, visibility, dates) so
// core-api's spec messages reach the client word for word; the BFF only bounds lengths generously. Pence
// inputs are Float, not Int/SafeInt, so 1.5 or 2^31+ reach core-api and get its "whole number of pence"
// message instead of a GraphQL parse error.
//
// List arguments are the other way round: their filters and sorts are enums holding exactly the values core-api's
// list query accepts (core-api/src/modules/projects/projects.schema.ts), so clients get them typed.
import { IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { PageArgs, SortOrder } from '../../lib/paging.js';
import { ProjectStatus } from './projects.type.js';

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

  /** null: the company's default (an emptied field is the company's terms, not an error). */
  @Field(() => Float, { nullable: true })
  retention_percent?: number | null;

  @Field(() => Int, { nullable: true })
  payment_due_days?: number | null;

  @Field(() => Int, { nullable: true })
  payment_final_days?: number | null;

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

/** The columns core-api sorts project lists by (its SORTABLE). */
export const ProjectSortField = {
  project_number: 'project_number',
  name: 'name',
  status: 'status',
  client_name: 'client_name',
  start_date: 'start_date',
  end_date: 'end_date',
  contract_value_pence: 'contract_value_pence',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;
export type ProjectSortField = (typeof ProjectSortField)[keyof typeof ProjectSortField];
registerEnumType(ProjectSortField, { name: 'ProjectSortField' });

/** Filters and sort shared by projects, archivedProjects and myProjects. */
@ArgsType()
export class ProjectFilterArgs extends PageArgs {
  @Field(() => [ProjectStatus], { nullable: true, description: 'Only projects in one of these statuses.' })
  status?: ProjectStatus[] | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  search?: string | null;

  @Field(() => ProjectSortField, { nullable: true })
  sort_by?: ProjectSortField | null;

  @Field(() => SortOrder, { nullable: true })
  sort_order?: SortOrder | null;
}

@ArgsType()
export class ProjectListArgs extends ProjectFilterArgs {
  @Field(() => Boolean, { nullable: true })
  include_archived?: boolean | null;
}

/** The most items one `team(first:)` or `notes(first:)` answers (core-api's own limit). */
export const FIRST_MAX = 100;

@ArgsType()
export class FirstArgs {
  @Field(() => Int, {
    nullable: true,
    description: `Only the first items (team by name, notes newest first), 1 to ${FIRST_MAX}: a page shows a few and the count.`,
  })
  @IsOptional()
  @Min(1, { message: 'first must be at least 1' })
  @Max(FIRST_MAX, { message: `first must be at most ${FIRST_MAX}` })
  first?: number | null;
}
