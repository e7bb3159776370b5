// Arguments of the reports: applications by project (project, valued from / to, status, overdue only, pages) and
// the CIS summary (tax year, month). class-validator bounds sizes only: core-api owns the messages.
import { MaxLength } from 'class-validator';
import { ArgsType, Field, ID, Int, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../lib/paging.js';

/** The statuses the applications report lists (a draft is not a claim yet): core-api's `status` values. */
export const ReportApplicationStatus = {
  submitted: 'submitted',
  certified: 'certified',
  part_paid: 'part_paid',
  paid: 'paid',
} as const;
export type ReportApplicationStatus = (typeof ReportApplicationStatus)[keyof typeof ReportApplicationStatus];
registerEnumType(ReportApplicationStatus, { name: 'ReportApplicationStatus' });

@ArgsType()
export class ApplicationsReportArgs extends PageArgs {
  @Field(() => ID, { nullable: true }) @MaxLength(100) project_id?: string | null;
  @Field(() => String, { nullable: true, description: 'Valued on or after (YYYY-MM-DD)' })
  @MaxLength(20)
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'Valued on or before (YYYY-MM-DD)' })
  @MaxLength(20)
  to?: string | null;
  @Field(() => ReportApplicationStatus, { nullable: true }) status?: ReportApplicationStatus | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Only applications past their final date and still owed',
  })
  overdue?: boolean | null;
}

@ArgsType()
export class CisReportArgs {
  @Field(() => String, { nullable: true, description: 'The tax year, e.g. 2026-27 (default: this one)' })
  @MaxLength(20)
  tax_year?: string | null;
  @Field(() => Int, { nullable: true, description: '1 (6 April to 5 May) … 12; none: the whole tax year' })
  month?: number | null;
}
