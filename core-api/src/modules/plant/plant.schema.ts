// Owns the /plant request shapes and their messages (web's request form repeats them word for word): supplier
// rates, register items, plant requests and the moves of a request (approve as an allocation or a hire, reject,
// cancel, on hire, off-hire, collection), and the lists' filters.
import { z } from 'zod';
import { OFF_USE_MESSAGES } from './plant-off-use.messages.js';
import { MAX_PENCE, MAX_PENCE_TEXT, penceInput } from '../../lib/limits.js';
import { HIRE_INVOICE_FAULTS, HIRE_VAT_RATES } from './plant-hire-invoice-figures.js';
import { pageQuery } from '../../lib/paging.js';
import { ITEM_STATUSES, OWNERSHIPS } from './plant-item.model.js';
import { RATE_UNITS } from './plant-rate.model.js';
import { REQUEST_STATUSES } from './plant-request.model.js';

export const MESSAGES = {
  project: 'Please select a project',
  category: 'Please say what plant you need',
  categoryLength: 'Plant category must be at most 100 characters',
  quantity: 'Quantity must be a whole number from 1 to 100',
  requiredFrom: 'Please choose the date you need it from',
  requiredUntil: 'Please choose the date you need it until',
  untilBeforeFrom: 'The until date must be on or after the from date',
  date: 'Dates must be written YYYY-MM-DD',
  notes: 'Notes must be at most 2000 characters',
  supplier: 'Please choose a supplier',
  rate: 'Rate must be a whole number of pence above 0',
  operatedRate: 'Rate with operator must be a whole number of pence above 0',
  rateUnit: `Rate unit must be one of ${RATE_UNITS.join(', ')}`,
  charge: 'Charges must be a whole number of pence, 0 or more',
  validFrom: 'Valid from is required',
  validToBeforeFrom: 'Valid to must be on or after valid from',
  assetNumber: 'Asset number is required',
  assetNumberLength: 'Asset number must be at most 50 characters',
  description: 'Description is required',
  descriptionLength: 'Description must be at most 200 characters',
  ownership: `Ownership must be one of ${OWNERSHIPS.join(', ')}`,
  hiredNeedsSupplier: 'A hired item needs its supplier',
  itemStatus: 'Status can be set to available, in_repair or disposed',
  requestStatus: `Status must be one of ${REQUEST_STATUSES.join(', ')}`,
  fulfilment: 'Choose allocation (an owned item) or hire (a supplier’s rate)',
  item: 'Please choose the owned item to allocate',
  rateChoice: 'Please choose the supplier rate to hire at',
  reason: 'Reason is required',
  reasonLength: 'Reason must be at most 1000 characters',
  collectionReference: 'Collection reference is required',
  collectionDate: 'Collection date is required',
  reference: 'References must be at most 100 characters',
  search: 'Search must be at most 200 characters',
  assetTaken: 'An item with this asset number is already in the register',
} as const;

const date = (message: string) =>
  z.iso.date({ error: (issue) => (issue.input == null ? message : MESSAGES.date) });
const optionalDate = z.iso.date({ error: MESSAGES.date }).nullable().optional();

