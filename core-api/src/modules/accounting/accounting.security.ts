// Security-suite description of the accounting module: a case per route. The world's company has a (fixture)
// connection to an organisation and a refused posting; no accounting service is configured in the security
// world, so anything that would reach one answers 409 (no longer set up on this server: the admin may
// disconnect), starting a connection is refused as bad input, and the public webhooks answer 404 (no such
// service here) to everyone. Another company's admin reaches only their own company, which has no connection.
import { defineSecurity, type FixtureMaker } from '../../security/harness.js';
import type { World } from '../../security/world.js';
import { AccountingConnection } from './accounting-connection.model.js';
import { AccountingPosting } from './accounting-posting.model.js';
import { DEFAULT_EXPORT_MAPPINGS } from './csv-exports.js';

async function connectionOf(w: World) {
  const [connection] = await AccountingConnection.findOrCreate({
    where: { company_id: w.company.id },
    defaults: {
      company_id: w.company.id,
      provider: 'xero',
      credentials: 'fixture',
      organisations: [{ id: 'fixture-org', name: 'Fixture Ltd' }],
      organisation_id: 'fixture-org',
      organisation_name: 'Fixture Ltd',
      connected_by: null,
    },
  });
  return connection;
}

const failedPosting: FixtureMaker = async (w) => {
  const connection = await connectionOf(w);
  const posting = await AccountingPosting.create({
    company_id: w.company.id,
    connection_id: connection.id,
    source_type: 'supplier_invoice',
    source_id: crypto.randomUUID(),
    kind: 'bill',
    label: 'Supplier invoice FIX-1',
  });
  await posting.update({ status: 'failed', last_error: 'Xero refused it: fixture' });
  return posting.id;
};

const connected = { setup: (w: World) => connectionOf(w), expect: { foreign: 404 } };
const reachesService = { ...connected, expect: { admin: 409, foreign: 404 } };
const nowhere = {
  anon: 404,
  worker: 404,
  supervisor: 404,
  manager: 404,
  admin: 404,
  superadmin: 404,
  foreign: 404,
};
const mapping = {
  tax_mapping: { purchases: { standard: 'INPUT2' }, sales: { standard: 'OUTPUT2' } },
  accounts: { expense: '310', revenue: '200', cis: '2100' },
};

export const security = defineSecurity({
  params: {
    postingId: failedPosting,
    exportFile: async () => 'xero-bills',
    exportTarget: async () => 'quickbooks',
  },
  cases: {
    'GET /accounting': { setup: (w: World) => connectionOf(w) },
    'POST /accounting/connect': { body: { provider: 'xero' }, expect: { admin: 400, foreign: 400 } },
    'POST /accounting/callback': {
      body: { state: 'not-a-state', code: 'code' },
      expect: { admin: 400, foreign: 400 },
    },
    'PUT /accounting/organisation': {
      ...connected,
      body: { organisation_id: 'not-offered' },
      expect: { admin: 400, foreign: 404 },
    },
    'GET /accounting/setup': reachesService,
    'PUT /accounting/mapping': { ...reachesService, body: mapping },
    'DELETE /accounting': connected,
    'GET /accounting/postings': {},
    'GET /accounting/postings/{postingId}': {},
    'POST /accounting/postings/{postingId}/retry': {},
    // The exports read and write the caller's own company's records and names: another company gets its own.
    'GET /accounting/exports': { expect: { foreign: 200 } },
    'GET /accounting/exports/{exportFile}': { expect: { foreign: 200 } },
    'PUT /accounting/export-mappings/{exportTarget}': {
      body: {
        tax_mapping: DEFAULT_EXPORT_MAPPINGS.quickbooks.tax,
        accounts: { expense: 'Cost of sales', revenue: 'Services', cis: 'CIS suffered' },
      },
      expect: { foreign: 200 },
    },
    'POST /accounting/webhooks/xero': { body: { events: [] }, expect: nowhere },
    'POST /accounting/webhooks/quickbooks': { body: { eventNotifications: [] }, expect: nowhere },
  },
  notCompanyRecords: [
    'GET /accounting/exports',
    'GET /accounting/exports/{exportFile}',
    'PUT /accounting/export-mappings/{exportTarget}',
  ],
});
