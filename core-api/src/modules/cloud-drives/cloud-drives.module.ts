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
import { CloudDriveOAuthState } from './cloud-drive-oauth-state.model.js';
import { CONNECTION_ENTITY } from './company-drive.js';
import { connectionNotificationRule } from './connection.contributions.js';
import {
  authorizationSchema,
  cloudDriveConnectionSchema,
  cloudDriveSchema,
  folderListingSchema,
  rootListingSchema,
  testResultSchema,
} from './connection.presenter.js';
import { callbackSchema, connectSchema, foldersQuery, rootSchema, rootsQuery } from './connection.schema.js';
import { ConnectionService, KEY_MISSING, NOT_CONNECTED } from './connection.service.js';
import { filingJob, installFilingHook, resumeJob, sweepJob, wakeJob } from './filing.jobs.js';
import { cloudFilingSchema } from './filing.presenter.js';
import { FILING_NOT_FOUND, FilingService, ONLY_FAILED_RETRIES, placementHandler } from './filing.service.js';

interface CloudDriveServices {
  filing: FilingService;
  connection: ConnectionService;
}

const route = routeBuilder<CloudDriveServices>();

export const cloudDrivesModule = defineModule({
  name: 'cloud-drives',
  description: 'The company’s own Google Drive or Microsoft 365: connection and filed documents',
  params: {
    filingId: uuidParam({
      description: 'Cloud-drive filing id (uuid). Unknown or another company’s → 404',
      notFound: FILING_NOT_FOUND,
      // Another company's filing is 404 to every role, a worker's refusal included.
      visible: async (actor, id) =>
        (await CloudDriveFiling.count({ where: { id, company_id: actor.companyId } })) > 0,
    }),
  },
  models: [CloudDriveConnection, CloudDriveOAuthState, CloudDriveFolder, CloudDriveTree, CloudDriveFiling],
  create: (deps): CloudDriveServices => {
    installFilingHook(deps);
    return { filing: new FilingService(deps.sequelize, deps.jobs), connection: new ConnectionService(deps) };
  },
  contributes: {
    jobs: [filingJob, wakeJob, resumeJob, sweepJob],
    activityHandlers: [placementHandler],
    notificationRules: [connectionNotificationRule],
    // Connecting, reconnecting, the root and a refused token: the admins' business.
    activityReadRoles: { [CONNECTION_ENTITY]: 'admin' },
  },
  routes: [
    route({
      method: 'get',
      path: '/cloud-drive',
      summary: 'The company’s cloud drive: the providers this server offers and the connection, if any',
      access: company('admin'),
      response: cloudDriveSchema,
      handler: ({ services, actor }) => services.connection.get(actor),
    }),
    route({
      method: 'post',
      path: '/cloud-drive/connect',
      summary:
        'Start connecting a cloud drive: the provider’s consent page to send the admin to (state and PKCE)',
      access: company('admin'),
      body: connectSchema,
      response: authorizationSchema,
      errors: { 409: KEY_MISSING },
      handler: ({ services, actor, body }) => services.connection.connect(actor, body),
    }),
    route({
      method: 'post',
      path: '/cloud-drive/callback',
      summary: 'Finish connecting: the consent redirect’s state and code (or the provider’s refusal)',
      access: company('admin'),
      body: callbackSchema,
      response: cloudDriveConnectionSchema,
      errors: { 409: KEY_MISSING, 503: 'The provider is busy or unavailable' },
      handler: ({ services, actor, body }) => services.connection.complete(actor, body),
    }),
    route({
      method: 'get',
      path: '/cloud-drive/roots',
      summary:
        'Where the company’s tree may live (the picker); site_url resolves one SharePoint site’s libraries',
      access: company('admin'),
      query: rootsQuery,
      response: rootListingSchema,
      errors: {
        404: NOT_CONNECTED,
        409: 'The connection needs reconnecting, or its provider is no longer set up here',
        503: 'The provider is busy',
      },
      handler: ({ services, actor, query }) => services.connection.roots(actor, query),
    }),
    route({
      method: 'get',
      path: '/cloud-drive/folders',
      summary: 'The folders inside one folder of the drive (the picker browsing down)',
      access: company('admin'),
      query: foldersQuery,
      response: folderListingSchema,
      errors: {
        404: NOT_CONNECTED,
        409: 'The connection needs reconnecting, or its provider is no longer set up here',
        503: 'The provider is busy',
      },
      handler: ({ services, actor, query }) => services.connection.folders(actor, query),
    }),
    route({
      method: 'put',
      path: '/cloud-drive/root',
      summary: 'Choose where the company’s project folders go (tested first)',
      access: company('admin'),
      body: rootSchema,
      response: cloudDriveConnectionSchema,
      errors: {
        404: NOT_CONNECTED,
        409: 'The connection needs reconnecting, or its provider is no longer set up here',
        503: 'The provider is busy',
      },
      handler: ({ services, actor, body }) => services.connection.chooseRoot(actor, body),
    }),
    route({
      method: 'post',
      path: '/cloud-drive/test',
      summary: 'Check the connection works: the root is there and may be written to',
      access: company('admin'),
      response: testResultSchema,
      errors: { 404: NOT_CONNECTED, 409: 'The provider is no longer set up here' },
      handler: ({ services, actor }) => services.connection.test(actor),
    }),
    route({
      method: 'delete',
      path: '/cloud-drive',
      summary: 'Disconnect the cloud drive (what was filed stays in the drive)',
      access: company('admin'),
      produces: 'none',
      errors: { 404: NOT_CONNECTED },
      handler: ({ services, actor }) => services.connection.disconnect(actor),
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
