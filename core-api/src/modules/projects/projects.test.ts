// Projects REST against real Postgres: auth, company isolation, roles, validation, numbering, archive, delete.
import { bearer } from '../../test/support.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, Role, User } from '../../models/index.js';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompany, createUser } from '../../test/factories.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let other: Company;
const users = {} as Record<Role, User>;
let otherManager: User;

async function createProject(body: Record<string, unknown> = {}, as: User = users.manager) {
  const res = await request
    .post('/api/projects/')
    .set('Authorization', bearer(as))
    .send({ name: 'Riverside Apartments', ...body });
  expect(res.status).toBe(201);
  return res.body as { id: string; project_number: string } & Record<string, unknown>;
}

beforeAll(async () => {
  company = await createCompany();
  other = await createCompany();
  for (const role of ['worker', 'supervisor', 'manager', 'admin'] as const) {
    users[role] = await createUser(company, { role });
  }
  otherManager = await createUser(other, { role: 'manager' });
});

describe('create and read', () => {
  it('401 without a token', async () => {
    for (const [method, path] of [
      ['get', '/api/projects/'],
      ['get', '/api/projects'],
      ['post', '/api/projects/'],
      ['get', '/api/projects/archived'],
      ['get', '/api/projects/my'],
      ['get', '/api/projects/for-forms'],
    ] as const) {
      const res = await request[method](path);
      expect(res.status, path).toBe(401);
    }
  });

  it('creates with P-0001 numbering, pence and budget, and presents abilities', async () => {
    const res = await request
      .post('/api/projects')
      .set('Authorization', bearer(users.supervisor))
      .send({
        name: 'Mill Lane School Extension',
        client_name: 'Cardiff Council',
        site_postcode: 'cf101aa',
        start_date: '2026-01-05',
        end_date: '2026-09-30',
        contract_value_pence: 125_000_000,
        contract_form: 'JCT_DB',
        budget: { labour: 30_000_000, materials: 40_000_000 },
        manager_id: users.manager.id,
      });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      project_number: expect.stringMatching(/^P-\d{4}$/),
      status: 'planning',
      is_archived: false,
      site_postcode: 'CF10 1AA',
      contract_value_pence: 125_000_000,
      retention_percent: 5,
      budget: { labour: 30_000_000, materials: 40_000_000, plant: 0 },
      budget_total_pence: 70_000_000,
      manager: { id: users.manager.id },
      folder_status: 'not_created',
      // The permission table: a supervisor archives (reversible) but never deletes (irreversible).
      abilities: {
        can_edit: true,
        can_archive: true,
        can_restore: false,
        can_delete: false,
        can_force_delete: false,
        can_view_commercial: true,
        note_levels: ['worker', 'supervisor'],
      },
    });
  });

  it('400 with the spec messages', async () => {
    const res = await request
      .post('/api/projects/')
      .set('Authorization', bearer(users.manager))
      .send({ name: ' ', site_postcode: 'nope', start_date: '2026-05-01', end_date: '2026-04-01' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual(
      expect.arrayContaining(['Project name is required', 'Postcode must be a valid UK postcode']),
    );
    const dates = await request
      .post('/api/projects/')
      .set('Authorization', bearer(users.manager))
      .send({ name: 'X', start_date: '2026-05-01', end_date: '2026-04-01' });
    expect(dates.body.detail).toEqual(['End date must be on or after the start date']);
    const mgr = await request
      .post('/api/projects/')
      .set('Authorization', bearer(users.manager))
      .send({ name: 'X', manager_id: otherManager.id });
    expect(mgr.status).toBe(400);
    expect(mgr.body.detail).toEqual(['Manager must be an active user in your company']);
  });

  it('400, never 500, for an amount beyond £10bn (the limit is in the OpenAPI schema)', async () => {
    for (const body of [
      { name: 'Huge', contract_value_pence: 1e13 },
      { name: 'Huge', contract_value_pence: 1e19 },
      { name: 'Huge', budget: { labour: 1_000_000_000_001 } },
    ]) {
      const res = await request.post('/api/projects/').set('Authorization', bearer(users.manager)).send(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.detail)).toContain('£10,000,000,000');
    }
    const edge = await request
      .post('/api/projects/')
      .set('Authorization', bearer(users.manager))
      .send({ name: 'At the limit', contract_value_pence: 1_000_000_000_000 });
    expect(edge.status).toBe(201);
    expect(edge.body.contract_value_pence).toBe(1_000_000_000_000);
  });

  it('403 for a worker creating or editing', async () => {
    const res = await request
      .post('/api/projects/')
      .set('Authorization', bearer(users.worker))
      .send({ name: 'X' });
    expect(res.status).toBe(403);
  });

  it('another company reads 404; a worker not on the team reads 404', async () => {
    const p = await createProject();
    expect(
      (await request.get(`/api/projects/${p.id}`).set('Authorization', bearer(otherManager))).status,
    ).toBe(404);
    expect(
      (await request.get(`/api/projects/${p.id}`).set('Authorization', bearer(users.worker))).status,
    ).toBe(404);
    expect(
      (await request.get(`/api/projects/not-a-uuid`).set('Authorization', bearer(users.manager))).status,
    ).toBe(404);
    const ok = await request.get(`/api/projects/${p.id}`).set('Authorization', bearer(users.supervisor));
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(p.id);
  });

  it('concurrent creates never share a number', async () => {
    const fresh = await createCompany();
    const boss = await createUser(fresh, { role: 'admin' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        request
          .post('/api/projects/')
          .set('Authorization', bearer(boss))
          .send({ name: `Job ${i}` }),
      ),
    );
    const numbers = results.map((r) => r.body.project_number as string);
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(numbers).size).toBe(8);
    expect([...numbers].sort()).toEqual([
      'P-0001',
      'P-0002',
      'P-0003',
      'P-0004',
      'P-0005',
      'P-0006',
      'P-0007',
      'P-0008',
    ]);
  });
});

