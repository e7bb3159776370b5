// Owns the labour JSON: the zod answer schemas (the OpenAPI document and the BFF's generated types come from
// them) and the mapping of the reads' rows into them, so what a caller is shown (rates, costs, abilities) is
// decided in one place from the policy; ORM rows never go out.
import { z } from 'zod';
import type { Actor } from '../../lib/auth.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { pageSchema } from '../../lib/paging.js';
import { num } from '../../lib/sql.js';
import { iso, isoDate, pence, timestamp } from '../../lib/wire.js';
import { cloudFilingSchema } from '../cloud-drives/index.js';
import { CIS_STATUSES } from '../suppliers/index.js';
import { LABOUR_LINE_TYPES, LABOUR_VAT_RATES } from './cis.js';
import { LABOUR_INVOICE_STATUSES } from './labour-invoice.model.js';
import { cscsBlock } from './labour-cscs.js';
import { seesLabourRates, seesOperativePersonal, timesheetAbilities } from './labour.policy.js';
import { ENGAGEMENTS, RATE_UNITS, type Engagement, type RateUnit } from './operative.model.js';
import { TIMESHEET_STATUSES, type TimesheetStatus } from './timesheet.model.js';

const ref = (id: string) => z.object({ id: z.uuid(), name: z.string() }).meta({ id });
const projectRef = z
  .object({ id: z.uuid(), project_number: z.string(), name: z.string() })
  .meta({ id: 'LabourProjectRef' });
const supplierRef = ref('LabourSupplierRef');

export const tradeSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** A commercial rate: null for workers (decision 0023). */
    default_day_rate_pence: pence.nullable(),
    is_active: z.boolean(),
    operative_count: z.number().int(),
  })
  .meta({ id: 'LabourTrade' });
export type TradeJson = z.output<typeof tradeSchema>;
export const tradeListSchema = z.object({ items: z.array(tradeSchema) }).meta({ id: 'LabourTradeList' });

export const labourSupplierSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    kinds: z.array(z.string()),
    cis_status: z.enum(CIS_STATUSES).nullable(),
    cis_rate_percent: z.number().int().nullable(),
    utr: z.string().nullable(),
    verification_number: z.string().nullable(),
    vat_registered: z.boolean(),
    /** The domestic reverse charge applies to its CIS work when we are VAT-registered and not the end user. */
    reverse_charge: z.boolean(),
  })
  .meta({ id: 'LabourSupplier' });
export const labourSuppliersSchema = z
  .object({ items: z.array(labourSupplierSchema), company_vat_registered: z.boolean() })
  .meta({ id: 'LabourSupplierList' });

export const cscsStateSchema = z.enum(['none', 'valid', 'expiring', 'expired']);

export const operativeSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    trade: ref('LabourTradeRef').nullable(),
    engagement: z.enum(ENGAGEMENTS),
    supplier: supplierRef.nullable(),
    /** Rates are commercial: null for workers. */
    rate_unit: z.enum(RATE_UNITS),
    rate_pence: pence.nullable(),
    cscs_card_type: z.string().nullable(),
    /** Personal: null for a worker reading another operative (decision 0023). */
    cscs_card_number: z.string().nullable(),
    cscs_expiry: isoDate.nullable(),
    /** expired (before today), expiring (within 30 days), valid, or none (no card recorded). */
    cscs_state: cscsStateSchema,
    /** Personal: null for a worker reading another operative (decision 0023). */
    phone: z.string().nullable(),
    user_id: z.uuid().nullable(),
    is_active: z.boolean(),
  })
  .meta({ id: 'OperativeSummary' });
export type OperativeSummaryJson = z.output<typeof operativeSummarySchema>;
export const operativePageSchema = pageSchema(operativeSummarySchema, 'OperativePage');

