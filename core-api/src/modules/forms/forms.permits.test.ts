// /api on real Postgres, decision 0089: the `plant_item` field (the company's register items only: 400 in
// checkAnswers' words; read back as "ASSET-NO Description", in the PDF too), the form's plant picker (the
// project's plant first, no money), a failed plant pre-use check taking the item off use (allocation 409 until a
// supervisor clears it with a note — a worker cannot, 403; another company's item 404; clearing twice 409; a
// passing check clears nothing), and the permit to work's states: issued on approval, put in force by the holder
// or a supervisor (not before valid-from, never after expiry), closed with a note, `expired` derived on read —
// at the very minute of expiry and across the October clock change — with its history in the answer and the PDF.
import { beforeAll, describe, expect, it } from 'vitest';
import { Activity, type Company, type Project, type User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfText } from '../../test/pdf-text.js';
import { Notification } from '../notifications/index.js';
import { makeItem, makeRequest } from '../plant/plant.fixtures.js';
import { PlantItem } from '../plant/plant-item.model.js';
import { PlantOffUse } from '../plant/plant-off-use.model.js';
import { FormTemplateVersion } from './form-template-version.model.js';
import { FormTemplate } from './form-template.model.js';
import { makePermit, permitAnswers, testPng } from './forms.fixtures.js';
import { PRE_USE_FAIL, PRE_USE_PASS } from './forms.library.js';
import { PERMIT_MESSAGES, londonInstant, permitView } from './forms.permits.js';
import { ensureBuiltins } from './forms.service.js';

const sequelize = testDatabase({ own: true });
const { request } = testApp(sequelize);

let company: Company;
let otherCompany: Company;
let project: Project;
let offProject: Project;
const u = {} as Record<'worker' | 'other' | 'supervisor' | 'supervisor2' | 'stranger', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });

beforeAll(async () => {
  company = await createCompany();
  otherCompany = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.other = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.supervisor2 = await createUser(company, { role: 'supervisor' });
  u.stranger = await createUser(otherCompany, { role: 'supervisor' });
  project = await makeProject(company, [u.worker.id, u.other.id]);
  offProject = await makeProject(company, [u.other.id]);
});

async function template(key: 'plant_pre_use_check' | 'permit_to_work') {
  await ensureBuiltins(sequelize, company.id);
  const t = (await FormTemplate.findOne({ where: { company_id: company.id, builtin_key: key } }))!;
  const v = (await FormTemplateVersion.findOne({
    where: { template_id: t.id, version: t.current_version },
  }))!;
  return { template: t, version: v };
}

async function signature(user: User = u.worker): Promise<{ upload_id: string }> {
  const res = await request
    .post('/api/form-photos')
    .set(auth(user))
    .field('project_id', project.id)
    .field('kind', 'signature')
    .attach('file', await testPng(), 'signature.png');
  expect(res.status).toBe(201);
  return { upload_id: res.body.upload_id as string };
}

const CHECKS = {
  fluids: 'Pass',
  tyres_tracks: 'Pass',
  lights_beacon_horn: 'Pass',
  brakes_steering: 'Fail',
  controls: 'Pass',
  guards_structure: 'Pass',
  seat_belt_rops: 'Pass',
  attachments: 'Pass',
  leaks_damage: 'Fail',
};

async function preUseCheck(itemId: string, result: string, defects: string | null, submit = true) {
  const { template: t } = await template('plant_pre_use_check');
  return request
    .post('/api/form-submissions')
    .set(auth(u.worker))
    .send({
      template_id: t.id,
      project_id: project.id,
      submit,
      answers: {
        plant_item: itemId,
        checked_on: '2026-11-29',
        ...CHECKS,
        defects,
        result,
        operator_signature: await signature(),
      },
    });
}

