// Security-suite description of applications: every fixture hangs off a project of the world's company, made
// by its admin; every route is supervisor and up, so workers are refused by the kit (403). Another company's
// project is 404 for creates.
import { defineSecurity, type FixtureMaker } from '../../security/harness.js';
import { makeProject, type World } from '../../security/world.js';
import { ApplicationTemplate } from './application-template.model.js';
import { Application } from './application.model.js';
import { giveDefaultNotice, makeApplication, makeTemplate } from './applications.fixtures.js';
import type { ApplicationStatus } from './application.model.js';

const ANY_ID = '00000000-0000-4000-8000-000000000000';

const template = async (w: World) => makeTemplate(await makeProject(w.company), w.users.admin.id);
const templateId: FixtureMaker = async (w) => (await template(w)).id;
const application =
  (status: ApplicationStatus): FixtureMaker =>
  async (w) =>
    makeApplication(await template(w), w.users.admin.id, status);
/** A submitted application past its payment notice's latest date (19/11/2026) with a notice in default. */
const withDefaultNotice: FixtureMaker = async (w) =>
  giveDefaultNotice(
    await makeApplication(await template(w), w.users.admin.id, 'submitted'),
    w.users.admin.id,
  );
const linesOf = async (id: string) => (await ApplicationTemplate.findByPk(id))!.lines;

const TEMPLATE_BODY = {
  name: 'Security schedule',
  lines: [{ reference: 'A1', description: 'Groundworks', contract_value_pence: 10_000_00 }],
  retention_percent: 5,
  vat_treatment: 'standard',
  terms: 'scheme',
  payment_due_days: 14,
  payment_final_days: 17,
  pay_less_days: 7,
  region: 'england-and-wales',
};

export const security = defineSecurity({
  params: {
    applicationTemplateId: templateId,
    applicationId: application('submitted'),
  },
  cases: {
    'GET /projects/{projectId}/application-defaults': {},
    'GET /application-templates': { query: 'page=1&size=20' },
    'POST /application-templates': {
      body: async (w) => ({ project_id: (await makeProject(w.company)).id, ...TEMPLATE_BODY }),
      expect: { foreign: 404 },
    },
    'GET /application-templates/{applicationTemplateId}': {},
    'PUT /application-templates/{applicationTemplateId}': { body: TEMPLATE_BODY },
    'GET /applications': { query: 'page=1&size=20&status=submitted' },
    'GET /applications/overview': {},
    'POST /applications': {
      body: async (w) => {
        const t = await template(w);
        return {
          template_id: t.id,
          valuation_date: '2026-10-31',
          lines: t.lines.map((l) => ({ line_id: l.id, percent: 10 })),
          variations: [],
          materials_on_site: [],
        };
      },
      expect: { foreign: 404 },
    },
    'GET /applications/{applicationId}': {},
    'PUT /applications/{applicationId}': {
      params: { applicationId: application('draft') },
      body: async (_w, ids) => {
        const a = (await Application.findByPk(ids.applicationId))!;
        return {
          valuation_date: '2026-10-31',
          lines: (await linesOf(a.template_id)).map((l) => ({ line_id: l.id, percent: 20 })),
          variations: [],
          materials_on_site: [],
        };
      },
    },
    'POST /applications/{applicationId}/status': {
      params: { applicationId: application('draft') },
      body: { status: 'submitted' },
    },
    'POST /applications/{applicationId}/notices': {
      body: { kind: 'pay_less', amount_pence: 500_00, reason: 'Defective work', notice_date: '2026-11-20' },
    },
    'GET /applications/{applicationId}/pdf': {},
    'PUT /applications/{applicationId}/claim-date': { body: { claim_date: '2026-10-31' } },
    // The fixture's payment notice was due by 19/11/2026 and none was given.
    'POST /applications/{applicationId}/default-notice': {
      body: { notice_date: '2026-11-20', amount_pence: 100_00, basis: 'The application as valued' },
    },
    'GET /applications/{applicationId}/default-notice/pdf': {
      params: { applicationId: withDefaultNotice },
    },
  },
  attackBodies: {
    'PUT /application-templates/{applicationTemplateId}': TEMPLATE_BODY,
    'PUT /applications/{applicationId}': {
      valuation_date: '2026-10-31',
      lines: [{ line_id: ANY_ID, percent: 1 }],
      variations: [],
      materials_on_site: [],
    },
    'POST /applications/{applicationId}/status': { status: 'paid' },
    'PUT /applications/{applicationId}/claim-date': { claim_date: '2026-10-31' },
    'POST /applications/{applicationId}/default-notice': {
      notice_date: '2026-11-20',
      amount_pence: 1,
      basis: 'Attack',
    },
    'POST /applications/{applicationId}/notices': {
      kind: 'payment',
      amount_pence: 1,
      notice_date: '2026-11-20',
    },
  },
});
