// Owns the /application-templates and /applications request shapes and their messages (web's forms repeat them
// word for word): schedule lines, retention rates, payment terms and VAT treatment; valuation lines, variations
// and materials on site, each coded CIS-specified or not; status moves with the claim date; payment and pay less
// notices and the payee's notice in default; the lists' filters. Every number has its column's range as .max().
import { z } from 'zod';
import { UK_REGIONS } from '../../lib/calendar.js';
import { pageQuery } from '../../lib/paging.js';
import { APPLICATION_STATUSES } from './application.model.js';
import { PAYER_NOTICE_KINDS } from './application-notice.model.js';
import { PAYMENT_TERMS } from './construction-act-dates.js';

export const MESSAGES = {
  project: 'Please select a project',
  template: 'Please select a template',
  name: 'Name is required',
  nameLength: 'Name must be at most 200 characters',
  lines: 'Add at least one schedule line',
  tooManyLines: 'A schedule can have at most 200 lines',
  reference: 'Reference is required',
  referenceLength: 'Reference must be at most 30 characters',
  description: 'Description is required',
  descriptionLength: 'Description must be at most 500 characters',
  contractValue: 'Contract value must be a whole number of pence, 0 or more',
  retention: 'Retention must be between 0 and 100 with at most 2 decimals',
  vatTreatment: 'VAT treatment must be one of standard, drc',
  terms: `Payment terms must be one of ${PAYMENT_TERMS.join(', ')}`,
  dueDays: 'Payment due days must be a whole number from 0 to 365',
  finalDays: 'Payment final days must be a whole number from 0 to 365',
  payLessDays: 'Pay less notice days must be a whole number from 0 to 365',
  region: `Region must be one of ${UK_REGIONS.join(', ')}`,
  date: 'Date must be a date (YYYY-MM-DD)',
  valuationDate: 'Valuation date is required',
  lineId: 'Line must be one of the template’s lines',
  percent: 'Percent complete must be between 0 and 100 with at most 2 decimals',
  valueComplete: 'Value complete must be a whole number of pence, 0 or more',
  valueOverContract: 'Value complete cannot be more than the line’s contract value',
  variationValue: 'Variation value must be a whole number of pence',
  variationStatus: 'Variation status must be one of pending, approved, rejected',
  materialsValue: 'Materials on site value must be a whole number of pence, 0 or more',
  tooManyItems: 'At most 100 items',
  status: 'Status must be one of submitted, paid, part_paid',
  paid: 'Amount paid must be a whole number of pence, more than 0',
  noticeKind: `Notice kind must be one of ${PAYER_NOTICE_KINDS.join(', ')}`,
  cisSpecified: 'CIS-specified must be true or false',
  claimDate: 'Claim date must be a date (YYYY-MM-DD)',
  statusReasonLength: 'Reason must be at most 2000 characters',
  defaultAmount: 'Sum stated must be a whole number of pence, 0 or more',
  defaultDate: 'Date given is required',
  basisRequired: 'The basis on which the sum is calculated is required',
  basisLength: 'Basis must be at most 2000 characters',
  noticeAmount: 'Amount must be a whole number of pence, 0 or more',
  noticeDate: 'Notice date is required',
  reasonRequired: 'Reason is required for a pay less notice',
  rectificationBeforePc: 'The end of the rectification period must be after practical completion',
  listStatus: `Status must be one of ${APPLICATION_STATUSES.join(', ')}`,
} as const;

const MAX_PENCE = 100_000_000_000_00; // £100bn: far beyond any contract, far below 2^53

const wholePence = (message: string, min = 0) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(MAX_PENCE, { error: message });
const days = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(365, { error: message });
const twoDecimalPercent = (message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .max(100, { error: message })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-9, { error: message });
const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });
const optionalDate = z.iso.date({ error: MESSAGES.date }).nullable().optional();

const scheduleLine = z.object({
  id: z.uuid({ error: MESSAGES.lineId }).nullable().optional(),
  reference: requiredText(MESSAGES.reference, MESSAGES.referenceLength, 30),
  description: requiredText(MESSAGES.description, MESSAGES.descriptionLength, 500),
  contract_value_pence: wholePence(MESSAGES.contractValue),
  /** A service within CIS (HMRC "specified service") for the 5% disregard; omitted: true. */
  cis_specified: z.boolean({ error: MESSAGES.cisSpecified }).optional(),
});

const templateFields = {
  name: requiredText(MESSAGES.name, MESSAGES.nameLength, 200),
  lines: z
    .array(scheduleLine, { error: MESSAGES.lines })
    .min(1, { error: MESSAGES.lines })
    .max(200, { error: MESSAGES.tooManyLines }),
  retention_percent: twoDecimalPercent(MESSAGES.retention),
  /** Omitted: half the full rate (half the retention is released at practical completion). */
  retention_after_pc_percent: twoDecimalPercent(MESSAGES.retention).optional(),
  vat_treatment: z.enum(['standard', 'drc'], { error: MESSAGES.vatTreatment }),
  terms: z.enum(PAYMENT_TERMS, { error: MESSAGES.terms }),
  payment_due_days: days(MESSAGES.dueDays),
  payment_final_days: days(MESSAGES.finalDays),
  pay_less_days: days(MESSAGES.payLessDays),
  region: z.enum(UK_REGIONS, { error: MESSAGES.region }),
  practical_completion_date: optionalDate,
  rectification_end_date: optionalDate,
};

