// Owns the estimate's two PDFs on the PDF kit (decision 0024), both from the figures core-api computed:
// - the client's quotation (decision 0061): the client and site, each section's total at selling price
//   (optionally its lines with selling rates), the net, VAT (with HMRC's reverse-charge wording when it applies)
//   and the total — no cost rate, overhead or profit anywhere;
// - the internal costed estimate, marked "Internal" on every page: lines at cost by section with their
//   subtotals, overhead %, profit %, net, VAT and gross — for the roles that see commercial figures;
// and the job that files the internal one in the project's files once a won enquiry is converted.
import { createHash, randomUUID } from 'node:crypto';
import type { AppDeps } from '../../kit/module.js';
import type { JobDefinition } from '../../lib/jobs.js';
import { DRC_INVOICE_WORDING, VAT_CODE_INFO, type VatCode } from '../../lib/money.js';
import { createPdf, formatMoney, formatUkDate, loadLetterhead, type PdfDocument } from '../../lib/pdf.js';
import { withTransaction } from '../../lib/transaction.js';
import { Project, Upload } from '../../models/index.js';
import { recordProjectActivity } from '../projects/index.js';
import type { Enquiry } from './enquiry.model.js';
import { ESTIMATE_SECTIONS, type EstimateLine, type EstimateSection } from './estimate-line.model.js';
import { Estimate } from './estimate.model.js';
import { NOT_VAT_REGISTERED_REASON, estimateVat, sellingAmounts, sellingRate } from './estimate-totals.js';
import { ENQUIRIES_MIN_ROLE } from './enquiries.policy.js';
import { FILE_ESTIMATE_PDF_JOB } from './enquiries.service.js';
import { EstimateLine as LineModel } from './estimate-line.model.js';
import { Enquiry as EnquiryModel } from './enquiry.model.js';

export const SECTION_LABELS: Record<EstimateSection, string> = {
  preliminaries: 'Preliminaries',
  labour: 'Labour',
  plant: 'Plant',
  materials: 'Materials',
  subcontract: 'Subcontract',
  other: 'Other',
};

/** Which estimate PDF: the client's quotation (default) or the internal costed estimate. */
export const ESTIMATE_PDF_KINDS = ['quotation', 'internal'] as const;
export type EstimatePdfKind = (typeof ESTIMATE_PDF_KINDS)[number];

export interface EstimatePdfOptions {
  kind: EstimatePdfKind;
  /** The quotation lists each section's lines at selling rates, not only the section totals. */
  lines?: boolean;
}

/** Printed across the internal estimate's header on every page. */
export const INTERNAL_TITLE = 'Internal costed estimate';

const qty = (q: string | number) => String(Number(q));

/**
 * Totals are read as one block: never split across pages. The PDF kit's `keepTogether` comes with issue 35's
 * PDF changes (decision 0062's branch); spread, it is simply ignored by a kit that does not know it yet.
 */
const KEEP_TOGETHER = { keepTogether: true } as const;

function details(pdf: PdfDocument, estimate: Estimate, enquiry: Enquiry) {
  pdf.heading('Details').fields([
    ['Client', enquiry.client_name],
    ['Contact', enquiry.client_contact_name ?? ''],
    ['Site', [enquiry.site_address, enquiry.site_postcode].filter(Boolean).join(', ')],
    ['Enquiry', enquiry.reference],
    ['Valid until', formatUkDate(estimate.valid_until)],
  ]);
}

/** The VAT row's label and, after the totals, why there is none or what the customer accounts for. */
function vatOf(estimate: Estimate) {
  const code = estimate.vat_code as VatCode;
  const registered = estimate.vat_registered !== false;
  const vat = estimateVat(Number(estimate.net_pence), code, registered);
  return {
    label: registered ? `VAT (${VAT_CODE_INFO[code].label})` : 'VAT',
    after(pdf: PdfDocument) {
      if (!registered) pdf.paragraph(NOT_VAT_REGISTERED_REASON);
      if (vat.reverse_charge_vat_pence) {
        pdf.paragraph(`${DRC_INVOICE_WORDING}: ${formatMoney(vat.reverse_charge_vat_pence)}`);
      }
    },
  };
}

