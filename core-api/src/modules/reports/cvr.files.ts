// Owns the downloads of the CVR and cost to complete (decision 0085): spreadsheets (CSV or XLSX through the
// export kit's writers: amounts as numbers with the £ format) with a row per project and the report's total;
// and PDFs through the PDF kit (A4 on its side): the CVR's value, cost, margin and movement per project, the
// cost categories against budget (one project, or the company's total), the month's adjustments; the cost to
// complete's work in progress per project.
import type { Response } from 'express';
import type { Sequelize } from 'sequelize';
import { defineExport, streamExport, type ExportColumn, type ExportFormat } from '../../kit/export.js';
import type { Actor } from '../../lib/auth.js';
import { ValidationError } from '../../lib/errors.js';
import { createPdf, formatMoney, formatUkDate, loadLetterhead, type PdfFile } from '../../lib/pdf.js';
import type { CvrFigures, CvrReportJson, CvrRow } from './cvr.presenter.js';
import { cvrReport } from './cvr.read.js';
import {
  ADJUSTMENT_LABELS,
  CATEGORY_LABELS,
  COST_CATEGORIES,
  monthWords,
  type CvrFilters,
} from './cvr.schema.js';

type Line = { kind: 'project'; row: CvrRow } | { kind: 'total'; figures: CvrFigures };
const figuresOf = (l: Line): CvrFigures => (l.kind === 'project' ? l.row : l.figures);
const money = (header: string, pick: (f: CvrFigures) => number, width = 16): ExportColumn<Line> => ({
  header: `${header} (£)`,
  kind: 'money',
  value: (l) => pick(figuresOf(l)),
  width,
});
const lead: ExportColumn<Line>[] = [
  {
    header: 'Project',
    value: (l) => (l.kind === 'project' ? l.row.project.project_number : 'Total'),
    width: 12,
  },
  { header: 'Name', value: (l) => (l.kind === 'project' ? l.row.project.name : null), width: 32 },
  {
    header: 'Month closed',
    kind: 'date',
    value: (l) => (l.kind === 'project' ? l.row.closed_at : null),
  },
];
const percentColumn = (header: string, pick: (f: CvrFigures) => number | null): ExportColumn<Line> => ({
  header,
  kind: 'number',
  value: (l) => pick(figuresOf(l)),
  width: 10,
});

export const cvrExport = defineExport<Line>({
  name: 'cvr',
  title: 'Cost value reconciliation',
  formats: ['csv', 'xlsx'],
  columns: [
    ...lead,
    money('Contract value', (f) => f.contract_value_pence),
    money('Gross applied', (f) => f.applied_gross_pence),
    money('Gross certified', (f) => f.certified_gross_pence),
    money('Adjustments', (f) => f.adjustments.total_pence),
    money('Value to date', (f) => f.value_pence),
    money('Invoiced', (f) => f.invoiced_pence),
    money('Accrued', (f) => f.accrued_pence),
    money('Cost to date', (f) => f.cost_pence),
    money('Committed', (f) => f.committed_pence),
    money('Margin to date', (f) => f.margin_pence),
    percentColumn('Margin %', (f) => f.margin_percent),
    money('Forecast final value', (f) => f.final_value_pence),
    money('Forecast final cost', (f) => f.final_cost_pence),
    money('Forecast final margin', (f) => f.final_margin_pence),
    percentColumn('Final margin %', (f) => f.final_margin_percent),
    money('Value movement', (f) => f.movement.value_pence),
    money('Cost movement', (f) => f.movement.cost_pence),
    money('Margin movement', (f) => f.movement.margin_pence),
    ...COST_CATEGORIES.flatMap((c) => [
      money(`${CATEGORY_LABELS[c]} budget`, (f) => f.categories.find((x) => x.category === c)!.budget_pence),
      money(`${CATEGORY_LABELS[c]} cost`, (f) => f.categories.find((x) => x.category === c)!.cost_pence),
    ]),
  ],
});

export const costToCompleteExport = defineExport<Line>({
  name: 'cost-to-complete',
  title: 'Cost to complete',
  formats: ['csv', 'xlsx'],
  columns: [
    ...lead,
    money('Contract value', (f) => f.contract_value_pence),
    money('Forecast final value', (f) => f.final_value_pence),
    money('Cost to date', (f) => f.cost_pence),
    money('Cost to complete', (f) => f.cost_to_complete_pence),
    money('Forecast final cost', (f) => f.final_cost_pence),
    percentColumn('Complete %', (f) => f.percent_complete),
    money('Earned value', (f) => f.earned_value_pence),
    money('Billed to date', (f) => f.billed_pence),
    money('Over (under) billed', (f) => f.over_under_billing_pence),
  ],
});