export const timesheetSchema = z
  .object({
    id: z.uuid(),
    operative: z
      .object({ id: z.uuid(), name: z.string(), cscs_state: cscsStateSchema })
      .meta({ id: 'TimesheetOperative' }),
    project: projectRef,
    week_commencing: isoDate,
    hours: z.array(z.number()),
    overtime_hours: z.number(),
    total_hours: z.number(),
    days_worked: z.number().int(),
    notes: z.string().nullable(),
    status: z.enum(TIMESHEET_STATUSES),
    status_reason: z.string().nullable(),
    cost_pence: pence.nullable(),
    can_edit: z.boolean(),
    status_moves: z.array(z.enum(TIMESHEET_STATUSES)),
    /** Why the caller may not approve it (segregation of duties), when their role alone would let them. */
    approval_refusal: z.string().nullable(),
    /** A submitted sheet whose operative's CSCS card had expired by the last day worked: why approval is
     * blocked (decision 0064), else null. */
    cscs_block: z.string().nullable(),
    /** Whether the caller may approve it over that block with a reason (managers and up). */
    can_override_cscs: z.boolean(),
    /** The manager's reason for approving over an expired card, when one did. */
    cscs_override_reason: z.string().nullable(),
    updated_at: timestamp,
  })
  .meta({ id: 'Timesheet' });
export type TimesheetJson = z.output<typeof timesheetSchema>;
export const timesheetPageSchema = pageSchema(timesheetSchema, 'TimesheetPage');

export const operativeSchema = operativeSummarySchema
  .extend({
    recent_timesheets: z.array(timesheetSchema),
    can_edit: z.boolean(),
  })
  .meta({ id: 'Operative' });
export type OperativeJson = z.output<typeof operativeSchema>;

export const invoiceLineSchema = z
  .object({
    /** labour, materials, plant_owned, plant_hired, fuel_consumables or deduction (decision 0047). */
    type: z.enum(LABOUR_LINE_TYPES),
    /** What the type means for CIS and the reverse charge, in words. */
    type_label: z.string(),
    /** Liable to CIS in full (base), at its direct cost off the base (materials), or off the payment. */
    cis_treatment: z.enum(['base', 'materials', 'deduction']),
    /** A CIS-specified service for the reverse charge's 5% disregard. */
    drc_specified: z.boolean(),
    description: z.string().nullable(),
    /** Labour lines only (null on the other types). */
    operative: ref('LabourInvoiceOperative').nullable(),
    project: projectRef.nullable(),
    unit: z.enum(RATE_UNITS).nullable(),
    quantity: z.number().nullable(),
    rate_pence: pence.nullable(),
    /** The line's amount excluding VAT (a deduction's is positive and taken off). */
    net_pence: pence,
    /** Direct cost to the subcontractor (materials, hired-in plant, fuel and consumables). */
    cost_pence: pence.nullable(),
    timesheet_quantity: z.number().nullable(),
    quantity_variance: z.number().nullable(),
    expected_rate_pence: pence.nullable(),
    rate_variance_pence: pence.nullable(),
    variance: z.boolean(),
  })
  .meta({ id: 'LabourInvoiceLine' });

export const drcDecisionSchema = z
  .object({
    reverse_charge: z.boolean(),
    cis_pence: pence,
    supply_pence: pence,
    /** The CIS-specified services' share of the supply, two decimals ('4.99'). */
    cis_share_percent: z.string(),
    reason: z.string(),
  })
  .meta({ id: 'LabourDrcDecision' });

export const arithmeticStepSchema = z
  .object({ key: z.string(), label: z.string(), amount_pence: pence })
  .meta({ id: 'LabourArithmeticStep' });

export const labourInvoiceSummarySchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    supplier: supplierRef,
    supplier_reference: z.string(),
    invoice_date: isoDate,
    period_start: isoDate,
    period_end: isoDate,
    net_pence: pence,
    cis_deduction_pence: pence,
    payable_pence: pence,
    has_variance: z.boolean(),
    status: z.enum(LABOUR_INVOICE_STATUSES),
    payment_date: isoDate.nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'LabourInvoiceSummary' });
export type LabourInvoiceSummaryJson = z.output<typeof labourInvoiceSummarySchema>;
export const labourInvoicePageSchema = pageSchema(labourInvoiceSummarySchema, 'LabourInvoicePage');

