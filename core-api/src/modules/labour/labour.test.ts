// /api labour on real Postgres: 401 signed out, 404 for another company's records, 403 for the wrong role, 400
// with the messages, then the walk — a worker's own week submitted and approved by a supervisor (cost worked,
// the worker told) → a subcontractor's invoice matched clean against it, approved, exported and paid → the CIS
// month shows the deduction, its CSV and the statement PDF; an invoice with a variance stays flagged until a
// manager overrides it with a reason; the status tables refuse every move they lack with 409.
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanySettings, type Company, type Project, type User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfText } from '../../test/pdf-text.js';
import { Notification } from '../notifications/index.js';
import type { Supplier } from '../suppliers/index.js';
import { taxMonthOf } from './cis.js';
import { LABOUR_INVOICE_STATUSES, type LabourInvoiceStatus } from './labour-invoice.model.js';
import { labourCostsByProject } from './labour.contributions.js';
import { labourSupplier, makeOperative, makeTimesheet, thisMonday } from './labour.fixtures.js';
import { MESSAGES } from './labour.schema.js';
import { isMonday, timesheetCost } from './labour-timesheets.service.js';
import { LABOUR_INVOICE_STATUS, TIMESHEET_STATUS } from './labour.transitions.js';
import { TIMESHEET_STATUSES, type TimesheetStatus } from './timesheet.model.js';
import { londonDate } from '../../lib/calendar.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let project: Project;
let supplier: Supplier;
const u = {} as Record<'worker' | 'supervisor' | 'manager', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });
const binary = (r: import('supertest').Test) =>
  r.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

beforeAll(async () => {
  company = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  project = await makeProject(company, [u.worker.id]);
  supplier = await labourSupplier(company, 'net', 'GB123456789');
  const [n] = await CompanySettings.update(
    { vat_number: 'GB987654321', vat_registered: true, cis_utr: '1234567890' },
    { where: { company_id: company.id } },
  );
  if (!n)
    await CompanySettings.create({
      company_id: company.id,
      vat_number: 'GB987654321',
      vat_registered: true,
      cis_utr: '1234567890',
    });
});

describe('access', () => {
  it('401 signed out, 404 for another company’s operative, 403 below the role', async () => {
    expect((await request.get('/api/operatives')).status).toBe(401);
    const other = await createCompany();
    const theirs = await makeOperative(other);
    expect((await request.get(`/api/operatives/${theirs.id}`).set(auth(u.manager))).status).toBe(404);
    const denied = await request
      .post('/api/operatives')
      .set(auth(u.worker))
      .send({ name: 'X', engagement: 'direct', rate_unit: 'day', rate_pence: 1 });
    expect(denied.status).toBe(403);
    expect((await request.get('/api/labour-invoices').set(auth(u.worker))).status).toBe(403);
    expect((await request.get('/api/cis-month').set(auth(u.supervisor))).status).toBe(403);
    expect(
      (
        await request
          .post('/api/labour/trades')
          .set(auth(u.supervisor))
          .send({ name: 'X', default_day_rate_pence: 1 })
      ).status,
    ).toBe(403);
  });

  it('a worker sees only their own operative’s timesheets', async () => {
    const me = await createUser(company, { role: 'worker' });
    const myProject = await makeProject(company, [me.id]);
    const mine = await makeOperative(company, { userId: me.id, supplier: null });
    const someoneElse = await makeOperative(company, { supplier: null });
    const own = await makeTimesheet(mine, myProject, 'draft', '2026-01-05');
    const notMine = await makeTimesheet(someoneElse, myProject, 'draft', '2026-01-05');
    const list = await request.get('/api/timesheets?week=2026-01-05').set(auth(me));
    expect(list.body.items.map((t: { id: string }) => t.id)).toEqual([own.id]);
    expect(
      (
        await request
          .put(`/api/timesheets/${notMine.id}`)
          .set(auth(me))
          .send({ hours: [1, 0, 0, 0, 0, 0, 0] })
      ).status,
    ).toBe(404);
    const forOther = await request
      .post('/api/timesheets')
      .set(auth(me))
      .send({
        operative_id: someoneElse.id,
        project_id: myProject.id,
        week_commencing: '2026-01-12',
        hours: [8, 0, 0, 0, 0, 0, 0],
      });
    expect(forOther.status).toBe(403);
    expect(forOther.body.detail).toBe(MESSAGES.notYours);
  });
});

