// Owns the CVR's figures as at a month's end, read live (decision 0085): per project of the company (or one
// project), in five statements whatever the company's size, each grouped by project —
//   value: each schedule's latest application made by the month's end (gross; certified = gross less what the
//     payer's notices cut from the amount applied for, the applications module's NOTIFIED_SUMS_SQL);
//   materials: per purchase order, approved/paid supplier invoices dated by the month's end (invoiced), goods
//     received by then beyond what is invoiced (accrued) and, for open orders, what is ordered beyond both
//     (committed);
//   labour and subcontract: approved labour invoices dated by the month's end (their lines by project; a
//     subcontractor's bill is subcontract, an agency's labour); direct operatives' approved timesheets at cost;
//     agency and subcontract operatives' approved timesheets not named by such an invoice's match (accrued);
//   plant: hire invoices dated by the month's end, and the hire cost to date beyond them (accrued; the plant
//     module's working-day rule, in JS per hire);
//   adjustments to date and the manager's latest cost to complete per category.
// Nothing is counted twice: an invoice replaces the accrual of what it bills, never adds to it.
import { Sequelize, type Transaction } from 'sequelize';
import { addDays, londonDate } from '../../lib/calendar.js';
import { num, q } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { NOTIFIED_SUMS_SQL } from '../applications/index.js';
import { hireCostWithin, regionOf } from '../plant/index.js';
import {
  COST_CATEGORIES,
  CVR_ADJUSTMENT_KINDS,
  type CostCategory,
  type CvrAdjustmentKind,
} from './cvr.schema.js';

export interface MonthSpan {
  /** YYYY-MM */
  month: string;
  /** First and last days, YYYY-MM-DD. */
  start: string;
  end: string;
  /** The first day of the next month: instants before its London midnight are in the month. */
  next: string;
  /** The month before, YYYY-MM. */
  previous: string;
}

export function monthSpan(month: string): MonthSpan {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
  const previous = m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
  return { month, start: `${month}-01`, end: addDays(next, -1), next, previous };
}

export const thisMonth = (now = new Date()) => londonDate(now).slice(0, 7);

/** Whether a transaction carries the queries: the one given, or the request's (CLS, as a download's snapshot). */
function inTransaction(transaction?: Transaction): boolean {
  const cls = (Sequelize as unknown as { _cls?: { get(key: string): unknown } })._cls;
  return !!transaction || !!cls?.get('transaction');
}

/** Runs the reads side by side, or one after another inside a transaction. */
export async function together<T extends readonly (() => Promise<unknown>)[]>(
  transaction: Transaction | undefined,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Out = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!inTransaction(transaction)) return (await Promise.all(reads.map((r) => r()))) as Out;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as Out;
}

export interface CategoryLedger {
  invoiced: number;
  accrued: number;
  committed: number;
}

export interface ProjectLedger {
  applied_gross: number;
  certified_gross: number;
  agreed_variations: number;
  adjustments: Record<CvrAdjustmentKind, number>;
  categories: Record<CostCategory, CategoryLedger>;
  /** The manager's cost to complete per category (the latest entered at or before the month). */
  forecasts: Partial<Record<CostCategory, number>>;
}

export const emptyLedger = (): ProjectLedger => ({
  applied_gross: 0,
  certified_gross: 0,
  agreed_variations: 0,
  adjustments: Object.fromEntries(CVR_ADJUSTMENT_KINDS.map((k) => [k, 0])) as Record<
    CvrAdjustmentKind,
    number
  >,
  categories: Object.fromEntries(
    COST_CATEGORIES.map((c) => [c, { invoiced: 0, accrued: 0, committed: 0 }]),
  ) as Record<CostCategory, CategoryLedger>,
  forecasts: {},
});

interface Scope {
  companyId: string;
  /** One project, or null for the company. */
  projectId: string | null;
}

/** The ledgers as at `span`'s end (today when the month is this one) of the scope's projects that have any. */
export async function readLedgers(
  db: Sequelize,
  scope: Scope,
  span: MonthSpan,
  transaction?: Transaction,
): Promise<Map<string, ProjectLedger>> {
  if (scope.projectId) return readScope(db, scope, span, transaction);
  // The company's statements expand every delivery's and labour invoice's lines (jsonb), which the planner
  // guesses at a hundred rows each: at 10,000 projects it then spends longer compiling them (JIT) than running
  // them. JIT off for these statements only (SET LOCAL: their own transaction, or the caller's).
  const run = async (t: Transaction) => {
    await db.query('SET LOCAL jit = off', { transaction: t });
    return readScope(db, scope, span, t);
  };
  return transaction ? run(transaction) : withTransaction(db, run);
}

