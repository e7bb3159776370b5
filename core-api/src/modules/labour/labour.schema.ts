// Owns the labour request shapes and their messages (web's forms repeat them word for word): trades, operatives
// (engagement, supplier, rate, CSCS card), timesheets (a Monday, seven days of hours, overtime), labour
// invoices (lines, materials and their cost, VAT rate, end user), status moves and the lists' filters.
import { bulkIds } from '../../lib/bulk.js';
import { z } from 'zod';
import { pageQuery } from '../../lib/paging.js';
import {
  DEDUCTIONS_TOO_HIGH,
  isMaterialsLike,
  LABOUR_LINE_TYPES,
  LABOUR_VAT_RATES,
  MATERIALS_COST_TOO_HIGH,
} from './cis.js';
import { LABOUR_INVOICE_STATUSES } from './labour-invoice.model.js';
import { ENGAGEMENTS, RATE_UNITS } from './operative.model.js';
import { TIMESHEET_STATUSES } from './timesheet.model.js';

export const CSCS_CARD_TYPES = ['green', 'blue', 'gold', 'black', 'red', 'white'] as const;
export const MAX_RATE_PENCE = 1_000_000;
/** The most one invoice line or invoice-level amount may be: £100,000,000 (a BIGINT holds far more; sums of
 * 100 lines stay exact integers in JavaScript). */
export const MAX_AMOUNT_PENCE = 100_000_000_00;
/** Days or hours on one line. */
export const MAX_LINE_QUANTITY = 10_000;
/** Dates are from 1900 to 2999 (the calendar's bank holidays and Postgres' dates are sure there). */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

export const MESSAGES = {
  tradeName: 'Trade name is required',
  tradeNameLength: 'Trade name must be at most 100 characters',
  tradeTaken: 'A trade with this name already exists',
  dayRate: 'Day rate must be a whole number of pence from 0 to 1000000',
  name: 'Name is required',
  nameLength: 'Name must be at most 200 characters',
  trade: 'Please select a trade',
  engagement: `Engagement must be one of ${ENGAGEMENTS.join(', ')}`,
  supplierRequired: 'Agency and subcontract operatives need the supplier who invoices for them',
  supplierNotLabour: 'The supplier must be an active labour agency or subcontractor',
  directNoSupplier: 'A directly employed operative has no supplier',
  user: 'Please select a user',
  userTaken: 'That user is already linked to another operative',
  rateUnit: `Rate unit must be one of ${RATE_UNITS.join(', ')}`,
  rate: 'Rate must be a whole number of pence from 1 to 1000000',
  cscsType: `CSCS card type must be one of ${CSCS_CARD_TYPES.join(', ')}`,
  date: 'Date must be a date (YYYY-MM-DD)',
  dateRange: `Date must be between ${MIN_YEAR} and ${MAX_YEAR}`,
  operative: 'Please select an operative',
  operativeInactive: 'This operative is inactive',
  project: 'Please select a project',
  monday: 'Week commencing must be a Monday',
  hours: 'Enter seven days of hours, Monday to Sunday, each from 0 to 24 in steps of 0.25',
  overtime: 'Overtime must be from 0 to 100 hours in steps of 0.25',
  noHours: 'Enter the hours worked on at least one day',
  notYours: 'You can enter timesheets only for yourself',
  duplicate: 'A timesheet for this operative, project and week already exists',
  notEditable: 'Only a draft or rejected timesheet can be changed',
  timesheetStatus: `Status must be one of ${TIMESHEET_STATUSES.join(', ')}`,
  supplier: 'Please select a supplier',
  supplierReference: 'Supplier’s invoice number is required',
  period: 'Period end must be on or after the period start',
  lines: 'Add at least one line',
  tooManyLines: 'An invoice can have at most 100 lines',
  quantity: 'Quantity must be more than 0 with at most 2 decimal places',
  linePence: 'Rate must be a whole number of pence from 1 to 1000000',
  materials: 'Materials must be a whole number of pence, 0 or more',
  materialsCost: 'Materials cost must be a whole number of pence, 0 or more',
  materialsCostTooHigh: MATERIALS_COST_TOO_HIGH,
  deductionsTooHigh: DEDUCTIONS_TOO_HIGH,
  lineType: `Line type must be one of ${LABOUR_LINE_TYPES.join(', ')}`,
  lineDescription: 'Each line other than labour needs a description',
  lineAmount: 'Amount must be a whole number of pence from 1 to 10000000000',
  lineCost: 'Direct cost must be a whole number of pence from 0 to 10000000000',
  lineCostType: 'Only materials, hired-in plant, fuel and consumables lines have a direct cost',
  duplicateReference: (reference: string, first: string) =>
    `This supplier’s invoice ${reference} has already been entered as ${first}`,
  daysInvoiced: (operative: string, days: string, first: string) =>
    `${operative}’s timesheet days ${days} are already invoiced on ${first}`,
  vatRate: `VAT rate must be one of ${LABOUR_VAT_RATES.join(', ')}`,
  invoiceStatus: 'Status must be one of approved, exported, paid, disputed, received',
  paymentDate: 'Payment date is required',
  lineOperative: 'Each line needs an operative supplied by this supplier',
  search: 'Search must be at most 200 characters',
  notMatched: 'Only a received invoice can be matched',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v === '' || v == null ? null : v));

