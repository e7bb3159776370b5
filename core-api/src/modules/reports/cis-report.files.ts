// Owns the CIS summary's downloads (decision 0084): a spreadsheet (XLSX or CSV through the export kit's writers:
// amounts as numbers with a £ format) with a row per subcontractor and the period's total, then for a tax year a
// row per tax month; and a PDF through the PDF kit with the same tables and each month's CIS300 due date.
import type { Response } from 'express';
import type { Sequelize } from 'sequelize';
import { defineExport, statusText, streamExport, type ExportFormat } from '../../kit/export.js';
import type { Actor } from '../../lib/auth.js';
import { createPdf, formatMoney, formatUkDate, loadLetterhead, type PdfFile } from '../../lib/pdf.js';
import { cisReport } from './cis-report.read.js';
import type { CisReportJson, CisReportMonth, CisReportRow } from './reports.presenter.js';
import type { CisReportQuery } from './reports.schema.js';

type Figures = CisReportJson['totals'];
type Line =
  | { kind: 'supplier'; row: CisReportRow }
  | { kind: 'total'; figures: Figures }
  | { kind: 'month'; month: CisReportMonth };

const figuresOf = (l: Line): Figures =>
  l.kind === 'supplier' ? l.row : l.kind === 'month' ? l.month : l.figures;
const monthWords = (m: CisReportMonth) =>
  `Tax month ${m.month_number}: ${formatUkDate(m.start)} to ${formatUkDate(m.end)}`;

export const cisReportExport = defineExport<Line>({
  name: 'cis-summary',
  title: 'CIS summary',
  formats: ['csv', 'xlsx'],
  columns: [
    {
      header: 'Subcontractor',
      value: (l) =>
        l.kind === 'supplier' ? l.row.supplier.name : l.kind === 'month' ? monthWords(l.month) : 'Total',
      width: 40,
    },
    { header: 'UTR', value: (l) => (l.kind === 'supplier' ? l.row.utr : null), width: 12 },
    {
      header: 'Verification number',
      value: (l) => (l.kind === 'supplier' ? l.row.verification_number : null),
      width: 18,
    },
    {
      header: 'CIS status',
      value: (l) => (l.kind === 'supplier' ? statusText(l.row.cis_status) : null),
      width: 12,
    },
    { header: 'Payments', kind: 'number', value: (l) => figuresOf(l).invoice_count, width: 10 },
    {
      header: 'Total payments excl. VAT (£)',
      kind: 'money',
      value: (l) => figuresOf(l).gross_pence,
      width: 18,
    },
    {
      header: 'Cost of materials (£)',
      kind: 'money',
      value: (l) => figuresOf(l).materials_cost_pence,
      width: 16,
    },
    {
      header: 'Liable to deduction (£)',
      kind: 'money',
      value: (l) => figuresOf(l).gross_pence - figuresOf(l).materials_cost_pence,
      width: 18,
    },
    { header: 'CIS deducted (£)', kind: 'money', value: (l) => figuresOf(l).deduction_pence, width: 16 },
    {
      header: 'CIS300 due',
      kind: 'date',
      value: (l) => (l.kind === 'month' ? l.month.return_due : null),
    },
  ],
});

const periodWords = (r: CisReportJson) =>
  r.month_number
    ? `Tax year ${r.tax_year}, month ${r.month_number}: ${formatUkDate(r.start)} to ${formatUkDate(r.end)}`
    : `Tax year ${r.tax_year}: ${formatUkDate(r.start)} to ${formatUkDate(r.end)}`;

const periodStem = (r: CisReportJson) =>
  `cis-summary-${r.tax_year}${r.month_number ? `-month-${String(r.month_number).padStart(2, '0')}` : ''}`;

/** Streams the summary as CSV or XLSX: subcontractors, the total, then (a tax year) each month. */
export async function streamCisReport(
  res: Response,
  db: Sequelize,
  actor: Actor,
  query: CisReportQuery,
  format: ExportFormat,
): Promise<void> {
  await streamExport({
    res,
    db,
    spec: cisReportExport,
    format,
    actor,
    fetchPage: async (page) => {
      if (page > 1) return { items: [] };
      const r = await cisReport(db, actor, query);
      const items: Line[] = [
        ...r.rows.map((row) => ({ kind: 'supplier' as const, row })),
        { kind: 'total', figures: r.totals },
        ...(r.month_number ? [] : r.months.map((month) => ({ kind: 'month' as const, month }))),
      ];
      return { items };
    },
    // One read: the whole period is a handful of rows per subcontractor.
    batchSize: Number.MAX_SAFE_INTEGER,
  });
}

const figureCells = (f: Figures) => [
  formatMoney(f.gross_pence),
  formatMoney(f.materials_cost_pence),
  formatMoney(f.gross_pence - f.materials_cost_pence),
  formatMoney(f.deduction_pence),
];

/** The summary as a PDF: per subcontractor, then (a tax year) per tax month with the CIS300 due dates. */
export async function cisReportPdf(db: Sequelize, actor: Actor, query: CisReportQuery): Promise<PdfFile> {
  const r = await cisReport(db, actor, query);
  const pdf = createPdf({
    letterhead: await loadLetterhead(actor.companyId),
    title: 'CIS summary',
    reference: r.month_number
      ? `CIS ${r.tax_year} M${String(r.month_number).padStart(2, '0')}`
      : `CIS ${r.tax_year}`,
  });
  pdf
    .title('CIS summary')
    .note(periodWords(r))
    .fields([['Contractor’s UTR', r.contractor_utr ?? '—']])
    .heading('By subcontractor');
  pdf.table({
    fontSize: 8,
    columns: [
      { header: 'Subcontractor' },
      { header: 'UTR', width: 22 },
      { header: 'Status', width: 18 },
      { header: 'Payments excl. VAT', align: 'right', width: 26 },
      { header: 'Materials', align: 'right', width: 24 },
      { header: 'Liable', align: 'right', width: 24 },
      { header: 'CIS deducted', align: 'right', width: 24 },
    ],
    rows: r.rows.map((row) => [
      row.supplier.name,
      row.utr ?? '—',
      statusText(row.cis_status) || '—',
      ...figureCells(row),
    ]),
    foot: ['Total', '', '', ...figureCells(r.totals)],
    empty: 'No payments under CIS in this period.',
  });
  if (!r.month_number) {
    pdf.heading('By tax month');
    pdf.table({
      fontSize: 8,
      keepTogether: true,
      columns: [
        { header: 'Tax month' },
        { header: 'CIS300 due', width: 20 },
        { header: 'Payments excl. VAT', align: 'right', width: 26 },
        { header: 'Materials', align: 'right', width: 24 },
        { header: 'Liable', align: 'right', width: 24 },
        { header: 'CIS deducted', align: 'right', width: 24 },
      ],
      rows: r.months.map((m) => [
        `${m.month_number}: ${formatUkDate(m.start)} to ${formatUkDate(m.end)}`,
        formatUkDate(m.return_due),
        ...figureCells(m),
      ]),
      foot: ['Total', '', ...figureCells(r.totals)],
    });
  }
  return { pdf, filename: `${periodStem(r)}.pdf` };
}
