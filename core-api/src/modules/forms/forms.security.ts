// Security-suite description of forms: templates are the world company's built-ins; submissions hang off a
// project whose team the world's worker is on, filled in by that worker. Only the author edits or sends a form
// (others 403), only supervisors and up review (a worker 403), managers build templates; another company's
// project is 404 for creates and photos.
import { defineSecurity, type FixtureMaker } from '../../security/harness.js';
import { makeProject, type World } from '../../security/world.js';
import type { SubmissionStatus } from './form-submission.model.js';
import { SITE_ISSUE_ANSWERS, builtin, makePermit, makeSubmission, testJpeg } from './forms.fixtures.js';

const JPEG = await testJpeg();
const ANY_ID = '00000000-0000-4000-8000-000000000000';

const teamProject = (w: World) => makeProject(w.company, [w.users.worker.id]);
const submission =
  (status: SubmissionStatus): FixtureMaker =>
  async (w) =>
    (await makeSubmission(await teamProject(w), status, w.users.worker.id)).id;
const FIELDS = [
  { key: 'note', label: 'Note', type: 'text', required: true },
  { key: 'checked', label: 'Checked', type: 'checkbox' },
];

export const security = defineSecurity({
  params: {
    formTemplateId: async (w) => (await builtin(w.company.id, 'site_issue_report')).template.id,
    formSubmissionId: submission('submitted'),
  },
  cases: {
    'GET /form-templates': { query: 'include_inactive=true' },
    'POST /form-templates': { body: { name: 'Permit to dig', fields: FIELDS } },
    'GET /form-templates/{formTemplateId}': {},
    'PUT /form-templates/{formTemplateId}': { body: { name: 'Site Issue Report', fields: FIELDS } },
    // A new name each call: a taken one is 409.
    'POST /form-templates/{formTemplateId}/copy': {
      body: async () => ({ name: `Site Issue Report copy ${Math.random().toString(36).slice(2, 10)}` }),
    },
    'POST /form-photos': {
      file: { bytes: JPEG, name: 'site.jpg' },
      body: async (w) => ({ project_id: (await teamProject(w)).id, kind: 'photo' }),
      expect: { foreign: 404 },
    },
    'GET /form-submissions': { query: 'page=1&size=20&status=submitted&severity=high&search=FRM' },
    'POST /form-submissions': {
      body: async (w) => ({
        project_id: (await teamProject(w)).id,
        template_id: (await builtin(w.company.id, 'site_issue_report')).template.id,
        answers: SITE_ISSUE_ANSWERS,
        submit: true,
      }),
      expect: { foreign: 404 },
    },
    'GET /form-submissions/{formSubmissionId}': {},
    // A returned form: every role sees it; only its author (the worker) may change it.
    'PUT /form-submissions/{formSubmissionId}': {
      params: { formSubmissionId: submission('returned') },
      body: { answers: { ...SITE_ISSUE_ANSWERS, severity: 'critical' } },
      expect: { supervisor: 403, manager: 403, admin: 403 },
    },
    'POST /form-submissions/{formSubmissionId}/status': {
      body: { status: 'approved' },
      expect: { worker: 403 },
    },
    'GET /form-submissions/{formSubmissionId}/pdf': {},
    // An issued permit the world's worker applied for: the holder and supervisors and up put it in force.
    'POST /form-submissions/{formSubmissionId}/permit': {
      params: {
        formSubmissionId: async (w) =>
          (await makePermit(await teamProject(w), w.users.worker.id, -1, 8, 'issued')).id,
      },
      body: { to: 'in_force' },
    },
  },
  attackBodies: {
    'PUT /form-templates/{formTemplateId}': { name: 'PWNED', fields: FIELDS, is_active: false },
    'POST /form-templates/{formTemplateId}/copy': { name: 'PWNED copy' },
    'PUT /form-submissions/{formSubmissionId}': { answers: { description: 'pwned' } },
    'POST /form-submissions/{formSubmissionId}/status': { status: 'returned', reason: 'pwned' },
    'POST /form-submissions': { project_id: ANY_ID, template_id: ANY_ID, answers: {} },
    'POST /form-submissions/{formSubmissionId}/permit': { to: 'closed', note: 'pwned' },
  },
});
