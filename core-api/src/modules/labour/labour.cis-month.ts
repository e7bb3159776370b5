// Owns the CIS month: the tax month (6th to the 5th) a date falls in, and per subcontractor the payments made
// in it (labour invoices and wet plant hire invoices (decision 0050) paid with a payment date inside the month,
// under CIS; a supplier who is both appears once) — total payments excluding VAT,
// the direct cost of materials and the CIS deducted: the figures the monthly CIS300 return asks for, with its
// due date. A CSV of the month (amounts in pounds with two decimals; formula-looking text defused) and each
// subcontractor's payment and deduction statement as a PDF (Income Tax (CIS) Regulations 2005).
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { NotFoundError } from '../../lib/errors.js';
import type { FileResult } from '../../kit/route.js';
import { createPdf, formatMoney, formatUkDate, loadLetterhead, type PdfFile } from '../../lib/pdf.js';
import { num, q } from '../../lib/sql.js';
import { CompanySettings } from '../../models/index.js';
import { plantCisInvoices, plantCisPayments } from '../plant/index.js';
import { cisPaymentsIn, type CisPaymentRow } from '../suppliers/index.js';
import { taxMonthOf } from './cis.js';
import { keptStatements } from './cis-statements.read.js';
import type { CisMonthJson, CisRowJson } from './labour.presenter.js';

export async function cisMonth(db: Sequelize, actor: Actor, date: string | undefined): Promise<CisMonthJson> {
  const month = await cisMonthOf(db, actor.companyId, date ?? londonDate());
  const kept = await keptStatements(
    actor,
    month,
    month.rows.map((r) => r.supplier.id),
  );
  return { ...month, rows: month.rows.map((r) => ({ ...r, statement: kept.get(r.supplier.id) ?? null })) };
}

export type CisMonthFigures = Omit<CisMonthJson, 'rows'> & { rows: Omit<CisRowJson, 'statement'>[] };

/**
 * The CIS300 figures of every payment under CIS made between `start` and `end` (both included): labour invoices
 * and wet plant hire invoices paid in that time, one row per subcontractor and tax month (a supplier of both kinds
 * appears once in a month). Two statements whatever the span: the CIS month reads one month of it, the CIS
 * report a tax year.
 */
