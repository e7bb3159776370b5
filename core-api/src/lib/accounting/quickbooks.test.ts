// The quickbooks adapter (decision 0079) over our stateful fake: connecting (consent URL with PKCE, the code and
// realmId exchanged, the company named), rotating refresh tokens, a refused or revoked grant; the company's settings,
// tax codes (reverse charge included) and accounts read and mapped; contacts and documents made once — a lost answer
// found on the retry, the same idempotency key answering the first post, totals checked to the penny; a 429 storm
// waited out as Retry-After asks (recorded, never slept), an outage then recovery, a timeout; Intuit's Fault words on
// a refused record; payments read back; webhook signatures and both body formats. No database is used.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  QUICKBOOKS_FAKE_SCOPE,
  startQuickBooksFake,
  type QuickBooksFake,
} from '../../test/fakes/quickbooks-fake.js';
import type { RetryPolicy } from '../cloud-drive/retry.js';
import {
  AccountingAuthError,
  AccountingError,
  AccountingMismatchError,
  AccountingRejectedError,
  AccountingRetryableError,
} from './errors.js';
import {
  createQuickBooksProvider,
  qboDocNumber,
  requestIdOf,
  taxRateOf,
  type QuickBooksOptions,
} from './quickbooks.js';
import type {
  AccountingCredentials,
  AccountingDocument,
  AccountingProvider,
  AccountingSession,
  ContactInput,
} from './types.js';
import { suggestTaxCodes } from './tax-codes.js';
import { accountingContract, sandboxTokens } from '../../test/accounting-contract.js';
import { accountingConfig } from '../../config.js';

const REDIRECT = 'http://127.0.0.1:3540/api/integrations/accounting/callback';

let fake: QuickBooksFake;
beforeAll(async () => {
  fake = await startQuickBooksFake();
});
afterAll(() => fake.close());

interface RecordedPolicy extends Partial<RetryPolicy> {
  sleeps: number[];
}

/** Sleeps recorded, not slept; jitter pinned to its top (backoffs exactly 1 s, 2 s, 4 s…). */
function recordedPolicy(): RecordedPolicy {
  const sleeps: number[] = [];
  return { sleeps, sleep: async (ms) => void sleeps.push(ms), random: () => 1 };
}

function quickbooks(options: Partial<QuickBooksOptions> = {}): AccountingProvider {
  return createQuickBooksProvider({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    webhookKey: fake.verifierToken,
    authorizeUrl: fake.authorizeUrl,
    tokenUrl: fake.tokenUrl,
    revokeUrl: fake.revokeUrl,
    apiBase: fake.apiBase,
    appUrl: 'https://app.qbo.test',
    ...options,
  });
}

/** An in-memory token source as the connection store will be: refreshed when expired or refused, rotated kept. */
function tokenSource(provider: AccountingProvider, initial: AccountingCredentials) {
  let current = initial;
  const source = {
    refreshes: 0,
    credentials: () => current,
    async accessToken() {
      if (current.expiresAt - Date.now() < 60_000) {
        current = await provider.refresh(current);
        source.refreshes += 1;
      }
      return current.accessToken;
    },
    async renew() {
      current = await provider.refresh(current);
      source.refreshes += 1;
      return current.accessToken;
    },
  };
  return source;
}

/** A company connected through the fake (as if it had consented earlier), with recorded sleeps. */
function connected(options: Partial<QuickBooksOptions> = {}) {
  const policy = recordedPolicy();
  const provider = quickbooks({ retry: policy, ...options });
  const tokens = tokenSource(provider, {
    provider: 'quickbooks',
    refreshToken: fake.oauth.issueRefreshToken([QUICKBOOKS_FAKE_SCOPE]),
    accessToken: 'never-issued',
    expiresAt: 0,
    scopes: [QUICKBOOKS_FAKE_SCOPE],
  });
  return { provider, policy, tokens, session: provider.session(tokens, fake.realmId) };
}

const unique = () => randomBytes(4).toString('hex');

async function supplier(session: AccountingSession, extra: Partial<ContactInput> = {}) {
  const input: ContactInput = {
    name: `Quay Groundworks ${unique()} Ltd`,
    reference: `contact-${unique()}`,
    isSupplier: true,
    isCustomer: false,
    ...extra,
  };
  return (await session.upsertContact(input)).id;
}

