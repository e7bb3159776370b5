// Notifications made from activities by the projects module's rules, and the REST calls on them.
import { QueryTypes } from 'sequelize';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProjectTeamMember, type User } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';

// Its own database: the push job must be taken by this file's app (its sender), not another file's.
const sequelize = testDatabase({ own: true });
const { request } = testApp(sequelize);

let manager: User;
let worker: User;
let supervisor: User;
let bystander: User;
let outsider: User;
let projectId: string;

beforeAll(async () => {
  const company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
  worker = await createUser(company, { role: 'worker' });
  supervisor = await createUser(company, { role: 'supervisor' });
  bystander = await createUser(company, { role: 'worker' });
  outsider = await createUser(await createCompany(), { role: 'admin' });
  const res = await request
    .post('/api/projects')
    .set('Authorization', bearer(manager))
    .send({ name: 'Quayside Depot' });
  projectId = res.body.id;
  for (const u of [worker, supervisor, manager]) {
    await ProjectTeamMember.create({ company_id: company.id, project_id: projectId, user_id: u.id });
  }
});

const list = (u: User, query = '') =>
  request.get(`/api/notifications${query}`).set('Authorization', bearer(u));
const unread = async (u: User) =>
  (await request.get('/api/notifications/unread-count').set('Authorization', bearer(u))).body
    .unread as number;

describe('notifications from project changes', () => {
  it('tells the team about a note they may read — not its author, not people off the team', async () => {
    await request
      .post(`/api/projects/${projectId}/notes`)
      .set('Authorization', bearer(manager))
      .send({ content: 'Scaffold inspection at 10:00', visibility_level: 'worker' });
    await request
      .post(`/api/projects/${projectId}/notes`)
      .set('Authorization', bearer(manager))
      .send({ content: 'Supervisors: budget review', visibility_level: 'supervisor' });

    const forWorker = await list(worker);
    expect(forWorker.status).toBe(200);
    expect(forWorker.body.items).toHaveLength(1);
    expect(forWorker.body.items[0]).toMatchObject({
      type: 'project_note',
      title: expect.stringMatching(/^New note on P-\d{4} Quayside Depot$/),
      body: 'Scaffold inspection at 10:00',
      read: false,
      link: `/app/projects/${projectId}`,
      payload: { type: 'project_note', project_id: projectId, form_submission_id: null },
    });
    expect((await list(supervisor)).body.items.map((n: { body: string }) => n.body)).toEqual([
      'Supervisors: budget review',
      'Scaffold inspection at 10:00',
    ]);
    expect((await list(manager)).body.total).toBe(0);
    expect((await list(bystander)).body.total).toBe(0);
    expect((await list(outsider)).body.total).toBe(0);
  });

  it('tells the team when the project changes status', async () => {
    await request
      .put(`/api/projects/${projectId}`)
      .set('Authorization', bearer(manager))
      .send({ status: 'active' });
    const items = (await list(worker, '?unread=true')).body.items as { type: string; title: string }[];
    expect(items[0]).toMatchObject({
      type: 'project_updated',
      title: expect.stringMatching(/is now active$/),
    });
  });

  it('counts unread, marks one read, then all; another user’s notification is 404', async () => {
    const before = await unread(worker);
    expect(before).toBeGreaterThanOrEqual(2);
    const first = (await list(worker)).body.items[0] as { id: string };
    expect(
      (await request.post(`/api/notifications/${first.id}/read`).set('Authorization', bearer(supervisor)))
        .status,
    ).toBe(404);
    const read = await request
      .post(`/api/notifications/${first.id}/read`)
      .set('Authorization', bearer(worker));
    expect(read.status).toBe(200);
    expect(read.body.read).toBe(true);
    expect(await unread(worker)).toBe(before - 1);
    const all = await request.post('/api/notifications/read-all').set('Authorization', bearer(worker));
    expect(all.body.updated).toBe(before - 1);
    expect(await unread(worker)).toBe(0);
    expect(await unread(supervisor)).toBeGreaterThan(0);
  });
});

describe('pushes with the default adapter', () => {
  it('keeps the push in the outbox table for each registered device', async () => {
    await request
      .post('/api/push-tokens')
      .set('Authorization', bearer(worker))
      .send({ token: 'wrapper-token', platform: 'ios', device_id: 'site-phone' });
    await request
      .post(`/api/projects/${projectId}/notes`)
      .set('Authorization', bearer(manager))
      .send({ content: 'Gate code changed', visibility_level: 'worker' });
    const until = Date.now() + 10_000;
    let rows: { provider: string; status: string; title: string; data: Record<string, string> }[] = [];
    while (!rows.length && Date.now() < until) {
      rows = await sequelize.query(
        "SELECT provider, status, title, data FROM push_outbox WHERE user_id = :id AND device_id = 'site-phone'",
        { type: QueryTypes.SELECT, replacements: { id: worker.id } },
      );
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows).toEqual([
      {
        provider: 'outbox',
        status: 'kept',
        title: expect.stringMatching(/^New note on /),
        data: { type: 'project_note', project_id: projectId, link: `/app/projects/${projectId}` },
      },
    ]);
  }, 20_000);
});
