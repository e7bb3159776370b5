// List totals (decision 0028): the `list_counters` rows kept by triggers stay exactly equal to a recount of the
// rows they stand for — through the API's create, archive, restore and delete, under concurrent writers in one
// company, when a transaction rolls back, and after the migration's backfill; and the lists answer them.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../db/migrations/202611230100-list-counters.js';
import { up as upProjectCounters } from '../db/migrations/202611230550-project-dashboard-counters.js';
import {
  down as downModuleCounters,
  up as upModuleCounters,
} from '../db/migrations/202611231000-module-list-counters.js';
import { Invitation, Project, User, type Company, type Role } from '../models/index.js';
import { createCompany, createUser } from '../test/factories.js';
import { counters, recount } from '../test/list-counters.js';
import { bearer, isolatedDatabase, testApp } from '../test/support.js';

const db = isolatedDatabase();
let request: ReturnType<typeof testApp>['request'];
let company: Company;
const users = {} as Record<Role, User>;

async function expectExact(companyId = company.id) {
  expect(await counters(db.current, companyId)).toEqual(await recount(db.current, companyId));
}

async function createProject(name = 'Riverside Apartments') {
  const res = await request.post('/api/projects').set('Authorization', bearer(users.manager)).send({ name });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const post = (path: string, body: object = { reason: 'Counting' }) =>
  request.post(path).set('Authorization', bearer(users.manager)).send(body);

beforeAll(async () => {
  ({ request } = testApp(db.current));
  company = await createCompany();
  for (const role of ['worker', 'supervisor', 'manager', 'admin'] as const) {
    users[role] = await createUser(company, { role });
  }
});

describe('list counters', () => {
  it('follow create, archive, restore and delete through the API, and the lists answer them', async () => {
    const ids = [await createProject(), await createProject(), await createProject()];
    await expectExact();
    expect((await counters(db.current, company.id))['projects/live']).toBe(3);
    // Status and contract value move the dashboard's views (migration 0550): live per status, value in progress.
    const put = (id: string, body: object) =>
      request.put(`/api/projects/${id}`).set('Authorization', bearer(users.manager)).send(body);
    expect((await put(ids[0]!, { status: 'active', contract_value_pence: 1_234_567 })).status).toBe(200);
    expect((await put(ids[1]!, { status: 'active', contract_value_pence: 1_000 })).status).toBe(200);
    expect((await put(ids[1]!, { status: 'on_hold', contract_value_pence: 2_001 })).status).toBe(200);
    await expectExact();
    expect(await counters(db.current, company.id)).toMatchObject({
      'projects/status:active': 1,
      'projects/status:on_hold': 1,
      'projects/status:planning': 1,
      'projects/contract_value:in_progress': 1_236_568,
    });

    expect((await post(`/api/projects/${ids[0]}/archive`)).status).toBe(200);
    await expectExact();
    expect((await post(`/api/projects/${ids[0]}/restore`)).status).toBe(200);
    expect((await post(`/api/projects/${ids[1]}/archive`)).status).toBe(200);
    await expectExact();
    const del = await request.delete(`/api/projects/${ids[2]}`).set('Authorization', bearer(users.manager));
    expect(del.status).toBe(204);
    await expectExact();

    const list = async (path: string) =>
      (await request.get(path).set('Authorization', bearer(users.admin))).body as {
        total: number;
        total_capped: boolean;
        items: unknown[];
      };
    expect(await list('/api/projects')).toMatchObject({ total: 1, total_capped: false });
    expect(await list('/api/projects/archived')).toMatchObject({ total: 1, total_capped: false });
    expect(await list('/api/projects?include_archived=true')).toMatchObject({ total: 2 });
    expect(await list('/api/projects?search=riverside')).toMatchObject({ total: 1, total_capped: false });
    expect(await list('/api/users')).toMatchObject({ total: 4, total_capped: false });
  });

  it('stay exact under concurrent writers in one company', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => createProject(`Concurrent ${i}`)));
    await expectExact();
    // Archive and restore crossing each other (they lock the live and archived rows in the same order).
    await Promise.all(ids.slice(0, 4).map((id) => post(`/api/projects/${id}/archive`)));
    const results = await Promise.all([
      ...ids.slice(0, 4).map((id) => post(`/api/projects/${id}/restore`)),
      ...ids.slice(4).map((id) => post(`/api/projects/${id}/archive`)),
      ...Array.from({ length: 4 }, (_, i) => createProject(`Concurrent extra ${i}`)),
    ]);
    for (const r of results) if (typeof r !== 'string') expect(r.status).toBe(200);
    await expectExact();
    // Raw writers on separate connections, racing on the same counter rows.
    await Promise.all(
      ids.map((id, i) =>
        db.current.transaction(async (transaction) => {
          await Project.update({ is_archived: i % 2 === 0 }, { where: { id }, transaction });
          await Project.update({ is_archived: i % 3 === 0 }, { where: { id }, transaction });
        }),
      ),
    );
    await expectExact();
  });

  it('roll back with the write that failed', async () => {
    const before = await counters(db.current, company.id);
    await expect(
      db.current.transaction(async (transaction) => {
        await Project.create(
          { company_id: company.id, project_number: `R-${randomUUID().slice(0, 8)}`, name: 'Rolled back' },
          { transaction },
        );
        await Project.update({ is_archived: true }, { where: { company_id: company.id }, transaction });
        await createUser(company); // another connection: committed on its own
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await counters(db.current, company.id);
    expect(after['projects/live']).toBe(before['projects/live']);
    expect(after['projects/archived']).toBe(before['projects/archived']);
    expect(after['users/active']).toBe((before['users/active'] ?? 0) + 1);
    await expectExact();
  });

  it('count users by state with open invitations, suppliers and notifications per recipient', async () => {
    const invited = await Invitation.create({
      company_id: company.id,
      email: `invite-${randomUUID()}@test.example`,
      first_name: 'Ina',
      last_name: 'Vite',
      role: 'worker',
      token_hash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
      expires_at: new Date(Date.now() + 86_400_000),
    });
    await User.update({ is_active: false }, { where: { id: users.worker.id } });
    await expectExact();
    await invited.update({ cancelled_at: new Date() });
    await User.update({ is_active: true }, { where: { id: users.worker.id } });
    const supplier = await request
      .post('/api/suppliers')
      .set('Authorization', bearer(users.manager))
      .send({ name: `Hire Co ${randomUUID().slice(0, 6)}`, kinds: ['plant'] });
    expect(supplier.status).toBe(201);
    await db.current.query(
      `INSERT INTO notifications (id, company_id, user_id, type, title, payload, created_at)
       SELECT gen_random_uuid(), :companyId, :userId, 'test', 'Note ' || g, '{}', now() FROM generate_series(1, 5) g`,
      { replacements: { companyId: company.id, userId: users.supervisor.id } },
    );
    await db.current.query(
      `UPDATE notifications SET read_at = now() WHERE id IN (SELECT id FROM notifications WHERE user_id = :userId LIMIT 2)`,
      { replacements: { userId: users.supervisor.id } },
    );
    await expectExact();
    const unread = await request
      .get('/api/notifications/unread-count')
      .set('Authorization', bearer(users.supervisor));
    expect(unread.body).toEqual({ unread: 3 });
    const page = await request
      .get('/api/notifications?unread=true&size=2')
      .set('Authorization', bearer(users.supervisor));
    expect(page.body).toMatchObject({ total: 3, total_capped: false, pages: 2 });
    await db.current.query('DELETE FROM notifications WHERE user_id = :userId', {
      replacements: { userId: users.supervisor.id },
    });
    await expectExact();
  });

  it('caps filtered counts at 1,000 and says so', async () => {
    const other = await createCompany();
    const admin = await createUser(other, { role: 'admin' });
    await db.current.query(
      `INSERT INTO projects (id, company_id, project_number, name, created_at, updated_at)
       SELECT gen_random_uuid(), :companyId, 'P-' || lpad(g::text, 5, '0'), 'Capped ' || g, now(), now()
         FROM generate_series(1, 1200) g`,
      { replacements: { companyId: other.id } },
    );
    await expectExact(other.id);
    const get = (path: string) => request.get(path).set('Authorization', bearer(admin));
    expect((await get('/api/projects')).body).toMatchObject({ total: 1200, total_capped: false, pages: 60 });
    expect((await get('/api/projects?search=capped')).body).toMatchObject({
      total: 1000,
      total_capped: true,
      pages: 50,
    });
    expect((await get('/api/projects?search=capped 11')).body).toMatchObject({
      total: 111,
      total_capped: false,
    });
  });

  it('are rebuilt exactly by the migration backfill', async () => {
    const context = db.current.getQueryInterface();
    // The modules' triggers (migration 202611231000) write to list_counters: off first, back on last.
    await downModuleCounters({ context });
    await down({ context });
    await up({ context });
    await upProjectCounters({ context });
    await upModuleCounters({ context });
    await expectExact();
  });
});