/** A subcontractor's bill: a domestic reverse-charge line (no VAT) and a standard-rated line (a half penny). */
function drcBill(contactId: string, number = `B-${unique()}`): AccountingDocument {
  return {
    kind: 'bill',
    number,
    reference: 'P-0003 Canal Wharf',
    contactId,
    date: '2026-03-02',
    dueDate: '2026-04-01',
    lines: [
      {
        description: 'Groundworks labour, week 9 (domestic reverse charge)',
        quantity: '5',
        unitAmountPence: 25_000,
        netPence: 125_000,
        vatPence: 0,
        taxCode: '7', // 20.0% RC CIS
        accountCode: '7', // Subcontractors
      },
      {
        description: 'Fixings',
        quantity: '2.5',
        unitAmountPence: 1335,
        netPence: 3338,
        vatPence: 668, // 20% of £33.38 = £6.676
        taxCode: '2', // 20.0% S
        accountCode: '8', // Materials
      },
    ],
    totals: { netPence: 128_338, vatPence: 668, grossPence: 129_006 },
  };
}

const billsNumbered = (number: string) => [...fake.bills.values()].filter((b) => b.DocNumber === number);

describe('quickbooks over the fake', () => {
  beforeEach(() => {
    fake.oauth.autoApprove = false;
    fake.oauth.rotateRefreshTokens = true;
    fake.queryLag = false;
  });

  describe('connecting', () => {
    it('asks Intuit for the accounting scope, with the state and a PKCE challenge', () => {
      const url = new URL(
        quickbooks().consentUrl({
          redirectUri: REDIRECT,
          state: 'state-123',
          codeChallenge: 'challenge-abc',
        }),
      );
      expect(`${url.origin}${url.pathname}`).toBe(fake.authorizeUrl);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        client_id: fake.clientId,
        response_type: 'code',
        scope: 'com.intuit.quickbooks.accounting',
        redirect_uri: REDIRECT,
        state: 'state-123',
        code_challenge: 'challenge-abc',
        code_challenge_method: 'S256',
      });
      expect(
        new URL(
          createQuickBooksProvider({ clientId: 'x', clientSecret: 'y' }).consentUrl({
            redirectUri: REDIRECT,
            state: 's',
          }),
        ).origin,
      ).toBe('https://appcenter.intuit.com');
    });

    it('exchanges the code and realmId for credentials and names the company; a code works once', async () => {
      fake.oauth.autoApprove = true;
      const provider = quickbooks({ retry: recordedPolicy() });
      const verifier = randomBytes(32).toString('base64url');
      const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
      const consent = await fetch(
        provider.consentUrl({ redirectUri: REDIRECT, state: 's1', codeChallenge }),
        {
          redirect: 'manual',
        },
      );
      const back = new URL(consent.headers.get('location')!);
      expect(back.origin + back.pathname).toBe(REDIRECT);
      expect(back.searchParams.get('state')).toBe('s1');
      expect(back.searchParams.get('realmId')).toBe(fake.realmId);
      const code = back.searchParams.get('code')!;

      await expect(
        provider.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: verifier }),
      ).rejects.toMatchObject({ kind: 'failed', message: expect.stringMatching(/realmId/) });

      const { credentials, organisations } = await provider.exchangeCode({
        code,
        redirectUri: REDIRECT,
        codeVerifier: verifier,
        realmId: back.searchParams.get('realmId')!,
      });
      expect(organisations).toEqual([{ id: fake.realmId, name: 'Harbour Build Ltd' }]);
      expect(credentials).toMatchObject({
        provider: 'quickbooks',
        scopes: ['com.intuit.quickbooks.accounting'],
      });
      expect(credentials.refreshToken).toMatch(/^rt-/);
      expect(credentials.expiresAt).toBeGreaterThan(Date.now());
      await expect(
        provider.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: verifier, realmId: fake.realmId }),
      ).rejects.toBeInstanceOf(AccountingAuthError);
    });

    it('keeps the rotated refresh token; the old one is refused afterwards', async () => {
      const { provider, tokens } = connected();
      await tokens.accessToken();
      const before = tokens.credentials();
      const after = await provider.refresh(before);
      expect(after.refreshToken).not.toBe(before.refreshToken);
      expect(after.accessToken).not.toBe(before.accessToken);
      await expect(provider.refresh(before)).rejects.toMatchObject({
        kind: 'needs_reconnecting',
        providerCode: 'invalid_grant',
      });
      await expect(provider.refresh(after)).resolves.toMatchObject({ provider: 'quickbooks' });
    });

    it('a refresh refused with invalid_grant needs reconnecting', async () => {
      const { session } = connected();
      fake.inject({ fail: 'invalid_grant', on: 'token' });
      const err = await session.accounts().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AccountingAuthError);
      expect(err).toMatchObject({ kind: 'needs_reconnecting', provider: 'quickbooks' });
      expect((err as Error).message).toMatch(/reconnect/);
    });

    it('a wrong client secret is the operator’s to fix', async () => {
      const { provider, tokens } = connected({ clientSecret: 'not-the-secret' });
      await expect(provider.refresh(tokens.credentials())).rejects.toMatchObject({ kind: 'misconfigured' });
    });

    it('revoking ends the grant; revoking again is not an error', async () => {
      const { provider, session, tokens } = connected();
      await session.accounts();
      const credentials = tokens.credentials();
      expect(fake.oauth.isLive(credentials.refreshToken)).toBe(true);
      await provider.revoke(credentials);
      expect(fake.oauth.isLive(credentials.refreshToken)).toBe(false);
      expect(fake.oauth.scopesOf(credentials.accessToken)).toBeNull();
      await expect(provider.revoke(credentials)).resolves.toBeUndefined();
    });
  });

  describe('the company', () => {
    it('reads the company: GB, GBP, VAT on', async () => {
      const { session } = connected();
      await expect(session.organisation()).resolves.toEqual({
        id: fake.realmId,
        name: 'Harbour Build Ltd',
        countryCode: 'GB',
        baseCurrency: 'GBP',
        vatRegistered: true,
      });
      const apiCalls = fake.calls.filter((c) => c.kind === 'api').slice(-2);
      expect(apiCalls.map((c) => c.path)).toEqual([
        `/v3/company/${fake.realmId}/companyinfo/${fake.realmId}`,
        `/v3/company/${fake.realmId}/preferences`,
      ]);
      expect(apiCalls.every((c) => new URLSearchParams(c.query).get('minorversion') === '75')).toBe(true);
    });

    it('suggests the mapping: the domestic reverse charge is RC CIS, not the EC acquisition code', async () => {
      const { session } = connected();
      const { map, unmapped } = suggestTaxCodes(await session.taxRates());
      expect(map.purchases).toMatchObject({
        standard: '2',
        reduced: '3',
        zero: '4',
        exempt: '5',
        no_vat: '6',
        drc: '7',
      });
      expect(map.sales).toMatchObject({ standard: '2', reduced: '3', drc: '7' });
      // UK QuickBooks has no 5% reverse charge code by default: the admin is asked.
      expect(unmapped).toEqual(['purchases.drc_reduced', 'sales.drc_reduced']);
    });

    it('maps tax codes with their rates, reverse charges marked, and only the active ones', async () => {
      const { session } = connected();
      const rates = await session.taxRates();
      const byName = Object.fromEntries(rates.map((r) => [r.name, r]));
      expect(Object.keys(byName).sort()).toEqual(
        ['0.0% Z', '20.0% ECG', '20.0% RC CIS', '20.0% S', '5.0% R', 'Exempt', 'No VAT'].sort(),
      );
      expect(byName['20.0% S']).toEqual({
        code: '2',
        name: '20.0% S',
        basisPoints: 2000,
        canApplyToRevenue: true,
        canApplyToExpenses: true,
        reverseCharge: false,
        active: true,
      });
      expect(byName['5.0% R']).toMatchObject({ basisPoints: 500, reverseCharge: false });
      expect(byName['0.0% Z']).toMatchObject({ basisPoints: 0, reverseCharge: false });
      expect(byName['20.0% RC CIS']).toMatchObject({
        code: '7',
        basisPoints: 2000,
        reverseCharge: true,
        canApplyToExpenses: true,
        canApplyToRevenue: true,
      });
      expect(byName['20.0% ECG']).toMatchObject({
        basisPoints: 2000,
        reverseCharge: true,
        canApplyToExpenses: true,
        canApplyToRevenue: false,
      });
    });

    it('marks a reverse charge by Intuit’s SpecialTaxType, by rates that cancel, or by its name', () => {
      const rates = new Map([
        ['1', { Id: '1', RateValue: 20, SpecialTaxType: 'NONE' }],
        ['2', { Id: '2', RateValue: 20, SpecialTaxType: 'REVERSE_CHARGE' }],
        ['3', { Id: '3', RateValue: -20, SpecialTaxType: 'NONE' }],
      ]);
      const code = (Name: string, purchase: string[]) => ({
        Id: Name,
        Name,
        PurchaseTaxRateList: { TaxRateDetail: purchase.map((value) => ({ TaxRateRef: { value } })) },
      });
      expect(taxRateOf(code('Standard', ['1']), rates).reverseCharge).toBe(false);
      expect(taxRateOf(code('Domestic', ['1', '2']), rates).reverseCharge).toBe(true);
      expect(taxRateOf(code('Acquisitions', ['1', '3']), rates).reverseCharge).toBe(true);
      expect(taxRateOf(code('Reverse Charge', ['1']), rates).reverseCharge).toBe(true);
      expect(taxRateOf(code('5.0% RC CIS', ['1']), rates).reverseCharge).toBe(true);
      expect(taxRateOf(code('Reverse Charge', ['1']), rates)).toMatchObject({
        canApplyToRevenue: false,
        canApplyToExpenses: true,
      });
    });

    it('maps accounts by type, their ids as codes', async () => {
      const { session } = connected();
      const accounts = await session.accounts();
      const byCode = Object.fromEntries(accounts.map((a) => [a.code, a]));
      expect(byCode['7']).toEqual({ code: '7', name: 'Subcontractors', type: 'expense', active: true });
      expect(byCode['9']).toMatchObject({ type: 'expense' });
      expect(byCode['1']).toMatchObject({ name: 'Sales', type: 'revenue' });
      expect(byCode['33']).toMatchObject({ type: 'liability' });
      expect(byCode['35']).toMatchObject({ type: 'asset' });
      expect(byCode['40']).toMatchObject({ type: 'equity' });
      expect(byCode['41']).toBeUndefined(); // inactive: QuickBooks' queries leave it out
    });
  });

  describe('contacts', () => {
    it('makes a supplier once: an answer lost after it was made is found on the retry', async () => {
      const { session, policy } = connected();
      const name = `Northgate Scaffolding ${unique()} Ltd`;
      const input: ContactInput = {
        name,
        reference: `c-${unique()}`,
        email: 'accounts@northgate.example',
        phone: '0117 496 0000',
        address: { lines: ['Unit 4', 'Avon Trading Estate'], city: 'Bristol', postcode: 'BS2 0JZ' },
        isSupplier: true,
        isCustomer: false,
      };
      fake.inject({
        fail: 'drop_after',
        on: (r) => r.method === 'POST' && r.url.pathname.endsWith('/vendor'),
      });
      const first = await session.upsertContact(input);
      expect(first.created).toBe(false);
      expect(policy.sleeps).toEqual([1000]);
      const made = [...fake.vendors.values()].filter((v) => v.DisplayName === name);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({
        Id: first.id,
        PrimaryEmailAddr: { Address: 'accounts@northgate.example' },
        BillAddr: { Line1: 'Unit 4', Line2: 'Avon Trading Estate', City: 'Bristol', PostalCode: 'BS2 0JZ' },
      });
      const create = fake.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/vendor'));
      expect(new URLSearchParams(create.at(-1)!.query).get('requestid')).toBeTruthy();

      await expect(session.upsertContact(input)).resolves.toEqual({ id: first.id, created: false });
      expect([...fake.vendors.values()].filter((v) => v.DisplayName === name)).toHaveLength(1);
    });

    it('makes a contact that is new, and updates a linked one with its SyncToken', async () => {
      const { session } = connected();
      const name = `Bristol Lintels ${unique()}`;
      const made = await session.upsertContact({
        name,
        reference: 'r1',
        isSupplier: true,
        isCustomer: false,
      });
      expect(made.created).toBe(true);
      expect(fake.vendors.get(made.id)!.SyncToken).toBe('0');
      const updated = await session.upsertContact({
        providerId: made.id,
        name,
        reference: 'r1',
        email: 'new@lintels.example',
        isSupplier: true,
        isCustomer: false,
      });
      expect(updated).toEqual({ id: made.id, created: false });
      expect(fake.vendors.get(made.id)).toMatchObject({
        SyncToken: '1',
        DisplayName: name,
        PrimaryEmailAddr: { Address: 'new@lintels.example' },
      });
    });

    it('makes customers as Customers, a colon in the name made safe', async () => {
      const { session } = connected();
      const { id, created } = await session.upsertContact({
        name: `Riverside Homes: Phase ${unique()}`,
        reference: 'cust-1',
        isSupplier: false,
        isCustomer: true,
      });
      expect(created).toBe(true);
      expect(fake.customers.get(id)!.DisplayName).toMatch(/^Riverside Homes - Phase /);
      expect(fake.vendors.has(id)).toBe(false);
    });
  });

  describe('posting', () => {
    it('posts a bill with a reverse-charge line once, to the penny; the same key answers the first', async () => {
      const { session } = connected();
      const vendorId = await supplier(session);
      const document = drcBill(vendorId);
      const key = `bill-${unique()}`;
      const first = await session.postDocument(document, key);
      expect(first).toMatchObject({
        created: true,
        state: 'unpaid',
        totals: { netPence: 128_338, vatPence: 668, grossPence: 129_006 },
        amountPaidPence: 0,
        amountDuePence: 129_006,
        url: `https://app.qbo.test/app/bill?txnId=${first.id}`,
      });
      const stored = fake.bills.get(first.id)!;
      expect(stored.TotalAmt).toBe(1290.06);
      expect(stored.TxnTaxDetail.TotalTax).toBe(6.68);
      expect(stored).toMatchObject({
        DocNumber: document.number,
        VendorRef: { value: vendorId },
        TxnDate: '2026-03-02',
        DueDate: '2026-04-01',
        PrivateNote: 'P-0003 Canal Wharf',
        GlobalTaxCalculation: 'TaxExcluded',
      });
      expect(stored.Line.map((l) => [l.Amount, l.AccountBasedExpenseLineDetail])).toEqual([
        [1250, { AccountRef: { value: '7' }, TaxCodeRef: { value: '7' } }],
        [33.38, { AccountRef: { value: '8' }, TaxCodeRef: { value: '2' } }],
      ]);
      const post = fake.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/bill')).at(-1)!;
      expect(Object.fromEntries(new URLSearchParams(post.query))).toEqual({
        requestid: key,
        minorversion: '75',
      });

      const again = await session.postDocument(document, key);
      expect(again).toMatchObject({ id: first.id, created: false, totals: first.totals });
      expect(billsNumbered(document.number)).toHaveLength(1);
    });

    it('a bill whose answer was lost is found by its number on the retry, not posted twice', async () => {
      const { session, policy } = connected();
      const document = drcBill(await supplier(session));
      fake.inject({ fail: 'drop_after', on: (r) => r.method === 'POST' && r.url.pathname.endsWith('/bill') });
      const posted = await session.postDocument(document, `bill-${unique()}`);
      expect(posted.created).toBe(false);
      expect(policy.sleeps).toEqual([1000]);
      expect(billsNumbered(document.number)).toHaveLength(1);
    });

    it('when the lookup lags behind, the requestid answers the first post', async () => {
      const { session } = connected();
      const document = drcBill(await supplier(session));
      fake.queryLag = true;
      fake.inject({ fail: 'drop_after', on: (r) => r.method === 'POST' && r.url.pathname.endsWith('/bill') });
      const posted = await session.postDocument(document, `bill-${unique()}`);
      expect(billsNumbered(document.number)).toHaveLength(1);
      expect(billsNumbered(document.number)[0]!.Id).toBe(posted.id);
    });

    it('posts an invoice through a service item per income account, made once', async () => {
      const { session } = connected();
      const { id: customerId } = await session.upsertContact({
        name: `Canal Wharf Developments ${unique()}`,
        reference: `cu-${unique()}`,
        isSupplier: false,
        isCustomer: true,
      });
      const invoice = (number: string): AccountingDocument => ({
        kind: 'invoice',
        number,
        contactId: customerId,
        date: '2026-03-31',
        dueDate: '2026-04-30',
        lines: [
          {
            description: 'Valuation 4: groundworks',
            quantity: '1.5',
            unitAmountPence: 10_000,
            netPence: 15_000,
            vatPence: 3000,
            taxCode: '2',
            accountCode: '1',
          },
          {
            description: 'A third of the retention release',
            quantity: '3',
            unitAmountPence: 3333,
            netPence: 10_000,
            vatPence: 2000,
            taxCode: '2',
            accountCode: '2',
          },
        ],
        totals: { netPence: 25_000, vatPence: 5000, grossPence: 30_000 },
      });
      const first = await session.postDocument(invoice(`INV-${unique()}`), `inv-${unique()}`);
      expect(first).toMatchObject({
        created: true,
        state: 'unpaid',
        totals: { netPence: 25_000, vatPence: 5000, grossPence: 30_000 },
        url: `https://app.qbo.test/app/invoice?txnId=${first.id}`,
      });
      const lines = fake.invoices.get(first.id)!.Line;
      const items = [...fake.items.values()].filter((i) => i.Name.startsWith('SiteBase services'));
      expect(items.map((i) => [i.Name, i.IncomeAccountRef.value]).sort()).toEqual([
        ['SiteBase services 1', '1'],
        ['SiteBase services 2', '2'],
      ]);
      expect(lines[0]!.SalesItemLineDetail).toEqual({
        ItemRef: { value: items.find((i) => i.IncomeAccountRef.value === '1')!.Id },
        TaxCodeRef: { value: '2' },
        Qty: 1.5,
        UnitPrice: 100,
      });
      // 3 × £33.33 is £99.99, not the £100.00 line: no Qty and UnitPrice for QuickBooks to multiply out.
      expect(lines[1]!.SalesItemLineDetail).not.toHaveProperty('Qty');
      expect(lines.at(-1)!.DetailType).toBe('SubTotalLineDetail');

      await session.postDocument(invoice(`INV-${unique()}`), `inv-${unique()}`);
      expect([...fake.items.values()].filter((i) => i.Name.startsWith('SiteBase services'))).toHaveLength(2);
    });

    it('posts a purchase order', async () => {
      const { session } = connected();
      const vendorId = await supplier(session);
      const po = await session.postDocument(
        {
          kind: 'purchase_order',
          number: `PO-${unique()}`,
          contactId: vendorId,
          date: '2026-03-02',
          lines: [
            {
              description: '20 t MOT type 1',
              quantity: '20',
              unitAmountPence: 2150,
              netPence: 43_000,
              vatPence: 8600,
              taxCode: '2',
              accountCode: '8',
            },
          ],
          totals: { netPence: 43_000, vatPence: 8600, grossPence: 51_600 },
        },
        `po-${unique()}`,
      );
      expect(po).toMatchObject({ created: true, state: 'unpaid', totals: { grossPence: 51_600 } });
      expect(po.url).toBe(`https://app.qbo.test/app/purchaseorder?txnId=${po.id}`);
      expect(fake.purchaseOrders.get(po.id)).toMatchObject({ POStatus: 'Open', TotalAmt: 516 });
    });

    it('an answer that does not add up to ours is a mismatch, never left as posted', async () => {
      const { session } = connected();
      const document = drcBill(await supplier(session));
      // VAT of nothing on a standard-rated line: QuickBooks books its own 20%.
      document.lines[1] = { ...document.lines[1]!, vatPence: 0 };
      document.totals = { netPence: 128_338, vatPence: 0, grossPence: 128_338 };
      const err = await session.postDocument(document, `bill-${unique()}`).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AccountingMismatchError);
      expect((err as Error).message).toMatch(/VAT 668p.*we sent net 128338p, VAT 0p/);
    });

    it('a record QuickBooks refuses comes back with its words', async () => {
      const { session } = connected();
      const document = drcBill(await supplier(session));
      document.lines[1] = { ...document.lines[1]!, taxCode: '' };
      const err = await session.postDocument(document, `bill-${unique()}`).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AccountingRejectedError);
      expect(err).toMatchObject({ kind: 'rejected', status: 400, providerCode: '6000' });
      expect((err as AccountingRejectedError).reasons).toEqual([
        "A business validation error has occurred while processing your request: Business Validation Error: All items need a tax rate. Please add one where it's missing.",
      ]);
      expect((err as Error).message).toMatch(/^QuickBooks Online refused it: .*All items need a tax rate/);
      expect(billsNumbered(document.number)).toHaveLength(0);
    });
  });

  describe('rate limits, outages and tokens', () => {
    it('waits out a 429 storm as Retry-After asks, then posts once', async () => {
      const { session, policy } = connected();
      const document = drcBill(await supplier(session));
      fake.inject({ fail: 'rate_limited', times: 3, retryAfter: 7 });
      const posted = await session.postDocument(document, `bill-${unique()}`);
      expect(posted.created).toBe(true);
      expect(policy.sleeps).toEqual([7000, 7000, 7000]);
      expect(billsNumbered(document.number)).toHaveLength(1);
    });

    it('a storm beyond the policy goes back to the queue as retryable, with the wait asked for', async () => {
      const { session, policy } = connected();
      await session.accounts();
      fake.inject({ fail: 'rate_limited', times: 5, retryAfter: 7 });
      const err = await session.taxRates().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AccountingRetryableError);
      expect(err).toMatchObject({
        kind: 'retryable',
        retryAfterSeconds: 7,
        status: 429,
        provider: 'quickbooks',
      });
      expect(policy.sleeps).toEqual([7000, 7000, 7000, 7000]);
      expect(fake.pendingInjections()).toBe(0);
    });

    it('an outage (503s) is backed off and the bill posts exactly once on recovery', async () => {
      const { session, policy } = connected();
      const document = drcBill(await supplier(session));
      fake.inject({
        fail: 'unavailable',
        times: 2,
        on: (r) => r.method === 'POST' && r.url.pathname.endsWith('/bill'),
      });
      fake.inject({ fail: 'server_error', on: (r) => r.url.pathname.endsWith('/query') });
      const posted = await session.postDocument(document, `bill-${unique()}`);
      expect(posted.created).toBe(true);
      expect(policy.sleeps).toEqual([1000, 2000, 4000]);
      expect(billsNumbered(document.number)).toHaveLength(1);
    });

    it('a call never answered is ended by its timeout and tried again; a dropped one too', async () => {
      const { session, policy } = connected({ timeoutMs: 300 });
      await session.accounts();
      fake.inject({ fail: 'hang' });
      fake.inject({ fail: 'drop' });
      await expect(session.accounts()).resolves.toContainEqual(expect.objectContaining({ code: '7' }));
      expect(policy.sleeps).toEqual([1000, 2000]);
    });

    it('renews a refused access token and carries on', async () => {
      const { session, tokens } = connected();
      await session.accounts();
      fake.oauth.expireAccessTokens();
      const grants = fake.oauth.grants.length;
      await session.accounts();
      expect(fake.oauth.grants.slice(grants)).toEqual(['refresh_token']);
      expect(tokens.refreshes).toBe(2);
    });

    it('a revoked connection: the 401 renews once, the refresh is refused, it needs reconnecting', async () => {
      const { session } = connected();
      const vendorId = await supplier(session);
      fake.oauth.revokeAll();
      const grants = fake.oauth.grants.length;
      const document = drcBill(vendorId);
      const err = await session.postDocument(document, `bill-${unique()}`).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AccountingAuthError);
      expect(err).toMatchObject({ kind: 'needs_reconnecting' });
      expect(fake.oauth.grants.slice(grants)).toEqual(['refresh_token']);
      expect(billsNumbered(document.number)).toHaveLength(0);
    });

    it('an API that keeps refusing fresh tokens needs reconnecting (one renewal, not a loop)', async () => {
      const { session } = connected();
      await session.accounts();
      fake.inject({ fail: 'unauthorized', times: 2 });
      const grants = fake.oauth.grants.length;
      await expect(session.accounts()).rejects.toMatchObject({ kind: 'needs_reconnecting', status: 401 });
      expect(fake.oauth.grants.length - grants).toBe(1);
    });
  });

  describe('payments', () => {
    it('reads a bill as part paid, then paid, as payments are recorded', async () => {
      const { session } = connected();
      const { id } = await session.postDocument(drcBill(await supplier(session)), `bill-${unique()}`);
      fake.recordPayment('bill', id, 50_000);
      const [part] = await session.documentStates('bill', [id]);
      expect(part).toMatchObject({
        id,
        created: false,
        state: 'part_paid',
        amountPaidPence: 50_000,
        amountDuePence: 79_006,
        totals: { netPence: 128_338, vatPence: 668, grossPence: 129_006 },
      });
      fake.recordPayment('bill', id, 79_006);
      const [paid] = await session.documentStates('bill', [id]);
      expect(paid).toMatchObject({ state: 'paid', amountPaidPence: 129_006, amountDuePence: 0 });
    });

    it('a document deleted at QuickBooks reads as voided; other errors still throw', async () => {
      const { session } = connected();
      await expect(session.documentStates('invoice', ['999999'])).resolves.toEqual([
        expect.objectContaining({ id: '999999', state: 'voided', amountDuePence: 0 }),
      ]);
      // A Retry-After longer than a job should wait is not waited out here: it goes back to the queue with it.
      fake.inject({ fail: 'rate_limited', retryAfter: 120 });
      await expect(session.documentStates('bill', ['1'])).rejects.toMatchObject({
        kind: 'retryable',
        retryAfterSeconds: 120,
      });
      expect(fake.pendingInjections()).toBe(0);
    });
  });

  describe('webhooks', () => {
    it('verifies a signed body and reads its events', () => {
      const provider = quickbooks();
      const { body, signature } = fake.webhook([
        { name: 'Invoice', id: '130', lastUpdated: '2026-03-31T10:00:00.000Z' },
        { name: 'BillPayment', id: '131', operation: 'Create', lastUpdated: '2026-03-31T10:01:00.000Z' },
        { name: 'Vendor', id: '5', lastUpdated: '2026-03-31T10:02:00.000Z' },
        { name: 'Account', id: '9', lastUpdated: '2026-03-31T10:03:00.000Z' },
      ]);
      expect(provider.verifyWebhook(body, signature)).toBe(true);
      expect(provider.webhookEvents(body)).toEqual([
        {
          organisationId: fake.realmId,
          resource: 'invoice',
          resourceId: '130',
          eventId: `${fake.realmId}:Invoice:130:2026-03-31T10:00:00.000Z`,
          occurredAt: '2026-03-31T10:00:00.000Z',
        },
        expect.objectContaining({ resource: 'payment', resourceId: '131' }),
        expect.objectContaining({ resource: 'contact', resourceId: '5' }),
        expect.objectContaining({ resource: 'other', resourceId: '9' }),
      ]);
    });

    it('reads the CloudEvents format too', () => {
      const provider = quickbooks();
      const { body, signature } = fake.webhook(
        [
          { name: 'Bill', id: '140', operation: 'Update', lastUpdated: '2026-04-01T09:00:00.000Z' },
          { name: 'Payment', id: '141', operation: 'Create' },
        ],
        'cloudevents',
      );
      expect(provider.verifyWebhook(body, signature)).toBe(true);
      const events = provider.webhookEvents(body);
      const sent = JSON.parse(body.toString()) as { id: string; type: string }[];
      expect(sent.map((e) => e.type)).toEqual(['qbo.bill.updated.v1', 'qbo.payment.created.v1']);
      expect(events).toEqual([
        {
          organisationId: fake.realmId,
          resource: 'bill',
          resourceId: '140',
          eventId: sent[0]!.id,
          occurredAt: '2026-04-01T09:00:00.000Z',
        },
        expect.objectContaining({ resource: 'payment', resourceId: '141', eventId: sent[1]!.id }),
      ]);
    });

    it('refuses a tampered body, a wrong or missing signature, and any body without a key', () => {
      const provider = quickbooks();
      const { body, signature } = fake.webhook([{ name: 'Invoice', id: '130' }]);
      const tampered = Buffer.from(body.toString().replace('"130"', '"131"'));
      expect(provider.verifyWebhook(tampered, signature)).toBe(false);
      const other = fake.webhook([{ name: 'Invoice', id: '999' }]);
      expect(provider.verifyWebhook(body, other.signature)).toBe(false);
      expect(provider.verifyWebhook(body, undefined)).toBe(false);
      expect(provider.verifyWebhook(body, 'not base64 at all!')).toBe(false);
      expect(quickbooks({ webhookKey: undefined }).verifyWebhook(body, signature)).toBe(false);
      expect(() => provider.webhookEvents(Buffer.from('not json'))).toThrow(AccountingError);
    });
  });

  it('keeps a requestid within Intuit’s 50 characters', () => {
    expect(requestIdOf('0b7c1f9e-5d1a-4c8e-9a51-3f6f0b7e2d11')).toBe('0b7c1f9e-5d1a-4c8e-9a51-3f6f0b7e2d11');
    const long = requestIdOf(`contact-Vendor-${'x'.repeat(60)}`);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(requestIdOf(`contact-Vendor-${'x'.repeat(60)}`)).toBe(long);
  });
});

