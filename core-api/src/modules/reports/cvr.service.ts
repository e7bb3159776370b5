// Owns the CVR's writes (decision 0085): the QS's adjustments (create, edit, delete while the month is open),
// the manager's estimated cost to complete per category and month (or null: worked as budget less cost), and
// closing a month for a project or every project — the month's figures kept in cvr_month_closes as the report
// answered them. Each write is one transaction with its activity row (entity `cvr_adjustment` or the project,
// read by managers and up). A month's writes and its close serialise on an advisory lock of the company's
// month (edits share it, a close holds it alone), so a close never misses an edit committed beside it.
import type { Sequelize, Transaction } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { num, q } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { recordProjectActivity } from '../projects/index.js';
import { cvrRows, monthOf, PROJECT_NOT_FOUND, projectsOf } from './cvr.read.js';
import type { CvrAdjustmentJson } from './cvr.presenter.js';
import {
  ADJUSTMENT_LABELS,
  allClosedMessage,
  alreadyClosedMessage,
  CATEGORY_LABELS,
  closedMonthMessage,
  monthWords,
  type CloseMonthInput,
  type CreateAdjustmentInput,
  type SetCostToCompleteInput,
  type UpdateAdjustmentInput,
} from './cvr.schema.js';

export const ADJUSTMENT_ENTITY = 'cvr_adjustment';
export const ADJUSTMENT_NOT_FOUND = 'Adjustment not found';
const MANAGERS = 'manager' as const;

const lockKey = (companyId: string, month: string) => `cvr:${companyId}:${month}`;

async function lockMonth(
  db: Sequelize,
  companyId: string,
  month: string,
  t: Transaction,
  exclusive: boolean,
) {
  await q(
    db,
    `SELECT ${exclusive ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared'}(hashtext(:key)) AS locked`,
    { key: lockKey(companyId, month) },
    t,
  );
}

/** The project's number, refusing another company's project (404) and a closed month (409). */
async function openMonthOf(db: Sequelize, actor: Actor, projectId: string, month: string, t: Transaction) {
  await lockMonth(db, actor.companyId, month, t, false);
  const [row] = await q<{ project_number: string; closed: boolean }>(
    db,
    `SELECT p.project_number,
            EXISTS (SELECT 1 FROM cvr_month_closes c WHERE c.company_id = p.company_id AND c.project_id = p.id
                     AND c.month = :month) AS closed
       FROM projects p WHERE p.company_id = :companyId AND p.id = :projectId`,
    { companyId: actor.companyId, projectId, month: `${month}-01` },
    t,
  );
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND);
  if (row.closed) throw new ConflictError(closedMonthMessage(month, row.project_number));
  return row.project_number;
}

interface AdjustmentRow {
  id: string;
  project_id: string;
  month: string;
  kind: CvrAdjustmentJson['kind'];
  amount_pence: string;
  note: string;
}

/**
 * The company's adjustment `id` (404 when it is not theirs), read on the transaction's own connection — never a
 * second one from the pool while the transaction holds one (under load that starves the pool: every request
 * holding one connection and waiting for another) — and row-locked when `lock` (after the month's lock).
 */
async function adjustmentOf(
  db: Sequelize,
  actor: Actor,
  id: string,
  t: Transaction,
  lock: boolean,
): Promise<AdjustmentRow> {
  const [row] = await q<AdjustmentRow>(
    db,
    `SELECT id, project_id, to_char(month, 'YYYY-MM') AS month, kind, amount_pence, note FROM cvr_adjustments
      WHERE id = :id AND company_id = :companyId ${lock ? 'FOR UPDATE' : ''}`,
    { id, companyId: actor.companyId },
    t,
  );
  if (!row) throw new NotFoundError(ADJUSTMENT_NOT_FOUND);
  return row;
}

/** Whether the adjustment is the caller's company's (the path parameter's check: another company's is 404). */
export async function isAdjustmentVisible(actor: Actor, id: string, db: Sequelize): Promise<boolean> {
  const [row] = await q(
    db,
    'SELECT 1 AS found FROM cvr_adjustments WHERE id = :id AND company_id = :companyId',
    {
      id,
      companyId: actor.companyId,
    },
  );
  return !!row;
}

const label = (kind: CvrAdjustmentJson['kind'], month: string) =>
  `${ADJUSTMENT_LABELS[kind]}, ${monthWords(month)}`;