describe('lists', () => {
  it('pages, filters, searches and sorts; size above 100 refused with the paging rule', async () => {
    const fresh = await createCompany();
    const boss = await createUser(fresh, { role: 'manager' });
    const make = (body: Record<string, unknown>) =>
      request.post('/api/projects/').set('Authorization', bearer(boss)).send(body);
    await make({
      name: 'Alpha House',
      client_name: 'Acme Homes',
      site_postcode: 'SW1A 1AA',
      status: 'active',
    });
    await make({ name: 'Beta Depot', client_name: 'Brite Ltd', site_postcode: 'M1 1AE' });
    await make({ name: 'Gamma Flats', client_name: 'Acme Homes', status: 'on_hold' });

    const tooBig = await request.get('/api/projects/?size=500').set('Authorization', bearer(boss));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.detail).toEqual(['Size must be a whole number from 1 to 100']);
    const all = await request.get('/api/projects/?size=100').set('Authorization', bearer(boss));
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, size: 100, pages: 1 });

    const acme = await request
      .get('/api/projects/?search=acme&sort_by=name&sort_order=asc')
      .set('Authorization', bearer(boss));
    expect(acme.body.items.map((p: { name: string }) => p.name)).toEqual(['Alpha House', 'Gamma Flats']);
    const pc = await request.get('/api/projects/?search=sw1a1aa').set('Authorization', bearer(boss));
    expect(pc.body.total).toBe(1);
    const num = await request.get('/api/projects/?search=P-0002').set('Authorization', bearer(boss));
    expect(num.body.items[0].name).toBe('Beta Depot');
    const status = await request
      .get('/api/projects/?status=active,on_hold&size=1&page=2&sort_by=name&sort_order=asc')
      .set('Authorization', bearer(boss));
    expect(status.body).toMatchObject({ total: 2, page: 2, size: 1, pages: 2 });
    expect(status.body.items[0].name).toBe('Gamma Flats');

    const bad = await request
      .get('/api/projects/?sort_by=password&page=0')
      .set('Authorization', bearer(boss));
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual([
      'Page must be a whole number from 1 to 1000000',
      expect.stringContaining('Sort must be one of'),
    ]);
  });

  it('workers list only their projects; my and for-forms', async () => {
    const p = await createProject({ name: 'Worker Site', status: 'active' });
    await request
      .post(`/api/projects/${p.id}/team`)
      .set('Authorization', bearer(users.supervisor))
      .send({ user_id: users.worker.id, role_on_project: 'Operative' })
      .expect(201);
    const list = await request.get('/api/projects/?size=100').set('Authorization', bearer(users.worker));
    expect(list.body.items.map((x: { id: string }) => x.id)).toEqual([p.id]);
    const my = await request.get('/api/projects/my').set('Authorization', bearer(users.worker));
    expect(my.body.items.map((x: { id: string }) => x.id)).toEqual([p.id]);
    const forms = await request.get('/api/projects/for-forms').set('Authorization', bearer(users.worker));
    expect(forms.body).toEqual([
      {
        id: p.id,
        project_number: p.project_number,
        name: 'Worker Site',
        status: 'active',
        site_postcode: null,
      },
    ]);
    const batch = await request
      .get(`/api/projects/batch?ids=${p.id}`)
      .set('Authorization', bearer(otherManager));
    expect(batch.body.items).toEqual([]);
  });

  it('batch and counts (notes counted per visibility)', async () => {
    const p = await createProject();
    await request
      .post(`/api/projects/${p.id}/team`)
      .set('Authorization', bearer(users.manager))
      .send({ user_id: users.supervisor.id });
    for (const level of ['worker', 'manager', 'admin']) {
      await request
        .post(`/api/projects/${p.id}/notes`)
        .set('Authorization', bearer(users.admin))
        .send({ content: `n ${level}`, visibility_level: level })
        .expect(201);
    }
    const counts = await request
      .get(`/api/projects/counts?ids=${p.id}`)
      .set('Authorization', bearer(users.supervisor));
    expect(counts.body.items).toEqual([{ project_id: p.id, team_count: 1, note_count: 1 }]);
    const mc = await request
      .get(`/api/projects/counts?ids=${p.id}`)
      .set('Authorization', bearer(users.manager));
    expect(mc.body.items[0].note_count).toBe(2);
    const batch = await request
      .get(`/api/projects/batch?ids=${p.id}`)
      .set('Authorization', bearer(users.manager));
    expect(batch.body.items[0].id).toBe(p.id);
    const bad = await request.get('/api/projects/batch?ids=x').set('Authorization', bearer(users.manager));
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual(['ids must be a comma-separated list of up to 100 project ids']);
  });
});

