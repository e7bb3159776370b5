// The Xero provider against our stateful Xero fake (decision 0079): connecting (consent URL with the granular
// scopes and PKCE, the code exchanged once, the organisation from GET /connections), rotating refresh tokens,
// the organisation's tax rates read and mapped (never assumed), contacts linked once, a purchase order, a bill
// with the reverse charge, a labour bill with its CIS deduction line and an application invoice posted once each
// with Xero's totals equal to ours to the penny; a 429 storm, an outage, a lost answer and a revoked grant lose
// nothing and post nothing twice; payment state read back; webhook signatures checked before anything is read.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lineNet, lineVat } from '@sitebase/shared';
import { accountingContract, sandboxTokens } from '../../test/accounting-contract.js';
import { startXeroFake, type XeroFake } from '../../test/fakes/xero-fake.js';
import type { AccessTokenSource } from '../cloud-drive/types.js';
import { AccountingAuthError, AccountingRejectedError, AccountingRetryableError } from './errors.js';
import { suggestTaxCodes } from './tax-codes.js';
import type { AccountingCredentials, AccountingDocument, AccountingLine } from './types.js';
import { XERO_SCOPES, createXeroProvider } from './xero.js';

let fake: XeroFake;
const waits: number[] = [];
const provider = () =>
  createXeroProvider({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    webhookKey: fake.webhookKey,
    ...fake.urls,
    retry: { sleep: async (ms) => void waits.push(ms), random: () => 0 },
  });

beforeAll(async () => {
  fake = await startXeroFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  waits.length = 0;
});

