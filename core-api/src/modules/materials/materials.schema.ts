// Owns the /material-requests, /material-enquiries, /purchase-orders and /supplier-invoices request shapes and
// their messages (web's forms repeat them word for word): request lines, RFQ suppliers, quotes, PO lines with
// unit price and VAT code, deliveries, invoices, status moves and the lists' filters.
import { bulkIds } from '../../lib/bulk.js';
import { z } from 'zod';
import { VAT_CODES } from '../../lib/money.js';
import { pageQuery } from '../../lib/paging.js';
import { REQUEST_STATUSES } from './material-request.model.js';
import { PO_STATUSES } from './purchase-order.model.js';

export const MESSAGES = {
  project: 'Please select a project',
  lines: 'Add at least one line',
  tooManyLines: 'A request can have at most 100 lines',
  description: 'Description is required',
  descriptionLength: 'Description must be at most 500 characters',
  quantity: 'Quantity must be more than 0 with at most 3 decimal places',
  quantityMax: 'Quantity must be at most 999,999,999.999',
  lineValue: 'A line’s value (quantity × unit price) must be at most £10,000,000,000.00',
  unitPriceMax: 'Unit price must be at most £100,000,000.00',
  overDeliveryReason: 'Reason is required to accept an over-delivery',
  unit: 'Unit is required',
  unitLength: 'Unit must be at most 30 characters',
  date: 'Date must be a date (YYYY-MM-DD)',
  suppliers: 'Choose at least one supplier',
  supplier: 'Please select a supplier',
  unitPrice: 'Unit price must be a whole number of pence, 0 or more',
  vatCode: `VAT code must be one of ${VAT_CODES.join(', ')}`,
  leadTime: 'Lead time must be a whole number of days from 0 to 365',
  validUntil: 'Valid until must be a date (YYYY-MM-DD)',
  supplierReference: 'Supplier reference is required',
  invoiceDate: 'Invoice date is required',
  requestStatus: `Status must be one of ${REQUEST_STATUSES.join(', ')}`,
  poStatus: `Status must be one of ${PO_STATUSES.join(', ')}`,
  search: 'Search must be at most 200 characters',
  lineId: 'Line must be one of the order’s lines',
  receivedQuantity: 'Quantity received must be 0 or more with at most 3 decimal places',
  nothingReceived: 'Enter the quantity received on at least one line',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v === '' || v == null ? null : v));

const threeDecimals = (v: number) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6;
/** The quantity columns are NUMERIC(12,3): nine whole digits and three decimals. */
export const MAX_QUANTITY = 999_999_999.999;
/** Unit prices are BIGINT pence; £100m a unit is far beyond any material and keeps every product exact. */
export const MAX_UNIT_PRICE_PENCE = 100_000_000_00;
/** A line's net (BIGINT pence): at most £10bn, so 100 lines total well inside JavaScript's exact integers. */
export const MAX_LINE_PENCE = 1_000_000_000_000;
export const quantity = z
  .number({ error: MESSAGES.quantity })
  .positive({ error: MESSAGES.quantity })
  .max(MAX_QUANTITY, { error: MESSAGES.quantityMax })
  .refine(threeDecimals, { error: MESSAGES.quantity });
const receivedQuantity = z
  .number({ error: MESSAGES.receivedQuantity })
  .min(0, { error: MESSAGES.receivedQuantity })
  .max(MAX_QUANTITY, { error: MESSAGES.quantityMax })
  .refine(threeDecimals, { error: MESSAGES.receivedQuantity });
/** Refuses a line whose quantity × unit price is beyond MAX_LINE_PENCE (400, not a 500 from the column). */
const lineValueWithin = <T extends { quantity: number; unit_price_pence: number }>(l: T) =>
  l.quantity * l.unit_price_pence <= MAX_LINE_PENCE;
const date = (message: string) => z.iso.date({ error: message });
const uuid = (message: string) => z.uuid({ error: message });
const unitPrice = z
  .number({ error: MESSAGES.unitPrice })
  .int({ error: MESSAGES.unitPrice })
  .min(0, { error: MESSAGES.unitPrice })
  .max(MAX_UNIT_PRICE_PENCE, { error: MESSAGES.unitPriceMax });
const vatCode = z.enum(VAT_CODES, { error: MESSAGES.vatCode });

const itemFields = {
  description: z
    .string({ error: MESSAGES.description })
    .trim()
    .min(1, { error: MESSAGES.description })
    .max(500, { error: MESSAGES.descriptionLength }),
  quantity,
  unit: z
    .string({ error: MESSAGES.unit })
    .trim()
    .min(1, { error: MESSAGES.unit })
    .max(30, { error: MESSAGES.unitLength }),
};
const lines = <T extends z.ZodType>(line: T) =>
  z
    .array(line, { error: MESSAGES.lines })
    .min(1, { error: MESSAGES.lines })
    .max(100, { error: MESSAGES.tooManyLines });

export const createRequestSchema = z.object({
  project_id: uuid(MESSAGES.project),
  required_by: date(MESSAGES.date).nullable().optional(),
  delivery_notes: text('Delivery notes', 2000),
  lines: lines(z.object(itemFields)),
});
export type CreateRequestInput = z.output<typeof createRequestSchema>;

