// Plant utilisation on real Postgres (decision 0086), a worked example to the penny for September 2026 (22 working
// days; Monday 31/08/2026 is the summer bank holiday in England and Wales). Project A (plant budget £2,000.00):
//   H1 a telehandler at £95.00 a day, delivered 24/08/2026 (£50.00), collected 08/09/2026 (£50.00), wanted until
//      04/09/2026: straddles the range's start — 8 days on hire in it, 6 working days (£570.00) + collection =
//      £620.00 in the range; to date 11 working days (31/08 left out) £1,045.00 + £100.00 = £1,145.00; 4 days late.
//   H2 two excavators at £400.00 a week, delivered 21/09/2026 (£60.00), still on hire, wanted until 30/10/2026:
//      straddles the range's end — 10 days, 8 working days × 2 = 3.2 weeks = £1,280.00 + £60.00 = £1,340.00.
//   H4 a breaker at £100.00 a day, 03/08 to 07/08/2026: before the range, not a row, but £500.00 of cost to date.
//   Project A: in the range £1,960.00; to date £1,145.00 + £1,340.00 + £500.00 = £2,985.00: £985.00 over budget.
// Project B (no plant budget):
//   H3 an owned roller from the register, 10/09 to 12/09/2026, wanted until 11/09: 3 days, no hire cost, 1 day late.
//   H6 a dumper at £200.00 a day from 28/09/2026, wanted until 29/09, still on hire: 3 days, £600.00, 1 day past.
// And H5, on hire from 05/10/2026, is not in September.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, Project, User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { pdfText } from '../../test/pdf-text.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import type { PlantRequest } from '../plant/index.js';
import { makeItem, makeRequest } from '../plant/plant.fixtures.js';
import { plantRange } from './plant-report.read.js';
import { RANGE_TOO_LONG } from './report-range.js';
import { MESSAGES } from './reports.schema.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
const u = {} as Record<'worker' | 'supervisor' | 'manager', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });
let projectA: Project;
let projectB: Project;
const h = {} as Record<'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6', PlantRequest>;