const inYears = (v: string) => {
  const year = Number(v.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};
const date = (message: string = MESSAGES.date) =>
  z.iso.date({ error: message }).refine(inYears, { error: MESSAGES.dateRange });
const uuid = (message: string) => z.uuid({ error: message });
const money = (message: string, min = 0, max = MAX_AMOUNT_PENCE) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
const quarters = (v: number) => Math.abs(Math.round(v * 4) - v * 4) < 1e-9;
const dayHours = z
  .number({ error: MESSAGES.hours })
  .min(0, { error: MESSAGES.hours })
  .max(24, { error: MESSAGES.hours })
  .refine(quarters, { error: MESSAGES.hours });

const tradeName = z
  .string({ error: MESSAGES.tradeName })
  .trim()
  .min(1, { error: MESSAGES.tradeName })
  .max(100, { error: MESSAGES.tradeNameLength });
const dayRate = money(MESSAGES.dayRate, 0, MAX_RATE_PENCE);

export const createTradeSchema = z.object({ name: tradeName, default_day_rate_pence: dayRate });
export const updateTradeSchema = z.object({
  name: tradeName.optional(),
  default_day_rate_pence: dayRate.optional(),
  is_active: z.boolean({ error: 'Active must be true or false' }).optional(),
});
export type CreateTradeInput = z.output<typeof createTradeSchema>;
export type UpdateTradeInput = z.output<typeof updateTradeSchema>;

const operativeFields = {
  name: z
    .string({ error: MESSAGES.name })
    .trim()
    .min(1, { error: MESSAGES.name })
    .max(200, { error: MESSAGES.nameLength }),
  trade_id: uuid(MESSAGES.trade).nullable().optional(),
  engagement: z.enum(ENGAGEMENTS, { error: MESSAGES.engagement }),
  supplier_id: uuid(MESSAGES.supplier).nullable().optional(),
  user_id: uuid(MESSAGES.user).nullable().optional(),
  rate_unit: z.enum(RATE_UNITS, { error: MESSAGES.rateUnit }),
  rate_pence: money(MESSAGES.rate, 1, MAX_RATE_PENCE),
  cscs_card_type: z.enum(CSCS_CARD_TYPES, { error: MESSAGES.cscsType }).nullable().optional(),
  cscs_card_number: text('CSCS card number', 30),
  cscs_expiry: date().nullable().optional(),
  phone: text('Phone', 50),
};
export const createOperativeSchema = z.object(operativeFields);
export const updateOperativeSchema = z.object({
  ...operativeFields,
  name: operativeFields.name.optional(),
  engagement: operativeFields.engagement.optional(),
  rate_unit: operativeFields.rate_unit.optional(),
  rate_pence: operativeFields.rate_pence.optional(),
  is_active: z.boolean({ error: 'Active must be true or false' }).optional(),
});
export type CreateOperativeInput = z.output<typeof createOperativeSchema>;
export type UpdateOperativeInput = z.output<typeof updateOperativeSchema>;

export const listOperativesQuerySchema = z.object({
  ...pageQuery,
  search: z.string({ error: MESSAGES.search }).trim().max(200, { error: MESSAGES.search }).optional(),
  status: z
    .enum(['active', 'inactive', 'all'], { error: 'Status must be one of active, inactive, all' })
    .default('active'),
  engagement: z.enum(ENGAGEMENTS, { error: MESSAGES.engagement }).optional(),
  /** `true`: only the operative linked to the caller's own user (a worker's "My timesheet"). */
  mine: z
    .enum(['true', 'false'], { error: 'mine must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type ListOperativesQuery = z.output<typeof listOperativesQuerySchema>;

const hoursFields = {
  hours: z.array(dayHours, { error: MESSAGES.hours }).length(7, { error: MESSAGES.hours }),
  overtime_hours: z
    .number({ error: MESSAGES.overtime })
    .min(0, { error: MESSAGES.overtime })
    .max(100, { error: MESSAGES.overtime })
    .refine(quarters, { error: MESSAGES.overtime })
    .default(0),
  notes: text('Notes', 1000),
};
export const createTimesheetSchema = z.object({
  operative_id: uuid(MESSAGES.operative),
  project_id: uuid(MESSAGES.project),
  week_commencing: date(),
  ...hoursFields,
  /** Submit for approval straight away. */
  submit: z.boolean({ error: 'Submit must be true or false' }).default(false),
});
export const updateTimesheetSchema = z.object(hoursFields);
export type CreateTimesheetInput = z.output<typeof createTimesheetSchema>;
export type UpdateTimesheetInput = z.output<typeof updateTimesheetSchema>;

export const timesheetStatusSchema = z.object({
  status: z.enum(TIMESHEET_STATUSES, { error: MESSAGES.timesheetStatus }),
  reason: text('Reason', 1000),
  /** A manager's reason for approving over an expired CSCS card (decision 0064). */
  cscs_override_reason: text('Override reason', 1000),
});

/** Approving or rejecting several submitted sheets at once (each on its own; no CSCS override in bulk). */
export const bulkTimesheetStatusSchema = z.object({
  ids: bulkIds('timesheet'),
  status: z.enum(['approved', 'rejected'], { error: 'Status must be one of approved, rejected' }),
  reason: text('Reason', 1000),
});

export const listTimesheetsQuerySchema = z.object({
  ...pageQuery,
  week: date('Week must be a date (YYYY-MM-DD)').optional(),
  status: z.enum(TIMESHEET_STATUSES, { error: MESSAGES.timesheetStatus }).optional(),
  project_id: uuid(MESSAGES.project).optional(),
  operative_id: uuid(MESSAGES.operative).optional(),
  search: z.string({ error: MESSAGES.search }).trim().max(200, { error: MESSAGES.search }).optional(),
});
export type ListTimesheetsQuery = z.output<typeof listTimesheetsQuerySchema>;

const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
/** One line of a labour or subcontract invoice: its type (labour when left out) decides what it needs. */
export const invoiceLineSchema = z
  .object({
    type: z.enum(LABOUR_LINE_TYPES, { error: MESSAGES.lineType }).default('labour'),
    operative_id: uuid(MESSAGES.operative).nullable().optional(),
    project_id: uuid(MESSAGES.project).nullable().optional(),
    unit: z.enum(RATE_UNITS, { error: MESSAGES.rateUnit }).nullable().optional(),
    quantity: z
      .number({ error: MESSAGES.quantity })
      .positive({ error: MESSAGES.quantity })
      .max(MAX_LINE_QUANTITY, { error: MESSAGES.quantity })
      .refine(twoDecimals, { error: MESSAGES.quantity })
      .nullable()
      .optional(),
    rate_pence: money(MESSAGES.linePence, 1, MAX_RATE_PENCE).nullable().optional(),
    description: text('Description', 200),
    /** The line's amount excluding VAT (types other than labour; a deduction's amount is positive). */
    amount_pence: money(MESSAGES.lineAmount, 1).nullable().optional(),
    /** The direct cost to the subcontractor of materials, hired-in plant, fuel and consumables. */
    cost_pence: money(MESSAGES.lineCost).nullable().optional(),
  })
  .superRefine((l, ctx) => {
    const need = (ok: unknown, path: string, message: string) => {
      if (ok == null) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (l.type === 'labour') {
      need(l.operative_id, 'operative_id', MESSAGES.operative);
      need(l.project_id, 'project_id', MESSAGES.project);
      need(l.unit, 'unit', MESSAGES.rateUnit);
      need(l.quantity, 'quantity', MESSAGES.quantity);
      need(l.rate_pence, 'rate_pence', MESSAGES.linePence);
      return;
    }
    need(l.description, 'description', MESSAGES.lineDescription);
    need(l.amount_pence, 'amount_pence', MESSAGES.lineAmount);
    if (l.cost_pence != null && !isMaterialsLike(l.type))
      ctx.addIssue({ code: 'custom', path: ['cost_pence'], message: MESSAGES.lineCostType });
  });
export type InvoiceLineInput = z.output<typeof invoiceLineSchema>;
export const createLabourInvoiceSchema = z
  .object({
    supplier_id: uuid(MESSAGES.supplier),
    supplier_reference: z
      .string({ error: MESSAGES.supplierReference })
      .trim()
      .min(1, { error: MESSAGES.supplierReference })
      .max(100, { error: 'Supplier’s invoice number must be at most 100 characters' }),
    invoice_date: date(),
    period_start: date(),
    period_end: date(),
    lines: z
      .array(invoiceLineSchema, { error: MESSAGES.lines })
      .min(1, { error: MESSAGES.lines })
      .max(100, { error: MESSAGES.tooManyLines }),
    /** Materials without lines of their own (older clients): taken as one materials line. */
    materials_pence: money(MESSAGES.materials).default(0),
    materials_cost_pence: money(MESSAGES.materialsCost).default(0),
    vat_rate: z.enum(LABOUR_VAT_RATES, { error: MESSAGES.vatRate }).default('standard'),
    customer_end_user: z.boolean({ error: 'End user must be true or false' }).default(false),
  })
  .refine((v) => v.period_end >= v.period_start, { error: MESSAGES.period, path: ['period_end'] });
export type CreateLabourInvoiceInput = z.output<typeof createLabourInvoiceSchema>;

export const matchSchema = z.object({ override_reason: text('Override reason', 1000) });

export const INVOICE_MOVES = ['approved', 'exported', 'paid', 'disputed', 'received'] as const;
export const labourInvoiceStatusSchema = z.object({
  status: z.enum(INVOICE_MOVES, { error: MESSAGES.invoiceStatus }),
  reason: text('Reason', 1000),
  payment_date: date().nullable().optional(),
});

export const listLabourInvoicesQuerySchema = z.object({
  ...pageQuery,
  status: z
    .enum(LABOUR_INVOICE_STATUSES, { error: `Status must be one of ${LABOUR_INVOICE_STATUSES.join(', ')}` })
    .optional(),
  /** `true`: received invoices with a variance still to resolve (the dashboard's "with variances"). */
  with_variance: z
    .enum(['true', 'false'], { error: 'with_variance must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  supplier_id: uuid(MESSAGES.supplier).optional(),
  search: z.string({ error: MESSAGES.search }).trim().max(200, { error: MESSAGES.search }).optional(),
});
export type ListLabourInvoicesQuery = z.output<typeof listLabourInvoicesQuerySchema>;

export const cisMonthQuerySchema = z.object({ date: date().optional() });
export const cisStatementQuerySchema = z.object({
  date: date().optional(),
  supplier_id: uuid(MESSAGES.supplier),
});
