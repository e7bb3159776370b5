// The forms module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import {
  SITE_ISSUE_ANSWERS,
  builtinForm as builtinForm,
  makeFormSubmission as makeFormSubmission,
  makePermit,
} from '@sitebase/core-api/testing';
import { defineOperations, onTeam } from '../../security/matrix.js';

export const operations = defineOperations({
  formTemplates: {
    rest: 'GET /form-templates',
    document: 'query { formTemplates { id name fields { key type } } }',
  },
  formTemplate: {
    rest: 'GET /form-templates/{formTemplateId}',
    document: 'query T($id: ID!) { formTemplate(id: $id) { id version } }',
    variables: async (w) => ({ id: (await builtinForm(w.company.id, 'site_issue_report')).template.id }),
  },
  createFormTemplate: {
    rest: 'POST /form-templates',
    document:
      'mutation { createFormTemplate(input: { name: "Permit", fields: [{ key: "area", label: "Area", type: "text" }] }) { id } }',
  },
  updateFormTemplate: {
    rest: 'PUT /form-templates/{formTemplateId}',
    document:
      'mutation U($id: ID!) { updateFormTemplate(id: $id, input: { name: "Site Issue Report", fields: [{ key: "area", label: "Area", type: "text" }] }) { id version } }',
    variables: async (w) => ({ id: (await builtinForm(w.company.id, 'site_issue_report')).template.id }),
  },
  copyFormTemplate: {
    rest: 'POST /form-templates/{formTemplateId}/copy',
    document:
      'mutation C($id: ID!, $name: String!) { copyFormTemplate(id: $id, input: { name: $name }) { id category } }',
    // A new name each time: a name already taken is 409.
    variables: async (w) => ({
      id: (await builtinForm(w.company.id, 'site_issue_report')).template.id,
      name: `Site Issue Report copy ${Math.random().toString(36).slice(2, 10)}`,
    }),
  },
  formSubmissions: {
    rest: 'GET /form-submissions',
    document:
      'query { formSubmissions(status: submitted, severity: high, page: 1, size: 20) { total items { id } } }',
  },
  formSubmission: {
    rest: 'GET /form-submissions/{formSubmissionId}',
    document: 'query F($id: ID!) { formSubmission(id: $id) { id answers } }',
    variables: async (w) => ({
      id: (await makeFormSubmission(await onTeam(w), 'submitted', w.users.worker.id)).id,
    }),
  },
  createFormSubmission: {
    rest: 'POST /form-submissions',
    document:
      'mutation C($t: String!, $p: String!, $a: JSONObject) { createFormSubmission(input: { template_id: $t, project_id: $p, answers: $a, submit: true }) { id } }',
    variables: async (w) => ({
      t: (await builtinForm(w.company.id, 'site_issue_report')).template.id,
      p: (await onTeam(w)).id,
      a: SITE_ISSUE_ANSWERS,
    }),
    expect: { foreign: 'NOT_FOUND' },
  },
  updateFormSubmission: {
    rest: 'PUT /form-submissions/{formSubmissionId}',
    document: 'mutation U($id: ID!, $a: JSONObject!) { updateFormSubmission(id: $id, answers: $a) { id } }',
    variables: async (w) => ({
      id: (await makeFormSubmission(await onTeam(w), 'returned', w.users.worker.id)).id,
      a: { ...SITE_ISSUE_ANSWERS, severity: 'critical' },
    }),
    expect: { supervisor: 'FORBIDDEN', manager: 'FORBIDDEN', admin: 'FORBIDDEN' },
  },
  changeFormSubmissionStatus: {
    rest: 'POST /form-submissions/{formSubmissionId}/status',
    document: 'mutation S($id: ID!) { changeFormSubmissionStatus(id: $id, status: "approved") { id } }',
    variables: async (w) => ({
      id: (await makeFormSubmission(await onTeam(w), 'submitted', w.users.worker.id)).id,
    }),
    expect: { worker: 'FORBIDDEN' },
  },
  // An issued permit the world's worker applied for: the holder and supervisors and up put it in force.
  moveFormPermit: {
    rest: 'POST /form-submissions/{formSubmissionId}/permit',
    document: 'mutation M($id: ID!) { moveFormPermit(id: $id, to: "in_force") { id permit { state } } }',
    variables: async (w) => ({
      id: (await makePermit(await onTeam(w), w.users.worker.id, -1, 8, 'issued')).id,
    }),
  },
});
