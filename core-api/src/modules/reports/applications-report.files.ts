// Owns the applications by project report's downloads (decision 0084): a spreadsheet (XLSX or CSV, through the
// export kit's writers: amounts as numbers with a £ format, dates as dates) with each project's applications
// followed by the project's totals row and the report's totals last; and a PDF through the PDF kit, A4 on its
// side, a table per project with its totals under it and the report's totals at the end.
import type { Response } from 'express';
import type { Sequelize } from 'sequelize';
import { defineExport, streamExport, type ExportFormat, type ExportValue } from '../../kit/export.js';
import type { Actor } from '../../lib/auth.js';
import { ValidationError } from '../../lib/errors.js';
import {
  createPdf,
  formatMoney,
  formatUkDate,
  loadLetterhead,
  statusLabel,
  type PdfFile,
} from '../../lib/pdf.js';
import { applicationsReportFile, type ApplicationsReportFile } from './applications-report.read.js';
import type {
  ApplicationsReportProjectTotal,
  ApplicationsReportRow,
  ApplicationsReportTotal,
} from './reports.presenter.js';
import { MESSAGES, type ApplicationsReportFilters } from './reports.schema.js';

/** A spreadsheet line: an application, a project's totals, or the report's. */
type Line =
  | { kind: 'row'; row: ApplicationsReportRow }
  | { kind: 'project'; total: ApplicationsReportProjectTotal }
  | { kind: 'total'; total: ApplicationsReportTotal };

const countText = (n: number) => `${n} application${n === 1 ? '' : 's'}`;

/** A row's value, or a total's: the amount columns are the same on both. */
const money =
  (key: keyof ApplicationsReportTotal & `${string}_pence`) =>
  (l: Line): ExportValue =>
    l.kind === 'row' ? l.row[key] : l.total[key];
const rowOnly =
  (value: (r: ApplicationsReportRow) => ExportValue) =>
  (l: Line): ExportValue =>
    l.kind === 'row' ? value(l.row) : null;

export const applicationsReportExport = defineExport<Line>({
  name: 'applications-by-project',
  title: 'Applications by project',
  formats: ['csv', 'xlsx'],
  columns: [
    {
      header: 'Project number',
      value: (l) =>
        l.kind === 'total'
          ? 'Total'
          : l.kind === 'row'
            ? l.row.project.project_number
            : l.total.project.project_number,
      width: 12,
    },
    {
      header: 'Project',
      value: (l) =>
        l.kind === 'total'
          ? 'All projects'
          : l.kind === 'row'
            ? l.row.project.name
            : `Total ${l.total.project.name}`,
      width: 28,
    },
    { header: 'Application', kind: 'number', value: rowOnly((r) => r.number), width: 11 },
    { header: 'Schedule', value: rowOnly((r) => r.template_name), width: 20 },
    {
      header: 'Status',
      value: (l) => (l.kind === 'row' ? statusLabel(l.row.status) : countText(l.total.applications)),
      width: 14,
    },
    { header: 'Valuation date', kind: 'date', value: rowOnly((r) => r.valuation_date) },
    { header: 'Due date', kind: 'date', value: rowOnly((r) => r.due_date) },
    { header: 'Payment notice by', kind: 'date', value: rowOnly((r) => r.payment_notice_deadline) },
    { header: 'Payment notice given', kind: 'date', value: rowOnly((r) => r.payment_notice_date) },
    { header: 'Pay less notice by', kind: 'date', value: rowOnly((r) => r.pay_less_deadline) },
    { header: 'Pay less notice given', kind: 'date', value: rowOnly((r) => r.pay_less_date) },
    { header: 'Final date for payment', kind: 'date', value: rowOnly((r) => r.final_date) },
    { header: 'Applied excl. VAT (£)', kind: 'money', value: money('applied_pence') },
    { header: 'Certified excl. VAT (£)', kind: 'money', value: money('certified_pence') },
    { header: 'Payable incl. VAT (£)', kind: 'money', value: money('payable_pence') },
    { header: 'Paid (£)', kind: 'money', value: money('paid_pence') },
    { header: 'Outstanding (£)', kind: 'money', value: money('outstanding_pence') },
    { header: 'Overdue (£)', kind: 'money', value: money('overdue_pence') },
    { header: 'Days overdue', kind: 'number', value: rowOnly((r) => (r.overdue ? r.days_overdue : null)) },
    { header: 'Retention held (£)', kind: 'money', value: money('retention_held_pence') },
    { header: 'Retention released (£)', kind: 'money', value: money('retention_released_pence') },
    { header: 'Pay less reason', value: rowOnly((r) => r.pay_less_reason), width: 32 },
  ],
});

/** Rows read per statement for a download. */
const BATCH = 500;

/** Streams the report as CSV or XLSX: each project's rows, then its totals; the report's totals last. */
export async function streamApplicationsReport(
  res: Response,
  db: Sequelize,
  actor: Actor,
  filters: ApplicationsReportFilters,
  format: ExportFormat,
): Promise<void> {
  // Read inside the export's one snapshot (its first batch, before any header): totals and rows agree.
  let report: ApplicationsReportFile | undefined;
  let current: string | null = null;
  let done = false;
  const closeProject = (out: Line[]) => {
    const total = current ? report!.projectTotals.get(current) : undefined;
    if (total) out.push({ kind: 'project', total });
  };
  await streamExport({
    res,
    db,
    spec: applicationsReportExport,
    format,
    actor,
    batchSize: BATCH,
    fetchPage: async (page) => {
      if (done) return { items: [] };
      report ??= await applicationsReportFile(db, actor, filters, BATCH);
      const rows = await report.rows(page - 1);
      const items: Line[] = [];
      for (const row of rows) {
        if (row.project.id !== current) {
          closeProject(items);
          current = row.project.id;
        }
        items.push({ kind: 'row', row });
      }
      if (rows.length < BATCH) {
        closeProject(items);
        items.push({ kind: 'total', total: report.totals });
        done = true;
      }
      return { items };
    },
  });
}

