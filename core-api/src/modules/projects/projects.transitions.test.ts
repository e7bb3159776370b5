// The project's transition tables (status, archive) on real Postgres: the table itself, the abilities it feeds,
// 409 naming both states for every move it lacks, and one activity row per move with from → to and the reason.
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_STATUSES, type ProjectStatus, type Role, type User } from '../../models/index.js';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompany, createUser } from '../../test/factories.js';
import { bearer } from '../../test/support.js';
import { PROJECT_ARCHIVE, PROJECT_STATUS } from './projects.transitions.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);
const users = {} as Record<Role, User>;

/** The contract's table (docs/contract-projects.md), written out as pairs so a changed rule fails here. */
const LEGAL: Record<ProjectStatus, ProjectStatus[]> = {
  planning: ['active', 'on_hold', 'cancelled'],
  active: ['on_hold', 'completed', 'cancelled'],
  on_hold: ['active', 'completed', 'cancelled'],
  completed: ['active'],
  cancelled: ['planning'],
};

async function newProject(status = 'planning') {
  const res = await request
    .post('/api/projects/')
    .set('Authorization', bearer(users.manager))
    .send({ name: `Transitions ${status}`, status });
  expect(res.status).toBe(201);
  return res.body as { id: string; abilities: { status_moves: string[] } };
}

async function history(id: string) {
  const res = await request
    .get(`/api/projects/${id}/activity?size=100`)
    .set('Authorization', bearer(users.manager));
  return (res.body.items as { action: string; from_state: string | null; to_state: string | null }[]).map(
    (a) => [a.action, a.from_state, a.to_state],
  );
}

beforeAll(async () => {
  const company = await createCompany();
  for (const role of ['worker', 'supervisor', 'manager', 'admin'] as const) {
    users[role] = await createUser(company, { role });
  }
});

describe('the project status table', () => {
  it('holds exactly the contract’s moves, each for supervisors and up, none needing a reason', () => {
    for (const from of PROJECT_STATUSES) {
      expect(PROJECT_STATUS.allowed({ role: 'admin' }, from).sort(), from).toEqual([...LEGAL[from]].sort());
      expect(PROJECT_STATUS.allowed({ role: 'supervisor' }, from).sort(), from).toEqual(
        [...LEGAL[from]].sort(),
      );
      expect(PROJECT_STATUS.allowed({ role: 'worker' }, from), from).toEqual([]);
    }
    expect(PROJECT_STATUS.rules.every((r) => r.minRole === 'supervisor' && !r.reasonRequired)).toBe(true);
  });

  it('archive and restore each need a reason; repeating one keeps the contract’s words', () => {
    expect(PROJECT_ARCHIVE.rule('live', 'archived')).toMatchObject({
      reasonRequired: true,
      action: 'archived',
    });
    expect(PROJECT_ARCHIVE.rule('archived', 'live')).toMatchObject({
      reasonRequired: true,
      action: 'restored',
    });
    expect(() => PROJECT_ARCHIVE.check({ role: 'admin' }, 'archived', 'archived', 'x')).toThrow(
      expect.objectContaining({ status: 409, detail: 'Project is already archived' }),
    );
    expect(() => PROJECT_ARCHIVE.check({ role: 'admin' }, 'live', 'live', 'x')).toThrow(
      expect.objectContaining({ status: 409, detail: 'Project is not archived' }),
    );
    expect(() => PROJECT_ARCHIVE.check({ role: 'worker' }, 'live', 'archived', 'x')).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });

  it('abilities.status_moves lists the caller’s moves from the current status (none for a worker)', async () => {
    const p = await newProject('on_hold');
    expect([...p.abilities.status_moves].sort()).toEqual(['active', 'cancelled', 'completed']);
    const asWorker = await request.get(`/api/projects/${p.id}`).set('Authorization', bearer(users.worker));
    // Not on the team: invisible to a worker; put them on it to read their abilities.
    expect(asWorker.status).toBe(404);
    await request
      .post(`/api/projects/${p.id}/team`)
      .set('Authorization', bearer(users.manager))
      .send({ user_id: users.worker.id })
      .expect(201);
    const mine = await request.get(`/api/projects/${p.id}`).set('Authorization', bearer(users.worker));
    expect(mine.body.abilities.status_moves).toEqual([]);
    const sup = await request.get(`/api/projects/${p.id}`).set('Authorization', bearer(users.supervisor));
    expect([...sup.body.abilities.status_moves].sort()).toEqual(['active', 'cancelled', 'completed']);
  });

  it('every move the table lacks is 409 naming both states, and writes nothing', async () => {
    for (const from of PROJECT_STATUSES) {
      const p = await newProject(from);
      for (const to of PROJECT_STATUSES) {
        if (to === from || LEGAL[from].includes(to)) continue;
        const res = await request
          .put(`/api/projects/${p.id}`)
          .set('Authorization', bearer(users.admin))
          .send({ status: to, name: 'Renamed by a refused move' });
        expect(res.status, `${from} → ${to}`).toBe(409);
        expect(res.body.detail).toBe(`Cannot change status from ${from} to ${to}`);
      }
      const after = await request.get(`/api/projects/${p.id}`).set('Authorization', bearer(users.admin));
      expect(after.body).toMatchObject({ status: from, name: `Transitions ${from}` });
      expect(await history(p.id)).toEqual([['created', null, from]]);
    }
  });

  it('a walk through the table writes one activity row per move; archived, no moves are offered', async () => {
    const p = await newProject();
    const walk: ProjectStatus[] = ['active', 'on_hold', 'completed', 'active', 'cancelled', 'planning'];
    for (const to of walk) {
      const res = await request
        .put(`/api/projects/${p.id}`)
        .set('Authorization', bearer(users.supervisor))
        .send({ status: to });
      expect(res.status, to).toBe(200);
      expect(res.body.status).toBe(to);
      expect([...res.body.abilities.status_moves].sort()).toEqual([...LEGAL[to]].sort());
    }
    // Sending the status it already has is not a move: no row.
    await request
      .put(`/api/projects/${p.id}`)
      .set('Authorization', bearer(users.supervisor))
      .send({ status: 'planning' })
      .expect(200);

    const archived = await request
      .post(`/api/projects/${p.id}/archive`)
      .set('Authorization', bearer(users.supervisor))
      .send({ reason: 'Client paused the scheme' });
    expect(archived.status).toBe(200);
    expect(archived.body.abilities).toMatchObject({
      status_moves: [],
      can_archive: false,
      can_restore: true,
    });
    const restored = await request
      .post(`/api/projects/${p.id}/restore`)
      .set('Authorization', bearer(users.supervisor))
      .send({ reason: 'Scheme back on' });
    expect(restored.body.abilities).toMatchObject({ status_moves: LEGAL.planning, can_restore: false });

    const froms = ['planning', ...walk.slice(0, -1)];
    expect(await history(p.id)).toEqual([
      ['restored', 'archived', 'live'],
      ['archived', 'live', 'archived'],
      ...walk.map((to, i) => ['status_changed', froms[i], to]).reverse(),
      ['created', null, 'planning'],
    ]);
    const rows = await request
      .get(`/api/projects/${p.id}/activity?size=2`)
      .set('Authorization', bearer(users.manager));
    expect(rows.body.items.map((a: { reason: string }) => a.reason)).toEqual([
      'Scheme back on',
      'Client paused the scheme',
    ]);
  });
});
