// TEST ONLY. What every accounting session must do, whoever answers it (issue 38: "the same adapter tests run
// against the providers' sandboxes when credentials are set"): run over our fakes in every test run, and against
// Xero's or Intuit's sandbox organisation when its credentials are in the environment. Safe to run against a real
// organisation again and again: every contact and number carries this run's own tag, nothing relies on a fake's
// internals, and nothing needs deleting (each run leaves its tagged contacts, bill and invoice behind). It checks
// what the adapter promises: the organisation in pounds, its tax rates read and mapped, ordinary expense and
// revenue accounts, contacts linked once (found again by our reference, updated by their id), a standard-rate bill
// and a sales invoice posted once each with the service's totals equal to ours to the penny (the same idempotency
// key answers the first), and their payment state read back. Each case stands alone (`-t` runs any one of them):
// what they share — the codes, the accounts, the contacts — is worked out once, on first use.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { lineNet, lineVat } from '@sitebase/shared';
import { createLocalLocks, createTokenKeeper, type TokenKeeper } from '../lib/cloud-drive/index.js';
import { AccountingAuthError } from '../lib/accounting/errors.js';
import { suggestTaxCodes } from '../lib/accounting/tax-codes.js';
import type {
  AccountingCredentials,
  AccountingDocument,
  AccountingLine,
  AccountingProvider,
  AccountingSession,
  ContactInput,
} from '../lib/accounting/types.js';

export interface AccountingContractSetup {
  session: AccountingSession;
  /** The service's codes for standard-rate (20%) purchases and sales. Default: what `suggestTaxCodes` maps. */
  taxCodes?: { purchases: string; sales: string };
  /** The accounts the lines post to. Default: the first active expense and revenue accounts not flagged for CIS. */
  accounts?: { expense: string; revenue: string };
}

/** A real service is slower than our fakes, and waits out its own rate limits: room for that, per case. */
const CASE_TIMEOUT_MS = 120_000;

/** A standard-rate line: `quantity` × `unit` pence (half up), its VAT at 20% half up (as our invoices work it). */
function standardLine(
  description: string,
  quantity: string,
  unit: number,
  taxCode: string,
  account: string,
): AccountingLine {
  const net = lineNet(quantity, unit);
  return {
    description,
    quantity,
    unitAmountPence: unit,
    netPence: net,
    vatPence: lineVat(net, 'standard').vat_pence,
    taxCode,
    accountCode: account,
  };
}

/**
 * The tokens of a sandbox organisation, kept as the connection store keeps them: the given refresh token spent on
 * a refresh straight away (both services rotate it, so the environment's value is good for one run), the rotated
 * credentials held in memory only — never printed — and refreshed again under a lock when they near expiry or are
 * refused. `variable` names the environment variable in the error when the token is refused (never its value).
 */
export async function sandboxTokens(
  provider: AccountingProvider,
  refreshToken: string,
  variable: string,
): Promise<TokenKeeper<AccountingCredentials>> {
  let stored: AccountingCredentials;
  try {
    stored = await provider.refresh({
      provider: provider.provider,
      refreshToken,
      accessToken: '',
      expiresAt: 0,
      scopes: [...provider.scopes],
    });
  } catch (err) {
    if (err instanceof AccountingAuthError) {
      throw new Error(
        `${variable} was refused (${err.providerCode ?? err.status ?? 'no code'}): refresh tokens rotate, so each ` +
          'one is good for a single run. Take a fresh one and run again.',
        { cause: err },
      );
    }
    throw err;
  }
  const locks = createLocalLocks();
  return createTokenKeeper<AccountingCredentials>({
    drive: provider,
    load: async () => stored,
    save: async (next) => {
      stored = next;
    },
    withRefreshLock: (fn) => locks(`accounting-sandbox:${provider.provider}`, fn),
  });
}

interface Shared {
  session: AccountingSession;
  taxCodes: { purchases: string; sales: string };
  accounts: { expense: string; revenue: string };
}

