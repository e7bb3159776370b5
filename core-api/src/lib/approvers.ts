// Owns who is told that an item waits for them (decision 0060): the company's active people whose role may make
// the move the item waits for (the lowest role comes from the module's transition table) — never the people the
// module's segregation rule keeps from deciding it (who raised it, whom it pays), nor anyone of another company.
// Supervisors and up see every project of their company, so no project team narrows the list. Also the name a
// notification gives the person who asked, and approverDrafts: the one "waiting for you" notification each module's
// rule sends (material and plant requests, timesheets, forms, invoices), written once per item.
import type { Sequelize, Transaction } from 'sequelize';
import type { NotificationDraft } from '../kit/module.js';
import type { Role } from '../models/index.js';
import { rolesFrom } from './auth.js';
import { q } from './sql.js';

export interface ApproverQuery {
  companyId: string;
  /** The lowest role that may make the move (the transition table's `minRole`). */
  minRole: Role;
  /** Users who may not decide it (raised it, paid by it, the actor): left out. */
  exclude: readonly (string | null | undefined)[];
  transaction?: Transaction;
}

/** The ids of the people who may act on the item, oldest account first. */
export async function approverIds(db: Sequelize, query: ApproverQuery): Promise<string[]> {
  const exclude = query.exclude.filter((id): id is string => !!id);
  const rows = await q<{ id: string }>(
    db,
    `SELECT id FROM users
      WHERE company_id = :companyId AND is_active AND role IN (:roles)
        ${exclude.length ? 'AND id NOT IN (:exclude)' : ''}
      ORDER BY created_at, id`,
    { companyId: query.companyId, roles: rolesFrom(query.minRole), exclude },
    query.transaction,
  );
  return rows.map((r) => r.id);
}

/** "Will Worker" (first and last name), or "Someone" for a user no longer there. */
export async function personName(
  db: Sequelize,
  userId: string | null | undefined,
  transaction?: Transaction,
): Promise<string> {
  if (!userId) return 'Someone';
  const [row] = await q<{ first_name: string | null; last_name: string | null }>(
    db,
    'SELECT first_name, last_name FROM users WHERE id = :userId',
    { userId },
    transaction,
  );
  const name = `${row?.first_name ?? ''} ${row?.last_name ?? ''}`.trim();
  return name || 'Someone';
}

export interface WaitingItem extends ApproverQuery {
  /** Who the notification names as having raised or moved the item ("Will Worker asked for…"). */
  named: string | null | undefined;
}

/**
 * "Waiting for you": the same notification, written by `draft` given the name of `named`, to each person who may
 * act on the item (approverIds); none when nobody may.
 */
export async function approverDrafts(
  db: Sequelize,
  item: WaitingItem,
  draft: (who: string) => Omit<NotificationDraft, 'user_id'>,
): Promise<NotificationDraft[]> {
  const approvers = await approverIds(db, item);
  if (!approvers.length) return [];
  const written = draft(await personName(db, item.named, item.transaction));
  return approvers.map((user_id) => ({ ...written, user_id }));
}
