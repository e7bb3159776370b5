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

export const security = defineSecurity({
  params: { filingId: failedFiling },
  cases: {
    'GET /projects/{projectId}/cloud-filings': {},
    'POST /cloud-drive/filings/{filingId}/retry': {},
  },
});
