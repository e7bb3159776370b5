// /api applications on real Postgres: 401 signed out, 403 for workers, 404 for another company's records, 400
// with the messages, then the walk — a project's defaults → a template with three lines → application 1 (draft,
// the next refused until it is submitted) → submitted (its PDF filed in "09 Applications & Valuations" by the
// job) → a payment notice certifies it → application 2 with a variation and materials on site, previously
// certified = the notified sum of 1 → a pay less notice → the PDF with the amounts → part paid, paid. The
// no-payment-notice case, the list's order and totals, the status table (every pair it lacks is 409) and the
// dashboard figures.
import { describe, expect, it, beforeAll, vi } from 'vitest';
import { Activity, Upload, type Company, type Project, type User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfText } from '../../test/pdf-text.js';
import { APPLICATION_STATUSES, type ApplicationStatus } from './application.model.js';
import { valuationTotals } from '@sitebase/shared';
import { applicationFigures } from './applications.contributions.js';
import { makeApplication, makeTemplate } from './applications.fixtures.js';
import { setVatRegistered } from '../settings/settings.fixtures.js';
import { MESSAGES } from './applications.schema.js';
import { NOT_A_DRAFT, NOTICES_CLOSED, PREVIOUS_STILL_DRAFT } from './applications.service.js';
import { APPLICATION_STATUS } from './applications.transitions.js';
import { figureContext } from '../../kit/module.js';

// Its jobs file PDFs in this file's drive: on the shared database another file's app could take them.
const sequelize = testDatabase({ own: true });
const { request } = testApp(sequelize);

let company: Company;
let project: Project;
const u = {} as Record<'worker' | 'supervisor' | 'manager', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });
let foreignTemplateId: string;
let foreignApplicationId: string;

beforeAll(async () => {
  company = await createCompany();
  await setVatRegistered(company.id); // the figures below charge VAT: the company is VAT-registered
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  project = await makeProject(company);
  await project.update({
    site_postcode: 'EH1 1YZ',
    retention_percent: 3,
    payment_due_days: 21,
    payment_final_days: 14,
    drc_applies: true,
    contract_value_pence: 3_500_000,
  });
  const other = await createCompany();
  const otherAdmin = await createUser(other, { role: 'admin' });
  const t = await makeTemplate(await makeProject(other), otherAdmin.id);
  foreignTemplateId = t.id;
  foreignApplicationId = await makeApplication(t, otherAdmin.id, 'submitted');
});

const TEMPLATE = {
  name: 'Main contract',
  lines: [
    { reference: 'A1', description: 'Groundworks', contract_value_pence: 1_000_000 },
    { reference: 'A2', description: 'Brickwork', contract_value_pence: 2_000_000 },
    { reference: 'A3', description: 'Roofing', contract_value_pence: 500_000 },
  ],
  retention_percent: 5,
  vat_treatment: 'standard',
  terms: 'contract',
  payment_due_days: 14,
  payment_final_days: 17,
  pay_less_days: 7,
  region: 'england-and-wales',
  practical_completion_date: '2027-03-31',
  rectification_end_date: '2028-03-31',
};

describe('refusals', () => {
  it('401 signed out, 403 for workers, 404 for another company’s template and application', async () => {
    expect((await request.get('/api/applications')).status).toBe(401);
    expect((await request.get('/api/applications').set(auth(u.worker))).status).toBe(403);
    const t = await request.get(`/api/application-templates/${foreignTemplateId}`).set(auth(u.manager));
    expect(t.status).toBe(404);
    expect(t.body.detail).toBe('Application template not found');
    const a = await request.get(`/api/applications/${foreignApplicationId}`).set(auth(u.manager));
    expect(a.status).toBe(404);
    expect(
      (await request.get(`/api/applications/${foreignApplicationId}/pdf`).set(auth(u.manager))).status,
    ).toBe(404);
  });

  it('400 with the messages', async () => {
    const post = (body: Record<string, unknown>) =>
      request
        .post('/api/application-templates')
        .set(auth(u.supervisor))
        .send({ project_id: project.id, ...TEMPLATE, ...body });
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [] }, MESSAGES.lines],
      [{ retention_percent: 5.125 }, MESSAGES.retention],
      [{ vat_treatment: 'reduced' }, MESSAGES.vatTreatment],
      [{ terms: 'jct' }, MESSAGES.terms],
      [{ payment_due_days: 400 }, MESSAGES.dueDays],
      [{ region: 'wales' }, MESSAGES.region],
      [{ rectification_end_date: '2027-01-01' }, MESSAGES.rectificationBeforePc],
      [
        { lines: [{ reference: 'A1', description: 'x', contract_value_pence: 10.5 }] },
        MESSAGES.contractValue,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, message).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });
});

