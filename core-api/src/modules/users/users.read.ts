// Owns the users module's SQL read, on the app's injected connection: the users list, where the company's users
// and its open invitations are one list (an account without a password of its own shows as invited, like an
// invitation), counted from `list_counters` when no role or search narrows it.
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { cappedTotal, countedTotal, paginate, pageRequest } from '../../lib/paging.js';
import { escapeLike, q } from '../../lib/sql.js';
import { presentMember, type MemberRow } from './users.presenter.js';
import type { ListUsersQuery } from './users.schema.js';

/**
 * The company's users and its open invitations as one list. A user without a password of their own (made by
 * company setup or the old invite flow) is "invited" like an invitation is.
 */
const MEMBERS = `
  WITH m AS (
    SELECT 'user' AS kind, u.id, u.email, u.first_name, u.last_name, u.phone, u.role::text AS role,
           CASE WHEN NOT u.is_active THEN 'inactive'
                WHEN u.password_set_at IS NULL THEN 'invited'
                ELSE 'active' END AS status,
           u.last_login_at, u.created_at, NULL::timestamptz AS expires_at
      FROM users u
     WHERE u.company_id = :companyId
    UNION ALL
    SELECT 'invitation', i.id, i.email, i.first_name, i.last_name, i.phone, i.role::text, 'invited',
           NULL::timestamptz, i.created_at, i.expires_at
      FROM invitations i
     WHERE i.company_id = :companyId AND i.accepted_at IS NULL AND i.cancelled_at IS NULL
  )`;

/** One page of the company's users and open invitations, filtered by role, state and a search. */
export async function listMembers(db: Sequelize, actor: Actor, query: ListUsersQuery) {
  const request = pageRequest(query);
  const conditions: string[] = [];
  const replacements: Record<string, unknown> = { companyId: actor.companyId };
  if (query.role) {
    conditions.push('m.role = :role');
    replacements.role = query.role;
  }
  if (query.status !== 'all') {
    conditions.push('m.status = :status');
    replacements.status = query.status;
  }
  if (query.search) {
    conditions.push('(m.first_name ILIKE :like OR m.last_name ILIKE :like OR m.email ILIKE :like)');
    replacements.like = `%${escapeLike(query.search)}%`;
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const order = 'ORDER BY m.last_name, m.first_name, m.id';
  return paginate(
    request,
    (limit, offset) =>
      q<MemberRow>(db, `${MEMBERS} SELECT * FROM m ${where} ${order} LIMIT :limit OFFSET :offset`, {
        ...replacements,
        limit,
        offset,
      }),
    // Users and open invitations are counted per state by `list_counters`; a role or a search counts to the cap.
    () =>
      query.role || query.search
        ? cappedTotal(db, `${MEMBERS} SELECT 1 FROM m ${where} ${order}`, replacements)
        : countedTotal(db, {
            companyId: actor.companyId,
            list: 'users',
            views: query.status === 'all' ? ['active', 'invited', 'inactive'] : [query.status],
          }),
    (row) => presentMember(row, actor),
  );
}
