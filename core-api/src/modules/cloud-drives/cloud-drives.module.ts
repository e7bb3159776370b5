// Owns the company's cloud drive (issue 37, decision 0074): the connection (OAuth consent, root, test,
// disconnect) and the filing of every project document into the company's own Google Drive or Microsoft 365
// (decision 0076: filings, trees, the per-company pump, archive moves).
import { z } from 'zod';
import { defineModule } from '../../kit/module.js';
import { uuidParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { CloudDriveConnection } from './cloud-drive-connection.model.js';
import { CloudDriveFiling } from './cloud-drive-filing.model.js';
import { CloudDriveFolder } from './cloud-drive-folder.model.js';
import { CloudDriveTree } from './cloud-drive-tree.model.js';
import { filingJob, installFilingHook, resumeJob, sweepJob, wakeJob } from './filing.jobs.js';
import { cloudFilingSchema, cloudFilingsSchema } from './filing.presenter.js';
import { FILING_NOT_FOUND, FilingService, ONLY_FAILED_RETRIES, placementHandler } from './filing.service.js';

interface CloudDriveServices {
  filing: FilingService;
}

const route = routeBuilder<CloudDriveServices>();

export const cloudDrivesModule = defineModule({
  name: 'cloud-drives',
  description: 'The company’s own Google Drive or Microsoft 365: connection and filed documents',
  params: {
    filingId: uuidParam({ description: 'Cloud-drive filing id (uuid)', notFound: FILING_NOT_FOUND }),
  },
  models: [CloudDriveConnection, CloudDriveFolder, CloudDriveTree, CloudDriveFiling],
  create: (deps): CloudDriveServices => {
    installFilingHook(deps);
    return { filing: new FilingService(deps.sequelize, deps.jobs) };
  },
  contributes: {
    jobs: [filingJob, wakeJob, resumeJob, sweepJob],
    activityHandlers: [placementHandler],
  },
  routes: [
    route({
      method: 'get',
      path: '/projects/{projectId}/cloud-filings',
      summary:
        'Each of the project’s documents in the company’s cloud drive: queued, filed (with its link) or failed (with why)',
      access: company('worker'),
      response: cloudFilingsSchema,
      handler: async ({ services, actor, params }) => ({
        project_id: params.projectId,
        filings: await services.filing.forProject(actor, params.projectId),
      }),
    }),
    route({
      method: 'post',
      path: '/cloud-drive/filings/{filingId}/retry',
      summary: 'Send a failed filing to the cloud drive again (supervisor and up)',
      access: company('supervisor', 'supervisors and up retry a failed filing'),
      response: cloudFilingSchema,
      errors: { 409: ONLY_FAILED_RETRIES },
      handler: ({ services, actor, params }) => services.filing.retry(actor, params.filingId),
    }),
  ],
});
void z;
