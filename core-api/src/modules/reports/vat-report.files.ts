// Owns the VAT summary's downloads (decision 0086): a spreadsheet (XLSX or CSV through the export kit's writers:
// amounts as numbers with a £ format, dates as dates) with the four boxes and the lines each is made of, then every
// document behind them; and a PDF through the PDF kit (A4 on its side) with the same tables.
import type { Response } from 'express';
import type { Sequelize } from 'sequelize';
import { defineExport, streamExport, type ExportFormat } from '../../kit/export.js';
import type { Actor } from '../../lib/auth.js';
import { ValidationError } from '../../lib/errors.js';
import { createPdf, formatMoney, formatUkDate, loadLetterhead, type PdfFile } from '../../lib/pdf.js';
import {
  VAT_BOX_TITLES,
  type VatBoxKey,
  type VatReportBox,
  type VatReportDocument,
  type VatReportJson,
} from './vat-report.presenter.js';
import { vatReport } from './vat-report.read.js';
import { PDF_MAX_DOCUMENTS, VAT_MESSAGES, type VatReportQuery } from './vat-report.schema.js';

const KIND_WORDS: Record<VatReportDocument['kind'], string> = {
  application: 'Application (sales invoice)',
  supplier_invoice: 'Supplier invoice',
  labour_invoice: 'Labour invoice',
  plant_hire_invoice: 'Plant hire invoice',
};
export const TREATMENT_WORDS: Record<VatReportDocument['treatment'], string> = {
  charged: 'VAT charged',
  reverse_charge: 'Reverse charge',
  no_vat: 'No VAT',
};
const BOX_KEYS = Object.keys(VAT_BOX_TITLES) as VatBoxKey[];

type Line =
  | { kind: 'box'; box: VatReportBox }
  | { kind: 'part'; label: string; pence: number; documents: number }
  | { kind: 'document'; document: VatReportDocument };

const doc = <T>(l: Line, f: (d: VatReportDocument) => T) => (l.kind === 'document' ? f(l.document) : null);

export const vatReportExport = defineExport<Line>({
  name: 'vat-summary',
  title: 'VAT summary',
  formats: ['csv', 'xlsx'],
  columns: [
    {
      header: 'Line',
      value: (l) =>
        l.kind === 'box'
          ? l.box.title
          : l.kind === 'part'
            ? `${l.label} (${l.documents} ${l.documents === 1 ? 'document' : 'documents'})`
            : KIND_WORDS[l.document.kind],
      width: 60,
    },
    {
      header: 'Box amount (£)',
      kind: 'money',
      value: (l) => (l.kind === 'box' ? l.box.pence : l.kind === 'part' ? l.pence : null),
      width: 16,
    },
    {
      header: 'On the return (£)',
      kind: 'money',
      value: (l) => (l.kind === 'box' ? l.box.return_pence : null),
      width: 16,
    },
    { header: 'Reference', value: (l) => doc(l, (d) => d.reference), width: 26 },
    { header: 'Supplier’s reference', value: (l) => doc(l, (d) => d.supplier_reference), width: 20 },
    { header: 'Customer or supplier', value: (l) => doc(l, (d) => d.counterparty), width: 28 },
    { header: 'Project', value: (l) => doc(l, (d) => d.project_number), width: 10 },
    { header: 'Tax point', kind: 'date', value: (l) => doc(l, (d) => d.tax_date) },
    { header: 'Treatment', value: (l) => doc(l, (d) => TREATMENT_WORDS[d.treatment]), width: 14 },
    { header: 'Net (£)', kind: 'money', value: (l) => doc(l, (d) => d.net_pence), width: 14 },
    { header: 'VAT (£)', kind: 'money', value: (l) => doc(l, (d) => d.vat_pence), width: 14 },
    {
      header: 'Reverse charge VAT (£)',
      kind: 'money',
      value: (l) => doc(l, (d) => d.reverse_charge_vat_pence),
      width: 18,
    },
  ],
});

