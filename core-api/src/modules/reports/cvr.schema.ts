// Owns the cost value reconciliation's and cost to complete's requests and their messages (decision 0085): the
// month (YYYY-MM) and project filters of both reports, a QS adjustment (kind, amount in pence that may be
// negative, a required note), a manager's estimated cost to complete for a cost category, and closing a month.
import { z } from 'zod';
import { EXPORT_FORMATS } from '../../kit/export.js';
import { pageQuery } from '../../lib/paging.js';

export const CVR_ADJUSTMENT_KINDS = [
  'unagreed_variation',
  'over_measure',
  'preliminaries_alignment',
  'known_future_loss',
] as const;
export type CvrAdjustmentKind = (typeof CVR_ADJUSTMENT_KINDS)[number];

export const ADJUSTMENT_LABELS: Record<CvrAdjustmentKind, string> = {
  unagreed_variation: 'Unagreed variations',
  over_measure: 'Over-measure',
  preliminaries_alignment: 'Preliminaries alignment',
  known_future_loss: 'Known future losses',
};

/** The budget's cost categories (the project's budget and the estimate's sections), in the report's order. */
export const COST_CATEGORIES = [
  'labour',
  'plant',
  'materials',
  'subcontract',
  'preliminaries',
  'other',
] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<CostCategory, string> = {
  labour: 'Labour',
  plant: 'Plant',
  materials: 'Materials',
  subcontract: 'Subcontract',
  preliminaries: 'Preliminaries',
  other: 'Other',
};

const AMOUNT_MAX = 100_000_000_000_00; // £100bn: beyond any project, well inside a BIGINT and a double.

export const CVR_MESSAGES = {
  month: 'Month must be a month written like 2026-11 (YYYY-MM), from 2000-01 to 2099-12',
  futureMonth: 'Month has not begun yet: choose this month or an earlier one',
  project: 'Project must be a project id',
  projectRequired: 'Project is required',
  kind: `Kind must be one of ${CVR_ADJUSTMENT_KINDS.join(', ')}`,
  amount: `Amount must be a whole number of pence between -${AMOUNT_MAX} and ${AMOUNT_MAX}`,
  amountNotZero: 'Amount must not be zero',
  note: 'Note is required (up to 2,000 characters)',
  nothingToChange: 'Give the kind, the amount or the note to change',
  category: `Category must be one of ${COST_CATEGORIES.join(', ')}`,
  costToComplete: `Cost to complete must be a whole number of pence from 0 to ${AMOUNT_MAX}, or null to work it out`,
  format: `Format must be one of: ${EXPORT_FORMATS.join(', ')}`,
} as const;

/** "November 2026" for messages. */
export function monthWords(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 1)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The closed month's refusal: its adjustments and forecasts are kept as they were. */
export const closedMonthMessage = (month: string, projectNumber: string) =>
  `${monthWords(month)} is closed for ${projectNumber}: its figures cannot be changed. Enter the change in an open month, where it shows as that month’s movement`;
export const alreadyClosedMessage = (month: string, projectNumber: string) =>
  `${monthWords(month)} is already closed for ${projectNumber}`;
export const allClosedMessage = (month: string) => `${monthWords(month)} is already closed for every project`;

export const monthField = z
  .string({ error: CVR_MESSAGES.month })
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, { error: CVR_MESSAGES.month });

const filters = {
  /** Omitted: this month (Europe/London). */
  month: monthField.optional(),
  project_id: z.uuid({ error: CVR_MESSAGES.project }).optional(),
};

export const cvrQuerySchema = z.object({ ...filters, ...pageQuery });
export const cvrFileQuerySchema = z.object(filters);
export const cvrExportQuerySchema = z.object({
  ...filters,
  format: z.enum(EXPORT_FORMATS, { error: CVR_MESSAGES.format }).default('csv'),
});
export type CvrQuery = z.output<typeof cvrQuerySchema>;
export type CvrFilters = z.output<typeof cvrFileQuerySchema>;

const amount = z
  .number({ error: CVR_MESSAGES.amount })
  .int({ error: CVR_MESSAGES.amount })
  .min(-AMOUNT_MAX, { error: CVR_MESSAGES.amount })
  .max(AMOUNT_MAX, { error: CVR_MESSAGES.amount })
  .refine((v) => v !== 0, { error: CVR_MESSAGES.amountNotZero });
const note = z
  .string({ error: CVR_MESSAGES.note })
  .trim()
  .min(1, { error: CVR_MESSAGES.note })
  .max(2000, { error: CVR_MESSAGES.note });
const kind = z.enum(CVR_ADJUSTMENT_KINDS, { error: CVR_MESSAGES.kind });

export const createAdjustmentSchema = z.object({
  project_id: z.uuid({ error: CVR_MESSAGES.projectRequired }),
  month: monthField,
  kind,
  amount_pence: amount,
  note,
});
export const updateAdjustmentSchema = z
  .object({ kind: kind.optional(), amount_pence: amount.optional(), note: note.optional() })
  .refine((v) => v.kind !== undefined || v.amount_pence !== undefined || v.note !== undefined, {
    error: CVR_MESSAGES.nothingToChange,
  });
export type CreateAdjustmentInput = z.output<typeof createAdjustmentSchema>;
export type UpdateAdjustmentInput = z.output<typeof updateAdjustmentSchema>;

export const setCostToCompleteSchema = z.object({
  project_id: z.uuid({ error: CVR_MESSAGES.projectRequired }),
  month: monthField,
  category: z.enum(COST_CATEGORIES, { error: CVR_MESSAGES.category }),
  /** null: worked out again as budget less cost (at least what is still committed). */
  amount_pence: z
    .number({ error: CVR_MESSAGES.costToComplete })
    .int({ error: CVR_MESSAGES.costToComplete })
    .min(0, { error: CVR_MESSAGES.costToComplete })
    .max(AMOUNT_MAX, { error: CVR_MESSAGES.costToComplete })
    .nullable(),
});
export type SetCostToCompleteInput = z.output<typeof setCostToCompleteSchema>;

export const closeMonthSchema = z.object({
  month: monthField,
  /** Omitted: every project of the company that is not archived or cancelled. */
  project_id: z.uuid({ error: CVR_MESSAGES.project }).optional(),
});
export type CloseMonthInput = z.output<typeof closeMonthSchema>;
