// The CIS summary on real Postgres: labour invoices paid to three subcontractors (net 20%, gross, unverified
// 30%) across two tax months of 2026-27 (wet plant hire goes through the same query: labour's tests). Each month's summary equals
// the CIS300 figures the labour module's CIS month gives (GET /cis-month) row by row and in total; the tax year
// is the sum of its months; managers only (403 for supervisors and workers); 400 with the messages; the XLSX
// read back with exceljs and the PDF's text.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { pdfText } from '../../test/pdf-text.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { labourSupplier, makeLabourInvoice, makeOperative } from '../labour/labour.fixtures.js';
import { MESSAGES } from './reports.schema.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
const u = {} as Record<'worker' | 'supervisor' | 'manager', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });

beforeAll(async () => {
  company = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  const project = await makeProject(company);
  const net = await makeOperative(company, { supplier: await labourSupplier(company, 'net') });
  const gross = await makeOperative(company, { supplier: await labourSupplier(company, 'gross') });
  const unverified = await makeOperative(company, { supplier: await labourSupplier(company, 'unverified') });
  // Tax month 3 (6 June to 5 July 2026): £1,000 net, £600 gross, £400 unverified.
  await makeLabourInvoice(net, project, 'paid', 5, '2026-06-10');
  await makeLabourInvoice(gross, project, 'paid', 3, '2026-07-05');
  await makeLabourInvoice(unverified, project, 'paid', 2, '2026-06-06');
  // Tax month 4 (6 July to 5 August 2026): £200 net; and a paid invoice outside the year, not counted.
  await makeLabourInvoice(net, project, 'paid', 1, '2026-07-06');
  await makeLabourInvoice(net, project, 'paid', 1, '2026-04-05');
  // Unpaid invoices are not payments.
  await makeLabourInvoice(net, project, 'approved', 4);
}, 60_000);

type Figures = {
  gross_pence: number;
  materials_cost_pence: number;
  deduction_pence: number;
  invoice_count: number;
};
const cis = async (query: string, user = u.manager) => {
  const res = await request.get(`/api/reports/cis?${query}`).set(auth(user));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    start: string;
    end: string;
    month_number: number | null;
    rows: (Figures & { supplier: { id: string; name: string }; utr: string | null })[];
    months: (Figures & { month_number: number; start: string; return_due: string })[];
    totals: Figures;
  };
};
const figures = (f: Figures) => ({
  invoice_count: f.invoice_count,
  gross_pence: f.gross_pence,
  materials_cost_pence: f.materials_cost_pence,
  deduction_pence: f.deduction_pence,
});

describe('CIS summary', () => {
  it('a tax month equals the CIS300 figures of the CIS month, row by row and in total', async () => {
    for (const [month, date] of [
      [3, '2026-06-10'],
      [4, '2026-07-20'],
    ] as const) {
      const summary = await cis(`tax_year=2026-27&month=${month}`);
      const cis300 = await request.get(`/api/cis-month?date=${date}`).set(auth(u.manager));
      expect(cis300.status).toBe(200);
      expect(summary.start).toBe(cis300.body.start);
      expect(summary.end).toBe(cis300.body.end);
      expect(summary.rows.map((r) => [r.supplier.id, figures(r)])).toEqual(
        cis300.body.rows.map((r: Figures & { supplier: { id: string } }) => [r.supplier.id, figures(r)]),
      );
      expect(summary.totals).toMatchObject({
        gross_pence: cis300.body.gross_pence,
        materials_cost_pence: cis300.body.materials_cost_pence,
        deduction_pence: cis300.body.deduction_pence,
      });
    }
    const m3 = await cis('tax_year=2026-27&month=3');
    // £1,000 at 20%, £600 at 0%, £400 at 30%.
    expect(m3.rows.map((r) => r.deduction_pence).sort((a, b) => a - b)).toEqual([0, 12_000, 20_000]);
    expect(m3.totals).toEqual({
      invoice_count: 3,
      gross_pence: 200_000,
      materials_cost_pence: 0,
      deduction_pence: 32_000,
    });
  });

  it('a tax year is the sum of its months, each month listed with its CIS300 due date', async () => {
    const year = await cis('tax_year=2026-27');
    expect(year).toMatchObject({ start: '2026-04-06', end: '2027-04-05', month_number: null });
    expect(year.months).toHaveLength(12);
    expect(year.months[0]).toMatchObject({ month_number: 1, start: '2026-04-06', return_due: '2026-05-19' });
    const m3 = await cis('tax_year=2026-27&month=3');
    const m4 = await cis('tax_year=2026-27&month=4');
    expect(figures(year.months[2]!)).toEqual(figures(m3.totals));
    expect(figures(year.months[3]!)).toEqual(figures(m4.totals));
    expect(year.totals.gross_pence).toBe(m3.totals.gross_pence + 20_000);
    expect(year.totals.deduction_pence).toBe(m3.totals.deduction_pence + 4_000);
    // The invoice paid on 05/04/2026 belongs to 2025-26, month 12.
    const before = await cis('tax_year=2025-26&month=12');
    expect(before.totals).toMatchObject({ gross_pence: 20_000, deduction_pence: 4_000 });
  });

  it('managers only; 400 with the messages', async () => {
    expect((await request.get('/api/reports/cis')).status).toBe(401);
    for (const user of [u.worker, u.supervisor]) {
      for (const path of ['', '/export', '/pdf']) {
        expect((await request.get(`/api/reports/cis${path}`).set(auth(user))).status).toBe(403);
      }
    }
    for (const [query, message] of [
      ['tax_year=2026', MESSAGES.taxYear],
      ['tax_year=2026-28', MESSAGES.taxYear],
      ['month=13', MESSAGES.month],
      ['month=0', MESSAGES.month],
    ]) {
      const res = await request.get(`/api/reports/cis?${query}`).set(auth(u.manager));
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it('downloads as XLSX (subcontractors, total, months) and prints as a PDF', async () => {
    const binary = (path: string) =>
      request
        .get(path)
        .set(auth(u.manager))
        .buffer(true)
        .parse((stream, done) => {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const xlsx = await binary('/api/reports/cis/export?tax_year=2026-27&format=xlsx');
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.getWorksheet('CIS summary')!;
    // Header, three subcontractors, the total, twelve months.
    expect(sheet.rowCount).toBe(1 + 3 + 1 + 12);
    const total = sheet.getRow(5);
    expect(total.getCell(1).value).toBe('Total');
    const year = await cis('tax_year=2026-27');
    expect(total.getCell(6).value).toBe(year.totals.gross_pence / 100);
    expect(total.getCell(9).value).toBe(year.totals.deduction_pence / 100);
    expect(total.getCell(9).numFmt).toBe('"£"#,##0.00;"−£"#,##0.00');
    const june = sheet.getRow(8);
    expect(june.getCell(1).value).toBe('Tax month 3: 06/06/2026 to 05/07/2026');
    expect(june.getCell(10).value).toEqual(new Date('2026-07-19T00:00:00Z'));

    const pdf = await binary('/api/reports/cis/pdf?tax_year=2026-27');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Tax year 2026-27: 06/04/2026 to 05/04/2027');
    expect(text).toContain('By tax month');
    expect(text).toContain('3: 06/06/2026 to 05/07/2026');
    expect(text).toContain('£120.00');
  });
});