export const vatPeriodWords = (r: VatReportJson) =>
  `${r.period.kind === 'period' ? 'VAT period' : 'From'} ${formatUkDate(r.period.start)} to ${formatUkDate(r.period.end)}`;

const stem = (r: VatReportJson) => `vat-summary-${r.period.start}-to-${r.period.end}`;

/** The report as the spreadsheet's lines: each box and its parts, then every document. */
function linesOf(r: VatReportJson): Line[] {
  return [
    ...BOX_KEYS.flatMap((key): Line[] => [
      { kind: 'box', box: r.boxes[key] },
      ...r.boxes[key].lines.map((l) => ({ kind: 'part' as const, ...l })),
    ]),
    ...r.documents.map((document) => ({ kind: 'document' as const, document })),
  ];
}

/** Streams the summary as CSV or XLSX: the boxes with their parts, then the documents. */
export async function streamVatReport(
  res: Response,
  db: Sequelize,
  actor: Actor,
  query: VatReportQuery,
  format: ExportFormat,
): Promise<void> {
  await streamExport({
    res,
    db,
    spec: vatReportExport,
    format,
    actor,
    fetchPage: async (page) =>
      page > 1 ? { items: [] } : { items: linesOf(await vatReport(db, actor, query)) },
    // One read: the boxes are a GROUP BY and the documents one statement, inside the export's snapshot.
    batchSize: Number.MAX_SAFE_INTEGER,
  });
}

/** The summary as a PDF: the boxes with their parts, then the documents behind them. */
export async function vatReportPdf(db: Sequelize, actor: Actor, query: VatReportQuery): Promise<PdfFile> {
  const r = await vatReport(db, actor, query);
  if (r.documents.length > PDF_MAX_DOCUMENTS)
    throw ValidationError.single('filters', VAT_MESSAGES.pdfTooLong);
  const pdf = createPdf({
    letterhead: await loadLetterhead(actor.companyId),
    title: 'VAT summary',
    reference: `VAT ${formatUkDate(r.period.start)}–${formatUkDate(r.period.end)}`,
    orientation: 'landscape',
  });
  pdf.title('VAT summary').note(vatPeriodWords(r));
  if (!r.vat_registered)
    pdf.paragraph('The company is not VAT-registered (Settings): it makes no VAT return.');
  pdf.heading('The return’s boxes');
  pdf.table({
    fontSize: 8,
    keepTogether: true,
    columns: [
      { header: 'Box and its parts' },
      { header: 'Documents', align: 'right', width: 22 },
      { header: 'Amount', align: 'right', width: 30 },
      { header: 'On the return', align: 'right', width: 30 },
    ],
    rows: BOX_KEYS.flatMap((key) => [
      [r.boxes[key].title, '', formatMoney(r.boxes[key].pence), formatMoney(r.boxes[key].return_pence)],
      ...r.boxes[key].lines.map((l) => [`    ${l.label}`, String(l.documents), formatMoney(l.pence), '']),
    ]),
    foot: ['Box 1 less box 4 (before boxes 2 and 3)', '', formatMoney(r.net_vat_pence), ''],
  });
  pdf.heading('Documents');
  pdf.table({
    fontSize: 7,
    columns: [
      { header: 'Tax point', width: 20 },
      { header: 'Document', width: 38 },
      { header: 'Reference' },
      { header: 'Customer or supplier' },
      { header: 'Treatment', width: 24 },
      { header: 'Net', align: 'right', width: 26 },
      { header: 'VAT', align: 'right', width: 24 },
      { header: 'Reverse charge VAT', align: 'right', width: 28 },
    ],
    rows: r.documents.map((d) => [
      formatUkDate(d.tax_date),
      KIND_WORDS[d.kind],
      d.supplier_reference ? `${d.reference} (${d.supplier_reference})` : d.reference,
      d.counterparty ?? '—',
      TREATMENT_WORDS[d.treatment],
      formatMoney(d.net_pence),
      formatMoney(d.vat_pence),
      formatMoney(d.reverse_charge_vat_pence),
    ]),
    empty: 'No documents with a tax point in this period.',
  });
  return { pdf, filename: `${stem(r)}.pdf` };
}
