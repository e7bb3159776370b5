// The accounting CSV exports (issue 38, decision 0081) for a company that imports files instead of connecting: on
// real Postgres with records made as the modules make them — a supplier's bill with a standard line and a
// reverse-charge line, a CIS subcontractor's bill, a certified application — each file holds what a connection
// would post, in the columns Xero's and QuickBooks' imports read, to the penny; a labour bill waits (listed with
// its reason) until a CIS account is named; text that would run as a formula is defused while a negative amount
// is left alone; QuickBooks' 21-character numbers; ranges checked; roles and companies kept apart.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { qboDocNumber } from '../../lib/accounting/index.js';
import { londonDate } from '../../lib/calendar.js';
import { addDays } from '../../lib/calendar.js';
import type { Company, User } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import {
  labourSupplier,
  makeApplication,
  makeApplicationTemplate,
  makeLabourInvoice,
  makeOperative,
  makeProject,
  setVatRegistered,
} from '../../test/index.js';
import { Application } from '../applications/index.js';
import type { LabourInvoice } from '../labour/index.js';
import { Supplier } from '../suppliers/index.js';
import { reverseChargeBill } from './accounting.fixtures.js';
import { DEFAULT_EXPORT_MAPPINGS, RANGE_ORDER, RANGE_TOO_LONG } from './csv-exports.js';

const sequelize = testDatabase();
const app = testApp(sequelize);

let company: Company;
const u = {} as Record<'supervisor' | 'manager' | 'admin', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });
const binary = (r: import('supertest').Test) =>
  r.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

let bill: Awaited<ReturnType<typeof reverseChargeBill>>;
let labour: LabourInvoice;
let application: Application;
let projectNumber: string;
const today = londonDate();

/** The file's rows as objects by header (the BOM checked and dropped). */
async function file(name: string, query = '', user = u.manager) {
  const res = await binary(app.request.get(`/api/accounting/exports/${name}${query}`).set(auth(user)));
  expect(res.status, String(res.body)).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const text = (res.body as Buffer).toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  expect(text).toContain('\r\n');
  const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[];
  const [header] = parse(text.slice(1), { to_line: 1 }) as string[][];
  return { rows, header: header!, disposition: String(res.headers['content-disposition']) };
}

const summary = async (query = '', user = u.manager) =>
  app.request.get(`/api/accounting/exports${query}`).set(auth(user));
const fileOf = (body: { files: { file: string }[] }, name: string) =>
  body.files.find((f) => f.file === name) as unknown as {
    documents: number;
    net_pence: number;
    vat_pence: number;
    gross_pence: number;
    left_out: { source_type: string; source_id: string; record: string; reason: string }[];
  };

beforeAll(async () => {
  company = await createCompany();
  for (const role of ['supervisor', 'manager', 'admin'] as const)
    u[role] = await createUser(company, { role });
  await setVatRegistered(company);
  bill = await reverseChargeBill(company, u.manager, u.supervisor);
  const sub = await labourSupplier(company, 'net', 'GB123456789');
  labour = await makeLabourInvoice(
    await makeOperative(company, { supplier: sub }),
    await makeProject(company, []),
    'approved',
  );
  // Dated today, so the default range (this month to date) holds it whatever day this runs.
  await labour.update({ invoice_date: today });
  const project = await makeProject(company, []);
  await project.update({ client_name: 'Harbour Homes Ltd', client_email: 'accounts@harbour.example' });
  projectNumber = project.project_number;
  const template = await makeApplicationTemplate(project, u.supervisor.id);
  application = (await Application.findByPk(await makeApplication(template, u.supervisor.id, 'certified')))!;
});