async function readScope(
  db: Sequelize,
  scope: Scope,
  span: MonthSpan,
  transaction?: Transaction,
): Promise<Map<string, ProjectLedger>> {
  const today = londonDate();
  const asAt = span.end < today ? span.end : today;
  const r = {
    companyId: scope.companyId,
    projectId: scope.projectId,
    end: asAt,
    next: span.next,
    month: span.start,
  };
  const only = (col: string) => (scope.projectId ? `AND ${col} = :projectId` : '');
  const beforeNext = `(:next::timestamp AT TIME ZONE 'Europe/London')`;
  const out = new Map<string, ProjectLedger>();
  const of = (id: string) => {
    let l = out.get(id);
    if (!l) out.set(id, (l = emptyLedger()));
    return l;
  };

  // Side by side on the pool; one after another inside a transaction (its one connection takes one at a time).
  const [value, materials, labour, plant, entered] = await together(transaction, [
    () =>
      q<{ project_id: string; applied: string; certified: string; variations: string }>(
        db,
        `SELECT a.project_id, sum(a.gross_pence) AS applied,
              sum(a.gross_pence - a.amount_due_pence + coalesce(ns.amount_pence, a.amount_due_pence)) AS certified,
              sum(a.variations_pence) AS variations
         FROM (SELECT DISTINCT ON (a.template_id) a.*
                 FROM applications a
                WHERE a.company_id = :companyId ${only('a.project_id')}
                  AND a.status <> 'draft' AND a.valuation_date <= :end
                ORDER BY a.template_id, a.number DESC) a
         LEFT JOIN ${NOTIFIED_SUMS_SQL} ns ON ns.application_id = a.id
        GROUP BY a.project_id`,
        r,
        transaction,
      ),
    () =>
      q<{ project_id: string; invoiced: string; accrued: string; committed: string }>(
        db,
        `WITH o AS (
         SELECT o.id, o.project_id, o.status, o.net_pence FROM purchase_orders o
          WHERE o.company_id = :companyId ${only('o.project_id')}
            AND o.status <> 'draft' AND coalesce(o.issued_at, o.created_at) < ${beforeNext}),
       inv AS (
         SELECT i.purchase_order_id AS id, sum(i.net_pence) AS invoiced
           FROM supplier_invoices i JOIN o ON o.id = i.purchase_order_id
          WHERE i.status IN ('approved', 'paid') AND i.invoice_date <= :end GROUP BY 1),
       rec AS (
         SELECT d.purchase_order_id AS id,
                sum(round((dl.value->>'quantity')::numeric * l.unit_price_pence)) AS received
           FROM material_deliveries d JOIN o ON o.id = d.purchase_order_id
          CROSS JOIN jsonb_array_elements(d.lines) dl
           JOIN purchase_order_lines l ON l.id = (dl.value->>'line_id')::uuid
          WHERE d.received_at < ${beforeNext} GROUP BY 1)
       SELECT o.project_id, sum(coalesce(inv.invoiced, 0)) AS invoiced,
              sum(greatest(coalesce(rec.received, 0) - coalesce(inv.invoiced, 0), 0)) AS accrued,
              sum(CASE WHEN o.status IN ('issued', 'part_delivered', 'delivered')
                       THEN greatest(o.net_pence - greatest(coalesce(rec.received, 0), coalesce(inv.invoiced, 0)), 0)
                       ELSE 0 END) AS committed
         FROM o LEFT JOIN inv ON inv.id = o.id LEFT JOIN rec ON rec.id = o.id
        GROUP BY o.project_id`,
        r,
        transaction,
      ),
    () =>
      q<{ project_id: string; category: 'labour' | 'subcontract'; invoiced: string; accrued: string }>(
        db,
        `WITH counted AS (
         SELECT li.id, li.lines, li.match, ('subcontractor' = ANY (s.kinds)) AS subcontract
           FROM labour_invoices li JOIN suppliers s ON s.id = li.supplier_id
          WHERE li.company_id = :companyId AND li.status IN ('approved', 'exported', 'paid')
            AND li.invoice_date <= :end),
       invoiced AS (
         SELECT coalesce(l.value->>'project_id',
                         (SELECT x->>'project_id' FROM jsonb_array_elements(c.lines) x
                           WHERE x->>'project_id' IS NOT NULL LIMIT 1))::uuid AS project_id,
                c.subcontract,
                CASE WHEN l.value->>'type' = 'deduction' THEN -1 ELSE 1 END * (l.value->>'net_pence')::bigint AS net
           FROM counted c CROSS JOIN jsonb_array_elements(c.lines) l),
       billed_sheets AS (
         SELECT DISTINCT t.value::uuid AS id
           FROM counted c CROSS JOIN jsonb_array_elements(c.match) m
          CROSS JOIN jsonb_array_elements_text(CASE WHEN jsonb_typeof(m.value->'timesheet_ids') = 'array'
                                                    THEN m.value->'timesheet_ids' ELSE '[]'::jsonb END) t),
       sheets AS (
         SELECT t.project_id, t.cost_pence, o.supplier_id IS NULL AS direct,
                coalesce('subcontractor' = ANY (s.kinds), false) AS subcontract,
                b.id IS NOT NULL AS billed
           FROM timesheets t JOIN operatives o ON o.id = t.operative_id
           LEFT JOIN suppliers s ON s.id = o.supplier_id
           LEFT JOIN billed_sheets b ON b.id = t.id
          WHERE t.company_id = :companyId ${only('t.project_id')}
            AND t.status = 'approved' AND t.week_commencing <= :end)
       SELECT project_id, CASE WHEN subcontract THEN 'subcontract' ELSE 'labour' END AS category,
              sum(invoiced) AS invoiced, sum(accrued) AS accrued
         FROM (SELECT project_id, subcontract, net AS invoiced, 0 AS accrued FROM invoiced
                WHERE project_id IS NOT NULL ${only('project_id')}
               UNION ALL
               SELECT project_id, false, cost_pence, 0 FROM sheets WHERE direct
               UNION ALL
               SELECT project_id, subcontract, 0, cost_pence FROM sheets WHERE NOT direct AND NOT billed) x
        GROUP BY 1, 2`,
        r,
        transaction,
      ),
    () =>
      q<{
        project_id: string;
        site_postcode: string | null;
        quantity: number;
        rate_pence: string;
        rate_unit: 'day' | 'week';
        delivery_pence: string | null;
        collection_pence: string | null;
        on_hire_date: string;
        off_hire_date: string | null;
        invoiced: string;
      }>(
        db,
        `SELECT r.project_id, p.site_postcode, r.quantity, r.rate_pence, r.rate_unit, r.delivery_pence,
              r.collection_pence, r.on_hire_date, r.off_hire_date,
              (SELECT coalesce(sum(i.net_pence), 0) FROM plant_hire_invoices i
                WHERE i.plant_request_id = r.id AND i.invoice_date <= :end) AS invoiced
         FROM plant_requests r JOIN projects p ON p.id = r.project_id
        WHERE r.company_id = :companyId ${only('r.project_id')} AND r.fulfilment = 'hire'
          AND r.status IN ('on_hire', 'off_hire_requested', 'off_hired')
          AND r.rate_pence IS NOT NULL AND r.on_hire_date <= :end`,
        r,
        transaction,
      ),
    () =>
      q<{ project_id: string; what: 'adjustment' | 'forecast'; key: string; amount: string }>(
        db,
        `SELECT project_id, 'adjustment' AS what, kind AS key, sum(amount_pence) AS amount
         FROM cvr_adjustments WHERE company_id = :companyId ${only('project_id')} AND month <= :month
        GROUP BY project_id, kind
       UNION ALL
       (SELECT DISTINCT ON (project_id, category) project_id, 'forecast', category, amount_pence
          FROM cvr_cost_forecasts WHERE company_id = :companyId ${only('project_id')} AND month <= :month
         ORDER BY project_id, category, month DESC)`,
        r,
        transaction,
      ),
  ] as const);

  for (const v of value) {
    const l = of(v.project_id);
    l.applied_gross = num(v.applied);
    l.certified_gross = num(v.certified);
    l.agreed_variations = num(v.variations);
  }
  for (const m of materials) {
    const c = of(m.project_id).categories.materials;
    c.invoiced += num(m.invoiced);
    c.accrued += num(m.accrued);
    c.committed += num(m.committed);
  }
  for (const row of labour) {
    const c = of(row.project_id).categories[row.category];
    c.invoiced += num(row.invoiced);
    c.accrued += num(row.accrued);
  }
  for (const h of plant) {
    const cost = hireCostWithin(
      {
        rate_pence: num(h.rate_pence),
        rate_unit: h.rate_unit,
        delivery_pence: num(h.delivery_pence),
        collection_pence: num(h.collection_pence),
        quantity: h.quantity,
      },
      { on_hire_date: h.on_hire_date, off_hire_date: h.off_hire_date },
      { to: asAt },
      regionOf(h.site_postcode),
    );
    const c = of(h.project_id).categories.plant;
    const invoiced = num(h.invoiced);
    c.invoiced += invoiced;
    c.accrued += Math.max(cost.total_pence - invoiced, 0);
  }
  for (const e of entered) {
    const l = of(e.project_id);
    if (e.what === 'adjustment') l.adjustments[e.key as CvrAdjustmentKind] = num(e.amount);
    else l.forecasts[e.key as CostCategory] = num(e.amount);
  }
  return out;
}
