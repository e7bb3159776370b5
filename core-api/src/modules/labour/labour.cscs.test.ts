// /api timesheets and the CSCS card on real Postgres (issue 35, decision 0064): a card expired by the last day
// worked blocks approval (409 naming the dates) unless a manager overrides with a reason, which is kept on the
// sheet and in its activity; a supervisor cannot override; a card that expired after the week does not block;
// cards expiring within 30 days warn; bulk approval runs each sheet through the same rules (CSCS, segregation of
// duties) in its own transaction and answers per sheet.
import { beforeAll, describe, expect, it } from 'vitest';
import { Activity, type Company, type Project, type User } from '../../models/index.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { lastDayWorked } from './labour-cscs.js';
import { makeOperative, makeTimesheet } from './labour.fixtures.js';
import { Timesheet } from './timesheet.model.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let project: Project;
const u = {} as Record<'supervisor' | 'manager' | 'worker', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });
const WEEK = '2026-11-02'; // a Monday
const status = (user: User, id: string, body: object) =>
  request.post(`/api/timesheets/${id}/status`).set(auth(user)).send(body);

beforeAll(async () => {
  company = await createCompany();
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  u.worker = await createUser(company, { role: 'worker' });
  project = await makeProject(company, []);
});

describe('the date that counts', () => {
  it('is the last day with hours, or the Sunday when only overtime was entered', () => {
    expect(lastDayWorked(WEEK, [8, 8, 8, 0, 0, 0, 0])).toBe('2026-11-04');
    expect(lastDayWorked(WEEK, [8, 8, 8, 8, 8, 4, 0])).toBe('2026-11-07');
    expect(lastDayWorked(WEEK, [0, 0, 0, 0, 0, 0, 0])).toBe('2026-11-08');
  });
});