const link = (projectId: string, month: string) =>
  `/app/reports?report=cvr&project_id=${projectId}&month=${month}`;

export async function readAdjustment(db: Sequelize, actor: Actor, id: string): Promise<CvrAdjustmentJson> {
  const [row] = await q<
    AdjustmentRow & { created_by_name: string | null; updated_at: Date; closed: boolean }
  >(
    db,
    `SELECT a.id, a.project_id, to_char(a.month, 'YYYY-MM') AS month, a.kind, a.amount_pence, a.note, a.updated_at,
            CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS created_by_name,
            EXISTS (SELECT 1 FROM cvr_month_closes c WHERE c.company_id = a.company_id
                     AND c.project_id = a.project_id AND c.month = a.month) AS closed
       FROM cvr_adjustments a LEFT JOIN users u ON u.id = a.created_by
      WHERE a.id = :id AND a.company_id = :companyId`,
    { id, companyId: actor.companyId },
  );
  if (!row) throw new NotFoundError(ADJUSTMENT_NOT_FOUND);
  const { closed, ...rest } = row;
  return {
    ...rest,
    amount_pence: num(rest.amount_pence),
    updated_at: new Date(rest.updated_at).toISOString(),
    can_edit: !closed,
  };
}

export async function createAdjustment(
  db: Sequelize,
  actor: Actor,
  input: CreateAdjustmentInput,
): Promise<string> {
  const month = monthOf(input.month);
  return withTransaction(db, async (t) => {
    await openMonthOf(db, actor, input.project_id, month, t);
    const [row] = await q<{ id: string }>(
      db,
      `INSERT INTO cvr_adjustments (id, company_id, project_id, month, kind, amount_pence, note, created_by, updated_by)
       VALUES (gen_random_uuid(), :companyId, :projectId, :month, :kind, :amount, :note, :userId, :userId)
       RETURNING id`,
      {
        companyId: actor.companyId,
        projectId: input.project_id,
        month: `${month}-01`,
        kind: input.kind,
        amount: input.amount_pence,
        note: input.note,
        userId: actor.userId,
      },
      t,
    );
    await recordActivity({
      actor,
      entityType: ADJUSTMENT_ENTITY,
      entityId: row!.id,
      projectId: input.project_id,
      action: 'created',
      details: { month, kind: input.kind, amount_pence: input.amount_pence, note: input.note },
      label: label(input.kind, month),
      link: link(input.project_id, month),
      minRole: MANAGERS,
      transaction: t,
    });
    return row!.id;
  });
}

export async function updateAdjustment(
  db: Sequelize,
  actor: Actor,
  id: string,
  input: UpdateAdjustmentInput,
): Promise<void> {
  await withTransaction(db, async (t) => {
    const before = await adjustmentOf(db, actor, id, t, false);
    await openMonthOf(db, actor, before.project_id, before.month, t);
    const current = await adjustmentOf(db, actor, id, t, true);
    const after = {
      kind: input.kind ?? current.kind,
      amount_pence: input.amount_pence ?? num(current.amount_pence),
      note: input.note ?? current.note,
    };
    await q(
      db,
      `UPDATE cvr_adjustments SET kind = :kind, amount_pence = :amount, note = :note, updated_by = :userId,
              updated_at = now()
        WHERE id = :id RETURNING id`,
      { id, kind: after.kind, amount: after.amount_pence, note: after.note, userId: actor.userId },
      t,
    );
    await recordActivity({
      actor,
      entityType: ADJUSTMENT_ENTITY,
      entityId: id,
      projectId: current.project_id,
      action: 'updated',
      details: {
        month: current.month,
        before: { kind: current.kind, amount_pence: num(current.amount_pence), note: current.note },
        after,
      },
      label: label(after.kind, current.month),
      link: link(current.project_id, current.month),
      minRole: MANAGERS,
      transaction: t,
    });
  });
}

export async function deleteAdjustment(db: Sequelize, actor: Actor, id: string): Promise<void> {
  await withTransaction(db, async (t) => {
    const before = await adjustmentOf(db, actor, id, t, false);
    await openMonthOf(db, actor, before.project_id, before.month, t);
    const current = await adjustmentOf(db, actor, id, t, true);
    await q(db, 'DELETE FROM cvr_adjustments WHERE id = :id RETURNING id', { id }, t);
    await recordActivity({
      actor,
      entityType: ADJUSTMENT_ENTITY,
      entityId: id,
      projectId: current.project_id,
      action: 'deleted',
      details: {
        month: current.month,
        kind: current.kind,
        amount_pence: num(current.amount_pence),
        note: current.note,
      },
      label: label(current.kind, current.month),
      link: link(current.project_id, current.month),
      minRole: MANAGERS,
      transaction: t,
    });
  });
}