export async function renderEstimatePdf(
  estimate: Estimate,
  enquiry: Enquiry,
  lines: EstimateLine[],
  options: EstimatePdfOptions = { kind: 'quotation' },
) {
  const reference = `${estimate.reference} v${estimate.version}`;
  const letterhead = await loadLetterhead(estimate.company_id);
  const pdf =
    options.kind === 'internal'
      ? internalPdf(createPdf({ letterhead, title: INTERNAL_TITLE, reference }), estimate, enquiry, lines)
      : quotationPdf(
          createPdf({ letterhead, title: 'Quotation', reference }),
          estimate,
          enquiry,
          lines,
          !!options.lines,
        );
  return {
    pdf,
    filename:
      options.kind === 'internal'
        ? `${estimate.reference}-v${estimate.version}-internal.pdf`
        : `${estimate.reference}-v${estimate.version}-quotation.pdf`,
  };
}

function quotationPdf(
  pdf: PdfDocument,
  estimate: Estimate,
  enquiry: Enquiry,
  lines: EstimateLine[],
  withLines: boolean,
): PdfDocument {
  pdf.title(`Quotation ${estimate.reference} v${estimate.version}`).note(enquiry.title);
  details(pdf, estimate, enquiry);
  const net = Number(estimate.net_pence);
  const selling = sellingAmounts(
    lines.map((l) => Number(l.net_pence)),
    net,
  );
  const sections = ESTIMATE_SECTIONS.map((section) => {
    const rows = lines.flatMap((l, i) => (l.section === section ? [{ line: l, amount: selling[i]! }] : []));
    return { section, rows, total: rows.reduce((s, r) => s + r.amount, 0) };
  }).filter((s) => s.rows.length > 0);
  if (withLines) {
    for (const { section, rows, total } of sections) {
      pdf.heading(SECTION_LABELS[section]).table({
        columns: [
          { header: 'Description' },
          { header: 'Qty', align: 'right', width: 20 },
          { header: 'Unit', width: 18 },
          { header: 'Rate', align: 'right', width: 28 },
          { header: 'Amount', align: 'right', width: 30 },
        ],
        rows: rows.map(({ line, amount }) => [
          line.description,
          qty(line.quantity),
          line.unit ?? '',
          formatMoney(sellingRate(amount, line.quantity)),
          formatMoney(amount),
        ]),
        foot: [`${SECTION_LABELS[section]} total`, '', '', '', formatMoney(total)],
      });
    }
  }
  const vat = vatOf(estimate);
  pdf.heading('Summary').table({
    ...KEEP_TOGETHER,
    columns: [{ header: '' }, { header: 'Amount', align: 'right', width: 40 }],
    rows: [
      ...sections.map(({ section, total }) => [SECTION_LABELS[section], formatMoney(total)]),
      ['Total excluding VAT', formatMoney(net)],
      [vat.label, formatMoney(Number(estimate.vat_pence))],
    ],
    foot: ['Total', formatMoney(Number(estimate.gross_pence))],
  });
  vat.after(pdf);
  if (withLines) {
    pdf.paragraph(
      'Rates are all-inclusive; each amount is rounded to the penny and the amounts add up to the total.',
    );
  }
  if (estimate.notes) pdf.heading('Notes').paragraph(estimate.notes);
  return pdf;
}