it('a worker reads their own phone and CSCS card, not another operative’s, nor finds one by its number (decision 0023)', async () => {
  const me = await createUser(company, { role: 'worker' });
  const mine = await makeOperative(company, { userId: me.id, supplier: null });
  const other = await makeOperative(company, { supplier: null });
  await other.update({ cscs_card_number: '99887766' });
  const own = await request.get(`/api/operatives/${mine.id}`).set(auth(me));
  expect(own.body).toMatchObject({ phone: '07700 900123', cscs_card_number: '12345678', rate_pence: null });
  const theirs = await request.get(`/api/operatives/${other.id}`).set(auth(me));
  expect(theirs.body).toMatchObject({ phone: null, cscs_card_number: null, cscs_state: 'valid' });
  // Searching by someone else's card number would tell a worker whose card it is.
  const byCard = await request.get('/api/operatives?search=99887766').set(auth(me));
  expect(byCard.body.items).toEqual([]);
  const bySupervisor = await request.get('/api/operatives?search=99887766').set(auth(u.supervisor));
  expect(bySupervisor.body.items.map((o: { id: string }) => o.id)).toEqual([other.id]);
});

describe('validation', () => {
  it('refuses a week that does not start on a Monday, bad hours and a subcontractor without a supplier', async () => {
    const op = await makeOperative(company, { supplier: null });
    const base = {
      operative_id: op.id,
      project_id: project.id,
      week_commencing: '2026-01-06',
      hours: [8, 8, 8, 8, 8, 0, 0],
    };
    const tuesday = await request.post('/api/timesheets').set(auth(u.supervisor)).send(base);
    expect(tuesday.status).toBe(400);
    expect(tuesday.body.errors[0].message).toBe(MESSAGES.monday);
    const six = await request
      .post('/api/timesheets')
      .set(auth(u.supervisor))
      .send({ ...base, week_commencing: '2026-01-05', hours: [8, 8] });
    expect(six.body.errors[0].message).toBe(MESSAGES.hours);
    const tooMany = await request
      .post('/api/timesheets')
      .set(auth(u.supervisor))
      .send({ ...base, week_commencing: '2026-01-05', hours: [25, 0, 0, 0, 0, 0, 0] });
    expect(tooMany.body.errors[0].message).toBe(MESSAGES.hours);
    const none = await request
      .post('/api/timesheets')
      .set(auth(u.supervisor))
      .send({ ...base, week_commencing: '2026-01-05', hours: [0, 0, 0, 0, 0, 0, 0] });
    expect(none.body.errors[0].message).toBe(MESSAGES.noHours);
    const sub = await request
      .post('/api/operatives')
      .set(auth(u.supervisor))
      .send({ name: 'Sam', engagement: 'subcontractor', rate_unit: 'day', rate_pence: 100 });
    expect(sub.status).toBe(400);
    expect(sub.body.errors[0].message).toBe(MESSAGES.supplierRequired);
    expect(isMonday('2026-11-23')).toBe(true);
    expect(isMonday('2026-11-22')).toBe(false);
  });

  it('a timesheet is entered once per operative, project and week', async () => {
    const op = await makeOperative(company, { supplier: null });
    const body = {
      operative_id: op.id,
      project_id: project.id,
      week_commencing: '2026-02-02',
      hours: [8, 0, 0, 0, 0, 0, 0],
    };
    expect((await request.post('/api/timesheets').set(auth(u.supervisor)).send(body)).status).toBe(201);
    const again = await request.post('/api/timesheets').set(auth(u.supervisor)).send(body);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(MESSAGES.duplicate);
  });
});