describe('plant_item answers and the plant picker', () => {
  it('refuses an unknown item or another company’s (400 in the field’s words)', async () => {
    const theirs = await makeItem(otherCompany);
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000001']) {
      const res = await preUseCheck(id, PRE_USE_PASS, null, false);
      expect(res.status).toBe(400);
      expect(res.body.detail).toContain('Plant item must be chosen from the plant register');
    }
    const notId = await preUseCheck('JCB-1', PRE_USE_PASS, null, false);
    expect(notId.status).toBe(400);
    expect(notId.body.detail).toContain('Plant item must be chosen from the plant register');
  });

  it('lists the project’s plant first, with no money, for a worker on the project only', async () => {
    const here = await makeItem(company, {
      asset_number: 'AAA-LAST-HERE',
      status: 'on_hire',
      current_project_id: project.id,
    });
    const elsewhere = await makeItem(company, { asset_number: 'AAA-000-ELSEWHERE' });
    const gone = await makeItem(company, { asset_number: 'AAA-000-GONE', status: 'disposed' });
    expect((await request.get(`/api/plant/items/for-forms?project_id=${project.id}`)).status).toBe(401);
    const bad = await request.get('/api/plant/items/for-forms?project_id=nope').set(auth(u.worker));
    expect(bad.status).toBe(400);
    const off = await request
      .get(`/api/plant/items/for-forms?project_id=${offProject.id}`)
      .set(auth(u.worker));
    expect(off.status).toBe(404);
    const res = await request
      .get(`/api/plant/items/for-forms?project_id=${project.id}&search=aaa-`)
      .set(auth(u.worker));
    expect(res.status).toBe(200);
    const ids = (res.body as { id: string }[]).map((i) => i.id);
    expect(ids[0]).toBe(here.id);
    expect(ids).toContain(elsewhere.id);
    expect(ids).not.toContain(gone.id);
    expect(res.body[0]).toMatchObject({
      on_this_project: true,
      project: { id: project.id },
      off_use: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/pence|rate/);
  });
});

