// Owns the application for payment PDF on the PDF kit (decision 0024), in the usual UK layout: the parties and
// dates, the schedule of works with the value to date, previously valued and this period per line, variations,
// materials on site, then gross valuation, retention, previously certified, amount due, VAT (or HMRC's
// reverse-charge wording, or none when not VAT-registered, with the 5% disregard's decision) and total; the claim
// date and the Construction Act dates with their rules and the notices given. And
// the job that files it in the project's "09 Applications & Valuations" folder when the application is submitted.
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import type { AppDeps } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { safeName } from '../../lib/drive.js';
import type { JobDefinition } from '../../lib/jobs.js';
import { EMPTY, createPdf, formatMoney, formatUkDate, loadLetterhead, statusLabel } from '../../lib/pdf.js';
import { withTransaction } from '../../lib/transaction.js';
import { Project, Upload } from '../../models/index.js';
import { recordProjectActivity } from '../projects/index.js';
import { Application } from './application.model.js';
import { APPLICATIONS_MIN_ROLE, filingReader } from './applications.policy.js';
import { readApplication } from './applications.read.js';
import { FILE_APPLICATION_PDF_JOB } from './applications.service.js';

export const APPLICATIONS_FOLDER = '09 Applications & Valuations';

const RETENTION_STAGE: Record<string, string> = {
  full: '',
  after_practical_completion: ' (half released at practical completion)',
  released: ' (released at the end of the rectification period)',
};

const VAT_LINE: Record<string, string> = {
  standard: 'VAT at 20%',
  drc: 'VAT (reverse charge: not charged)',
  not_registered: 'VAT (not charged: not VAT-registered)',
};

export const NOTICE_NAME: Record<string, string> = {
  payment: 'Payment notice',
  pay_less: 'Pay less notice',
  default: 'Payee’s notice in default',
};

const pct = (n: number | null) => (n == null ? '' : `${n}%`);

export async function buildApplicationPdf(db: Sequelize, actor: Actor, applicationId: string) {
  const a = await readApplication(db, actor, applicationId);
  const project = await Project.findByPk(a.project.id);
  const reference = `${a.project.project_number} application ${a.number}`;
  const pdf = createPdf({
    letterhead: await loadLetterhead(actor.companyId),
    title: 'Application for payment',
    reference,
    // Until it is submitted it is not a claim: "DRAFT" across every page, and said under the title.
    watermark: a.status === 'draft' ? 'DRAFT' : null,
  });
  pdf.title(`Application for payment no. ${a.number} — ${a.project.name}`);
  if (a.status === 'draft') pdf.note('DRAFT — not yet submitted; not a claim for payment.');
  pdf.heading('Details').fields([
    ['Project', `${a.project.project_number} ${a.project.name}`],
    ['Client', project?.client_name || EMPTY],
    ['Site', [project?.site_address, project?.site_postcode].filter(Boolean).join(', ') || EMPTY],
    ['Application no.', String(a.number)],
    ['Valuation date', formatUkDate(a.valuation_date)],
    ['Claim made', formatUkDate(a.claim_date)],
    ['Entered', formatUkDate(a.submitted_on)],
    ['Status', statusLabel(a.status)],
  ]);
  pdf.heading('Schedule of works').table({
    columns: [
      // Set at 8 pt, the widths hold each heading on one line ("% complete" wrapped at 18 mm, 9 pt) and
      // £9,999,999.99 in the amounts.
      { header: 'Ref', width: 12 },
      { header: 'Description' },
      { header: 'Contract value', align: 'right', width: 27 },
      { header: '% complete', align: 'right', width: 22 },
      { header: 'Value to date', align: 'right', width: 25 },
      { header: 'Previous', align: 'right', width: 24 },
      { header: 'This period', align: 'right', width: 24 },
    ],
    fontSize: 8,
    rows: a.lines.map((l) => [
      l.reference,
      l.description,
      formatMoney(l.contract_value_pence),
      l.percent != null
        ? pct(l.percent)
        : l.contract_value_pence
          ? `${((l.value_to_date_pence / l.contract_value_pence) * 100).toFixed(1)}%`
          : '',
      formatMoney(l.value_to_date_pence),
      formatMoney(l.previous_value_pence),
      formatMoney(l.this_period_pence),
    ]),
    foot: [
      '',
      'Work done',
      formatMoney(a.lines.reduce((s, l) => s + l.contract_value_pence, 0)),
      '',
      formatMoney(a.totals.work_done_pence),
      formatMoney(a.lines.reduce((s, l) => s + l.previous_value_pence, 0)),
      formatMoney(a.lines.reduce((s, l) => s + l.this_period_pence, 0)),
    ],
  });
  if (a.variations.length) {
    pdf.heading('Variations').table({
      columns: [
        { header: 'Ref', width: 18 },
        { header: 'Description' },
        { header: 'Status', width: 24 },
        { header: 'Value', align: 'right', width: 30 },
      ],
      rows: a.variations.map((v) => [
        v.reference,
        v.description,
        statusLabel(v.status),
        formatMoney(v.value_pence),
      ]),
      foot: ['', 'Approved variations', '', formatMoney(a.totals.variations_pence)],
    });
  }
  if (a.materials_on_site.length) {
    pdf.heading('Materials on site').table({
      columns: [{ header: 'Description' }, { header: 'Value', align: 'right', width: 30 }],
      rows: a.materials_on_site.map((m) => [m.description, formatMoney(m.value_pence)]),
      foot: ['Materials on site', formatMoney(a.totals.materials_on_site_pence)],
    });
  }
  const t = a.totals;
  // The totals are one block: never split across two pages.
  pdf.heading('Valuation').table({
    keepTogether: true,
    columns: [{ header: 'Item' }, { header: 'Amount', align: 'right', width: 40 }],
    rows: [
      ['Work done to date', formatMoney(t.work_done_pence)],
      ['Approved variations', formatMoney(t.variations_pence)],
      ['Materials on site', formatMoney(t.materials_on_site_pence)],
      ['Gross valuation to date', formatMoney(t.gross_pence)],
      [
        `Less retention at ${pct(a.retention_percent)}${RETENTION_STAGE[a.retention_stage]}`,
        formatMoney(-t.retention_pence),
      ],
      ['Net valuation', formatMoney(t.net_valuation_pence)],
      ['Less previously certified', formatMoney(-t.previously_certified_pence)],
      ['Amount due this application', formatMoney(t.amount_due_pence)],
      [VAT_LINE[a.vat_treatment] ?? 'VAT', formatMoney(t.vat_pence)],
    ],
    foot: ['Total', formatMoney(t.total_pence)],
  });
  if (a.vat_treatment === 'drc' && t.vat_wording)
    pdf.paragraph(`${t.vat_wording}: ${formatMoney(t.reverse_charge_vat_pence)}`);
  else if (t.vat_wording) pdf.paragraph(`${t.vat_wording}.`);
  if (a.vat_decision) {
    const d = a.vat_decision;
    pdf.paragraph(
      `VAT decision (5% disregard, one supply): ${d.reason}. Services within CIS ${formatMoney(d.cis_pence)} of ${formatMoney(d.supply_pence)} valued to date (${d.cis_share_percent}%).`,
    );
  }
  pdf.heading('Construction Act dates').table({
    keepTogether: true,
    columns: [{ header: 'Milestone', width: 48 }, { header: 'Date', width: 24 }, { header: 'Rule' }],
    rows: [
      ['Due date', formatUkDate(a.dates.due_date), a.dates.due_rule],
      ['Payment notice by', formatUkDate(a.dates.payment_notice_deadline), a.dates.payment_notice_rule],
      ['Pay less notice by', formatUkDate(a.dates.pay_less_deadline), a.dates.pay_less_rule],
      ['Final date for payment', formatUkDate(a.dates.final_date), a.dates.final_rule],
    ],
  });
  if (a.notices.length) {
    pdf.heading('Notices').table({
      columns: [
        { header: 'Notice', width: 36 },
        { header: 'Date', width: 24 },
        { header: 'Reason' },
        { header: 'Sum', align: 'right', width: 30 },
      ],
      rows: a.notices.map((n) => [
        NOTICE_NAME[n.kind] ?? n.kind,
        formatUkDate(n.notice_date),
        n.reason ?? EMPTY,
        formatMoney(n.amount_pence),
      ]),
    });
    pdf.paragraph(
      `Notified sum (excluding VAT): ${formatMoney(a.notified_sum_pence)} — ${a.notified_sum_basis}.`,
    );
  }
  const filename = `${a.project.project_number}-application-${a.number}.pdf`;
  return { pdf, filename };
}

