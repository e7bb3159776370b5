// Owns the two controls that keep a labour invoice from being paid twice (issue 32, decision 0047):
// - a supplier's invoice number is entered once per supplier in the company, compared normalised (case, spaces
//   and punctuation ignored: "INV-4100", "inv 4100" and "INV4100" are one number), held by a unique index
//   (migration 202611271020) and refused with 409 naming the first invoice (its LI- number);
// - a day of approved timesheet hours (operative, project, date) is invoiced once: each invoice's labour lines
//   claim their days in labour_invoice_days (primary key operative, project, date), so a second invoice for the
//   same timesheet days is refused with 409 naming the first — when entered, when matched again, and when a
//   disputed invoice (whose claim is released) is reopened.
import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { ConflictError } from '../../lib/errors.js';
import { NORMALISED_REFERENCE } from '../../lib/supplier-reference.js';
import { q } from '../../lib/sql.js';
import { isLabourLine, type LabourInvoiceLine, type LineMatch } from './labour-invoice.model.js';
import { MESSAGES } from './labour.schema.js';

export { NORMALISED_REFERENCE };

/** The first invoice of this supplier with the same normalised reference, if any (other than `exceptId`). */
export async function firstWithReference(
  db: Sequelize,
  companyId: string,
  supplierId: string,
  reference: string,
  t?: Transaction,
): Promise<{ reference: string; supplier_reference: string } | null> {
  const [row] = await q<{ reference: string; supplier_reference: string }>(
    db,
    `SELECT reference, supplier_reference FROM labour_invoices
      WHERE company_id = :companyId AND supplier_id = :supplierId
        AND ${NORMALISED_REFERENCE('supplier_reference')} = ${NORMALISED_REFERENCE(':reference')}
      ORDER BY created_at, reference LIMIT 1`,
    { companyId, supplierId, reference },
    t,
  );
  return row ?? null;
}

/** 409 when the supplier's reference is already on an invoice of theirs. */
export async function assertReferenceFree(
  db: Sequelize,
  companyId: string,
  supplierId: string,
  reference: string,
  t: Transaction,
): Promise<void> {
  const first = await firstWithReference(db, companyId, supplierId, reference, t);
  if (first) throw new ConflictError(MESSAGES.duplicateReference(first.supplier_reference, first.reference));
}

interface Claim {
  operative_id: string;
  project_id: string;
  day: string;
}

function claimsOf(lines: readonly LabourInvoiceLine[], match: readonly (LineMatch | null)[]): Claim[] {
  const seen = new Map<string, Claim>();
  lines.forEach((line, i) => {
    if (!isLabourLine(line)) return;
    for (const day of match[i]?.days ?? []) {
      seen.set(`${line.operative_id}|${line.project_id}|${day}`, {
        operative_id: line.operative_id,
        project_id: line.project_id,
        day,
      });
    }
  });
  return [...seen.values()];
}

const ukDate = (d: string) => d.split('-').reverse().join('/');

/**
 * Claims the timesheet days of an invoice's labour lines for it (replacing its earlier claim); 409 naming the
 * first invoice when another invoice already claims any of them.
 */
export async function claimTimesheetDays(
  db: Sequelize,
  invoice: { id: string; company_id: string },
  lines: readonly LabourInvoiceLine[],
  match: readonly (LineMatch | null)[],
  t: Transaction,
): Promise<void> {
  const claims = claimsOf(lines, match);
  const arrays = {
    ops: claims.map((c) => c.operative_id),
    projects: claims.map((c) => c.project_id),
    days: claims.map((c) => c.day),
  };
  if (claims.length) {
    const taken = await q<{ reference: string; name: string; work_date: string }>(
      db,
      `SELECT i.reference, o.name, d.work_date::text AS work_date
         FROM labour_invoice_days d
         JOIN labour_invoices i ON i.id = d.labour_invoice_id
         JOIN operatives o ON o.id = d.operative_id
        WHERE d.labour_invoice_id <> :id
          AND (d.operative_id, d.project_id, d.work_date) IN
              (SELECT * FROM unnest(ARRAY[:ops]::uuid[], ARRAY[:projects]::uuid[], ARRAY[:days]::date[]))
        ORDER BY i.created_at, d.work_date`,
      { id: invoice.id, ...arrays },
      t,
    );
    const first = taken[0];
    if (first) {
      const days = taken
        .filter((r) => r.reference === first.reference && r.name === first.name)
        .map((r) => ukDate(r.work_date));
      throw new ConflictError(MESSAGES.daysInvoiced(first.name, days.join(', '), first.reference));
    }
  }
  await releaseTimesheetDays(db, invoice.id, t);
  if (!claims.length) return;
  try {
    await db.query(
      `INSERT INTO labour_invoice_days (company_id, labour_invoice_id, operative_id, project_id, work_date)
       SELECT :companyId, :id, o, p, d
         FROM unnest(ARRAY[:ops]::uuid[], ARRAY[:projects]::uuid[], ARRAY[:days]::date[]) AS c(o, p, d)`,
      { replacements: { companyId: invoice.company_id, id: invoice.id, ...arrays }, transaction: t },
    );
  } catch (e) {
    // Two invoices for the same days entered at the same instant: the primary key lets one through.
    if (e instanceof UniqueConstraintError)
      throw new ConflictError('These timesheet days were invoiced at the same moment on another invoice');
    throw e;
  }
}

/** A disputed invoice lets go of its days (a corrected invoice may take them; reopening claims them again). */
export async function releaseTimesheetDays(db: Sequelize, invoiceId: string, t: Transaction): Promise<void> {
  await db.query('DELETE FROM labour_invoice_days WHERE labour_invoice_id = :id', {
    replacements: { id: invoiceId },
    transaction: t,
  });
}
