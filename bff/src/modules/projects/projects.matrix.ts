// The projects module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import { makeNote, makeProject } from '@sitebase/core-api/testing';
import { defineOperations, onTeam, u } from '../../security/matrix.js';

export const operations = defineOperations({
  projects: {
    rest: 'GET /projects',
    document: 'query { projects(page: 1, size: 20) { total items { id } } }',
  },
  archivedProjects: { rest: 'GET /projects/archived', document: 'query { archivedProjects { total } }' },
  myProjects: { rest: 'GET /projects/my', document: 'query { myProjects { total } }' },
  projectsForForms: { rest: 'GET /projects/for-forms', document: 'query { projectsForForms { id } }' },
  project: {
    rest: 'GET /projects/{projectId}',
    document: 'query P($id: ID!) { project(id: $id) { id } }',
    variables: async (w) => ({ id: (await onTeam(w)).id }),
  },
  createProject: {
    rest: 'POST /projects',
    document: 'mutation C($n: String!) { createProject(input: { name: $n }) { id } }',
    variables: async () => ({ n: `Matrix ${u()}` }),
  },
  updateProject: {
    rest: 'PUT /projects/{projectId}',
    document: 'mutation U($id: ID!) { updateProject(id: $id, input: { description: "Updated" }) { id } }',
    variables: async (w) => ({ id: (await onTeam(w)).id }),
  },
  archiveProject: {
    rest: 'POST /projects/{projectId}/archive',
    document: 'mutation A($id: ID!) { archiveProject(id: $id, reason: "Done") { id } }',
    variables: async (w) => ({ id: (await onTeam(w)).id }),
  },
  restoreProject: {
    rest: 'POST /projects/{projectId}/restore',
    document: 'mutation R($id: ID!) { restoreProject(id: $id, reason: "Reopened") { id } }',
    variables: async (w) => {
      const p = await onTeam(w);
      await p.update({ is_archived: true, archived_at: new Date(), archive_reason: 'x' });
      return { id: p.id };
    },
  },
  deleteProject: {
    rest: 'DELETE /projects/{projectId}',
    document: 'mutation D($id: ID!) { deleteProject(id: $id) }',
    // No team (it would make the delete a 409). The BFF refuses below the route's minimum role before it
    // calls core-api, so the worker is FORBIDDEN here (REST, where visibility is checked first, says 404).
    variables: async (w) => ({ id: (await makeProject(w.company)).id }),
    expect: { worker: 'FORBIDDEN' },
  },
  projectManagerCandidates: {
    rest: 'GET /projects/manager-candidates',
    document: 'query { projectManagerCandidates { id } }',
  },
  addTeamMember: {
    rest: 'POST /projects/{projectId}/team',
    document: 'mutation A($p: ID!, $u: ID!) { addTeamMember(project_id: $p, user_id: $u) { user_id } }',
    variables: async (w) => ({ p: (await onTeam(w)).id, u: w.users.admin.id }),
  },
  removeTeamMember: {
    rest: 'DELETE /projects/{projectId}/team/{userId}',
    document: 'mutation R($p: ID!, $u: ID!) { removeTeamMember(project_id: $p, user_id: $u) }',
    variables: async (w) => ({ p: (await onTeam(w)).id, u: w.users.worker.id }),
  },
  addProjectNote: {
    rest: 'POST /projects/{projectId}/notes',
    document: 'mutation N($p: ID!) { addProjectNote(project_id: $p, content: "Gate left open") { id } }',
    variables: async (w) => ({ p: (await onTeam(w)).id }),
  },
  updateProjectNote: {
    rest: 'PUT /projects/{projectId}/notes/{noteId}',
    document:
      'mutation N($p: ID!, $n: ID!) { updateProjectNote(project_id: $p, note_id: $n, content: "Edited") { id } }',
    variables: async (w) => {
      const p = await onTeam(w);
      return { p: p.id, n: (await makeNote(p, w.users.admin)).id };
    },
    // The admin's note: only its author or a manager and up may edit it.
    expect: { worker: 'FORBIDDEN', supervisor: 'FORBIDDEN' },
  },
  deleteProjectNote: {
    rest: 'DELETE /projects/{projectId}/notes/{noteId}',
    document: 'mutation N($p: ID!, $n: ID!) { deleteProjectNote(project_id: $p, note_id: $n) }',
    variables: async (w) => {
      const p = await onTeam(w);
      return { p: p.id, n: (await makeNote(p, w.users.admin)).id };
    },
    expect: { worker: 'FORBIDDEN', supervisor: 'FORBIDDEN' },
  },
  // No filing exists in the matrix's world: the id is refused as unknown (404) to those who may retry.
  retryCloudFiling: {
    rest: 'POST /cloud-drive/filings/{filingId}/retry',
    document: 'mutation R($id: ID!) { retryCloudFiling(id: $id) { status } }',
    variables: async () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    expect: { supervisor: 'NOT_FOUND', manager: 'NOT_FOUND', admin: 'NOT_FOUND', foreign: 'NOT_FOUND' },
  },
  createFolderStructure: {
    rest: 'POST /projects/{projectId}/create-folder-structure',
    document: 'mutation F($p: ID!) { createFolderStructure(project_id: $p) { status } }',
    variables: async (w) => ({ p: (await onTeam(w)).id }),
  },
});
