// /api applications on real Postgres, decision 0049: the claim date (given on submitting, default today, never in
// the future; corrected only while submitted and before any notice) and every date worked from it; the payee's
// notice in default (s.110B) with each refusal, its PDF, and the final date, pay less deadline and overdue
// figures it postpones; VAT from the one company setting and the 5% disregard per application (4.99% and 5.01%);
// the input limits.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, Project, User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfText } from '../../test/pdf-text.js';
import { londonDate } from '../../lib/calendar.js';
import {
  CLAIM_DATE_DRAFT,
  CLAIM_DATE_LOCKED,
  CLAIM_IN_FUTURE,
  DEFAULT_ALREADY,
  DEFAULT_DATE_EARLY,
  DEFAULT_IN_FUTURE,
  DEFAULT_PAYMENT_GIVEN,
  DEFAULT_TOO_EARLY,
  PAYMENT_AFTER_DEFAULT,
} from './application-claims.service.js';
import { NOT_VAT_REGISTERED_WORDING } from './application-valuation.js';
import { CLAIM_ONLY_ON_SUBMIT } from './applications.service.js';
import { makeTemplate } from './applications.fixtures.js';
import { setVatRegistered } from '../settings/settings.fixtures.js';
import { MESSAGES } from './applications.schema.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let project: Project;
let supervisor: User;
let worker: User;
const auth = (user: User) => ({ Authorization: bearer(user) });
const today = () => londonDate();

beforeAll(async () => {
  company = await createCompany();
  await setVatRegistered(company.id);
  supervisor = await createUser(company, { role: 'supervisor' });
  worker = await createUser(company, { role: 'worker' });
  project = await makeProject(company);
});

const pdfOf = (path: string, user: User) =>
  request
    .get(path)
    .set(auth(user))
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });

