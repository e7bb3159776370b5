// Owns the VAT summary's query string and its messages (decision 0086; web's filters repeat them word for word): a
// VAT period named by the month it ends (period_end=2026-06, on the company's stagger), or a from/to range; neither:
// the period today falls in.
import { z } from 'zod';
import { EXPORT_FORMATS } from '../../kit/export.js';
import { RANGE_TOO_LONG, rangeInOrder, rangeNotTooLong } from './report-range.js';
import { MESSAGES } from './reports.schema.js';

/** The most documents a PDF lists: past it the spreadsheet is the download. */
export const PDF_MAX_DOCUMENTS = 2_000;

export const VAT_MESSAGES = {
  periodEnd: 'Period end must be a month written like 2026-06',
  periodNotOnStagger: 'Period end must be a month your VAT periods end in',
  periodAndRange: 'Choose a VAT period or a from/to range, not both',
  rangeHalf: 'A range needs both From and To',
  rangeTooLong: RANGE_TOO_LONG,
  pdfTooLong: 'A PDF lists at most 2,000 documents: choose a shorter range, or download the spreadsheet',
} as const;

const day = (message: string) => z.iso.date({ error: message }).optional();

const vatFilters = z.object({
  period_end: z
    .string({ error: VAT_MESSAGES.periodEnd })
    .regex(/^(?:19|20)\d{2}-(?:0[1-9]|1[0-2])$/, { error: VAT_MESSAGES.periodEnd })
    .optional(),
  from: day(MESSAGES.from),
  to: day(MESSAGES.to),
});

type Asked = { period_end?: string | undefined; from?: string | undefined; to?: string | undefined };
const notBoth = (v: Asked) => !(v.period_end && (v.from || v.to));
const bothEnds = (v: Asked) => !v.from === !v.to;

export const vatReportQuerySchema = vatFilters
  .refine(notBoth, { error: VAT_MESSAGES.periodAndRange, path: ['period_end'] })
  .refine(bothEnds, { error: VAT_MESSAGES.rangeHalf, path: ['to'] })
  .refine(rangeInOrder, { error: MESSAGES.range, path: ['to'] })
  .refine(rangeNotTooLong, { error: VAT_MESSAGES.rangeTooLong, path: ['to'] });
export const vatReportExportQuerySchema = vatFilters
  .extend({ format: z.enum(EXPORT_FORMATS, { error: MESSAGES.format }).default('csv') })
  .refine(notBoth, { error: VAT_MESSAGES.periodAndRange, path: ['period_end'] })
  .refine(bothEnds, { error: VAT_MESSAGES.rangeHalf, path: ['to'] })
  .refine(rangeInOrder, { error: MESSAGES.range, path: ['to'] })
  .refine(rangeNotTooLong, { error: VAT_MESSAGES.rangeTooLong, path: ['to'] });
export type VatReportQuery = z.output<typeof vatReportQuerySchema>;