export async function cisPaymentsBetween(
  db: Sequelize,
  companyId: string,
  range: { start: string; end: string },
): Promise<CisPaymentRow[]> {
  const labour = await cisPaymentsIn(db, 'labour_invoices', companyId, range);
  const plant = await plantCisPayments(db, companyId, range);
  const byKey = new Map<string, CisPaymentRow>();
  const add = (r: CisPaymentRow) => {
    const key = `${r.supplier_id} ${r.tax_month_start}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...r });
      return;
    }
    seen.invoice_count += r.invoice_count;
    seen.gross_pence += r.gross_pence;
    seen.materials_cost_pence += r.materials_cost_pence;
    seen.deduction_pence += r.deduction_pence;
  };
  for (const r of [...labour, ...plant]) add(r);
  return [...byKey.values()].sort(
    (a, b) =>
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
      a.tax_month_start.localeCompare(b.tax_month_start),
  );
}

/** The tax month `date` falls in with its figures per subcontractor (no reader: the kept statements use it too). */
export async function cisMonthOf(db: Sequelize, companyId: string, date: string): Promise<CisMonthFigures> {
  const month = taxMonthOf(date);
  const payments = await cisPaymentsBetween(db, companyId, month);
  const settings = await CompanySettings.findOne({
    where: { company_id: companyId },
    attributes: ['cis_utr'],
  });
  const out = payments.map((r) => ({
    supplier: { id: r.supplier_id, name: r.name },
    utr: r.utr,
    verification_number: r.verification_number,
    cis_status: r.cis_status,
    invoice_count: r.invoice_count,
    gross_pence: r.gross_pence,
    materials_cost_pence: r.materials_cost_pence,
    deduction_pence: r.deduction_pence,
  }));
  const sum = (k: 'gross_pence' | 'materials_cost_pence' | 'deduction_pence') =>
    out.reduce((a, r) => a + r[k], 0);
  return {
    ...month,
    contractor_utr: settings?.cis_utr ?? null,
    rows: out,
    gross_pence: sum('gross_pence'),
    materials_cost_pence: sum('materials_cost_pence'),
    deduction_pence: sum('deduction_pence'),
  };
}

const pounds = (pence: number) => (pence / 100).toFixed(2);
/** A CSV cell: quoted when needed; text that a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function cisMonthCsv(
  db: Sequelize,
  actor: Actor,
  date: string | undefined,
): Promise<FileResult> {
  const m = await cisMonth(db, actor, date);
  const lines = [
    [
      'Subcontractor',
      'UTR',
      'Verification number',
      'CIS status',
      'Total payments excl. VAT (£)',
      'Cost of materials (£)',
      'CIS deducted (£)',
    ],
    ...m.rows.map((r) => [
      r.supplier.name,
      r.utr ?? '',
      r.verification_number ?? '',
      r.cis_status ?? '',
      pounds(r.gross_pence),
      pounds(r.materials_cost_pence),
      pounds(r.deduction_pence),
    ]),
    ['Total', '', '', '', pounds(m.gross_pence), pounds(m.materials_cost_pence), pounds(m.deduction_pence)],
  ];
  const text = lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
  return {
    bytes: Buffer.from(text, 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    filename: `cis-${m.tax_year}-month-${String(m.month_number).padStart(2, '0')}.csv`,
  };
}

export function cisStatementPdf(
  db: Sequelize,
  actor: Actor,
  date: string | undefined,
  supplierId: string,
): Promise<PdfFile> {
  return statementPdfOf(db, actor.companyId, date ?? londonDate(), supplierId);
}

export const NO_CIS_PAYMENTS = 'No CIS payments to this subcontractor in this tax month';

/** What a subcontractor's statement for the month shows: the month, their figures and each payment. */
export async function statementFigures(db: Sequelize, companyId: string, date: string, supplierId: string) {
  const m = await cisMonthOf(db, companyId, date);
  const row = m.rows.find((r) => r.supplier.id === supplierId);
  if (!row) throw new NotFoundError(NO_CIS_PAYMENTS);
  return statementFiguresOf(db, companyId, m, row);
}

/** The statement's figures for one row of a month already drawn (the daily run draws each month once). */
export async function statementFiguresOf(
  db: Sequelize,
  companyId: string,
  m: CisMonthFigures,
  row: CisMonthFigures['rows'][number],
) {
  const supplierId = row.supplier.id;
  const invoices = await q<{
    reference: string;
    supplier_reference: string;
    payment_date: string;
    net_pence: string;
    materials_cost_pence: string;
    cis_deduction_pence: string;
  }>(
    db,
    `SELECT reference, supplier_reference, payment_date, net_pence, materials_cost_pence, cis_deduction_pence
       FROM labour_invoices WHERE company_id = :companyId AND supplier_id = :supplierId AND status = 'paid'
        AND cis_status IS NOT NULL AND payment_date BETWEEN :start AND :end ORDER BY payment_date, reference`,
    { companyId, supplierId, start: m.start, end: m.end },
  );
  const plantInvoices = await plantCisInvoices(db, companyId, supplierId, m);
  const payments = [
    ...invoices.map((i) => ({
      label: `${i.reference} (${i.supplier_reference})`,
      payment_date: i.payment_date,
      net_pence: num(i.net_pence),
      materials_cost_pence: num(i.materials_cost_pence),
      cis_deduction_pence: num(i.cis_deduction_pence),
    })),
    ...plantInvoices.map((i) => ({
      label: `Plant hire ${i.label}`,
      payment_date: i.payment_date,
      net_pence: i.net_pence,
      materials_cost_pence: i.materials_cost_pence,
      cis_deduction_pence: i.cis_deduction_pence,
    })),
  ].sort((a, b) => a.payment_date.localeCompare(b.payment_date));
  return { month: m, row, payments };
}

/** A subcontractor's payment and deduction statement for the tax month `date` falls in, as a PDF. */
export async function statementPdfOf(
  db: Sequelize,
  companyId: string,
  date: string,
  supplierId: string,
): Promise<PdfFile> {
  return renderStatement(companyId, await statementFigures(db, companyId, date, supplierId));
}

export type StatementFigures = Awaited<ReturnType<typeof statementFigures>>;

/** The statement's PDF from its figures; a version after the first says it replaces the earlier one. */
export async function renderStatement(
  companyId: string,
  { month: m, row, payments }: StatementFigures,
  revision?: { version: number },
): Promise<PdfFile> {
  const reference = `CIS ${m.tax_year} M${String(m.month_number).padStart(2, '0')}`;
  const pdf = createPdf({
    letterhead: await loadLetterhead(companyId),
    title: 'CIS payment and deduction statement',
    reference,
  });
  pdf
    .title(`Payment and deduction statement: ${row.supplier.name}`)
    .note(
      `Tax month ${formatUkDate(m.start)} to ${formatUkDate(m.end)}` +
        (revision && revision.version > 1
          ? ` · revised statement ${revision.version}: it replaces the earlier one for this month`
          : ''),
    )
    .heading('Contractor and subcontractor')
    .fields([
      ['Contractor’s UTR', m.contractor_utr ?? '—'],
      ['Subcontractor', row.supplier.name],
      ['Subcontractor’s UTR', row.utr ?? '—'],
      ['Verification number', row.verification_number ?? '—'],
      ['Tax month ending', formatUkDate(m.end)],
    ])
    .heading('Payments');
  pdf.table({
    columns: [
      { header: 'Invoice' },
      { header: 'Paid', width: 24 },
      { header: 'Payment excl. VAT', align: 'right' },
      { header: 'Materials', align: 'right' },
      { header: 'CIS deducted', align: 'right' },
    ],
    rows: payments.map((i) => [
      i.label,
      formatUkDate(i.payment_date),
      formatMoney(i.net_pence),
      formatMoney(i.materials_cost_pence),
      formatMoney(i.cis_deduction_pence),
    ]),
    foot: [
      'Total',
      '',
      formatMoney(row.gross_pence),
      formatMoney(row.materials_cost_pence),
      formatMoney(row.deduction_pence),
    ],
  });
  pdf.heading('Amounts').fields([
    ['Gross amount paid (excl. VAT)', formatMoney(row.gross_pence)],
    ['Less cost of materials', formatMoney(row.materials_cost_pence)],
    ['Amount liable to deduction', formatMoney(row.gross_pence - row.materials_cost_pence)],
    ['Amount deducted', formatMoney(row.deduction_pence)],
    ['Amount payable', formatMoney(row.gross_pence - row.deduction_pence)],
  ]);
  return {
    pdf,
    filename: `cis-statement-${m.tax_year}-m${String(m.month_number).padStart(2, '0')}.pdf`,
  };
}
