// Owns the cost value reconciliation and cost to complete reads (decision 0085): a month of one project or of
// the company (every project not archived or cancelled, and any closed in the month). A closed month answers
// its snapshot (cvr_month_closes) exactly as it was closed; an open month is worked live from the ledgers
// (cvr.figures.ts) with its movement against the month before (that month's snapshot when it was closed, else
// its live figures). Also the month's adjustments of a project and the trend of closed months.
import type { Sequelize, Transaction } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { pageRequest } from '../../lib/paging.js';
import { num, q } from '../../lib/sql.js';
import {
  emptyLedger,
  monthSpan,
  readLedgers,
  thisMonth,
  together,
  type ProjectLedger,
} from './cvr.figures.js';
import type { CvrAdjustmentJson, CvrFigures, CvrReportJson, CvrRow } from './cvr.presenter.js';
import { COST_CATEGORIES, CVR_ADJUSTMENT_KINDS, CVR_MESSAGES, type CvrQuery } from './cvr.schema.js';

export const PROJECT_NOT_FOUND = 'Project not found';

export interface CvrProject {
  id: string;
  project_number: string;
  name: string;
  contract_value_pence: number;
  budget: Record<(typeof COST_CATEGORIES)[number], number>;
}

type Live = Omit<CvrFigures, 'movement'>;

/** a × b ÷ c rounded half away from zero, exact in whole pence (BigInt: products pass 2^53). */
function mulDiv(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const [x, y, z] = [BigInt(a), BigInt(b), BigInt(c)];
  const p = x * y;
  const neg = p < 0n !== z < 0n;
  const [ap, az] = [p < 0n ? -p : p, z < 0n ? -z : z];
  const r = (ap * 2n + az) / (az * 2n);
  return Number(neg ? -r : r);
}
/** A percentage to 2 places (null when there is nothing to divide by). */
const percent = (part: number, whole: number) => (whole === 0 ? null : mulDiv(part, 10_000, whole) / 100);

/** Every figure of a project's month from its ledger and budget (the totals are summed, then the ratios). */
export function figuresOf(project: CvrProject, l: ProjectLedger): Live {
  const categories = COST_CATEGORIES.map((category) => {
    const c = l.categories[category];
    const budget = project.budget[category];
    const cost = c.invoiced + c.accrued;
    const entered = l.forecasts[category];
    // Budget less cost, but never less than what open orders still commit, nor below nothing.
    const toComplete = entered ?? Math.max(budget - cost, c.committed, 0);
    return {
      category,
      budget_pence: budget,
      invoiced_pence: c.invoiced,
      accrued_pence: c.accrued,
      cost_pence: cost,
      committed_pence: c.committed,
      cost_to_complete_pence: toComplete,
      cost_to_complete_entered: entered !== undefined,
      final_cost_pence: cost + toComplete,
      variance_pence: budget - cost - toComplete,
    };
  });
  const sum = (pick: (c: (typeof categories)[number]) => number) =>
    categories.reduce((s, c) => s + pick(c), 0);
  const a = l.adjustments;
  const adjustments = {
    unagreed_variation_pence: a.unagreed_variation,
    over_measure_pence: a.over_measure,
    preliminaries_alignment_pence: a.preliminaries_alignment,
    known_future_loss_pence: a.known_future_loss,
    total_pence: CVR_ADJUSTMENT_KINDS.reduce((s, k) => s + a[k], 0),
  };
  // Over-measure and preliminaries alignment are timing: they unwind by completion, so not in the final value.
  const finalValue =
    Math.max(project.contract_value_pence + l.agreed_variations, l.certified_gross) +
    a.unagreed_variation +
    a.known_future_loss;
  return ratios({
    contract_value_pence: project.contract_value_pence,
    applied_gross_pence: l.applied_gross,
    certified_gross_pence: l.certified_gross,
    adjustments,
    value_pence: l.certified_gross + adjustments.total_pence,
    final_value_pence: finalValue,
    budget_pence: sum((c) => c.budget_pence),
    invoiced_pence: sum((c) => c.invoiced_pence),
    accrued_pence: sum((c) => c.accrued_pence),
    cost_pence: sum((c) => c.cost_pence),
    committed_pence: sum((c) => c.committed_pence),
    cost_to_complete_pence: sum((c) => c.cost_to_complete_pence),
    final_cost_pence: sum((c) => c.final_cost_pence),
    billed_pence: l.applied_gross,
    categories,
  });
}

