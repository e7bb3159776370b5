// Site diary fixtures for tests and the security suites (core-api's and the BFF's): a project's diary for a day,
// signed off with no records, as an addendum needs; and a library form (an induction) sent at an instant.
import { londonDate } from '../../lib/calendar.js';
import { allocateReference } from '../../lib/numbering.js';
import { FormSubmission } from '../forms/form-submission.model.js';
import { FormTemplateVersion } from '../forms/form-template-version.model.js';
import { FormTemplate } from '../forms/form-template.model.js';
import type { Answers, BuiltinKey } from '../forms/forms.fields.js';
import { ensureBuiltins } from '../forms/index.js';
import { SiteDiary } from './site-diary.model.js';

export async function makeSignedDiary(
  project: { id: string; company_id: string },
  signedBy: string,
  date: string = londonDate(),
): Promise<SiteDiary> {
  return SiteDiary.create({
    company_id: project.company_id,
    project_id: project.id,
    diary_date: date,
    status: 'signed',
    version: 2,
    snapshot: {
      labour: [],
      labour_hours: 0,
      plant: [],
      deliveries: [],
      forms: [],
      inductions: [],
      notes: [],
    },
    signed_by: signedBy,
    signed_at: new Date(),
  });
}

/**
 * A form of the library of UK site forms (decision 0088) sent on a project at an instant: a Site Induction
 * Record (`site_induction`, its `operative` answer an operative's id) or any other library template.
 */
export async function makeLibraryForm(
  project: { id: string; company_id: string },
  builtinKey: BuiltinKey,
  answers: Answers,
  submittedBy: string,
  at: Date = new Date(),
  status: 'submitted' | 'draft' = 'submitted',
): Promise<FormSubmission> {
  await ensureBuiltins(FormTemplate.sequelize!, project.company_id);
  const template = (await FormTemplate.findOne({
    where: { company_id: project.company_id, builtin_key: builtinKey },
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
        status,
        answers,
        submitted_by: submittedBy,
        submitted_at: status === 'draft' ? null : at,
        submit_count: status === 'draft' ? 0 : 1,
      },
      { transaction: t },
    ),
  );
}