/** Sets (or, with null, clears) the manager's cost to complete for a category from the month on. */
export async function setCostToComplete(
  db: Sequelize,
  actor: Actor,
  input: SetCostToCompleteInput,
): Promise<void> {
  const month = monthOf(input.month);
  await withTransaction(db, async (t) => {
    await openMonthOf(db, actor, input.project_id, month, t);
    const r = {
      companyId: actor.companyId,
      projectId: input.project_id,
      month: `${month}-01`,
      category: input.category,
      amount: input.amount_pence,
      userId: actor.userId,
    };
    await q(
      db,
      input.amount_pence === null
        ? `DELETE FROM cvr_cost_forecasts WHERE company_id = :companyId AND project_id = :projectId
             AND month = :month AND category = :category RETURNING id`
        : `INSERT INTO cvr_cost_forecasts (id, company_id, project_id, month, category, amount_pence, set_by)
           VALUES (gen_random_uuid(), :companyId, :projectId, :month, :category, :amount, :userId)
           ON CONFLICT (company_id, project_id, month, category)
           DO UPDATE SET amount_pence = excluded.amount_pence, set_by = excluded.set_by, updated_at = now()
           RETURNING id`,
      r,
      t,
    );
    await recordProjectActivity(actor, input.project_id, 'cvr_cost_to_complete_set', {
      details: { month, category: input.category, amount_pence: input.amount_pence },
      label: `Cost to complete, ${CATEGORY_LABELS[input.category]}, ${monthWords(month)}`,
      link: link(input.project_id, month),
      minRole: MANAGERS,
      transaction: t,
    });
  });
}

/**
 * Closes the month for one project (409 when already closed) or every project of the report (409 when all
 * are): each open project's figures are worked as the report works them and kept.
 */
export async function closeMonth(
  db: Sequelize,
  actor: Actor,
  input: CloseMonthInput,
): Promise<{ month: string; closed: number; already_closed: number }> {
  const month = monthOf(input.month);
  const projectId = input.project_id ?? null;
  return withTransaction(db, async (t) => {
    await lockMonth(db, actor.companyId, month, t, true);
    const projects = await projectsOf(db, actor.companyId, projectId, month, t);
    const rows = await cvrRows(db, actor.companyId, projects, projectId, month, t);
    const open = rows.filter((r) => !r.closed);
    // A company with no project to close has nothing to refuse: nothing was closed.
    if (!open.length && rows.length) {
      throw new ConflictError(
        projectId ? alreadyClosedMessage(month, rows[0]!.project.project_number) : allClosedMessage(month),
      );
    }
    const values = open.map(({ project, closed: _c, closed_at: _a, ...figures }) => ({
      project_id: project.id,
      figures: JSON.stringify(figures),
    }));
    for (let i = 0; i < values.length; i += 1000) {
      const batch = values.slice(i, i + 1000);
      await q(
        db,
        `INSERT INTO cvr_month_closes (id, company_id, project_id, month, figures, closed_by)
         SELECT gen_random_uuid(), :companyId, v.project_id::uuid, :month, v.figures::jsonb, :userId
           FROM jsonb_to_recordset(:rows::jsonb) AS v(project_id text, figures text)
         ON CONFLICT (company_id, project_id, month) DO NOTHING RETURNING id`,
        {
          companyId: actor.companyId,
          month: `${month}-01`,
          userId: actor.userId,
          rows: JSON.stringify(batch),
        },
        t,
      );
    }
    // One project's close is in its history; a company's close is kept by each snapshot's closed_by and
    // closed_at (ten thousand history rows and live events for one click would say nothing more).
    for (const row of projectId ? open : []) {
      await recordProjectActivity(actor, row.project.id, 'cvr_month_closed', {
        details: {
          month,
          value_pence: row.value_pence,
          cost_pence: row.cost_pence,
          margin_pence: row.margin_pence,
        },
        label: `CVR ${monthWords(month)} closed`,
        link: link(row.project.id, month),
        minRole: MANAGERS,
        transaction: t,
      });
    }
    return { month, closed: open.length, already_closed: rows.length - open.length };
  });
}