describe('update, archive, restore, delete', () => {
  it('updates with the transition table and writes activity', async () => {
    const p = await createProject();
    const res = await request
      .put(`/api/projects/${p.id}`)
      .set('Authorization', bearer(users.supervisor))
      .send({ status: 'active', client_name: 'New Client' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', client_name: 'New Client' });
    const illegal = await request
      .put(`/api/projects/${p.id}`)
      .set('Authorization', bearer(users.supervisor))
      .send({ status: 'planning' });
    expect(illegal.status).toBe(409);
    expect(illegal.body.detail).toBe('Cannot change status from active to planning');
    expect(
      (await request.put(`/api/projects/${p.id}`).set('Authorization', bearer(users.worker)).send({})).status,
    ).toBe(404);
    expect(
      (await request.put(`/api/projects/${p.id}`).set('Authorization', bearer(otherManager)).send({})).status,
    ).toBe(404);
    const blank = await request
      .put(`/api/projects/${p.id}`)
      .set('Authorization', bearer(users.manager))
      .send({ name: '' });
    expect(blank.body.detail).toEqual(['Project name is required']);
    const history = await request
      .get(`/api/projects/${p.id}/activity`)
      .set('Authorization', bearer(users.manager));
    expect(history.body.items.map((a: { action: string }) => a.action)).toEqual([
      'updated',
      'status_changed',
      'created',
    ]);
    expect(history.body.items[1]).toMatchObject({ from_state: 'planning', to_state: 'active' });
  });

  it('archives and restores with a reason (supervisor+), keeping history', async () => {
    const p = await createProject();
    const noReason = await request
      .post(`/api/projects/${p.id}/archive`)
      .set('Authorization', bearer(users.manager))
      .send({ reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.detail).toEqual(['Reason is required']);
    expect(
      (
        await request
          .post(`/api/projects/${p.id}/archive`)
          .set('Authorization', bearer(users.worker))
          .send({ reason: 'x' })
      ).status,
    ).toBe(404); // not on the team: invisible
    expect(
      (
        await request
          .post(`/api/projects/${p.id}/archive`)
          .set('Authorization', bearer(otherManager))
          .send({ reason: 'x' })
      ).status,
    ).toBe(404);
    const a = await request
      .post(`/api/projects/${p.id}/archive`)
      .set('Authorization', bearer(users.supervisor))
      .send({ reason: 'Practical completion' });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      is_archived: true,
      archive_reason: 'Practical completion',
      abilities: {
        can_edit: false,
        can_archive: false,
        can_restore: true,
        can_manage_team: false,
        can_add_note: false,
        can_upload: false,
        can_create_folders: false,
      },
    });
    expect(
      (
        await request
          .post(`/api/projects/${p.id}/archive`)
          .set('Authorization', bearer(users.manager))
          .send({ reason: 'again' })
      ).status,
    ).toBe(409);
    expect(
      (
        await request
          .put(`/api/projects/${p.id}`)
          .set('Authorization', bearer(users.manager))
          .send({ name: 'Y' })
      ).status,
    ).toBe(409);
    // Locked: every write to what hangs off an archived project is 409 with the same clear detail.
    const locked = [
      request.post(`/api/projects/${p.id}/notes`).send({ content: 'Snag list' }),
      request.post(`/api/projects/${p.id}/team`).send({ user_id: users.worker.id }),
      request.post(`/api/projects/${p.id}/create-folder-structure`),
    ];
    for (const call of locked) {
      const res = await call.set('Authorization', bearer(users.manager));
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe('This project is archived. Restore it before making changes.');
    }
    const archived = await request
      .get('/api/projects/archived?size=100')
      .set('Authorization', bearer(users.manager));
    expect(archived.body.items.some((x: { id: string }) => x.id === p.id)).toBe(true);
    const list = await request.get('/api/projects/?size=100').set('Authorization', bearer(users.manager));
    expect(list.body.items.some((x: { id: string }) => x.id === p.id)).toBe(false);
    const r = await request
      .post(`/api/projects/${p.id}/restore`)
      .set('Authorization', bearer(users.supervisor))
      .send({ reason: 'Defects work' });
    expect(r.body).toMatchObject({ is_archived: false, archive_reason: null });
    expect(
      (
        await request
          .post(`/api/projects/${p.id}/restore`)
          .set('Authorization', bearer(users.admin))
          .send({ reason: 'x' })
      ).status,
    ).toBe(409);
    const history = await request
      .get(`/api/projects/${p.id}/activity`)
      .set('Authorization', bearer(users.manager));
    expect(history.body.items.slice(0, 2)).toMatchObject([
      { action: 'restored', reason: 'Defects work' },
      { action: 'archived', reason: 'Practical completion' },
    ]);
  });

  it('delete is refused while things hang off it, then forced by a manager', async () => {
    const p = await createProject();
    await request
      .post(`/api/projects/${p.id}/team`)
      .set('Authorization', bearer(users.manager))
      .send({ user_id: users.worker.id })
      .expect(201);
    await request
      .post(`/api/projects/${p.id}/notes`)
      .set('Authorization', bearer(users.manager))
      .send({ content: 'Hello' })
      .expect(201);
    // Deleting is irreversible: managers and admins only (supervisors archive instead).
    expect(
      (await request.delete(`/api/projects/${p.id}`).set('Authorization', bearer(users.supervisor))).status,
    ).toBe(403);
    const refused = await request.delete(`/api/projects/${p.id}`).set('Authorization', bearer(users.manager));
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      `Project ${p.project_number} has 1 team member and 1 note. Remove them first, or force delete (managers and admins).`,
    );
    const sup = await request
      .delete(`/api/projects/${p.id}?force=true`)
      .set('Authorization', bearer(users.supervisor));
    expect(sup.status).toBe(403);
    expect(
      (await request.delete(`/api/projects/${p.id}?force=true`).set('Authorization', bearer(otherManager)))
        .status,
    ).toBe(404);
    expect(
      (await request.delete(`/api/projects/${p.id}`).set('Authorization', bearer(users.worker))).status,
    ).toBe(403);
    expect(
      (await request.delete(`/api/projects/${p.id}?force=true`).set('Authorization', bearer(users.manager)))
        .status,
    ).toBe(204);
    expect(
      (await request.get(`/api/projects/${p.id}`).set('Authorization', bearer(users.manager))).status,
    ).toBe(404);
    const empty = await createProject();
    expect(
      (await request.delete(`/api/projects/${empty.id}`).set('Authorization', bearer(users.manager))).status,
    ).toBe(204);
  });
});

