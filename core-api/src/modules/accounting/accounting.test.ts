// Posting to the company's books end to end (issue 38, decision 0080), on real Postgres with the real job queue,
// over our stateful Xero and QuickBooks fakes: who may; connecting through the consent page (single-use state,
// PKCE, no token in an answer or in the clear); the suggested mapping confirmed (a CIS-flagged account refused);
// an issued order, a supplier bill under the reverse charge, a subcontractor's bill with its CIS line and a
// certified application each posted once with the organisation's own tax codes and totals to the penny; a 429
// storm, an outage and a revoked token losing nothing and posting nothing twice; a signed webhook marking a bill
// paid (a replay ignored, a tampered body refused); a refused record retried. Time passing between tries is the
// test moving a row's next try to now (never a sleep).
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQuickBooksProvider } from '../../lib/accounting/quickbooks.js';
import { createXeroProvider } from '../../lib/accounting/xero.js';
import type { AccountingProvider, AccountingProviderId } from '../../lib/accounting/index.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Company, User } from '../../models/index.js';
import { TEST_TOKEN_KEYS } from '../../test/cloud-drive-harness.js';
import { startQuickBooksFake, type QuickBooksFake } from '../../test/fakes/quickbooks-fake.js';
import { startXeroFake, type XeroFake } from '../../test/fakes/xero-fake.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { makeInvoice, makePo, makeProject } from '../../test/index.js';
import { AccountingConnection } from './accounting-connection.model.js';
import { AccountingPosting } from './accounting-posting.model.js';
import { queuePosting } from './accounting.contributions.js';
import type { PostingSourceType } from './accounting.documents.js';
import { ACCOUNTING_WAKE_JOB, POSTINGS_PER_MINUTE, sendPump } from './posting.jobs.js';
import { makeFixtures } from './accounting.fixtures.js';

vi.setConfig({ testTimeout: 120_000 });
const sequelize = testDatabase({ own: true });
const providers: Partial<Record<AccountingProviderId, AccountingProvider>> = {};
const APP_URL = 'http://127.0.0.1:3412';
const app = testApp(sequelize, { appUrl: APP_URL, accounting: { providers, tokenKeys: TEST_TOKEN_KEYS } });
const jobs = () => app.app.locals.jobs as JobQueue;
/** Waits asked for by the services, recorded and never slept (the pump's own rows carry the real wait). */
const quick = { sleep: async () => undefined, random: () => 0, maxAttempts: 3 };

let xero: XeroFake;
let qbo: QuickBooksFake;
beforeAll(async () => {
  xero = await startXeroFake();
  qbo = await startQuickBooksFake();
  providers.xero = createXeroProvider({
    clientId: xero.clientId,
    clientSecret: xero.clientSecret,
    webhookKey: xero.webhookKey,
    ...xero.urls,
    retry: quick,
  });
  providers.quickbooks = createQuickBooksProvider({
    clientId: qbo.clientId,
    clientSecret: qbo.clientSecret,
    webhookKey: qbo.verifierToken,
    authorizeUrl: qbo.authorizeUrl,
    tokenUrl: qbo.tokenUrl,
    revokeUrl: qbo.revokeUrl,
    apiBase: qbo.apiBase,
    appUrl: `${qbo.origin}/app`,
    retry: quick,
  });
}, 30_000);
afterAll(async () => {
  await xero.close();
  await qbo.close();
});

const auth = (u: User) => ({ Authorization: bearer(u) });

