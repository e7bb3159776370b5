// GraphQL types of labour: trades, labour suppliers, operatives, timesheets, labour invoices with their match
// and CIS/VAT arithmetic, and the CIS month. Field names are core-api's snake_case JSON (resolvers pass answers
// through); money is integer pence (SafeInt); hours and quantities up to two decimals.
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { CloudFiling } from '../../lib/cloud-filing.type.js';
import { Paginated } from '../../lib/paging.js';

@ObjectType()
export class LabourRef {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class LabourProjectRef {
  @Field(() => ID) id: string;
  @Field(() => String) project_number: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class LabourTrade {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Null for workers (decision 0023)' })
  default_day_rate_pence: number | null;
  @Field(() => Boolean) is_active: boolean;
  @Field(() => Int) operative_count: number;
}

@ObjectType()
export class LabourTradeList {
  @Field(() => [LabourTrade]) items: LabourTrade[];
}

@ObjectType()
export class LabourSupplier {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => [String]) kinds: string[];
  @Field(() => String, { nullable: true, description: 'gross, net, unverified' }) cis_status: string | null;
  @Field(() => Int, { nullable: true }) cis_rate_percent: number | null;
  @Field(() => String, { nullable: true }) utr: string | null;
  @Field(() => String, { nullable: true }) verification_number: string | null;
  @Field(() => Boolean) vat_registered: boolean;
  @Field(() => Boolean) reverse_charge: boolean;
}

@ObjectType()
export class LabourSupplierList {
  @Field(() => [LabourSupplier]) items: LabourSupplier[];
  @Field(() => Boolean) company_vat_registered: boolean;
}

@ObjectType()
export class TimesheetOperative {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'none, valid, expiring, expired' }) cscs_state: string;
}

@ObjectType()
export class Timesheet {
  @Field(() => ID) id: string;
  @Field(() => TimesheetOperative) operative: TimesheetOperative;
  @Field(() => LabourProjectRef) project: LabourProjectRef;
  @Field(() => String) week_commencing: string;
  @Field(() => [Float], { description: 'Hours Monday to Sunday' }) hours: number[];
  @Field(() => Float) overtime_hours: number;
  @Field(() => Float) total_hours: number;
  @Field(() => Int) days_worked: number;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => String, { description: 'draft, submitted, approved, rejected' }) status: string;
  @Field(() => String, { nullable: true }) status_reason: string | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) cost_pence: number | null;
  @Field(() => Boolean) can_edit: boolean;
  @Field(() => [String]) status_moves: string[];
  @Field(() => String, { nullable: true }) approval_refusal: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why approval is blocked: the CSCS card had expired by the last day worked (decision 0064).',
  })
  cscs_block: string | null;
  @Field(() => Boolean, { description: 'Whether the caller may approve over that block with a reason.' })
  can_override_cscs: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'A manager’s reason for approving over an expired card.',
  })
  cscs_override_reason: string | null;
  @Field(() => String) updated_at: string;
}

@ObjectType()
export class TimesheetPage extends Paginated(Timesheet) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class OperativeSummary {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => LabourRef, { nullable: true }) trade: LabourRef | null;
  @Field(() => String, { description: 'direct, agency, subcontractor' }) engagement: string;
  @Field(() => LabourRef, { nullable: true }) supplier: LabourRef | null;
  @Field(() => String, { description: 'day, hour' }) rate_unit: string;
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Null for workers' }) rate_pence: number | null;
  @Field(() => String, { nullable: true }) cscs_card_type: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Null for a worker reading another operative (decision 0023)',
  })
  cscs_card_number: string | null;
  @Field(() => String, { nullable: true }) cscs_expiry: string | null;
  @Field(() => String, { description: 'none, valid, expiring, expired' }) cscs_state: string;
  @Field(() => String, {
    nullable: true,
    description: 'Null for a worker reading another operative (decision 0023)',
  })
  phone: string | null;
  @Field(() => ID, { nullable: true }) user_id: string | null;
  @Field(() => Boolean) is_active: boolean;
}

@ObjectType()
export class OperativePage extends Paginated(OperativeSummary) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class Operative extends OperativeSummary {
  @Field(() => [Timesheet]) recent_timesheets: Timesheet[];
  @Field(() => Boolean) can_edit: boolean;
}

@ObjectType()
export class LabourInvoiceLine {
  @Field(() => String, {
    description: 'labour, materials, plant_owned, plant_hired, fuel_consumables, deduction',
  })
  type: string;
  @Field(() => String) type_label: string;
  @Field(() => String, { description: 'base, materials, deduction' }) cis_treatment: string;
  @Field(() => Boolean) drc_specified: boolean;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => LabourRef, { nullable: true }) operative: LabourRef | null;
  @Field(() => LabourProjectRef, { nullable: true }) project: LabourProjectRef | null;
  @Field(() => String, { nullable: true }) unit: string | null;
  @Field(() => Float, { nullable: true }) quantity: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) rate_pence: number | null;
  @Field(() => GraphQLSafeInt) net_pence: number;
  @Field(() => GraphQLSafeInt, { nullable: true }) cost_pence: number | null;
  @Field(() => Float, { nullable: true }) timesheet_quantity: number | null;
  @Field(() => Float, { nullable: true }) quantity_variance: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) expected_rate_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) rate_variance_pence: number | null;
  @Field(() => Boolean) variance: boolean;
}

@ObjectType()
export class LabourArithmeticStep {
  @Field(() => String) key: string;
  @Field(() => String) label: string;
  @Field(() => GraphQLSafeInt) amount_pence: number;
}