async function ok<T = Record<string, unknown>>(res: { status: number; body: T }, status = 200): Promise<T> {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

/** A hire on `project` as the plant module keeps it once on hire (or collected). */
async function hire(
  project: Project,
  attrs: Partial<
    Pick<
      PlantRequest,
      | 'rate_pence'
      | 'rate_unit'
      | 'delivery_pence'
      | 'collection_pence'
      | 'quantity'
      | 'on_hire_date'
      | 'off_hire_date'
      | 'required_until'
      | 'category'
    >
  >,
): Promise<PlantRequest> {
  const r = await makeRequest(
    company,
    project.id,
    u.supervisor.id,
    attrs.off_hire_date ? 'off_hired' : 'on_hire',
  );
  return r.update({
    delivery_pence: 0,
    collection_pence: 0,
    quantity: 1,
    required_from: attrs.on_hire_date!,
    ...attrs,
  });
}

beforeAll(async () => {
  company = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  projectA = await makeProject(company);
  await projectA.update({ budget_plant_pence: 200_000, site_postcode: 'LS1 4DY' });
  projectB = await makeProject(company);
  await projectB.update({ budget_plant_pence: 0, site_postcode: null });

  h.h1 = await hire(projectA, {
    category: 'Telehandler',
    rate_pence: 9_500,
    rate_unit: 'day',
    delivery_pence: 5_000,
    collection_pence: 5_000,
    on_hire_date: '2026-08-24',
    off_hire_date: '2026-09-08',
    required_until: '2026-09-04',
  });
  h.h2 = await hire(projectA, {
    category: 'Excavator',
    rate_pence: 40_000,
    rate_unit: 'week',
    delivery_pence: 6_000,
    collection_pence: 6_000,
    quantity: 2,
    on_hire_date: '2026-09-21',
    off_hire_date: null,
    required_until: '2026-10-30',
  });
  h.h4 = await hire(projectA, {
    category: 'Breaker',
    rate_pence: 10_000,
    rate_unit: 'day',
    on_hire_date: '2026-08-03',
    off_hire_date: '2026-08-07',
    required_until: '2026-08-07',
  });
  h.h5 = await hire(projectA, {
    rate_pence: 10_000,
    rate_unit: 'day',
    on_hire_date: '2026-10-05',
    off_hire_date: null,
    required_until: '2026-10-30',
  });
  const roller = await makeItem(company, { category: 'Roller', asset_number: 'RL-7' });
  h.h3 = await hire(projectB, {
    category: 'Roller',
    on_hire_date: '2026-09-10',
    off_hire_date: '2026-09-12',
    required_until: '2026-09-11',
  });
  await h.h3.update({
    fulfilment: 'allocation',
    plant_item_id: roller.id,
    supplier_id: null,
    rate_id: null,
    rate_pence: null,
    rate_unit: null,
  });
  h.h6 = await hire(projectB, {
    category: 'Dumper',
    rate_pence: 20_000,
    rate_unit: 'day',
    on_hire_date: '2026-09-28',
    off_hire_date: null,
    required_until: '2026-09-29',
  });
}, 60_000);

type Figures = {
  days_on_hire: number;
  chargeable_days: number;
  cost_in_range_pence: number;
  cost_to_date_pence: number;
};
type Row = Figures & {
  id: string;
  project: { id: string };
  late: boolean;
  days_late: number;
  on_hire_at_end: boolean;
  fulfilment: string;
  item: { asset_number: string } | null;
};
type Report = {
  from: string;
  to: string;
  as_of: string;
  rows: Row[];
  projects: (Figures & {
    project: { id: string };
    hires: number;
    late_count: number;
    budget_pence: number;
    budget_remaining_pence: number;
  })[];
  totals: Figures & {
    hires: number;
    late_count: number;
    budget_pence: number;
    budget_remaining_pence: number;
  };
};
const plant = async (query: string, user = u.supervisor) =>
  ok<Report>(await request.get(`/api/reports/plant?${query}`).set(auth(user)));
const figures = (r: Figures) => ({
  days_on_hire: r.days_on_hire,
  chargeable_days: r.chargeable_days,
  cost_in_range_pence: r.cost_in_range_pence,
  cost_to_date_pence: r.cost_to_date_pence,
});

describe('Plant utilisation', () => {
  it('September: days on hire clipped to the range, late off-hires, hire cost in it and to date, to the penny', async () => {
    const r = await plant('from=2026-09-01&to=2026-09-30');
    expect(r).toMatchObject({ from: '2026-09-01', to: '2026-09-30', as_of: '2026-09-30' });
    const row = (id: string) => r.rows.find((x) => x.id === id)!;
    expect(r.rows.map((x) => x.id)).toEqual([h.h1.id, h.h2.id, h.h3.id, h.h6.id]);
    expect(figures(row(h.h1.id))).toEqual({
      days_on_hire: 8,
      chargeable_days: 6,
      cost_in_range_pence: 62_000,
      cost_to_date_pence: 114_500,
    });
    expect(row(h.h1.id)).toMatchObject({ late: true, days_late: 4, on_hire_at_end: false });
    expect(figures(row(h.h2.id))).toEqual({
      days_on_hire: 10,
      chargeable_days: 8,
      cost_in_range_pence: 134_000,
      cost_to_date_pence: 134_000,
    });
    expect(row(h.h2.id)).toMatchObject({ late: false, days_late: 0, on_hire_at_end: true });
    expect(row(h.h3.id)).toMatchObject({
      fulfilment: 'allocation',
      item: { asset_number: 'RL-7' },
      days_on_hire: 3,
      chargeable_days: 0,
      cost_in_range_pence: 0,
      late: true,
      days_late: 1,
      on_hire_at_end: false,
    });
    expect(row(h.h6.id)).toMatchObject({
      days_on_hire: 3,
      chargeable_days: 3,
      cost_in_range_pence: 60_000,
      late: true,
      days_late: 1,
      on_hire_at_end: true,
    });

    const [a, b] = r.projects;
    expect(a!.project.id).toBe(projectA.id);
    expect(a).toMatchObject({
      hires: 2,
      late_count: 1,
      days_on_hire: 18,
      chargeable_days: 14,
      cost_in_range_pence: 196_000,
      // H4, over before September, is still part of the cost to date.
      cost_to_date_pence: 298_500,
      budget_pence: 200_000,
      budget_remaining_pence: -98_500,
    });
    expect(b).toMatchObject({
      hires: 2,
      late_count: 2,
      days_on_hire: 6,
      chargeable_days: 3,
      cost_in_range_pence: 60_000,
      cost_to_date_pence: 60_000,
      budget_pence: 0,
      budget_remaining_pence: -60_000,
    });
    expect(r.totals).toEqual({
      hires: 4,
      late_count: 3,
      days_on_hire: 24,
      chargeable_days: 17,
      cost_in_range_pence: 256_000,
      cost_to_date_pence: 358_500,
      budget_pence: 200_000,
      budget_remaining_pence: -158_500,
    });
  });

  it('a shorter range clips the same hires; a project filter keeps its own', async () => {
    const r = await plant(`from=2026-09-05&to=2026-09-10&project_id=${projectA.id}`);
    expect(r.as_of).toBe('2026-09-10');
    expect(r.rows.map((x) => x.id)).toEqual([h.h1.id]);
    // 05/09 to 08/09: 4 days, 2 working (07 and 08), £190.00 + collection £50.00; cost to date as at 10/09.
    expect(figures(r.rows[0]!)).toEqual({
      days_on_hire: 4,
      chargeable_days: 2,
      cost_in_range_pence: 24_000,
      cost_to_date_pence: 114_500,
    });
    expect(r.projects.map((p) => p.project.id)).toEqual([projectA.id]);
    // As at 10/09: H1 and H4 only (H2 was not yet on hire).
    expect(r.projects[0]).toMatchObject({ cost_to_date_pence: 164_500, budget_remaining_pence: 35_500 });
  });

  it('a range with one end or none: this month, from the first of To’s month, or From to today', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(plantRange({}, now)).toEqual({ from: '2026-11-01', to: '2026-11-30', as_of: '2026-11-29' });
    expect(plantRange({ to: '2026-09-15' }, now)).toEqual({
      from: '2026-09-01',
      to: '2026-09-15',
      as_of: '2026-09-15',
    });
    expect(plantRange({ from: '2026-09-30' }, now)).toEqual({
      from: '2026-09-30',
      to: '2026-11-29',
      as_of: '2026-11-29',
    });
    // At most a year and a day on; a From still to come runs to the end of its month.
    expect(plantRange({ from: '2024-01-01' }, now).to).toBe('2024-12-31');
    expect(plantRange({ from: '2026-12-10' }, now)).toEqual({
      from: '2026-12-10',
      to: '2026-12-31',
      as_of: '2026-11-29',
    });
  });

  it('supervisors and up; 404 for another company’s project; 400 with the messages', async () => {
    expect((await request.get('/api/reports/plant')).status).toBe(401);
    for (const path of ['', '/export', '/pdf']) {
      expect((await request.get(`/api/reports/plant${path}`).set(auth(u.worker))).status).toBe(403);
    }
    expect((await request.get('/api/reports/plant').set(auth(u.manager))).status).toBe(200);
    const foreign = await makeProject(await createCompany());
    const res = await request.get(`/api/reports/plant?project_id=${foreign.id}`).set(auth(u.supervisor));
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).toContain('Project not found');
    for (const [query, message] of [
      ['project_id=nope', MESSAGES.project],
      ['from=2026-09-31', MESSAGES.from],
      ['from=2026-09-30&to=2026-09-01', MESSAGES.range],
      ['from=2026-01-01&to=2027-01-02', RANGE_TOO_LONG],
    ]) {
      const bad = await request.get(`/api/reports/plant?${query}`).set(auth(u.supervisor));
      expect(bad.status, query).toBe(400);
      expect(JSON.stringify(bad.body), query).toContain(message);
    }
  });

  it('downloads as XLSX (hires, project totals, the total) and prints as a PDF', async () => {
    const binary = (path: string) =>
      request
        .get(path)
        .set(auth(u.supervisor))
        .buffer(true)
        .parse((stream, done) => {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const xlsx = await binary('/api/reports/plant/export?from=2026-09-01&to=2026-09-30&format=xlsx');
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.getWorksheet('Plant utilisation')!;
    // Header, A's two hires and total, B's two hires and total, the total.
    expect(sheet.rowCount).toBe(1 + 3 + 3 + 1);
    const h1 = sheet.getRow(2);
    expect(h1.getCell(2).value).toMatch(/^PR-.* Telehandler — /);
    expect(h1.getCell(4).value).toEqual(new Date('2026-08-24T00:00:00Z'));
    expect(h1.getCell(7).value).toBe('4 days late');
    expect(h1.getCell(8).value).toBe(8);
    expect(h1.getCell(10).value).toBe(620);
    expect(h1.getCell(11).value).toBe(1145);
    const totalA = sheet.getRow(4);
    expect(totalA.getCell(1).value).toBe(`Total ${projectA.project_number}`);
    expect(totalA.getCell(11).value).toBe(2985);
    expect(totalA.getCell(12).value).toBe(2000);
    expect(totalA.getCell(13).value).toBe(-985);
    expect(totalA.getCell(13).numFmt).toBe('"£"#,##0.00;"−£"#,##0.00');
    const total = sheet.getRow(8);
    expect(total.getCell(1).value).toBe('Total');
    expect(total.getCell(10).value).toBe(2560);

    const pdf = await binary(`/api/reports/plant/pdf?from=2026-09-01&to=2026-09-30`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('01/09/2026 to 30/09/2026');
    expect(text).toContain('4 days late');
    expect(text).toContain('£2,985.00');
    expect(text).toContain('−£985.00');
    expect(text).toContain('No plant budget');
    expect(text).toContain('RL-7 (owned)');
  });
});