/** Every project's row (all pages) and the total, as one sheet. */
export async function streamCvr(
  res: Response,
  db: Sequelize,
  actor: Actor,
  filters: CvrFilters,
  format: ExportFormat,
  which: 'cvr' | 'cost_to_complete',
): Promise<void> {
  await streamExport({
    res,
    db,
    spec: which === 'cvr' ? cvrExport : costToCompleteExport,
    format,
    actor,
    fetchPage: async (page) => {
      if (page > 1) return { items: [] };
      const r = await cvrReport(db, actor, { ...filters, page: 1, size: Number.MAX_SAFE_INTEGER });
      return {
        items: [
          ...r.rows.map((row) => ({ kind: 'project' as const, row })),
          { kind: 'total' as const, figures: r.totals },
        ],
      };
    },
    batchSize: Number.MAX_SAFE_INTEGER,
  });
}

const pct = (v: number | null) => (v == null ? '—' : `${v.toFixed(2)}%`);
/** At most this many projects in a PDF: the spreadsheet is the download for more. */
export const CVR_PDF_MAX = 500;
export const CVR_PDF_TOO_LONG = `A PDF holds at most ${CVR_PDF_MAX} projects: choose a project, or download the spreadsheet`;

function heading(r: CvrReportJson): string {
  const scope = r.project
    ? `${r.project.project_number} ${r.project.name}`
    : `All projects (${r.project_count})`;
  const state = r.closed_count === r.project_count && r.project_count > 0 ? 'closed' : 'open';
  return `${scope} · ${monthWords(r.month)} (${state}) · as at ${formatUkDate(r.as_at)}`;
}

async function read(db: Sequelize, actor: Actor, filters: CvrFilters) {
  const r = await cvrReport(db, actor, { ...filters, page: 1, size: Number.MAX_SAFE_INTEGER });
  if (r.rows.length > CVR_PDF_MAX) throw ValidationError.single('project_id', CVR_PDF_TOO_LONG);
  return r;
}

