// Owns the /enquiries and /estimates request shapes and their messages (the web's forms repeat them word for
// word): an enquiry's client, site and dates; the list's search, status filter, sort and paging; status moves
// with their reason; an estimate's percentages, VAT treatment and sectioned lines (quantity up to 3 decimals,
// unit cost in whole pence), given in the order they are to be kept.
import { z } from 'zod';
import { LINE_LIMIT_MESSAGE, decimalInput, lineWithinLimit, penceInput } from '../../lib/limits.js';
import { VAT_CODES } from '../../lib/money.js';
import { pageQuery } from '../../lib/paging.js';
import { ENQUIRY_STATUSES } from './enquiry.model.js';
import { ESTIMATE_SECTIONS } from './estimate-line.model.js';

export const MESSAGES = {
  title: 'Title is required',
  titleLength: 'Title must be at most 200 characters',
  clientName: 'Client name is required',
  clientNameLength: 'Client name must be at most 200 characters',
  email: 'Client email must be a valid email address',
  postcode: 'Postcode must be a valid UK postcode',
  receivedDate: 'Received date must be a valid date (YYYY-MM-DD)',
  tenderDueDate: 'Tender due date must be a valid date (YYYY-MM-DD)',
  tenderBeforeReceived: 'Tender due date cannot be before the received date',
  estimator: 'Estimator must be an active supervisor, manager or admin of your company',
  status: `Status must be one of ${ENQUIRY_STATUSES.join(', ')}`,
  statusFilter: `Status must be one of ${ENQUIRY_STATUSES.join(', ')}`,
  search: 'Search must be at most 200 characters',
  sort: 'Sort must be one of tender_due_date, received_date, reference, created_at',
  sortOrder: 'Sort order must be asc or desc',
  reason: 'Reason must be at most 1000 characters',
  estimateStatus: 'Status must be one of issued, accepted, rejected',
  percent: 'Percentages must be from 0 to 100 with at most 2 decimal places',
  vatCode: `VAT treatment must be one of ${VAT_CODES.join(', ')}`,
  validUntil: 'Valid until must be a valid date (YYYY-MM-DD)',
  lines: 'An estimate can have at most 500 lines',
  section: `Section must be one of ${ESTIMATE_SECTIONS.join(', ')}`,
  description: 'Line description is required',
  descriptionLength: 'Line description must be at most 500 characters',
  quantity: 'Quantity must be a number from 0 to 999,999,999 with at most 3 decimal places',
  unit: 'Unit must be at most 20 characters',
  unitCost: 'Unit cost must be a whole number of pence from 0 to 100,000,000,000',
  ids: 'Enquiry ids must be a comma-separated list of at most 100 ids',
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const isDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

const dateField = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => v === '' || isDate(v), { error: message })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/;

const enquiryFields = {
  title: z
    .string({ error: MESSAGES.title })
    .trim()
    .min(1, { error: MESSAGES.title })
    .max(200, { error: MESSAGES.titleLength }),
  description: optionalText(10_000, 'Description must be at most 10000 characters'),
  client_name: z
    .string({ error: MESSAGES.clientName })
    .trim()
    .min(1, { error: MESSAGES.clientName })
    .max(200, { error: MESSAGES.clientNameLength }),
  client_contact_name: optionalText(200, 'Client contact must be at most 200 characters'),
  client_email: optionalText(254, MESSAGES.email).refine((v) => v == null || z.email().safeParse(v).success, {
    error: MESSAGES.email,
  }),
  client_phone: optionalText(50, 'Client phone must be at most 50 characters'),
  site_address: optionalText(1000, 'Site address must be at most 1000 characters'),
  site_postcode: z
    .string({ error: MESSAGES.postcode })
    .trim()
    .transform((v) => v.toUpperCase().replace(/\s+/g, ' '))
    .refine((v) => v === '' || UK_POSTCODE.test(v), { error: MESSAGES.postcode })
    .transform((v) => (v === '' ? null : v.includes(' ') ? v : `${v.slice(0, -3)} ${v.slice(-3)}`))
    .nullable()
    .optional(),
  source: optionalText(100, 'Source must be at most 100 characters'),
  received_date: dateField(MESSAGES.receivedDate),
  tender_due_date: dateField(MESSAGES.tenderDueDate),
  estimator_id: z.uuid({ error: MESSAGES.estimator }).nullable().optional(),
};

