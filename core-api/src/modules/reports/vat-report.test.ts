// The VAT summary on real Postgres (decision 0086), a worked example to the penny for the quarter 01/04/2026 to
// 30/06/2026 of a VAT-registered company on the Mar/Jun/Sep/Dec stagger. Sales are applications built through the
// API and certified by a payment notice: S1 on the period's first day (certified at £5,000.01, less than applied:
// VAT £1,000.00), S2 under the domestic reverse charge on its last day (£2,850.00, no VAT; the customer accounts
// for £570.00), S3 on a reverse-charge schedule whose CIS services are 4% of the supply (the 5% disregard: VAT
// charged, £950.00 + £190.00). Purchases: a supplier invoice at 20% (£70.00 + £14.00), a supplier invoice whose
// line is reverse charged (£70.00, £14.00 accounted for by us), a subcontractor's labour invoice under the reverse
// charge (£1,000.00, £200.00 accounted for by us), a labour invoice with 4% labour and 96% materials (the
// disregard: £5,000.00 + £1,000.00 charged) and a plant hire invoice from a supplier not VAT-registered (£500.00).
// Left out: an application and a supplier invoice dated 31/03/2026 and a labour invoice and an application dated
// 01/07/2026 (the periods each side), an application submitted but not certified, a labour invoice not approved.
//
//   Box 1 = £1,000.00 + £190.00 (sales) + £200.00 + £14.00 (reverse charge on purchases)     = £1,404.00
//   Box 4 = £14.00 + £1,000.00 (charged on purchases) + £200.00 + £14.00 (reverse charge)     = £1,228.00
//   Box 6 = £5,000.01 + £2,850.00 + £950.00                                                   = £8,800.01 (£8,800)
//   Box 7 = £70.00 + £70.00 + £1,000.00 + £5,000.00 + £500.00                                 = £6,640.00
//   Box 1 − box 4 = £176.00
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, Project, User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { pdfText } from '../../test/pdf-text.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { labourSupplier, makeLabourInvoice, makeOperative } from '../labour/labour.fixtures.js';
import { makeInvoice, makePo } from '../materials/materials.fixtures.js';
import { SupplierInvoice } from '../materials/index.js';
import { makeHireInvoice, makeRequest } from '../plant/plant.fixtures.js';
import { setVatRegistered } from '../settings/settings.fixtures.js';
import { RANGE_TOO_LONG } from './report-range.js';
import { MESSAGES } from './reports.schema.js';
import { VAT_MESSAGES } from './vat-report.schema.js';

// Submitting files each application's PDF through a job: on the shared database another file's app could take it.
const sequelize = testDatabase({ own: true });
const { request } = testApp(sequelize);

let company: Company;
const u = {} as Record<'worker' | 'supervisor' | 'manager' | 'admin', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });
let project: Project;

const TERMS = {
  terms: 'contract',
  payment_due_days: 14,
  payment_final_days: 17,
  pay_less_days: 7,
  region: 'england-and-wales',
  retention_percent: 5,
};

