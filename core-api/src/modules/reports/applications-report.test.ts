// The applications by project report on real Postgres, on a worked example built through the API: project A's
// three applications — 1 certified by its payment notice and paid in full; 2 cut by a pay less notice, part
// paid and past its final date (overdue); 3 valued after practical completion (half the retention released),
// certified and paid — and project B's one submitted application, not yet due, with a draft after it (drafts
// are not in the report). Every figure to the penny, the totals per project and overall, the filters, the
// refusals (401, 403 for workers, 404 for another company's project, 400 with the messages), the XLSX read back
// with exceljs (cells and their types), the CSV and the PDF's text.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, Project, User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { pdfText } from '../../test/pdf-text.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { setVatRegistered } from '../settings/settings.fixtures.js';
import { MESSAGES } from './reports.schema.js';

// Submitting files each application's PDF through a job: on the shared database another file's app could take it.
const sequelize = testDatabase({ own: true });
const { request } = testApp(sequelize);

let company: Company;
const u = {} as Record<'worker' | 'supervisor' | 'manager', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });
let projectA: Project;
let projectB: Project;
let foreignProjectId: string;
const ids = {} as Record<'a1' | 'a2' | 'a3' | 'b1', string>;

const TERMS = {
  vat_treatment: 'standard',
  terms: 'contract',
  payment_due_days: 14,
  payment_final_days: 17,
  pay_less_days: 7,
  region: 'england-and-wales',
};

