// Owns the site diary PDF on the PDF kit (decision 0024): the day's records (labour, plant, deliveries, forms,
// notes), weather, work done, delays and lost hours, instructions, visitors, photos, sign-off and addenda —
// dates dd/mm/yyyy and times in Europe/London, no money; and the job that files a signed diary's PDF in the
// project's "04 Site Forms" folder, as form PDFs are filed (decision 0076: the Upload row queues the filing).
import { plural } from '@sitebase/shared';
import { createHash, randomUUID } from 'node:crypto';
import type { AppDeps } from '../../kit/module.js';
import { DEFAULT_FOLDER_TEMPLATE, StorageUnavailableError } from '../../lib/drive.js';
import type { Actor } from '../../lib/auth.js';
import type { JobDefinition } from '../../lib/jobs.js';
import { EMPTY, createPdf, formatUkDate, loadLetterhead, type PdfDocument } from '../../lib/pdf.js';
import { withTransaction } from '../../lib/transaction.js';
import { Project, Upload, User } from '../../models/index.js';
import { jpegForPdf } from '../forms/index.js';
import { recordProjectActivity } from '../projects/index.js';
import { SiteDiary } from './site-diary.model.js';
import type { SiteDiaryJson } from './site-diaries.presenter.js';
import { FILE_DIARY_PDF_JOB, SiteDiariesService } from './site-diaries.service.js';

/** Filed with the site's forms: the default folder template's site-records folder (decision 0087). */
export const SITE_DIARY_FOLDER = DEFAULT_FOLDER_TEMPLATE[3];

const londonTime = (d: Date | string) =>
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
  const r = diary.records;
  pdf
    .title(`Site diary ${formatUkDate(diary.date)}`)
    .heading('Details')
    .fields([
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
      columns: [{ header: 'Time' }, { header: 'Form' }, { header: 'Sent by' }],
      rows: r.forms.map((f) => [
        londonTime(f.submitted_at),
        `${f.reference} ${f.template_name}`,
        f.submitted_by ?? EMPTY,
      ]),
    });
  } else pdf.paragraph('No forms sent.');
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
  return { pdf, filename: diaryFilename(diary) };
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
      const file = await buildDiaryPdf(answer, job.companyId, deps);
      const bytes = await file.pdf.render();
      const id = randomUUID();
      const { key } = await deps.drive.putFile({
        companyId: job.companyId,
        folderId: project.folder_status === 'created' ? (project.drive_folder_id ?? null) : null,
        subfolder: SITE_DIARY_FOLDER,
        name: `${id}-${file.filename}`,
        bytes,
      });
      try {
        await withTransaction(deps.sequelize, async (transaction) => {
          const locked = await SiteDiary.findOne({
            where: { id: diary.id },
            transaction,
            lock: transaction.LOCK.UPDATE,
          });
          if (!locked || locked.pdf_upload_id) throw new AlreadyFiled();
          await Upload.create(
            {
              id,
              company_id: job.companyId,
              project_id: project.id,
              filename: file.filename,
              content_type: 'application/pdf',
              size: bytes.length,
              sha256: createHash('sha256').update(bytes).digest('hex'),
              storage_provider: deps.drive.provider,
              storage_key: key,
              uploaded_by: job.actorId,
              // The diary is read by the project's team, workers included: its filed copy too.
              source_type: 'site_diary',
              source_id: diary.id,
            },
            { transaction },
          );
          await locked.update({ pdf_upload_id: id }, { transaction });
          await recordProjectActivity(
            { userId: job.actorId, companyId: job.companyId },
            project.id,
            'file_uploaded',
            {
              details: { filename: file.filename, upload_id: id, folder: SITE_DIARY_FOLDER },
              transaction,
            },
          );
        });
      } catch (err) {
        await deps.drive.deleteFile(key).catch(() => undefined);
        if (err instanceof AlreadyFiled) return;
        throw err;
      }
    },
  };
}

class AlreadyFiled extends Error {}