type Sums = Omit<
  Live,
  | 'margin_pence'
  | 'margin_percent'
  | 'final_margin_pence'
  | 'final_margin_percent'
  | 'percent_complete'
  | 'earned_value_pence'
  | 'over_under_billing_pence'
>;

/** The margins, percent complete, earned value and over/under billing from the sums. */
function ratios(s: Sums): Live {
  const margin = s.value_pence - s.cost_pence;
  const finalMargin = s.final_value_pence - s.final_cost_pence;
  const earned = mulDiv(s.final_value_pence, s.cost_pence, s.final_cost_pence);
  return {
    ...s,
    margin_pence: margin,
    margin_percent: percent(margin, s.value_pence),
    final_margin_pence: finalMargin,
    final_margin_percent: percent(finalMargin, s.final_value_pence),
    percent_complete: percent(s.cost_pence, s.final_cost_pence) ?? 0,
    earned_value_pence: earned,
    over_under_billing_pence: s.billed_pence - earned,
  };
}

const movementOf = (now: Live, before: Live | CvrFigures | null) => ({
  value_pence: now.value_pence - (before?.value_pence ?? 0),
  cost_pence: now.cost_pence - (before?.cost_pence ?? 0),
  margin_pence: now.margin_pence - (before?.margin_pence ?? 0),
  final_margin_pence: now.final_margin_pence - (before?.final_margin_pence ?? 0),
});

/** The report's total: every figure summed over the rows, the ratios worked again on the sums. */
export function totalOf(rows: readonly CvrFigures[]): CvrFigures {
  const add = (pick: (f: CvrFigures) => number) => rows.reduce((s, f) => s + pick(f), 0);
  const categories = COST_CATEGORIES.map((category) => {
    const of = (pick: (c: CvrFigures['categories'][number]) => number) =>
      add((f) => pick(f.categories.find((c) => c.category === category)!));
    return {
      category,
      budget_pence: of((c) => c.budget_pence),
      invoiced_pence: of((c) => c.invoiced_pence),
      accrued_pence: of((c) => c.accrued_pence),
      cost_pence: of((c) => c.cost_pence),
      committed_pence: of((c) => c.committed_pence),
      cost_to_complete_pence: of((c) => c.cost_to_complete_pence),
      cost_to_complete_entered: rows.some((f) =>
        f.categories.some((c) => c.category === category && c.cost_to_complete_entered),
      ),
      final_cost_pence: of((c) => c.final_cost_pence),
      variance_pence: of((c) => c.variance_pence),
    };
  });
  const live = ratios({
    contract_value_pence: add((f) => f.contract_value_pence),
    applied_gross_pence: add((f) => f.applied_gross_pence),
    certified_gross_pence: add((f) => f.certified_gross_pence),
    adjustments: {
      unagreed_variation_pence: add((f) => f.adjustments.unagreed_variation_pence),
      over_measure_pence: add((f) => f.adjustments.over_measure_pence),
      preliminaries_alignment_pence: add((f) => f.adjustments.preliminaries_alignment_pence),
      known_future_loss_pence: add((f) => f.adjustments.known_future_loss_pence),
      total_pence: add((f) => f.adjustments.total_pence),
    },
    value_pence: add((f) => f.value_pence),
    final_value_pence: add((f) => f.final_value_pence),
    budget_pence: add((f) => f.budget_pence),
    invoiced_pence: add((f) => f.invoiced_pence),
    accrued_pence: add((f) => f.accrued_pence),
    cost_pence: add((f) => f.cost_pence),
    committed_pence: add((f) => f.committed_pence),
    cost_to_complete_pence: add((f) => f.cost_to_complete_pence),
    final_cost_pence: add((f) => f.final_cost_pence),
    billed_pence: add((f) => f.billed_pence),
    categories,
  });
  return {
    ...live,
    movement: {
      value_pence: add((f) => f.movement.value_pence),
      cost_pence: add((f) => f.movement.cost_pence),
      margin_pence: add((f) => f.movement.margin_pence),
      final_margin_pence: add((f) => f.movement.final_margin_pence),
    },
  };
}

/** The month asked for (this month when none), refused when it has not begun. */
export function monthOf(month: string | undefined, now = new Date()): string {
  const current = thisMonth(now);
  if (!month) return current;
  if (month > current) throw ValidationError.single('month', CVR_MESSAGES.futureMonth);
  return month;
}

