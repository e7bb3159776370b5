// Owns plant utilisation's downloads (decision 0086): a spreadsheet (XLSX or CSV through the export kit's writers)
// with each hire followed by its project's total against the plant budget, the report's total last; and a PDF
// through the PDF kit (A4 on its side) with a table per project.
import type { Response } from 'express';
import type { Sequelize } from 'sequelize';
import { defineExport, streamExport, type ExportFormat } from '../../kit/export.js';
import type { Actor } from '../../lib/auth.js';
import { createPdf, formatMoney, formatUkDate, loadLetterhead, type PdfFile } from '../../lib/pdf.js';
import type { PlantReportJson, PlantReportProject, PlantReportRow } from './plant-report.presenter.js';
import { plantReport } from './plant-report.read.js';
import type { PlantReportQuery } from './plant-report.schema.js';

type Total = PlantReportJson['totals'];
type Line =
  | { kind: 'hire'; row: PlantReportRow }
  | { kind: 'project'; project: PlantReportProject }
  | { kind: 'total'; totals: Total };

const figuresOf = (l: Line) => (l.kind === 'hire' ? l.row : l.kind === 'project' ? l.project : l.totals);
const hire = <T>(l: Line, f: (r: PlantReportRow) => T) => (l.kind === 'hire' ? f(l.row) : null);
const budgeted = <T>(l: Line, f: (t: PlantReportProject | Total) => T) =>
  l.kind === 'project' ? f(l.project) : l.kind === 'total' ? f(l.totals) : null;

/** Where the plant came from: "FX-12 (owned)", or the hire firm with the hired item's register number. */
export const sourceWords = (r: PlantReportRow) =>
  r.fulfilment === 'allocation'
    ? `${r.item?.asset_number ?? 'register item'} (owned)`
    : [r.supplier ?? 'Hired', r.item?.asset_number].filter(Boolean).join(', ');
/** "PR-0004 Telehandler — FX-12 (owned)" / "PR-0005 Excavator — Acme Plant, PR-0005-H". */
export const hireWords = (r: PlantReportRow) => `${r.reference} ${r.category} — ${sourceWords(r)}`;
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
export const lateWords = (r: PlantReportRow) =>
  !r.late
    ? ''
    : r.on_hire_at_end
      ? `${days(r.days_late)} past its end date, still on hire`
      : `${days(r.days_late)} late`;

export const plantReportExport = defineExport<Line>({
  name: 'plant-utilisation',
  title: 'Plant utilisation',
  formats: ['csv', 'xlsx'],
  columns: [
    {
      header: 'Project',
      value: (l) =>
        l.kind === 'total'
          ? 'Total'
          : l.kind === 'project'
            ? `Total ${l.project.project.project_number}`
            : l.row.project.project_number,
      width: 14,
    },
    { header: 'Hire', value: (l) => hire(l, hireWords), width: 40 },
    { header: 'Quantity', kind: 'number', value: (l) => hire(l, (r) => r.quantity), width: 9 },
    { header: 'On hire', kind: 'date', value: (l) => hire(l, (r) => r.on_hire_date) },
    { header: 'Off hire', kind: 'date', value: (l) => hire(l, (r) => r.off_hire_date) },
    { header: 'Expected end', kind: 'date', value: (l) => hire(l, (r) => r.expected_end) },
    { header: 'Late', value: (l) => hire(l, lateWords), width: 26 },
    { header: 'Days on hire', kind: 'number', value: (l) => figuresOf(l).days_on_hire, width: 12 },
    { header: 'Chargeable days', kind: 'number', value: (l) => figuresOf(l).chargeable_days, width: 14 },
    { header: 'Cost in range (£)', kind: 'money', value: (l) => figuresOf(l).cost_in_range_pence, width: 16 },
    { header: 'Cost to date (£)', kind: 'money', value: (l) => figuresOf(l).cost_to_date_pence, width: 16 },
    {
      header: 'Plant budget (£)',
      kind: 'money',
      value: (l) => budgeted(l, (t) => t.budget_pence),
      width: 16,
    },
    {
      header: 'Budget remaining (£)',
      kind: 'money',
      value: (l) => budgeted(l, (t) => t.budget_remaining_pence),
      width: 18,
    },
  ],
});

