// /api labour's money controls on real Postgres (issue 32, decisions 0047 and 0048): a supplier's invoice number
// and a timesheet day are invoiced once (409 naming the first invoice) so a copy of a paid invoice is never
// matched, approved or paid and the CIS month counts it once; materials cost above materials charged is 400;
// typed lines (a CITB deduction, wet plant, dry hire) and the 5% disregard at 4.99% and 5.01%; segregation of
// duties on timesheets and labour invoices (409, another approver of the role may); input limits (400); the CIS
// payment deadline on the CIS month.
import { beforeAll, describe, expect, it } from 'vitest';
import { ownRecordMessage } from '../../lib/segregation.js';
import { CompanySettings, type Company, type Project, type User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import type { Supplier } from '../suppliers/index.js';
import { londonDate } from '../../lib/calendar.js';
import { MATERIALS_COST_TOO_HIGH, taxMonthOf } from './cis.js';
import { labourSupplier, makeOperative, makeTimesheet } from './labour.fixtures.js';
import { MESSAGES } from './labour.schema.js';
import type { Operative } from './operative.model.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let project: Project;
let supplier: Supplier;
const u = {} as Record<'supervisor' | 'supervisor2' | 'manager' | 'manager2', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });

beforeAll(async () => {
  company = await createCompany();
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.supervisor2 = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  u.manager2 = await createUser(company, { role: 'manager' });
  project = await makeProject(company, []);
  supplier = await labourSupplier(company, 'net', 'GB123456789');
  const [n] = await CompanySettings.update(
    { vat_registered: true, vat_number: 'GB987654321' },
    { where: { company_id: company.id } },
  );
  if (!n)
    await CompanySettings.create({ company_id: company.id, vat_registered: true, vat_number: 'GB987654321' });
});

const labourLine = (op: Operative, quantity: number, rate = 200_00) => ({
  operative_id: op.id,
  project_id: project.id,
  unit: 'day',
  quantity,
  rate_pence: rate,
});

function enter(user: User, ref: string, lines: object[], week: string, extra: object = {}) {
  return request
    .post('/api/labour-invoices')
    .set(auth(user))
    .send({
      supplier_id: supplier.id,
      supplier_reference: ref,
      invoice_date: week,
      period_start: week,
      period_end: addDays(week, 6),
      lines,
      ...extra,
    });
}

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const move = (user: User, id: string, body: object) =>
  request.post(`/api/labour-invoices/${id}/status`).set(auth(user)).send(body);
const match = (user: User, id: string, body: object = {}) =>
  request.post(`/api/labour-invoices/${id}/match`).set(auth(user)).send(body);

