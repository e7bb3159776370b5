// The cost value reconciliation and cost to complete on real Postgres, on a worked example (decision 0085).
// Project P: contract £100,000, budget labour £20,000, plant £10,000, materials £30,000, subcontract £25,000,
// preliminaries £5,000. Its value through the API (a schedule, application 1 at 30% on 30/09/2026 cut by a
// payment notice by £1,000; application 2 at 50% on 31/10/2026), its QS adjustments, cost to complete and month
// close through the API; its ledger from the modules' fixtures dated into September and October 2026:
//   September — a direct operative's approved week (£1,000, labour); a subcontractor's approved week not yet
//     invoiced (£1,000 accrued, subcontract); a PO of £70 with 6 bags (£42) received and 4 (£28) invoiced
//     (£14 accrued, £28 committed); a telehandler on hire from 21/09 at £95/day + £50 delivery (8 working days:
//     £810 accrued); adjustments +£2,000 unagreed variation and −£500 known future loss. The month is closed.
//   October — the subcontractor's invoice (£1,000) replaces its accrual; the rest of the PO is received and
//     invoiced (£70 in all); the hire ends on 02/10 (10 days, £1,050 with collection) and £900 is invoiced;
//     −£1,000 over-measure; preliminaries' cost to complete entered as £3,000.
// September's figures are unchanged after October's edits (the PO's committed £28 stays, though the PO is now
// delivered), and October's movement is against them.
import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { pdfText } from '../../test/pdf-text.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { makeLabourInvoice, makeOperative, makeTimesheet } from '../labour/labour.fixtures.js';
import { makeInvoice, makePo } from '../materials/materials.fixtures.js';
import { makeHireInvoice, makeRequest } from '../plant/plant.fixtures.js';
import { setVatRegistered } from '../settings/settings.fixtures.js';
import { CVR_MESSAGES } from './cvr.schema.js';

const sequelize = testDatabase({ own: true });
const { request } = testApp(sequelize);

let company: Company;
const u = {} as Record<'worker' | 'supervisor' | 'manager', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });
let P: { id: string; project_number: string };
let Q: { id: string; project_number: string };
let foreignProjectId: string;
let septemberAdjustment: string;

async function ok<T = Record<string, unknown>>(res: { status: number; body: T }, status = 200): Promise<T> {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}
const sql = (text: string, replacements: Record<string, unknown> = {}) =>
  sequelize.query(text, { replacements });
const as = (user: User) => ({
  get: (path: string) => request.get(`/api${path}`).set(auth(user)),
  post: (path: string, body: object) => request.post(`/api${path}`).set(auth(user)).send(body),
  patch: (path: string, body: object) => request.patch(`/api${path}`).set(auth(user)).send(body),
  put: (path: string, body: object) => request.put(`/api${path}`).set(auth(user)).send(body),
  delete: (path: string) => request.delete(`/api${path}`).set(auth(user)),
});

interface Figures {
  [k: string]: unknown;
  categories: { category: string; [k: string]: unknown }[];
  movement: Record<string, number>;
}
type Report = {
  rows: (Figures & { project: { id: string }; closed: boolean })[];
  totals: Figures;
  adjustments: { id: string; kind: string; amount_pence: number; can_edit: boolean }[];
  trend: { month: string; closed: boolean; margin_pence: number }[];
  closed_count: number;
  project_count: number;
  can_close: boolean;
};
const cvr = async (query: string, user = u.manager) =>
  ok<Report>(await as(user).get(`/reports/cvr?${query}`));
const category = (f: Figures, name: string) => f.categories.find((c) => c.category === name)!;

const TERMS = {
  vat_treatment: 'standard',
  terms: 'contract',
  payment_due_days: 14,
  payment_final_days: 17,
  pay_less_days: 7,
  region: 'england-and-wales',
};

let delivered: Awaited<ReturnType<typeof makePo>>;
let hire: Awaited<ReturnType<typeof makeRequest>>;

