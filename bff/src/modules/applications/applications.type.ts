// GraphQL types of applications for payment: templates (schedule lines, retention, payment terms, VAT
// treatment), applications with their lines, variations, materials on site, totals, Construction Act dates and
// rules, notices and warnings, and the overview. Field names are core-api's snake_case JSON (resolvers pass
// answers through); money is integer pence (SafeInt).
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../lib/paging.js';

@ObjectType()
export class ApplicationsProjectRef {
  @Field(() => ID) id: string;
  @Field(() => String) project_number: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class ApplicationsPerson {
  @Field(() => ID) id: string;
  @Field(() => String) first_name: string;
  @Field(() => String) last_name: string;
}

@ObjectType()
export class ApplicationScheduleLine {
  @Field(() => ID) id: string;
  @Field(() => String) reference: string;
  @Field(() => String) description: string;
  @Field(() => GraphQLSafeInt) contract_value_pence: number;
  @Field(() => Boolean, { description: 'A CIS-specified service, weighed by the 5% disregard' })
  cis_specified: boolean;
}

@ObjectType({ description: 'A schedule line a new template starts from (no id until it is saved)' })
export class ApplicationDefaultLine {
  @Field(() => String) reference: string;
  @Field(() => String) description: string;
  @Field(() => GraphQLSafeInt) contract_value_pence: number;
  @Field(() => Boolean) cis_specified: boolean;
}

@ObjectType()
export class ApplicationTemplateDefaults {
  @Field(() => ApplicationsProjectRef) project: ApplicationsProjectRef;
  @Field(() => String) name: string;
  @Field(() => GraphQLSafeInt, { nullable: true }) contract_value_pence: number | null;
  @Field(() => Float) retention_percent: number;
  @Field(() => Float) retention_after_pc_percent: number;
  @Field(() => String, { description: 'standard, drc' }) vat_treatment: string;
  @Field(() => String, { description: 'contract, scheme' }) terms: string;
  @Field(() => Int) payment_due_days: number;
  @Field(() => Int) payment_final_days: number;
  @Field(() => Int) pay_less_days: number;
  @Field(() => String, { description: 'england-and-wales, scotland, northern-ireland' }) region: string;
  @Field(() => String, {
    nullable: true,
    description: 'The accepted estimate ("EST-0001 v2") the lines come from, when the project was converted',
  })
  from_estimate: string | null;
  @Field(() => [ApplicationDefaultLine], {
    description:
      'The accepted estimate’s lines at selling price; none when the project came from no estimate',
  })
  lines: ApplicationDefaultLine[];
}

@ObjectType()
export class ApplicationRef {
  @Field(() => ID) id: string;
  @Field(() => Int) number: number;
  @Field(() => String) status: string;
  @Field(() => String) valuation_date: string;
  @Field(() => GraphQLSafeInt) total_pence: number;
}

@ObjectType()
export class ApplicationNextLine {
  @Field(() => ID) line_id: string;
  @Field(() => Float, { nullable: true }) percent: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) value_pence: number | null;
  @Field(() => GraphQLSafeInt) previous_value_pence: number;
}

@ObjectType()
export class ApplicationNext {
  @Field(() => Int) number: number;
  @Field(() => GraphQLSafeInt) previously_certified_pence: number;
  @Field(() => [ApplicationNextLine]) lines: ApplicationNextLine[];
}

@ObjectType()
export class ApplicationTemplate {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => ApplicationsProjectRef) project: ApplicationsProjectRef;
  @Field(() => [ApplicationScheduleLine]) lines: ApplicationScheduleLine[];
  @Field(() => Boolean, { description: 'The company’s one VAT setting: not registered → no VAT' })
  company_vat_registered: boolean;
  @Field(() => GraphQLSafeInt) contract_sum_pence: number;
  @Field(() => Float) retention_percent: number;
  @Field(() => Float) retention_after_pc_percent: number;
  @Field(() => String) vat_treatment: string;
  @Field(() => String) terms: string;
  @Field(() => Int) payment_due_days: number;
  @Field(() => Int) payment_final_days: number;
  @Field(() => Int) pay_less_days: number;
  @Field(() => String) region: string;
  @Field(() => String, { nullable: true }) practical_completion_date: string | null;
  @Field(() => String, { nullable: true }) rectification_end_date: string | null;
  @Field(() => [ApplicationRef]) applications: ApplicationRef[];
  @Field(() => ApplicationNext) next_application: ApplicationNext;
  @Field(() => String) created_at: string;
  @Field(() => String) updated_at: string;
}