/** A draft on `templateId` at 100% of every line, valued on `valuationDate`. */
async function draft(templateId: string, lineIds: string[], valuationDate: string, extra: object = {}) {
  const res = await request
    .post('/api/applications')
    .set(auth(supervisor))
    .send({
      template_id: templateId,
      valuation_date: valuationDate,
      lines: lineIds.map((id) => ({ line_id: id, percent: 100 })),
      variations: [],
      materials_on_site: [],
      ...extra,
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; [k: string]: unknown };
}

const submit = (id: string, body: object = {}) =>
  request
    .post(`/api/applications/${id}/status`)
    .set(auth(supervisor))
    .send({ status: 'submitted', ...body });

describe('the claim date', () => {
  it('made on paper on the 3rd and entered later: every date comes from the 3rd (Scheme)', async () => {
    const t = await makeTemplate(project, supervisor.id, { terms: 'scheme' });
    const a = await draft(
      t.id,
      t.lines.map((l) => l.id),
      '2026-09-25',
    );
    expect(a.claim_date).toBeNull();
    const future = await submit(a.id, { claim_date: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(JSON.stringify(future.body)).toContain(CLAIM_IN_FUTURE);
    const res = await submit(a.id, { claim_date: '2026-10-03' });
    expect(res.status).toBe(200);
    expect(res.body.claim_date).toBe('2026-10-03');
    expect(res.body.submitted_on).toBe(today()); // entered today; claimed on the 3rd
    expect(res.body.dates).toMatchObject({
      due_date: '2026-10-03', // later than 25/09 + 7 = 02/10
      payment_notice_deadline: '2026-10-08',
      final_date: '2026-10-20',
      pay_less_deadline: '2026-10-13',
    });
    expect(res.body.dates.due_rule).toContain('the date the claim was made');
    expect(res.body.can_change_claim_date).toBe(true);
  });

  it('corrected while submitted: a claim before and after the period’s end + 7 days; then locked', async () => {
    const t = await makeTemplate(project, supervisor.id, { terms: 'scheme' });
    const a = await draft(
      t.id,
      t.lines.map((l) => l.id),
      '2026-06-30',
    );
    const onDraft = await request
      .put(`/api/applications/${a.id}/claim-date`)
      .set(auth(supervisor))
      .send({ claim_date: '2026-07-03' });
    expect(onDraft.status).toBe(409);
    expect(onDraft.body.detail).toBe(CLAIM_DATE_DRAFT);
    const submitted = await submit(a.id);
    expect(submitted.body.claim_date).toBe(today()); // omitted: today in Europe/London
    const onPayment = await request
      .post(`/api/applications/${a.id}/status`)
      .set(auth(supervisor))
      .send({ status: 'part_paid', paid_pence: 100, claim_date: '2026-07-03' });
    expect(onPayment.status).toBe(400);
    expect(JSON.stringify(onPayment.body)).toContain(CLAIM_ONLY_ON_SUBMIT);
    const put = (claim_date: unknown, user = supervisor) =>
      request.put(`/api/applications/${a.id}/claim-date`).set(auth(user)).send({ claim_date });
    expect((await put('2026-07-03', worker)).status).toBe(403);
    const bad = await put('3 July');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(MESSAGES.claimDate);
    const before = await put('2026-07-03');
    expect(before.status).toBe(200);
    expect(before.body.dates).toMatchObject({
      due_date: '2026-07-07', // 30/06 + 7: the later date
      payment_notice_deadline: '2026-07-12',
      final_date: '2026-07-24',
      pay_less_deadline: '2026-07-17',
    });
    const after = await put('2026-07-10');
    expect(after.body.dates).toMatchObject({
      due_date: '2026-07-10', // the claim: the later date
      payment_notice_deadline: '2026-07-15',
      final_date: '2026-07-27',
      pay_less_deadline: '2026-07-20',
    });
    const list = await request
      .get(`/api/applications?project_id=${project.id}&size=100`)
      .set(auth(supervisor));
    expect(list.body.items.find((i: { id: string }) => i.id === a.id).final_date).toBe('2026-07-27');
    await request
      .post(`/api/applications/${a.id}/notices`)
      .set(auth(supervisor))
      .send({ kind: 'payment', amount_pence: 100, notice_date: '2026-07-14' });
    const locked = await put('2026-07-03');
    expect(locked.status).toBe(409);
    expect(locked.body.detail).toBe(CLAIM_DATE_LOCKED);
  });
});

describe('the payee’s notice in default (s.110B)', () => {
  let templateId: string;
  let lineIds: string[];
  beforeAll(async () => {
    const t = await makeTemplate(project, supervisor.id, { terms: 'contract', payment_due_days: 14 });
    templateId = t.id;
    lineIds = t.lines.map((l) => l.id);
  });
  const give = (id: string, body: object, user = supervisor) =>
    request.post(`/api/applications/${id}/default-notice`).set(auth(user)).send(body);
  const BASIS = 'Application 1 as valued: 100% of the schedule, less 5% retention';

  it('over Easter 2026: given 08/04 postpones the final date 5 days (Good Friday, Easter Monday left out)', async () => {
    const a = await draft(templateId, lineIds, '2026-03-13');
    const early = await give(a.id, { notice_date: '2026-04-08', amount_pence: 1_000_000, basis: BASIS });
    expect(early.status).toBe(409);
    expect(early.body.detail).toContain('submitted application');
    await submit(a.id, { claim_date: '2026-03-13' });
    const before = await request.get(`/api/applications/${a.id}`).set(auth(supervisor));
    expect(before.body.dates).toMatchObject({
      due_date: '2026-03-27',
      payment_notice_deadline: '2026-04-01',
      final_date: '2026-04-15', // 17 days, 3 and 6 April left out
      pay_less_deadline: '2026-04-08',
      postponed_days: 0,
    });
    expect(before.body.can_give_default_notice).toBe(true);
    expect(before.body.warnings.map((w: { code: string }) => w.code)).toContain('no_payment_notice');

    expect(
      (await give(a.id, { notice_date: '2026-04-08', amount_pence: 1, basis: BASIS }, worker)).status,
    ).toBe(403);
    const noBasis = await give(a.id, { notice_date: '2026-04-08', amount_pence: 1_000_000, basis: ' ' });
    expect(noBasis.status).toBe(400);
    expect(JSON.stringify(noBasis.body)).toContain(MESSAGES.basisRequired);
    const tooBig = await give(a.id, { notice_date: '2026-04-08', amount_pence: 1e13 + 1, basis: BASIS });
    expect(tooBig.status).toBe(400);
    expect(JSON.stringify(tooBig.body)).toContain(MESSAGES.defaultAmount);
    const onTheDay = await give(a.id, { notice_date: '2026-04-01', amount_pence: 1_000_000, basis: BASIS });
    expect(onTheDay.status).toBe(400);
    expect(JSON.stringify(onTheDay.body)).toContain(`${DEFAULT_DATE_EARLY} (01/04/2026)`);
    const future = await give(a.id, { notice_date: '2999-01-01', amount_pence: 1_000_000, basis: BASIS });
    expect(future.status).toBe(400);
    expect(JSON.stringify(future.body)).toContain(DEFAULT_IN_FUTURE);

    const res = await give(a.id, { notice_date: '2026-04-08', amount_pence: 1_000_000, basis: BASIS });
    expect(res.status).toBe(201);
    // 2, (3 Good Friday), 4, 5, (6 Easter Monday), 7, 8 → 5 days after 01/04.
    expect(res.body.dates).toMatchObject({
      payment_notice_deadline: '2026-04-01',
      final_date: '2026-04-20',
      pay_less_deadline: '2026-04-13',
      postponed_days: 5,
    });
    expect(res.body.dates.final_rule).toContain('postponed 5 days');
    expect(res.body.notified_sum_pence).toBe(1_000_000);
    expect(res.body.notified_sum_basis).toContain('notice in default');
    expect(res.body.outstanding_pence).toBe(1_200_000); // £10,000 + VAT at 20%
    expect(res.body.notices[0]).toMatchObject({ kind: 'default', reason: BASIS, notice_date: '2026-04-08' });
    expect(res.body.can_give_default_notice).toBe(false);
    expect(res.body.warnings.map((w: { code: string }) => w.code)).not.toContain('no_payment_notice');

    const again = await give(a.id, { notice_date: '2026-04-09', amount_pence: 1, basis: BASIS });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(DEFAULT_ALREADY);
    const payment = await request
      .post(`/api/applications/${a.id}/notices`)
      .set(auth(supervisor))
      .send({ kind: 'payment', amount_pence: 1, notice_date: '2026-04-10' });
    expect(payment.status).toBe(409);
    expect(payment.body.detail).toBe(PAYMENT_AFTER_DEFAULT);

    const pdf = await pdfOf(`/api/applications/${a.id}/default-notice/pdf`, supervisor);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
    for (const words of [
      'Payee’s notice in default of a payment notice',
      's.110B',
      '01/04/2026',
      '08/04/2026',
      '£10,000.00',
      '£12,000.00',
      BASIS,
      '20/04/2026',
      '13/04/2026',
      'postponed by 5 days',
    ]) {
      expect(text).toContain(words);
    }
    const appBytes = (await pdfOf(`/api/applications/${a.id}/pdf`, supervisor)).body as Buffer;
    const appPdf = await pdfText(appBytes);
    expect(appPdf).toContain('Payee’s notice in'); // the notices table (the cell wraps before "default")
    expect(appPdf).toContain('The payee’s notice in default (s.110B)'); // the notified sum's basis
  });

  it('refused while the payer still has time, and when a payment notice was given; no PDF without one', async () => {
    // The next application of the template: its payment notice's latest date is still ahead.
    const b = await draft(templateId, lineIds, today());
    await submit(b.id);
    const early = await give(b.id, { notice_date: today(), amount_pence: 1, basis: BASIS });
    expect(early.status).toBe(409);
    expect(early.body.detail).toContain(DEFAULT_TOO_EARLY);
    expect(early.body.detail).toMatch(/the payer has until \d\d\/\d\d\/\d{4}/);
    expect((await pdfOf(`/api/applications/${b.id}/default-notice/pdf`, supervisor)).status).toBe(404);

    const t = await makeTemplate(project, supervisor.id);
    const c = await draft(
      t.id,
      t.lines.map((l) => l.id),
      '2026-01-30',
    );
    await submit(c.id, { claim_date: '2026-01-30' });
    await request
      .post(`/api/applications/${c.id}/notices`)
      .set(auth(supervisor))
      .send({ kind: 'payment', amount_pence: 1, notice_date: '2026-02-25' }); // late, but given
    const given = await give(c.id, { notice_date: '2026-03-01', amount_pence: 1, basis: BASIS });
    expect(given.status).toBe(409);
    expect(given.body.detail).toBe(DEFAULT_PAYMENT_GIVEN);
  });

  it('the overdue figures follow the postponed final date', async () => {
    const own = await createCompany();
    await setVatRegistered(own.id);
    const manager = await createUser(own, { role: 'manager' });
    const t = await makeTemplate(await makeProject(own), manager.id);
    const made = await request
      .post('/api/applications')
      .set(auth(manager))
      .send({
        template_id: t.id,
        valuation_date: '2025-01-31',
        lines: t.lines.map((l) => ({ line_id: l.id, percent: 10 })),
        variations: [],
        materials_on_site: [],
      });
    await request
      .post(`/api/applications/${made.body.id}/status`)
      .set(auth(manager))
      .send({ status: 'submitted', claim_date: '2025-01-31' });
    const overview = async () =>
      (await request.get('/api/applications/overview').set(auth(manager))).body as { overdue_count: number };
    expect((await overview()).overdue_count).toBe(1); // final date 03/03/2025 long past
    // Given today: postponed by every day since the latest date, so the final date is ahead again.
    const res = await request
      .post(`/api/applications/${made.body.id}/default-notice`)
      .set(auth(manager))
      .send({ notice_date: today(), amount_pence: 350_000, basis: '10% of the schedule' });
    expect(res.status).toBe(201);
    expect(res.body.dates.final_date > today()).toBe(true);
    expect((await overview()).overdue_count).toBe(0);
    const board = await request.get('/api/dashboard').set(auth(manager));
    const overdue = board.body.figures.find((f: { key: string }) => f.key === 'applications.overdue');
    expect(overdue?.count ?? 0).toBe(0);
  });
});

describe('VAT: the company setting and the 5% disregard per application', () => {
  /** Two lines: one not CIS-specified, one specified worth `cis` pence of the £10,000 supply. */
  const mixed = (cis: number) => ({
    vat_treatment: 'drc' as const,
    retention_percent: 0,
    lines: [
      {
        reference: 'M1',
        description: 'Off-site manufacture',
        contract_value_pence: 1_000_000 - cis,
        cis_specified: false,
      },
      { reference: 'M2', description: 'Fixing on site', contract_value_pence: cis },
    ],
  });

  it('4.99% CIS-specified: normal VAT on the whole application', async () => {
    const t = await makeTemplate(project, supervisor.id, mixed(49_900));
    const a = await draft(
      t.id,
      t.lines.map((l) => l.id),
      '2026-10-31',
    );
    expect(a.vat_treatment).toBe('standard');
    expect(a.vat_decision).toMatchObject({
      reverse_charge: false,
      cis_pence: 49_900,
      supply_pence: 1_000_000,
      cis_share_percent: '4.99',
    });
    expect(a.totals).toMatchObject({
      amount_due_pence: 1_000_000,
      vat_pence: 200_000,
      total_pence: 1_200_000,
    });
    expect((a.lines as { cis_specified: boolean }[]).map((l) => l.cis_specified)).toEqual([false, true]);
  });

  it('5.01% CIS-specified: the reverse charge on the whole; a variation coded moves the share', async () => {
    const t = await makeTemplate(project, supervisor.id, mixed(50_100));
    const a = await draft(
      t.id,
      t.lines.map((l) => l.id),
      '2026-10-31',
    );
    expect(a.vat_treatment).toBe('drc');
    expect(a.vat_decision).toMatchObject({ reverse_charge: true, cis_share_percent: '5.01' });
    expect(a.totals).toMatchObject({
      vat_pence: 0,
      reverse_charge_vat_pence: 200_000,
      total_pence: 1_000_000,
    });
    const pdf = await pdfText((await pdfOf(`/api/applications/${a.id}/pdf`, supervisor)).body as Buffer);
    expect(pdf).toContain('5.01%');
    expect(pdf).toContain('the domestic reverse charge applies to the whole supply');
    // A £200 variation not within CIS: 50,100 / 1,020,000 = 4.91…% → normal VAT on the whole.
    const edited = await request
      .put(`/api/applications/${a.id}`)
      .set(auth(supervisor))
      .send({
        valuation_date: '2026-10-31',
        lines: t.lines.map((l) => ({ line_id: l.id, percent: 100 })),
        variations: [
          {
            reference: 'V1',
            description: 'Supply only',
            value_pence: 20_000,
            status: 'approved',
            cis_specified: false,
          },
        ],
        materials_on_site: [],
      });
    expect(edited.status).toBe(200);
    expect(edited.body.vat_treatment).toBe('standard');
    expect(edited.body.vat_decision).toMatchObject({ cis_share_percent: '4.91', supply_pence: 1_020_000 });
    expect(edited.body.variations[0].cis_specified).toBe(false);
    expect(edited.body.totals.vat_pence).toBe(204_000);
  });

  it('a company not registered for VAT charges none, and the PDF says so', async () => {
    const own = await createCompany();
    await setVatRegistered(own.id, false);
    const manager = await createUser(own, { role: 'manager' });
    const t = await makeTemplate(await makeProject(own), manager.id, { vat_treatment: 'drc' });
    const res = await request
      .post('/api/applications')
      .set(auth(manager))
      .send({
        template_id: t.id,
        valuation_date: '2026-10-31',
        lines: t.lines.map((l) => ({ line_id: l.id, percent: 10 })),
        variations: [],
        materials_on_site: [],
      });
    expect(res.status).toBe(201);
    expect(res.body.vat_treatment).toBe('not_registered');
    expect(res.body.vat_decision).toBeNull();
    expect(res.body.totals).toMatchObject({
      amount_due_pence: 332_500, // £35,000 × 10% less 5% retention
      vat_pence: 0,
      reverse_charge_vat_pence: 0,
      total_pence: 332_500,
      vat_wording: NOT_VAT_REGISTERED_WORDING,
    });
    await request
      .post(`/api/applications/${res.body.id}/status`)
      .set(auth(manager))
      .send({ status: 'submitted' });
    const read = await request.get(`/api/applications/${res.body.id}`).set(auth(manager));
    expect(read.body.outstanding_pence).toBe(332_500);
    const pdf = await pdfText((await pdfOf(`/api/applications/${res.body.id}/pdf`, manager)).body as Buffer);
    expect(pdf).toContain(NOT_VAT_REGISTERED_WORDING);
    const overview = await request.get('/api/applications/overview').set(auth(manager));
    expect(overview.body.outstanding_pence).toBe(332_500);
  });
});

describe('input limits', () => {
  it('values beyond the columns’ ranges are 400 with the message, never 500', async () => {
    const t = await makeTemplate(project, supervisor.id);
    const tooBig = await request
      .post('/api/application-templates')
      .set(auth(supervisor))
      .send({
        project_id: project.id,
        name: 'Too big',
        lines: [{ reference: 'X', description: 'X', contract_value_pence: 1e13 + 1 }],
        retention_percent: 5,
        vat_treatment: 'standard',
        terms: 'contract',
        payment_due_days: 14,
        payment_final_days: 17,
        pay_less_days: 7,
        region: 'england-and-wales',
      });
    expect(tooBig.status).toBe(400);
    expect(JSON.stringify(tooBig.body)).toContain(MESSAGES.contractValue);
    const a = await draft(
      t.id,
      t.lines.map((l) => l.id),
      '2026-10-31',
    );
    const reason = await request
      .post(`/api/applications/${a.id}/status`)
      .set(auth(supervisor))
      .send({ status: 'submitted', reason: 'x'.repeat(2001) });
    expect(reason.status).toBe(400);
    expect(JSON.stringify(reason.body)).toContain(MESSAGES.statusReasonLength);
    const coded = await request
      .put(`/api/applications/${a.id}`)
      .set(auth(supervisor))
      .send({
        valuation_date: '2026-10-31',
        lines: [],
        variations: [
          { reference: 'V', description: 'V', value_pence: 1, status: 'approved', cis_specified: 'yes' },
        ],
        materials_on_site: [],
      });
    expect(coded.status).toBe(400);
    expect(JSON.stringify(coded.body)).toContain(MESSAGES.cisSpecified);
  });
});
