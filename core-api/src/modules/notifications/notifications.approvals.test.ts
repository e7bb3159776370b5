// Items waiting for someone tell the people who can act on them (issue 35, decision 0060), and the person who
// asked is told the outcome: per item type — plant request, material request, timesheet, form — who is notified
// (the company's active supervisors and up), who is not (the requester, other workers, an inactive supervisor,
// another company's people, whoever a timesheet pays or was entered by), the words, and the link to the item's
// own page, which the push carries too.
import { QueryTypes } from 'sequelize';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../lib/calendar.js';
import type { Company, Project, User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { SITE_ISSUE_ANSWERS, builtin } from '../forms/forms.fixtures.js';
import { labourSupplier, makeOperative, thisMonday } from '../labour/labour.fixtures.js';
import { makePo } from '../materials/materials.fixtures.js';
import { Notification } from './notification.model.js';
import { presentNotification } from './notifications.presenter.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let project: Project;
const u = {} as Record<
  'worker' | 'bystander' | 'supervisor' | 'manager' | 'admin' | 'retired' | 'rival' | 'rivalAdmin',
  User
>;

interface NotificationJson {
  id: string;
  type: string;
  title: string;
  body: string | null;
  link: string;
  payload: Record<string, string | null>;
  read: boolean;
}

const auth = (user: User) => ({ Authorization: bearer(user) });
async function told(user: User, about: (n: NotificationJson) => boolean): Promise<NotificationJson[]> {
  const res = await request.get('/api/notifications?size=100').set(auth(user));
  expect(res.status).toBe(200);
  return (res.body.items as NotificationJson[]).filter(about);
}
/** Who (by key of `u`) has a notification that `about` picks (read from the table: the retired cannot sign in). */
async function whoIsTold(about: (n: NotificationJson) => boolean): Promise<string[]> {
  const out: string[] = [];
  for (const [key, user] of Object.entries(u)) {
    const rows = await Notification.findAll({ where: { user_id: user.id } });
    if (rows.map(presentNotification).some(about)) out.push(key);
  }
  return out.sort();
}
const APPROVERS = ['admin', 'manager', 'supervisor'];

beforeAll(async () => {
  company = await createCompany();
  u.worker = await createUser(company, { role: 'worker', first_name: 'Wendy', last_name: 'Walker' });
  u.bystander = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  u.admin = await createUser(company, { role: 'admin' });
  u.retired = await createUser(company, { role: 'supervisor', is_active: false });
  const rival = await createCompany();
  u.rival = await createUser(rival, { role: 'supervisor' });
  u.rivalAdmin = await createUser(rival, { role: 'admin' });
  // The worker is on the project's team; the bystander (a worker too) is not.
  project = await makeProject(company, [u.worker.id]);
});

describe('a plant request', () => {
  it('tells every active approver of the company, links to the request; the requester hears the outcome', async () => {
    const from = addDays(londonDate(), 7);
    const created = await request
      .post('/api/plant/requests')
      .set(auth(u.worker))
      .send({
        project_id: project.id,
        category: '1.5t excavator',
        required_from: from,
        required_until: addDays(from, 4),
      });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const about = (n: NotificationJson) => n.payload.plant_request_id === id;

    expect(await whoIsTold(about)).toEqual(APPROVERS);
    const [forSupervisor] = await told(u.supervisor, about);
    expect(forSupervisor).toMatchObject({
      type: 'plant_request',
      title: `Plant request ${created.body.reference} needs approval: 1.5t excavator for ${project.project_number}`,
      body: `Wendy Walker asked for it for ${project.project_number} ${project.name}, ${from
        .split('-')
        .reverse()
        .join('/')} to ${addDays(from, 4).split('-').reverse().join('/')}.`,
      link: `/app/plant?request_id=${id}`,
      payload: { type: 'plant_request', plant_request_id: id, project_id: project.id },
      read: false,
    });
    // No system keys in the words.
    expect(forSupervisor!.title).not.toMatch(/_|plant_request|requested\b/);

    const rejected = await request
      .post(`/api/plant/requests/${id}/reject`)
      .set(auth(u.supervisor))
      .send({ reason: 'We have one on site already' });
    expect(rejected.status).toBe(200);
    const outcome = await told(u.worker, about);
    expect(outcome).toEqual([
      expect.objectContaining({
        title: `Plant request ${created.body.reference} (1.5t excavator) was rejected`,
        body: 'Reason: We have one on site already',
        link: `/app/plant?request_id=${id}`,
      }),
    ]);
    // The one who rejected it is not told of their own move; the others are not told of the outcome.
    expect((await told(u.supervisor, about)).map((n) => n.title)).toEqual([forSupervisor!.title]);
    expect(await told(u.manager, (n) => about(n) && /rejected/.test(n.title))).toEqual([]);
  });

  it('a supervisor’s own request goes to the other approvers, never to themself', async () => {
    const from = addDays(londonDate(), 10);
    const created = await request
      .post('/api/plant/requests')
      .set(auth(u.supervisor))
      .send({ project_id: project.id, category: 'Dumper', required_from: from, required_until: from });
    expect(created.status).toBe(201);
    expect(await whoIsTold((n) => n.payload.plant_request_id === created.body.id)).toEqual([
      'admin',
      'manager',
    ]);
  });
});

describe('a material request', () => {
  it('tells the approvers with what is asked for; the requester hears approval and rejection with the reason', async () => {
    const send = (lines: { description: string; quantity: number; unit: string }[]) =>
      request
        .post('/api/material-requests')
        .set(auth(u.worker))
        .send({ project_id: project.id, required_by: addDays(londonDate(), 3), lines });
    const created = await send([
      { description: 'C16 timber 47×100', quantity: 40, unit: 'length' },
      { description: 'Concrete blocks', quantity: 200, unit: 'each' },
    ]);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const about = (n: NotificationJson) => n.payload.material_request_id === id;
    expect(await whoIsTold(about)).toEqual(APPROVERS);
    const [forManager] = await told(u.manager, about);
    expect(forManager).toMatchObject({
      type: 'material_request',
      title: `Material request ${created.body.reference} needs approval: ${project.project_number}`,
      body: `Wendy Walker asked for C16 timber 47×100 and 1 more for ${project.project_number} ${project.name}, needed by ${addDays(londonDate(), 3).split('-').reverse().join('/')}.`,
      link: `/app/materials?request_id=${id}`,
    });

    const approved = await request
      .post(`/api/material-requests/${id}/status`)
      .set(auth(u.manager))
      .send({ status: 'approved' });
    expect(approved.status).toBe(200);
    expect(await told(u.worker, about)).toEqual([
      expect.objectContaining({
        title: `Material request ${created.body.reference} was approved`,
        body: null,
        link: `/app/materials?request_id=${id}`,
      }),
    ]);

    const second = await send([{ description: 'Sharp sand', quantity: 2, unit: 'tonne' }]);
    await request
      .post(`/api/material-requests/${second.body.id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'rejected', reason: 'Order it with the next delivery' });
    expect(await told(u.worker, (n) => n.payload.material_request_id === second.body.id)).toEqual([
      expect.objectContaining({
        title: `Material request ${second.body.reference} was rejected`,
        body: 'Reason: Order it with the next delivery',
      }),
    ]);
  });
});

describe('a supplier invoice', () => {
  const enter = (poId: string, lineId: string, ref: string, quantity: number, user: User) =>
    request
      .post(`/api/purchase-orders/${poId}/invoices`)
      .set(auth(user))
      .send({
        supplier_reference: ref,
        invoice_date: londonDate(),
        lines: [{ line_id: lineId, quantity, unit_price_pence: 700 }],
      });

  it('entered, tells those who may approve it (never who entered it) and links to its order; who entered it hears approval and payment', async () => {
    const { po, line } = await makePo(project, 'delivered', 10);
    const entered = await enter(po.id, line.id, 'CEM-101', 10, u.supervisor);
    expect(entered.status).toBe(201);
    const invoiceId = entered.body.invoices[0].id as string;
    const about = (n: NotificationJson) => n.payload.invoice_id === invoiceId;
    expect(await whoIsTold(about)).toEqual(['admin', 'manager']);
    const [forManager] = await told(u.manager, about);
    expect(forManager).toMatchObject({
      type: 'supplier_invoice',
      title: `Supplier invoice CEM-101 needs approval: ${po.reference}`,
      link: `/app/materials?po_id=${po.id}`,
    });
    expect(forManager!.body).toMatch(/^.+ entered .+’s invoice CEM-101 for £84\.00 on PO-\d+ \(/);

    const approved = await request
      .post(`/api/supplier-invoices/${invoiceId}/approve`)
      .set(auth(u.manager))
      .send({});
    expect(approved.status).toBe(200);
    const paid = await request
      .post(`/api/supplier-invoices/${invoiceId}/pay`)
      .set(auth(u.manager))
      .send({ payment_date: londonDate() });
    expect(paid.status).toBe(200);
    expect((await told(u.supervisor, about)).map((n) => n.title).sort()).toEqual([
      `Supplier invoice CEM-101 on ${po.reference} was approved`,
      `Supplier invoice CEM-101 on ${po.reference} was paid`,
    ]);
  });

  it('a mismatch needing an override goes to managers and up only, never to the manager who entered it', async () => {
    const { po, line } = await makePo(project, 'delivered', 10);
    const entered = await enter(po.id, line.id, 'CEM-999', 50, u.manager);
    expect(entered.status).toBe(201);
    const invoiceId = entered.body.invoices[0].id as string;
    const about = (n: NotificationJson) => n.payload.invoice_id === invoiceId;
    expect(await whoIsTold(about)).toEqual(['admin']);
    const [forAdmin] = await told(u.admin, about);
    expect(forAdmin!.body).toContain(
      'It does not match the order and deliveries: a manager must override it.',
    );
  });
});

describe('a labour invoice', () => {
  it('entered, tells those who may match it; matched, those who may approve it — never who entered it; who entered it hears the outcome', async () => {
    const supplier = await labourSupplier(company);
    const op = await makeOperative(company, { supplier });
    const week = thisMonday();
    const entered = await request
      .post('/api/labour-invoices')
      .set(auth(u.supervisor))
      .send({
        supplier_id: supplier.id,
        supplier_reference: 'SUB-77',
        invoice_date: week,
        period_start: week,
        period_end: addDays(week, 6),
        lines: [
          { operative_id: op.id, project_id: project.id, unit: 'day', quantity: 2, rate_pence: 200_00 },
        ],
      });
    expect(entered.status).toBe(201);
    const id = entered.body.id as string;
    const reference = entered.body.reference as string;
    const about = (n: NotificationJson) => n.payload.invoice_id === id;
    expect(await whoIsTold(about)).toEqual(['admin', 'manager']);
    const [forManager] = await told(u.manager, about);
    expect(forManager).toMatchObject({
      type: 'labour_invoice',
      title: `Labour invoice ${reference} needs matching: ${supplier.name}`,
      link: expect.stringContaining(id),
    });
    expect(forManager!.body).toContain(`invoice SUB-77 for £`);

    // No approved timesheets: a variance, matched by a manager's override; then only the admin may approve it.
    const matched = await request
      .post(`/api/labour-invoices/${id}/match`)
      .set(auth(u.manager))
      .send({ override_reason: 'Days agreed on site' });
    expect(matched.status).toBe(200);
    expect(matched.body.status).toBe('matched');
    const [forAdmin] = (await told(u.admin, about)).filter((n) => n.title.includes('needs approval'));
    expect(forAdmin).toMatchObject({ title: `Labour invoice ${reference} needs approval: ${supplier.name}` });
    expect((await told(u.manager, about)).filter((n) => n.title.includes('needs approval'))).toEqual([]);

    const approved = await request
      .post(`/api/labour-invoices/${id}/status`)
      .set(auth(u.admin))
      .send({ status: 'approved' });
    expect(approved.status).toBe(200);
    expect((await told(u.supervisor, about)).map((n) => n.title)).toEqual([
      `Labour invoice ${reference} was approved`,
    ]);
  });
});

describe('a timesheet', () => {
  it('sent by the worker, tells the approvers (not the worker) and links to its week; the worker hears the outcome', async () => {
    const operative = await makeOperative(company, { userId: u.worker.id, supplier: null });
    const week = thisMonday();
    const created = await request
      .post('/api/timesheets')
      .set(auth(u.worker))
      .send({
        operative_id: operative.id,
        project_id: project.id,
        week_commencing: week,
        hours: [8, 8, 8, 8, 7.5, 0, 0],
        overtime_hours: 1,
        submit: true,
      });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const link = `/app/labour?tab=timesheets&week=${week}&timesheet_id=${id}`;
    const about = (n: NotificationJson) => n.type === 'timesheet' && n.link === link;
    expect(await whoIsTold(about)).toEqual(APPROVERS);
    const [forAdmin] = await told(u.admin, about);
    const wc = week.split('-').reverse().join('/');
    expect(forAdmin).toMatchObject({
      title: `Timesheet for ${operative.name} w/c ${wc} needs approval`,
      body: `Wendy Walker sent 40.5 hours on ${project.project_number} ${project.name}.`,
      payload: { type: 'timesheet', labour_id: operative.id, project_id: project.id },
    });

    const rejected = await request
      .post(`/api/timesheets/${id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'rejected', reason: 'Friday was a half day' });
    expect(rejected.status).toBe(200);
    expect(await told(u.worker, about)).toEqual([
      expect.objectContaining({
        title: `Timesheet for ${operative.name} w/c ${wc} was rejected`,
        body: `On ${project.project_number} ${project.name}. Reason: Friday was a half day`,
      }),
    ]);
  });

  it('never tells whoever entered it or whom it pays: nobody approves what pays themself', async () => {
    // The manager enters a week for the supervisor's own operative: neither of them may approve it.
    const operative = await makeOperative(company, { userId: u.supervisor.id, supplier: null });
    const created = await request
      .post('/api/timesheets')
      .set(auth(u.manager))
      .send({
        operative_id: operative.id,
        project_id: project.id,
        week_commencing: addDays(thisMonday(), -7),
        hours: [8, 8, 8, 8, 8, 0, 0],
        submit: true,
      });
    expect(created.status).toBe(201);
    expect(
      await whoIsTold((n) => n.type === 'timesheet' && n.link.endsWith(`timesheet_id=${created.body.id}`)),
    ).toEqual(['admin']);
  });
});

describe('a form', () => {
  it('sent for review tells every reviewer (not only the project manager); returned reaches the sender with the comment', async () => {
    await project.update({ manager_id: u.manager.id });
    const { template } = await builtin(company.id, 'site_issue_report');
    const created = await request
      .post('/api/form-submissions')
      .set(auth(u.worker))
      .send({ project_id: project.id, template_id: template.id, answers: SITE_ISSUE_ANSWERS, submit: true });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const about = (n: NotificationJson) => n.payload.form_submission_id === id;
    expect(await whoIsTold(about)).toEqual(APPROVERS);
    const [forSupervisor] = await told(u.supervisor, about);
    expect(forSupervisor).toMatchObject({
      type: 'form_submission',
      title: `${template.name} ${created.body.reference} needs review`,
      body: `Wendy Walker sent it on ${project.project_number} ${project.name}.`,
      link: `/app/forms?submission_id=${id}`,
    });

    await request
      .post(`/api/form-submissions/${id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'returned', reason: 'Add a photo of the void' });
    expect(await told(u.worker, about)).toEqual([
      expect.objectContaining({
        title: `${template.name} ${created.body.reference} was returned`,
        body: 'Comment: Add a photo of the void',
        link: `/app/forms?submission_id=${id}`,
      }),
    ]);
  });
});

describe('the push', () => {
  it('carries the item’s link with the spec’s deep-link fields', async () => {
    await request
      .post('/api/push-tokens')
      .set(auth(u.supervisor))
      .send({ token: 'supervisor-phone-token', platform: 'android', device_id: 'supervisor-phone' });
    const from = addDays(londonDate(), 14);
    const created = await request
      .post('/api/plant/requests')
      .set(auth(u.worker))
      .send({ project_id: project.id, category: 'Telehandler', required_from: from, required_until: from });
    expect(created.status).toBe(201);
    const until = Date.now() + 10_000;
    let rows: { title: string; data: Record<string, string> }[] = [];
    while (!rows.length && Date.now() < until) {
      rows = await sequelize.query(
        `SELECT title, data FROM push_outbox
          WHERE user_id = :id AND device_id = 'supervisor-phone' AND data->>'plant_request_id' = :requestId`,
        { type: QueryTypes.SELECT, replacements: { id: u.supervisor.id, requestId: created.body.id } },
      );
      if (!rows.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows).toEqual([
      {
        title: expect.stringMatching(/^Plant request PR-\d+ needs approval: Telehandler for /),
        data: {
          type: 'plant_request',
          plant_request_id: created.body.id,
          project_id: project.id,
          link: `/app/plant?request_id=${created.body.id}`,
        },
      },
    ]);
  }, 20_000);
});
