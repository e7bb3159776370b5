// Owns the site diary PDF on the PDF kit (decision 0024): the day's records (labour, plant, deliveries, forms,
// notes), weather, work done, delays and lost hours, instructions, visitors, photos, sign-off and addenda —
// dates dd/mm/yyyy and times in Europe/London, no money; and the job that files a signed diary's PDF in the
// project's "04 Site Forms" folder, as form PDFs are filed (decision 0076: the Upload row queues the filing).
import { plural } from '@sitebase/shared';
import type { AppDeps } from '../../kit/module.js';
import { StorageUnavailableError } from '../../lib/drive.js';
import type { Actor } from '../../lib/auth.js';
import type { JobDefinition } from '../../lib/jobs.js';
import { EMPTY, createPdf, formatUkDate, loadLetterhead, type PdfDocument } from '../../lib/pdf.js';
import { Project, Upload, User } from '../../models/index.js';
import { jpegForPdf } from '../forms/index.js';
import { SITE_DIARY_FOLDER, fileInSiteForms } from './site-diaries.filing.js';
import { SiteDiary } from './site-diary.model.js';
import type { SiteDiaryJson } from './site-diaries.presenter.js';
import { FILE_DIARY_PDF_JOB, SiteDiariesService } from './site-diaries.service.js';

export { SITE_DIARY_FOLDER };