describe('duplicates', () => {
  it('a supplier’s invoice number is entered once per supplier, compared normalised (409 naming the first)', async () => {
    const op = await makeOperative(company, { supplier });
    const first = await enter(u.supervisor, 'TP-201', [labourLine(op, 1)], '2026-01-05');
    expect(first.status).toBe(201);
    const again = await enter(u.supervisor, ' tp 201 ', [labourLine(op, 1)], '2026-01-12');
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(MESSAGES.duplicateReference('TP-201', first.body.reference));
    expect(again.body.detail).toMatch(
      /^This supplier’s invoice TP-201 has already been entered as LI-\d{4}$/,
    );
    // Another supplier may use the same number.
    const other = await labourSupplier(company, 'net', null);
    const theirOp = await makeOperative(company, { supplier: other });
    const theirs = await request
      .post('/api/labour-invoices')
      .set(auth(u.supervisor))
      .send({
        supplier_id: other.id,
        supplier_reference: 'TP-201',
        invoice_date: '2026-01-05',
        period_start: '2026-01-05',
        period_end: '2026-01-11',
        lines: [labourLine(theirOp, 1)],
      });
    expect(theirs.status).toBe(201);
  });

  it('a copy of a paid invoice for the same timesheet is refused, and the CIS month counts the days once', async () => {
    const op = await makeOperative(company, { supplier });
    const week = '2026-06-01';
    await makeTimesheet(op, project, 'approved', week, [8, 8, 8, 0, 0, 0, 0]);
    const paid = await enter(u.supervisor, 'PAID-1', [labourLine(op, 3)], week);
    expect(paid.body.has_variance).toBe(false);
    const id = paid.body.id as string;
    expect((await match(u.supervisor, id)).body.status).toBe('matched');
    expect((await move(u.manager, id, { status: 'approved' })).body.status).toBe('approved');
    await move(u.manager, id, { status: 'exported' });
    expect((await move(u.manager, id, { status: 'paid', payment_date: '2026-06-10' })).status).toBe(200);

    const copy = await enter(u.supervisor, 'PAID-1 copy', [labourLine(op, 3)], week);
    expect(copy.status).toBe(409);
    expect(copy.body.detail).toBe(
      MESSAGES.daysInvoiced(op.name, '01/06/2026, 02/06/2026, 03/06/2026', paid.body.reference),
    );
    const month = await request.get('/api/cis-month?date=2026-06-10').set(auth(u.manager));
    const row = month.body.rows.find((r: { supplier: { id: string } }) => r.supplier.id === supplier.id);
    expect(row).toMatchObject({ invoice_count: 1, gross_pence: 600_00, deduction_pence: 120_00 });
  });

  it('days approved after two invoices were entered go to the first matched; a dispute lets go of them', async () => {
    const op = await makeOperative(company, { supplier });
    const week = '2026-06-08';
    const sheet = await makeTimesheet(op, project, 'submitted', week, [8, 8, 0, 0, 0, 0, 0]);
    const a = await enter(u.supervisor, 'EARLY-A', [labourLine(op, 2)], week);
    const b = await enter(u.supervisor, 'EARLY-B', [labourLine(op, 2)], week);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.has_variance).toBe(true);
    const approved = await request
      .post(`/api/timesheets/${sheet.id}/status`)
      .set(auth(u.manager))
      .send({ status: 'approved' });
    expect(approved.status).toBe(200);
    expect((await match(u.supervisor, a.body.id)).body.status).toBe('matched');
    const second = await match(u.supervisor, b.body.id);
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(
      MESSAGES.daysInvoiced(op.name, '08/06/2026, 09/06/2026', a.body.reference),
    );
    // A disputed invoice releases its days: the other one may take them; reopening the first is then refused.
    expect((await move(u.supervisor, a.body.id, { status: 'disputed', reason: 'Wrong' })).status).toBe(200);
    expect((await match(u.supervisor, b.body.id)).body.status).toBe('matched');
    const reopen = await move(u.supervisor, a.body.id, { status: 'received' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.detail).toBe(
      MESSAGES.daysInvoiced(op.name, '08/06/2026, 09/06/2026', b.body.reference),
    );
  });
});

describe('copies overridden before the timesheets were approved', () => {
  it('the first approved takes the days; the copy’s approval is refused, naming it', async () => {
    const op = await makeOperative(company, { supplier });
    const week = '2026-06-15';
    const sheet = await makeTimesheet(op, project, 'submitted', week, [8, 8, 0, 0, 0, 0, 0]);
    const a = await enter(u.supervisor, 'OVR-A', [labourLine(op, 2)], week);
    const b = await enter(u.supervisor, 'OVR-B', [labourLine(op, 2)], week);
    for (const inv of [a, b])
      expect((await match(u.manager, inv.body.id, { override_reason: 'Sheets to follow' })).body.status).toBe(
        'matched',
      );
    await request
      .post(`/api/timesheets/${sheet.id}/status`)
      .set(auth(u.manager))
      .send({ status: 'approved' });
    expect((await move(u.manager, a.body.id, { status: 'approved' })).body.status).toBe('approved');
    const copy = await move(u.manager, b.body.id, { status: 'approved' });
    expect(copy.status).toBe(409);
    expect(copy.body.detail).toBe(MESSAGES.daysInvoiced(op.name, '15/06/2026, 16/06/2026', a.body.reference));
  });
});

