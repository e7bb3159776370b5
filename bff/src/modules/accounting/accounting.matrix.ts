// The accounting module's rows of the GraphQL role × operation matrix: each root field, the core-api route it
// calls, a document and its variables. Outcomes come from the route's x-min-role (admin for the connection,
// manager for postings); `expect` lists the cells that differ: the matrix's world configures no accounting
// service, so a connect is refused as bad input, a state nobody started likewise, and the company has no
// connection for the organisation, the setup, the mapping or a disconnect (404); a posting id nobody has is 404
// to those allowed to look; "foreign" (another company's admin) acts on its own company, in the same state.
import { randomUUID } from 'node:crypto';
import { defineOperations } from '../../security/matrix.js';

const MAPPING = `{ tax_mapping: { purchases: { standard: "INPUT2" }, sales: { standard: "OUTPUT2" } },
  accounts: { expense: "310", revenue: "200", cis: "2100" } }`;
const names = (direction: string) =>
  `{ standard: "20% (VAT on ${direction})", reduced: "5% (VAT on ${direction})", zero: "Zero Rated ${direction}",
     exempt: "Exempt ${direction}", no_vat: "No VAT", drc: "DRC 20% ${direction}", drc_reduced: "DRC 5% ${direction}" }`;
const EXPORT_NAMES = `{ purchases: ${names('Expenses')}, sales: ${names('Income')} }`;
const nobodysPosting = async () => ({ id: randomUUID() });

export const operations = defineOperations({
  accounting: { rest: 'GET /accounting', document: 'query { accounting { token_key_configured } }' },
  accountingSetup: {
    rest: 'GET /accounting/setup',
    document: 'query { accountingSetup { unmapped } }',
    expect: { admin: 'NOT_FOUND', foreign: 'NOT_FOUND' },
  },
  accountingPostings: {
    rest: 'GET /accounting/postings',
    document: 'query { accountingPostings(status: failed) { total } }',
  },
  accountingPosting: {
    rest: 'GET /accounting/postings/{postingId}',
    document: 'query P($id: ID!) { accountingPosting(id: $id) { posting { id } } }',
    variables: nobodysPosting,
    expect: { manager: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  connectAccounting: {
    rest: 'POST /accounting/connect',
    document: 'mutation { connectAccounting(input: { provider: "xero" }) { authorization_url } }',
    expect: { admin: 'BAD_USER_INPUT', foreign: 'BAD_USER_INPUT' },
  },
  completeAccountingConnection: {
    rest: 'POST /accounting/callback',
    document: 'mutation { completeAccountingConnection(input: { state: "nobody", code: "c" }) { status } }',
    expect: { admin: 'BAD_USER_INPUT', foreign: 'BAD_USER_INPUT' },
  },
  chooseAccountingOrganisation: {
    rest: 'PUT /accounting/organisation',
    document: 'mutation { chooseAccountingOrganisation(organisation_id: "org") { status } }',
    expect: { admin: 'NOT_FOUND', foreign: 'NOT_FOUND' },
  },
  confirmAccountingMapping: {
    rest: 'PUT /accounting/mapping',
    document: `mutation { confirmAccountingMapping(input: ${MAPPING}) { confirmed_at } }`,
    expect: { admin: 'NOT_FOUND', foreign: 'NOT_FOUND' },
  },
  disconnectAccounting: {
    rest: 'DELETE /accounting',
    document: 'mutation { disconnectAccounting }',
    expect: { admin: 'NOT_FOUND', foreign: 'NOT_FOUND' },
  },
  retryAccountingPosting: {
    rest: 'POST /accounting/postings/{postingId}/retry',
    document: 'mutation R($id: ID!) { retryAccountingPosting(id: $id) { status } }',
    variables: nobodysPosting,
    expect: { manager: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  accountingExports: {
    rest: 'GET /accounting/exports',
    document: 'query { accountingExports { from files { documents } } }',
  },
  saveAccountingExportMapping: {
    rest: 'PUT /accounting/export-mappings/{exportTarget}',
    document: `mutation { saveAccountingExportMapping(input: { target: "xero", tax_mapping: ${EXPORT_NAMES},
      accounts: { expense: "310", revenue: "200" } }) { customised } }`,
    // Another company's admin saves their own company's names.
    expect: { foreign: 'OK' },
  },
});
