// Test fixtures of forms (security suites and tests): a company's built-in template and a submission in a given
// state on a project, filled in by a given user.
import sharp from 'sharp';
import { allocateReference } from '../../lib/numbering.js';
import type { Project } from '../../models/index.js';
import { FormSubmission, type SubmissionStatus } from './form-submission.model.js';
import { FormTemplateVersion } from './form-template-version.model.js';
import { FormTemplate } from './form-template.model.js';
import { ensureBuiltins } from './forms.service.js';

export async function builtin(companyId: string, key: 'site_issue_report' | 'delay_notice') {
  await ensureBuiltins(FormTemplate.sequelize!, companyId);
  const template = (await FormTemplate.findOne({ where: { company_id: companyId, builtin_key: key } }))!;
  const version = (await FormTemplateVersion.findOne({
    where: { template_id: template.id, version: template.current_version },
  }))!;
  return { template, version };
}

export const SITE_ISSUE_ANSWERS = {
  location: 'Plot 4 stair core',
  issue_type: 'Health and safety',
  description: 'Edge protection missing at the stair void',
  severity: 'high',
  immediate_action: 'Area coned off',
  responsible_party: 'Scaffolder',
  photos: [],
};

export async function makeSubmission(
  project: Pick<Project, 'id' | 'company_id'>,
  status: SubmissionStatus,
  submittedBy: string,
) {
  const { template, version } = await builtin(project.company_id, 'site_issue_report');
  return FormSubmission.sequelize!.transaction(async (t) =>
    FormSubmission.create(
      {
        company_id: project.company_id,
        project_id: project.id,
        template_id: template.id,
        template_version_id: version.id,
        reference: await allocateReference(project.company_id, 'form_submission', t),
        status,
        answers: { ...SITE_ISSUE_ANSWERS, photos: null },
        submitted_by: submittedBy,
        submitted_at: status === 'draft' ? null : new Date(),
        submit_count: status === 'draft' ? 0 : 1,
        review_comment: status === 'returned' ? 'Add a photo' : null,
      },
      { transaction: t },
    ),
  );
}

/** A small real JPEG (with `width` × `height` pixels). */
export function testJpeg(width = 64, height = 48, colour = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

export function testPng(width = 200, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
}
