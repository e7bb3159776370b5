// The company's accounting service through GraphQL against the REAL core-api on real Postgres and our Xero fake:
// an admin starts the consent, the fake's consent page sends the browser back with a code, the BFF completes it
// (no token in any answer), the suggested mapping is read and confirmed (a missing code refused in core-api's
// words), a supplier invoice approved by a second manager is posted once as a bill and read back with its link,
// managers see postings but not the connection, and the admin disconnects.
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createXeroProvider,
  makeInvoice,
  makePo,
  makeProject,
  startXeroFake,
  TEST_TOKEN_KEYS,
  type XeroFake,
} from '@sitebase/core-api/testing';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type Company,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-accounting-test-secret';
const APP_URL = 'http://127.0.0.1:3413';
let stack: RealStack;
let app: Express;
let xero: XeroFake;
let admin: User;
let manager: User;
let otherManager: User;
let worker: User;
let company: Company;

const gql = (query: string, variables: Record<string, unknown> = {}, user?: User) =>
  post(app, query, variables, user ? stack.tokenFor(user) : undefined);

const CONNECTION = `provider provider_name status status_reason organisations { id name } organisation { id name }
  connected_by { name } connected_at mapping_confirmed_at postings { queued failed posted }`;
const CODES = 'standard reduced zero exempt no_vat drc drc_reduced';
const SETUP = `tax_rates { code name basis_points purchases sales reverse_charge }
  accounts { code name type cis_flagged } suggested { purchases { ${CODES} } sales { ${CODES} } } unmapped
  tax_mapping { purchases { ${CODES} } } accounts_chosen { expense revenue cis } confirmed_at`;
const POSTING = `id source_type source_id provider provider_name kind label status attempts last_error provider_id url posted_at
  payment_state total_pence amount_paid_pence amount_due_pence created_at`;

/** Polls what a person would refresh to see (the pump posts in the background), never sleeping blind. */
async function until<T>(what: string, check: () => Promise<T | null | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The consent page as a browser meets it, then "Allow": where the service sends the browser back. */
async function consent(authorizationUrl: string, decision: 'allow' | 'deny' = 'allow') {
  const url = new URL(authorizationUrl);
  const page = await fetch(url);
  expect(await page.text()).toContain('Allow');
  const answer = await fetch(new URL(url.pathname, url.origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request: url.searchParams.toString(), decision }).toString(),
  });
  return new URL(answer.headers.get('location')!);
}

beforeAll(async () => {
  xero = await startXeroFake();
  const provider = createXeroProvider({
    clientId: xero.clientId,
    clientSecret: xero.clientSecret,
    webhookKey: xero.webhookKey,
    ...xero.urls,
  });
  stack = await startRealStack(secret, {
    appUrl: APP_URL,
    accounting: { providers: { xero: provider }, tokenKeys: TEST_TOKEN_KEYS },
  });
  app = stack.app;
  company = await createCompany();
  admin = await createUser(company, { role: 'admin' });
  manager = await createUser(company, { role: 'manager' });
  otherManager = await createUser(company, { role: 'manager' });
  worker = await createUser(company, { role: 'worker' });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await xero?.close();
});

