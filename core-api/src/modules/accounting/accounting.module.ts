// Owns the company's accounting service (issue 38, decision 0080): the connection to Xero or QuickBooks Online
// (consent, organisation, confirmed tax mapping and accounts, disconnect — a company admin's), the postings of
// approved records to the books (one outbox row each, posted once by the per-company pump; managers and up see
// them and retry a refused one), the payment state read back, and the services' signed webhooks.
import { z } from 'zod';
import { defineModule } from '../../kit/module.js';
import { textParam, uuidParam } from '../../kit/params.js';
import { company, PUBLIC, routeBuilder } from '../../kit/route.js';
import { pageSchema } from '../../lib/paging.js';
import { AccountingConnection } from './accounting-connection.model.js';
import { AccountingOAuthState } from './accounting-oauth-state.model.js';
import { AccountingPosting } from './accounting-posting.model.js';
import { accountingNotificationRule, postingHandler } from './accounting.contributions.js';
import {
  accountingAuthorizationSchema,
  accountingConnectionSchema,
  accountingSchema,
  accountingSetupSchema,
  postingLogSchema,
  postingSchema,
} from './accounting.presenter.js';
import {
  callbackSchema,
  connectSchema,
  mappingSchema,
  organisationSchema,
  postingsQuery,
} from './accounting.schema.js';
import { ACCOUNTING_ENTITY, KEY_MISSING } from './company-accounting.js';
import { AccountingConnectionService, NOT_CONNECTED } from './connection.service.js';
import {
  EXPORT_FILES,
  EXPORT_TARGETS,
  exportFile,
  exportMappingBody,
  exportMappingSchema,
  exportRangeQuery,
  exportSummary,
  exportSummarySchema,
  saveExportMapping,
  type ExportFile,
  type ExportTarget,
} from './csv-exports.js';
import {
  POSTING_ENTITY,
  pullAllJob,
  pullJob,
  pumpJob,
  resumeJob,
  sweepJob,
  wakeJob,
} from './posting.jobs.js';
import {
  ONLY_FAILED_RETRIES,
  POSTING_NOT_FOUND,
  PostingService,
  SIGNATURE_INVALID,
} from './posting.service.js';

interface AccountingServices {
  connection: AccountingConnectionService;
  postings: PostingService;
}

const route = routeBuilder<AccountingServices>();
const BUSY = 'The accounting service is busy or unavailable';
const RECONNECT = 'The connection needs reconnecting, or its service is no longer set up here';
const webhookAnswer = z
  .object({ received: z.number().int(), companies: z.number().int() })
  .meta({ id: 'AccountingWebhookReceipt' });
const rawBodyOf = (req: unknown) => (req as { rawBody?: Buffer }).rawBody;