export function accountingContract(setup: () => Promise<AccountingContractSetup>): void {
  // This run's tag: the clock's last five base-36 digits (they come round every 17 hours or so) and six random hex
  // digits, so no two runs share a name or number. Short: QuickBooks keeps document numbers to 21 characters.
  const run = `${Date.now().toString(36).slice(-5)}${randomBytes(3).toString('hex')}`;
  const today = new Date().toISOString().slice(0, 10);
  const supplier: ContactInput = {
    name: `Contract Supplies ${run} Ltd`,
    reference: `contract-sup-${run}`,
    isSupplier: true,
    isCustomer: false,
  };
  const customer: ContactInput = {
    name: `Contract Client ${run} Ltd`,
    reference: `contract-cli-${run}`,
    isSupplier: false,
    isCustomer: true,
  };

  let given: Promise<AccountingContractSetup> | undefined;
  const setupOnce = () => (given ??= setup());
  let shared: Promise<Shared> | undefined;
  /** The session with the codes and accounts this run posts to: the setup's, else read from the service. */
  const ready = () =>
    (shared ??= (async () => {
      const { session, taxCodes, accounts } = await setupOnce();
      return {
        session,
        taxCodes: taxCodes ?? standardCodes(suggestTaxCodes(await session.taxRates()).map),
        accounts: accounts ?? ordinaryAccounts(await session.accounts()),
      };
    })());

  it(
    'keeps its books in pounds sterling',
    async () => {
      const { session } = await setupOnce();
      const organisation = await session.organisation();
      expect(organisation.baseCurrency).toBe('GBP');
      expect(organisation.name.length).toBeGreaterThan(0);
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'lists its active tax rates, and the standard rate maps for purchases and for sales',
    async () => {
      const { session, taxCodes } = await setupOnce();
      const rates = await session.taxRates();
      const active = rates.filter((r) => r.active);
      expect(active.length).toBeGreaterThan(0);
      if (taxCodes) {
        // The setup chose them: they must be active 20% rates for their direction.
        expect(active.find((r) => r.code === taxCodes.purchases)).toMatchObject({
          basisPoints: 2000,
          canApplyToExpenses: true,
        });
        expect(active.find((r) => r.code === taxCodes.sales)).toMatchObject({
          basisPoints: 2000,
          canApplyToRevenue: true,
        });
        return;
      }
      const { map } = suggestTaxCodes(rates);
      expect(map.purchases.standard).toBeTruthy();
      expect(map.sales.standard).toBeTruthy();
      const purchases = active.find((r) => r.code === map.purchases.standard);
      const sales = active.find((r) => r.code === map.sales.standard);
      expect(purchases).toMatchObject({ basisPoints: 2000, canApplyToExpenses: true, reverseCharge: false });
      expect(sales).toMatchObject({ basisPoints: 2000, canApplyToRevenue: true, reverseCharge: false });
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'lists its accounts: an active expense and revenue account that lines may post to',
    async () => {
      const { session, accounts: chosen } = await setupOnce();
      const accounts = await session.accounts();
      const usable = accounts.filter((a) => a.active && !a.cisFlagged);
      const { expense, revenue } = chosen ?? ordinaryAccounts(accounts);
      expect(usable.find((a) => a.code === expense)?.type).toBe('expense');
      expect(usable.find((a) => a.code === revenue)?.type).toBe('revenue');
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'links a contact once: asked again by our reference it answers the same one, and by its id it updates it',
    async () => {
      const { session } = await setupOnce();
      const made = await session.upsertContact(supplier);
      expect(made).toMatchObject({ created: true });
      expect(made.id).toBeTruthy();
      expect(await session.upsertContact(supplier)).toEqual({ id: made.id, created: false });
      const updated = await session.upsertContact({
        ...supplier,
        providerId: made.id,
        email: `accounts+${run}@example.com`,
      });
      expect(updated).toEqual({ id: made.id, created: false });
      // Updated by id, it is still the one our reference finds.
      expect(await session.upsertContact(supplier)).toEqual({ id: made.id, created: false });
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'posts a standard-rate bill once, to the penny; the same key answers the first; its state reads back unpaid',
    async () => {
      const { session, taxCodes, accounts } = await ready();
      const supplierId = (await session.upsertContact(supplier)).id;
      // 3 × £12.34 = £37.02, VAT £7.404 → £7.40; 2.5 × £99.99 = £249.975 → £249.98, VAT £49.996 → £50.00.
      const lines = [
        standardLine('Contract test: blocks', '3', 12_34, taxCodes.purchases, accounts.expense),
        standardLine('Contract test: sand, 2.5 t', '2.5', 99_99, taxCodes.purchases, accounts.expense),
      ];
      expect(lines.map((l) => [l.netPence, l.vatPence])).toEqual([
        [37_02, 7_40],
        [249_98, 50_00],
      ]);
      const bill: AccountingDocument = {
        kind: 'bill',
        number: `CT-B-${run}`,
        reference: `Contract run ${run}`,
        contactId: supplierId,
        date: today,
        dueDate: today,
        lines,
        totals: { netPence: 287_00, vatPence: 57_40, grossPence: 344_40 },
      };
      const first = await session.postDocument(bill, `contract-bill-${run}`);
      expect(first).toMatchObject({
        created: true,
        state: 'unpaid',
        totals: bill.totals,
        amountPaidPence: 0,
        amountDuePence: 344_40,
      });
      expect(first.id).toBeTruthy();
      expect(first.url).toMatch(/^https?:\/\//);
      const again = await session.postDocument(bill, `contract-bill-${run}`);
      expect(again).toMatchObject({ id: first.id, created: false, totals: bill.totals });
      const states = await session.documentStates('bill', [first.id]);
      expect(states).toHaveLength(1);
      expect(states[0]).toMatchObject({
        id: first.id,
        state: 'unpaid',
        totals: bill.totals,
        amountPaidPence: 0,
        amountDuePence: 344_40,
      });
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'posts a sales invoice once, to the penny; the same key answers the first; its state reads back unpaid',
    async () => {
      const { session, taxCodes, accounts } = await ready();
      const customerId = (await session.upsertContact(customer)).id;
      // £12,345.67 at 20%: £2,469.134 → £2,469.13.
      const lines = [
        standardLine(
          `Application for payment, contract run ${run}`,
          '1',
          12_345_67,
          taxCodes.sales,
          accounts.revenue,
        ),
      ];
      expect(lines[0]!.vatPence).toBe(2_469_13);
      const invoice: AccountingDocument = {
        kind: 'invoice',
        number: `CT-I-${run}`,
        reference: `Contract run ${run}`,
        contactId: customerId,
        date: today,
        dueDate: today,
        lines,
        totals: { netPence: 12_345_67, vatPence: 2_469_13, grossPence: 14_814_80 },
      };
      const first = await session.postDocument(invoice, `contract-inv-${run}`);
      expect(first).toMatchObject({
        created: true,
        state: 'unpaid',
        totals: invoice.totals,
        amountDuePence: 14_814_80,
      });
      const again = await session.postDocument(invoice, `contract-inv-${run}`);
      expect(again).toMatchObject({ id: first.id, created: false, totals: invoice.totals });
      const [state] = await session.documentStates('invoice', [first.id]);
      expect(state).toMatchObject({ id: first.id, state: 'unpaid', amountDuePence: 14_814_80 });
    },
    CASE_TIMEOUT_MS,
  );
}

/** The standard-rate codes `suggestTaxCodes` mapped, or why the setup must name them. */
function standardCodes(map: ReturnType<typeof suggestTaxCodes>['map']): Shared['taxCodes'] {
  const purchases = map.purchases.standard;
  const sales = map.sales.standard;
  if (!purchases || !sales)
    throw new Error(
      'suggestTaxCodes mapped no single standard rate for purchases and sales: give the contract setup taxCodes',
    );
  return { purchases, sales };
}

/** The first active expense and revenue accounts not flagged for CIS, or why the setup must name them. */
function ordinaryAccounts(accounts: Awaited<ReturnType<AccountingSession['accounts']>>): Shared['accounts'] {
  const usable = accounts.filter((a) => a.active && !a.cisFlagged);
  const expense = usable.find((a) => a.type === 'expense')?.code;
  const revenue = usable.find((a) => a.type === 'revenue')?.code;
  if (!expense || !revenue)
    throw new Error('no active expense and revenue account outside CIS: give the contract setup accounts');
  return { expense, revenue };
}