describe('typed lines, materials and the 5% disregard over HTTP', () => {
  it('refuses materials costing more than the materials charged (400 with the message)', async () => {
    const op = await makeOperative(company, { supplier });
    const typed = await enter(
      u.supervisor,
      'MAT-1',
      [
        labourLine(op, 1),
        { type: 'materials', description: 'Blocks', amount_pence: 100_00, cost_pence: 100_01 },
      ],
      '2026-02-02',
    );
    expect(typed.status).toBe(400);
    expect(typed.body.errors[0]).toMatchObject({ message: MATERIALS_COST_TOO_HIGH });
    // Older clients' invoice-level materials: £0 charged but £250 cost (the issue's case) is refused too.
    const legacy = await enter(u.supervisor, 'MAT-2', [labourLine(op, 5)], '2026-02-02', {
      materials_pence: 0,
      materials_cost_pence: 250_00,
    });
    expect(legacy.status).toBe(400);
    expect(legacy.body.errors[0].message).toBe(MESSAGES.materialsCostTooHigh);
    const direct = await enter(
      u.supervisor,
      'MAT-3',
      [{ type: 'deduction', description: 'CITB', amount_pence: 1, cost_pence: 1 }],
      '2026-02-02',
    );
    expect(direct.status).toBe(400);
    expect(direct.body.errors.map((e: { message: string }) => e.message)).toContain(MESSAGES.lineCostType);
  });

  it('a CITB deduction, wet plant and a dry hire on one invoice: each line by its type', async () => {
    const op = await makeOperative(company, { supplier });
    const res = await enter(
      u.supervisor,
      'TYPES-1',
      [
        labourLine(op, 5),
        { type: 'plant_owned', description: '3t excavator with driver (own)', amount_pence: 800_00 },
        { type: 'plant_hired', description: 'Dumper, dry hire', amount_pence: 300_00, cost_pence: 240_00 },
        { type: 'fuel_consumables', description: 'Red diesel', amount_pence: 50_00, cost_pence: 50_00 },
        { type: 'deduction', description: 'CITB levy equivalent', amount_pence: 10_00 },
      ],
      '2026-02-09',
    );
    expect(res.status).toBe(201);
    // 1,000 + 800 + 300 + 50 − 10 = 2,140 paid; base 2,140 − 290 = 1,850; 20% = 370.
    expect(res.body).toMatchObject({
      labour_pence: 1000_00,
      plant_pence: 800_00,
      materials_pence: 350_00,
      materials_cost_pence: 290_00,
      deductions_pence: 10_00,
      net_pence: 2140_00,
      cis_base_pence: 1850_00,
      cis_deduction_pence: 370_00,
      vat_treatment: 'reverse_charge',
      reverse_charge_vat_pence: 428_00,
    });
    expect(res.body.lines.map((l: { type: string }) => l.type)).toEqual([
      'labour',
      'plant_owned',
      'plant_hired',
      'fuel_consumables',
      'deduction',
    ]);
    expect(res.body.lines[2]).toMatchObject({
      operative: null,
      cis_treatment: 'materials',
      drc_specified: false,
      cost_pence: 240_00,
      variance: false,
    });
    // 1,800 of 2,150 is CIS services: 83.72…%, shown rounded toward the decision.
    expect(res.body.drc_decision).toMatchObject({ reverse_charge: true, cis_share_percent: '83.73' });
  });

  it('4.99% of CIS services: normal VAT on the whole invoice; 5.01%: the reverse charge, shown with the reason', async () => {
    const op = await makeOperative(company, { supplier });
    const low = await enter(
      u.supervisor,
      'DRC-499',
      [
        labourLine(op, 1, 4_99),
        { type: 'materials', description: 'Kitchen units', amount_pence: 95_01, cost_pence: 95_01 },
      ],
      '2026-02-16',
    );
    expect(low.status).toBe(201);
    expect(low.body).toMatchObject({
      vat_treatment: 'charged',
      vat_pence: 20_00,
      reverse_charge_vat_pence: 0,
    });
    expect(low.body.drc_decision).toMatchObject({ reverse_charge: false, cis_share_percent: '4.99' });
    expect(low.body.drc_decision.reason).toMatch(/4\.99%.*normal VAT/);
    const high = await enter(
      u.supervisor,
      'DRC-501',
      [
        labourLine(op, 1, 5_01),
        { type: 'materials', description: 'Kitchen units', amount_pence: 94_99, cost_pence: 94_99 },
      ],
      '2026-02-23',
    );
    expect(high.body).toMatchObject({
      vat_treatment: 'reverse_charge',
      vat_pence: 0,
      reverse_charge_vat_pence: 20_00,
    });
    expect(high.body.drc_decision).toMatchObject({ reverse_charge: true, cis_share_percent: '5.01' });
  });
});