export const accountingModule = defineModule({
  name: 'accounting',
  description: 'The company’s books in Xero or QuickBooks Online: connection, tax mapping and postings',
  params: {
    exportFile: textParam({
      description: `The file: ${EXPORT_FILES.join(', ')}`,
      schema: z.enum(EXPORT_FILES, { error: `File must be one of: ${EXPORT_FILES.join(', ')}` }),
    }),
    exportTarget: textParam({
      description: 'The service the file is for: xero or quickbooks',
      schema: z.enum(EXPORT_TARGETS, { error: 'Target must be xero or quickbooks' }),
    }),
    postingId: uuidParam({
      description: 'Accounting posting id (uuid). Unknown or another company’s → 404',
      notFound: POSTING_NOT_FOUND,
      visible: async (actor, id) =>
        (await AccountingPosting.count({ where: { id, company_id: actor.companyId } })) > 0,
    }),
  },
  models: [AccountingConnection, AccountingOAuthState, AccountingPosting],
  create: (deps): AccountingServices => ({
    connection: new AccountingConnectionService(deps),
    postings: new PostingService(deps),
  }),
  contributes: {
    jobs: [pumpJob, wakeJob, resumeJob, sweepJob, pullJob, pullAllJob],
    activityHandlers: [postingHandler],
    notificationRules: [accountingNotificationRule],
    activityReadRoles: { [ACCOUNTING_ENTITY]: 'admin', [POSTING_ENTITY]: 'manager' },
  },
  routes: [
    route({
      method: 'get',
      path: '/accounting',
      summary: 'The company’s accounting service: the services this server offers and the connection, if any',
      access: company('admin'),
      response: accountingSchema,
      handler: ({ services, actor }) => services.connection.get(actor),
    }),
    route({
      method: 'post',
      path: '/accounting/connect',
      summary: 'Start connecting Xero or QuickBooks: the consent page to send the admin to (state and PKCE)',
      access: company('admin'),
      body: connectSchema,
      response: accountingAuthorizationSchema,
      errors: { 409: KEY_MISSING },
      handler: ({ services, actor, body }) => services.connection.connect(actor, body),
    }),
    route({
      method: 'post',
      path: '/accounting/callback',
      summary: 'Finish connecting: the consent redirect’s state and code (and realmId), or the refusal',
      access: company('admin'),
      body: callbackSchema,
      response: accountingConnectionSchema,
      errors: { 409: KEY_MISSING, 503: BUSY },
      handler: ({ services, actor, body }) => services.connection.complete(actor, body),
    }),
    route({
      method: 'put',
      path: '/accounting/organisation',
      summary: 'Choose the organisation postings go to (pounds sterling only)',
      access: company('admin'),
      body: organisationSchema,
      response: accountingConnectionSchema,
      errors: { 404: NOT_CONNECTED, 409: RECONNECT, 503: BUSY },
      handler: ({ services, actor, body }) => services.connection.chooseOrganisation(actor, body),
    }),
    route({
      method: 'get',
      path: '/accounting/setup',
      summary: 'The organisation’s tax rates and accounts, the suggested mapping and the confirmed one',
      access: company('admin'),
      response: accountingSetupSchema,
      errors: { 404: NOT_CONNECTED, 409: RECONNECT, 503: BUSY },
      handler: ({ services, actor }) => services.connection.setup(actor),
    }),
    route({
      method: 'put',
      path: '/accounting/mapping',
      summary: 'Confirm the tax codes and accounts postings use (checked against the organisation’s own)',
      access: company('admin'),
      body: mappingSchema,
      response: accountingSetupSchema,
      errors: { 404: NOT_CONNECTED, 409: RECONNECT, 503: BUSY },
      handler: ({ services, actor, body }) => services.connection.confirmMapping(actor, body),
    }),
    route({
      method: 'delete',
      path: '/accounting',
      summary: 'Disconnect the accounting service (what was posted stays in the books; the grant is revoked)',
      access: company('admin'),
      produces: 'none',
      errors: { 404: NOT_CONNECTED },
      handler: ({ services, actor }) => services.connection.disconnect(actor),
    }),
    route({
      method: 'get',
      path: '/accounting/postings',
      summary: 'Records posted, waiting or refused (managers and up), newest first; one record’s by source',
      access: company('manager', 'managers and up see what is posted to the books'),
      query: postingsQuery,
      response: pageSchema(postingSchema, 'AccountingPostingPage'),
      handler: ({ services, actor, query }) => services.postings.list(actor, query),
    }),
    route({
      method: 'get',
      path: '/accounting/postings/{postingId}',
      summary: 'A posting and its sync log (each attempt, its outcome in words and the service’s id)',
      access: company('manager', 'managers and up see what is posted to the books'),
      response: postingLogSchema,
      handler: ({ services, actor, params }) => services.postings.log(actor, params.postingId),
    }),
    route({
      method: 'post',
      path: '/accounting/postings/{postingId}/retry',
      summary:
        'Post a refused record again (a fresh idempotency key; our number is looked up first: never twice)',
      access: company('manager', 'managers and up retry a refused posting'),
      response: postingSchema,
      errors: { 409: ONLY_FAILED_RETRIES },
      handler: ({ services, actor, params }) => services.postings.retry(actor, params.postingId),
    }),
    route({
      method: 'get',
      path: '/accounting/exports',
      summary:
        'CSV exports for Xero and QuickBooks (no connection needed): what each file of the range holds and leaves out, and the names used',
      access: company('manager', 'managers and up export what goes to the books'),
      query: exportRangeQuery,
      response: exportSummarySchema,
      handler: ({ db, actor, query }) => exportSummary(db, actor, query),
    }),
    route({
      method: 'get',
      path: '/accounting/exports/{exportFile}',
      summary:
        'One CSV export of the range (this month to date by default), in the columns the service imports',
      access: company('manager', 'managers and up export what goes to the books'),
      query: exportRangeQuery,
      produces: 'binary',
      handler: ({ db, actor, params, query }) =>
        exportFile(db, actor, params.exportFile as ExportFile, query),
    }),
    route({
      method: 'put',
      path: '/accounting/export-mappings/{exportTarget}',
      summary: 'The tax rate names and accounts a service’s CSV exports use',
      access: company('admin'),
      body: exportMappingBody,
      response: exportMappingSchema,
      handler: ({ db, actor, params, body }) =>
        saveExportMapping(db, actor, params.exportTarget as ExportTarget, body),
    }),
    route({
      method: 'post',
      path: '/accounting/webhooks/xero',
      summary: 'Xero’s webhook (x-xero-signature over the raw body; 401 when it does not verify)',
      access: PUBLIC,
      response: webhookAnswer,
      errors: { 401: SIGNATURE_INVALID },
      handler: ({ services, req }) =>
        services.postings.webhook('xero', rawBodyOf(req), req.header('x-xero-signature')),
    }),
    route({
      method: 'post',
      path: '/accounting/webhooks/quickbooks',
      summary: 'QuickBooks’ webhook (intuit-signature over the raw body; 401 when it does not verify)',
      access: PUBLIC,
      response: webhookAnswer,
      errors: { 401: SIGNATURE_INVALID },
      handler: ({ services, req }) =>
        services.postings.webhook('quickbooks', rawBodyOf(req), req.header('intuit-signature')),
    }),
  ],
});