export const labourInvoiceSchema = labourInvoiceSummarySchema
  .extend({
    lines: z.array(invoiceLineSchema),
    vat_rate: z.enum(LABOUR_VAT_RATES),
    customer_end_user: z.boolean(),
    cis_status: z.enum(CIS_STATUSES).nullable(),
    cis_rate_percent: z.number().int().nullable(),
    supplier_vat_registered: z.boolean(),
    customer_vat_registered: z.boolean(),
    labour_pence: pence,
    plant_pence: pence,
    materials_pence: pence,
    materials_cost_pence: pence,
    deductions_pence: pence,
    cis_base_pence: pence,
    vat_treatment: z.enum(['not_registered', 'charged', 'reverse_charge', 'zero_rated']),
    vat_pence: pence,
    reverse_charge_vat_pence: pence,
    reverse_charge_wording: z.string().nullable(),
    /** The 5% disregard on the whole invoice; null when the reverse charge cannot apply at all (a party not
     * VAT-registered, we are the end user, outside CIS, or zero-rated). */
    drc_decision: drcDecisionSchema.nullable(),
    gross_pence: pence,
    steps: z.array(arithmeticStepSchema),
    status_reason: z.string().nullable(),
    can_match: z.boolean(),
    can_override: z.boolean(),
    status_moves: z.array(z.enum(LABOUR_INVOICE_STATUSES)),
    /** Why the caller may not approve it (segregation of duties), when their role alone would let them. */
    approval_refusal: z.string().nullable(),
  })
  .meta({ id: 'LabourInvoice' });
export type LabourInvoiceJson = z.output<typeof labourInvoiceSchema>;

export const cisRowSchema = z
  .object({
    supplier: supplierRef,
    utr: z.string().nullable(),
    verification_number: z.string().nullable(),
    cis_status: z.enum(CIS_STATUSES).nullable(),
    invoice_count: z.number().int(),
    gross_pence: pence,
    materials_cost_pence: pence,
    deduction_pence: pence,
    /**
     * The statement kept for this month once it ended (decision 0077), newest version; null before the month has
     * ended or before the daily run has kept it. Its filing in the company's cloud drive when one is connected.
     */
    statement: z
      .object({
        version: z.number().int(),
        kept_at: timestamp,
        upload_id: z.uuid().nullable(),
        filing: cloudFilingSchema.nullable(),
      })
      .nullable()
      .meta({ id: 'CisKeptStatement' }),
  })
  .meta({ id: 'CisMonthRow' });
export type CisRowJson = z.output<typeof cisRowSchema>;

export const cisMonthSchema = z
  .object({
    start: isoDate,
    end: isoDate,
    tax_year: z.string(),
    month_number: z.number().int(),
    return_due: isoDate,
    payment_due: isoDate,
    payment_deadline: z
      .object({
        date: isoDate,
        nominal_date: isoDate,
        faster_payments_date: isoDate,
        post_date: isoDate,
        moved_because: z.string().nullable(),
        rule: z.string(),
      })
      .meta({ id: 'CisPaymentDeadline' }),
    contractor_utr: z.string().nullable(),
    rows: z.array(cisRowSchema),
    gross_pence: pence,
    materials_cost_pence: pence,
    deduction_pence: pence,
  })
  .meta({ id: 'CisMonth' });
export type CisMonthJson = z.output<typeof cisMonthSchema>;

// ------------------------------------------------------------------------------------------- row → answer

export const operativeLink = (id: string) => `/app/labour/${id}`;
export const invoiceLink = (id: string) => `/app/labour/invoices/${id}`;
/** A timesheet's page: its week on the timesheets tab, the sheet picked out (where it is approved). */
export const timesheetLink = (sheet: { id: string; week_commencing: string }) =>
  `/app/labour?tab=timesheets&week=${sheet.week_commencing}&timesheet_id=${sheet.id}`;

export type CscsState = 'none' | 'valid' | 'expiring' | 'expired';
/** expired: before today; expiring: within the next 30 days; none: no expiry recorded. */
export function cscsState(expiry: string | null, today: string = londonDate()): CscsState {
  if (!expiry) return 'none';
  if (expiry < today) return 'expired';
  if (expiry <= addDays(today, 30)) return 'expiring';
  return 'valid';
}