describe('team', () => {
  it('adds and removes same-company users only', async () => {
    const p = await createProject();
    const url = `/api/projects/${p.id}/team`;
    expect((await request.get(url)).status).toBe(401);
    expect(
      (await request.post(url).set('Authorization', bearer(users.worker)).send({ user_id: users.worker.id }))
        .status,
    ).toBe(404);
    const foreign = await request
      .post(url)
      .set('Authorization', bearer(users.manager))
      .send({ user_id: otherManager.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('User not found');
    const missing = await request.post(url).set('Authorization', bearer(users.manager)).send({});
    expect(missing.body.detail).toEqual(['User is required']);
    const added = await request
      .post(url)
      .set('Authorization', bearer(users.manager))
      .send({ user_id: users.supervisor.id, role_on_project: 'Site manager' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      user_id: users.supervisor.id,
      role_on_project: 'Site manager',
      role: 'supervisor',
    });
    expect(
      (
        await request
          .post(url)
          .set('Authorization', bearer(users.manager))
          .send({ user_id: users.supervisor.id })
      ).status,
    ).toBe(409);
    await request
      .post(url)
      .set('Authorization', bearer(users.manager))
      .send({ user_id: users.worker.id })
      .expect(201);
    // the worker is now on the team: can read but not manage
    expect((await request.get(url).set('Authorization', bearer(users.worker))).body).toHaveLength(2);
    expect(
      (await request.delete(`${url}/${users.supervisor.id}`).set('Authorization', bearer(users.worker)))
        .status,
    ).toBe(403);
    expect((await request.get(url).set('Authorization', bearer(otherManager))).status).toBe(404);
    expect(
      (await request.delete(`${url}/${users.supervisor.id}`).set('Authorization', bearer(users.supervisor)))
        .status,
    ).toBe(204);
    expect(
      (await request.delete(`${url}/${users.supervisor.id}`).set('Authorization', bearer(users.supervisor)))
        .status,
    ).toBe(404);
  });
});
