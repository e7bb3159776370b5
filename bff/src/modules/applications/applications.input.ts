// GraphQL inputs of applications for payment. The list filter on status is an enum holding exactly core-api's
// values (core-api/src/modules/applications/applications.schema.ts); mutation fields such as VAT treatment,
// terms, region, notice kind and status stay strings so core-api's own message reaches the user (decision
// 0014). class-validator only bounds sizes. Pence travel in as Float (whole numbers are exact to 2^53; Int
// stops at £21m, short of a contract sum) and core-api refuses any fraction with its own message.
import { ArrayMaxSize, MaxLength } from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../lib/paging.js';

const MAX_TEXT = 2000;
const MAX_LINES = 200;
const MAX_ITEMS = 100;

export const ApplicationStatus = {
  draft: 'draft',
  submitted: 'submitted',
  certified: 'certified',
  part_paid: 'part_paid',
  paid: 'paid',
} as const;
export type ApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];
registerEnumType(ApplicationStatus, { name: 'ApplicationStatus' });

@ArgsType()
export class ApplicationListArgs extends PageArgs {
  @Field(() => ApplicationStatus, { nullable: true })
  status?: ApplicationStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'outstanding (submitted, certified or part paid) or overdue (those past the final date)',
  })
  owing?: string | null;

  @Field(() => ID, { nullable: true })
  project_id?: string | null;
}

@ArgsType()
export class ApplicationTemplateListArgs extends PageArgs {
  @Field(() => ID, { nullable: true })
  project_id?: string | null;
}

@InputType()
export class ScheduleLineInput {
  @Field(() => String, { nullable: true }) @MaxLength(100) id?: string | null;
  @Field(() => String) @MaxLength(MAX_TEXT) reference: string;
  @Field(() => String) @MaxLength(MAX_TEXT) description: string;
  @Field(() => Float) contract_value_pence: number;
  @Field(() => Boolean, {
    nullable: true,
    description: 'A CIS-specified service (5% disregard); omitted: true',
  })
  cis_specified?: boolean | null;
}

@InputType()
export class ApplicationTemplateInput {
  @Field(() => String) @MaxLength(MAX_TEXT) name: string;
  @Field(() => [ScheduleLineInput]) @ArrayMaxSize(MAX_LINES + 1) lines: ScheduleLineInput[];
  @Field(() => Float) retention_percent: number;
  @Field(() => Float, { nullable: true }) retention_after_pc_percent?: number | null;
  @Field(() => String) @MaxLength(100) vat_treatment: string;
  @Field(() => String) @MaxLength(100) terms: string;
  @Field(() => Int) payment_due_days: number;
  @Field(() => Int) payment_final_days: number;
  @Field(() => Int) pay_less_days: number;
  @Field(() => String) @MaxLength(100) region: string;
  @Field(() => String, { nullable: true }) @MaxLength(100) practical_completion_date?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(100) rectification_end_date?: string | null;
}

@InputType()
export class CreateApplicationTemplateInput extends ApplicationTemplateInput {
  @Field(() => String) @MaxLength(100) project_id: string;
}

@InputType()
export class ValuationLineInput {
  @Field(() => String) @MaxLength(100) line_id: string;
  @Field(() => Float, { nullable: true }) percent?: number | null;
  @Field(() => Float, { nullable: true }) value_pence?: number | null;
}

@InputType()
export class VariationInput {
  @Field(() => String) @MaxLength(MAX_TEXT) reference: string;
  @Field(() => String) @MaxLength(MAX_TEXT) description: string;
  @Field(() => Float) value_pence: number;
  @Field(() => String) @MaxLength(100) status: string;
  @Field(() => Boolean, {
    nullable: true,
    description: 'A CIS-specified service (5% disregard); omitted: true',
  })
  cis_specified?: boolean | null;
}

@InputType()
export class MaterialOnSiteInput {
  @Field(() => String) @MaxLength(MAX_TEXT) description: string;
  @Field(() => Float) value_pence: number;
}

@InputType()
export class ApplicationInput {
  @Field(() => String) @MaxLength(100) valuation_date: string;
  @Field(() => [ValuationLineInput]) @ArrayMaxSize(MAX_LINES + 1) lines: ValuationLineInput[];
  @Field(() => [VariationInput]) @ArrayMaxSize(MAX_ITEMS + 1) variations: VariationInput[];
  @Field(() => [MaterialOnSiteInput]) @ArrayMaxSize(MAX_ITEMS + 1) materials_on_site: MaterialOnSiteInput[];
}

@InputType()
export class CreateApplicationInput extends ApplicationInput {
  @Field(() => String) @MaxLength(100) template_id: string;
}

@InputType()
export class ApplicationNoticeInput {
  @Field(() => String) @MaxLength(100) kind: string;
  @Field(() => Float) amount_pence: number;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_TEXT) reason?: string | null;
  @Field(() => String) @MaxLength(100) notice_date: string;
}

@InputType({ description: 'The payee’s notice in default of the payer’s payment notice (s.110B).' })
export class ApplicationDefaultNoticeInput {
  @Field(() => String) @MaxLength(100) notice_date: string;
  @Field(() => Float) amount_pence: number;
  @Field(() => String) @MaxLength(MAX_TEXT + 1) basis: string;
}