beforeAll(async () => {
  company = await createCompany();
  await setVatRegistered(company.id);
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  foreignProjectId = (await makeProject(await createCompany())).id;
  const m = as(u.manager);
  P = await ok(
    await m.post('/projects', {
      name: 'Riverside depot',
      contract_value_pence: 10_000_000,
      budget: {
        labour: 2_000_000,
        plant: 1_000_000,
        materials: 3_000_000,
        subcontract: 2_500_000,
        preliminaries: 500_000,
      },
    }),
    201,
  );
  Q = await ok(await m.post('/projects', { name: 'Quiet yard' }), 201);

  // Value: one schedule of £100,000.
  const s = as(u.supervisor);
  const template = await ok<{ id: string; lines: { id: string }[] }>(
    await s.post('/application-templates', {
      project_id: P.id,
      name: 'Main contract',
      lines: [{ reference: 'A1', description: 'Depot', contract_value_pence: 10_000_000 }],
      retention_percent: 5,
      ...TERMS,
    }),
    201,
  );
  const apply = async (valuation: string, percent: number) => {
    const { id } = await ok<{ id: string }>(
      await s.post('/applications', {
        template_id: template.id,
        valuation_date: valuation,
        lines: [{ line_id: template.lines[0]!.id, percent }],
        variations: [],
        materials_on_site: [],
      }),
      201,
    );
    await ok(await s.post(`/applications/${id}/status`, { status: 'submitted', claim_date: valuation }));
    return id;
  };
  // 1: £30,000 gross, £1,500 retention: £28,500 applied, certified at £27,500 (certified gross £29,000).
  const a1 = await apply('2026-09-30', 30);
  await ok(
    await s.post(`/applications/${a1}/notices`, {
      kind: 'payment',
      amount_pence: 2_750_000,
      notice_date: '2026-10-16',
    }),
    201,
  );
  // 2: £50,000 gross (submitted, no notice yet: certified gross as applied).
  await apply('2026-10-31', 50);

  // Labour: a direct operative's approved week (5 days at £200) in September.
  const direct = await makeOperative(company, { supplier: null });
  await makeTimesheet(direct, P, 'approved', '2026-09-07');
  // A subcontractor's approved week in September; invoiced on 05/10/2026, the invoice naming the timesheet.
  const sub = await makeOperative(company);
  const subSheet = await makeTimesheet(sub, P, 'approved', '2026-09-21');
  const invoice = await makeLabourInvoice(sub, P, 'approved', 5);
  await sql(
    `UPDATE labour_invoices SET invoice_date = '2026-10-05', period_start = '2026-09-21', period_end = '2026-09-25',
            match = jsonb_set(match, '{0,timesheet_ids}', to_jsonb(ARRAY[:sheet]::text[])) WHERE id = :id`,
    { id: invoice.id, sheet: subSheet.id },
  );

  // Materials: 10 bags at £7 ordered in September, 6 received on 15/09 and 4 invoiced on 20/09 (approved).
  const { po, line } = await makePo({ id: P.id, company_id: company.id }, 'part_delivered', 6);
  delivered = { po, line };
  await sql(`UPDATE purchase_orders SET issued_at = '2026-09-01T09:00:00Z' WHERE id = :id`, { id: po.id });
  await sql(
    `INSERT INTO material_deliveries (id, company_id, purchase_order_id, received_at, lines, created_at, updated_at)
     VALUES (gen_random_uuid(), :company, :po, '2026-09-15T10:00:00Z', :lines::jsonb, now(), now())`,
    { company: company.id, po: po.id, lines: JSON.stringify([{ line_id: line.id, quantity: 6 }]) },
  );
  const first = await makeInvoice(po, line, 4, 700, null, 'INV-SEPT');
  await sql(`UPDATE supplier_invoices SET status = 'approved', invoice_date = '2026-09-20' WHERE id = :id`, {
    id: first.id,
  });

  // Plant: a telehandler hired at £95/day, £50 delivery and £50 collection, on hire from Monday 21/09/2026.
  hire = await makeRequest(company, P.id, u.supervisor.id, 'on_hire');
  await sql(
    `UPDATE plant_requests SET on_hire_date = '2026-09-21', rate_pence = 9500, rate_unit = 'day',
            delivery_pence = 5000, collection_pence = 5000 WHERE id = :id`,
    { id: hire.id },
  );

  // September's adjustments, then the month is closed.
  septemberAdjustment = (
    await ok<{ id: string }>(
      await m.post('/reports/cvr/adjustments', {
        project_id: P.id,
        month: '2026-09',
        kind: 'unagreed_variation',
        amount_pence: 200_000,
        note: 'VO-07 extra drainage, priced, not yet agreed',
      }),
      201,
    )
  ).id;
  await ok(
    await m.post('/reports/cvr/adjustments', {
      project_id: P.id,
      month: '2026-09',
      kind: 'known_future_loss',
      amount_pence: -50_000,
      note: 'Crane standing time we cannot recover',
    }),
    201,
  );
}, 90_000);