/** The CVR as a PDF: per project, the categories against budget, the month's adjustments. */
export async function cvrPdf(db: Sequelize, actor: Actor, filters: CvrFilters): Promise<PdfFile> {
  const r = await read(db, actor, filters);
  const pdf = createPdf({
    letterhead: await loadLetterhead(actor.companyId),
    title: 'Cost value reconciliation',
    reference: `CVR ${r.month}${r.project ? ` ${r.project.project_number}` : ''}`,
    orientation: 'landscape',
  });
  const t = r.totals;
  pdf
    .title('Cost value reconciliation')
    .note(heading(r))
    .fields([
      ['Value to date', formatMoney(t.value_pence)],
      ['Cost to date', formatMoney(t.cost_pence)],
      ['Margin to date', `${formatMoney(t.margin_pence)} (${pct(t.margin_percent)})`],
      ['Forecast final margin', `${formatMoney(t.final_margin_pence)} (${pct(t.final_margin_percent)})`],
      ['Margin movement since last month', formatMoney(t.movement.margin_pence)],
    ])
    .heading('Value and cost by project');
  const cells = (f: CvrFigures) => [
    formatMoney(f.certified_gross_pence),
    formatMoney(f.adjustments.total_pence),
    formatMoney(f.value_pence),
    formatMoney(f.cost_pence),
    formatMoney(f.margin_pence),
    pct(f.margin_percent),
    formatMoney(f.final_margin_pence),
    formatMoney(f.movement.margin_pence),
  ];
  pdf.table({
    fontSize: 7,
    columns: [
      { header: 'Project' },
      { header: 'Certified', align: 'right', width: 24 },
      { header: 'Adjustments', align: 'right', width: 24 },
      { header: 'Value', align: 'right', width: 24 },
      { header: 'Cost', align: 'right', width: 24 },
      { header: 'Margin', align: 'right', width: 24 },
      { header: 'Margin %', align: 'right', width: 16 },
      { header: 'Final margin', align: 'right', width: 24 },
      { header: 'Movement', align: 'right', width: 24 },
    ],
    rows: r.rows.map((row) => [
      `${row.project.project_number} ${row.project.name}${row.closed ? ' (closed)' : ''}`,
      ...cells(row),
    ]),
    foot: ['Total', ...cells(t)],
    empty: 'No projects.',
  });
  pdf.heading(r.project ? 'Cost against budget' : 'Cost against budget, all projects');
  pdf.table({
    fontSize: 7,
    keepTogether: true,
    columns: [
      { header: 'Category' },
      { header: 'Budget', align: 'right', width: 24 },
      { header: 'Invoiced', align: 'right', width: 24 },
      { header: 'Accrued', align: 'right', width: 24 },
      { header: 'Cost to date', align: 'right', width: 24 },
      { header: 'Committed', align: 'right', width: 24 },
      { header: 'To complete', align: 'right', width: 24 },
      { header: 'Final cost', align: 'right', width: 24 },
      { header: 'Variance', align: 'right', width: 24 },
    ],
    rows: t.categories.map((c) => [
      CATEGORY_LABELS[c.category] + (c.cost_to_complete_entered ? ' *' : ''),
      ...[
        c.budget_pence,
        c.invoiced_pence,
        c.accrued_pence,
        c.cost_pence,
        c.committed_pence,
        c.cost_to_complete_pence,
        c.final_cost_pence,
        c.variance_pence,
      ].map(formatMoney),
    ]),
    foot: [
      'Total',
      ...[
        t.budget_pence,
        t.invoiced_pence,
        t.accrued_pence,
        t.cost_pence,
        t.committed_pence,
        t.cost_to_complete_pence,
        t.final_cost_pence,
        t.budget_pence - t.final_cost_pence,
      ].map(formatMoney),
    ],
  });
  if (t.categories.some((c) => c.cost_to_complete_entered))
    pdf.note(
      '* Cost to complete entered by a manager; otherwise budget less cost, at least what is committed.',
    );
  if (r.project) {
    pdf.heading(`Adjustments entered in ${monthWords(r.month)}`);
    pdf.table({
      fontSize: 8,
      columns: [
        { header: 'Kind', width: 40 },
        { header: 'Note' },
        { header: 'Amount', align: 'right', width: 28 },
      ],
      rows: r.adjustments.map((a) => [ADJUSTMENT_LABELS[a.kind], a.note, formatMoney(a.amount_pence)]),
      empty: 'No adjustments this month.',
    });
  }
  return { pdf, filename: `cvr-${r.month}${r.project ? `-${r.project.project_number}` : ''}.pdf` };
}

/** Cost to complete / work in progress as a PDF: a row per project and the total. */
export async function costToCompletePdf(db: Sequelize, actor: Actor, filters: CvrFilters): Promise<PdfFile> {
  const r = await read(db, actor, filters);
  const pdf = createPdf({
    letterhead: await loadLetterhead(actor.companyId),
    title: 'Cost to complete',
    reference: `WIP ${r.month}${r.project ? ` ${r.project.project_number}` : ''}`,
    orientation: 'landscape',
  });
  const cells = (f: CvrFigures) => [
    formatMoney(f.final_value_pence),
    formatMoney(f.cost_pence),
    formatMoney(f.cost_to_complete_pence),
    formatMoney(f.final_cost_pence),
    pct(f.percent_complete),
    formatMoney(f.earned_value_pence),
    formatMoney(f.billed_pence),
    formatMoney(f.over_under_billing_pence),
  ];
  pdf.title('Cost to complete and work in progress').note(heading(r));
  pdf.table({
    fontSize: 7,
    columns: [
      { header: 'Project' },
      { header: 'Final value', align: 'right', width: 24 },
      { header: 'Cost to date', align: 'right', width: 24 },
      { header: 'To complete', align: 'right', width: 24 },
      { header: 'Final cost', align: 'right', width: 24 },
      { header: 'Complete', align: 'right', width: 16 },
      { header: 'Earned value', align: 'right', width: 24 },
      { header: 'Billed', align: 'right', width: 24 },
      { header: 'Over (under) billed', align: 'right', width: 26 },
    ],
    rows: r.rows.map((row) => [`${row.project.project_number} ${row.project.name}`, ...cells(row)]),
    foot: ['Total', ...cells(r.totals)],
    empty: 'No projects.',
  });
  pdf.note(
    'Complete is cost to date over forecast final cost; earned value is that share of the forecast final value; over (under) billed is gross applied less earned value.',
  );
  return {
    pdf,
    filename: `cost-to-complete-${r.month}${r.project ? `-${r.project.project_number}` : ''}.pdf`,
  };
}