/** The consent round trip as a browser makes it: the page, "allow", the redirect's code, the exchange. */
async function connect(redirectUri = 'http://localhost:3000/api/accounting/callback') {
  const xero = provider();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const consent = new URL(xero.consentUrl({ redirectUri, state: 'state-1', codeChallenge: challenge }));
  const allow = await fetch(`${fake.urls.authorizeUrl}`, {
    method: 'POST',
    body: new URLSearchParams({ request: consent.searchParams.toString(), decision: 'allow' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  const back = new URL(allow.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe('state-1');
  const connected = await xero.exchangeCode({
    code: back.searchParams.get('code')!,
    redirectUri,
    codeVerifier: verifier,
  });
  return { xero, consent, connected };
}

/** Tokens as the connection keeps them: refreshed (and rotated) on a 401, through the provider. */
function tokensOf(
  credentials: AccountingCredentials,
): AccessTokenSource & { current: () => AccountingCredentials } {
  let current = credentials;
  return {
    current: () => current,
    accessToken: async () => current.accessToken,
    renew: async () => {
      current = await provider().refresh(current);
      return current.accessToken;
    },
  };
}

const line = (
  description: string,
  quantity: string,
  unit: number,
  code: 'standard' | 'drc' | 'zero',
  taxCode: string,
  accountCode: string,
): AccountingLine => {
  const net = lineNet(quantity, unit);
  return {
    description,
    quantity,
    unitAmountPence: unit,
    netPence: net,
    vatPence: lineVat(net, code).vat_pence,
    taxCode,
    accountCode,
  };
};
const totalsOf = (lines: AccountingLine[]) => {
  const net = lines.reduce((s, l) => s + l.netPence, 0);
  const vat = lines.reduce((s, l) => s + l.vatPence, 0);
  return { netPence: net, vatPence: vat, grossPence: net + vat };
};

describe('connecting to Xero', () => {
  it('asks for the granular scopes with PKCE, and answers the organisation the grant reaches', async () => {
    const { consent, connected } = await connect();
    expect(consent.searchParams.get('scope')!.split(' ')).toEqual([...XERO_SCOPES]);
    expect(consent.searchParams.get('scope')).not.toMatch(/accounting\.transactions/);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    const [org] = [...fake.organisations.values()];
    expect(connected.organisations).toEqual([
      { id: org!.tenantId, name: 'Demo Contractors Ltd', connectionId: org!.connectionId },
    ]);
    expect(connected.credentials.refreshToken).toBeTruthy();
  });

  it('rotates the refresh token: the old one is refused afterwards, and invalid_grant means reconnect', async () => {
    const { xero, connected } = await connect();
    const next = await xero.refresh(connected.credentials);
    expect(next.refreshToken).not.toBe(connected.credentials.refreshToken);
    await expect(xero.refresh(connected.credentials)).rejects.toBeInstanceOf(AccountingAuthError);
    await xero.revoke(next);
    expect(fake.oauth.isLive(next.refreshToken)).toBe(false);
    // Revoking a grant already gone is not an error.
    await expect(xero.revoke(next)).resolves.toBeUndefined();
  });
});

describe('posting to Xero', () => {
  let session: ReturnType<ReturnType<typeof provider>['session']>;
  let tenantId: string;
  let supplierId: string;
  let clientId: string;
  let codes: ReturnType<typeof suggestTaxCodes>;

  beforeAll(async () => {
    const { xero, connected } = await connect();
    tenantId = connected.organisations[0]!.id;
    session = xero.session(tokensOf(connected.credentials), tenantId);
    codes = suggestTaxCodes(await session.taxRates());
    supplierId = (
      await session.upsertContact({
        name: 'Brick & Block Ltd',
        reference: 'sup-1',
        isSupplier: true,
        isCustomer: false,
      })
    ).id;
    clientId = (
      await session.upsertContact({
        name: 'Cardiff Council',
        reference: 'cli-1',
        isSupplier: false,
        isCustomer: true,
      })
    ).id;
  });

  it('maps the tax rates it read: the reverse charge by direction and rate, not by name', async () => {
    expect(codes.map.purchases).toMatchObject({
      standard: 'INPUT2',
      reduced: 'RRINPUT',
      zero: 'ZERORATEDINPUT',
      exempt: 'EXEMPTINPUT',
      no_vat: 'NONE',
      drc: 'DRCHARGE20',
      drc_reduced: 'DRCHARGE5',
    });
    expect(codes.map.sales).toMatchObject({
      standard: 'OUTPUT2',
      reduced: 'RROUTPUT',
      drc: 'DRCHARGESUPPLY20',
      drc_reduced: 'DRCHARGESUPPLY5',
    });
    expect(codes.unmapped).toEqual([]);
  });

  it('links a contact once: found by our reference after a lost answer, and by name', async () => {
    fake.inject({
      fail: 'drop_after',
      on: (r) => r.method === 'PUT' && r.url.pathname.endsWith('/Contacts'),
    });
    const made = await session.upsertContact({
      name: 'Lost Answer Plant Hire',
      reference: 'sup-2',
      isSupplier: true,
      isCustomer: false,
    });
    const org = fake.organisations.get(tenantId)!;
    expect([...org.contacts.values()].filter((c) => c.Name === 'Lost Answer Plant Hire')).toHaveLength(1);
    expect(made.id).toBe([...org.contacts.values()].find((c) => c.ContactNumber === 'sup-2')!.ContactID);
    const again = await session.upsertContact({
      name: 'lost answer plant hire',
      reference: 'sup-9',
      isSupplier: true,
      isCustomer: false,
    });
    expect(again).toEqual({ id: made.id, created: false });
  });

  it('posts a supplier bill with the reverse charge once, to the penny, and a retry answers the first', async () => {
    const lines = [
      line('Blockwork labour, 2.5 days', '2.5', 333_33, 'drc', codes.map.purchases.drc!, '320'),
      line('Blocks 7N, 1 pallet', '1', 412_49, 'standard', codes.map.purchases.standard!, '310'),
    ];
    const bill: AccountingDocument = {
      kind: 'bill',
      number: 'SI-000123',
      reference: 'PO-000045',
      contactId: supplierId,
      date: '2026-11-27',
      dueDate: '2026-12-27',
      lines,
      totals: totalsOf(lines),
    };
    expect(bill.totals).toEqual({
      netPence: 833_33 + 412_49,
      vatPence: 82_50,
      grossPence: 833_33 + 412_49 + 82_50,
    });
    const first = await session.postDocument(bill, 'key-bill-1');
    expect(first).toMatchObject({
      created: true,
      state: 'unpaid',
      totals: bill.totals,
      amountDuePence: bill.totals.grossPence,
    });
    const stored = fake.organisations.get(tenantId)!.invoices.get(first.id)!;
    expect(stored).toMatchObject({
      Type: 'ACCPAY',
      InvoiceNumber: 'SI-000123',
      subTotal: 1245_82,
      totalTax: 82_50,
      total: 1328_32,
    });
    expect(stored.LineItems.map((l) => l.TaxType)).toEqual(['DRCHARGE20', 'INPUT2']);
    // The reverse charge's VAT shows on the line (20% of £833.33), not in the bill's total.
    expect(stored.LineItems[0]!.TaxAmount).toBe(166.67);
    const again = await session.postDocument(bill, 'key-bill-1');
    expect(again).toMatchObject({ id: first.id, created: false });
    expect(
      [...fake.organisations.get(tenantId)!.invoices.values()].filter((i) => i.InvoiceNumber === 'SI-000123'),
    ).toHaveLength(1);
  });

  it('posts a labour bill with its CIS deduction on its own line, to an account the admin chose', async () => {
    const labour = line(
      'Groundworks labour, w/e 22/11/2026',
      '1',
      1_500_00,
      'drc',
      codes.map.purchases.drc!,
      '320',
    );
    const cis = {
      ...line('CIS deduction 20% of labour', '1', -300_00, 'zero', codes.map.purchases.no_vat!, '2100'),
      vatPence: 0,
    };
    const lines = [labour, cis];
    const posted = await session.postDocument(
      {
        kind: 'bill',
        number: 'LI-000007',
        contactId: supplierId,
        date: '2026-11-27',
        lines,
        totals: totalsOf(lines),
      },
      'key-labour-7',
    );
    expect(posted.totals).toEqual({ netPence: 1_200_00, vatPence: 0, grossPence: 1_200_00 });
    // Xero's own CIS account is refused in API line items, in Xero's words.
    const refused = session.postDocument(
      {
        kind: 'bill',
        number: 'LI-000008',
        contactId: supplierId,
        date: '2026-11-27',
        lines: [labour, { ...cis, accountCode: '2101' }],
        totals: totalsOf(lines),
      },
      'key-labour-8',
    );
    await expect(refused).rejects.toBeInstanceOf(AccountingRejectedError);
    await expect(refused).rejects.toThrow(/CIS account/);
  });

  it('posts a purchase order and an application invoice once each', async () => {
    const poLines = [
      line('Ready-mix C32/40, 6 m³', '6', 118_50, 'standard', codes.map.purchases.standard!, '310'),
    ];
    const po = await session.postDocument(
      {
        kind: 'purchase_order',
        number: 'PO-000046',
        contactId: supplierId,
        date: '2026-11-27',
        dueDate: '2026-12-01',
        lines: poLines,
        totals: totalsOf(poLines),
      },
      'key-po-46',
    );
    expect(po).toMatchObject({
      created: true,
      totals: { netPence: 711_00, vatPence: 142_20, grossPence: 853_20 },
    });
    const invLines = [
      line('Application 3: works to 30/11/2026', '1', 48_250_00, 'drc', codes.map.sales.drc!, '200'),
    ];
    const inv = await session.postDocument(
      {
        kind: 'invoice',
        number: 'APP-P0012-3',
        contactId: clientId,
        date: '2026-11-30',
        dueDate: '2026-12-30',
        lines: invLines,
        totals: totalsOf(invLines),
      },
      'key-app-3',
    );
    expect(inv).toMatchObject({
      created: true,
      totals: { netPence: 48_250_00, vatPence: 0, grossPence: 48_250_00 },
    });
    expect(inv.url).toContain(inv.id);
    expect(
      (
        await session.postDocument(
          {
            kind: 'purchase_order',
            number: 'PO-000046',
            contactId: supplierId,
            date: '2026-11-27',
            lines: poLines,
            totals: totalsOf(poLines),
          },
          'key-po-46-b',
        )
      ).created,
    ).toBe(false);
  });

  it('waits out a 429 storm as Xero asks, and hands a longer one to the queue; nothing posted twice', async () => {
    const lines = [line('Skip hire', '1', 250_00, 'standard', codes.map.purchases.standard!, '310')];
    const doc: AccountingDocument = {
      kind: 'bill',
      number: 'SI-000200',
      contactId: supplierId,
      date: '2026-11-27',
      lines,
      totals: totalsOf(lines),
    };
    fake.inject({ fail: 'rate_limited', times: 3, retryAfter: 7 });
    const posted = await session.postDocument(doc, 'key-200');
    expect(waits).toEqual([7000, 7000, 7000]);
    expect(posted.created).toBe(true);
    // 5 tries in all; past them the queue gets it back with Xero's wait.
    fake.inject({ fail: 'rate_limited', times: 5, retryAfter: 30 });
    const storm = session.postDocument({ ...doc, number: 'SI-000201' }, 'key-201');
    await expect(storm).rejects.toBeInstanceOf(AccountingRetryableError);
    await expect(storm).rejects.toMatchObject({ retryAfterSeconds: 30, status: 429 });
    expect(fake.pendingInjections()).toBe(0);
    // An outage, then Xero back, and the answer to the create lost: one bill.
    fake.inject({ fail: 'unavailable', times: 2 });
    fake.inject({
      fail: 'drop_after',
      on: (r) => r.method === 'PUT' && r.url.pathname.endsWith('/Invoices'),
    });
    const later = await session.postDocument({ ...doc, number: 'SI-000201' }, 'key-201');
    expect(later.totals).toEqual(doc.totals);
    expect(
      [...fake.organisations.get(tenantId)!.invoices.values()].filter((i) => i.InvoiceNumber === 'SI-000201'),
    ).toHaveLength(1);
  });

  it('finds the first bill after a lost answer even when Xero has forgotten the idempotency key', async () => {
    const lines = [line('Hoarding panels', '4', 37_25, 'standard', codes.map.purchases.standard!, '310')];
    const doc: AccountingDocument = {
      kind: 'bill',
      number: 'SI-000250',
      contactId: supplierId,
      date: '2026-11-27',
      lines,
      totals: totalsOf(lines),
    };
    fake.inject({
      fail: 'drop_after',
      on: (r) => r.method === 'PUT' && r.url.pathname.endsWith('/Invoices'),
    });
    // Every request after the lost answer meets a Xero that keeps no keys: only the lookup can save a second bill.
    const forget = fake.observe(() => fake.idempotent.clear());
    try {
      const posted = await session.postDocument(doc, 'key-250');
      expect(posted).toMatchObject({ created: false, totals: doc.totals });
    } finally {
      forget();
    }
    const bills = [...fake.organisations.get(tenantId)!.invoices.values()].filter(
      (i) => i.InvoiceNumber === 'SI-000250',
    );
    expect(bills).toHaveLength(1);
  });

  it('renews a refused token once; a revoked grant is "reconnect", with the record left to post later', async () => {
    fake.oauth.expireAccessTokens();
    expect((await session.taxRates()).length).toBeGreaterThan(0);
    fake.oauth.revokeAll();
    const lines = [line('Scaffold', '1', 99_99, 'standard', codes.map.purchases.standard!, '310')];
    await expect(
      session.postDocument(
        {
          kind: 'bill',
          number: 'SI-000300',
          contactId: supplierId,
          date: '2026-11-27',
          lines,
          totals: totalsOf(lines),
        },
        'key-300',
      ),
    ).rejects.toBeInstanceOf(AccountingAuthError);
    expect(
      [...fake.organisations.get(tenantId)!.invoices.values()].some((i) => i.InvoiceNumber === 'SI-000300'),
    ).toBe(false);
  });
});

describe('payments and webhooks', () => {
  it('reads part paid then paid back, after a signed webhook names the bill', async () => {
    const { xero, connected } = await connect();
    const tenantId = connected.organisations[0]!.id;
    const session = xero.session(tokensOf(connected.credentials), tenantId);
    const codes = suggestTaxCodes(await session.taxRates());
    const supplier = await session.upsertContact({
      name: 'Paid Supplies Ltd',
      reference: 'sup-p',
      isSupplier: true,
      isCustomer: false,
    });
    const lines = [line('Timber', '1', 100_00, 'standard', codes.map.purchases.standard!, '310')];
    const bill = await session.postDocument(
      {
        kind: 'bill',
        number: 'SI-000400',
        contactId: supplier.id,
        date: '2026-11-27',
        lines,
        totals: totalsOf(lines),
      },
      'key-400',
    );
    fake.pay(tenantId, bill.id, 50_00);
    const delivery = fake.webhook([{ tenantId, resourceId: bill.id }]);
    expect(xero.verifyWebhook(delivery.body, delivery.signature)).toBe(true);
    const [event] = xero.webhookEvents(delivery.body);
    expect(event).toMatchObject({ organisationId: tenantId, resource: 'invoice', resourceId: bill.id });
    const [part] = await session.documentStates('bill', [event!.resourceId]);
    expect(part).toMatchObject({ state: 'part_paid', amountPaidPence: 50_00, amountDuePence: 70_00 });
    fake.pay(tenantId, bill.id, 70_00);
    expect((await session.documentStates('bill', [bill.id]))[0]).toMatchObject({
      state: 'paid',
      amountDuePence: 0,
    });
  });

  it('refuses a tampered body, a wrong key and no signature, and answers the intent to receive', () => {
    const xero = provider();
    const delivery = fake.webhook([{ tenantId: 't', resourceId: 'r' }]);
    const tampered = Buffer.from(delivery.body.toString().replace('"r"', '"x"'));
    expect(xero.verifyWebhook(tampered, delivery.signature)).toBe(false);
    expect(xero.verifyWebhook(delivery.body, undefined)).toBe(false);
    expect(xero.verifyWebhook(delivery.body, Buffer.from('nope').toString('base64'))).toBe(false);
    const other = createXeroProvider({ clientId: 'x', clientSecret: 'y', webhookKey: 'another key' });
    expect(other.verifyWebhook(delivery.body, delivery.signature)).toBe(false);
    // Xero's intent to receive: an empty, signed event list; verified, it names nothing.
    const intent = fake.webhook([]);
    expect(xero.verifyWebhook(intent.body, intent.signature)).toBe(true);
    expect(xero.webhookEvents(intent.body)).toEqual([]);
  });
});

describe('the contract', () => {
  // Connected as the sandbox run connects: the refresh token spent first, the rotated one kept by a token keeper.
  accountingContract(async () => {
    const { xero, connected } = await connect();
    const tokens = await sandboxTokens(xero, connected.credentials.refreshToken, "the fake's refresh token");
    return { session: xero.session(tokens, connected.organisations[0]!.id) };
  });

  it('a spent refresh token is refused by the name of its variable, its value never shown', async () => {
    const { xero, connected } = await connect();
    const spent = connected.credentials.refreshToken;
    await xero.refresh(connected.credentials);
    const refused = await sandboxTokens(xero, spent, 'XERO_TEST_REFRESH_TOKEN').catch((err: Error) => err);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(/^XERO_TEST_REFRESH_TOKEN was refused .*Take a fresh one/);
    expect((refused as Error).message).not.toContain(spent);
    expect((refused as Error).cause).toBeInstanceOf(AccountingAuthError);
  });
});

/**
 * A Xero demo company (UK, in pounds): an app's client id and secret, a refresh token from a consent to that app
 * with XERO_SCOPES (single use: Xero rotates it), and the organisation's tenant id (GET /connections).
 */
const sandbox = {
  clientId: process.env.XERO_TEST_CLIENT_ID,
  clientSecret: process.env.XERO_TEST_CLIENT_SECRET,
  refreshToken: process.env.XERO_TEST_REFRESH_TOKEN,
  tenantId: process.env.XERO_TEST_TENANT_ID,
};

describe.skipIf(!sandbox.clientId || !sandbox.clientSecret || !sandbox.refreshToken || !sandbox.tenantId)(
  'xero against the Xero sandbox (XERO_TEST_*)',
  () => {
    accountingContract(async () => {
      const xero = createXeroProvider({ clientId: sandbox.clientId!, clientSecret: sandbox.clientSecret! });
      const tokens = await sandboxTokens(xero, sandbox.refreshToken!, 'XERO_TEST_REFRESH_TOKEN');
      return { session: xero.session(tokens, sandbox.tenantId!) };
    });
  },
);
