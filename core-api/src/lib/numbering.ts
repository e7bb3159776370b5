// Owns human references: per-company sequences with a prefix and a width (P-0001, ENQ-0001, PO-00001…),
// allocated inside the creating transaction. The counter row is upserted and locked until that transaction
// ends, so two concurrent creates never share a number, and a rolled-back create rolls its number back too.
import { QueryTypes, type Transaction } from 'sequelize';
import { CompanyCounter } from '../models/index.js';

/** Every reference kind of DOMAIN.md "Conventions for every module": counter name, prefix, digits. */
export const REFERENCE_KINDS = {
  project: { prefix: 'P', width: 4 },
  enquiry: { prefix: 'ENQ', width: 4 },
  estimate: { prefix: 'EST', width: 4 },
  plant_request: { prefix: 'PR', width: 4 },
  material_request: { prefix: 'MR', width: 4 },
  purchase_order: { prefix: 'PO', width: 5 },
  form_submission: { prefix: 'FRM', width: 4 },
  labour_invoice: { prefix: 'LI', width: 4 },
} as const;
export type ReferenceKind = keyof typeof REFERENCE_KINDS;

/** `P-0001`; numbers past the width simply grow (`P-10000`). */
export function formatReference(kind: ReferenceKind, n: number): string {
  const { prefix, width } = REFERENCE_KINDS[kind];
  return `${prefix}-${String(n).padStart(width, '0')}`;
}

/** The next number of a company's sequence, inside `transaction` (required: the lock must last until commit). */
export async function nextNumber(
  companyId: string,
  counter: string,
  transaction: Transaction,
): Promise<number> {
  const [row] = await CompanyCounter.sequelize!.query<{ value: number }>(
    `INSERT INTO company_counters (company_id, name, value) VALUES (:companyId, :counter, 1)
     ON CONFLICT (company_id, name) DO UPDATE SET value = company_counters.value + 1
     RETURNING value`,
    { type: QueryTypes.SELECT, replacements: { companyId, counter }, transaction },
  );
  if (!row) throw new Error('counter allocation failed');
  return Number(row.value);
}

/** The next reference of `kind` for the company, e.g. `PO-00042`. */
export async function allocateReference(
  companyId: string,
  kind: ReferenceKind,
  transaction: Transaction,
): Promise<string> {
  return formatReference(kind, await nextNumber(companyId, kind, transaction));
}