@ObjectType()
export class ApplicationTemplateSummary {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => ApplicationsProjectRef) project: ApplicationsProjectRef;
  @Field(() => GraphQLSafeInt) contract_sum_pence: number;
  @Field(() => Int) application_count: number;
  @Field(() => String) created_at: string;
}

@ObjectType()
export class ApplicationTemplatePage extends Paginated(ApplicationTemplateSummary) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class ApplicationWarning {
  @Field(() => String, {
    description: 'payment_notice_due, no_payment_notice, pay_less_due, payment_overdue',
  })
  code: string;
  @Field(() => String, { description: 'info, warning, danger' }) tone: string;
  @Field(() => String) message: string;
}

@ObjectType()
export class ApplicationDeadline {
  @Field(() => String) label: string;
  @Field(() => String) date: string;
}

@ObjectType()
export class ApplicationTemplateRef {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class ApplicationSummary {
  @Field(() => ID) id: string;
  @Field(() => Int) number: number;
  @Field(() => ApplicationsProjectRef) project: ApplicationsProjectRef;
  @Field(() => ApplicationTemplateRef) template: ApplicationTemplateRef;
  @Field(() => String) valuation_date: string;
  @Field(() => String, { description: 'draft, submitted, certified, part_paid, paid' }) status: string;
  @Field(() => GraphQLSafeInt) total_pence: number;
  @Field(() => GraphQLSafeInt) outstanding_pence: number;
  @Field(() => String) final_date: string;
  @Field(() => ApplicationDeadline, { nullable: true }) next_deadline: ApplicationDeadline | null;
  @Field(() => [ApplicationWarning]) warnings: ApplicationWarning[];
  @Field(() => ApplicationWarning, {
    nullable: true,
    description: 'The most serious warning that is not just information (for list rows)',
  })
  alert: ApplicationWarning | null;
  @Field(() => String) created_at: string;
}

@ObjectType()
export class ApplicationPage extends Paginated(ApplicationSummary) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class ApplicationsOverview {
  @Field(() => GraphQLSafeInt) outstanding_pence: number;
  @Field(() => Int) open_count: number;
  @Field(() => Int) overdue_count: number;
  @Field(() => GraphQLSafeInt) overdue_pence: number;
  @Field(() => GraphQLSafeInt) retention_held_pence: number;
}

@ObjectType()
export class ApplicationLine {
  @Field(() => ID) line_id: string;
  @Field(() => String) reference: string;
  @Field(() => String) description: string;
  @Field(() => GraphQLSafeInt) contract_value_pence: number;
  @Field(() => Boolean) cis_specified: boolean;
  @Field(() => Float, { nullable: true }) percent: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) value_pence: number | null;
  @Field(() => GraphQLSafeInt) value_to_date_pence: number;
  @Field(() => GraphQLSafeInt) previous_value_pence: number;
  @Field(() => GraphQLSafeInt) this_period_pence: number;
}

@ObjectType()
export class ApplicationVariation {
  @Field(() => String) reference: string;
  @Field(() => String) description: string;
  @Field(() => GraphQLSafeInt) value_pence: number;
  @Field(() => String, { description: 'pending, approved, rejected' }) status: string;
  @Field(() => Boolean) cis_specified: boolean;
}

@ObjectType({ description: 'What HMRC’s 5% disregard decided for the whole application (one supply).' })
export class ApplicationVatDecision {
  @Field(() => Boolean) reverse_charge: boolean;
  @Field(() => GraphQLSafeInt) cis_pence: number;
  @Field(() => GraphQLSafeInt) supply_pence: number;
  @Field(() => String, { description: 'CIS-specified share of the supply, two decimals ("4.99")' })
  cis_share_percent: string;
  @Field(() => String) reason: string;
}

@ObjectType()
export class ApplicationMaterialOnSite {
  @Field(() => String) description: string;
  @Field(() => GraphQLSafeInt) value_pence: number;
}

@ObjectType()
export class ApplicationRetentionRates {
  @Field(() => Float) full_percent: number;
  @Field(() => Float) after_pc_percent: number;
  @Field(() => String, { nullable: true }) practical_completion_date: string | null;
  @Field(() => String, { nullable: true }) rectification_end_date: string | null;
}

