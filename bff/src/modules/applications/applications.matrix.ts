// The applications module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import {
  makeApplication,
  makeApplicationTemplate as makeApplicationTemplate,
} from '@sitebase/core-api/testing';
import { defineOperations, onTeam } from '../../security/matrix.js';

export const operations = defineOperations({
  applicationTemplateDefaults: {
    rest: 'GET /projects/{projectId}/application-defaults',
    document: 'query D($id: ID!) { applicationTemplateDefaults(project_id: $id) { retention_percent } }',
    variables: async (w) => ({ id: (await onTeam(w)).id }),
  },
  applicationTemplates: {
    rest: 'GET /application-templates',
    document: 'query { applicationTemplates(page: 1, size: 20) { total items { id } } }',
  },
  applicationTemplate: {
    rest: 'GET /application-templates/{applicationTemplateId}',
    document: 'query T($id: ID!) { applicationTemplate(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeApplicationTemplate(await onTeam(w), w.users.admin.id)).id }),
  },
  createApplicationTemplate: {
    rest: 'POST /application-templates',
    document:
      'mutation C($p: String!) { createApplicationTemplate(input: { project_id: $p, name: "Main", lines: [{ reference: "A1", description: "Groundworks", contract_value_pence: 100000 }], retention_percent: 5, vat_treatment: "standard", terms: "scheme", payment_due_days: 14, payment_final_days: 17, pay_less_days: 7, region: "england-and-wales" }) { id } }',
    variables: async (w) => ({ p: (await onTeam(w)).id }),
    expect: { foreign: 'NOT_FOUND' },
  },
  updateApplicationTemplate: {
    rest: 'PUT /application-templates/{applicationTemplateId}',
    document:
      'mutation U($id: ID!) { updateApplicationTemplate(id: $id, input: { name: "Main", lines: [{ reference: "A1", description: "Groundworks", contract_value_pence: 100000 }], retention_percent: 5, vat_treatment: "standard", terms: "scheme", payment_due_days: 14, payment_final_days: 17, pay_less_days: 7, region: "england-and-wales" }) { id } }',
    variables: async (w) => ({ id: (await makeApplicationTemplate(await onTeam(w), w.users.admin.id)).id }),
  },
  applications: {
    rest: 'GET /applications',
    document: 'query { applications(status: submitted, page: 1, size: 20) { total items { id } } }',
  },
  applicationsOverview: {
    rest: 'GET /applications/overview',
    document: 'query { applicationsOverview { outstanding_pence } }',
  },
  application: {
    rest: 'GET /applications/{applicationId}',
    document: 'query A($id: ID!) { application(id: $id) { id } }',
    variables: async (w) => ({
      id: await makeApplication(
        await makeApplicationTemplate(await onTeam(w), w.users.admin.id),
        w.users.admin.id,
      ),
    }),
  },
  createApplication: {
    rest: 'POST /applications',
    document:
      'mutation C($t: String!, $l: String!) { createApplication(input: { template_id: $t, valuation_date: "2026-10-31", lines: [{ line_id: $l, percent: 10 }], variations: [], materials_on_site: [] }) { id } }',
    variables: async (w) => {
      const t = await makeApplicationTemplate(await onTeam(w), w.users.admin.id);
      return { t: t.id, l: t.lines[0]!.id };
    },
    expect: { foreign: 'NOT_FOUND' },
  },
  updateApplication: {
    rest: 'PUT /applications/{applicationId}',
    document:
      'mutation U($id: ID!) { updateApplication(id: $id, input: { valuation_date: "2026-10-31", lines: [], variations: [], materials_on_site: [] }) { id } }',
    variables: async (w) => ({
      id: await makeApplication(
        await makeApplicationTemplate(await onTeam(w), w.users.admin.id),
        w.users.admin.id,
      ),
    }),
  },
  changeApplicationStatus: {
    rest: 'POST /applications/{applicationId}/status',
    document: 'mutation S($id: ID!) { changeApplicationStatus(id: $id, status: "submitted") { id } }',
    variables: async (w) => ({
      id: await makeApplication(
        await makeApplicationTemplate(await onTeam(w), w.users.admin.id),
        w.users.admin.id,
      ),
    }),
  },
  recordApplicationNotice: {
    rest: 'POST /applications/{applicationId}/notices',
    document:
      'mutation N($id: ID!) { recordApplicationNotice(id: $id, input: { kind: "payment", amount_pence: 100, notice_date: "2026-11-20" }) { id } }',
    variables: async (w) => ({
      id: await makeApplication(
        await makeApplicationTemplate(await onTeam(w), w.users.admin.id),
        w.users.admin.id,
        'submitted',
      ),
    }),
  },
  setApplicationClaimDate: {
    rest: 'PUT /applications/{applicationId}/claim-date',
    document:
      'mutation C($id: ID!) { setApplicationClaimDate(id: $id, claim_date: "2026-10-31") { id claim_date } }',
    variables: async (w) => ({
      id: await makeApplication(
        await makeApplicationTemplate(await onTeam(w), w.users.admin.id),
        w.users.admin.id,
        'submitted',
      ),
    }),
  },
  giveApplicationDefaultNotice: {
    rest: 'POST /applications/{applicationId}/default-notice',
    // The fixture's payment notice was due by 19/11/2026 and none was given.
    document:
      'mutation D($id: ID!) { giveApplicationDefaultNotice(id: $id, input: { notice_date: "2026-11-20", amount_pence: 100, basis: "As applied" }) { id } }',
    variables: async (w) => ({
      id: await makeApplication(
        await makeApplicationTemplate(await onTeam(w), w.users.admin.id),
        w.users.admin.id,
        'submitted',
      ),
    }),
  },
});