describe('accounting through the BFF', () => {
  it('connects Xero through its consent page, confirms the mapping, posts an approved bill and disconnects', async () => {
    const before = await gql(
      'query { accounting { providers { id name scopes } token_key_configured connection { status } } }',
      {},
      admin,
    );
    expect(before.body.data.accounting).toMatchObject({
      providers: [{ id: 'xero', name: 'Xero', scopes: expect.arrayContaining(['accounting.invoices']) }],
      token_key_configured: true,
      connection: null,
    });

    const started = await gql(
      'mutation { connectAccounting(input: { provider: "xero" }) { authorization_url redirect_uri } }',
      {},
      admin,
    );
    const { authorization_url, redirect_uri } = started.body.data.connectAccounting;
    expect(redirect_uri).toBe(`${APP_URL}/app/settings/accounting/callback`);
    const back = await consent(authorization_url);
    expect(`${back.origin}${back.pathname}`).toBe(redirect_uri);

    const done = await gql(
      `mutation C($input: CompleteAccountingConnectionInput!) { completeAccountingConnection(input: $input) { ${CONNECTION} } }`,
      { input: { state: back.searchParams.get('state'), code: back.searchParams.get('code') } },
      admin,
    );
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data.completeAccountingConnection).toMatchObject({
      provider: 'xero',
      provider_name: 'Xero',
      status: 'connected',
      organisation: { name: 'Demo Contractors Ltd' },
      mapping_confirmed_at: null,
      postings: { queued: 0, failed: 0, posted: 0 },
    });

    const setup = await gql(`query { accountingSetup { ${SETUP} } }`, {}, admin);
    expect(setup.body.errors).toBeUndefined();
    const { suggested, accounts } = setup.body.data.accountingSetup;
    expect(suggested.purchases).toMatchObject({
      standard: 'INPUT2',
      drc: expect.stringMatching(/^DRCHARGE/),
    });
    expect(suggested.sales).toMatchObject({ standard: 'OUTPUT2' });
    // The organisation's CIS system account is refused on posted lines; an ordinary liability takes the deduction.
    expect(accounts.find((a: { code: string }) => a.code === '2101')).toMatchObject({ cis_flagged: true });
    expect(accounts.find((a: { code: string }) => a.code === '2100')).toMatchObject({ cis_flagged: false });
    const CONFIRM = `mutation M($input: ConfirmAccountingMappingInput!) { confirmAccountingMapping(input: $input) { confirmed_at accounts_chosen { expense revenue cis } } }`;
    const mapping = (purchases: Record<string, string | null>) => ({
      input: {
        tax_mapping: { purchases, sales: suggested.sales },
        accounts: { expense: '310', revenue: '200', cis: '2100' },
      },
    });
    const missing = await gql(CONFIRM, mapping({ ...suggested.purchases, drc: null }), admin);
    expect(missing.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(missing.body.errors[0].message).toContain(
      'Choose the tax code for purchases under the domestic reverse charge (20%)',
    );
    const confirmed = await gql(CONFIRM, mapping(suggested.purchases), admin);
    expect(confirmed.body.errors).toBeUndefined();
    expect(confirmed.body.data.confirmAccountingMapping.confirmed_at).toEqual(expect.any(String));

    // A supplier invoice entered by one manager and approved by another is posted once, as a bill.
    const project = await makeProject(company);
    const { po, line } = await makePo(project, 'delivered', 10);
    const invoice = await makeInvoice(po, line, 10, 700, manager.id, 'INV-BFF-1');
    const approved = await gql(
      'mutation A($id: ID!) { approveSupplierInvoice(id: $id, override_reason: null) { id } }',
      { id: invoice.id },
      otherManager,
    );
    expect(approved.body.errors).toBeUndefined();
    const LIST = `query L($id: ID!) { accountingPostings(source_type: supplier_invoice, source_id: $id) { total items { ${POSTING} } } }`;
    const posting = await until('the bill posted', async () => {
      const res = await gql(LIST, { id: invoice.id }, manager);
      const item = res.body.data?.accountingPostings.items[0];
      return item?.status === 'posted' ? item : null;
    });
    expect(posting).toMatchObject({
      source_type: 'supplier_invoice',
      provider: 'xero',
      provider_name: 'Xero',
      kind: 'bill',
      payment_state: 'unpaid',
      total_pence: 8400,
      amount_due_pence: 8400,
      url: expect.stringContaining(xero.urls.appUrl),
    });
    const log = await gql(
      `query P($id: ID!) { accountingPosting(id: $id) { posting { id status } attempts { outcome provider_id at } } }`,
      { id: posting.id },
      manager,
    );
    expect(log.body.data.accountingPosting.posting).toEqual({ id: posting.id, status: 'posted' });
    expect(log.body.data.accountingPosting.attempts.length).toBeGreaterThan(0);
    // Only a refused posting is retried: core-api's own words come through.
    const retried = await gql(
      'mutation R($id: ID!) { retryAccountingPosting(id: $id) { status } }',
      { id: posting.id },
      manager,
    );
    expect(retried.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(retried.body.errors[0].message).toBe('Only a posting that failed can be retried');

    const everything = JSON.stringify([before.body, started.body, done.body, setup.body, confirmed.body]);
    for (const t of [...xero.oauth.accessTokens.keys(), ...xero.oauth.refreshTokens.keys()])
      expect(everything).not.toContain(t);

    // A manager sees what is posted but does not hold the books' keys; a worker sees neither.
    const refused = await gql('query { accounting { token_key_configured } }', {}, manager);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const workerList = await gql('query { accountingPostings { total } }', {}, worker);
    expect(workerList.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const gone = await gql('mutation { disconnectAccounting }', {}, admin);
    expect(gone.body.data.disconnectAccounting).toBe(true);
    const after = await gql('query { accounting { connection { status } } }', {}, admin);
    expect(after.body.data.accounting.connection).toBeNull();
  });

  it('passes a refusal at the consent page back in core-api’s words', async () => {
    const started = await gql(
      'mutation { connectAccounting(input: { provider: "xero" }) { authorization_url } }',
      {},
      admin,
    );
    const back = await consent(started.body.data.connectAccounting.authorization_url, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const refused = await gql(
      `mutation C($input: CompleteAccountingConnectionInput!) { completeAccountingConnection(input: $input) { status } }`,
      { input: { state: back.searchParams.get('state'), error: 'access_denied' } },
      admin,
    );
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(refused.body.errors[0].message).toContain('Xero access was not allowed');
  });

  it('offers the CSV exports: the summary to managers, the names saved by an admin, the file passed through', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const EXPORTS = `from to files { file label documents gross_pence left_out { record reason } }
      mappings { xero { target customised accounts { expense revenue cis } tax_mapping { purchases { drc } } } }`;
    const summary = await gql(`query { accountingExports { ${EXPORTS} } }`, {}, manager);
    expect(summary.body.errors).toBeUndefined();
    const { files, mappings } = summary.body.data.accountingExports;
    expect(files.map((f: { file: string }) => f.file)).toEqual([
      'xero-bills',
      'xero-sales-invoices',
      'quickbooks-bills',
      'quickbooks-invoices',
    ]);
    expect(mappings.xero).toEqual({
      target: 'xero',
      customised: false,
      accounts: { expense: '310', revenue: '200', cis: null },
      tax_mapping: { purchases: { drc: 'Domestic Reverse Charge @ 20% (VAT on Expenses)' } },
    });
    const worker_ = await gql('query { accountingExports { from } }', {}, worker);
    expect(worker_.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const badRange = await gql(
      `query { accountingExports(from: "${today}", to: "2000-01-01") { from } }`,
      {},
      manager,
    );
    expect(badRange.body.errors[0].message).toBe('From must be on or before To');

    const names = (d: string) =>
      `{ standard: "20% (VAT on ${d})", reduced: "5% (VAT on ${d})", zero: "Zero Rated ${d}", exempt: "Exempt ${d}",
         no_vat: "No VAT", drc: "Domestic Reverse Charge @ 20% (VAT on ${d})", drc_reduced: "Domestic Reverse Charge @ 5% (VAT on ${d})" }`;
    const save = (user: User, cis: string) =>
      gql(
        `mutation { saveAccountingExportMapping(input: { target: "xero",
          tax_mapping: { purchases: ${names('Expenses')}, sales: ${names('Income')} },
          accounts: { expense: "320", revenue: "200", cis: "${cis}" } }) { customised accounts { expense cis } } }`,
        {},
        user,
      );
    expect((await save(manager, '2100')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const saved = await save(admin, '2100');
    expect(saved.body.data.saveAccountingExportMapping).toEqual({
      customised: true,
      accounts: { expense: '320', cis: '2100' },
    });

    const file = await request(app)
      .get(`/files/accounting/exports/xero-bills?from=${today.slice(0, 8)}01&to=${today}`)
      .set('authorization', `Bearer ${stack.tokenFor(manager)}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('xero-bills-');
    const text = (file.body as Buffer).toString('utf8');
    expect(text.split('\r\n')[0]).toContain('*ContactName,EmailAddress');
    // The bill approved in the first test, on the expense account just saved.
    expect(text).toContain(',320,20% (VAT on Expenses),');
    expect((await request(app).get('/files/accounting/exports/xero-bills')).status).toBe(401);
    const notAFile = await request(app)
      .get('/files/accounting/exports/sage-bills')
      .set('authorization', `Bearer ${stack.tokenFor(manager)}`);
    expect(notAFile.status).toBe(400);
  });

  it('refuses a page too large before asking core-api', async () => {
    const res = await gql('query { accountingPostings(size: 101) { total } }', {}, manager);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toBe('Size must be at most 100');
  });
});
