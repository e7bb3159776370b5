// Owns the reads of the kept CIS statements (decision 0077): each subcontractor's newest for a tax month, and
// with its filing in the company's cloud drive for the CIS month's answer.
import { Op } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { filingsOfUploads } from '../cloud-drives/index.js';
import type { TaxMonth } from './cis.js';
import { CisStatement } from './cis-statement.model.js';
import type { CisRowJson } from './labour.presenter.js';

/** Each subcontractor's newest kept statement for the month. */
export async function latestStatements(
  companyId: string,
  month: Pick<TaxMonth, 'tax_year' | 'month_number'>,
  supplierIds: string[],
) {
  const rows = await CisStatement.findAll({
    where: {
      company_id: companyId,
      tax_year: month.tax_year,
      month_number: month.month_number,
      supplier_id: { [Op.in]: supplierIds },
    },
    order: [['version', 'ASC']],
  });
  return new Map(rows.map((r) => [r.supplier_id, r]));
}

export type KeptStatementJson = NonNullable<CisRowJson['statement']>;

/** The newest kept statement of each subcontractor for the month, with its filing in the company's drive. */
export async function keptStatements(
  actor: Actor,
  month: Pick<TaxMonth, 'tax_year' | 'month_number'>,
  supplierIds: string[],
): Promise<Map<string, KeptStatementJson>> {
  if (!supplierIds.length) return new Map();
  const latest = await latestStatements(actor.companyId, month, supplierIds);
  const uploadIds = [...latest.values()].flatMap((s) => (s.upload_id ? [s.upload_id] : []));
  const filings = await filingsOfUploads(actor, uploadIds);
  return new Map(
    [...latest.entries()].map(([supplierId, s]) => [
      supplierId,
      {
        version: s.version,
        kept_at: s.created_at.toISOString(),
        upload_id: s.upload_id,
        filing: (s.upload_id && filings.get(s.upload_id)) || null,
      },
    ]),
  );
}