const SEPTEMBER = {
  contract_value_pence: 10_000_000,
  applied_gross_pence: 3_000_000,
  certified_gross_pence: 2_900_000,
  adjustments: {
    unagreed_variation_pence: 200_000,
    over_measure_pence: 0,
    preliminaries_alignment_pence: 0,
    known_future_loss_pence: -50_000,
    total_pence: 150_000,
  },
  value_pence: 3_050_000,
  final_value_pence: 10_150_000,
  budget_pence: 9_000_000,
  // £1,000 direct timesheet + £28 invoiced materials.
  invoiced_pence: 102_800,
  // £1,000 subcontract timesheet + £14 received not invoiced + £810 plant on hire.
  accrued_pence: 182_400,
  cost_pence: 285_200,
  committed_pence: 2_800,
  cost_to_complete_pence: 8_714_800,
  final_cost_pence: 9_000_000,
  margin_pence: 2_764_800,
  margin_percent: 90.65,
  final_margin_pence: 1_150_000,
  final_margin_percent: 11.33,
  percent_complete: 3.17,
  // 10,150,000 × 285,200 / 9,000,000 = 321,642.22 → 321,642.
  earned_value_pence: 321_642,
  billed_pence: 3_000_000,
  over_under_billing_pence: 2_678_358,
  // Against August (nothing yet; final margin then £100,000 − £90,000).
  movement: {
    value_pence: 3_050_000,
    cost_pence: 285_200,
    margin_pence: 2_764_800,
    final_margin_pence: 150_000,
  },
};

