// Owns the form PDF on the PDF kit (decision 0024): the project, reference, template and version, who sent it
// and when, each answer in words, the photos with their captions and the signature with who signed and when,
// and the review; and the job that files it in the project's "04 Site Forms" folder after each submit.
import { optionLabel, plural } from '@sitebase/shared';
import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { AppDeps } from '../../kit/module.js';
import type { JobDefinition } from '../../lib/jobs.js';
import { StorageUnavailableError } from '../../lib/drive.js';
import { createPdf, formatUkDate, loadLetterhead, EMPTY } from '../../lib/pdf.js';
import { withTransaction } from '../../lib/transaction.js';
import { Project, Upload, User } from '../../models/index.js';
import { recordProjectActivity } from '../projects/index.js';
import { FormSubmission } from './form-submission.model.js';
import { FormTemplateVersion } from './form-template-version.model.js';
import type { AnswerValue, FormField, PhotoAnswer, SignatureAnswer } from './forms.fields.js';
import { operativeLabels } from './forms.library-checks.js';
import { jpegForPdf } from './forms.photos.js';
import { FILE_FORM_PDF_JOB, SUBMISSION_NOT_FOUND } from './forms.service.js';
import { NotFoundError } from '../../lib/errors.js';
import { drawPermit } from './forms.permits.js';
import { plantAnswerLabels } from './forms.plant.js';

export const SITE_FORMS_FOLDER = '04 Site Forms';

const STATUS_WORDS: Record<string, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  returned: 'Returned',
  resubmitted: 'Resubmitted',
  approved: 'Approved',
};

const londonTime = (d: Date | string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(
    new Date(d),
  );
const when = (d: Date | string | null | undefined) => (d ? `${formatUkDate(d)} ${londonTime(d)}` : EMPTY);

/** An answer in words (photos and signatures are drawn below the answers). */
export function answerText(
  field: FormField,
  value: AnswerValue | undefined,
  operatives: Record<string, string> = {},
): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (field.type) {
    case 'date':
      return formatUkDate(value as string);
    case 'checkbox':
      return value ? 'Yes' : 'No';
    case 'select':
      return optionLabel(value as string);
    case 'multi_select':
      return (value as string[]).map(optionLabel).join(', ') || EMPTY;
    case 'photo':
      return `${plural((value as PhotoAnswer[]).length, 'photo')}, below`;
    case 'signature':
      return signatureWords(value as SignatureAnswer);
    case 'signatures':
      return `${plural((value as SignatureAnswer[]).length, 'signature')}, below`;
    case 'operative':
      return operatives[value as string] ?? 'An operative no longer on the labour record';
    default:
      return String(value);
  }
}

/**
 * Who signed and when, in words that say what the record proves (decision 0053): the signed-in author's own
 * signature names them; a signatory without an account is named as they typed it, "in the presence of" the
 * author who held the phone. The time is when the signature reached the server.
 */
export function signatureWords(s: SignatureAnswer): string {
  if (s.witnessed_by) {
    return `Signed by ${s.signed_by} (name as typed; no SiteBase account) in the presence of ${s.witnessed_by} on ${when(s.signed_at)}`;
  }
  return `Signed by ${s.signed_by} on ${when(s.signed_at)}`;
}

const name = (u: User | null) => (u ? `${u.first_name} ${u.last_name}` : EMPTY);