describe('quickbooks document numbers', () => {
  it('fits a supplier reference longer than 21 characters, keeps it whole in the note, and never confuses two', async () => {
    const { session } = connected();
    const vendor = await supplier(session);
    const long = `INV-2026-SOUTHERN-AGGREGATES-${unique()}`;
    const sibling = `${long}-2`;
    const first = await session.postDocument(drcBill(vendor, long), `key-${unique()}`);
    expect(first.created).toBe(true);
    const stored = fake.bills.get(first.id)!;
    expect(stored.DocNumber).toBe(qboDocNumber(long));
    expect(stored.DocNumber).toHaveLength(21);
    expect(stored.DocNumber!.startsWith(long.slice(0, 12))).toBe(true);
    expect(stored.PrivateNote).toBe(`Number ${long} · P-0003 Canal Wharf`);
    // The same beginning, another number: a bill of its own, not the first found again.
    const second = await session.postDocument(drcBill(vendor, sibling), `key-${unique()}`);
    expect(second.created).toBe(true);
    expect(second.id).not.toBe(first.id);
    // A retry with a fresh key finds the first by its shortened number: still one bill.
    const retried = await session.postDocument(drcBill(vendor, long), `key-${unique()}`);
    expect(retried).toMatchObject({ id: first.id, created: false });
    expect(billsNumbered(qboDocNumber(long))).toHaveLength(1);
    // A number that fits is kept as it is.
    expect(qboDocNumber('SI-000123')).toBe('SI-000123');
    expect(qboDocNumber('x'.repeat(21))).toBe('x'.repeat(21));
  });
});

