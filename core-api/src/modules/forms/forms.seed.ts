// Owns the demo company's forms: both built-in templates, and a submission of each in every state (draft,
// submitted, returned with a comment, resubmitted, approved) on the first active project the demo worker is on,
// with generated site photos (sharp draws them; stored on the app's default drive like any upload). Runs only
// when the company has no submissions yet (idempotent).
import { createHash, randomUUID } from 'node:crypto';
import type { Sequelize, Transaction } from 'sequelize';
import sharp from 'sharp';
import { loadConfig } from '../../config.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { DEFAULT_FOLDER_TEMPLATE } from '../../lib/drive.js';
import { storageFor } from '../../lib/drive-s3.js';
import { allocateReference } from '../../lib/numbering.js';
import { Activity, Project, Upload, type Role } from '../../models/index.js';
import { FormSubmission, type SubmissionStatus } from './form-submission.model.js';
import { FormTemplateVersion } from './form-template-version.model.js';
import { FormTemplate } from './form-template.model.js';
import type { Answers } from './forms.fields.js';
import { ensureBuiltins, submissionLink } from './forms.service.js';

const STATES: SubmissionStatus[] = ['draft', 'submitted', 'returned', 'resubmitted', 'approved'];
const COLOURS = ['#8a6d3b', '#5b7083', '#6b8e23', '#a0522d', '#4682b4'];

/** A small JPEG "site photo": sky, ground and a block of colour (no metadata). */
async function demoPhoto(i: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <rect width="480" height="200" fill="#bcd4e6"/><rect y="200" width="480" height="160" fill="#7a6a53"/>
    <rect x="${60 + i * 30}" y="120" width="180" height="160" fill="${COLOURS[i % COLOURS.length]}"/>
    <rect x="300" y="150" width="120" height="20" fill="#f2c12e"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/** Where a form's photos are filed in the project's drive tree (as the forms' own uploads are). */
const PHOTOS_FOLDER = DEFAULT_FOLDER_TEMPLATE[4];

export async function seedDemoForms(
  db: Sequelize,
  companyId: string,
  users: Partial<Record<Role, { id: string }>>,
  t: Transaction,
): Promise<number> {
  await ensureBuiltins(db, companyId, t);
  if ((await FormSubmission.count({ where: { company_id: companyId }, transaction: t })) > 0) return 0;
  const worker = users.worker?.id ?? null;
  const reviewer = users.supervisor?.id ?? users.manager?.id ?? null;
  const project = await Project.findOne({
    where: { company_id: companyId, status: 'active', is_archived: false },
    order: [['project_number', 'ASC']],
    transaction: t,
  });
  if (!project || !worker) return 0;
  const drive = storageFor(loadConfig().storage);
  const folderId = project.folder_status === 'created' ? (project.drive_folder_id ?? null) : null;
  let photoNo = 0;
  const photo = async (caption: string) => {
    const bytes = await demoPhoto(photoNo++);
    const id = randomUUID();
    const filename = `form-photo-demo-${photoNo}.jpg`;
    const { key } = await drive.putFile({
      companyId,
      folderId,
      subfolder: PHOTOS_FOLDER,
      name: `${id}-${filename}`,
      bytes,
    });
    await Upload.create(
      {
        id,
        company_id: companyId,
        project_id: project.id,
        filename,
        content_type: 'image/jpeg',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storage_provider: drive.provider,
        storage_key: key,
        uploaded_by: worker,
        source_type: 'form_photo', // a form's photo: filed in "05 Photos", deleted by a manager and up only
      },
      { transaction: t },
    );
    return { upload_id: id, caption };
  };
  const today = londonDate(new Date());
  const templates = await FormTemplate.findAll({
    where: { company_id: companyId, builtin_key: ['site_issue_report', 'delay_notice'] },
    transaction: t,
  });
  let made = 0;
  for (const template of templates) {
    const version = (await FormTemplateVersion.findOne({
      where: { template_id: template.id, version: template.current_version },
      transaction: t,
    }))!;
    for (const [i, status] of STATES.entries()) {
      const answers: Answers =
        template.builtin_key === 'site_issue_report'
          ? {
              location: [
                'Plot 4, first floor',
                'Scaffold lift 3, north elevation',
                'Site compound gate',
                'Basement car park',
                'Plot 7 roof',
              ][i]!,
              issue_type: ['Health and safety', 'Quality or defect', 'Security', 'Damage', 'Access'][i]!,
              description: [
                'Edge protection missing on the stair void.',
                'Blockwork out of plumb by 15 mm over 1.2 m.',
                'Gate padlock cut overnight; no materials missing.',
                'Delivery lorry clipped the hoarding.',
                'Roof access ladder not tied.',
              ][i]!,
              severity: (['critical', 'medium', 'high', 'low', 'high'] as const)[i]!,
              immediate_action: 'Area coned off and the site manager told.',
              responsible_party: 'Groundworks subcontractor',
              photos: [await photo('General view'), await photo('Close up')],
            }
          : {
              occurred_on: addDays(today, -(i + 2)),
              cause: [
                'Exceptionally adverse weather',
                'Late information from the architect',
                'Change instruction CI-014',
                'Statutory undertaker late on site',
                'Client’s other contractor on the access road',
              ][i]!,
              description: 'Work on the affected area stopped for the day.',
              activities_affected: 'Brickwork to plots 3 and 4; scaffold adaption.',
              estimated_delay_days: i + 1,
              mitigation: 'Gang moved to internal partitions.',
              party_notified: 'Contract administrator',
              photos: [await photo('Conditions on the day')],
              signature: null,
            };
      const sent = status !== 'draft';
      const reviewed = status === 'returned' || status === 'approved';
      const reference = await allocateReference(companyId, 'form_submission', t);
      const submission = await FormSubmission.create(
        {
          company_id: companyId,
          project_id: project.id,
          template_id: template.id,
          template_version_id: version.id,
          reference,
          status,
          answers,
          submitted_by: worker,
          submitted_at: sent ? new Date(Date.now() - (5 - i) * 86_400_000) : null,
          submit_count: status === 'resubmitted' ? 2 : sent ? 1 : 0,
          review_comment:
            status === 'returned' || status === 'resubmitted'
              ? 'Please add a close-up photo and who is responsible.'
              : null,
          reviewed_by: reviewed ? reviewer : null,
          reviewed_at: reviewed ? new Date() : null,
        },
        { transaction: t },
      );
      if (sent) {
        await Activity.create(
          {
            company_id: companyId,
            actor_id: worker,
            entity_type: 'form_submission',
            entity_id: submission.id,
            action: 'status_changed',
            from_state: 'draft',
            to_state: 'submitted',
            details: {
              label: `${reference} ${version.name}`,
              link: submissionLink(submission.id),
              project_id: project.id,
            },
          },
          { transaction: t },
        );
      }
      made++;
    }
  }
  return made;
}
