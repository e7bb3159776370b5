// Owns the reports' answers: the reports a reader may open, applications by project (a page of applications,
// the totals of the projects on that page and of every application the filters match) and the CIS summary (per
// subcontractor, per tax month, and the period's totals). Money is whole pence, dates YYYY-MM-DD.
import { z } from 'zod';
import { pageSchema } from '../../lib/paging.js';
import { isoDate, pence } from '../../lib/wire.js';
import { REPORT_KEYS } from './reports.policy.js';
import { REPORT_APPLICATION_STATUSES } from './reports.schema.js';

export const reportIndexSchema = z
  .object({
    reports: z.array(
      z
        .object({ key: z.enum(REPORT_KEYS), title: z.string(), description: z.string() })
        .meta({ id: 'ReportInfo' }),
    ),
  })
  .meta({ id: 'ReportIndex' });

const projectRef = z
  .object({ id: z.uuid(), project_number: z.string(), name: z.string() })
  .meta({ id: 'ReportProjectRef' });

/** The money columns of a row and of a total, so the two always carry the same figures. */
const amounts = {
  /** What was applied for, excluding VAT (the application's amount due). */
  applied_pence: pence,
  /** The notified sum, excluding VAT: a pay less notice's, else the payment notice's, else the application's. */
  certified_pence: pence,
  /** The certified sum with its VAT (none when reverse charged or not VAT-registered): what is to be paid. */
  payable_pence: pence,
  paid_pence: pence,
  /** Payable less paid, for applications still open. */
  outstanding_pence: pence,
  /** The outstanding sum of applications past their final date for payment. */
  overdue_pence: pence,
  /** Retention held to date (on a total: each schedule's latest application in the report). */
  retention_held_pence: pence,
  /** Retention released to date: the full rate on the gross valuation less what is held after practical completion. */
  retention_released_pence: pence,
};

export const applicationsReportRowSchema = z
  .object({
    id: z.uuid(),
    project: projectRef,
    number: z.number().int(),
    template_name: z.string(),
    status: z.enum(REPORT_APPLICATION_STATUSES),
    valuation_date: isoDate,
    claim_date: isoDate.nullable(),
    due_date: isoDate,
    payment_notice_deadline: isoDate,
    payment_notice_date: isoDate.nullable(),
    pay_less_deadline: isoDate,
    pay_less_date: isoDate.nullable(),
    pay_less_reason: z.string().nullable(),
    final_date: isoDate,
    ...amounts,
    /** Past its final date for payment with money still owed: days since that date. */
    overdue: z.boolean(),
    days_overdue: z.number().int(),
    /** Still open, past the payment notice's latest date, with no payer's notice and no notice in default. */
    no_payment_notice: z.boolean(),
  })
  .meta({ id: 'ApplicationsReportRow' });
export type ApplicationsReportRow = z.output<typeof applicationsReportRowSchema>;

export const applicationsReportTotalSchema = z
  .object({ applications: z.number().int(), overdue_count: z.number().int(), ...amounts })
  .meta({ id: 'ApplicationsReportTotal' });
export type ApplicationsReportTotal = z.output<typeof applicationsReportTotalSchema>;

export const applicationsReportProjectTotalSchema = applicationsReportTotalSchema
  .extend({ project: projectRef })
  .meta({ id: 'ApplicationsReportProjectTotal' });
export type ApplicationsReportProjectTotal = z.output<typeof applicationsReportProjectTotalSchema>;

export const applicationsReportSchema = pageSchema(applicationsReportRowSchema, 'ApplicationsReportPage')
  .extend({
    /** Today in Europe/London: what overdue is judged against. */
    as_of: isoDate,
    /** The totals of each project with an application on this page. */
    project_totals: z.array(applicationsReportProjectTotalSchema),
    /** The totals of every application the filters match. */
    totals: applicationsReportTotalSchema,
  })
  .meta({ id: 'ApplicationsReport' });
export type ApplicationsReportJson = z.output<typeof applicationsReportSchema>;

const cisFigures = {
  invoice_count: z.number().int(),
  /** Total payments excluding VAT (the CIS300's "total payments"). */
  gross_pence: pence,
  /** The direct cost of materials. */
  materials_cost_pence: pence,
  deduction_pence: pence,
};

export const cisReportRowSchema = z
  .object({
    supplier: z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'CisReportSupplier' }),
    utr: z.string().nullable(),
    verification_number: z.string().nullable(),
    cis_status: z.string().nullable(),
    ...cisFigures,
  })
  .meta({ id: 'CisReportRow' });
export type CisReportRow = z.output<typeof cisReportRowSchema>;

export const cisReportMonthSchema = z
  .object({
    month_number: z.number().int(),
    start: isoDate,
    end: isoDate,
    /** The CIS300 for the month is due by this date (the 19th after it ends). */
    return_due: isoDate,
    ...cisFigures,
  })
  .meta({ id: 'CisReportMonth' });
export type CisReportMonth = z.output<typeof cisReportMonthSchema>;

export const cisReportSchema = z
  .object({
    tax_year: z.string(),
    /** The month reported (1 = 6 April to 5 May), or null for the whole tax year. */
    month_number: z.number().int().nullable(),
    start: isoDate,
    end: isoDate,
    contractor_utr: z.string().nullable(),
    /** Per subcontractor over the period. */
    rows: z.array(cisReportRowSchema),
    /** Per tax month of the period (every month, nil ones included). */
    months: z.array(cisReportMonthSchema),
    totals: z.object(cisFigures).meta({ id: 'CisReportTotals' }),
  })
  .meta({ id: 'CisReport' });
export type CisReportJson = z.output<typeof cisReportSchema>;