describe('the contract', () => {
  // Connected as the sandbox run connects: the refresh token spent first, the rotated one kept by a token keeper.
  accountingContract(async () => {
    const provider = quickbooks({ retry: recordedPolicy() });
    const refreshToken = fake.oauth.issueRefreshToken([QUICKBOOKS_FAKE_SCOPE]);
    const tokens = await sandboxTokens(provider, refreshToken, "the fake's refresh token");
    return { session: provider.session(tokens, fake.realmId) };
  });
});

/**
 * An Intuit sandbox company (UK, in pounds): the app's development client id and secret, a refresh token from a
 * consent to it (single use: Intuit rotates it), and the company's realmId.
 */
const sandbox = {
  clientId: process.env.QUICKBOOKS_TEST_CLIENT_ID,
  clientSecret: process.env.QUICKBOOKS_TEST_CLIENT_SECRET,
  refreshToken: process.env.QUICKBOOKS_TEST_REFRESH_TOKEN,
  realmId: process.env.QUICKBOOKS_TEST_REALM_ID,
};

describe.skipIf(!sandbox.clientId || !sandbox.clientSecret || !sandbox.refreshToken || !sandbox.realmId)(
  'quickbooks against the Intuit sandbox (QUICKBOOKS_TEST_*)',
  () => {
    accountingContract(async () => {
      // Configured as the server is with QUICKBOOKS_ENVIRONMENT=sandbox: Intuit's sandbox API and app links.
      const provider = createQuickBooksProvider(
        accountingConfig({
          QUICKBOOKS_CLIENT_ID: sandbox.clientId,
          QUICKBOOKS_CLIENT_SECRET: sandbox.clientSecret,
          QUICKBOOKS_ENVIRONMENT: 'sandbox',
        }).quickbooks!,
      );
      const tokens = await sandboxTokens(provider, sandbox.refreshToken!, 'QUICKBOOKS_TEST_REFRESH_TOKEN');
      return { session: provider.session(tokens, sandbox.realmId!) };
    });
  },
);
