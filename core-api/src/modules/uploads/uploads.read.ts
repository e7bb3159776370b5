// Owns the uploads module's SQL reads, on the app's injected connection: how much a company stores (the quota
// check) and how many files of each project a reader sees.
import type { Sequelize, Transaction } from 'sequelize';
import type { Role } from '../../models/index.js';
import { num, q } from '../../lib/sql.js';

/** Bytes the company stores now. */
export async function storageUsed(
  db: Sequelize,
  companyId: string,
  transaction?: Transaction,
): Promise<number> {
  const [row] = await q<{ used: string }>(
    db,
    'SELECT coalesce(sum(size), 0) AS used FROM uploads WHERE company_id = :companyId',
    { companyId },
    transaction,
  );
  return num(row?.used);
}

/** Files per project among `projectIds` whose floor is one of `roles` (what the reader sees); none left out. */
export async function filesByProject(
  db: Sequelize,
  projectIds: string[],
  roles: readonly Role[],
  transaction?: Transaction,
): Promise<Map<string, number>> {
  if (!projectIds.length) return new Map();
  const rows = await q<{ project_id: string; n: string }>(
    db,
    `SELECT project_id, count(*) AS n FROM uploads
      WHERE project_id IN (:ids) AND min_role IN (:roles) GROUP BY project_id`,
    { ids: projectIds, roles: [...roles] },
    transaction,
  );
  return new Map(rows.map((r) => [r.project_id, Number(r.n)]));
}