describe('segregation of duties', () => {
  it('the issue’s case: a supervisor’s own operative at £999.99/day, 184 hours — refused, another supervisor may', async () => {
    const self = await request.post('/api/operatives').set(auth(u.supervisor)).send({
      name: 'Me Myself',
      engagement: 'direct',
      user_id: u.supervisor.id,
      rate_unit: 'day',
      rate_pence: 999_99,
    });
    expect(self.status).toBe(201);
    const sheet = await request
      .post('/api/timesheets')
      .set(auth(u.supervisor))
      .send({
        operative_id: self.body.id,
        project_id: project.id,
        week_commencing: '2026-03-02',
        hours: [24, 24, 24, 24, 24, 24, 24],
        overtime_hours: 16,
        submit: true,
      });
    expect(sheet.status).toBe(201);
    expect(sheet.body.total_hours).toBe(184);
    expect(sheet.body.status_moves).not.toContain('approved');
    expect(sheet.body.approval_refusal).toBe('This timesheet pays you, so someone else must approve it');
    const own = await request
      .post(`/api/timesheets/${sheet.body.id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'approved' });
    expect(own.status).toBe(409);
    expect(own.body.detail).toBe(ownRecordMessage('timesheet', 'pays'));
    expect(own.body.detail).toBe('This timesheet pays you, so someone else must approve it');
    const other = await request
      .post(`/api/timesheets/${sheet.body.id}/status`)
      .set(auth(u.supervisor2))
      .send({ status: 'rejected', reason: '184 hours in a week' });
    expect(other.body.status).toBe('rejected');
  });

  it('nobody approves a timesheet they entered', async () => {
    const op = await makeOperative(company, { supplier: null });
    const sheet = await request
      .post('/api/timesheets')
      .set(auth(u.supervisor))
      .send({
        operative_id: op.id,
        project_id: project.id,
        week_commencing: '2026-03-09',
        hours: [8, 8, 0, 0, 0, 0, 0],
        submit: true,
      });
    const own = await request
      .post(`/api/timesheets/${sheet.body.id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'approved' });
    expect(own.status).toBe(409);
    expect(own.body.detail).toBe('You raised this timesheet, so someone else must approve it');
    const other = await request
      .post(`/api/timesheets/${sheet.body.id}/status`)
      .set(auth(u.supervisor2))
      .send({ status: 'approved' });
    expect(other.body.status).toBe('approved');
  });

  it('nobody approves a labour invoice they entered, nor one whose lines pay them', async () => {
    const op = await makeOperative(company, { supplier });
    const inv = await enter(u.manager, 'SOD-1', [labourLine(op, 1)], '2026-03-16');
    const id = inv.body.id as string;
    await match(u.manager, id, { override_reason: 'Agreed' });
    const read = await request.get(`/api/labour-invoices/${id}`).set(auth(u.manager));
    expect(read.body.status_moves).not.toContain('approved');
    expect(read.body.approval_refusal).toBe(
      'You raised this labour invoice, so someone else must approve it',
    );
    const theirs = await request.get(`/api/labour-invoices/${id}`).set(auth(u.manager2));
    expect(theirs.body).toMatchObject({ approval_refusal: null });
    expect(theirs.body.status_moves).toContain('approved');
    const own = await move(u.manager, id, { status: 'approved' });
    expect(own.status).toBe(409);
    expect(own.body.detail).toBe('You raised this labour invoice, so someone else must approve it');
    expect((await move(u.manager2, id, { status: 'approved' })).body.status).toBe('approved');

    const linked = await makeOperative(company, { supplier, userId: u.manager2.id });
    const pays = await enter(u.supervisor, 'SOD-2', [labourLine(linked, 1)], '2026-03-23');
    await match(u.manager, pays.body.id, { override_reason: 'Agreed' });
    const refused = await move(u.manager2, pays.body.id, { status: 'approved' });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('This labour invoice pays you, so someone else must approve it');
    expect((await move(u.manager, pays.body.id, { status: 'approved' })).body.status).toBe('approved');
  });
});