async function ok<T = Record<string, unknown>>(res: { status: number; body: T }, status = 200): Promise<T> {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

/** One application on a schedule of its own, submitted on `day` and (unless `certified` is null) certified. */
async function sale(
  vat: 'standard' | 'drc',
  lines: { value: number; cis_specified?: boolean; percent: number }[],
  day: string,
  certified: number | null,
): Promise<string> {
  const post = (path: string, body: object) => request.post(`/api${path}`).set(auth(u.supervisor)).send(body);
  const template = await ok<{ id: string; lines: { id: string }[] }>(
    await post('/application-templates', {
      project_id: project.id,
      name: `Schedule ${day} ${vat}`,
      lines: lines.map((l, i) => ({
        reference: `L${i + 1}`,
        description: `Line ${i + 1}`,
        contract_value_pence: l.value,
        ...(l.cis_specified === undefined ? {} : { cis_specified: l.cis_specified }),
      })),
      vat_treatment: vat,
      ...TERMS,
    }),
    201,
  );
  const { id } = await ok<{ id: string }>(
    await post('/applications', {
      template_id: template.id,
      valuation_date: day,
      lines: template.lines.map((l, i) => ({ line_id: l.id, percent: lines[i]!.percent })),
      variations: [],
      materials_on_site: [],
    }),
    201,
  );
  await ok(await post(`/applications/${id}/status`, { status: 'submitted', claim_date: day }));
  if (certified !== null) {
    const notice = await ok<{ status: string }>(
      await post(`/applications/${id}/notices`, {
        kind: 'payment',
        amount_pence: certified,
        notice_date: day,
      }),
      201,
    );
    expect(notice.status).toBe('certified');
  }
  return id;
}

/** A supplier invoice for 10 bags at £7.00, approved, dated `day`; `reverseCharged`: its order line is DRC. */
async function supplierInvoice(
  day: string,
  reverseCharged = false,
  status: 'approved' | 'received' = 'approved',
) {
  const { po, line } = await makePo(project);
  if (reverseCharged) await line.update({ vat_code: 'drc', vat_pence: 0 });
  const invoice = await makeInvoice(po, line, 10, 700, null, `INV-${day}-${reverseCharged ? 'DRC' : 'STD'}`);
  await SupplierInvoice.update(
    {
      status,
      invoice_date: day,
      ...(reverseCharged
        ? { vat_pence: 0, gross_pence: 7_000, lines: invoice.lines.map((l) => ({ ...l, vat_pence: 0 })) }
        : {}),
    },
    { where: { id: invoice.id } },
  );
  return invoice.id;
}

const ids = {} as Record<
  's1' | 's2' | 's3' | 'before' | 'after' | 'p1' | 'p1drc' | 'p2' | 'p3' | 'p4',
  string
>;

beforeAll(async () => {
  company = await createCompany();
  await setVatRegistered(company.id);
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  u.admin = await createUser(company, { role: 'admin' });
  project = await makeProject(company);

  // S1: £12,345.67 at 50% = £6,172.84 (6,172.835 up), less 5% retention £308.64 = £5,863.20 applied;
  // certified at £5,000.01 on 01/04/2026: VAT 20% = £1,000.002 → £1,000.00.
  ids.s1 = await sale('standard', [{ value: 1_234_567, percent: 50 }], '2026-04-01', 500_001);
  // S2: reverse charge, £10,000 at 30% = £3,000, less £150 = £2,850 on 30/06/2026; the customer accounts for £570.
  ids.s2 = await sale('drc', [{ value: 1_000_000, percent: 30 }], '2026-06-30', 285_000);
  // S3: a reverse-charge schedule whose CIS services are £40 of £1,000 (4%): normal VAT on £950 = £190.
  ids.s3 = await sale(
    'drc',
    [
      { value: 4_000, cis_specified: true, percent: 100 },
      { value: 96_000, cis_specified: false, percent: 100 },
    ],
    '2026-05-15',
    95_000,
  );
  // Either side of the period: £950 on 31/03/2026 and £475 on 01/07/2026; and one never certified.
  ids.before = await sale('standard', [{ value: 100_000, percent: 100 }], '2026-03-31', 95_000);
  ids.after = await sale('standard', [{ value: 50_000, percent: 100 }], '2026-07-01', 47_500);
  await sale('standard', [{ value: 200_000, percent: 100 }], '2026-05-01', null);

  ids.p1 = await supplierInvoice('2026-04-01');
  ids.p1drc = await supplierInvoice('2026-05-20', true);
  await supplierInvoice('2026-03-31');
  await supplierInvoice('2026-06-30', false, 'received');

  // A VAT-registered subcontractor paid net under CIS, £200 a day: the reverse charge applies.
  const subbie = await makeOperative(company, { supplier: await labourSupplier(company, 'net') });
  const drc = { customerVatRegistered: true };
  ids.p2 = (
    await makeLabourInvoice(subbie, project, 'approved', 5, null, { ...drc, invoiceDate: '2026-06-30' })
  ).id;
  // £200 of labour and £4,800 of materials: 4% CIS services, VAT charged on the whole £5,000.
  ids.p3 = (
    await makeLabourInvoice(subbie, project, 'paid', 1, '2026-05-12', {
      ...drc,
      invoiceDate: '2026-05-10',
      materialsPence: 480_000,
    })
  ).id;
  await makeLabourInvoice(subbie, project, 'approved', 2, null, { ...drc, invoiceDate: '2026-07-01' });
  await makeLabourInvoice(subbie, project, 'received', 2, null, { ...drc, invoiceDate: '2026-05-01' });

  // A dry hire from a supplier not VAT-registered: £500, no VAT.
  const hire = await makeRequest(company, project.id, u.supervisor.id, 'on_hire');
  const hireInvoice = await makeHireInvoice(hire, u.supervisor.id, { hire_pence: 50_000 });
  await hireInvoice.update({ invoice_date: '2026-04-15' });
  ids.p4 = hireInvoice.id;
}, 120_000);

type Box = {
  title: string;
  pence: number;
  return_pence: number;
  lines: { label: string; pence: number; documents: number }[];
};
type Doc = {
  kind: string;
  id: string;
  side: string;
  tax_date: string;
  treatment: string;
  net_pence: number;
  vat_pence: number;
  reverse_charge_vat_pence: number;
  reference: string;
};
type Report = {
  period: { kind: string; period_end: string; start: string; end: string };
  periods: { period_end: string; start: string; end: string }[];
  vat_quarter_ends: string;
  vat_registered: boolean;
  boxes: Record<'box_1' | 'box_4' | 'box_6' | 'box_7', Box>;
  net_vat_pence: number;
  documents: Doc[];
};
const vat = async (query: string, user = u.manager) =>
  ok<Report>(await request.get(`/api/reports/vat?${query}`).set(auth(user)));
const docIds = (r: Report) => r.documents.map((d) => d.id).sort();

describe('VAT summary', () => {
  it('lays the quarter out as boxes 1, 4, 6 and 7, to the penny, with the documents behind them', async () => {
    const r = await vat('period_end=2026-06');
    expect(r.period).toEqual({
      kind: 'period',
      period_end: '2026-06',
      start: '2026-04-01',
      end: '2026-06-30',
    });
    expect(r.vat_registered).toBe(true);
    expect(r.boxes.box_1).toMatchObject({ pence: 140_400, return_pence: 140_400 });
    expect(r.boxes.box_4).toMatchObject({ pence: 122_800, return_pence: 122_800 });
    expect(r.boxes.box_6).toMatchObject({ pence: 880_001, return_pence: 880_000 });
    expect(r.boxes.box_7).toMatchObject({ pence: 664_000, return_pence: 664_000 });
    expect(r.net_vat_pence).toBe(17_600);
    expect(r.boxes.box_1.title).toBe('Box 1: VAT due on sales and other outputs');

    // Each box's parts: the reverse charge on purchases is in box 1 and box 4 alike.
    expect(r.boxes.box_1.lines).toEqual([
      { label: 'VAT charged on sales', pence: 119_000, documents: 2 },
      { label: 'Reverse charge on labour and subcontract invoices', pence: 20_000, documents: 1 },
      { label: 'Reverse charge on supplier invoices', pence: 1_400, documents: 1 },
    ]);
    expect(r.boxes.box_4.lines).toEqual([
      { label: 'VAT charged on labour and subcontract invoices', pence: 100_000, documents: 1 },
      { label: 'VAT charged on supplier invoices', pence: 1_400, documents: 1 },
      { label: 'Reverse charge on labour and subcontract invoices', pence: 20_000, documents: 1 },
      { label: 'Reverse charge on supplier invoices', pence: 1_400, documents: 1 },
    ]);
    expect(r.boxes.box_6.lines).toEqual([
      { label: 'Sales with VAT charged', pence: 595_001, documents: 2 },
      {
        label: 'Sales under the domestic reverse charge (the customer accounts for the VAT)',
        pence: 285_000,
        documents: 1,
      },
    ]);
    expect(r.boxes.box_7.lines.map((l) => [l.label, l.pence])).toEqual([
      ['Labour and subcontract invoices: VAT charged', 500_000],
      ['Labour and subcontract invoices: domestic reverse charge', 100_000],
      ['Plant hire invoices: supplier not VAT-registered', 50_000],
      ['Supplier invoices: VAT charged', 7_000],
      ['Supplier invoices: domestic reverse charge', 7_000],
    ]);

    // The documents, in tax point order, each with its own figures; the periods either side are not in it.
    expect(docIds(r)).toEqual([ids.s1, ids.s2, ids.s3, ids.p1, ids.p1drc, ids.p2, ids.p3, ids.p4].sort());
    const byId = new Map(r.documents.map((d) => [d.id, d]));
    expect(byId.get(ids.s1)).toMatchObject({
      side: 'sale',
      tax_date: '2026-04-01',
      treatment: 'charged',
      net_pence: 500_001,
      vat_pence: 100_000,
      reverse_charge_vat_pence: 0,
    });
    expect(byId.get(ids.s2)).toMatchObject({
      tax_date: '2026-06-30',
      treatment: 'reverse_charge',
      net_pence: 285_000,
      vat_pence: 0,
      reverse_charge_vat_pence: 57_000,
    });
    expect(byId.get(ids.s3)).toMatchObject({ treatment: 'charged', net_pence: 95_000, vat_pence: 19_000 });
    expect(byId.get(ids.p2)).toMatchObject({
      side: 'purchase',
      kind: 'labour_invoice',
      treatment: 'reverse_charge',
      net_pence: 100_000,
      vat_pence: 0,
      reverse_charge_vat_pence: 20_000,
    });
    expect(byId.get(ids.p3)).toMatchObject({ treatment: 'charged', net_pence: 500_000, vat_pence: 100_000 });
    expect(byId.get(ids.p1drc)).toMatchObject({
      treatment: 'reverse_charge',
      vat_pence: 0,
      reverse_charge_vat_pence: 1_400,
    });
    expect(byId.get(ids.p4)).toMatchObject({
      kind: 'plant_hire_invoice',
      treatment: 'no_vat',
      net_pence: 50_000,
    });
    expect(r.documents.map((d) => d.tax_date)).toEqual([...r.documents.map((d) => d.tax_date)].sort());
    // Every box is the sum of its documents.
    const sales = r.documents.filter((d) => d.side === 'sale');
    const purchases = r.documents.filter((d) => d.side === 'purchase');
    const sum = (ds: Doc[], f: (d: Doc) => number) => ds.reduce((s, d) => s + f(d), 0);
    expect(r.boxes.box_6.pence).toBe(sum(sales, (d) => d.net_pence));
    expect(r.boxes.box_7.pence).toBe(sum(purchases, (d) => d.net_pence));
    expect(r.boxes.box_1.pence).toBe(
      sum(sales, (d) => d.vat_pence) + sum(purchases, (d) => d.reverse_charge_vat_pence),
    );
    expect(r.boxes.box_4.pence).toBe(sum(purchases, (d) => d.vat_pence + d.reverse_charge_vat_pence));
  });

  it('a document dated on a period’s last day is in that period, one dated the next day in the next', async () => {
    const march = await vat('period_end=2026-03');
    expect(march.period).toMatchObject({ start: '2026-01-01', end: '2026-03-31' });
    expect(march.documents.map((d) => d.tax_date)).toEqual(['2026-03-31', '2026-03-31']);
    expect(march.boxes.box_6.pence).toBe(95_000);
    expect(march.boxes.box_1.pence).toBe(19_000);
    const september = await vat('period_end=2026-09');
    expect(september.documents.map((d) => d.tax_date)).toEqual(['2026-07-01', '2026-07-01']);
    expect(september.documents.map((d) => d.id)).toContain(ids.after);
    // A range of one day: the quarter's first day only.
    const first = await vat('from=2026-04-01&to=2026-04-01');
    expect(first.period).toMatchObject({ kind: 'range', start: '2026-04-01', end: '2026-04-01' });
    expect(docIds(first)).toEqual([ids.s1, ids.p1].sort());
    expect(first.boxes.box_1.pence).toBe(100_000);
    expect(first.boxes.box_4.pence).toBe(1_400);
  });

  it('follows the company’s VAT quarters: another stagger, or monthly', async () => {
    const patch = (v: string) =>
      request.patch('/api/settings').set(auth(u.admin)).send({ vat_quarter_ends: v });
    expect((await patch('jan_apr_jul_oct')).body.vat_quarter_ends).toBe('jan_apr_jul_oct');
    try {
      const july = await vat('period_end=2026-07');
      expect(july.period).toMatchObject({ start: '2026-05-01', end: '2026-07-31' });
      expect(july.periods[0]).toMatchObject({ period_end: '2027-01' });
      expect(july.documents.map((d) => d.tax_date)).toEqual([
        '2026-05-10',
        '2026-05-15',
        '2026-05-20',
        '2026-06-30',
        '2026-06-30',
        '2026-07-01',
        '2026-07-01',
      ]);
      const refused = await request.get('/api/reports/vat?period_end=2026-06').set(auth(u.manager));
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(VAT_MESSAGES.periodNotOnStagger);
      await patch('monthly');
      const april = await vat('period_end=2026-04');
      expect(april.period).toMatchObject({ start: '2026-04-01', end: '2026-04-30' });
      expect(docIds(april)).toEqual([ids.s1, ids.p1, ids.p4].sort());
      expect((await patch('quarterly')).status).toBe(400);
    } finally {
      await patch('mar_jun_sep_dec');
    }
  });

  it('managers only; 400 with the messages', async () => {
    expect((await request.get('/api/reports/vat')).status).toBe(401);
    for (const user of [u.worker, u.supervisor]) {
      for (const path of ['', '/export', '/pdf']) {
        expect((await request.get(`/api/reports/vat${path}`).set(auth(user))).status).toBe(403);
      }
    }
    for (const [query, message] of [
      ['period_end=2026-13', VAT_MESSAGES.periodEnd],
      ['period_end=June', VAT_MESSAGES.periodEnd],
      ['period_end=2026-05', VAT_MESSAGES.periodNotOnStagger],
      ['period_end=2026-06&from=2026-04-01&to=2026-06-30', VAT_MESSAGES.periodAndRange],
      ['from=2026-04-01', VAT_MESSAGES.rangeHalf],
      ['from=2026-06-30&to=2026-04-01', MESSAGES.range],
      ['from=2026-01-01&to=2027-01-02', RANGE_TOO_LONG],
      ['from=2026-02-30&to=2026-03-01', MESSAGES.from],
    ]) {
      const res = await request.get(`/api/reports/vat?${query}`).set(auth(u.manager));
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(message);
    }
    // Another company sees none of these documents.
    const other = await createCompany();
    const outsider = await createUser(other, { role: 'manager' });
    const theirs = await vat('period_end=2026-06', outsider);
    expect(theirs.documents).toEqual([]);
    expect(theirs.boxes.box_1.pence).toBe(0);
  });

  it('downloads as XLSX (the boxes, then the documents) and prints as a PDF', async () => {
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
    const xlsx = await binary('/api/reports/vat/export?period_end=2026-06&format=xlsx');
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.getWorksheet('VAT summary')!;
    // Header; box 1 and its 3 parts, box 4 and 4, box 6 and 2, box 7 and 5; then 8 documents.
    expect(sheet.rowCount).toBe(1 + 4 + 5 + 3 + 6 + 8);
    expect(sheet.getRow(2).getCell(1).value).toBe('Box 1: VAT due on sales and other outputs');
    expect(sheet.getRow(2).getCell(2).value).toBe(1404);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('"£"#,##0.00;"−£"#,##0.00');
    const box6 = sheet.getRow(11);
    expect(box6.getCell(1).value).toBe('Box 6: Total value of sales and all other outputs excluding any VAT');
    expect(box6.getCell(2).value).toBe(8800.01);
    expect(box6.getCell(3).value).toBe(8800);
    // The first document: S1 on 01/04/2026.
    const s1 = sheet.getRow(20);
    expect(s1.getCell(1).value).toBe('Application (sales invoice)');
    expect(s1.getCell(8).value).toEqual(new Date('2026-04-01T00:00:00Z'));
    expect(s1.getCell(9).value).toBe('VAT charged');
    expect(s1.getCell(10).value).toBe(5000.01);
    expect(s1.getCell(11).value).toBe(1000);

    const csv = await request
      .get('/api/reports/vat/export?period_end=2026-06&format=csv')
      .set(auth(u.manager));
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(
      'Box 7: Total value of purchases and all other inputs excluding any VAT,6640.00,6640.00',
    );

    const pdf = await binary('/api/reports/vat/pdf?period_end=2026-06');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('VAT period 01/04/2026 to 30/06/2026');
    expect(text).toContain('£1,404.00');
    expect(text).toContain('£8,800.01');
    expect(text).toContain('£176.00');
    expect(text).toContain('Reverse charge');
  });
});
