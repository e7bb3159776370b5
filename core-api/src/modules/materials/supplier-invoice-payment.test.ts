// Paying a supplier invoice over HTTP on real Postgres (issue 35, decision 0068): approved → paid by a manager with
// the payment date and reference, in one transaction with its activity row on the order; a supervisor is 403, an
// invoice not yet approved (or already paid) 409, a future date or one before the invoice 400, another company's
// invoice 404. The order's own status is left to its table (closing stays a manager's manual move).
import { beforeAll, describe, expect, it } from 'vitest';
import { Activity, type Company, type Project, type User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { londonDate } from '../../lib/calendar.js';
import { makeInvoice, makePo } from './materials.fixtures.js';
import { PAYMENT_MESSAGES } from './materials.schema.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let project: Project;
const u = {} as Record<'supervisor' | 'manager' | 'admin' | 'otherManager', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });

beforeAll(async () => {
  company = await createCompany();
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  u.admin = await createUser(company, { role: 'admin' });
  const other = await createCompany();
  u.otherManager = await createUser(other, { role: 'manager' });
  project = await makeProject(company, []);
});

/** A delivered order with one clean invoice dated `invoiceDate`, approved unless `approved` is false. */
async function invoiceOn(approved = true, invoiceDate = '2026-11-02') {
  const { po, line } = await makePo(project, 'delivered', 10);
  const invoice = await makeInvoice(po, line);
  await invoice.update({
    invoice_date: invoiceDate,
    ...(approved
      ? { status: 'approved' as const, approved_by: u.supervisor.id, approved_at: new Date() }
      : {}),
  });
  return { po, invoice };
}
const pay = (id: string, user: User, body: Record<string, unknown>) =>
  request.post(`/api/supplier-invoices/${id}/pay`).set(auth(user)).send(body);
const daysFromToday = (days: number) => {
  const d = new Date(`${londonDate()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('paying an approved supplier invoice', () => {
  it('a manager records it paid with the date and reference; the order shows it, with an activity row', async () => {
    const { po, invoice } = await invoiceOn();
    const before = await request.get(`/api/purchase-orders/${po.id}`).set(auth(u.manager));
    expect(before.body.invoices[0]).toMatchObject({ status: 'approved', can_record_payment: true });
    const supervisorView = await request.get(`/api/purchase-orders/${po.id}`).set(auth(u.supervisor));
    expect(supervisorView.body.invoices[0].can_record_payment).toBe(false);

    const res = await pay(invoice.id, u.manager, {
      payment_date: '2026-11-05',
      payment_reference: 'BACS 0511',
    });
    expect(res.status).toBe(200);
    expect(res.body.invoices[0]).toMatchObject({
      status: 'paid',
      payment_date: '2026-11-05',
      payment_reference: 'BACS 0511',
      paid_by: { id: u.manager.id },
      can_record_payment: false,
    });
    // The order's own status follows its table: paying does not close it.
    expect(res.body.status).toBe(po.status);
    const row = await Activity.findOne({ where: { entity_id: po.id, action: 'invoice_paid' } });
    expect(row).toMatchObject({ from_state: 'approved', to_state: 'paid' });
    expect(row!.details).toMatchObject({ invoice_id: invoice.id, payment_date: '2026-11-05' });

    const again = await pay(invoice.id, u.admin, { payment_date: '2026-11-05' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Supplier invoice is already paid');
  });

  it('the payment date may be today or the invoice date, and the reference is optional', async () => {
    const { invoice } = await invoiceOn(true, londonDate());
    const res = await pay(invoice.id, u.admin, { payment_date: londonDate() });
    expect(res.status).toBe(200);
    expect(res.body.invoices[0]).toMatchObject({ payment_date: londonDate(), payment_reference: null });
  });

  it('a supervisor is 403', async () => {
    const { invoice } = await invoiceOn();
    const res = await pay(invoice.id, u.supervisor, { payment_date: '2026-11-05' });
    expect(res.status).toBe(403);
    await invoice.reload();
    expect(invoice.status).toBe('approved');
    expect(invoice.payment_date).toBeNull();
  });

  it('an invoice not yet approved is 409', async () => {
    const { invoice } = await invoiceOn(false);
    const res = await pay(invoice.id, u.manager, { payment_date: '2026-11-05' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Cannot change status from received to paid');
  });

  it('a future date, a date before the invoice, or none is 400 with the message; nothing is written', async () => {
    const { po, invoice } = await invoiceOn();
    const cases: [Record<string, unknown>, string][] = [
      [{ payment_date: daysFromToday(1) }, PAYMENT_MESSAGES.inFuture],
      [{ payment_date: '2026-11-01' }, PAYMENT_MESSAGES.beforeInvoice],
      [{}, PAYMENT_MESSAGES.paymentDate],
    ];
    for (const [body, message] of cases) {
      const res = await pay(invoice.id, u.manager, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    await invoice.reload();
    expect(invoice.status).toBe('approved');
    expect(await Activity.count({ where: { entity_id: po.id, action: 'invoice_paid' } })).toBe(0);
  });

  it('another company’s invoice is 404', async () => {
    const { invoice } = await invoiceOn();
    const res = await pay(invoice.id, u.otherManager, { payment_date: '2026-11-05' });
    expect(res.status).toBe(404);
    await invoice.reload();
    expect(invoice.status).toBe('approved');
  });
});