/** Optional text: null or "" (after trim) is stored as null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullable()
    .optional()
    .transform((v) => (v === '' || v == null ? null : v));

const category = z
  .string({ error: MESSAGES.category })
  .trim()
  .min(1, { error: MESSAGES.category })
  .max(100, { error: MESSAGES.categoryLength });

const penceAbove0 = z
  .number({ error: MESSAGES.rate })
  .int({ error: MESSAGES.rate })
  .min(1, { error: MESSAGES.rate })
  .max(MAX_PENCE, { error: MESSAGES.rate });
const charge = z
  .number({ error: MESSAGES.charge })
  .int({ error: MESSAGES.charge })
  .min(0, { error: MESSAGES.charge })
  .max(MAX_PENCE, { error: MESSAGES.charge });

// ---- rates ----
const operatedRate = z
  .number({ error: MESSAGES.operatedRate })
  .int({ error: MESSAGES.operatedRate })
  .min(1, { error: MESSAGES.operatedRate })
  .max(MAX_PENCE, { error: MESSAGES.operatedRate });
const rateFields = {
  supplier_id: z.uuid({ error: MESSAGES.supplier }),
  category,
  rate_pence: penceAbove0,
  rate_unit: z.enum(RATE_UNITS, { error: MESSAGES.rateUnit }),
  /** With the supplier's operator (wet hire), per the same unit; null when the supplier does not offer it. */
  operated_rate_pence: operatedRate.nullable().optional(),
  delivery_pence: charge.default(0),
  collection_pence: charge.default(0),
  valid_from: date(MESSAGES.validFrom),
  valid_to: optionalDate,
};
export const createRateSchema = z
  .object(rateFields)
  .refine((r) => !r.valid_to || r.valid_to >= r.valid_from, {
    error: MESSAGES.validToBeforeFrom,
    path: ['valid_to'],
  });
export type CreateRateInput = z.output<typeof createRateSchema>;
export const updateRateSchema = z.object({
  supplier_id: rateFields.supplier_id.optional(),
  category: category.optional(),
  rate_pence: penceAbove0.optional(),
  rate_unit: rateFields.rate_unit.optional(),
  operated_rate_pence: operatedRate.nullable().optional(),
  delivery_pence: charge.optional(),
  collection_pence: charge.optional(),
  valid_from: z.iso.date({ error: MESSAGES.date }).optional(),
  valid_to: optionalDate,
});
export type UpdateRateInput = z.output<typeof updateRateSchema>;
export const listRatesQuerySchema = z.object({
  ...pageQuery,
  category: z
    .string({ error: MESSAGES.categoryLength })
    .trim()
    .max(100, { error: MESSAGES.categoryLength })
    .optional(),
  supplier_id: z.uuid({ error: MESSAGES.supplier }).optional(),
  /** Only rates valid on this date. */
  valid_on: z.iso.date({ error: MESSAGES.date }).optional(),
});
export type ListRatesQuery = z.output<typeof listRatesQuerySchema>;

// ---- register ----
const assetNumber = z
  .string({ error: MESSAGES.assetNumber })
  .trim()
  .min(1, { error: MESSAGES.assetNumber })
  .max(50, { error: MESSAGES.assetNumberLength });
const description = z
  .string({ error: MESSAGES.description })
  .trim()
  .min(1, { error: MESSAGES.description })
  .max(200, { error: MESSAGES.descriptionLength });
