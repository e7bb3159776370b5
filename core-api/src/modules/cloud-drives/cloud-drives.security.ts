// Security-suite description of the cloud-drives module: a case per route. A filing hangs off a file of a
// project whose team the world's worker is on, in a company with a (fixture) connection; the retry route takes
// a failed one (supervisors and up; another company's is 404).
import { defineSecurity, type FixtureMaker } from '../../security/harness.js';
import { makeProject, makeUploadRow, type World } from '../../security/world.js';
import { CloudDriveConnection } from './cloud-drive-connection.model.js';
import { CloudDriveFiling } from './cloud-drive-filing.model.js';

/** The world company's connection (sealed credentials are never opened by these routes). */
async function connectionOf(w: World) {
  const [connection] = await CloudDriveConnection.findOrCreate({
    where: { company_id: w.company.id },
    defaults: {
      company_id: w.company.id,
      provider: 'google_drive',
      access: null,
      credentials: 'fixture',
      account_id: 'fixture',
      account_email: null,
      account_name: null,
      connected_by: null,
      root_id: 'fixture-root',
    },
  });
  return connection;
}

const failedFiling: FixtureMaker = async (w) => {
  const project = await makeProject(w.company, [w.users.worker.id]);
  const upload = await makeUploadRow(w.company, w.users.worker, project.id);
  const connection = await connectionOf(w);
  const [filing] = await CloudDriveFiling.findOrCreate({
    where: { connection_id: connection.id, upload_id: upload.id },
    defaults: {
      company_id: w.company.id,
      connection_id: connection.id,
      upload_id: upload.id,
      project_id: project.id,
    },
  });
  await filing.update({ status: 'failed', error: 'Google Drive is full.' });
  return filing.id;
};

/**
 * The connection routes act on the caller's own company (no record id): with the world's company connected, and
 * no provider configured in the security world, anything that would reach the drive answers 409 (the provider
 * is no longer set up on this server: the admin may disconnect); another company's admin reaches only their own company, which has no
 * connection (404) — never ours.
 */
const connected = { setup: (w: World) => connectionOf(w), expect: { foreign: 404 } };
const reachesDrive = { ...connected, expect: { admin: 409, foreign: 404 } };

export const security = defineSecurity({
  params: { filingId: failedFiling },
  cases: {
    'GET /cloud-drive': { setup: (w: World) => connectionOf(w) },
    // No provider is configured in the security world: the provider is refused as bad input.
    'POST /cloud-drive/connect': { body: { provider: 'google_drive' }, expect: { admin: 400, foreign: 400 } },
    // A state nobody started: refused as bad input.
    'POST /cloud-drive/callback': {
      body: { state: 'not-a-state', code: 'code' },
      expect: { admin: 400, foreign: 400 },
    },
    'GET /cloud-drive/roots': reachesDrive,
    'GET /cloud-drive/folders': { ...reachesDrive, query: 'parent_id=fixture-root' },
    'PUT /cloud-drive/root': { ...reachesDrive, body: { root_id: 'fixture-root' } },
    'POST /cloud-drive/test': reachesDrive,
    'DELETE /cloud-drive': connected,
    'GET /projects/{projectId}/cloud-filings': {},
    'POST /cloud-drive/filings/{filingId}/retry': {},
  },
});
