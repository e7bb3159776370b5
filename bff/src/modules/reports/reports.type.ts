// GraphQL types of the reports: the index of those the caller may open, applications by project (a page of
// applications, its projects' totals and the report's) and the CIS summary (per subcontractor and per tax
// month). Field names are core-api's snake_case JSON (resolvers pass answers through); money is integer pence.
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../lib/paging.js';

@ObjectType()
export class ReportInfo {
  @Field(() => String, { description: 'applications, cis, vat, plant' }) key: string;
  @Field(() => String) title: string;
  @Field(() => String) description: string;
}

@ObjectType()
export class ReportIndex {
  @Field(() => [ReportInfo]) reports: ReportInfo[];
}

@ObjectType()
export class ReportProjectRef {
  @Field(() => ID) id: string;
  @Field(() => String) project_number: string;
  @Field(() => String) name: string;
}

@ObjectType({ description: 'Money of an application or a total, in pence' })
class ApplicationsReportAmounts {
  @Field(() => GraphQLSafeInt, { description: 'Applied for, excluding VAT' }) applied_pence: number;
  @Field(() => GraphQLSafeInt, { description: 'The notified sum, excluding VAT' }) certified_pence: number;
  @Field(() => GraphQLSafeInt, { description: 'The certified sum with its VAT' }) payable_pence: number;
  @Field(() => GraphQLSafeInt) paid_pence: number;
  @Field(() => GraphQLSafeInt) outstanding_pence: number;
  @Field(() => GraphQLSafeInt) overdue_pence: number;
  @Field(() => GraphQLSafeInt, { description: 'To date; on a total, each schedule’s latest application’s' })
  retention_held_pence: number;
  @Field(() => GraphQLSafeInt, { description: 'Released to date (after practical completion)' })
  retention_released_pence: number;
}

@ObjectType()
export class ApplicationsReportRow extends ApplicationsReportAmounts {
  @Field(() => ID) id: string;
  @Field(() => ReportProjectRef) project: ReportProjectRef;
  @Field(() => Int) number: number;
  @Field(() => String) template_name: string;
  @Field(() => String) status: string;
  @Field(() => String) valuation_date: string;
  @Field(() => String, { nullable: true }) claim_date: string | null;
  @Field(() => String) due_date: string;
  @Field(() => String) payment_notice_deadline: string;
  @Field(() => String, { nullable: true }) payment_notice_date: string | null;
  @Field(() => String) pay_less_deadline: string;
  @Field(() => String, { nullable: true }) pay_less_date: string | null;
  @Field(() => String, { nullable: true }) pay_less_reason: string | null;
  @Field(() => String) final_date: string;
  @Field(() => Boolean) overdue: boolean;
  @Field(() => Int) days_overdue: number;
  @Field(() => Boolean) no_payment_notice: boolean;
}

@ObjectType()
export class ApplicationsReportTotal extends ApplicationsReportAmounts {
  @Field(() => Int) applications: number;
  @Field(() => Int) overdue_count: number;
}

@ObjectType()
export class ApplicationsReportProjectTotal extends ApplicationsReportTotal {
  @Field(() => ReportProjectRef) project: ReportProjectRef;
}

@ObjectType()
export class ApplicationsReport extends Paginated(ApplicationsReportRow) {
  @Field(() => String, { description: 'Today (Europe/London): what overdue is judged against' })
  as_of: string;
  @Field(() => [ApplicationsReportProjectTotal], { description: 'The projects on this page' })
  project_totals: ApplicationsReportProjectTotal[];
  @Field(() => ApplicationsReportTotal, { description: 'Every application the filters match' })
  totals: ApplicationsReportTotal;
}

@ObjectType({ description: 'CIS300 figures in pence' })
class CisFigures {
  @Field(() => Int) invoice_count: number;
  @Field(() => GraphQLSafeInt, { description: 'Total payments excluding VAT' }) gross_pence: number;
  @Field(() => GraphQLSafeInt) materials_cost_pence: number;
  @Field(() => GraphQLSafeInt) deduction_pence: number;
}

@ObjectType()
export class CisReportSupplier {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class CisReportRow extends CisFigures {
  @Field(() => CisReportSupplier) supplier: CisReportSupplier;
  @Field(() => String, { nullable: true }) utr: string | null;
  @Field(() => String, { nullable: true }) verification_number: string | null;
  @Field(() => String, { nullable: true }) cis_status: string | null;
}

@ObjectType()
export class CisReportMonth extends CisFigures {
  @Field(() => Int) month_number: number;
  @Field(() => String) start: string;
  @Field(() => String) end: string;
  @Field(() => String, { description: 'The CIS300 is due by this date' }) return_due: string;
}

@ObjectType()
export class CisReportTotals extends CisFigures {}

@ObjectType()
export class CisReport {
  @Field(() => String) tax_year: string;
  @Field(() => Int, { nullable: true, description: 'The month reported, or null for the whole year' })
  month_number: number | null;
  @Field(() => String) start: string;
  @Field(() => String) end: string;
  @Field(() => String, { nullable: true }) contractor_utr: string | null;
  @Field(() => [CisReportRow]) rows: CisReportRow[];
  @Field(() => [CisReportMonth]) months: CisReportMonth[];
  @Field(() => CisReportTotals) totals: CisReportTotals;
}