function internalPdf(pdf: PdfDocument, estimate: Estimate, enquiry: Enquiry, lines: EstimateLine[]) {
  pdf
    .title(`${estimate.reference} v${estimate.version} ${enquiry.title}`)
    .note('Internal: costs, overhead and profit. Not for the client — send the quotation.');
  details(pdf, estimate, enquiry);
  for (const section of ESTIMATE_SECTIONS) {
    const rows = lines.filter((l) => l.section === section);
    if (rows.length === 0) continue;
    const subtotal = rows.reduce((s, l) => s + Number(l.net_pence), 0);
    pdf.heading(SECTION_LABELS[section]).table({
      columns: [
        { header: 'Description' },
        { header: 'Qty', align: 'right', width: 20 },
        { header: 'Unit', width: 18 },
        { header: 'Cost rate', align: 'right', width: 28 },
        { header: 'Cost', align: 'right', width: 30 },
      ],
      rows: rows.map((l) => [
        l.description,
        qty(l.quantity),
        l.unit ?? '',
        formatMoney(Number(l.unit_cost_pence)),
        formatMoney(Number(l.net_pence)),
      ]),
      foot: [`${SECTION_LABELS[section]} subtotal`, '', '', '', formatMoney(subtotal)],
    });
  }
  const vat = vatOf(estimate);
  pdf.heading('Totals').table({
    ...KEEP_TOGETHER,
    columns: [{ header: '' }, { header: 'Amount', align: 'right', width: 40 }],
    rows: [
      ['Lines', formatMoney(Number(estimate.lines_net_pence))],
      [`Overhead ${Number(estimate.overhead_percent)}%`, formatMoney(Number(estimate.overhead_pence))],
      [`Profit ${Number(estimate.profit_percent)}%`, formatMoney(Number(estimate.profit_pence))],
      ['Net', formatMoney(Number(estimate.net_pence))],
      [vat.label, formatMoney(Number(estimate.vat_pence))],
    ],
    foot: ['Total', formatMoney(Number(estimate.gross_pence))],
  });
  vat.after(pdf);
  if (estimate.notes) pdf.heading('Notes').paragraph(estimate.notes);
  return pdf;
}

interface FileEstimatePdf {
  estimateId: string;
  projectId: string;
  companyId: string;
  actorId: string;
}

/** Files the accepted estimate's PDF in the converted project's files (its drive folder once it has one). */
export function fileEstimatePdfJob(
  deps: Pick<AppDeps, 'drive' | 'sequelize'>,
): JobDefinition<FileEstimatePdf> {
  return {
    name: FILE_ESTIMATE_PDF_JOB,
    retryLimit: 3,
    retryDelay: 5,
    async handler(job) {
      const [estimate, project] = await Promise.all([
        Estimate.findOne({ where: { id: job.estimateId, company_id: job.companyId } }),
        Project.findOne({ where: { id: job.projectId, company_id: job.companyId } }),
      ]);
      if (!estimate || !project) return;
      // The internal costed estimate: project files of priced work are read as the estimate is (below).
      const filename = `${estimate.reference}-v${estimate.version}-internal.pdf`;
      if (await Upload.count({ where: { project_id: project.id, filename } })) return; // filed by an earlier try
      const [enquiry, lines] = await Promise.all([
        EnquiryModel.findByPk(estimate.enquiry_id),
        LineModel.findAll({ where: { estimate_id: estimate.id }, order: [['position', 'ASC']] }),
      ]);
      const bytes = await (
        await renderEstimatePdf(estimate, enquiry!, lines, { kind: 'internal' })
      ).pdf.render();
      const id = randomUUID();
      const { key } = await deps.drive.putFile({
        companyId: job.companyId,
        folderId: project.folder_status === 'created' ? (project.drive_folder_id ?? null) : null,
        name: `${id}-${filename}`,
        bytes,
      });
      await withTransaction(deps.sequelize, async (transaction) => {
        await Upload.create(
          {
            id,
            company_id: job.companyId,
            project_id: project.id,
            filename,
            content_type: 'application/pdf',
            size: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            storage_provider: deps.drive.provider,
            storage_key: key,
            uploaded_by: job.actorId,
            // Priced work (overheads, profit, unit costs): read as the estimate is (decision 0052).
            min_role: ENQUIRIES_MIN_ROLE,
            source_type: 'estimate',
            source_id: estimate.id,
          },
          { transaction },
        );
        await recordProjectActivity(
          { userId: job.actorId, companyId: job.companyId },
          project.id,
          'file_uploaded',
          {
            details: { filename, upload_id: id },
            minRole: ENQUIRIES_MIN_ROLE,
            transaction,
          },
        );
      });
    },
  };
}