describe('input limits and the CIS deadline', () => {
  it('quantities, rates, amounts and dates beyond their ranges are 400 with the message', async () => {
    const op = await makeOperative(company, { supplier });
    const cases: [object[], object, string][] = [
      [[labourLine(op, 10_001)], {}, MESSAGES.quantity],
      [[labourLine(op, 1, 1_000_001)], {}, MESSAGES.linePence],
      [[{ type: 'materials', description: 'X', amount_pence: 100_000_000_01 }], {}, MESSAGES.lineAmount],
      [[labourLine(op, 1)], { materials_pence: 100_000_000_01 }, MESSAGES.materials],
      [[labourLine(op, 1)], { invoice_date: '0001-01-01' }, MESSAGES.dateRange],
      [[{ type: 'plant_owned', amount_pence: 5 }], {}, MESSAGES.lineDescription],
      [[{ type: 'labour', project_id: project.id }], {}, MESSAGES.operative],
    ];
    for (const [lines, extra, message] of cases) {
      const res = await enter(u.supervisor, 'LIMIT', lines, '2026-04-06', extra);
      expect(res.status, message).toBe(400);
      expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    const month = await request.get('/api/cis-month?date=0001-01-01').set(auth(u.manager));
    expect(month.status).toBe(400);
    // The limits are in the OpenAPI document the BFF's client and the web are made from.
    const doc = (await request.get('/api/openapi.json')).body as { paths: Record<string, unknown> };
    const create = JSON.stringify(doc.paths['/labour-invoices']);
    expect(create).toContain('"maximum":10000000000');
    expect(create).toContain('"maximum":10000}');
    expect(create).toContain('"maximum":1000000}');
  });

  it('the CIS month shows the payment date that applies and the rule', async () => {
    const res = await request.get('/api/cis-month?date=2026-11-05').set(auth(u.manager));
    expect(res.body.payment_deadline).toMatchObject({
      date: '2026-11-20',
      nominal_date: '2026-11-22',
      faster_payments_date: '2026-11-22',
      moved_because: 'Sunday',
    });
    expect(res.body.payment_deadline.rule).toContain('Friday 20/11/2026');
  });

  it('the dashboard shows the next CIS payment to HMRC with the date that applies and the rule', async () => {
    const board = await request.get('/api/dashboard').set(auth(u.manager));
    const figure = board.body.figures.find((f: { key: string }) => f.key === 'labour.cis_payment_due');
    expect(figure).toMatchObject({ section: 'due', kind: 'list', count: 1 });
    const today = londonDate();
    const current = taxMonthOf(today);
    const last = taxMonthOf(addDays(current.start, -1));
    const due = today <= last.payment_due ? last : current;
    expect(figure.items[0]).toMatchObject({
      date: due.payment_deadline.date,
      detail: due.payment_deadline.rule,
      link: `/app/labour?tab=cis&date=${due.end}`,
    });
    // Supervisors do not see it (managers and up run the CIS month).
    const theirs = await request.get('/api/dashboard').set(auth(u.supervisor));
    expect(theirs.body.figures.map((f: { key: string }) => f.key)).not.toContain('labour.cis_payment_due');
  });
});
