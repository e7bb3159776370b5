// What every accounting session must do, whoever answers it (issue 38: "the same adapter tests run against the
// providers' sandboxes when credentials are set"): run over our fakes in every test run, and against Xero's or
// Intuit's sandbox organisation when its credentials are in the environment. Safe to run against a real
// organisation again and again: every contact and number carries this run's own tag, nothing relies on a fake's
// internals, and nothing needs deleting. It checks what the adapter promises: the organisation in pounds, its tax
// rates read and mapped, contacts linked once, a standard-rate bill and a sales invoice posted once each with the
// service's totals equal to ours to the penny (the same idempotency key answers the first), and their payment state
// read back.
import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { lineNet, lineVat } from '@sitebase/shared';
import { suggestTaxCodes } from '../lib/accounting/tax-codes.js';
import type { AccountingDocument, AccountingLine, AccountingSession } from '../lib/accounting/types.js';

export interface AccountingContractSetup {
  session: AccountingSession;
}

/** A standard-rate line: `quantity` × `unit` pence, its VAT at 20% half up (as our invoices work it). */
function standardLine(description: string, quantity: string, unit: number, taxCode: string, account: string) {
  const net = lineNet(quantity, unit);
  const line: AccountingLine = {
    description,
    quantity,
    unitAmountPence: unit,
    netPence: net,
    vatPence: lineVat(net, 'standard').vat_pence,
    taxCode,
    accountCode: account,
  };
  return line;
}

export function accountingContract(setup: () => Promise<AccountingContractSetup>): void {
  const run = randomBytes(3).toString('hex');
  let session: AccountingSession;
  let purchases: string;
  let sales: string;
  let expense: string;
  let revenue: string;
  let supplierId: string;
  let customerId: string;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    ({ session } = await setup());
  }, 60_000);

  it('keeps its books in pounds sterling', async () => {
    const organisation = await session.organisation();
    expect(organisation.baseCurrency).toBe('GBP');
    expect(organisation.name.length).toBeGreaterThan(0);
  });

  it('lists its tax rates and accounts: the standard rate maps both ways, and ordinary accounts exist', async () => {
    const rates = await session.taxRates();
    expect(rates.some((r) => r.active)).toBe(true);
    const { map } = suggestTaxCodes(rates);
    expect(map.purchases.standard).toBeTruthy();
    expect(map.sales.standard).toBeTruthy();
    [purchases, sales] = [map.purchases.standard!, map.sales.standard!];
    const accounts = (await session.accounts()).filter((a) => a.active && !a.cisFlagged);
    expense = accounts.find((a) => a.type === 'expense')!.code;
    revenue = accounts.find((a) => a.type === 'revenue')!.code;
    expect(expense).toBeTruthy();
    expect(revenue).toBeTruthy();
  });

  it('links a contact once: asked again by our reference, it answers the same one', async () => {
    const supplier = { name: `Contract Supplies ${run} Ltd`, reference: `contract-sup-${run}` };
    const made = await session.upsertContact({ ...supplier, isSupplier: true, isCustomer: false });
    expect(made.created).toBe(true);
    const again = await session.upsertContact({ ...supplier, isSupplier: true, isCustomer: false });
    expect(again).toEqual({ id: made.id, created: false });
    supplierId = made.id;
    customerId = (
      await session.upsertContact({
        name: `Contract Client ${run} Ltd`,
        reference: `contract-cli-${run}`,
        isSupplier: false,
        isCustomer: true,
      })
    ).id;
  });

  it('posts a standard-rate bill once, to the penny; the same key answers the first; its state reads back', async () => {
    // 3 × £12.34 = £37.02, VAT £7.404 → £7.40; 2.5 × £99.99 = £249.975 → £249.98, VAT £49.996 → £50.00.
    const lines = [
      standardLine('Contract test: blocks', '3', 12_34, purchases, expense),
      standardLine('Contract test: sand, 2.5 t', '2.5', 99_99, purchases, expense),
    ];
    expect(lines.map((l) => [l.netPence, l.vatPence])).toEqual([
      [37_02, 7_40],
      [249_98, 50_00],
    ]);
    const bill: AccountingDocument = {
      kind: 'bill',
      number: `CT-${run}`,
      reference: `Contract run ${run}`,
      contactId: supplierId,
      date: today,
      dueDate: today,
      lines,
      totals: { netPence: 287_00, vatPence: 57_40, grossPence: 344_40 },
    };
    const first = await session.postDocument(bill, `contract-bill-${run}`);
    expect(first).toMatchObject({ created: true, totals: bill.totals, amountDuePence: 344_40 });
    const again = await session.postDocument(bill, `contract-bill-${run}`);
    expect(again).toMatchObject({ id: first.id, created: false, totals: bill.totals });
    const [state] = await session.documentStates('bill', [first.id]);
    expect(state).toMatchObject({
      id: first.id,
      state: 'unpaid',
      amountPaidPence: 0,
      amountDuePence: 344_40,
    });
  });

  it('posts a sales invoice once, to the penny', async () => {
    const lines = [
      standardLine(`Application for payment, contract run ${run}`, '1', 12_345_67, sales, revenue),
    ];
    expect(lines[0]!.vatPence).toBe(2_469_13);
    const invoice: AccountingDocument = {
      kind: 'invoice',
      number: `CT-AFP-${run}`,
      reference: `Contract run ${run}`,
      contactId: customerId,
      date: today,
      dueDate: today,
      lines,
      totals: { netPence: 12_345_67, vatPence: 2_469_13, grossPence: 14_814_80 },
    };
    const first = await session.postDocument(invoice, `contract-inv-${run}`);
    expect(first).toMatchObject({ created: true, totals: invoice.totals, state: 'unpaid' });
    const again = await session.postDocument(invoice, `contract-inv-${run}`);
    expect(again).toMatchObject({ id: first.id, created: false });
  });
}