export const createEnquirySchema = z.object(enquiryFields);
export type CreateEnquiryInput = z.output<typeof createEnquirySchema>;

export const updateEnquirySchema = z.object({
  ...enquiryFields,
  title: enquiryFields.title.optional(),
  client_name: enquiryFields.client_name.optional(),
});
export type UpdateEnquiryInput = z.output<typeof updateEnquirySchema>;

export const ENQUIRY_SORTS = ['tender_due_date', 'received_date', 'reference', 'created_at'] as const;

export const listEnquiriesQuerySchema = z.object({
  ...pageQuery,
  search: z.string({ error: MESSAGES.search }).trim().max(200, { error: MESSAGES.search }).optional(),
  status: z.enum(ENQUIRY_STATUSES, { error: MESSAGES.statusFilter }).optional(),
  sort_by: z.enum(ENQUIRY_SORTS, { error: MESSAGES.sort }).optional(),
  sort_order: z.enum(['asc', 'desc'], { error: MESSAGES.sortOrder }).optional(),
});
export type ListEnquiriesQuery = z.output<typeof listEnquiriesQuerySchema>;

const reason = z
  .string({ error: MESSAGES.reason })
  .trim()
  .max(1000, { error: MESSAGES.reason })
  .nullable()
  .optional();

export const enquiryStatusSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: MESSAGES.status }),
  reason,
});
export type EnquiryStatusInput = z.output<typeof enquiryStatusSchema>;

export const estimateStatusSchema = z.object({
  status: z.enum(['issued', 'accepted', 'rejected'], { error: MESSAGES.estimateStatus }),
  reason,
});
export type EstimateStatusInput = z.output<typeof estimateStatusSchema>;

/** GET /estimates/{id}/pdf: the client's quotation (optionally with its lines) or the internal estimate. */
export const estimatePdfQuerySchema = z.object({
  kind: z
    .enum(['quotation', 'internal'], { error: 'kind must be quotation or internal' })
    .default('quotation'),
  lines: z
    .enum(['true', 'false'], { error: 'lines must be true or false' })
    .transform((v) => v === 'true')
    .default(false),
});

const percent = z
  .number({ error: MESSAGES.percent })
  .min(0, { error: MESSAGES.percent })
  .max(100, { error: MESSAGES.percent })
  .refine((v) => Number(v.toFixed(2)) === v, { error: MESSAGES.percent });

export const estimateLineSchema = z
  .object({
    id: z.uuid().nullable().optional(),
    section: z.enum(ESTIMATE_SECTIONS, { error: MESSAGES.section }),
    description: z
      .string({ error: MESSAGES.description })
      .trim()
      .min(1, { error: MESSAGES.description })
      .max(500, { error: MESSAGES.descriptionLength }),
    // NUMERIC(12,3) holds 999,999,999.999; the business limit is the whole number below it.
    quantity: decimalInput(MESSAGES.quantity, { precision: 12, scale: 3, max: 999_999_999 }),
    unit: optionalText(20, MESSAGES.unit),
    unit_cost_pence: penceInput(MESSAGES.unitCost, { max: 100_000_000_000 }),
  })
  .refine((l) => lineWithinLimit(l.quantity, l.unit_cost_pence), {
    error: LINE_LIMIT_MESSAGE,
    path: ['quantity'],
  });
export type EstimateLineInput = z.output<typeof estimateLineSchema>;

/** Editing a draft: the fields given change; `lines`, when given, replaces them all in the order given. */
export const updateEstimateSchema = z.object({
  valid_until: dateField(MESSAGES.validUntil),
  notes: optionalText(5000, 'Notes must be at most 5000 characters'),
  overhead_percent: percent.optional(),
  profit_percent: percent.optional(),
  vat_code: z.enum(VAT_CODES, { error: MESSAGES.vatCode }).optional(),
  lines: z
    .array(estimateLineSchema, { error: MESSAGES.lines })
    .max(500, { error: MESSAGES.lines })
    .optional(),
});
export type UpdateEstimateInput = z.output<typeof updateEstimateSchema>;

export const createEstimateSchema = updateEstimateSchema;
export type CreateEstimateInput = UpdateEstimateInput;

export const enquiryIdsQuerySchema = z.object({
  enquiry_ids: z
    .string({ error: MESSAGES.ids })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine(
      (ids) => ids.length >= 1 && ids.length <= 100 && ids.every((id) => z.uuid().safeParse(id).success),
      {
        error: MESSAGES.ids,
      },
    ),
});
