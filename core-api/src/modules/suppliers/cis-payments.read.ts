// Owns the one query of what was paid to subcontractors under CIS, per subcontractor and tax month: the CIS300
// figures (total payments excluding VAT, direct cost of materials, CIS deducted) of the invoices of one kind —
// labour invoices, or wet plant hire invoices (decision 0050) — paid between two dates. Each module that pays
// under CIS names its own table; the labour module adds them up (its CIS month, the CIS summary report).
import type { Sequelize, Transaction } from 'sequelize';
import { taxMonthStartSql } from '../../lib/calendar.js';
import { num, q } from '../../lib/sql.js';
import type { CisStatus } from './supplier.model.js';

/** One subcontractor's payments under CIS in one tax month (integer pence). */
export interface CisPaymentRow {
  supplier_id: string;
  /** The first day of the tax month the payments were made in (YYYY-MM-06). */
  tax_month_start: string;
  name: string;
  utr: string | null;
  verification_number: string | null;
  cis_status: CisStatus | null;
  invoice_count: number;
  /** Total payments excluding VAT. */
  gross_pence: number;
  /** Direct cost of materials (for plant: fuel, consumables, plant hired in). */
  materials_cost_pence: number;
  deduction_pence: number;
}

/** Tables of invoices paid under CIS, each with net_pence, materials_cost_pence and cis_deduction_pence. */
export type CisInvoiceTable = 'labour_invoices' | 'plant_hire_invoices';

/**
 * The invoices of `table` within CIS (a CIS status recorded on them) PAID between start and end (both included,
 * YYYY-MM-DD), per subcontractor and tax month, in name order.
 */
export async function cisPaymentsIn(
  db: Sequelize,
  table: CisInvoiceTable,
  companyId: string,
  range: { start: string; end: string },
  transaction?: Transaction,
): Promise<CisPaymentRow[]> {
  const rows = await q<{
    supplier_id: string;
    tax_month_start: string;
    name: string;
    utr: string | null;
    verification_number: string | null;
    cis_status: CisStatus | null;
    n: string;
    gross: string;
    materials: string;
    deduction: string;
  }>(
    db,
    `SELECT s.id AS supplier_id, ${taxMonthStartSql('i.payment_date')} AS tax_month_start,
            s.name, s.utr, s.verification_number, s.cis_status,
            count(*) AS n, sum(i.net_pence) AS gross, sum(i.materials_cost_pence) AS materials,
            sum(i.cis_deduction_pence) AS deduction
       FROM ${table} i JOIN suppliers s ON s.id = i.supplier_id
      WHERE i.company_id = :companyId AND i.status = 'paid' AND i.cis_status IS NOT NULL
        AND i.payment_date BETWEEN :start AND :end
      GROUP BY s.id, s.name, s.utr, s.verification_number, s.cis_status, 2
      ORDER BY lower(s.name), 2`,
    { companyId, start: range.start, end: range.end },
    transaction,
  );
  return rows.map((r) => ({
    supplier_id: r.supplier_id,
    tax_month_start: r.tax_month_start,
    name: r.name,
    utr: r.utr,
    verification_number: r.verification_number,
    cis_status: r.cis_status,
    invoice_count: num(r.n),
    gross_pence: num(r.gross),
    materials_cost_pence: num(r.materials),
    deduction_pence: num(r.deduction),
  }));
}