export const rangeWords = (r: PlantReportJson) =>
  `${formatUkDate(r.from)} to ${formatUkDate(r.to)}${r.as_of < r.to ? ` (to date: ${formatUkDate(r.as_of)})` : ''}`;

function linesOf(r: PlantReportJson): Line[] {
  return [
    ...r.projects.flatMap((project): Line[] => [
      ...r.rows
        .filter((row) => row.project.id === project.project.id)
        .map((row) => ({ kind: 'hire' as const, row })),
      { kind: 'project', project },
    ]),
    { kind: 'total', totals: r.totals },
  ];
}

/** Streams the report as CSV or XLSX: each project's hires and its total, the report's total last. */
export async function streamPlantReport(
  res: Response,
  db: Sequelize,
  actor: Actor,
  query: PlantReportQuery,
  format: ExportFormat,
): Promise<void> {
  await streamExport({
    res,
    db,
    spec: plantReportExport,
    format,
    actor,
    fetchPage: async (page) =>
      page > 1 ? { items: [] } : { items: linesOf(await plantReport(db, actor, query)) },
    // One read: the hires are one statement, inside the export's snapshot.
    batchSize: Number.MAX_SAFE_INTEGER,
  });
}

const figureCells = (
  f: Pick<PlantReportRow, 'days_on_hire' | 'chargeable_days' | 'cost_in_range_pence' | 'cost_to_date_pence'>,
) => [
  String(f.days_on_hire),
  String(f.chargeable_days),
  formatMoney(f.cost_in_range_pence),
  formatMoney(f.cost_to_date_pence),
];

/** The report as a PDF: a table per project with its total against the plant budget, the report's total last. */
export async function plantReportPdf(db: Sequelize, actor: Actor, query: PlantReportQuery): Promise<PdfFile> {
  const r = await plantReport(db, actor, query);
  const pdf = createPdf({
    letterhead: await loadLetterhead(actor.companyId),
    title: 'Plant utilisation',
    reference: `Plant ${formatUkDate(r.from)}–${formatUkDate(r.to)}`,
    orientation: 'landscape',
  });
  pdf.title('Plant utilisation').note(rangeWords(r));
  if (!r.projects.length) pdf.paragraph('No plant on hire in this range.');
  for (const p of r.projects) {
    pdf.heading(`${p.project.project_number} ${p.project.name}`);
    pdf.table({
      fontSize: 8,
      columns: [
        { header: 'Hire' },
        { header: 'On hire', width: 20 },
        { header: 'Off hire', width: 20 },
        { header: 'Expected end', width: 22 },
        { header: 'Late', width: 40 },
        { header: 'Days', align: 'right', width: 14 },
        { header: 'Charged days', align: 'right', width: 20 },
        { header: 'Cost in range', align: 'right', width: 26 },
        { header: 'Cost to date', align: 'right', width: 26 },
      ],
      rows: r.rows
        .filter((row) => row.project.id === p.project.id)
        .map((row) => [
          hireWords(row),
          formatUkDate(row.on_hire_date),
          row.off_hire_date ? formatUkDate(row.off_hire_date) : 'On hire',
          formatUkDate(row.expected_end),
          lateWords(row) || '—',
          ...figureCells(row),
        ]),
      foot: ['Total', '', '', '', `${p.late_count} late`, ...figureCells(p)],
    });
    pdf.fields([
      ['Plant budget', p.budget_pence ? formatMoney(p.budget_pence) : 'No plant budget'],
      ['Budget remaining after cost to date', formatMoney(p.budget_remaining_pence)],
    ]);
  }
  pdf.heading('All projects');
  pdf.fields([
    ['Hires', String(r.totals.hires)],
    ['Off-hired late or past their end date', String(r.totals.late_count)],
    ['Hire cost in range', formatMoney(r.totals.cost_in_range_pence)],
    ['Hire cost to date', formatMoney(r.totals.cost_to_date_pence)],
    ['Plant budget', formatMoney(r.totals.budget_pence)],
    ['Budget remaining', formatMoney(r.totals.budget_remaining_pence)],
  ]);
  return { pdf, filename: `plant-utilisation-${r.from}-to-${r.to}.pdf` };
}
