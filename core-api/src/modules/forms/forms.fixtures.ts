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

/** London wall-clock date and time `hours` from now (a permit's valid-from or expiry in tests). */
export function londonWall(hours: number): { date: string; time: string } {
  const at = new Date(Date.now() + hours * 3600_000);
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** A hot-works permit application valid from `fromHours` to `untilHours` from now (no signature). */
export function permitAnswers(fromHours: number, untilHours: number) {
  const from = londonWall(fromHours);
  const until = londonWall(untilHours);
  return {
    permit_type: 'Hot works',
    location: 'Level 3 plant room',
    work_description: 'Brazing copper pipework',
    permit_holder: 'Will Worker',
    valid_from_date: from.date,
    valid_from_time: from.time,
    expires_date: until.date,
    expires_time: until.time,
    hazards: 'Fire, fumes',
    precautions: ['Fire extinguisher at the work', 'Fire watch during the work and for 60 minutes after'],
  };
}

/**
 * A permit to work applied for by `submittedBy` on `project`, written directly: sent (`state` null) or approved
 * and issued.
 */
export async function makePermit(
  project: Pick<Project, 'id' | 'company_id'>,
  submittedBy: string,
  fromHours: number,
  untilHours: number,
  state: 'issued' | null = null,
) {
  await ensureBuiltins(FormTemplate.sequelize!, project.company_id);
  const template = (await FormTemplate.findOne({
    where: { company_id: project.company_id, builtin_key: 'permit_to_work' },
  }))!;
  const version = (await FormTemplateVersion.findOne({
    where: { template_id: template.id, version: template.current_version },
  }))!;
  return FormSubmission.sequelize!.transaction(async (t) =>
    FormSubmission.create(
      {
        company_id: project.company_id,
        project_id: project.id,
        template_id: template.id,
        template_version_id: version.id,
        reference: await allocateReference(project.company_id, 'form_submission', t),
        status: state ? 'approved' : 'submitted',
        answers: permitAnswers(fromHours, untilHours),
        submitted_by: submittedBy,
        submitted_at: new Date(),
        submit_count: 1,
        permit_state: state,
        permit_history: state
          ? [{ to: state, by: null, by_name: 'Fixture Supervisor', at: new Date().toISOString(), note: null }]
          : [],
      },
      { transaction: t },
    ),
  );
}