describe('the walk: timesheet → invoice → CIS month', () => {
  it('runs from a worker’s week to the CIS statement', async () => {
    const trade = await request
      .post('/api/labour/trades')
      .set(auth(u.manager))
      .send({ name: 'Bricklayer', default_day_rate_pence: 220_00 });
    expect(trade.status).toBe(201);
    const dup = await request
      .post('/api/labour/trades')
      .set(auth(u.manager))
      .send({ name: 'bricklayer', default_day_rate_pence: 1 });
    expect(dup.body.errors[0].message).toBe(MESSAGES.tradeTaken);

    const created = await request.post('/api/operatives').set(auth(u.supervisor)).send({
      name: 'Tom Pryce',
      trade_id: trade.body.items[0].id,
      engagement: 'subcontractor',
      supplier_id: supplier.id,
      user_id: u.worker.id,
      rate_unit: 'day',
      rate_pence: 220_00,
      cscs_card_type: 'blue',
      cscs_card_number: '123',
      cscs_expiry: '2020-01-01',
    });
    expect(created.status).toBe(201);
    expect(created.body.cscs_state).toBe('expired');
    const opId: string = created.body.id;
    const week = thisMonday();

    // The worker enters and submits their own week; they cannot approve it.
    const sheet = await request
      .post('/api/timesheets')
      .set(auth(u.worker))
      .send({
        operative_id: opId,
        project_id: project.id,
        week_commencing: week,
        hours: [8, 8, 8, 8, 8, 0, 0],
        submit: true,
      });
    expect(sheet.status).toBe(201);
    expect(sheet.body.status).toBe('submitted');
    expect(sheet.body.operative.cscs_state).toBe('expired');
    expect(sheet.body.cost_pence).toBeNull();
    const selfApprove = await request
      .post(`/api/timesheets/${sheet.body.id}/status`)
      .set(auth(u.worker))
      .send({ status: 'approved' });
    expect(selfApprove.status).toBe(403);
    const noReason = await request
      .post(`/api/timesheets/${sheet.body.id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'rejected' });
    expect(noReason.status).toBe(400);
    // The card had expired: the supervisor is refused (issue 35) and a manager approves over it with a reason.
    const blocked = await request
      .post(`/api/timesheets/${sheet.body.id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'approved' });
    expect(blocked.status).toBe(409);
    expect(blocked.body.detail).toMatch(/CSCS card expired on 01\/01\/2020/);
    const approved = await request
      .post(`/api/timesheets/${sheet.body.id}/status`)
      .set(auth(u.manager))
      .send({ status: 'approved', cscs_override_reason: 'New card seen at induction; record to be updated' });
    expect(approved.status).toBe(200);
    expect(approved.body.cost_pence).toBe(5 * 220_00);
    const told = await Notification.findOne({ where: { user_id: u.worker.id, type: 'timesheet' } });
    expect(told?.payload).toMatchObject({ labour_id: opId, project_id: project.id });
    expect((await labourCostsByProject(sequelize, [project.id])).get(project.id)).toBe(5 * 220_00);

    // The subcontractor invoices the week: 5 days + £300 materials that cost them £250.
    const inv = await request
      .post('/api/labour-invoices')
      .set(auth(u.supervisor))
      .send({
        supplier_id: supplier.id,
        supplier_reference: 'TP-101',
        invoice_date: week,
        period_start: week,
        period_end: addDays6(week),
        lines: [{ operative_id: opId, project_id: project.id, unit: 'day', quantity: 5, rate_pence: 220_00 }],
        materials_pence: 300_00,
        materials_cost_pence: 250_00,
      });
    expect(inv.status).toBe(201);
    expect(inv.body.reference).toMatch(/^LI-\d{4}$/);
    expect(inv.body.has_variance).toBe(false);
    expect(inv.body.lines[0]).toMatchObject({ timesheet_quantity: 5, quantity_variance: 0, variance: false });
    // 1,100 + 300 = 1,400; CIS 20% of (1,400 − 250) = 230; reverse charge VAT 280 shown, not charged.
    expect(inv.body).toMatchObject({
      net_pence: 1400_00,
      cis_base_pence: 1150_00,
      cis_deduction_pence: 230_00,
      vat_treatment: 'reverse_charge',
      vat_pence: 0,
      reverse_charge_vat_pence: 280_00,
      gross_pence: 1400_00,
      payable_pence: 1170_00,
      reverse_charge_wording: 'Reverse charge: Customer to pay the VAT to HMRC',
    });
    const id: string = inv.body.id;

    const matched = await request.post(`/api/labour-invoices/${id}/match`).set(auth(u.supervisor)).send({});
    expect(matched.body.status).toBe('matched');
    expect(
      (
        await request
          .post(`/api/labour-invoices/${id}/status`)
          .set(auth(u.supervisor))
          .send({ status: 'approved' })
      ).status,
    ).toBe(403);
    const ok = await request
      .post(`/api/labour-invoices/${id}/status`)
      .set(auth(u.manager))
      .send({ status: 'approved' });
    expect(ok.body.status).toBe('approved');
    expect(
      (
        await request
          .post(`/api/labour-invoices/${id}/status`)
          .set(auth(u.manager))
          .send({ status: 'paid', payment_date: londonDate() })
      ).status,
    ).toBe(409);
    await request.post(`/api/labour-invoices/${id}/status`).set(auth(u.manager)).send({ status: 'exported' });
    const noDate = await request
      .post(`/api/labour-invoices/${id}/status`)
      .set(auth(u.manager))
      .send({ status: 'paid' });
    expect(noDate.body.errors[0].message).toBe(MESSAGES.paymentDate);
    const paid = await request
      .post(`/api/labour-invoices/${id}/status`)
      .set(auth(u.manager))
      .send({ status: 'paid', payment_date: londonDate() });
    expect(paid.body).toMatchObject({ status: 'paid', payment_date: londonDate() });

    const month = await request.get(`/api/cis-month?date=${londonDate()}`).set(auth(u.manager));
    expect(month.status).toBe(200);
    expect(month.body).toMatchObject({ ...taxMonthOf(londonDate()), contractor_utr: '1234567890' });
    expect(month.body.rows).toEqual([
      expect.objectContaining({
        supplier: { id: supplier.id, name: supplier.name },
        gross_pence: 1400_00,
        materials_cost_pence: 250_00,
        deduction_pence: 230_00,
        invoice_count: 1,
      }),
    ]);
    // Outside the month: nothing.
    const before = await request
      .get(`/api/cis-month?date=${taxMonthOf(londonDate()).start.replace(/-06$/, '-05')}`)
      .set(auth(u.manager));
    expect(before.body.rows).toEqual([]);

    const csv = await binary(request.get(`/api/cis-month/csv?date=${londonDate()}`).set(auth(u.manager)));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const text = (csv.body as Buffer).toString('utf8');
    expect(text).toContain(`${supplier.name},,,net,1400.00,250.00,230.00`);
    expect(text).toContain('Total,,,,1400.00,250.00,230.00');

    const pdf = await binary(
      request
        .get(`/api/cis-month/statement?date=${londonDate()}&supplier_id=${supplier.id}`)
        .set(auth(u.manager)),
    );
    expect(pdf.status).toBe(200);
    const words = await pdfText(pdf.body as Buffer);
    expect(words).toContain(supplier.name);
    expect(words).toContain('£230.00');
    expect(words).toContain('£1,150.00');
  });

  it('an invoice with a variance stays flagged until a manager overrides it with a reason', async () => {
    const op = await makeOperative(company, { supplier });
    await makeTimesheet(op, project, 'approved', '2026-03-02', [8, 8, 8, 0, 0, 0, 0]);
    const inv = await request
      .post('/api/labour-invoices')
      .set(auth(u.supervisor))
      .send({
        supplier_id: supplier.id,
        supplier_reference: 'TP-102',
        invoice_date: '2026-03-08',
        period_start: '2026-03-02',
        period_end: '2026-03-08',
        lines: [
          { operative_id: op.id, project_id: project.id, unit: 'day', quantity: 4, rate_pence: 210_00 },
        ],
        customer_end_user: true,
      });
    expect(inv.body.has_variance).toBe(true);
    expect(inv.body.lines[0]).toMatchObject({
      timesheet_quantity: 3,
      quantity_variance: 1,
      expected_rate_pence: 200_00,
      rate_variance_pence: 10_00,
    });
    expect(inv.body.vat_treatment).toBe('charged');
    const id = inv.body.id as string;
    const sup = await request.post(`/api/labour-invoices/${id}/match`).set(auth(u.supervisor)).send({});
    expect(sup.body.status).toBe('received');
    const refused = await request
      .post(`/api/labour-invoices/${id}/match`)
      .set(auth(u.supervisor))
      .send({ override_reason: 'ok' });
    expect(refused.status).toBe(403);
    const plain = await request.post(`/api/labour-invoices/${id}/match`).set(auth(u.manager)).send({});
    expect(plain.body.status).toBe('received');
    const over = await request
      .post(`/api/labour-invoices/${id}/match`)
      .set(auth(u.manager))
      .send({ override_reason: 'Agreed extra day' });
    expect(over.body).toMatchObject({ status: 'matched', status_reason: 'Agreed extra day' });
    const again = await request.post(`/api/labour-invoices/${id}/match`).set(auth(u.manager)).send({});
    expect(again.status).toBe(409);
    const disputed = await request
      .post(`/api/labour-invoices/${id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'disputed', reason: 'Rate' });
    expect(disputed.body.status).toBe('disputed');
  });
});

function addDays6(monday: string): string {
  const d = new Date(`${monday}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 6);
  return d.toISOString().slice(0, 10);
}

describe('status tables and costs', () => {
  const manager = { role: 'admin' as const };
  it('every timesheet move the table lacks is refused', () => {
    for (const from of TIMESHEET_STATUSES)
      for (const to of TIMESHEET_STATUSES) {
        if (TIMESHEET_STATUS.rule(from as TimesheetStatus, to as TimesheetStatus)) continue;
        expect(() => TIMESHEET_STATUS.check(manager, from, to, 'x')).toThrow(/Cannot change status|already/);
      }
  });
  it('every invoice move the table lacks is refused', () => {
    for (const from of LABOUR_INVOICE_STATUSES)
      for (const to of LABOUR_INVOICE_STATUSES) {
        if (LABOUR_INVOICE_STATUS.rule(from as LabourInvoiceStatus, to as LabourInvoiceStatus)) continue;
        expect(() => LABOUR_INVOICE_STATUS.check(manager, from, to, 'x')).toThrow(
          /Cannot change status|already/,
        );
      }
  });
  it('works a timesheet’s cost by the day or the hour', () => {
    expect(timesheetCost([8, 8, 8, 8, 8, 0, 0], 0, 'day', 200_00)).toBe(1000_00);
    // 2 hours overtime at a day rate of £200: 2 × 200 / 8 = £50.
    expect(timesheetCost([8, 8, 0, 0, 0, 0, 0], 2, 'day', 200_00)).toBe(450_00);
    expect(timesheetCost([7.5, 7.5, 0, 0, 0, 0, 0], 1.25, 'hour', 25_33)).toBe(411_61);
  });
});