async function ok<T = Record<string, unknown>>(res: { status: number; body: T }, status = 200): Promise<T> {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

beforeAll(async () => {
  company = await createCompany();
  await setVatRegistered(company.id);
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  projectA = await makeProject(company);
  projectB = await makeProject(company);
  foreignProjectId = (await makeProject(await createCompany())).id;
  const post = (path: string, body: object) => request.post(`/api${path}`).set(auth(u.supervisor)).send(body);

  // Project A: £10,000 + £20,000, retention 5% and 2.5% after practical completion on 30/06/2026.
  const ta = await ok<{ id: string; lines: { id: string }[] }>(
    await post('/application-templates', {
      project_id: projectA.id,
      name: 'Main contract',
      lines: [
        { reference: 'A1', description: 'Groundworks', contract_value_pence: 1_000_000 },
        { reference: 'A2', description: 'Frame', contract_value_pence: 2_000_000 },
      ],
      retention_percent: 5,
      retention_after_pc_percent: 2.5,
      practical_completion_date: '2026-06-30',
      rectification_end_date: '2027-06-30',
      ...TERMS,
    }),
    201,
  );
  const [l1, l2] = ta.lines.map((l) => l.id);
  const apply = async (valuation: string, lines: object[]) =>
    (
      await ok<{ id: string }>(
        await post('/applications', {
          template_id: ta.id,
          valuation_date: valuation,
          lines,
          variations: [],
          materials_on_site: [],
        }),
        201,
      )
    ).id;
  const submit = (id: string, claim: string) =>
    post(`/applications/${id}/status`, { status: 'submitted', claim_date: claim }).then((r) => ok(r));

  // 1: £5,000 gross, £250 retention, £4,750 applied; certified as applied, paid in full with VAT (£5,700).
  ids.a1 = await apply('2026-03-31', [{ line_id: l1, percent: 50 }]);
  await submit(ids.a1, '2026-03-31');
  await ok(
    await post(`/applications/${ids.a1}/notices`, {
      kind: 'payment',
      amount_pence: 475_000,
      notice_date: '2026-04-16',
    }),
    201,
  );
  await ok(await post(`/applications/${ids.a1}/status`, { status: 'paid' }));

  // 2: £15,000 gross, £750 retention, less £4,750 certified = £9,500 applied; pay less notice to £9,000
  // (£10,800 with VAT), £5,000 paid: £5,800 outstanding and overdue.
  ids.a2 = await apply('2026-05-31', [
    { line_id: l1, percent: 100 },
    { line_id: l2, percent: 25 },
  ]);
  await submit(ids.a2, '2026-05-31');
  await ok(
    await post(`/applications/${ids.a2}/notices`, {
      kind: 'pay_less',
      amount_pence: 900_000,
      reason: 'Frame defects to put right',
      notice_date: '2026-06-20',
    }),
    201,
  );
  await ok(await post(`/applications/${ids.a2}/status`, { status: 'part_paid', paid_pence: 500_000 }));

  // 3: after practical completion, £30,000 gross at 2.5%: £750 held, £750 released (5% would hold £1,500);
  // less £13,750 certified = £15,500 applied, certified, paid with VAT (£18,600).
  ids.a3 = await apply('2026-07-31', [
    { line_id: l1, percent: 100 },
    { line_id: l2, percent: 100 },
  ]);
  await submit(ids.a3, '2026-07-31');
  await ok(
    await post(`/applications/${ids.a3}/notices`, {
      kind: 'payment',
      amount_pence: 1_550_000,
      notice_date: '2026-08-10',
    }),
    201,
  );
  await ok(await post(`/applications/${ids.a3}/status`, { status: 'paid' }));

  // Project B: £5,000 at 3%; 1 values 40% on 20/11/2026 (£2,000, £60 retention, £1,940 applied, £2,328 with
  // VAT), submitted and not yet due; 2 a draft.
  const tb = await ok<{ id: string; lines: { id: string }[] }>(
    await post('/application-templates', {
      project_id: projectB.id,
      name: 'Fit-out',
      lines: [{ reference: 'B1', description: 'Partitions', contract_value_pence: 500_000 }],
      retention_percent: 3,
      ...TERMS,
    }),
    201,
  );
  const applyB = async (valuation: string, percent: number) =>
    (
      await ok<{ id: string }>(
        await post('/applications', {
          template_id: tb.id,
          valuation_date: valuation,
          lines: [{ line_id: tb.lines[0]!.id, percent }],
          variations: [],
          materials_on_site: [],
        }),
        201,
      )
    ).id;
  ids.b1 = await applyB('2026-11-20', 40);
  await submit(ids.b1, '2026-11-20');
  await applyB('2026-11-27', 60);
}, 60_000);

type Row = Record<string, unknown> & { id: string };
const report = async (query = '', user = u.supervisor) =>
  ok<{
    items: Row[];
    total: number;
    project_totals: (Record<string, unknown> & { project: { id: string } })[];
    totals: Record<string, number>;
    as_of: string;
  }>(await request.get(`/api/reports/applications?${query}`).set(auth(user)));

describe('applications by project', () => {
  it('lists every application made, each figure to the penny, with the dates the application itself gives', async () => {
    const r = await report();
    expect(r.items.map((i) => i.id)).toEqual(
      projectA.project_number < projectB.project_number
        ? [ids.a1, ids.a2, ids.a3, ids.b1]
        : [ids.b1, ids.a1, ids.a2, ids.a3],
    );
    const row = (id: string) => r.items.find((i) => i.id === id)!;
    expect(row(ids.a1)).toMatchObject({
      number: 1,
      status: 'paid',
      payment_notice_date: '2026-04-16',
      pay_less_date: null,
      applied_pence: 475_000,
      certified_pence: 475_000,
      payable_pence: 570_000,
      paid_pence: 570_000,
      outstanding_pence: 0,
      overdue: false,
      retention_held_pence: 25_000,
      retention_released_pence: 0,
    });
    expect(row(ids.a2)).toMatchObject({
      number: 2,
      status: 'part_paid',
      pay_less_date: '2026-06-20',
      pay_less_reason: 'Frame defects to put right',
      applied_pence: 950_000,
      certified_pence: 900_000,
      payable_pence: 1_080_000,
      paid_pence: 500_000,
      outstanding_pence: 580_000,
      overdue: true,
      overdue_pence: 580_000,
      retention_held_pence: 75_000,
      retention_released_pence: 0,
    });
    expect(row(ids.a3)).toMatchObject({
      status: 'paid',
      applied_pence: 1_550_000,
      certified_pence: 1_550_000,
      payable_pence: 1_860_000,
      paid_pence: 1_860_000,
      outstanding_pence: 0,
      retention_held_pence: 75_000,
      retention_released_pence: 75_000,
    });
    expect(row(ids.b1)).toMatchObject({
      status: 'submitted',
      applied_pence: 194_000,
      certified_pence: 194_000,
      payable_pence: 232_800,
      paid_pence: 0,
      outstanding_pence: 232_800,
      overdue: false,
      days_overdue: 0,
      no_payment_notice: false,
      retention_held_pence: 6_000,
    });
    // The Construction Act dates are the application's own (its page works them from the claim).
    for (const id of Object.values(ids)) {
      const a = await ok<{ dates: Record<string, string> }>(
        await request.get(`/api/applications/${id}`).set(auth(u.supervisor)),
      );
      expect(row(id)).toMatchObject({
        due_date: a.dates.due_date,
        payment_notice_deadline: a.dates.payment_notice_deadline,
        pay_less_deadline: a.dates.pay_less_deadline,
        final_date: a.dates.final_date,
      });
    }
    const finalA2 = new Date(`${row(ids.a2).final_date as string}T00:00:00Z`).getTime();
    expect(row(ids.a2).days_overdue).toBe(
      Math.round((Date.parse(`${r.as_of}T00:00:00Z`) - finalA2) / 86_400_000),
    );
  });

  it('totals each project (retention from its latest application) and the whole report', async () => {
    const r = await report();
    const a = r.project_totals.find((t) => t.project.id === projectA.id);
    expect(a).toMatchObject({
      applications: 3,
      overdue_count: 1,
      applied_pence: 2_975_000,
      certified_pence: 2_925_000,
      payable_pence: 3_510_000,
      paid_pence: 2_930_000,
      outstanding_pence: 580_000,
      overdue_pence: 580_000,
      retention_held_pence: 75_000,
      retention_released_pence: 75_000,
    });
    expect(r.totals).toEqual({
      applications: 4,
      overdue_count: 1,
      applied_pence: 3_169_000,
      certified_pence: 3_119_000,
      payable_pence: 3_742_800,
      paid_pence: 2_930_000,
      outstanding_pence: 812_800,
      overdue_pence: 580_000,
      retention_held_pence: 81_000,
      retention_released_pence: 75_000,
    });
    expect(r.total).toBe(4);
  });

  it('filters by project, valuation dates, status and overdue; a page carries its projects’ totals only', async () => {
    const ofB = await report(`project_id=${projectB.id}`);
    expect(ofB.items.map((i) => i.id)).toEqual([ids.b1]);
    expect(ofB.project_totals.map((t) => t.project.id)).toEqual([projectB.id]);
    expect(ofB.totals.outstanding_pence).toBe(232_800);
    expect((await report('overdue=true')).items.map((i) => i.id)).toEqual([ids.a2]);
    expect((await report('status=paid')).items.map((i) => i.id)).toEqual([ids.a1, ids.a3]);
    const range = await report('from=2026-05-01&to=2026-07-31');
    expect(range.items.map((i) => i.id)).toEqual([ids.a2, ids.a3]);
    // Within the range, project A's retention is its latest application's there: 3.
    expect(range.totals).toMatchObject({ applied_pence: 2_500_000, retention_held_pence: 75_000 });
    const page = await report('page=2&size=1');
    expect(page).toMatchObject({ total: 4, page: 2, size: 1, pages: 4 });
    expect(page.project_totals).toHaveLength(1);
    expect(page.totals.applications).toBe(4);
  });

  it('401 signed out, 403 for workers, 404 for another company’s project, 400 with the messages', async () => {
    expect((await request.get('/api/reports/applications')).status).toBe(401);
    for (const path of ['', '/export', '/pdf']) {
      expect((await request.get(`/api/reports/applications${path}`).set(auth(u.worker))).status).toBe(403);
      const foreign = await request
        .get(`/api/reports/applications${path}?project_id=${foreignProjectId}`)
        .set(auth(u.manager));
      expect(foreign.status).toBe(404);
      expect(foreign.body.detail).toBe('Project not found');
    }
    const cases: [string, string][] = [
      ['project_id=nope', MESSAGES.project],
      ['from=31/12/2026', MESSAGES.from],
      ['to=2026-13-01', MESSAGES.to],
      ['from=2026-06-01&to=2026-05-01', MESSAGES.range],
      ['status=draft', MESSAGES.status],
      ['overdue=yes', MESSAGES.overdue],
      ['size=101', 'Size must be a whole number from 1 to 100'],
    ];
    for (const [query, message] of cases) {
      const res = await request.get(`/api/reports/applications?${query}`).set(auth(u.supervisor));
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(message);
    }
    const format = await request.get('/api/reports/applications/export?format=pdf').set(auth(u.supervisor));
    expect(format.status).toBe(400);
    expect(JSON.stringify(format.body)).toContain(MESSAGES.format);
  });

  it('downloads as XLSX: each project’s rows then its totals, the report’s last; amounts numbers in £, dates dates', async () => {
    const res = await request
      .get(`/api/reports/applications/export?format=xlsx&project_id=${projectA.id}`)
      .set(auth(u.manager))
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/applications-by-project-\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.getWorksheet('Applications by project')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    expect(col('Applied excl. VAT (£)')).toBeGreaterThan(0);
    // Three applications, project A's totals, the report's.
    expect(sheet.rowCount).toBe(6);
    const a2 = sheet.getRow(3);
    expect(a2.getCell(col('Application')).value).toBe(2);
    expect(a2.getCell(col('Status')).value).toBe('Part paid');
    expect(a2.getCell(col('Certified excl. VAT (£)')).value).toBe(9000);
    expect(a2.getCell(col('Outstanding (£)')).value).toBe(5800);
    expect(a2.getCell(col('Outstanding (£)')).numFmt).toBe('"£"#,##0.00;"−£"#,##0.00');
    expect(a2.getCell(col('Pay less notice given')).value).toEqual(new Date('2026-06-20T00:00:00Z'));
    expect(a2.getCell(col('Pay less notice given')).numFmt).toBe('dd/mm/yyyy');
    expect(a2.getCell(col('Pay less reason')).value).toBe('Frame defects to put right');
    expect(typeof a2.getCell(col('Days overdue')).value).toBe('number');
    const projectTotal = sheet.getRow(5);
    expect(projectTotal.getCell(col('Project')).value).toBe(`Total ${projectA.name}`);
    expect(projectTotal.getCell(col('Status')).value).toBe('3 applications');
    expect(projectTotal.getCell(col('Payable incl. VAT (£)')).value).toBe(35100);
    expect(projectTotal.getCell(col('Retention released (£)')).value).toBe(750);
    const total = sheet.getRow(6);
    expect(total.getCell(col('Project number')).value).toBe('Total');
    expect(total.getCell(col('Paid (£)')).value).toBe(29300);
  });

  it('downloads as CSV with the same lines', async () => {
    const res = await request.get('/api/reports/applications/export?format=csv').set(auth(u.manager));
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 4 + 2 + 1);
    expect(lines.at(-1)).toMatch(/^Total,All projects,,,4 applications,/);
    expect(lines.at(-1)).toContain(',31690.00,31190.00,37428.00,29300.00,8128.00,5800.00,,810.00,750.00,');
  });

  it('prints as a PDF: a table per project with its totals, the overdue and the pay less notice, the totals', async () => {
    const res = await request
      .get('/api/reports/applications/pdf')
      .set(auth(u.supervisor))
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('Applications for payment by project');
    expect(text).toContain(`${projectA.project_number} ${projectA.name}`);
    expect(text).toContain(`${projectB.project_number} ${projectB.name}`);
    expect(text).toMatch(/Overdue\s\d+\sdays/);
    expect(text).toContain('Application 2: pay less notice — Frame defects to put right');
    expect(text).toMatch(/given\s20\/06\/2026/);
    expect(text).toContain('£5,800.00');
    expect(text).toContain('£8,128.00');
    expect(text).toContain('£37,428.00');
  });
});