export async function buildSubmissionPdf(
  companyId: string,
  id: string,
  deps: Pick<AppDeps, 'drive' | 'sequelize'>,
  transaction?: Transaction,
) {
  const submission = await FormSubmission.findOne({ where: { id, company_id: companyId }, transaction });
  if (!submission) throw new NotFoundError(SUBMISSION_NOT_FOUND);
  const [version, project, submitter, reviewer] = await Promise.all([
    FormTemplateVersion.findByPk(submission.template_version_id, { transaction }),
    Project.findByPk(submission.project_id, { transaction }),
    submission.submitted_by ? User.findByPk(submission.submitted_by, { transaction }) : null,
    submission.reviewed_by ? User.findByPk(submission.reviewed_by, { transaction }) : null,
  ]);
  const fields = version!.fields;
  const pdf = createPdf({
    letterhead: await loadLetterhead(companyId, transaction),
    title: version!.name,
    reference: submission.reference,
  });
  pdf
    .title(`${submission.reference} ${version!.name}`)
    .heading('Details')
    .fields([
      ['Project', `${project!.project_number} ${project!.name}`],
      ['Form', `${version!.name} (version ${version!.version})`],
      ['Status', STATUS_WORDS[submission.status] ?? submission.status],
      ['Filled in by', name(submitter)],
      ['Started', when(submission.created_at)],
      ['Sent', when(submission.submitted_at)],
      ...(submission.reviewed_at
        ? ([
            ['Reviewed by', name(reviewer)],
            ['Reviewed', when(submission.reviewed_at)],
          ] as [string, string][])
        : []),
      ...(submission.review_comment
        ? ([['Review comment', submission.review_comment]] as [string, string][])
        : []),
    ]);
  // What the library's behaviour found when it was sent (decision 0088): the CSCS check, RIDDOR, next due.
  if (submission.library_checks.length) {
    pdf.heading('Checks');
    for (const c of submission.library_checks) {
      pdf.paragraph(
        c.tone === 'ok' ? c.text : `${c.tone === 'danger' ? 'Action needed' : 'Warning'}: ${c.text}`,
      );
    }
  }
  drawPermit(pdf, submission); // decision 0089: a permit's state and history
  const operatives = await operativeLabels(
    deps.sequelize,
    companyId,
    fields,
    submission.answers,
    transaction,
  );
  const labels = await plantAnswerLabels(companyId, fields, submission.answers, transaction);
  pdf
    .heading('Answers')
    .fields(
      fields.map(
        (f) => [f.label, labels[f.key] ?? answerText(f, submission.answers[f.key], operatives)] as const,
      ),
    );
  for (const f of fields) {
    const value = submission.answers[f.key];
    if (f.type === 'photo' && Array.isArray(value) && value.length) {
      pdf.heading(f.label);
      const photos = value as PhotoAnswer[];
      for (const [i, photo] of photos.entries()) {
        const image = await storedJpeg(companyId, photo.upload_id, deps, transaction);
        const caption = `Photo ${i + 1} of ${photos.length}${photo.caption ? `: ${photo.caption}` : ''}`;
        if (image) pdf.image({ ...image, jpeg: image.bytes, caption });
        else pdf.paragraph(`${caption} (the photo is no longer stored)`);
      }
    }
    if (f.type === 'signature' && value) {
      const sig = value as SignatureAnswer;
      pdf.heading(f.label);
      const image = await storedJpeg(companyId, sig.upload_id, deps, transaction);
      // The words go in a paragraph, not the image caption: a typed name can make them wrap.
      if (image) pdf.image({ ...image, jpeg: image.bytes, maxWidth: 70, maxHeight: 30 });
      else pdf.paragraph('(the signature image is no longer stored)');
      pdf.paragraph(signatureWords(sig));
    }
    if (f.type === 'signatures' && Array.isArray(value) && value.length) {
      pdf.heading(f.label);
      const signers = value as SignatureAnswer[];
      for (const [i, sig] of signers.entries()) {
        const image = await storedJpeg(companyId, sig.upload_id, deps, transaction);
        // A short caption keeps each image's signer with it across a page break; the full words follow.
        const who = sig.signed_by.length > 40 ? `${sig.signed_by.slice(0, 39)}…` : sig.signed_by;
        const caption = `Signature ${i + 1} of ${signers.length}: ${who}`;
        if (image) pdf.image({ ...image, jpeg: image.bytes, maxWidth: 60, maxHeight: 24, caption });
        else pdf.paragraph(`${caption} (the signature image is no longer stored)`);
        pdf.paragraph(`${i + 1} of ${signers.length}. ${signatureWords(sig)}`);
      }
    }
  }
  const suffix = submission.submit_count > 1 ? `-${submission.submit_count}` : '';
  return {
    pdf,
    filename: `${submission.reference}${suffix}.pdf`,
  };
}

async function storedJpeg(
  companyId: string,
  uploadId: string,
  deps: Pick<AppDeps, 'drive'>,
  transaction?: Transaction,
) {
  const upload = await Upload.findOne({ where: { id: uploadId, company_id: companyId }, transaction });
  if (!upload) return null;
  try {
    return await jpegForPdf(await deps.drive.readFile(upload.storage_key));
  } catch (err) {
    // Storage out of reach: fail (503, or the filing job retries) rather than print "no longer stored".
    if (err instanceof StorageUnavailableError) throw err;
    return null;
  }
}

interface FileFormPdf {
  submissionId: string;
  companyId: string;
  actorId: string;
  submitCount: number;
}

/** Files the sent form's PDF in the project's "04 Site Forms" folder (its files); once per send. */
export function fileFormPdfJob(deps: Pick<AppDeps, 'drive' | 'sequelize'>): JobDefinition<FileFormPdf> {
  return {
    name: FILE_FORM_PDF_JOB,
    retryLimit: 3,
    retryDelay: 5,
    async handler(job) {
      const submission = await FormSubmission.findOne({
        where: { id: job.submissionId, company_id: job.companyId },
      });
      if (!submission) return;
      const project = await Project.findOne({
        where: { id: submission.project_id, company_id: job.companyId },
      });
      if (!project) return;
      const file = await buildSubmissionPdf(job.companyId, submission.id, deps);
      if (await Upload.count({ where: { project_id: project.id, filename: file.filename } })) return; // an earlier try
      const bytes = await file.pdf.render();
      const id = randomUUID();
      const { key } = await deps.drive.putFile({
        companyId: job.companyId,
        folderId: project.folder_status === 'created' ? (project.drive_folder_id ?? null) : null,
        subfolder: SITE_FORMS_FOLDER,
        name: `${id}-${file.filename}`,
        bytes,
      });
      try {
        await withTransaction(deps.sequelize, async (transaction) => {
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
              // A sent form is read by the project's team, workers included: its filed copy too.
              source_type: 'form_submission',
              source_id: submission.id,
            },
            { transaction },
          );
          await FormSubmission.update({ pdf_upload_id: id }, { where: { id: submission.id }, transaction });
          await recordProjectActivity(
            { userId: job.actorId, companyId: job.companyId },
            project.id,
            'file_uploaded',
            { details: { filename: file.filename, upload_id: id, folder: SITE_FORMS_FOLDER }, transaction },
          );
        });
      } catch (err) {
        await deps.drive.deleteFile(key).catch(() => undefined);
        throw err;
      }
    },
  };
}