describe('accounting CSV exports', () => {
  it('summarises this month to date: what each file holds, and a CIS bill left out until its account is named', async () => {
    const res = await summary();
    expect(res.status).toBe(200);
    expect(res.body.from).toBe(`${today.slice(0, 8)}01`);
    expect(res.body.to).toBe(today);
    // The bill: 10 bags at £7.00 + VAT £14.00, and £500.00 of fitting under the reverse charge (no VAT).
    const xeroBills = fileOf(res.body, 'xero-bills');
    expect(xeroBills).toMatchObject({
      documents: 1,
      net_pence: 570_00,
      vat_pence: 14_00,
      gross_pence: 584_00,
    });
    expect(xeroBills.left_out).toEqual([
      {
        source_type: 'labour_invoice',
        source_id: labour.id,
        record: `Labour invoice ${labour.reference} (${labour.supplier_reference})`,
        reason: 'No account is chosen for the CIS deduction',
      },
    ]);
    // The application: certified at £100.00 by its payment notice, + VAT £20.00.
    expect(fileOf(res.body, 'xero-sales-invoices')).toMatchObject({
      documents: 1,
      net_pence: 100_00,
      vat_pence: 20_00,
      gross_pence: 120_00,
      left_out: [],
    });
    expect(fileOf(res.body, 'quickbooks-bills').left_out).toHaveLength(1);
    expect(res.body.mappings).toEqual([
      expect.objectContaining({ target: 'xero', customised: false, updated_at: null }),
      expect.objectContaining({ target: 'quickbooks', customised: false }),
    ]);
    expect(res.body.mappings[0].tax_mapping.purchases.drc).toBe(
      'Domestic Reverse Charge @ 20% (VAT on Expenses)',
    );
    expect(res.body.mappings[0].accounts).toEqual({ expense: '310', revenue: '200', cis: null });
  });

  it('writes Xero bills once the CIS account is named: the import template, a row per line, to the penny', async () => {
    const names = DEFAULT_EXPORT_MAPPINGS.xero;
    const body = {
      tax_mapping: names.tax,
      accounts: { expense: '320', revenue: '200', cis: '2100' },
    };
    expect(
      (await app.request.put('/api/accounting/export-mappings/xero').set(auth(u.manager)).send(body)).status,
    ).toBe(403);
    const saved = await app.request.put('/api/accounting/export-mappings/xero').set(auth(u.admin)).send(body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ target: 'xero', customised: true, accounts: body.accounts });

    const after = await summary(`?from=${today}&to=${today}`);
    expect(fileOf(after.body, 'xero-bills')).toMatchObject({ documents: 2, left_out: [] });
    // QuickBooks' names are its own: still waiting for its CIS account.
    expect(fileOf(after.body, 'quickbooks-bills')).toMatchObject({ documents: 1 });

    const { rows, header, disposition } = await file('xero-bills', `?from=${today}&to=${today}`);
    expect(disposition).toContain(`xero-bills-${today}-to-${today}.csv`);
    expect(header.slice(0, 1)).toEqual(['*ContactName']);
    expect(header).toContain('*InvoiceNumber');
    expect(header).toContain('*TaxType');
    const supplier = (await Supplier.findByPk(bill.invoice.supplier_id))!;
    const billRows = rows.filter((r) => r['*InvoiceNumber'] === bill.invoice.supplier_reference);
    const ukToday = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
    expect(
      billRows.map((r) => [r['*Quantity'], r['*UnitAmount'], r['*AccountCode'], r['*TaxType'], r.TaxAmount]),
    ).toEqual([
      ['10', '7.00', '320', '20% (VAT on Expenses)', '14.00'],
      ['1', '500.00', '320', 'Domestic Reverse Charge @ 20% (VAT on Expenses)', '0.00'],
    ]);
    for (const r of billRows) {
      expect(r['*ContactName']).toBe(supplier.name);
      expect(r['*InvoiceDate']).toBe(ukToday);
      expect(r.Currency).toBe('GBP');
    }

    // The subcontractor's bill: its lines plus the CIS deduction as a negative no-VAT line to the named account;
    // the lines total what the subcontractor is paid.
    const labourRows = rows.filter((r) => r['*InvoiceNumber'] === labour.supplier_reference);
    const cisLine = labourRows.at(-1)!;
    expect(cisLine).toMatchObject({
      '*AccountCode': '2100',
      '*TaxType': 'No VAT',
      TaxAmount: '0.00',
      '*Quantity': '1',
    });
    expect(cisLine.Description).toMatch(/^CIS deduction \(20%\)$/);
    expect(cisLine['*UnitAmount']).toBe(`-${(Number(labour.cis_deduction_pence) / 100).toFixed(2)}`);
    const pence = (s: string | undefined) => Math.round(Number(s) * 100);
    const total = labourRows.reduce(
      (sum, r) => sum + Math.round(Number(r['*Quantity']) * pence(r['*UnitAmount'])) + pence(r.TaxAmount),
      0,
    );
    expect(total).toBe(Number(labour.payable_pence));
  });

  it('writes Xero sales invoices and QuickBooks invoices for the certified sum, with the services’ UK tax names', async () => {
    const number = `${projectNumber}-AFP-${application.number}`;
    const xero = await file('xero-sales-invoices');
    expect(xero.rows).toEqual([
      expect.objectContaining({
        '*ContactName': 'Harbour Homes Ltd',
        EmailAddress: 'accounts@harbour.example',
        '*InvoiceNumber': number,
        Reference: `${projectNumber} application ${application.number}`,
        '*Quantity': '1',
        '*UnitAmount': '100.00',
        '*AccountCode': '200',
        '*TaxType': '20% (VAT on Income)',
        TaxAmount: '20.00',
      }),
    ]);
    expect(xero.rows[0]!['*Description']).toContain('as certified (payment notice; applied for £');

    const qbo = await file('quickbooks-invoices');
    expect(qbo.header).toEqual([
      'Invoice No.', 'Customer', 'Invoice Date', 'Due Date', 'Terms', 'Location', 'Memo',
      'Item(Product/Service)', 'Item Description', 'Item Quantity', 'Item Rate', 'Item Amount', 'Item Tax Code',
      'Item Tax Amount', 'Currency Code', 'Service Date',
    ]); // prettier-ignore
    expect(qbo.rows).toEqual([
      expect.objectContaining({
        'Invoice No.': number,
        Customer: 'Harbour Homes Ltd',
        'Item(Product/Service)': 'Services',
        'Item Amount': '100.00',
        'Item Tax Code': '20.0% S',
        'Item Tax Amount': '20.00',
      }),
    ]);
  });

  it('defuses a name a spreadsheet would run, leaves amounts alone, and fits QuickBooks’ 21-character numbers', async () => {
    const supplier = (await Supplier.findByPk(bill.invoice.supplier_id))!;
    const name = supplier.name;
    const reference = bill.invoice.supplier_reference;
    const long = `INV-2026-SOUTHERN-AGGREGATES-${reference}`;
    try {
      await supplier.update({ name: '=HYPERLINK("http://evil.example","Click")' });
      await bill.invoice.update({ supplier_reference: long });
      const { rows } = await file('quickbooks-bills');
      const mine = rows.filter((r) => r.Supplier?.includes('HYPERLINK'));
      expect(mine).toHaveLength(2);
      for (const r of mine) {
        expect(r.Supplier).toBe(`'=HYPERLINK("http://evil.example","Click")`);
        expect(r['Bill No.']).toBe(qboDocNumber(long));
        expect(r['Bill No.']).toHaveLength(21);
        expect(r['Bill No.']!.startsWith(long.slice(0, 12))).toBe(true);
      }
      expect(mine.map((r) => [r['Line Amount'], r['Line Tax Code'], r['Line Tax Amount']])).toEqual([
        ['70.00', '20.0% S', '14.00'],
        ['500.00', '20.0% RC CIS', '0.00'],
      ]);
      // Another long number with the same beginning never shares the shortened one.
      expect(qboDocNumber(`${long}-2`)).not.toBe(qboDocNumber(long));
    } finally {
      await supplier.update({ name });
      await bill.invoice.update({ supplier_reference: reference });
    }
  });

  it('checks the range and the roles; a range with nothing in it is a file of headers', async () => {
    const before = addDays(today, -40);
    const empty = await file('xero-bills', `?from=${before}&to=${addDays(before, 1)}`);
    expect(empty.rows).toEqual([]);
    expect(empty.header).toContain('*ContactName');

    const reversed = await summary(`?from=${today}&to=${addDays(today, -1)}`);
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain(RANGE_ORDER);
    const long = await app.request
      .get(`/api/accounting/exports/xero-bills?from=${addDays(today, -366)}&to=${today}`)
      .set(auth(u.manager));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(RANGE_TOO_LONG);
    const bad = await summary('?from=31/10/2026');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('From must be a date (YYYY-MM-DD)');
    expect((await app.request.get('/api/accounting/exports/sage-bills').set(auth(u.manager))).status).toBe(
      400,
    );

    expect((await summary('', u.supervisor)).status).toBe(403);
    expect((await app.request.get('/api/accounting/exports/xero-bills').set(auth(u.supervisor))).status).toBe(
      403,
    );
    const blank = await app.request
      .put('/api/accounting/export-mappings/quickbooks')
      .set(auth(u.admin))
      .send({
        tax_mapping: DEFAULT_EXPORT_MAPPINGS.quickbooks.tax,
        accounts: { expense: '', revenue: 'Sales' },
      });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Expense account is required');

    // Another company's export holds only its own records.
    const stranger = await createCompany();
    const theirs = await summary('', await createUser(stranger, { role: 'manager' }));
    expect(theirs.status).toBe(200);
    expect(theirs.body.files.every((f: { documents: number }) => f.documents === 0)).toBe(true);
    expect(theirs.body.mappings[0].customised).toBe(false);
  });
});