describe('cost value reconciliation', () => {
  it('works September to the penny, by category against budget', async () => {
    const r = await cvr(`month=2026-09&project_id=${P.id}`);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({ closed: false, ...SEPTEMBER });
    expect(category(r.totals, 'labour')).toMatchObject({
      budget_pence: 2_000_000,
      invoiced_pence: 100_000,
      accrued_pence: 0,
      cost_to_complete_pence: 1_900_000,
      final_cost_pence: 2_000_000,
      variance_pence: 0,
    });
    expect(category(r.totals, 'subcontract')).toMatchObject({ invoiced_pence: 0, accrued_pence: 100_000 });
    expect(category(r.totals, 'materials')).toMatchObject({
      invoiced_pence: 2_800,
      accrued_pence: 1_400,
      cost_pence: 4_200,
      committed_pence: 2_800,
      cost_to_complete_pence: 2_995_800,
    });
    expect(category(r.totals, 'plant')).toMatchObject({
      accrued_pence: 81_000,
      cost_to_complete_pence: 919_000,
    });
    expect(r.adjustments.map((a) => [a.kind, a.amount_pence, a.can_edit])).toEqual([
      ['unagreed_variation', 200_000, true],
      ['known_future_loss', -50_000, true],
    ]);
  });

  it('closes September for the project once (409 the second time), and refuses its edits with 409', async () => {
    const m = as(u.manager);
    expect(await ok(await m.post('/reports/cvr/close', { month: '2026-09', project_id: P.id }), 201)).toEqual(
      {
        month: '2026-09',
        closed: 1,
        already_closed: 0,
      },
    );
    const again = await m.post('/reports/cvr/close', { month: '2026-09', project_id: P.id });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(`September 2026 is already closed for ${P.project_number}`);
    const closedMessage = `September 2026 is closed for ${P.project_number}: its figures cannot be changed. Enter the change in an open month, where it shows as that month’s movement`;
    const edit = await m.patch(`/reports/cvr/adjustments/${septemberAdjustment}`, { amount_pence: 1 });
    expect([edit.status, edit.body.detail]).toEqual([409, closedMessage]);
    const del = await m.delete(`/reports/cvr/adjustments/${septemberAdjustment}`);
    expect([del.status, del.body.detail]).toEqual([409, closedMessage]);
    const add = await m.post('/reports/cvr/adjustments', {
      project_id: P.id,
      month: '2026-09',
      kind: 'over_measure',
      amount_pence: 5,
      note: 'late',
    });
    expect([add.status, add.body.detail]).toEqual([409, closedMessage]);
    // The company's close takes the projects still open (Q) and then refuses.
    expect(await ok(await m.post('/reports/cvr/close', { month: '2026-09' }), 201)).toMatchObject({
      closed: 1,
      already_closed: 1,
    });
    const all = await m.post('/reports/cvr/close', { month: '2026-09' });
    expect([all.status, all.body.detail]).toEqual([
      409,
      'September 2026 is already closed for every project',
    ]);
  });

  it('enters October: the invoice replaces the accrual, the edits of the closed month show as movement', async () => {
    const m = as(u.manager);
    // The rest of the order arrives and is invoiced; the hire ends on 02/10 and £900 is invoiced.
    await sql(`UPDATE purchase_orders SET status = 'delivered' WHERE id = :id`, { id: delivered.po.id });
    await sql(
      `INSERT INTO material_deliveries (id, company_id, purchase_order_id, received_at, lines, created_at, updated_at)
       VALUES (gen_random_uuid(), :company, :po, '2026-10-10T10:00:00Z', :lines::jsonb, now(), now())`,
      {
        company: company.id,
        po: delivered.po.id,
        lines: JSON.stringify([{ line_id: delivered.line.id, quantity: 4 }]),
      },
    );
    const second = await makeInvoice(delivered.po, delivered.line, 6, 700, null, 'INV-OCT');
    await sql(
      `UPDATE supplier_invoices SET status = 'approved', invoice_date = '2026-10-25' WHERE id = :id`,
      {
        id: second.id,
      },
    );
    await sql(`UPDATE plant_requests SET status = 'off_hired', off_hire_date = '2026-10-02' WHERE id = :id`, {
      id: hire.id,
    });
    const hireInvoice = await makeHireInvoice(hire, u.supervisor.id, { hire_pence: 90_000 });
    await sql(`UPDATE plant_hire_invoices SET invoice_date = '2026-10-15' WHERE id = :id`, {
      id: hireInvoice.id,
    });

    const over = await ok<{ id: string; can_edit: boolean }>(
      await m.post('/reports/cvr/adjustments', {
        project_id: P.id,
        month: '2026-10',
        kind: 'over_measure',
        amount_pence: -150_000,
        note: 'Brickwork measured ahead of the work',
      }),
      201,
    );
    expect(over.can_edit).toBe(true);
    // Edited and the edit is in its history; a third one is made and deleted.
    expect(
      await ok(await m.patch(`/reports/cvr/adjustments/${over.id}`, { amount_pence: -100_000 })),
    ).toMatchObject({
      amount_pence: -100_000,
      note: 'Brickwork measured ahead of the work',
    });
    const spare = await ok<{ id: string }>(
      await m.post('/reports/cvr/adjustments', {
        project_id: P.id,
        month: '2026-10',
        kind: 'preliminaries_alignment',
        amount_pence: 12_345,
        note: 'Entered by mistake',
      }),
      201,
    );
    expect((await m.delete(`/reports/cvr/adjustments/${spare.id}`)).status).toBe(204);
    const [history] = await sql(
      `SELECT action, details FROM activities WHERE entity_type = 'cvr_adjustment' AND entity_id IN (:ids)
        ORDER BY created_at`,
      { ids: [over.id, spare.id] },
    );
    expect((history as { action: string }[]).map((h) => h.action)).toEqual([
      'created',
      'updated',
      'created',
      'deleted',
    ]);

    expect(
      await ok(
        await m.put('/reports/cvr/cost-to-complete', {
          project_id: P.id,
          month: '2026-10',
          category: 'preliminaries',
          amount_pence: 300_000,
        }),
      ),
    ).toMatchObject({ amount_pence: 300_000 });

    const r = await cvr(`month=2026-10&project_id=${P.id}`);
    expect(r.rows[0]).toMatchObject({
      closed: false,
      applied_gross_pence: 5_000_000,
      certified_gross_pence: 5_000_000,
      adjustments: { over_measure_pence: -100_000, total_pence: 50_000 },
      value_pence: 5_050_000,
      final_value_pence: 10_150_000,
      invoiced_pence: 297_000,
      accrued_pence: 15_000,
      cost_pence: 312_000,
      committed_pence: 0,
      final_cost_pence: 8_800_000,
      margin_pence: 4_738_000,
      final_margin_pence: 1_350_000,
      // Against September as closed.
      movement: {
        value_pence: 2_000_000,
        cost_pence: 26_800,
        margin_pence: 1_973_200,
        final_margin_pence: 200_000,
      },
    });
    expect(category(r.totals, 'subcontract')).toMatchObject({ invoiced_pence: 100_000, accrued_pence: 0 });
    expect(category(r.totals, 'materials')).toMatchObject({
      invoiced_pence: 7_000,
      accrued_pence: 0,
      committed_pence: 0,
    });
    // 10 working days at £95, delivery and collection: £1,050; £900 invoiced, £150 accrued.
    expect(category(r.totals, 'plant')).toMatchObject({ invoiced_pence: 90_000, accrued_pence: 15_000 });
    expect(category(r.totals, 'preliminaries')).toMatchObject({
      cost_to_complete_pence: 300_000,
      cost_to_complete_entered: true,
      variance_pence: 200_000,
    });
    expect(r.trend.map((t) => [t.month, t.closed, t.margin_pence])).toEqual([
      ['2026-09', true, 2_764_800],
      ['2026-10', false, 4_738_000],
    ]);
  });

  it('keeps September as it was closed after October’s changes', async () => {
    const r = await cvr(`month=2026-09&project_id=${P.id}`);
    expect(r.rows[0]).toMatchObject({ closed: true, ...SEPTEMBER });
    expect(category(r.totals, 'materials')).toMatchObject({ committed_pence: 2_800 });
    expect(r.adjustments.every((a) => !a.can_edit)).toBe(true);
    expect(r.can_close).toBe(false);
  });

  it('answers the company: a row per project and the total', async () => {
    const r = await cvr('month=2026-10');
    expect(r.rows.map((row) => row.project.id).sort()).toEqual([P.id, Q.id].sort());
    expect(r.totals).toMatchObject({ value_pence: 5_050_000, cost_pence: 312_000, margin_pence: 4_738_000 });
    expect(r).toMatchObject({ project_count: 2, closed_count: 0, can_close: true });
    const wip = await ok<Report>(await as(u.manager).get('/reports/cost-to-complete?month=2026-10'));
    expect(wip.totals).toMatchObject({
      contract_value_pence: 10_000_000,
      cost_pence: 312_000,
      cost_to_complete_pence: 8_488_000,
      final_cost_pence: 8_800_000,
      // 312,000 / 8,800,000 = 3.545…%; earned 10,150,000 × 312,000 / 8,800,000 = 359,863.64.
      percent_complete: 3.55,
      earned_value_pence: 359_864,
      billed_pence: 5_000_000,
      over_under_billing_pence: 4_640_136,
    });
  });

  it('downloads the CVR as XLSX (read back) and CSV, and the PDFs', async () => {
    const res = await as(u.manager)
      .get(`/reports/cvr/export?format=xlsx&month=2026-10&project_id=${P.id}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (row: number, header: string) => sheet.getRow(row).getCell(headers.indexOf(header) + 1);
    expect(cell(2, 'Project').value).toBe(P.project_number);
    expect(cell(2, 'Value to date (£)').value).toBe(50_500);
    expect(cell(2, 'Cost to date (£)').value).toBe(3_120);
    expect(cell(2, 'Margin to date (£)').value).toBe(47_380);
    expect(cell(2, 'Margin movement (£)').value).toBe(19_732);
    expect(cell(2, 'Plant cost (£)').value).toBe(1_050);
    expect(cell(2, 'Value to date (£)').numFmt).toContain('£');
    expect(cell(3, 'Project').value).toBe('Total');

    const csv = await as(u.manager).get(
      `/reports/cost-to-complete/export?format=csv&month=2026-10&project_id=${P.id}`,
    );
    expect(csv.status).toBe(200);
    expect(csv.text.split('\n')[1]).toContain('88000.00');

    const pdf = await as(u.manager)
      .get(`/reports/cvr/pdf?month=2026-10&project_id=${P.id}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    // To look at them: PDFS_DIR=/tmp/x, then pdftoppm -png (decision 0085).
    const keep = (name: string, bytes: Buffer) =>
      process.env.PDFS_DIR && writeFileSync(`${process.env.PDFS_DIR}/${name}`, bytes);
    keep('cvr-project.pdf', pdf.body as Buffer);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Cost value reconciliation');
    expect(text).toContain('£50,500.00');
    expect(text).toContain('Brickwork measured ahead of the work');
    const wip = await as(u.manager)
      .get('/reports/cost-to-complete/pdf?month=2026-10')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(wip.status).toBe(200);
    keep('cost-to-complete.pdf', wip.body as Buffer);
    expect(await pdfText(wip.body as Buffer)).toContain('£88,000.00');
  });

  it('refuses supervisors (403), another company’s project (404) and bad input (400 with the message)', async () => {
    expect((await as(u.supervisor).get(`/reports/cvr?project_id=${P.id}`)).status).toBe(403);
    expect((await as(u.supervisor).post('/reports/cvr/close', { month: '2026-10' })).status).toBe(403);
    expect((await as(u.worker).get('/reports/cost-to-complete')).status).toBe(403);
    const foreign = await as(u.manager).get(`/reports/cvr?project_id=${foreignProjectId}`);
    expect([foreign.status, foreign.body.detail]).toEqual([404, 'Project not found']);
    const foreignAdd = await as(u.manager).post('/reports/cvr/adjustments', {
      project_id: foreignProjectId,
      month: '2026-10',
      kind: 'over_measure',
      amount_pence: 100,
      note: 'x',
    });
    expect(foreignAdd.status).toBe(404);
    const bad = async (res: Promise<{ status: number; body: { detail: unknown } }>, message: string) => {
      const r = await res;
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body.detail)).toContain(message);
    };
    await bad(as(u.manager).get('/reports/cvr?month=2026-13'), CVR_MESSAGES.month);
    await bad(as(u.manager).get('/reports/cvr?month=2099-01'), CVR_MESSAGES.futureMonth);
    const add = (body: object) =>
      as(u.manager).post('/reports/cvr/adjustments', {
        project_id: P.id,
        month: '2026-10',
        kind: 'over_measure',
        amount_pence: 100,
        note: 'ok',
        ...body,
      });
    await bad(add({ note: '  ' }), CVR_MESSAGES.note);
    await bad(add({ amount_pence: 1.5 }), CVR_MESSAGES.amount);
    await bad(add({ amount_pence: 0 }), CVR_MESSAGES.amountNotZero);
    await bad(add({ kind: 'profit' }), CVR_MESSAGES.kind);
    await bad(
      as(u.manager).put('/reports/cvr/cost-to-complete', {
        project_id: P.id,
        month: '2026-10',
        category: 'labour',
        amount_pence: -1,
      }),
      CVR_MESSAGES.costToComplete,
    );
  });
});
