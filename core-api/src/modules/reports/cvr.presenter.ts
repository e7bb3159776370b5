// Owns the answers of the cost value reconciliation and cost to complete (decision 0085): a project's month
// (value, cost by category against budget, margin to date and at forecast final, movement since last month,
// cost to complete and work in progress), the report's totals, its rows, the month's adjustments, the trend of
// closed months, and what closing a month did. Money is whole pence, months YYYY-MM, percentages to 2 places.
import { z } from 'zod';
import { pence, timestamp } from '../../lib/wire.js';
import { COST_CATEGORIES, CVR_ADJUSTMENT_KINDS } from './cvr.schema.js';

const projectRef = z
  .object({ id: z.uuid(), project_number: z.string(), name: z.string() })
  .meta({ id: 'CvrProjectRef' });

export const cvrCategorySchema = z
  .object({
    category: z.enum(COST_CATEGORIES),
    /** From the project's budget (the accepted estimate's section subtotals when converted). */
    budget_pence: pence,
    /** Approved supplier, labour and plant hire invoices, and direct operatives' approved timesheets at cost. */
    invoiced_pence: pence,
    /** Received not invoiced, plant on hire not yet invoiced, approved agency/subcontract timesheets not invoiced. */
    accrued_pence: pence,
    /** Invoiced plus accrued. */
    cost_pence: pence,
    /** What open purchase orders still commit (ordered less received or invoiced). */
    committed_pence: pence,
    cost_to_complete_pence: pence,
    /** True when a manager entered the cost to complete, false when worked as budget less cost. */
    cost_to_complete_entered: z.boolean(),
    final_cost_pence: pence,
    /** Budget less forecast final cost (negative: over budget). */
    variance_pence: pence,
  })
  .meta({ id: 'CvrCategory' });

const movementSchema = z
  .object({
    value_pence: pence,
    cost_pence: pence,
    margin_pence: pence,
    final_margin_pence: pence,
  })
  .meta({ id: 'CvrMovement' });

const adjustmentTotals = z
  .object({
    unagreed_variation_pence: pence,
    over_measure_pence: pence,
    preliminaries_alignment_pence: pence,
    known_future_loss_pence: pence,
    total_pence: pence,
  })
  .meta({ id: 'CvrAdjustmentTotals' });

/** Every figure of a project's month (or of the report's total): what a closed month keeps. */
const figures = {
  contract_value_pence: pence,
  /** Each schedule's latest application made by the month's end: gross valuation to date. */
  applied_gross_pence: pence,
  /** The same, less what the payer's notices cut from the amount applied for. */
  certified_gross_pence: pence,
  /** Adjustments entered in this month and the months before. */
  adjustments: adjustmentTotals,
  /** Certified gross plus adjustments. */
  value_pence: pence,
  /** Contract value and agreed variations (at least the certified gross), unagreed variations and known losses. */
  final_value_pence: pence,
  budget_pence: pence,
  invoiced_pence: pence,
  accrued_pence: pence,
  cost_pence: pence,
  committed_pence: pence,
  cost_to_complete_pence: pence,
  final_cost_pence: pence,
  margin_pence: pence,
  margin_percent: z.number().nullable(),
  final_margin_pence: pence,
  final_margin_percent: z.number().nullable(),
  /** Cost to date over forecast final cost, as a percentage. */
  percent_complete: z.number(),
  /** Percent complete of the forecast final value. */
  earned_value_pence: pence,
  /** Gross applied to date. */
  billed_pence: pence,
  /** Billed less earned value: positive is over-billed, negative under-billed. */
  over_under_billing_pence: pence,
  categories: z.array(cvrCategorySchema),
  /** Against the month before (its closed figures when it was closed). */
  movement: movementSchema,
};

export const cvrFiguresSchema = z.object(figures).meta({ id: 'CvrFigures' });
export type CvrFigures = z.output<typeof cvrFiguresSchema>;

export const cvrRowSchema = z
  .object({
    project: projectRef,
    closed: z.boolean(),
    closed_at: timestamp.nullable(),
    ...figures,
  })
  .meta({ id: 'CvrRow' });
export type CvrRow = z.output<typeof cvrRowSchema>;

export const cvrAdjustmentSchema = z
  .object({
    id: z.uuid(),
    project_id: z.uuid(),
    month: z.string(),
    kind: z.enum(CVR_ADJUSTMENT_KINDS),
    amount_pence: pence,
    note: z.string(),
    created_by_name: z.string().nullable(),
    updated_at: timestamp,
    /** False once the month is closed. */
    can_edit: z.boolean(),
  })
  .meta({ id: 'CvrAdjustment' });
export type CvrAdjustmentJson = z.output<typeof cvrAdjustmentSchema>;

export const cvrTrendPointSchema = z
  .object({
    month: z.string(),
    closed: z.boolean(),
    value_pence: pence,
    cost_pence: pence,
    margin_pence: pence,
    budget_pence: pence,
    final_cost_pence: pence,
  })
  .meta({ id: 'CvrTrendPoint' });

export const cvrReportSchema = z
  .object({
    month: z.string(),
    /** The month's last day, or today for this month (YYYY-MM-DD): the figures are as at its end. */
    as_at: z.string(),
    project: projectRef.nullable(),
    project_count: z.number().int(),
    closed_count: z.number().int(),
    totals: cvrFiguresSchema,
    rows: z.array(cvrRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    /** The project's adjustments entered this month (only when one project is asked for). */
    adjustments: z.array(cvrAdjustmentSchema),
    /** Up to the last 12 months: closed months as kept, then the month asked for. */
    trend: z.array(cvrTrendPointSchema),
    can_close: z.boolean(),
  })
  .meta({ id: 'CvrReport' });
export type CvrReportJson = z.output<typeof cvrReportSchema>;

export const closeMonthResultSchema = z
  .object({ month: z.string(), closed: z.number().int(), already_closed: z.number().int() })
  .meta({ id: 'CvrCloseResult' });

export const costToCompleteResultSchema = z
  .object({
    project_id: z.uuid(),
    month: z.string(),
    category: z.enum(COST_CATEGORIES),
    amount_pence: pence.nullable(),
  })
  .meta({ id: 'CvrCostToComplete' });