const rectificationAfterPc = (v: {
  practical_completion_date?: string | null;
  rectification_end_date?: string | null;
}) =>
  !v.practical_completion_date ||
  !v.rectification_end_date ||
  v.rectification_end_date > v.practical_completion_date;

export const templateSchema = z
  .object(templateFields)
  .refine(rectificationAfterPc, { error: MESSAGES.rectificationBeforePc, path: ['rectification_end_date'] });
export const createTemplateSchema = z
  .object({ project_id: z.uuid({ error: MESSAGES.project }), ...templateFields })
  .refine(rectificationAfterPc, { error: MESSAGES.rectificationBeforePc, path: ['rectification_end_date'] });
export type TemplateInput = z.infer<typeof templateSchema>;
export type CreateTemplateInput = z.infer<typeof createTemplateSchema>;

const valuationLine = z.object({
  line_id: z.uuid({ error: MESSAGES.lineId }),
  percent: twoDecimalPercent(MESSAGES.percent).nullable().optional(),
  value_pence: wholePence(MESSAGES.valueComplete).nullable().optional(),
});
const variation = z.object({
  reference: requiredText(MESSAGES.reference, MESSAGES.referenceLength, 30),
  description: requiredText(MESSAGES.description, MESSAGES.descriptionLength, 500),
  value_pence: wholePence(MESSAGES.variationValue, -MAX_PENCE),
  status: z.enum(['pending', 'approved', 'rejected'], { error: MESSAGES.variationStatus }),
  /** A service within CIS (HMRC "specified service") for the 5% disregard; omitted: true. */
  cis_specified: z.boolean({ error: MESSAGES.cisSpecified }).optional(),
});
const material = z.object({
  description: requiredText(MESSAGES.description, MESSAGES.descriptionLength, 500),
  value_pence: wholePence(MESSAGES.materialsValue),
});

const applicationFields = {
  valuation_date: z.iso.date({ error: MESSAGES.valuationDate }),
  lines: z.array(valuationLine, { error: MESSAGES.lineId }).max(200, { error: MESSAGES.tooManyLines }),
  variations: z.array(variation, { error: MESSAGES.tooManyItems }).max(100, { error: MESSAGES.tooManyItems }),
  materials_on_site: z
    .array(material, { error: MESSAGES.tooManyItems })
    .max(100, { error: MESSAGES.tooManyItems }),
};
export const applicationSchema = z.object(applicationFields);
export const createApplicationSchema = z.object({
  template_id: z.uuid({ error: MESSAGES.template }),
  ...applicationFields,
});
export type ApplicationInput = z.infer<typeof applicationSchema>;
export type CreateApplicationInput = z.infer<typeof createApplicationSchema>;

export const statusSchema = z.object({
  status: z.enum(['submitted', 'paid', 'part_paid'], { error: MESSAGES.status }),
  reason: z
    .string({ error: MESSAGES.statusReasonLength })
    .trim()
    .max(2000, { error: MESSAGES.statusReasonLength })
    .nullable()
    .optional(),
  paid_pence: wholePence(MESSAGES.paid, 1).nullable().optional(),
  /** On submitting: the date the claim was made (Scheme Part II para 4); omitted: today in Europe/London. */
  claim_date: z.iso.date({ error: MESSAGES.claimDate }).nullable().optional(),
});

/** Correct the claim date of a submitted application before any notice is recorded against it. */
export const claimDateSchema = z.object({
  claim_date: z.iso.date({ error: MESSAGES.claimDate }),
});

/** The payee's notice in default of the payer's payment notice (s.110B): the sum and its basis (s.110A(3)). */
export const defaultNoticeSchema = z.object({
  notice_date: z.iso.date({ error: MESSAGES.defaultDate }),
  amount_pence: wholePence(MESSAGES.defaultAmount),
  basis: requiredText(MESSAGES.basisRequired, MESSAGES.basisLength, 2000),
});
export type DefaultNoticeInput = z.infer<typeof defaultNoticeSchema>;

export const noticeSchema = z
  .object({
    kind: z.enum(PAYER_NOTICE_KINDS, { error: MESSAGES.noticeKind }),
    amount_pence: wholePence(MESSAGES.noticeAmount),
    reason: z
      .string({ error: MESSAGES.reasonRequired })
      .trim()
      .max(2000, { error: 'Reason must be at most 2000 characters' })
      .nullable()
      .optional(),
    notice_date: z.iso.date({ error: MESSAGES.noticeDate }),
  })
  .refine((v) => v.kind !== 'pay_less' || !!v.reason, { error: MESSAGES.reasonRequired, path: ['reason'] });
export type NoticeInput = z.infer<typeof noticeSchema>;

export const listApplicationsQuerySchema = z.object({
  ...pageQuery,
  project_id: z.uuid({ error: MESSAGES.project }).optional(),
  status: z.enum(APPLICATION_STATUSES, { error: MESSAGES.listStatus }).optional(),
  /** The dashboard's money figures: `outstanding` (submitted, certified, part paid), `overdue` (those past the final date). */
  owing: z.enum(['outstanding', 'overdue'], { error: 'owing must be outstanding or overdue' }).optional(),
});
export type ListApplicationsQuery = z.infer<typeof listApplicationsQuerySchema>;

export const listTemplatesQuerySchema = z.object({
  ...pageQuery,
  project_id: z.uuid({ error: MESSAGES.project }).optional(),
});
export type ListTemplatesQuery = z.infer<typeof listTemplatesQuerySchema>;