/** The most applications a PDF lists: past it the spreadsheet is the download. */
export const PDF_MAX_APPLICATIONS = 1000;

const filterWords = (f: ApplicationsReportFilters) =>
  [
    f.from && `valued from ${formatUkDate(f.from)}`,
    f.to && `valued to ${formatUkDate(f.to)}`,
    f.status && `status ${statusLabel(f.status).toLowerCase()}`,
    f.overdue && 'overdue only',
  ].filter(Boolean);

const dateCell = (deadline: string, given: string | null) =>
  given ? `${formatUkDate(deadline)}\ngiven ${formatUkDate(given)}` : formatUkDate(deadline);

const totalCells = (t: ApplicationsReportTotal) => [
  formatMoney(t.applied_pence),
  formatMoney(t.certified_pence),
  formatMoney(t.payable_pence),
  formatMoney(t.paid_pence),
  formatMoney(t.outstanding_pence),
  formatMoney(t.retention_held_pence),
  formatMoney(t.retention_released_pence),
];

/** The report as a PDF: a table per project with its totals, then the report's totals. */
export async function applicationsReportPdf(
  db: Sequelize,
  actor: Actor,
  filters: ApplicationsReportFilters,
): Promise<PdfFile> {
  const report = await applicationsReportFile(db, actor, filters, PDF_MAX_APPLICATIONS);
  if (report.totals.applications > PDF_MAX_APPLICATIONS) {
    throw ValidationError.single('filters', MESSAGES.pdfTooLong);
  }
  const rows = await report.rows(0);
  const pdf = createPdf({
    letterhead: await loadLetterhead(actor.companyId),
    title: 'Applications by project',
    reference: report.project ? report.project.project_number : 'All projects',
    orientation: 'landscape',
  });
  const words = filterWords(filters);
  pdf
    .title('Applications for payment by project')
    .note(
      `As at ${formatUkDate(report.as_of)}${report.project ? ` · ${report.project.project_number} ${report.project.name}` : ''}` +
        (words.length ? ` · ${words.join(' · ')}` : '') +
        ' · amounts applied and certified exclude VAT; payable, paid and outstanding include it',
    );
  const byProject = new Map<string, ApplicationsReportRow[]>();
  for (const row of rows) byProject.set(row.project.id, [...(byProject.get(row.project.id) ?? []), row]);
  if (!rows.length) pdf.paragraph('No applications match these filters.');
  for (const [projectId, list] of byProject) {
    const total = report.projectTotals.get(projectId)!;
    pdf.heading(`${total.project.project_number} ${total.project.name}`);
    pdf.table({
      fontSize: 7,
      columns: [
        { header: 'No.', width: 8 },
        { header: 'Status' },
        { header: 'Valued', width: 18 },
        { header: 'Due', width: 18 },
        { header: 'Payment notice by', width: 20 },
        { header: 'Pay less by', width: 20 },
        { header: 'Final date', width: 18 },
        { header: 'Applied', align: 'right', width: 20 },
        { header: 'Certified', align: 'right', width: 20 },
        { header: 'Payable', align: 'right', width: 20 },
        { header: 'Paid', align: 'right', width: 20 },
        { header: 'Outstanding', align: 'right', width: 20 },
        { header: 'Retention held', align: 'right', width: 20 },
        { header: 'Released', align: 'right', width: 20 },
      ],
      rows: list.map((r) => [
        String(r.number),
        r.overdue ? `${statusLabel(r.status)}\nOverdue ${r.days_overdue} days` : statusLabel(r.status),
        formatUkDate(r.valuation_date),
        formatUkDate(r.due_date),
        dateCell(r.payment_notice_deadline, r.payment_notice_date),
        dateCell(r.pay_less_deadline, r.pay_less_date),
        formatUkDate(r.final_date),
        formatMoney(r.applied_pence),
        formatMoney(r.certified_pence),
        formatMoney(r.payable_pence),
        formatMoney(r.paid_pence),
        formatMoney(r.outstanding_pence),
        formatMoney(r.retention_held_pence),
        formatMoney(r.retention_released_pence),
      ]),
      foot: ['', countText(total.applications), '', '', '', '', 'Total', ...totalCells(total)],
    });
    for (const r of list.filter((x) => x.pay_less_reason)) {
      pdf.note(`Application ${r.number}: pay less notice — ${r.pay_less_reason}`);
    }
  }
  const t = report.totals;
  pdf.heading('Totals');
  pdf.table({
    fontSize: 8,
    keepTogether: true,
    columns: [
      { header: 'Applications' },
      ...[
        'Applied',
        'Certified',
        'Payable',
        'Paid',
        'Outstanding',
        'Overdue',
        'Retention held',
        'Released',
      ].map((header) => ({ header, align: 'right' as const, width: 24 })),
    ],
    rows: [
      [
        `${countText(t.applications)}${t.overdue_count ? `, ${t.overdue_count} overdue` : ''}`,
        ...totalCells(t).slice(0, 5),
        formatMoney(t.overdue_pence),
        ...totalCells(t).slice(5),
      ],
    ],
  });
  return { pdf, filename: `applications-by-project-${report.as_of}.pdf` };
}