export const SETTABLE_ITEM_STATUSES = ['available', 'in_repair', 'disposed'] as const;
export const createItemSchema = z.object({
  asset_number: assetNumber,
  description,
  category,
  ownership: z.enum(OWNERSHIPS, { error: MESSAGES.ownership }),
  supplier_id: z.uuid({ error: MESSAGES.supplier }).nullable().optional(),
  hire_reference: optionalText(100, MESSAGES.reference),
  loler_due_date: optionalDate,
  puwer_due_date: optionalDate,
});
export type CreateItemInput = z.output<typeof createItemSchema>;
export const updateItemSchema = z.object({
  asset_number: assetNumber.optional(),
  description: description.optional(),
  category: category.optional(),
  hire_reference: optionalText(100, MESSAGES.reference),
  loler_due_date: optionalDate,
  puwer_due_date: optionalDate,
  status: z.enum(SETTABLE_ITEM_STATUSES, { error: MESSAGES.itemStatus }).optional(),
});
export type UpdateItemInput = z.output<typeof updateItemSchema>;
export const listItemsQuerySchema = z.object({
  ...pageQuery,
  search: z.string({ error: MESSAGES.search }).trim().max(200, { error: MESSAGES.search }).optional(),
  status: z.enum(ITEM_STATUSES, { error: `Status must be one of ${ITEM_STATUSES.join(', ')}` }).optional(),
  /** `true`: items out on hire, collection asked for or not (the dashboard's "Plant on hire"). */
  on_hire_now: z
    .enum(['true', 'false'], { error: 'on_hire_now must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  ownership: z.enum(OWNERSHIPS, { error: MESSAGES.ownership }).optional(),
  category: z
    .string({ error: MESSAGES.categoryLength })
    .trim()
    .max(100, { error: MESSAGES.categoryLength })
    .optional(),
});
export type ListItemsQuery = z.output<typeof listItemsQuerySchema>;

/** GET /plant/items/for-forms: a form's plant picker on a project (decision 0089). */
export const forFormsQuerySchema = z.object({
  project_id: z.uuid({ error: MESSAGES.project }),
  search: z.string({ error: MESSAGES.search }).trim().max(200, { error: MESSAGES.search }).optional(),
});

/** POST /plant/items/{id}/clear-off-use: what was done about the defect. */
export const clearOffUseSchema = z.object({
  note: z
    .string({ error: OFF_USE_MESSAGES.note })
    .trim()
    .min(1, { error: OFF_USE_MESSAGES.note })
    .max(2000, { error: OFF_USE_MESSAGES.noteLength }),
});

// ---- requests ----
export const createRequestSchema = z
  .object({
    project_id: z.uuid({ error: MESSAGES.project }),
    category: category.optional(),
    /** A register item asked for by name (its category is taken when none is given). */
    plant_item_id: z.uuid({ error: 'Plant item not found' }).nullable().optional(),
    quantity: z
      .number({ error: MESSAGES.quantity })
      .int({ error: MESSAGES.quantity })
      .min(1, { error: MESSAGES.quantity })
      .max(100, { error: MESSAGES.quantity })
      .default(1),
    required_from: date(MESSAGES.requiredFrom),
    required_until: date(MESSAGES.requiredUntil),
    with_operator: z.boolean({ error: 'With operator must be true or false' }).default(false),
    notes: optionalText(2000, MESSAGES.notes),
  })
  .refine((r) => r.category || r.plant_item_id, { error: MESSAGES.category, path: ['category'] })
  .refine((r) => r.required_until >= r.required_from, {
    error: MESSAGES.untilBeforeFrom,
    path: ['required_until'],
  });
export type CreateRequestInput = z.output<typeof createRequestSchema>;

export const REQUEST_SCOPES = ['mine', 'all'] as const;
export const listRequestsQuerySchema = z.object({
  ...pageQuery,
  status: z.enum(REQUEST_STATUSES, { error: MESSAGES.requestStatus }).optional(),
  /** Open: anything not finished (requested, approved, on hire, off-hire requested). */
  open: z
    .enum(['true', 'false'], { error: 'open must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  project_id: z.uuid({ error: 'Project not found' }).optional(),
  /** mine: the caller's own requests (what workers always get); all: every request the caller may see. */
  scope: z.enum(REQUEST_SCOPES, { error: 'Scope must be one of mine, all' }).optional(),
  search: z.string({ error: MESSAGES.search }).trim().max(200, { error: MESSAGES.search }).optional(),
});
export type ListRequestsQuery = z.output<typeof listRequestsQuerySchema>;

export const approveSchema = z.discriminatedUnion(
  'fulfilment',
  [
    z.object({
      fulfilment: z.literal('allocation'),
      plant_item_id: z.uuid({ error: MESSAGES.item }),
    }),
    z.object({
      fulfilment: z.literal('hire'),
      rate_id: z.uuid({ error: MESSAGES.rateChoice }),
      hire_reference: optionalText(100, MESSAGES.reference),
    }),
  ],
  { error: MESSAGES.fulfilment },
);
export type ApproveInput = z.output<typeof approveSchema>;

export const reasonSchema = z.object({
  reason: z
    .string({ error: MESSAGES.reason })
    .trim()
    .min(1, { error: MESSAGES.reason })
    .max(1000, { error: MESSAGES.reasonLength }),
});
export const optionalReasonSchema = z.object({ reason: optionalText(1000, MESSAGES.reasonLength) });

export const onHireSchema = z.object({
  /** The day the plant arrived on site (default today). */
  on_hire_date: z.iso.date({ error: MESSAGES.date }).optional(),
  hire_reference: optionalText(100, MESSAGES.reference),
});
export type OnHireInput = z.output<typeof onHireSchema>;

export const collectionSchema = z.object({
  collection_reference: z
    .string({ error: MESSAGES.collectionReference })
    .trim()
    .min(1, { error: MESSAGES.collectionReference })
    .max(100, { error: MESSAGES.reference }),
  collected_on: date(MESSAGES.collectionDate),
});
export type CollectionInput = z.output<typeof collectionSchema>;

// ---- hire invoices (decision 0050) ----
export const HIRE_INVOICE_MESSAGES = {
  supplierReference: 'Supplier invoice reference is required',
  supplierReferenceLength: 'Supplier invoice reference must be at most 100 characters',
  invoiceDate: 'Invoice date is required (YYYY-MM-DD)',
  hire: `Hire charge must be a whole number of pence from 0 to ${MAX_PENCE_TEXT}`,
  materials: `Materials must be a whole number of pence from 0 to ${MAX_PENCE_TEXT}`,
  materialsCost: `Materials cost must be a whole number of pence from 0 to ${MAX_PENCE_TEXT}`,
  vatRate: `VAT rate must be one of ${HIRE_VAT_RATES.join(', ')}`,
  endUser: 'End user must be true or false',
  paymentDate: 'Payment date must be a valid date (YYYY-MM-DD)',
  nothing: 'Enter the hire charge or the materials: the invoice cannot be £0.00',
} as const;

export const recordHireInvoiceSchema = z
  .object({
    supplier_reference: z
      .string({ error: HIRE_INVOICE_MESSAGES.supplierReference })
      .trim()
      .min(1, { error: HIRE_INVOICE_MESSAGES.supplierReference })
      .max(100, { error: HIRE_INVOICE_MESSAGES.supplierReferenceLength }),
    invoice_date: date(HIRE_INVOICE_MESSAGES.invoiceDate),
    /** The hire charge excluding VAT: plant (with its operator on wet hire), delivery and collection. */
    hire_pence: penceInput(HIRE_INVOICE_MESSAGES.hire),
    /** Fuel, consumables and plant the supplier hired in, as charged (excluding VAT). */
    materials_pence: penceInput(HIRE_INVOICE_MESSAGES.materials).default(0),
    /** Their direct cost to the supplier (CIS340), at most the materials charged. */
    materials_cost_pence: penceInput(HIRE_INVOICE_MESSAGES.materialsCost).default(0),
    vat_rate: z.enum(HIRE_VAT_RATES, { error: HIRE_INVOICE_MESSAGES.vatRate }).default('standard'),
    /** We are the end user of the hire (no domestic reverse charge). */
    customer_end_user: z.boolean({ error: HIRE_INVOICE_MESSAGES.endUser }).default(false),
  })
  .refine((v) => v.hire_pence + v.materials_pence > 0, {
    error: HIRE_INVOICE_MESSAGES.nothing,
    path: ['hire_pence'],
  })
  .refine((v) => v.materials_cost_pence <= v.materials_pence, {
    error: HIRE_INVOICE_FAULTS.materialsCost,
    path: ['materials_cost_pence'],
  });
export type RecordHireInvoiceInput = z.output<typeof recordHireInvoiceSchema>;

export const payHireInvoiceSchema = z.object({
  /** The day the supplier was paid (default today): it puts a wet hire's CIS in its tax month. */
  payment_date: z.iso.date({ error: HIRE_INVOICE_MESSAGES.paymentDate }).optional(),
});
export type PayHireInvoiceInput = z.output<typeof payHireInvoiceSchema>;
