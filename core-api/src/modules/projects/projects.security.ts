// Security-suite description of the projects module: `{projectId}` is a project with the world's worker on its
// team, `{noteId}` an admin's note on it (so only its author or a manager and up may change it).
import { defineSecurity, type FixtureMaker } from '../../security/harness.js';
import { makeNote, makeProject } from '../../security/world.js';

const teamProject: FixtureMaker = async (w) => (await makeProject(w.company, [w.users.worker.id])).id;
const noTeamProject: FixtureMaker = async (w) => (await makeProject(w.company)).id;
const archivedProject: FixtureMaker = async (w) => {
  const p = await makeProject(w.company, [w.users.worker.id]);
  await p.update({ is_archived: true, archived_at: new Date(), archive_reason: 'x' });
  return p.id;
};
const ids: (w: Parameters<FixtureMaker>[0], get: (p: string) => Promise<string>) => Promise<string> = async (
  _w,
  get,
) => `ids=${await get('projectId')}`;

export const security = defineSecurity({
  params: {
    projectId: teamProject,
    noteId: async (w, get) =>
      (await makeNote({ id: await get('projectId'), company_id: w.company.id }, w.users.admin)).id,
  },
  cases: {
    // Lists answer for every company user (another company's admin sees only their own company's rows).
    'GET /projects': { query: 'page=1&size=20' },
    'GET /projects/archived': {},
    'GET /projects/my': {},
    'GET /projects/for-forms': {},
    'GET /projects/batch': { query: ids },
    'GET /projects/counts': { query: ids },
    'GET /projects/manager-candidates': {},
    'POST /projects': { body: () => ({ name: `Matrix ${Date.now().toString(36)}` }) },
    'GET /projects/{projectId}': {},
    'PUT /projects/{projectId}': { body: { description: 'Updated' } },
    'POST /projects/{projectId}/archive': { body: { reason: 'Done' } },
    'POST /projects/{projectId}/restore': {
      params: { projectId: archivedProject },
      body: { reason: 'Reopened' },
    },
    // A team would make the delete a 409, so the worker is not on it: for them the project is invisible (404).
    'DELETE /projects/{projectId}': { params: { projectId: noTeamProject }, expect: { worker: 404 } },
    'GET /projects/{projectId}/detail': { query: 'include=team,notes,stats' },
    'GET /projects/{projectId}/team': {},
    'GET /projects/{projectId}/team/candidates': {},
    'POST /projects/{projectId}/team': { body: (w) => ({ user_id: w.users.admin.id }) },
    'DELETE /projects/{projectId}/team/{userId}': {},
    'GET /projects/{projectId}/notes': {},
    'POST /projects/{projectId}/notes': {
      body: { content: 'Gate left open overnight', visibility_level: 'worker' },
    },
    // The note is the admin's: only its author or a manager and up may edit or delete it.
    'PUT /projects/{projectId}/notes/{noteId}': {
      body: { content: 'Edited' },
      expect: { worker: 403, supervisor: 403 },
    },
    'DELETE /projects/{projectId}/notes/{noteId}': { expect: { worker: 403, supervisor: 403 } },
    'GET /projects/{projectId}/stats': {},
    'GET /projects/{projectId}/activity': {},
    'GET /projects/{projectId}/folder-status': {},
    'POST /projects/{projectId}/create-folder-structure': {},
    'GET /projects/{projectId}/export': { query: 'format=pdf' },
  },
  attackBodies: {
    'PUT /projects/{projectId}': { name: 'Pwned', description: 'pwned' },
    'POST /projects/{projectId}/archive': { reason: 'pwned' },
    'POST /projects/{projectId}/restore': { reason: 'pwned' },
    'POST /projects/{projectId}/team': { user_id: '00000000-0000-4000-8000-000000000000' },
    'POST /projects/{projectId}/notes': { content: 'pwned', visibility_level: 'worker' },
    'PUT /projects/{projectId}/notes/{noteId}': { content: 'pwned' },
    'POST /projects/{projectId}/create-folder-structure': {},
  },
  attackQueries: { 'DELETE /projects/{projectId}': 'force=true' },
});