@ObjectType()
export class ApplicationTotals {
  @Field(() => GraphQLSafeInt) work_done_pence: number;
  @Field(() => GraphQLSafeInt) variations_pence: number;
  @Field(() => GraphQLSafeInt) materials_on_site_pence: number;
  @Field(() => GraphQLSafeInt) gross_pence: number;
  @Field(() => GraphQLSafeInt) retention_pence: number;
  @Field(() => GraphQLSafeInt) net_valuation_pence: number;
  @Field(() => GraphQLSafeInt) previously_certified_pence: number;
  @Field(() => GraphQLSafeInt) amount_due_pence: number;
  @Field(() => GraphQLSafeInt) vat_pence: number;
  @Field(() => GraphQLSafeInt) reverse_charge_vat_pence: number;
  @Field(() => GraphQLSafeInt) total_pence: number;
  @Field(() => String, { nullable: true }) vat_wording: string | null;
}

@ObjectType()
export class ApplicationTerms {
  @Field(() => String) terms: string;
  @Field(() => Int) due_days: number;
  @Field(() => Int) final_days: number;
  @Field(() => Int) pay_less_days: number;
  @Field(() => String) region: string;
}

@ObjectType()
export class ApplicationDates {
  @Field(() => String) due_date: string;
  @Field(() => String) due_rule: string;
  @Field(() => String) payment_notice_deadline: string;
  @Field(() => String) payment_notice_rule: string;
  @Field(() => String) final_date: string;
  @Field(() => String) final_rule: string;
  @Field(() => String) pay_less_deadline: string;
  @Field(() => String) pay_less_rule: string;
  @Field(() => Int, { description: 'Days the final date was postponed by a notice in default (s.110B)' })
  postponed_days: number;
}

@ObjectType()
export class ApplicationNotice {
  @Field(() => ID) id: string;
  @Field(() => String, { description: 'payment, pay_less, default (the payee’s notice in default)' })
  kind: string;
  @Field(() => GraphQLSafeInt) amount_pence: number;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String) notice_date: string;
  @Field(() => Boolean) late: boolean;
  @Field(() => ApplicationsPerson, { nullable: true }) recorded_by: ApplicationsPerson | null;
  @Field(() => String) created_at: string;
}

@ObjectType()
export class Application {
  @Field(() => ID) id: string;
  @Field(() => Int) number: number;
  @Field(() => ApplicationsProjectRef) project: ApplicationsProjectRef;
  @Field(() => ApplicationTemplateRef) template: ApplicationTemplateRef;
  @Field(() => String) valuation_date: string;
  @Field(() => String, { nullable: true }) submitted_on: string | null;
  @Field(() => String, { nullable: true, description: 'The date the claim was made; dates count from it' })
  claim_date: string | null;
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true }) status_reason: string | null;
  @Field(() => [ApplicationLine]) lines: ApplicationLine[];
  @Field(() => [ApplicationVariation]) variations: ApplicationVariation[];
  @Field(() => [ApplicationMaterialOnSite]) materials_on_site: ApplicationMaterialOnSite[];
  @Field(() => String, { description: 'standard, drc, not_registered' }) vat_treatment: string;
  @Field(() => ApplicationVatDecision, { nullable: true }) vat_decision: ApplicationVatDecision | null;
  @Field(() => String, { description: 'full, after_practical_completion, released' }) retention_stage: string;
  @Field(() => Float) retention_percent: number;
  @Field(() => ApplicationRetentionRates) retention_rates: ApplicationRetentionRates;
  @Field(() => ApplicationTotals) totals: ApplicationTotals;
  @Field(() => ApplicationTerms) terms: ApplicationTerms;
  @Field(() => ApplicationDates) dates: ApplicationDates;
  @Field(() => [ApplicationNotice]) notices: ApplicationNotice[];
  @Field(() => GraphQLSafeInt) notified_sum_pence: number;
  @Field(() => String) notified_sum_basis: string;
  @Field(() => GraphQLSafeInt) paid_pence: number;
  @Field(() => GraphQLSafeInt) outstanding_pence: number;
  @Field(() => ApplicationDeadline, { nullable: true }) next_deadline: ApplicationDeadline | null;
  @Field(() => [ApplicationWarning]) warnings: ApplicationWarning[];
  @Field(() => [String]) status_moves: string[];
  @Field(() => Boolean) can_edit: boolean;
  @Field(() => Boolean) can_record_notice: boolean;
  @Field(() => Boolean) can_change_claim_date: boolean;
  @Field(() => Boolean) can_give_default_notice: boolean;
  @Field(() => ID, { nullable: true }) pdf_upload_id: string | null;
  @Field(() => ApplicationsPerson, { nullable: true }) created_by: ApplicationsPerson | null;
  @Field(() => String) created_at: string;
  @Field(() => String) updated_at: string;
}