const PROJECT_COLUMNS = `p.id, p.project_number, p.name, p.contract_value_pence, p.budget_labour_pence,
  p.budget_plant_pence, p.budget_materials_pence, p.budget_subcontract_pence, p.budget_preliminaries_pence,
  p.budget_other_pence`;

function projectOf(r: Record<string, string | number>): CvrProject {
  return {
    id: String(r.id),
    project_number: String(r.project_number),
    name: String(r.name),
    contract_value_pence: num(r.contract_value_pence),
    budget: Object.fromEntries(
      COST_CATEGORIES.map((c) => [c, num(r[`budget_${c}_pence`])]),
    ) as CvrProject['budget'],
  };
}

/**
 * The projects of the scope: one (any of the company's, 404 otherwise), or the company's projects not archived
 * or cancelled and any closed in `month`.
 */
export async function projectsOf(
  db: Sequelize,
  companyId: string,
  projectId: string | null,
  month: string,
  transaction?: Transaction,
): Promise<CvrProject[]> {
  const rows = await q<Record<string, string | number>>(
    db,
    projectId
      ? `SELECT ${PROJECT_COLUMNS} FROM projects p WHERE p.company_id = :companyId AND p.id = :projectId`
      : `SELECT ${PROJECT_COLUMNS} FROM projects p
          WHERE p.company_id = :companyId
            AND ((NOT p.is_archived AND p.status <> 'cancelled')
                 OR EXISTS (SELECT 1 FROM cvr_month_closes c
                             WHERE c.company_id = :companyId AND c.project_id = p.id AND c.month = :month))
          ORDER BY p.project_number, p.id`,
    { companyId, projectId, month: `${month}-01` },
    transaction,
  );
  if (projectId && !rows.length) throw new NotFoundError(PROJECT_NOT_FOUND);
  return rows.map(projectOf);
}

interface Snapshot {
  project_id: string;
  month: string;
  figures: CvrFigures;
  closed_at: Date | string;
}

async function snapshotsOf(
  db: Sequelize,
  companyId: string,
  projectId: string | null,
  months: string[],
  transaction?: Transaction,
): Promise<Snapshot[]> {
  return q<Snapshot>(
    db,
    `SELECT project_id, to_char(month, 'YYYY-MM') AS month, figures, closed_at FROM cvr_month_closes
      WHERE company_id = :companyId ${projectId ? 'AND project_id = :projectId' : ''} AND month IN (:months)`,
    { companyId, projectId, months: months.map((m) => `${m}-01`) },
    transaction,
  );
}

/** Each project's row for `month`: the snapshot when closed, else live with its movement. */
export async function cvrRows(
  db: Sequelize,
  companyId: string,
  projects: CvrProject[],
  projectId: string | null,
  month: string,
  transaction?: Transaction,
): Promise<CvrRow[]> {
  const span = monthSpan(month);
  const snaps = await snapshotsOf(db, companyId, projectId, [month, span.previous], transaction);
  const closed = new Map(snaps.filter((s) => s.month === month).map((s) => [s.project_id, s]));
  const before = new Map(snaps.filter((s) => s.month === span.previous).map((s) => [s.project_id, s]));
  const open = projects.filter((p) => !closed.has(p.id));
  const scope = { companyId, projectId };
  const needPrevious = open.some((p) => !before.has(p.id));
  const none = async () => new Map<string, ProjectLedger>();
  const [now, then] = await together(transaction, [
    () => (open.length ? readLedgers(db, scope, span, transaction) : none()),
    () => (needPrevious ? readLedgers(db, scope, monthSpan(span.previous), transaction) : none()),
  ] as const);
  return projects.map((p) => {
    const ref = { id: p.id, project_number: p.project_number, name: p.name };
    const snap = closed.get(p.id);
    if (snap)
      return {
        project: ref,
        closed: true,
        closed_at: new Date(snap.closed_at).toISOString(),
        ...snap.figures,
      };
    const live = figuresOf(p, now.get(p.id) ?? emptyLedger());
    const previous = before.get(p.id)?.figures ?? figuresOf(p, then.get(p.id) ?? emptyLedger());
    return { project: ref, closed: false, closed_at: null, ...live, movement: movementOf(live, previous) };
  });
}