export const londonTime = (d: Date | string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(
    new Date(d),
  );
const when = (d: string | null) => (d ? `${formatUkDate(d)} ${londonTime(d)}` : EMPTY);
const who = (p: { first_name: string; last_name: string } | null) =>
  p ? `${p.first_name} ${p.last_name}` : EMPTY;
const ENGAGEMENT: Record<string, string> = {
  direct: 'Direct',
  agency: 'Agency',
  subcontractor: 'Subcontract',
};
const hours = (n: number) => `${n} h`;

function halfDay(
  h: { conditions?: string | null; temperature_c?: number | null; stopped_work: boolean } | undefined,
) {
  if (!h) return EMPTY;
  const parts = [h.conditions || null, h.temperature_c == null ? null : `${h.temperature_c} °C`].filter(
    Boolean,
  );
  return `${parts.join(', ') || EMPTY}${h.stopped_work ? ' — stopped work' : ''}`;
}

/** The diary's file name: the project number and the day. */
export const diaryFilename = (d: Pick<SiteDiaryJson, 'project_number' | 'date'>) =>
  `Site diary ${d.project_number} ${d.date}.pdf`;

/** The diary as the caller reads it, on the PDF kit (photos read from storage). */
export async function buildDiaryPdf(
  diary: SiteDiaryJson,
  companyId: string,
  deps: Pick<AppDeps, 'drive'>,
): Promise<{ pdf: PdfDocument; filename: string }> {
  const pdf = createPdf({
    letterhead: await loadLetterhead(companyId),
    title: 'Site diary',
    reference: `${diary.project_number} ${formatUkDate(diary.date)}`,
  });
  pdf.title(`Site diary ${formatUkDate(diary.date)}`);
  await drawDiaryDay(pdf, diary, companyId, deps);
  return { pdf, filename: diaryFilename(diary) };
}

/**
 * One day's diary drawn on a document being made, from its details to its addenda: the day's PDF is this under
 * its title, and the week's PDF is its summary then this for each day (site-diaries.week-pdf.ts).
 */
export async function drawDiaryDay(
  pdf: PdfDocument,
  diary: SiteDiaryJson,
  companyId: string,
  deps: Pick<AppDeps, 'drive'>,
): Promise<void> {
  const r = diary.records;
  pdf.heading('Details').fields([
    ['Project', `${diary.project_number} ${diary.project_name}`],
    ['Day', formatUkDate(diary.date)],
    ['Status', diary.status === 'signed' ? 'Signed' : 'Draft — not signed'],
    ['Signed by', diary.signed_at ? `${who(diary.signed_by)} on ${when(diary.signed_at)}` : EMPTY],
  ]);
  pdf.heading('Weather').fields([
    ['Morning', halfDay(diary.weather.morning)],
    ['Afternoon', halfDay(diary.weather.afternoon)],
  ]);
  pdf.heading(`Labour on site (${plural(r.labour.length, 'operative')}, ${hours(r.labour_hours)})`);
  if (r.labour.length) {
    pdf.table({
      columns: [
        { header: 'Operative' },
        { header: 'Trade' },
        { header: 'Engaged' },
        { header: 'Hours', align: 'right' },
      ],
      rows: r.labour.map((l) => [
        l.name,
        l.trade ?? EMPTY,
        l.supplier ? `${ENGAGEMENT[l.engagement]} (${l.supplier})` : ENGAGEMENT[l.engagement]!,
        String(l.hours),
      ]),
      foot: ['Total', '', '', String(r.labour_hours)],
    });
  } else pdf.paragraph('No hours recorded on timesheets for this day.');
  pdf.heading('Plant on site');
  if (r.plant.length) {
    pdf.table({
      columns: [{ header: 'Request' }, { header: 'Plant' }, { header: 'From' }, { header: 'That day' }],
      rows: r.plant.map((p) => [
        p.reference,
        p.asset_number ? `${p.description} (${p.asset_number})` : p.description,
        p.fulfilment === 'allocation' ? 'Own plant' : (p.supplier ?? 'Hired'),
        p.off_hired ? 'Off-hired' : p.arrived ? 'Arrived' : 'On site',
      ]),
    });
  } else pdf.paragraph('No plant on site.');
  pdf.heading('Deliveries received');
  if (r.deliveries.length) {
    pdf.table({
      columns: [{ header: 'Time' }, { header: 'Order' }, { header: 'Supplier' }, { header: 'Items' }],
      rows: r.deliveries.map((d) => [
        londonTime(d.received_at),
        d.po_reference,
        d.supplier,
        d.summary + (d.ticket_upload_id ? ' (ticket photo kept)' : ''),
      ]),
    });
  } else pdf.paragraph('No deliveries received.');
  pdf.heading('Forms sent');
  if (r.forms.length) {
    pdf.table({
      columns: [{ header: 'Time' }, { header: 'Form' }, { header: 'Kind' }, { header: 'Sent by' }],
      rows: r.forms.map((f) => [
        londonTime(f.submitted_at),
        `${f.reference} ${f.template_name}`,
        f.category_label,
        f.submitted_by ?? EMPTY,
      ]),
    });
  } else pdf.paragraph('No forms sent.');
  pdf.heading(`Inducted today (${plural(r.inductions.length, 'person', 'people')})`);
  if (r.inductions.length) {
    pdf.table({
      columns: [
        { header: 'Time' },
        { header: 'Name' },
        { header: 'Trade' },
        { header: 'Employer' },
        { header: 'Record' },
      ],
      rows: r.inductions.map((i) => [
        londonTime(i.submitted_at),
        i.name,
        i.trade ?? EMPTY,
        i.employer ?? EMPTY,
        i.reference,
      ]),
    });
  } else pdf.paragraph('Nobody was inducted.');
  if (r.notes.length) {
    pdf.heading('Project notes');
    for (const n of r.notes) pdf.paragraph(`${londonTime(n.created_at)} ${n.author ?? EMPTY}: ${n.content}`);
  }
  pdf.heading('Work done').paragraph(diary.work_done ?? EMPTY);
  pdf.heading(`Delays (${hours(diary.lost_hours)} lost)`);
  if (diary.delays.length) {
    pdf.table({
      columns: [
        { header: 'Reason' },
        { header: 'Trades affected' },
        { header: 'Hours lost', align: 'right' },
      ],
      rows: diary.delays.map((d) => [d.reason, d.trades_affected ?? EMPTY, String(d.lost_hours)]),
      foot: ['Total', '', String(diary.lost_hours)],
    });
  } else pdf.paragraph('No delays.');
  pdf.heading('Instructions received').paragraph(diary.instructions ?? EMPTY);
  pdf.heading('Visitors');
  if (diary.visitors.length) {
    pdf.table({
      columns: [{ header: 'Name' }, { header: 'Company' }, { header: 'Purpose' }],
      rows: diary.visitors.map((v) => [v.name, v.company ?? EMPTY, v.purpose ?? EMPTY]),
    });
  } else pdf.paragraph('No visitors.');
  if (diary.photos.length) {
    pdf.heading('Photos');
    for (const [i, photo] of diary.photos.entries()) {
      const upload = await Upload.findOne({ where: { id: photo.upload_id, company_id: companyId } });
      const caption = `Photo ${i + 1} of ${diary.photos.length}: ${photo.filename}`;
      let image: Awaited<ReturnType<typeof jpegForPdf>> | null = null;
      try {
        image = upload ? await jpegForPdf(await deps.drive.readFile(upload.storage_key)) : null;
      } catch (err) {
        if (err instanceof StorageUnavailableError) throw err;
      }
      if (image) pdf.image({ ...image, jpeg: image.bytes, caption });
      else pdf.paragraph(`${caption} (not an image, or no longer stored)`);
    }
  }
  if (diary.addenda.length) {
    pdf.heading('Addenda');
    for (const a of diary.addenda) pdf.paragraph(`${when(a.created_at)}, ${who(a.created_by)}: ${a.text}`);
  }
}

interface FileDiaryPdf {
  diaryId: string;
  companyId: string;
  actorId: string;
}

/** Files a signed diary's PDF in the project's "04 Site Forms" folder (its files); once per diary. */
export function fileDiaryPdfJob(deps: AppDeps): JobDefinition<FileDiaryPdf> {
  const diaries = new SiteDiariesService(deps.sequelize, deps);
  return {
    name: FILE_DIARY_PDF_JOB,
    retryLimit: 3,
    retryDelay: 5,
    async handler(job) {
      const diary = await SiteDiary.findOne({ where: { id: job.diaryId, company_id: job.companyId } });
      if (!diary || diary.status !== 'signed' || diary.pdf_upload_id) return;
      const project = await Project.findOne({ where: { id: diary.project_id, company_id: job.companyId } });
      const signer = await User.findOne({ where: { id: job.actorId, company_id: job.companyId } });
      if (!project || !signer) return;
      const actor: Actor = { userId: signer.id, companyId: job.companyId, role: signer.role };
      const answer = await diaries.read(actor, project.id, diary.diary_date);
      await fileInSiteForms(deps, {
        companyId: job.companyId,
        actorId: job.actorId,
        project,
        file: await buildDiaryPdf(answer, job.companyId, deps),
        sourceType: 'site_diary',
        sourceId: diary.id,
        attach: async (uploadId, transaction) => {
          const locked = await SiteDiary.findOne({
            where: { id: diary.id },
            transaction,
            lock: transaction.LOCK.UPDATE,
          });
          if (!locked || locked.pdf_upload_id) return false;
          await locked.update({ pdf_upload_id: uploadId }, { transaction });
          return true;
        },
      });
    },
  };
}