async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The consent page as a browser meets it: the page, then "Allow"; answers where the service sends it back. */
async function consent(authorizationUrl: string, decision: 'allow' | 'deny' = 'allow') {
  const url = new URL(authorizationUrl);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Allow');
  const answer = await fetch(new URL(url.pathname, url.origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request: url.searchParams.toString(), decision }).toString(),
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

async function connect(admin: User, provider: AccountingProviderId) {
  const start = await app.request.post('/api/accounting/connect').set(auth(admin)).send({ provider });
  expect(start.status).toBe(200);
  expect(start.body.redirect_uri).toBe(`${APP_URL}/app/settings/accounting/callback`);
  const back = await consent(start.body.authorization_url as string);
  const done = await app.request
    .post('/api/accounting/callback')
    .set(auth(admin))
    .send({
      state: back.searchParams.get('state'),
      code: back.searchParams.get('code'),
      ...(back.searchParams.get('realmId') ? { realm_id: back.searchParams.get('realmId') } : {}),
    });
  expect(done.status).toBe(200);
  return done.body;
}

async function confirmSuggested(admin: User, accounts: { expense: string; revenue: string; cis: string }) {
  const setup = await app.request.get('/api/accounting/setup').set(auth(admin));
  expect(setup.status).toBe(200);
  const res = await app.request
    .put('/api/accounting/mapping')
    .set(auth(admin))
    .send({ tax_mapping: setup.body.suggested, accounts });
  expect(res.body.detail ?? null).toBeNull();
  expect(res.status).toBe(200);
  return setup.body;
}

/**
 * Time passes: every queued posting of the company is due now, the minute's budget of tries (counted in the sync
 * log) is spent, and its pump runs.
 */
async function timePasses(companyId: string) {
  await sequelize.query(
    `UPDATE accounting_postings SET next_attempt_at = now() WHERE company_id = :c AND status = 'queued'`,
    { replacements: { c: companyId } },
  );
  await sequelize.query(
    `UPDATE accounting_posting_attempts SET created_at = created_at - interval '1 minute' WHERE company_id = :c`,
    { replacements: { c: companyId } },
  );
  await sendPump(jobs(), companyId);
}

const postingOf = (type: PostingSourceType, id: string) =>
  AccountingPosting.findOne({ where: { source_type: type, source_id: id } });

async function posted(type: PostingSourceType, id: string) {
  return until(`${type} posted`, async () => {
    const p = await postingOf(type, id);
    return p?.status === 'posted' ? p : null;
  });
}

describe('accounting: who may', () => {
  it('connection and mapping are an admin’s; postings a manager’s; signed out is 401', async () => {
    const company = await createCompany();
    const worker = await createUser(company, { role: 'worker' });
    const supervisor = await createUser(company, { role: 'supervisor' });
    const manager = await createUser(company, { role: 'manager' });
    const admin = await createUser(company, { role: 'admin' });
    expect((await app.request.get('/api/accounting')).status).toBe(401);
    for (const u of [worker, supervisor, manager])
      expect((await app.request.get('/api/accounting').set(auth(u))).status).toBe(403);
    const mine = await app.request.get('/api/accounting').set(auth(admin));
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ token_key_configured: true, connection: null });
    expect(mine.body.providers.map((p: { id: string }) => p.id)).toEqual(['xero', 'quickbooks']);
    expect(mine.body.providers[0].scopes).toContain('accounting.invoices');
    expect((await app.request.get('/api/accounting/postings').set(auth(supervisor))).status).toBe(403);
    expect((await app.request.get('/api/accounting/postings').set(auth(manager))).status).toBe(200);
    const bad = await app.request.post('/api/accounting/connect').set(auth(admin)).send({ provider: 'sage' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain('Provider must be xero or quickbooks');
    expect((await app.request.get('/api/accounting/setup').set(auth(admin))).status).toBe(404);
  });
});

describe('accounting: Xero end to end', () => {
  let company: Company;
  let admin: User;
  let manager: User;
  let supervisor: User;
  let fixtures: Awaited<ReturnType<typeof makeFixtures>>;
  const tenant = () => [...xero.organisations.values()][0]!;

  beforeAll(async () => {
    company = await createCompany();
    admin = await createUser(company, { role: 'admin' });
    manager = await createUser(company, { role: 'manager' });
    supervisor = await createUser(company, { role: 'supervisor' });
    await makeProject(company, []);
  });

  it('connects through the consent page: one organisation chosen at once, no token kept in the clear', async () => {
    const connection = await connect(admin, 'xero');
    expect(connection).toMatchObject({
      provider: 'xero',
      status: 'connected',
      organisation: { id: tenant().tenantId, name: 'Demo Contractors Ltd' },
      connected_by: { id: admin.id },
      mapping_confirmed_at: null,
    });
    const row = (await AccountingConnection.findOne({ where: { company_id: company.id } }))!;
    const tokens = [...xero.oauth.accessTokens.keys(), ...xero.oauth.refreshTokens.keys()];
    for (const token of tokens) {
      expect(row.credentials).not.toContain(token);
      expect(JSON.stringify(connection)).not.toContain(token);
    }
    expect(row.organisation_short_code).toBe(tenant().shortCode);
  });

  it('confirms the mapping suggested from the organisation’s own rates; a CIS-flagged account is refused', async () => {
    const setup = await app.request.get('/api/accounting/setup').set(auth(admin));
    expect(setup.status).toBe(200);
    expect(setup.body.suggested.purchases).toMatchObject({
      standard: 'INPUT2',
      drc: expect.stringMatching(/^DRCHARGE/),
    });
    expect(setup.body.accounts.find((a: { code: string }) => a.code === '2101').cis_flagged).toBe(true);
    const refused = await app.request
      .put('/api/accounting/mapping')
      .set(auth(admin))
      .send({ tax_mapping: setup.body.suggested, accounts: { expense: '310', revenue: '200', cis: '2101' } });
    expect(refused.status).toBe(400);
    expect(refused.body.detail.join(' ')).toContain('flagged for CIS');
    const missing = await app.request
      .put('/api/accounting/mapping')
      .set(auth(admin))
      .send({
        tax_mapping: {
          purchases: { ...setup.body.suggested.purchases, drc: undefined },
          sales: setup.body.suggested.sales,
        },
        accounts: { expense: '310', revenue: '200', cis: '2100' },
      });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toContain(
      'Choose the tax code for purchases under the domestic reverse charge (20%)',
    );
    await confirmSuggested(admin, { expense: '310', revenue: '200', cis: '2100' });
    const after = await app.request.get('/api/accounting').set(auth(admin));
    expect(after.body.connection.mapping_confirmed_at).toEqual(expect.any(String));
  });

  it('posts an order, a reverse-charge bill, a CIS bill and a certified application once each, to the penny', async () => {
    fixtures = await makeFixtures(company, { manager, supervisor });
    for (const [type, id, label] of fixtures.sources)
      await queuePosting(jobs(), company.id, { type, id, label });
    const org = tenant();
    for (const [type, id] of fixtures.sources) {
      const p = await posted(type, id);
      expect(p.url).toContain(xero.urls.appUrl);
      expect(p.payment_state).not.toBeNull();
    }
    // What Xero holds, checked against our records to the penny (and each number once).
    const invoices = [...org.invoices.values()];
    for (const expected of fixtures.expected) {
      const found = invoices.filter((i) => i.InvoiceNumber === expected.number && i.Type === expected.type);
      expect(found, expected.number).toHaveLength(1);
      expect(found[0]!.total).toBe(expected.grossPence);
      expect(found[0]!.totalTax).toBe(expected.vatPence);
      const taxTypes = found[0]!.LineItems.map((l) => l.TaxType);
      for (const t of expected.taxTypes) expect(taxTypes).toContainEqual(expect.stringMatching(t));
      if (expected.cisLine) {
        const cis = found[0]!.LineItems.find((l) => l.AccountCode === '2100')!;
        expect(Math.round(cis.LineAmount * 100)).toBe(-expected.cisLine);
        expect(cis.TaxType).toBe('NONE');
      }
    }
    expect([...org.purchaseOrders.values()].map((p) => p.PurchaseOrderNumber)).toContain(fixtures.poNumber);
    // Each supplier is one contact, linked by id.
    const names = [...org.contacts.values()].map((c) => c.Name);
    expect(new Set(names).size).toBe(names.length);
    // A second queueing of the same record adds nothing.
    const [type, id, label] = fixtures.sources[0]!;
    expect(await queuePosting(jobs(), company.id, { type, id, label })).toBe(false);
  });

  it('a 429 storm and an outage lose nothing and post nothing twice', async () => {
    const storm = await fixtures.another('storm');
    // As many 429s as the adapter's own tries in one run (three): the run gives up and the pump waits.
    xero.inject({ fail: 'rate_limited', times: 3, retryAfter: 30, on: 'api' });
    await queuePosting(jobs(), company.id, { type: 'supplier_invoice', id: storm.id, label: 'Storm' });
    const waiting = await until('the storm to be met', async () => {
      const p = await postingOf('supplier_invoice', storm.id);
      return p && p.attempts > 0 && p.status === 'queued' && p.last_error ? p : null;
    });
    expect(waiting.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(waiting.last_error).toContain('busy or unavailable');
    // The storm passes; then Xero is down for a while.
    expect(xero.pendingInjections()).toBe(0);
    xero.inject({ fail: 'unavailable', times: 6, on: 'api' });
    await timePasses(company.id);
    await until('the outage to be met', async () => {
      const p = await postingOf('supplier_invoice', storm.id);
      return p && p.attempts > 1 ? p : null;
    });
    await until('the outage to pass', async () => {
      const p = await postingOf('supplier_invoice', storm.id);
      if (p?.status === 'posted') return p;
      if (p?.status === 'queued' && p.next_attempt_at > new Date()) await timePasses(company.id);
      return null;
    });
    const bills = [...tenant().invoices.values()].filter((i) => i.InvoiceNumber === storm.number);
    expect(bills).toHaveLength(1);
    const log = await app.request
      .get(`/api/accounting/postings/${(await postingOf('supplier_invoice', storm.id))!.id}`)
      .set(auth(manager));
    expect(log.status).toBe(200);
    expect(log.body.attempts.map((a: { outcome: string }) => a.outcome)).toContain('retry');
    expect(log.body.attempts.at(-1).outcome).toMatch(/posted/);
  });

  it('a revoked grant: postings wait, admins are told, and a reconnect sends them once', async () => {
    const later = await fixtures.another('revoked');
    xero.oauth.revokeAll();
    xero.oauth.expireAccessTokens();
    await queuePosting(jobs(), company.id, { type: 'supplier_invoice', id: later.id, label: 'After revoke' });
    await until('the connection to need reconnecting', async () => {
      const c = await AccountingConnection.findOne({ where: { company_id: company.id } });
      return c?.status === 'needs_reconnecting';
    });
    const p = (await postingOf('supplier_invoice', later.id))!;
    expect(p.status).toBe('queued');
    const [note] = await sequelize.query<{ title: string }>(
      `SELECT title FROM notifications WHERE user_id = :u AND type = 'accounting'`,
      { type: QueryTypes.SELECT, replacements: { u: admin.id } },
    );
    expect(note?.title).toBe('Xero needs reconnecting: postings wait');
    const again = await connect(admin, 'xero');
    expect(again.status).toBe('connected');
    expect(again.mapping_confirmed_at).toEqual(expect.any(String));
    await posted('supplier_invoice', later.id);
    expect([...tenant().invoices.values()].filter((i) => i.InvoiceNumber === later.number)).toHaveLength(1);
  });

  it('a signed webhook marks a bill paid; a replay changes nothing; a tampered one is 401', async () => {
    const [type, id] = fixtures.sources.find(([t]) => t === 'supplier_invoice')!;
    const p = (await postingOf(type, id))!;
    xero.pay(tenant().tenantId, p.provider_id!, Number(p.total_pence));
    const delivery = xero.webhook([{ tenantId: tenant().tenantId, resourceId: p.provider_id! }]);
    const send = (body: Buffer, signature: string) =>
      app.request
        .post('/api/accounting/webhooks/xero')
        .set('content-type', 'application/json')
        .set('x-xero-signature', signature)
        .send(body.toString());
    const tampered = Buffer.from(delivery.body.toString().replace(p.provider_id!, randomUUID()));
    expect((await send(tampered, delivery.signature)).status).toBe(401);
    expect((await send(delivery.body, '')).status).toBe(401);
    const intent = xero.webhook([]);
    expect((await send(intent.body, intent.signature)).status).toBe(200);
    const ok = await send(delivery.body, delivery.signature);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ received: 1, companies: 1 });
    await until('the bill to read paid', async () => (await postingOf(type, id))?.payment_state === 'paid');
    const replay = await send(delivery.body, delivery.signature);
    expect(replay.body).toEqual({ received: 1, companies: 0 });
    const list = await app.request
      .get(`/api/accounting/postings?source_type=${type}&source_id=${id}`)
      .set(auth(manager));
    expect(list.body.items[0]).toMatchObject({
      status: 'posted',
      payment_state: 'paid',
      amount_due_pence: 0,
    });
  });

  it('a record the service refuses is failed with its words; a manager retries it once put right', async () => {
    const refused = await fixtures.another('refused');
    const connection = (await AccountingConnection.findOne({ where: { company_id: company.id } }))!;
    const mapping = connection.tax_mapping!;
    // An admin's earlier mapping now names a code the organisation has removed: Xero refuses the bill.
    await connection.update({
      tax_mapping: { ...mapping, purchases: { ...mapping.purchases, standard: 'GONE1' } },
    });
    await queuePosting(jobs(), company.id, { type: 'supplier_invoice', id: refused.id, label: 'Refused' });
    await timePasses(company.id);
    const failed = await until('the refusal', async () => {
      const p = await postingOf('supplier_invoice', refused.id);
      return p?.status === 'failed' ? p : null;
    });
    expect(failed.last_error).toMatch(/^Xero refused it: /);
    expect(
      (await app.request.post(`/api/accounting/postings/${failed.id}/retry`).set(auth(supervisor))).status,
    ).toBe(403);
    await connection.update({ tax_mapping: mapping });
    await timePasses(company.id);
    const retried = await app.request.post(`/api/accounting/postings/${failed.id}/retry`).set(auth(manager));
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe('queued');
    expect(
      (await app.request.post(`/api/accounting/postings/${failed.id}/retry`).set(auth(manager))).status,
    ).toBe(409);
    await posted('supplier_invoice', refused.id);
    const other = await createUser(await createCompany(), { role: 'manager' });
    expect((await app.request.get(`/api/accounting/postings/${failed.id}`).set(auth(other))).status).toBe(
      404,
    );
  });

  it('approving a supplier invoice through the API queues its posting, which goes once', async () => {
    await timePasses(company.id);
    const project = await makeProject(company, []);
    const { po, line } = await makePo(project, 'delivered', 10);
    const invoice = await makeInvoice(po, line, 10, 700, supervisor.id, `API-${Date.now().toString(36)}`);
    expect(await postingOf('supplier_invoice', invoice.id)).toBeNull();
    const approved = await app.request
      .post(`/api/supplier-invoices/${invoice.id}/approve`)
      .set(auth(manager))
      .send({ override_reason: 'Not needed: a clean match' });
    expect(approved.status).toBe(200);
    const p = await posted('supplier_invoice', invoice.id);
    expect(p.label).toContain(invoice.supplier_reference);
    const bills = [...tenant().invoices.values()].filter(
      (i) => i.InvoiceNumber === invoice.supplier_reference,
    );
    expect(bills).toHaveLength(1);
    expect(bills[0]!.total).toBe(Number(invoice.gross_pence));
  });

  it('holds to the per-minute budget: over it, postings wait for a wake-up, then go', async () => {
    await timePasses(company.id);
    const over = await fixtures.another('budget');
    // The minute's tries already spent (as if twelve postings had just gone).
    const [any] = await AccountingPosting.findAll({ where: { company_id: company.id }, limit: 1 });
    for (let i = 0; i < POSTINGS_PER_MINUTE.xero; i++)
      await sequelize.query(
        `INSERT INTO accounting_posting_attempts (company_id, posting_id, outcome) VALUES (:c, :p, 'posted')`,
        { replacements: { c: company.id, p: any!.id } },
      );
    const since = new Date();
    await queuePosting(jobs(), company.id, { type: 'supplier_invoice', id: over.id, label: 'Over budget' });
    const [wake] = await until('the wake-up', () =>
      sequelize
        .query<{ start_after: Date }>(
          `SELECT start_after FROM pgboss.job WHERE name = :name AND data->>'companyId' = :c
          AND created_on >= :since ORDER BY created_on DESC LIMIT 1`,
          { type: QueryTypes.SELECT, replacements: { name: ACCOUNTING_WAKE_JOB, c: company.id, since } },
        )
        .then((rows) => (rows.length ? rows : null)),
    );
    // When the oldest try of the minute leaves it: after now, within the minute.
    const [window] = await sequelize.query<{ oldest: Date }>(
      `SELECT min(created_at) AS oldest FROM accounting_posting_attempts
        WHERE company_id = :c AND created_at > now() - interval '1 minute'`,
      { type: QueryTypes.SELECT, replacements: { c: company.id } },
    );
    expect(
      Math.abs(new Date(wake!.start_after).getTime() - (new Date(window!.oldest).getTime() + 60_000)),
    ).toBeLessThan(1000);
    const waiting = (await postingOf('supplier_invoice', over.id))!;
    expect(waiting).toMatchObject({ status: 'queued', attempts: 0 });
    await timePasses(company.id);
    await posted('supplier_invoice', over.id);
  });

  it('disconnecting revokes the grant at Xero; what was posted stays there', async () => {
    expect((await app.request.delete('/api/accounting').set(auth(admin))).status).toBe(204);
    expect(await AccountingConnection.count({ where: { company_id: company.id } })).toBe(0);
    expect(tenant().invoices.size).toBeGreaterThan(0);
    expect(xero.calls.some((c) => c.path === '/connect/revocation')).toBe(true);
  });
});

