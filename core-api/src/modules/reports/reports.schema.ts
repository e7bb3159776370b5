// Owns the reports' query strings and their messages (web's filters repeat them word for word): applications by
// project (project, valued from / to, status, overdue only, pages) and the CIS summary (a tax year, and a month
// of it or the whole year).
import { z } from 'zod';
import { EXPORT_FORMATS } from '../../kit/export.js';
import { pageQuery } from '../../lib/paging.js';

/** Statuses the applications report lists: every application made (a draft is not a claim yet). */
export const REPORT_APPLICATION_STATUSES = ['submitted', 'certified', 'part_paid', 'paid'] as const;

export const MESSAGES = {
  project: 'Project must be a project id',
  from: 'From must be a date (YYYY-MM-DD)',
  to: 'To must be a date (YYYY-MM-DD)',
  range: 'From must be on or before To',
  status: `Status must be one of ${REPORT_APPLICATION_STATUSES.join(', ')}`,
  overdue: 'Overdue must be true or false',
  taxYear: 'Tax year must be written like 2026-27 (the year it starts and the next), from 2000-01 to 2098-99',
  month: 'Month must be a whole number from 1 (April) to 12 (March)',
  format: `Format must be one of: ${EXPORT_FORMATS.join(', ')}`,
  pdfTooLong: 'A PDF holds at most 1,000 applications: narrow the filters, or download the spreadsheet',
} as const;

const day = (message: string) => z.iso.date({ error: message }).optional();

const applicationsFilters = z.object({
  project_id: z.uuid({ error: MESSAGES.project }).optional(),
  from: day(MESSAGES.from),
  to: day(MESSAGES.to),
  status: z.enum(REPORT_APPLICATION_STATUSES, { error: MESSAGES.status }).optional(),
  overdue: z
    .enum(['true', 'false'], { error: MESSAGES.overdue })
    .transform((v) => v === 'true')
    .optional(),
});
const inOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;

export const applicationsReportQuerySchema = applicationsFilters
  .extend(pageQuery)
  .refine(inOrder, { error: MESSAGES.range, path: ['to'] });
export const applicationsReportFileQuerySchema = applicationsFilters.refine(inOrder, {
  error: MESSAGES.range,
  path: ['to'],
});
export const applicationsReportExportQuerySchema = applicationsFilters
  .extend({
    format: z.enum(EXPORT_FORMATS, { error: MESSAGES.format }).default('csv'),
  })
  .refine(inOrder, { error: MESSAGES.range, path: ['to'] });
export type ApplicationsReportFilters = z.output<typeof applicationsReportFileQuerySchema>;
export type ApplicationsReportQuery = z.output<typeof applicationsReportQuerySchema>;

const TAX_YEAR = /^(\d{4})-(\d{2})$/;
export const cisReportQuerySchema = z.object({
  /** Omitted: the tax year of today (Europe/London). */
  tax_year: z
    .string({ error: MESSAGES.taxYear })
    .regex(TAX_YEAR, { error: MESSAGES.taxYear })
    .refine(
      (v) => {
        // Checks run on after a failed regex: a value it refused is refused here too.
        const match = TAX_YEAR.exec(v);
        const start = Number(match?.[1]);
        return !!match && start >= 2000 && start <= 2098 && Number(match[2]) === (start + 1) % 100;
      },
      { error: MESSAGES.taxYear },
    )
    .optional(),
  /** 1 (6 April to 5 May) … 12 (6 March to 5 April); omitted: the whole tax year. */
  month: z
    .string({ error: MESSAGES.month })
    .regex(/^(?:[1-9]|1[0-2])$/, { error: MESSAGES.month })
    .transform(Number)
    .optional(),
});
export const cisReportExportQuerySchema = cisReportQuerySchema.extend({
  format: z.enum(EXPORT_FORMATS, { error: MESSAGES.format }).default('csv'),
});
export type CisReportQuery = z.output<typeof cisReportQuerySchema>;