describe('the walk', () => {
  let templateId: string;
  let lineIds: string[];
  let first: string;
  let second: string;

  it('starts a template from the project’s defaults (Edinburgh: Scotland; DRC; the project’s terms)', async () => {
    const d = await request.get(`/api/projects/${project.id}/application-defaults`).set(auth(u.supervisor));
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({
      retention_percent: 3,
      retention_after_pc_percent: 1.5,
      vat_treatment: 'drc',
      terms: 'contract',
      payment_due_days: 21,
      payment_final_days: 14,
      pay_less_days: 7,
      region: 'scotland',
      contract_value_pence: 3_500_000,
    });
    const res = await request
      .post('/api/application-templates')
      .set(auth(u.supervisor))
      .send({ project_id: project.id, ...TEMPLATE });
    expect(res.status).toBe(201);
    expect(res.body.retention_after_pc_percent).toBe(2.5); // half, when not given
    expect(res.body.contract_sum_pence).toBe(3_500_000);
    expect(res.body.next_application).toMatchObject({ number: 1, previously_certified_pence: 0 });
    templateId = res.body.id;
    lineIds = res.body.lines.map((l: { id: string }) => l.id);
  });

  it('application 1: a draft with the server’s totals; the next is refused until it is submitted', async () => {
    const body = {
      template_id: templateId,
      valuation_date: '2026-10-31',
      lines: [
        { line_id: lineIds[0], percent: 50 },
        { line_id: lineIds[1], percent: 12.5 },
        { line_id: lineIds[2], percent: 0 },
      ],
      variations: [],
      materials_on_site: [{ description: 'Blocks stored on site', value_pence: 123_456 }],
    };
    const res = await request.post('/api/applications').set(auth(u.supervisor)).send(body);
    expect(res.status).toBe(201);
    expect(res.body.number).toBe(1);
    expect(res.body.status).toBe('draft');
    expect(res.body.totals).toMatchObject({
      gross_pence: 873_456,
      retention_pence: 43_673,
      amount_due_pence: 829_783,
      vat_pence: 165_957,
      total_pence: 995_740,
    });
    expect(res.body.dates).toMatchObject({
      due_date: '2026-11-14',
      payment_notice_deadline: '2026-11-19',
      final_date: '2026-12-01',
      pay_less_deadline: '2026-11-24',
    });
    expect(res.body.dates.due_rule).toContain('Contract: 14 days after the valuation date');
    expect(res.body.can_edit).toBe(true);
    expect(res.body.status_moves).toEqual(['submitted']);
    first = res.body.id;
    const again = await request.post('/api/applications').set(auth(u.supervisor)).send(body);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(PREVIOUS_STILL_DRAFT);
    const over = await request
      .put(`/api/applications/${first}`)
      .set(auth(u.supervisor))
      .send({ ...body, lines: [{ line_id: lineIds[2], value_pence: 500_001 }] });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain(MESSAGES.valueOverContract);
  });

  it('submits application 1 (its PDF filed by the job) and a payment notice certifies it', async () => {
    const res = await request
      .post(`/api/applications/${first}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'submitted' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('submitted');
    expect(res.body.submitted_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      (
        await request.put(`/api/applications/${first}`).set(auth(u.supervisor)).send({
          valuation_date: '2026-10-31',
          lines: [],
          variations: [],
          materials_on_site: [],
        })
      ).body.detail,
    ).toBe(NOT_A_DRAFT);
    await vi.waitFor(
      async () => {
        const a = await request.get(`/api/applications/${first}`).set(auth(u.supervisor));
        expect(a.body.pdf_upload_id).toBeTruthy();
      },
      { timeout: 20_000, interval: 500 },
    );
    const a = await request.get(`/api/applications/${first}`).set(auth(u.supervisor));
    const filed = await Upload.findByPk(a.body.pdf_upload_id);
    expect(filed?.filename).toBe(`${project.project_number}-application-1.pdf`);
    expect(filed?.project_id).toBe(project.id);

    const notice = await request
      .post(`/api/applications/${first}/notices`)
      .set(auth(u.supervisor))
      .send({ kind: 'payment', amount_pence: 800_000, notice_date: '2026-11-18' });
    expect(notice.status).toBe(201);
    expect(notice.body.status).toBe('certified');
    expect(notice.body.notified_sum_pence).toBe(800_000);
    expect(notice.body.notified_sum_basis).toBe('Payment notice');
    expect(notice.body.notices[0]).toMatchObject({ kind: 'payment', late: false });
  });

  it('application 2: a variation and materials on site; previously certified is the notified sum of 1', async () => {
    const res = await request
      .post('/api/applications')
      .set(auth(u.supervisor))
      .send({
        template_id: templateId,
        valuation_date: '2026-11-30',
        lines: [
          { line_id: lineIds[0], percent: 100 },
          { line_id: lineIds[1], value_pence: 833_333 },
          { line_id: lineIds[2], percent: 33.33 },
        ],
        variations: [
          { reference: 'V1', description: 'Extra drainage', value_pence: 150_055, status: 'approved' },
          { reference: 'V2', description: 'Pending change', value_pence: 99_900, status: 'pending' },
        ],
        materials_on_site: [],
      });
    expect(res.status).toBe(201);
    expect(res.body.number).toBe(2);
    const expected = valuationTotals({
      lines: [
        { contract_value_pence: 1_000_000, percent: 100 },
        { contract_value_pence: 2_000_000, value_pence: 833_333 },
        { contract_value_pence: 500_000, percent: 33.33 },
      ],
      variations: [
        { value_pence: 150_055, status: 'approved' },
        { value_pence: 99_900, status: 'pending' },
      ],
      materials_on_site: [],
      retention_percent: 5,
      previously_certified_pence: 800_000,
      vat_treatment: 'standard',
    });
    const { line_values_pence: _v, ...totals } = expected;
    expect(res.body.totals).toEqual(totals);
    expect(res.body.totals.amount_due_pence).toBe(1_242_536);
    expect(res.body.lines[0]).toMatchObject({ previous_value_pence: 500_000, this_period_pence: 500_000 });
    second = res.body.id;
    await request
      .post(`/api/applications/${second}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'submitted' });
  });

  it('a pay less notice needs a reason, then sets the notified sum; the PDF shows the amounts', async () => {
    const noReason = await request
      .post(`/api/applications/${second}/notices`)
      .set(auth(u.supervisor))
      .send({ kind: 'pay_less', amount_pence: 1_000_000, notice_date: '2026-12-20' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(MESSAGES.reasonRequired);
    const res = await request.post(`/api/applications/${second}/notices`).set(auth(u.supervisor)).send({
      kind: 'pay_less',
      amount_pence: 1_000_000,
      reason: 'Brickwork to plot 3 not complete',
      notice_date: '2026-12-20',
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('submitted');
    expect(res.body.notified_sum_pence).toBe(1_000_000);
    expect(res.body.notified_sum_basis).toBe('Pay less notice');
    expect(res.body.outstanding_pence).toBe(1_200_000); // £10,000 + VAT
    const pdf = await request
      .get(`/api/applications/${second}/pdf`)
      .set(auth(u.supervisor))
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    for (const words of [
      'Application for payment no. 2',
      '£21,500.38', // gross
      '£8,000.00', // previously certified
      '£12,425.36', // amount due
      'Pay less notice',
      'Brickwork to plot 3 not complete',
      '£10,000.00',
      'Final date for payment',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('part paid then paid; notices are closed once paid', async () => {
    const part = await request
      .post(`/api/applications/${second}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'part_paid' });
    expect(part.status).toBe(400);
    const paid1 = await request
      .post(`/api/applications/${second}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'part_paid', paid_pence: 200_000 });
    expect(paid1.body).toMatchObject({
      status: 'part_paid',
      paid_pence: 200_000,
      outstanding_pence: 1_000_000,
    });
    const paid = await request
      .post(`/api/applications/${second}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'paid', paid_pence: 1_000_000 });
    expect(paid.body).toMatchObject({ status: 'paid', paid_pence: 1_200_000, outstanding_pence: 0 });
    const late = await request
      .post(`/api/applications/${second}/notices`)
      .set(auth(u.supervisor))
      .send({ kind: 'payment', amount_pence: 1, notice_date: '2026-12-20' });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(NOTICES_CLOSED);
    const moves = await Activity.findAll({ where: { entity_id: second }, order: [['created_at', 'ASC']] });
    expect(moves.map((m) => m.action)).toEqual([
      'created',
      'submitted',
      'pay_less_notice',
      'status_changed',
      'status_changed',
    ]);
  });

  it('the template tells the next application where it starts', async () => {
    const t = await request.get(`/api/application-templates/${templateId}`).set(auth(u.supervisor));
    expect(t.body.next_application.number).toBe(3);
    expect(t.body.next_application.previously_certified_pence).toBe(1_800_000); // 800,000 + 1,000,000
    expect(t.body.next_application.lines[2]).toMatchObject({ percent: 33.33, previous_value_pence: 166_650 });
  });
});

describe('no payment notice', () => {
  it('past the deadline the application stands as the notified sum and the list puts it first', async () => {
    const t = await makeTemplate(project, u.manager.id);
    const id = await makeApplication(t, u.manager.id, 'submitted', 40, '2025-01-31');
    const a = await request.get(`/api/applications/${id}`).set(auth(u.supervisor));
    expect(a.body.warnings.map((w: { code: string }) => w.code)).toEqual([
      'no_payment_notice',
      'payment_overdue',
    ]);
    expect(a.body.notified_sum_basis).toBe('The application (no payment notice given)');
    expect(a.body.notified_sum_pence).toBe(a.body.totals.amount_due_pence);
    expect(a.body.dates).toMatchObject({ due_date: '2025-02-14', payment_notice_deadline: '2025-02-19' });
    const list = await request.get(`/api/applications?project_id=${project.id}`).set(auth(u.supervisor));
    expect(list.status).toBe(200);
    expect(list.body.items[0].id).toBe(id); // open, earliest final date
    expect(list.body.items[0].warnings[0].code).toBe('no_payment_notice');
    expect(list.body.items[0].alert.code).toBe('payment_overdue'); // the most serious one, for the row
    // Open ones by final date (this one, then application 1, certified), then the paid application 2.
    expect(list.body.items.map((i: { status: string }) => i.status)).toEqual([
      'submitted',
      'certified',
      'paid',
    ]);
    const overview = await request.get('/api/applications/overview').set(auth(u.supervisor));
    expect(overview.body.overdue_count).toBeGreaterThanOrEqual(1);
    expect(overview.body.outstanding_pence).toBeGreaterThan(0);
    const actor = { userId: u.manager.id, companyId: company.id, role: 'manager' as const };
    const [outstanding, overdue] = await Promise.all(
      applicationFigures
        .slice(0, 2)
        .map((f) => f.compute(actor, figureContext(new Date(), {} as never, sequelize))),
    );
    expect(outstanding!.amount_pence).toBe(overview.body.outstanding_pence);
    expect(overdue!.amount_pence).toBe(overview.body.overdue_pence);
  });
});

describe('outstanding in SQL against each application', () => {
  it('the dashboard and the overview sum what each application says it is owed, to the penny', async () => {
    // A company of its own, so the sums are only these applications'.
    const own = await createCompany();
    await setVatRegistered(own.id);
    const manager = await createUser(own, { role: 'manager' });
    const p = await makeProject(own);
    const standard = await makeTemplate(p, manager.id);
    const drc = await makeTemplate(await makeProject(own), manager.id, { vat_treatment: 'drc' });
    const post = async (path: string, body: object) => {
      const res = await request.post(path).set(auth(manager)).send(body);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    };
    // VAT on 33,333p is 6,666.6p → 6,667p; on 33,332p it is 6,666.4p → 6,666p (application-totals.ts).
    const a1 = await makeApplication(standard, manager.id, 'submitted', 10, '2025-01-31'); // overdue
    await post(`/api/applications/${a1}/notices`, {
      kind: 'payment',
      amount_pence: 40_000,
      notice_date: '2025-02-10',
    });
    await post(`/api/applications/${a1}/notices`, {
      kind: 'pay_less',
      amount_pence: 33_333,
      notice_date: '2025-02-20',
      reason: 'Snagging',
    });
    const a2 = await makeApplication(standard, manager.id, 'submitted', 20);
    await post(`/api/applications/${a2}/notices`, {
      kind: 'payment',
      amount_pence: 33_332,
      notice_date: '2026-11-20',
    });
    await post(`/api/applications/${a2}/status`, { status: 'part_paid', paid_pence: 10_001 });
    await makeApplication(drc, manager.id, 'submitted', 30); // reverse charge: no VAT added
    await makeApplication(drc, manager.id, 'draft', 40); // not open: not owed yet

    const list = await request.get('/api/applications?size=100').set(auth(manager));
    const items = list.body.items as { status: string; outstanding_pence: number; final_date: string }[];
    const today = new Date().toISOString().slice(0, 10);
    const owed = items.reduce((sum, i) => sum + i.outstanding_pence, 0);
    const overdueOwed = items
      .filter((i) => i.outstanding_pence > 0 && i.final_date < today)
      .reduce((sum, i) => sum + i.outstanding_pence, 0);
    expect(items.find((i) => i.status === 'part_paid')!.outstanding_pence).toBe(33_332 + 6_666 - 10_001);
    expect(owed).toBeGreaterThan(33_333 + 6_667 + 33_332 + 6_666 - 10_001);

    const board = await request.get('/api/dashboard').set(auth(manager));
    const figure = (key: string) => board.body.figures.find((f: { key: string }) => f.key === key);
    expect(figure('applications.outstanding')).toMatchObject({ count: 3, amount_pence: owed });
    expect(figure('applications.overdue')).toMatchObject({ count: 1, amount_pence: overdueOwed });
    expect(overdueOwed).toBe(33_333 + 6_667);
    const overview = await request.get('/api/applications/overview').set(auth(manager));
    expect(overview.body).toMatchObject({
      outstanding_pence: owed,
      open_count: 3,
      overdue_pence: overdueOwed,
    });
  });
});

describe('status table', () => {
  it('every pair the table lacks is 409', () => {
    const actor = { role: 'admin' as const };
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        const allowed = APPLICATION_STATUS.can(actor, from, to);
        if (!allowed) expect(() => APPLICATION_STATUS.check(actor, from, to), `${from}→${to}`).toThrow();
      }
    }
    const legal = (from: ApplicationStatus) => APPLICATION_STATUS.allowed(actor, from);
    expect(legal('draft')).toEqual(['submitted']);
    expect(legal('paid')).toEqual([]);
  });
});

describe('templates and numbers', () => {
  it('an edit keeps the lines’ ids; an id the template never had is refused', async () => {
    const t = await makeTemplate(project, u.manager.id);
    const body = {
      ...TEMPLATE,
      lines: [
        { ...TEMPLATE.lines[0], id: t.lines[0]!.id, contract_value_pence: 1_100_000 },
        { reference: 'A4', description: 'Drainage', contract_value_pence: 250_000 },
      ],
    };
    const res = await request.put(`/api/application-templates/${t.id}`).set(auth(u.supervisor)).send(body);
    expect(res.status).toBe(200);
    expect(res.body.lines[0]).toMatchObject({ id: t.lines[0]!.id, contract_value_pence: 1_100_000 });
    expect(res.body.lines[1].id).not.toBe(t.lines[1]!.id);
    const stranger = await request
      .put(`/api/application-templates/${t.id}`)
      .set(auth(u.supervisor))
      .send({ ...body, lines: [{ ...body.lines[0], id: '00000000-0000-4000-8000-000000000000' }] });
    expect(stranger.status).toBe(400);
    expect(JSON.stringify(stranger.body)).toContain(MESSAGES.lineId);
  });

  it('two applications made at once on one project’s two templates take two numbers', async () => {
    const fresh = await makeProject(company);
    const [a, b] = await Promise.all([makeTemplate(fresh, u.manager.id), makeTemplate(fresh, u.manager.id)]);
    const ids = await Promise.all([makeApplication(a!, u.manager.id), makeApplication(b!, u.manager.id)]);
    const numbers = await Promise.all(
      ids.map(
        async (id) => (await request.get(`/api/applications/${id}`).set(auth(u.supervisor))).body.number,
      ),
    );
    expect(numbers.sort()).toEqual([1, 2]);
  });
});