describe('a failed pre-use check takes the item off use until a supervisor clears it', () => {
  it('failed check → allocation 409 → worker 403 → clear with a note → allocation works', async () => {
    const item = await makeItem(company, { asset_number: 'EX-0007' });
    const failed = await preUseCheck(item.id, PRE_USE_FAIL, 'Hydraulic hose weeping at the boom ram');
    expect(failed.status).toBe(201);
    expect(failed.body.answer_labels).toEqual({ plant_item: 'EX-0007 Fixture telehandler' });
    const reference = failed.body.reference as string;

    await item.reload();
    expect(item.off_use_at).not.toBeNull();
    expect(item).toMatchObject({
      off_use_reason: 'Hydraulic hose weeping at the boom ram',
      off_use_reference: reference,
      off_use_submission_id: failed.body.id,
      off_use_by: u.worker.id,
    });
    expect(
      await Activity.count({ where: { entity_type: 'plant_item', entity_id: item.id, action: 'off_use' } }),
    ).toBe(1);
    const told = await Notification.findAll({ where: { user_id: u.supervisor.id, type: 'plant_item' } });
    expect(told.map((n) => n.title)).toContain(
      `EX-0007 is off use: it failed its pre-use check (${reference})`,
    );
    expect(await Notification.count({ where: { user_id: u.worker.id, type: 'plant_item' } })).toBe(0);

    // The register and the requests say why.
    const shown = await request.get(`/api/plant/items/${item.id}`).set(auth(u.supervisor));
    expect(shown.body.off_use).toMatchObject({ reference, reason: 'Hydraulic hose weeping at the boom ram' });
    expect(shown.body.can_clear_off_use).toBe(true);
    const asWorker = await request.get(`/api/plant/items/${item.id}`).set(auth(u.worker));
    expect(asWorker.body.can_clear_off_use).toBe(false);

    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date());
    const wanted = await makeRequest(company, project.id, u.worker.id);
    const refused = await request
      .post(`/api/plant/requests/${wanted.id}/approve`)
      .set(auth(u.supervisor))
      .send({ fulfilment: 'allocation', plant_item_id: item.id });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      `EX-0007 cannot be allocated: it failed its pre-use check on ${today} (${reference}). A supervisor must clear it first`,
    );

    // A passing check does not clear it.
    expect((await preUseCheck(item.id, PRE_USE_PASS, null)).status).toBe(201);
    expect((await item.reload()).off_use_at).not.toBeNull();

    const byWorker = await request
      .post(`/api/plant/items/${item.id}/clear-off-use`)
      .set(auth(u.worker))
      .send({ note: 'Fixed it' });
    expect(byWorker.status).toBe(403);
    const stranger = await request
      .post(`/api/plant/items/${item.id}/clear-off-use`)
      .set(auth(u.stranger))
      .send({ note: 'Fixed it' });
    expect(stranger.status).toBe(404);
    const noNote = await request
      .post(`/api/plant/items/${item.id}/clear-off-use`)
      .set(auth(u.supervisor))
      .send({ note: '  ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.detail).toContain('A note is required: say what was done about the defect');

    const cleared = await request
      .post(`/api/plant/items/${item.id}/clear-off-use`)
      .set(auth(u.supervisor))
      .send({ note: 'Hose replaced by fitter, tested under load' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.off_use).toBeNull();
    const spells = await PlantOffUse.findAll({ where: { plant_item_id: item.id } });
    expect(spells).toHaveLength(1);
    expect(spells[0]).toMatchObject({
      cleared_by: u.supervisor.id,
      note: 'Hose replaced by fitter, tested under load',
      off_use_reference: reference,
    });
    const history = await request.get(`/api/plant/items/${item.id}/off-use-history`).set(auth(u.worker));
    expect(history.body[0]).toMatchObject({ note: 'Hose replaced by fitter, tested under load', reference });
    expect(
      await Activity.count({
        where: { entity_type: 'plant_item', entity_id: item.id, action: 'off_use_cleared' },
      }),
    ).toBe(1);

    const again = await request
      .post(`/api/plant/items/${item.id}/clear-off-use`)
      .set(auth(u.supervisor))
      .send({ note: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('EX-0007 is not off use');

    const allocated = await request
      .post(`/api/plant/requests/${wanted.id}/approve`)
      .set(auth(u.supervisor))
      .send({ fulfilment: 'allocation', plant_item_id: item.id });
    expect(allocated.status).toBe(200);
    expect((await PlantItem.findByPk(item.id))!.status).toBe('on_hire');
  });

  it('prints the item as "ASSET-NO Description" in the PDF of a failed check', async () => {
    const item = await makeItem(company, { asset_number: 'DMP-0042' });
    const failed = await preUseCheck(item.id, PRE_USE_FAIL, 'Seat belt buckle broken');
    const pdf = await request
      .get(`/api/form-submissions/${failed.body.id}/pdf`)
      .set(auth(u.supervisor))
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('DMP-0042 Fixture telehandler');
    expect(text).toContain(PRE_USE_FAIL);
  });
});

describe('permit times in London', () => {
  it('reads wall-clock times in BST and GMT, and across both changes', () => {
    expect(londonInstant('2026-07-01', '09:00')!.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(londonInstant('2026-12-01', '09:00')!.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    // 25 October 2026: 01:30 happens twice; the first (BST) pass, so a permit never runs longer than written.
    expect(londonInstant('2026-10-25', '01:30')!.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // 29 March 2026: 01:30 does not exist; read as 02:30 BST.
    expect(londonInstant('2026-03-29', '01:30')!.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('is expired at the very minute of expiry, not a minute before', () => {
    const answers = { expires_date: '2026-11-29', expires_time: '18:00' };
    expect(permitView('in_force', answers, new Date('2026-11-29T17:59:59.999Z'))).toBe('in_force');
    expect(permitView('in_force', answers, new Date('2026-11-29T18:00:00.000Z'))).toBe('expired');
    expect(permitView('issued', answers, new Date('2026-11-29T18:00:00.000Z'))).toBe('expired');
    expect(permitView('closed', answers, new Date('2026-11-29T18:00:00.000Z'))).toBe('closed');
  });

  it('counts a night shift across the October change in GMT after it', () => {
    // Expires 06:00 on Sunday 25 October 2026, after the clocks went back: 06:00 GMT = 06:00 UTC.
    const answers = { expires_date: '2026-10-25', expires_time: '06:00' };
    expect(permitView('in_force', answers, new Date('2026-10-25T05:30:00Z'))).toBe('in_force');
    expect(permitView('in_force', answers, new Date('2026-10-25T06:00:00Z'))).toBe('expired');
    // And a summer-time expiry before the March change is read in GMT, after it in BST.
    const spring = { expires_date: '2026-03-29', expires_time: '08:00' };
    expect(permitView('in_force', spring, new Date('2026-03-29T06:59:00Z'))).toBe('in_force');
    expect(permitView('in_force', spring, new Date('2026-03-29T07:00:00Z'))).toBe('expired');
  });
});

/** A permit application by the worker on the project, sent or issued (the send path is tested through the API). */
const sentPermit = (fromHours: number, untilHours: number, state: 'issued' | null = null) =>
  makePermit(project, u.worker.id, fromHours, untilHours, state);

const movePermit = (id: string, user: User, to: string, note?: string) =>
  request.post(`/api/form-submissions/${id}/permit`).set(auth(user)).send({ to, note });

describe('permit to work states', () => {
  it('is applied for, issued on approval, put in force, closed with a note, with its history', async () => {
    const { template: t } = await template('permit_to_work');
    const backwards = await request
      .post('/api/form-submissions')
      .set(auth(u.worker))
      .send({
        template_id: t.id,
        project_id: project.id,
        submit: true,
        answers: { ...permitAnswers(2, 1), holder_signature: await signature() },
      });
    expect(backwards.status).toBe(400);
    expect(backwards.body.detail).toContain(PERMIT_MESSAGES.expiresBeforeFrom);

    const applied = await request
      .post('/api/form-submissions')
      .set(auth(u.worker))
      .send({
        template_id: t.id,
        project_id: project.id,
        submit: true,
        answers: { ...permitAnswers(-1, 8), holder_signature: await signature() },
      });
    expect(applied.status).toBe(201);
    expect(applied.body.permit).toBeNull();
    const id = applied.body.id as string;
    expect((await movePermit(id, u.worker, 'in_force')).body.detail).toBe(PERMIT_MESSAGES.notIssued);

    const approved = await request
      .post(`/api/form-submissions/${id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'approved' });
    expect(approved.status).toBe(200);
    // The supervisor who issued it may put it in force too; the holder may; another worker may not.
    expect(approved.body.permit).toMatchObject({ state: 'issued', can_put_in_force: true, can_close: true });
    const holderView = await request.get(`/api/form-submissions/${id}`).set(auth(u.worker));
    expect(holderView.body.permit).toMatchObject({
      state: 'issued',
      can_put_in_force: true,
      can_close: true,
    });
    const otherView = await request.get(`/api/form-submissions/${id}`).set(auth(u.other));
    expect(otherView.body.permit).toMatchObject({ can_put_in_force: false, can_close: false });

    expect((await movePermit(id, u.other, 'in_force')).status).toBe(403);
    expect((await movePermit(id, u.stranger, 'in_force')).status).toBe(404);
    const bad = await movePermit(id, u.worker, 'expired');
    expect(bad.status).toBe(400);

    const inForce = await movePermit(id, u.worker, 'in_force', 'Started after briefing');
    expect(inForce.status).toBe(200);
    expect(inForce.body.permit.state).toBe('in_force');
    const again = await movePermit(id, u.worker, 'in_force');
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This permit is already in force');

    const listed = await request.get('/api/form-submissions?permits_in_force=true').set(auth(u.supervisor));
    expect(listed.body.items.map((s: { id: string }) => s.id)).toContain(id);

    const noNote = await movePermit(id, u.supervisor, 'closed');
    expect(noNote.status).toBe(400);
    expect(noNote.body.detail).toContain(PERMIT_MESSAGES.closingNote);
    const closed = await movePermit(
      id,
      u.supervisor,
      'closed',
      'Work finished, fire watch done, area left safe',
    );
    expect(closed.status).toBe(200);
    expect(closed.body.permit).toMatchObject({ state: 'closed', can_put_in_force: false, can_close: false });
    expect(closed.body.permit.history.map((h: { to: string }) => h.to)).toEqual([
      'issued',
      'in_force',
      'closed',
    ]);
    expect(closed.body.permit.history[2].note).toBe('Work finished, fire watch done, area left safe');
    const reopen = await movePermit(id, u.worker, 'in_force');
    expect(reopen.status).toBe(409);
    expect(reopen.body.detail).toBe('Cannot change status from closed to in force');
    const after = await request.get('/api/form-submissions?permits_in_force=true').set(auth(u.supervisor));
    expect(after.body.items.map((s: { id: string }) => s.id)).not.toContain(id);
    expect(
      await Activity.count({
        where: {
          entity_type: 'form_submission',
          entity_id: id,
          action: ['permit_issued', 'permit_in_force', 'permit_closed'],
        },
      }),
    ).toBe(3);

    const pdf = await request
      .get(`/api/form-submissions/${id}/pdf`)
      .set(auth(u.worker))
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Permit state');
    expect(text).toContain('Closed');
    expect(text).toContain('Work finished, fire watch done, area left safe');
  });

  it('cannot be put in force before valid-from, nor after expiry; an expired permit can only be closed', async () => {
    const early = await sentPermit(3, 10, 'issued');
    const notYet = await movePermit(early.id, u.worker, 'in_force');
    expect(notYet.status).toBe(409);
    expect(notYet.body.detail).toMatch(
      /^This permit is not valid until \d\d\/\d\d\/\d{4} \d\d:\d\d: it cannot be put in force yet$/,
    );

    const late = await sentPermit(-10, -1, 'issued');
    const read = await request.get(`/api/form-submissions/${late.id}`).set(auth(u.worker));
    expect(read.body.permit).toMatchObject({ state: 'expired', can_put_in_force: false, can_close: true });
    const expired = await movePermit(late.id, u.worker, 'in_force');
    expect(expired.status).toBe(409);
    expect(expired.body.detail).toMatch(/^This permit expired at .*: it can only be closed$/);
    expect((await movePermit(late.id, u.worker, 'closed', 'Not started; permit lapsed')).status).toBe(200);

    const stale = await sentPermit(-10, -1);
    const issue = await request
      .post(`/api/form-submissions/${stale.id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'approved' });
    expect(issue.status).toBe(409);
    expect(issue.body.detail).toMatch(/: it cannot be issued. Apply for a new permit$/);
  });

  it('is no permit for another form', async () => {
    const item = await makeItem(company);
    const check = await preUseCheck(item.id, PRE_USE_PASS, null);
    const res = await movePermit(check.body.id, u.supervisor, 'closed', 'x');
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(PERMIT_MESSAGES.notPermit);
  });
});