@ObjectType()
export class LabourDrcDecision {
  @Field(() => Boolean) reverse_charge: boolean;
  @Field(() => GraphQLSafeInt) cis_pence: number;
  @Field(() => GraphQLSafeInt) supply_pence: number;
  @Field(() => String) cis_share_percent: string;
  @Field(() => String) reason: string;
}

@ObjectType()
export class LabourInvoiceSummary {
  @Field(() => ID) id: string;
  @Field(() => String) reference: string;
  @Field(() => LabourRef) supplier: LabourRef;
  @Field(() => String) supplier_reference: string;
  @Field(() => String) invoice_date: string;
  @Field(() => String) period_start: string;
  @Field(() => String) period_end: string;
  @Field(() => GraphQLSafeInt) net_pence: number;
  @Field(() => GraphQLSafeInt) cis_deduction_pence: number;
  @Field(() => GraphQLSafeInt) payable_pence: number;
  @Field(() => Boolean) has_variance: boolean;
  @Field(() => String, { description: 'received, matched, approved, exported, paid, disputed' })
  status: string;
  @Field(() => String, { nullable: true }) payment_date: string | null;
  @Field(() => String) created_at: string;
}

@ObjectType()
export class LabourInvoicePage extends Paginated(LabourInvoiceSummary) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class LabourInvoice extends LabourInvoiceSummary {
  @Field(() => [LabourInvoiceLine]) lines: LabourInvoiceLine[];
  @Field(() => String) vat_rate: string;
  @Field(() => Boolean) customer_end_user: boolean;
  @Field(() => String, { nullable: true }) cis_status: string | null;
  @Field(() => Int, { nullable: true }) cis_rate_percent: number | null;
  @Field(() => Boolean) supplier_vat_registered: boolean;
  @Field(() => Boolean) customer_vat_registered: boolean;
  @Field(() => GraphQLSafeInt) labour_pence: number;
  @Field(() => GraphQLSafeInt) plant_pence: number;
  @Field(() => GraphQLSafeInt) materials_pence: number;
  @Field(() => GraphQLSafeInt) materials_cost_pence: number;
  @Field(() => GraphQLSafeInt) deductions_pence: number;
  @Field(() => GraphQLSafeInt) cis_base_pence: number;
  @Field(() => String, { description: 'not_registered, charged, reverse_charge, zero_rated' })
  vat_treatment: string;
  @Field(() => GraphQLSafeInt) vat_pence: number;
  @Field(() => GraphQLSafeInt) reverse_charge_vat_pence: number;
  @Field(() => String, { nullable: true }) reverse_charge_wording: string | null;
  @Field(() => LabourDrcDecision, { nullable: true }) drc_decision: LabourDrcDecision | null;
  @Field(() => GraphQLSafeInt) gross_pence: number;
  @Field(() => [LabourArithmeticStep]) steps: LabourArithmeticStep[];
  @Field(() => String, { nullable: true }) status_reason: string | null;
  @Field(() => Boolean) can_match: boolean;
  @Field(() => Boolean) can_override: boolean;
  @Field(() => [String]) status_moves: string[];
  @Field(() => String, { nullable: true }) approval_refusal: string | null;
}

@ObjectType({ description: 'The statement kept once the tax month ended (newest version), and its filing' })
export class CisKeptStatement {
  @Field(() => Int) version: number;
  @Field(() => String) kept_at: string;
  @Field(() => ID, { nullable: true }) upload_id: string | null;
  /** Its filed state in the company's cloud drive; null without a drive connected. */
  @Field(() => CloudFiling, { nullable: true }) filing: CloudFiling | null;
}

@ObjectType()
export class CisMonthRow {
  @Field(() => LabourRef) supplier: LabourRef;
  @Field(() => String, { nullable: true }) utr: string | null;
  @Field(() => String, { nullable: true }) verification_number: string | null;
  @Field(() => String, { nullable: true }) cis_status: string | null;
  @Field(() => Int) invoice_count: number;
  @Field(() => GraphQLSafeInt) gross_pence: number;
  @Field(() => GraphQLSafeInt) materials_cost_pence: number;
  @Field(() => GraphQLSafeInt) deduction_pence: number;
  /** Null before the month has ended, or before the daily run has kept it. */
  @Field(() => CisKeptStatement, { nullable: true }) statement: CisKeptStatement | null;
}

@ObjectType()
export class CisPaymentDeadline {
  @Field(() => String) date: string;
  @Field(() => String) nominal_date: string;
  @Field(() => String) faster_payments_date: string;
  @Field(() => String) post_date: string;
  @Field(() => String, { nullable: true }) moved_because: string | null;
  @Field(() => String) rule: string;
}

@ObjectType()
export class CisMonth {
  @Field(() => String) start: string;
  @Field(() => String) end: string;
  @Field(() => String) tax_year: string;
  @Field(() => Int) month_number: number;
  @Field(() => String) return_due: string;
  @Field(() => String) payment_due: string;
  @Field(() => CisPaymentDeadline) payment_deadline: CisPaymentDeadline;
  @Field(() => String, { nullable: true }) contractor_utr: string | null;
  @Field(() => [CisMonthRow]) rows: CisMonthRow[];
  @Field(() => GraphQLSafeInt) gross_pence: number;
  @Field(() => GraphQLSafeInt) materials_cost_pence: number;
  @Field(() => GraphQLSafeInt) deduction_pence: number;
}