const figuresOnly = (row: CvrRow): CvrFigures => {
  const { project: _p, closed: _c, closed_at: _a, ...figures } = row;
  return figures;
};

/** The project's adjustments entered in `month`, oldest first. */
export async function adjustmentsOf(
  db: Sequelize,
  companyId: string,
  projectId: string,
  month: string,
  closed: boolean,
): Promise<CvrAdjustmentJson[]> {
  const rows = await q<{
    id: string;
    project_id: string;
    month: string;
    kind: CvrAdjustmentJson['kind'];
    amount_pence: string;
    note: string;
    created_by_name: string | null;
    updated_at: Date;
  }>(
    db,
    `SELECT a.id, a.project_id, to_char(a.month, 'YYYY-MM') AS month, a.kind, a.amount_pence, a.note, a.updated_at,
            CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS created_by_name
       FROM cvr_adjustments a LEFT JOIN users u ON u.id = a.created_by
      WHERE a.company_id = :companyId AND a.project_id = :projectId AND a.month = :month
      ORDER BY a.created_at, a.id`,
    { companyId, projectId, month: `${month}-01` },
  );
  return rows.map((r) => ({
    ...r,
    amount_pence: num(r.amount_pence),
    updated_at: new Date(r.updated_at).toISOString(),
    can_edit: !closed,
  }));
}

/** Up to 11 closed months before `month` (summed over the scope's closed projects), then `month` itself. */
async function trendOf(
  db: Sequelize,
  companyId: string,
  projectId: string | null,
  month: string,
  current: CvrFigures,
  currentClosed: boolean,
): Promise<CvrReportJson['trend']> {
  const rows = await q<Record<string, string>>(
    db,
    `SELECT to_char(month, 'YYYY-MM') AS month,
            sum((figures->>'value_pence')::bigint) AS value_pence,
            sum((figures->>'cost_pence')::bigint) AS cost_pence,
            sum((figures->>'margin_pence')::bigint) AS margin_pence,
            sum((figures->>'budget_pence')::bigint) AS budget_pence,
            sum((figures->>'final_cost_pence')::bigint) AS final_cost_pence
       FROM cvr_month_closes
      WHERE company_id = :companyId ${projectId ? 'AND project_id = :projectId' : ''}
        AND month < :month AND month >= (:month::date - interval '11 months')
      GROUP BY month ORDER BY month`,
    { companyId, projectId, month: `${month}-01` },
  );
  const pick = (
    f: Pick<CvrFigures, 'value_pence' | 'cost_pence' | 'margin_pence' | 'budget_pence' | 'final_cost_pence'>,
  ) => ({
    value_pence: num(f.value_pence),
    cost_pence: num(f.cost_pence),
    margin_pence: num(f.margin_pence),
    budget_pence: num(f.budget_pence),
    final_cost_pence: num(f.final_cost_pence),
  });
  return [
    ...rows.map((r) => ({ month: r.month!, closed: true, ...pick(r as never) })),
    { month, closed: currentClosed, ...pick(current) },
  ];
}

/** The CVR (and its cost to complete) of one project's month or the company's. */
export async function cvrReport(
  db: Sequelize,
  actor: Actor,
  query: CvrQuery,
  now = new Date(),
): Promise<CvrReportJson> {
  const month = monthOf(query.month, now);
  const projectId = query.project_id ?? null;
  const projects = await projectsOf(db, actor.companyId, projectId, month);
  const rows = await cvrRows(db, actor.companyId, projects, projectId, month);
  const totals = totalOf(rows.map(figuresOnly));
  const closedCount = rows.filter((r) => r.closed).length;
  const { page, size, offset } = pageRequest(query);
  const project = projectId ? rows[0]!.project : null;
  return {
    month,
    // This month's figures are as at today; a past month's as at its last day.
    as_at: [monthSpan(month).end, londonDate(now)].sort()[0]!,
    project,
    project_count: rows.length,
    closed_count: closedCount,
    totals,
    rows: rows.slice(offset, offset + size),
    total: rows.length,
    page,
    size,
    adjustments: projectId ? await adjustmentsOf(db, actor.companyId, projectId, month, closedCount > 0) : [],
    trend: await trendOf(
      db,
      actor.companyId,
      projectId,
      month,
      totals,
      rows.length > 0 && closedCount === rows.length,
    ),
    can_close: closedCount < rows.length,
  };
}