export interface OperativeRow {
  id: string;
  name: string;
  trade_id: string | null;
  trade_name: string | null;
  engagement: Engagement;
  supplier_id: string | null;
  supplier_name: string | null;
  rate_unit: RateUnit;
  rate_pence: string;
  cscs_card_type: string | null;
  cscs_card_number: string | null;
  cscs_expiry: string | null;
  phone: string | null;
  user_id: string | null;
  is_active: boolean;
}

export function operativeOf(actor: Actor, r: OperativeRow, today: string): OperativeSummaryJson {
  const personal = seesOperativePersonal(actor, r);
  return {
    id: r.id,
    name: r.name,
    trade: r.trade_id && r.trade_name ? { id: r.trade_id, name: r.trade_name } : null,
    engagement: r.engagement,
    supplier: r.supplier_id && r.supplier_name ? { id: r.supplier_id, name: r.supplier_name } : null,
    rate_unit: r.rate_unit,
    rate_pence: seesLabourRates(actor) ? num(r.rate_pence) : null,
    cscs_card_type: r.cscs_card_type,
    cscs_card_number: personal ? r.cscs_card_number : null,
    cscs_expiry: r.cscs_expiry,
    cscs_state: cscsState(r.cscs_expiry, today),
    phone: personal ? r.phone : null,
    user_id: r.user_id,
    is_active: r.is_active,
  };
}

export interface TimesheetRow {
  id: string;
  operative_id: string;
  operative_name: string;
  cscs_expiry: string | null;
  user_id: string | null;
  project_id: string;
  project_number: string;
  project_name: string;
  week_commencing: string;
  hours: string[];
  overtime_hours: string;
  notes: string | null;
  status: TimesheetStatus;
  status_reason: string | null;
  cost_pence: string;
  cscs_override_reason: string | null;
  created_by: string | null;
  updated_at: Date;
}

export function timesheetOf(actor: Actor, r: TimesheetRow, today = londonDate()): TimesheetJson {
  const hours = r.hours.map(Number);
  const overtime = Number(r.overtime_hours);
  const can = timesheetAbilities(
    actor,
    { status: r.status, operative_user_id: r.user_id, created_by: r.created_by },
    cscsBlock({ name: r.operative_name, cscs_expiry: r.cscs_expiry }, r),
  );
  return {
    id: r.id,
    operative: { id: r.operative_id, name: r.operative_name, cscs_state: cscsState(r.cscs_expiry, today) },
    project: { id: r.project_id, project_number: r.project_number, name: r.project_name },
    week_commencing: r.week_commencing,
    hours,
    overtime_hours: overtime,
    total_hours: Math.round((hours.reduce((a, b) => a + b, 0) + overtime) * 100) / 100,
    days_worked: hours.filter((h) => h > 0).length,
    notes: r.notes,
    status: r.status,
    status_reason: r.status_reason,
    cost_pence: can.sees_cost ? num(r.cost_pence) : null,
    can_edit: can.can_edit,
    status_moves: can.status_moves,
    approval_refusal: can.approval_refusal,
    cscs_block: can.cscs_block,
    can_override_cscs: can.can_override_cscs,
    cscs_override_reason: r.cscs_override_reason,
    updated_at: iso(r.updated_at)!,
  };
}

export interface InvoiceSummaryRow {
  id: string;
  reference: string;
  supplier_id: string;
  supplier_name: string;
  supplier_reference: string;
  invoice_date: string;
  period_start: string;
  period_end: string;
  net_pence: string;
  cis_deduction_pence: string;
  payable_pence: string;
  has_variance: boolean;
  status: LabourInvoiceSummaryJson['status'];
  payment_date: string | null;
  created_at: Date;
}

export function invoiceSummaryOf(r: InvoiceSummaryRow): LabourInvoiceSummaryJson {
  return {
    id: r.id,
    reference: r.reference,
    supplier: { id: r.supplier_id, name: r.supplier_name },
    supplier_reference: r.supplier_reference,
    invoice_date: r.invoice_date,
    period_start: r.period_start,
    period_end: r.period_end,
    net_pence: num(r.net_pence),
    cis_deduction_pence: num(r.cis_deduction_pence),
    payable_pence: num(r.payable_pence),
    has_variance: r.has_variance,
    status: r.status,
    payment_date: r.payment_date,
    created_at: iso(r.created_at)!,
  };
}