/** The folder id for the applications sub-folder: our storage's ids (local, s3) are paths under the project's root. */
export function applicationsFolderId(
  project: Pick<Project, 'folder_status' | 'drive_folder_id' | 'drive_provider'>,
) {
  if (project.folder_status !== 'created' || !project.drive_folder_id) return null;
  if (!['local', 's3'].includes(project.drive_provider ?? 'local')) return project.drive_folder_id;
  return path.posix.join(project.drive_folder_id, safeName(APPLICATIONS_FOLDER));
}

interface FileApplicationPdf {
  applicationId: string;
  companyId: string;
  actorId: string;
}

/** Files the submitted application's PDF in the project's "09 Applications & Valuations" folder. */
export function fileApplicationPdfJob(
  deps: Pick<AppDeps, 'drive' | 'sequelize'>,
): JobDefinition<FileApplicationPdf> {
  return {
    name: FILE_APPLICATION_PDF_JOB,
    retryLimit: 3,
    retryDelay: 5,
    async handler(job) {
      const application = await Application.findOne({
        where: { id: job.applicationId, company_id: job.companyId },
      });
      if (!application || application.pdf_upload_id) return; // gone, or filed by an earlier try
      const project = await Project.findByPk(application.project_id);
      if (!project) return;
      // The reader of the filed copy is the company: read as an admin of it (the job has no session).
      const file = await buildApplicationPdf(deps.sequelize, filingReader(job), application.id);
      const { filename } = file;
      const bytes = await file.pdf.render();
      const id = randomUUID();
      const { key } = await deps.drive.putFile({
        companyId: job.companyId,
        folderId: applicationsFolderId(project),
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
            // The filed copy is read as the application is (decision 0052): never by a worker on the team.
            min_role: APPLICATIONS_MIN_ROLE,
            source_type: 'application',
            source_id: application.id,
          },
          { transaction },
        );
        await Application.update({ pdf_upload_id: id }, { where: { id: application.id }, transaction });
        await recordProjectActivity(
          { userId: job.actorId, companyId: job.companyId },
          project.id,
          'file_uploaded',
          { details: { filename, upload_id: id }, minRole: APPLICATIONS_MIN_ROLE, transaction },
        );
      });
    },
  };
}