describe('an expired CSCS card', () => {
  it('blocks approval with 409 and the dates, and the answer says so before anyone tries', async () => {
    const op = await makeOperative(company, { expiry: '2026-11-03', supplier: null });
    op.name = 'Dai Evans';
    await op.save();
    const sheet = await makeTimesheet(op, project, 'submitted', WEEK, [8, 8, 8, 8, 8, 0, 0]);
    const read = await request.get(`/api/timesheets?operative_id=${op.id}`).set(auth(u.supervisor));
    const row = read.body.items[0];
    expect(row.cscs_block).toBe(
      'Dai Evans’s CSCS card expired on 03/11/2026, before 06/11/2026, the last day worked this week: ' +
        'a manager must override it with a reason to approve this timesheet',
    );
    expect(row.can_override_cscs).toBe(false);
    expect(row.status_moves).toEqual(['rejected', 'draft']);
    const res = await status(u.supervisor, sheet.id, { status: 'approved' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(row.cscs_block);
    expect((await Timesheet.findByPk(sheet.id))!.status).toBe('submitted');
  });

  it('a supervisor cannot override it, even with a reason (403), and nothing changes', async () => {
    const op = await makeOperative(company, { expiry: '2026-10-01', supplier: null });
    const sheet = await makeTimesheet(op, project, 'submitted', WEEK);
    const res = await status(u.supervisor, sheet.id, {
      status: 'approved',
      cscs_override_reason: 'Saw the renewal',
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Only a manager can approve a timesheet over an expired CSCS card');
    const after = (await Timesheet.findByPk(sheet.id))!;
    expect(after.status).toBe('submitted');
    expect(after.cscs_override_reason).toBeNull();
  });

  it('a manager approves it with a reason: approved, costed, the reason kept on the sheet and in its activity', async () => {
    const op = await makeOperative(company, { expiry: '2026-10-01', supplier: null });
    const sheet = await makeTimesheet(op, project, 'submitted', WEEK);
    const read = await request.get(`/api/timesheets?operative_id=${op.id}`).set(auth(u.manager));
    expect(read.body.items[0].can_override_cscs).toBe(true);
    expect(read.body.items[0].status_moves).toContain('approved');
    const noReason = await status(u.manager, sheet.id, { status: 'approved' });
    expect(noReason.status).toBe(409);
    const res = await status(u.manager, sheet.id, {
      status: 'approved',
      cscs_override_reason: 'Renewal card seen at the gate on 02/11, CSCS record updated',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    expect(res.body.cscs_override_reason).toBe('Renewal card seen at the gate on 02/11, CSCS record updated');
    expect(res.body.cscs_block).toBeNull();
    expect(res.body.cost_pence).toBeGreaterThan(0);
    const after = (await Timesheet.findByPk(sheet.id))!;
    expect(after.cscs_override_by).toBe(u.manager.id);
    expect(after.cscs_override_at).not.toBeNull();
    const acts = await Activity.findAll({ where: { entity_type: 'timesheet', entity_id: sheet.id } });
    const override = acts.find((a) => a.action === 'cscs_overridden');
    expect(override?.reason).toBe('Renewal card seen at the gate on 02/11, CSCS record updated');
    expect(override?.actor_id).toBe(u.manager.id);
  });

  it('a card that expired after the last day worked does not block, nor does a card expiring on it', async () => {
    const op = await makeOperative(company, { expiry: '2026-11-04', supplier: null });
    const sheet = await makeTimesheet(op, project, 'submitted', WEEK, [8, 8, 8, 0, 0, 0, 0]);
    const res = await status(u.supervisor, sheet.id, { status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.cscs_override_reason).toBeNull();
  });
});

describe('expiring cards', () => {
  it('warn on the timesheet and the operative within 30 days, not after', async () => {
    const today = londonDate();
    const soon = await makeOperative(company, { expiry: addDays(today, 30), supplier: null });
    const later = await makeOperative(company, { expiry: addDays(today, 31), supplier: null });
    await makeTimesheet(soon, project, 'submitted', WEEK);
    const sheets = await request.get(`/api/timesheets?operative_id=${soon.id}`).set(auth(u.supervisor));
    expect(sheets.body.items[0].operative.cscs_state).toBe('expiring');
    expect(sheets.body.items[0].cscs_block).toBeNull();
    const a = await request.get(`/api/operatives/${soon.id}`).set(auth(u.supervisor));
    const b = await request.get(`/api/operatives/${later.id}`).set(auth(u.supervisor));
    expect(a.body.cscs_state).toBe('expiring');
    expect(b.body.cscs_state).toBe('valid');
  });
});

describe('bulk approval', () => {
  it('approves each sheet on its own and reports per sheet what was refused and why', async () => {
    const good1 = await makeOperative(company, { supplier: null });
    const good2 = await makeOperative(company, { supplier: null });
    const expired = await makeOperative(company, { expiry: '2026-10-01', supplier: null });
    const mine = await makeOperative(company, { supplier: null, userId: u.supervisor.id });
    const a = await makeTimesheet(good1, project, 'submitted', WEEK);
    const b = await makeTimesheet(good2, project, 'submitted', WEEK);
    const c = await makeTimesheet(expired, project, 'submitted', WEEK);
    const d = await makeTimesheet(mine, project, 'submitted', WEEK);
    // Entered by the supervisor for another operative: theirs to send, never theirs to approve.
    const entered = await makeTimesheet(
      await makeOperative(company, { supplier: null }),
      project,
      'submitted',
      WEEK,
    );
    await entered.update({ created_by: u.supervisor.id });
    const draft = await makeTimesheet(good1, project, 'draft', '2026-11-09');
    const other = await makeTimesheet(
      await makeOperative(await createCompany(), { supplier: null }),
      await makeProject(await createCompany(), []),
      'submitted',
      WEEK,
    );
    const res = await request
      .post('/api/timesheets/bulk-status')
      .set(auth(u.supervisor))
      .send({ ids: [a.id, b.id, c.id, d.id, entered.id, draft.id, other.id], status: 'approved' });
    expect(res.status).toBe(200);
    const by = Object.fromEntries(
      (res.body.results as { id: string; done: boolean; message: string | null }[]).map((r) => [r.id, r]),
    );
    expect(by[a.id]).toMatchObject({ done: true, message: null });
    expect(by[b.id]).toMatchObject({ done: true, message: null });
    expect(by[c.id]?.done).toBe(false);
    expect(by[c.id]?.message).toMatch(/CSCS card expired on 01\/10\/2026.*a manager must override it/);
    expect(by[d.id]).toMatchObject({
      done: false,
      message: 'This timesheet pays you, so someone else must approve it',
    });
    expect(by[entered.id]).toMatchObject({
      done: false,
      message: 'You raised this timesheet, so someone else must approve it',
    });
    expect(by[draft.id]).toMatchObject({
      done: false,
      message: 'Cannot change status from draft to approved',
    });
    expect(by[other.id]).toMatchObject({ done: false, message: 'Timesheet not found' });
    const statuses = await Timesheet.findAll({
      where: { id: [a.id, b.id, c.id, d.id, entered.id, draft.id] },
    });
    const s = Object.fromEntries(statuses.map((t) => [t.id, t.status]));
    expect(s).toEqual({
      [a.id]: 'approved',
      [b.id]: 'approved',
      [c.id]: 'submitted',
      [d.id]: 'submitted',
      [entered.id]: 'submitted',
      [draft.id]: 'draft',
    });
  });

  it('never overrides an expired card, not even for a manager: an override is one sheet at a time, with a reason', async () => {
    const expired = await makeOperative(company, { expiry: '2026-10-01', supplier: null });
    const sheet = await makeTimesheet(expired, project, 'submitted', '2026-11-23');
    const res = await request
      .post('/api/timesheets/bulk-status')
      .set(auth(u.manager))
      .send({ ids: [sheet.id], status: 'approved', cscs_override_reason: 'Seen the renewal' });
    expect(res.status).toBe(200);
    expect(res.body.results[0].done).toBe(false);
    expect(res.body.results[0].message).toMatch(
      /CSCS card expired on 01\/10\/2026.*a manager must override it/,
    );
    const after = (await Timesheet.findByPk(sheet.id))!;
    expect(after.status).toBe('submitted');
    expect(after.cscs_override_reason).toBeNull();
  });

  it('rejects in bulk with the reason, needs one (each refused), and is not a worker’s', async () => {
    const op = await makeOperative(company, { supplier: null });
    const x = await makeTimesheet(op, project, 'submitted', '2026-11-16');
    const noReason = await request
      .post('/api/timesheets/bulk-status')
      .set(auth(u.supervisor))
      .send({ ids: [x.id], status: 'rejected' });
    expect(noReason.body.results[0]).toMatchObject({ done: false, message: 'Reason is required' });
    const ok = await request
      .post('/api/timesheets/bulk-status')
      .set(auth(u.supervisor))
      .send({ ids: [x.id], status: 'rejected', reason: 'Friday hours missing' });
    expect(ok.body.results[0].done).toBe(true);
    expect((await Timesheet.findByPk(x.id))!.status_reason).toBe('Friday hours missing');
    const worker = await request
      .post('/api/timesheets/bulk-status')
      .set(auth(u.worker))
      .send({ ids: [x.id], status: 'approved' });
    expect(worker.status).toBe(403);
    const empty = await request
      .post('/api/timesheets/bulk-status')
      .set(auth(u.supervisor))
      .send({ ids: [], status: 'approved' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Choose at least one timesheet');
  });
});