export const requestStatusSchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: MESSAGES.requestStatus }),
  reason: text('Reason', 2000),
});

/** Approving or rejecting several requests at once, each on its own under the single move's rules. */
export const bulkRequestStatusSchema = z.object({
  ids: bulkIds('material request'),
  status: z.enum(['approved', 'rejected'], { error: 'Status must be one of approved, rejected' }),
  reason: text('Reason', 2000),
});

export const sendEnquiriesSchema = z.object({
  supplier_ids: z
    .array(uuid(MESSAGES.supplier), { error: MESSAGES.suppliers })
    .min(1, { error: MESSAGES.suppliers })
    .max(10, { error: 'Send to at most 10 suppliers at once' }),
});

export const quoteSchema = z.object({
  lines: lines(z.object({ line_id: uuid(MESSAGES.lineId), unit_price_pence: unitPrice, vat_code: vatCode })),
  lead_time_days: z
    .number({ error: MESSAGES.leadTime })
    .int({ error: MESSAGES.leadTime })
    .min(0, { error: MESSAGES.leadTime })
    .max(365, { error: MESSAGES.leadTime }),
  valid_until: date(MESSAGES.validUntil),
});
export type QuoteInput = z.output<typeof quoteSchema>;

const deliveryFields = {
  delivery_date: date(MESSAGES.date).nullable().optional(),
  delivery_address: text('Delivery address', 1000),
};

export const orderFromQuoteSchema = z.object(deliveryFields);
export type OrderFromQuoteInput = z.output<typeof orderFromQuoteSchema>;

export const createPoSchema = z.object({
  project_id: uuid(MESSAGES.project),
  supplier_id: uuid(MESSAGES.supplier),
  request_id: z.uuid({ error: 'Request must be a material request id' }).nullable().optional(),
  ...deliveryFields,
  lines: lines(
    z
      .object({ ...itemFields, unit_price_pence: unitPrice, vat_code: vatCode })
      .refine(lineValueWithin, { error: MESSAGES.lineValue, path: ['unit_price_pence'] }),
  ),
});
export type CreatePoInput = z.output<typeof createPoSchema>;

export const poStatusSchema = z.object({
  status: z.enum(PO_STATUSES, { error: MESSAGES.poStatus }),
  reason: text('Reason', 2000),
});

export const deliverySchema = z.object({
  lines: lines(z.object({ line_id: uuid(MESSAGES.lineId), quantity: receivedQuantity })),
  ticket_upload_id: z.uuid({ error: 'Ticket photo must be an uploaded file' }).nullable().optional(),
  notes: text('Notes', 2000),
});
export type DeliveryInput = z.output<typeof deliverySchema>;

export const invoiceSchema = z.object({
  supplier_reference: z
    .string({ error: MESSAGES.supplierReference })
    .trim()
    .min(1, { error: MESSAGES.supplierReference })
    .max(100, { error: 'Supplier reference must be at most 100 characters' }),
  invoice_date: date(MESSAGES.invoiceDate),
  lines: lines(
    z
      .object({ line_id: uuid(MESSAGES.lineId), quantity: receivedQuantity, unit_price_pence: unitPrice })
      .refine(lineValueWithin, { error: MESSAGES.lineValue, path: ['unit_price_pence'] }),
  ),
});
export type InvoiceInput = z.output<typeof invoiceSchema>;

export const approveInvoiceSchema = z.object({ override_reason: text('Override reason', 2000) });

/** Paying an approved supplier invoice (decision 0068): the day paid and the payment's own reference. */
export const PAYMENT_MESSAGES = {
  paymentDate: 'Payment date is required',
  beforeInvoice: 'Payment date cannot be before the invoice date',
  inFuture: 'The payment date cannot be in the future',
} as const;
export const payInvoiceSchema = z.object({
  payment_date: z.iso.date({ error: PAYMENT_MESSAGES.paymentDate }),
  payment_reference: text('Payment reference', 100),
});
export type PayInvoiceInput = z.output<typeof payInvoiceSchema>;

export const acceptOverDeliverySchema = z.object({
  reason: z
    .string({ error: MESSAGES.overDeliveryReason })
    .trim()
    .min(1, { error: MESSAGES.overDeliveryReason })
    .max(2000, { error: 'Reason must be at most 2000 characters' }),
});

const search = z.string({ error: MESSAGES.search }).trim().max(200, { error: MESSAGES.search }).optional();

export const listRequestsQuerySchema = z.object({
  ...pageQuery,
  search,
  status: z.enum(REQUEST_STATUSES, { error: MESSAGES.requestStatus }).optional(),
  project_id: z.uuid({ error: 'project_id must be a project id' }).optional(),
});
export type ListRequestsQuery = z.output<typeof listRequestsQuerySchema>;

export const listPosQuerySchema = z.object({
  ...pageQuery,
  search,
  status: z.enum(PO_STATUSES, { error: MESSAGES.poStatus }).optional(),
  /** `true`: orders awaiting delivery (issued or part delivered), the dashboard's count of them. */
  awaiting_delivery: z
    .enum(['true', 'false'], { error: 'awaiting_delivery must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  project_id: z.uuid({ error: 'project_id must be a project id' }).optional(),
});
export type ListPosQuery = z.output<typeof listPosQuerySchema>;