describe('accounting: QuickBooks', () => {
  it('connects with the realmId, posts a bill once with every line coded, and a webhook reads it paid', async () => {
    const company = await createCompany();
    const admin = await createUser(company, { role: 'admin' });
    const manager = await createUser(company, { role: 'manager' });
    const supervisor = await createUser(company, { role: 'supervisor' });
    await makeProject(company, []);
    const connection = await connect(admin, 'quickbooks');
    expect(connection).toMatchObject({
      provider: 'quickbooks',
      status: 'connected',
      organisation: { id: qbo.realmId },
    });
    const setup = await app.request.get('/api/accounting/setup').set(auth(admin));
    const expense = setup.body.accounts.find((a: { type: string }) => a.type === 'expense').code;
    const revenue = setup.body.accounts.find((a: { type: string }) => a.type === 'revenue').code;
    const cis = setup.body.accounts.find((a: { type: string }) => a.type === 'liability').code;
    await confirmSuggested(admin, { expense, revenue, cis });
    const fixtures = await makeFixtures(company, { manager, supervisor });
    const bill = fixtures.sources.find(([t]) => t === 'supplier_invoice')!;
    await queuePosting(jobs(), company.id, { type: bill[0], id: bill[1], label: bill[2] });
    const p = await posted(bill[0], bill[1]);
    const stored = qbo.bills.get(p.provider_id!)!;
    // UK QuickBooks refuses a line without a tax code: every line names one of the company's.
    const codes = stored.Line.filter((l) => l.DetailType !== 'SubTotalLineDetail').map(
      (l) => ((l[l.DetailType] ?? {}) as { TaxCodeRef?: { value: string } }).TaxCodeRef?.value,
    );
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(qbo.taxCodes.has(code!)).toBe(true);
    const expected = fixtures.expected.find((e) => e.number === stored.DocNumber)!;
    expect(Math.round(stored.TotalAmt * 100)).toBe(expected.grossPence);
    qbo.recordPayment('bill', p.provider_id!, expected.grossPence);
    const delivery = qbo.webhook([{ name: 'Bill', id: p.provider_id! }]);
    const res = await app.request
      .post('/api/accounting/webhooks/quickbooks')
      .set('content-type', 'application/json')
      .set('intuit-signature', delivery.signature)
      .send(delivery.body.toString());
    expect(res.status).toBe(200);
    await until(
      'the bill to read paid',
      async () => (await postingOf(bill[0], bill[1]))?.payment_state === 'paid',
    );
  });
});
