// Owns the uploads module's SQL reads, on the app's injected connection: how much a company stores (the quota
// check).
import type { Sequelize, Transaction } from 'sequelize';
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
