// The project page in one call (GET /projects/{projectId}/detail, issue 36): each part is exactly what its own
// route answers the same caller (so every visibility rule of those routes holds: a worker's project without
// commercial terms, notes at or below the caller's level, stats without budget lines for a worker), 404 for a
// project the caller may not see, and a fixed number of SQL statements whatever the team's and notes' size.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, Role, User } from '../../models/index.js';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompany, createUser } from '../../test/factories.js';
import { bearer } from '../../test/support.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

const ROLE_LIST: Role[] = ['worker', 'supervisor', 'manager', 'admin'];
let company: Company;
const users = {} as Record<Role, User>;
let outsider: User;
let lonelyWorker: User;
let projectId: string;

async function get(path: string, as: User) {
  return request.get(`/api${path}`).set('Authorization', bearer(as));
}

async function addMember(userId: string) {
  const res = await request
    .post(`/api/projects/${projectId}/team`)
    .set('Authorization', bearer(users.manager))
    .send({ user_id: userId });
  expect(res.status).toBe(201);
}

async function addNote(level: Role, as: User = users.admin) {
  const res = await request
    .post(`/api/projects/${projectId}/notes`)
    .set('Authorization', bearer(as))
    .send({ content: `A note for ${level} and up`, visibility_level: level });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  company = await createCompany();
  for (const role of ROLE_LIST) users[role] = await createUser(company, { role, last_name: `Z${role}` });
  lonelyWorker = await createUser(company, { role: 'worker' });
  outsider = await createUser(await createCompany(), { role: 'admin' });
  const res = await request
    .post('/api/projects')
    .set('Authorization', bearer(users.manager))
    .send({
      name: 'Quayside Depot',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      contract_value_pence: 50_000_000,
      budget: { labour: 10_000_000 },
      manager_id: users.manager.id,
    });
  expect(res.status).toBe(201);
  projectId = res.body.id;
  await addMember(users.worker.id);
  await addMember(users.supervisor.id);
  for (const level of ROLE_LIST) await addNote(level);
  await addNote('worker', users.worker);
});

describe('GET /projects/{projectId}/detail', () => {
  it('answers each part as its own route answers the same caller, for every role', async () => {
    for (const role of ROLE_LIST) {
      const as = users[role];
      const [detail, project, team, notes, stats] = await Promise.all([
        get(`/projects/${projectId}/detail?include=team,notes,stats&team_limit=1&notes_limit=3`, as),
        get(`/projects/${projectId}`, as),
        get(`/projects/${projectId}/team?limit=1`, as),
        get(`/projects/${projectId}/notes?limit=3`, as),
        get(`/projects/${projectId}/stats`, as),
      ]);
      expect(detail.status, role).toBe(200);
      expect(detail.body, role).toEqual({
        project: project.body,
        team: team.body,
        notes: notes.body,
        stats: stats.body,
      });
    }
    // The rules those routes keep are there: a worker reads only worker notes and no commercial terms.
    const worker = await get(`/projects/${projectId}/detail?include=notes,stats`, users.worker);
    expect(worker.body.notes.map((n: { visibility_level: string }) => n.visibility_level)).toEqual([
      'worker',
      'worker',
    ]);
    expect(worker.body.project.contract_value_pence).toBeUndefined();
    expect(worker.body.stats.budget_total_pence).toBeUndefined();
    const admin = await get(`/projects/${projectId}/detail?include=notes,stats`, users.admin);
    expect(admin.body.notes).toHaveLength(5);
    expect(admin.body.project.contract_value_pence).toBe(50_000_000);
    expect(admin.body.stats.budget_total_pence).toBe(10_000_000);
  });

  it('carries only the parts asked for; without limits, all of them', async () => {
    const bare = await get(`/projects/${projectId}/detail`, users.manager);
    expect(bare.status).toBe(200);
    expect(Object.keys(bare.body)).toEqual(['project']);
    const team = await get(`/projects/${projectId}/detail?include=team`, users.manager);
    expect(Object.keys(team.body).sort()).toEqual(['project', 'team']);
    expect(team.body.team).toEqual((await get(`/projects/${projectId}/team`, users.manager)).body);
  });

  it('404 for another company, a worker not on the team and a malformed id; 400 for an unknown part', async () => {
    expect((await get(`/projects/${projectId}/detail?include=team`, outsider)).status).toBe(404);
    expect((await get(`/projects/${projectId}/detail?include=notes`, lonelyWorker)).status).toBe(404);
    expect((await get(`/projects/not-a-uuid/detail`, users.admin)).status).toBe(404);
    const bad = await get(`/projects/${projectId}/detail?include=team,files`, users.admin);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(
      'include must be a comma-separated list of team, notes, stats',
    );
    expect((await get(`/projects/${projectId}/detail?team_limit=0`, users.admin)).status).toBe(400);
    expect((await request.get(`/api/projects/${projectId}/detail`)).status).toBe(401);
  });

  it('runs a fixed few SQL statements, whatever the size of the team and the notes', async () => {
    const count = async () => {
      let n = 0;
      sequelize.addHook('beforeQuery', 'count-detail', () => {
        n += 1;
      });
      try {
        const res = await get(`/projects/${projectId}/detail?include=team,notes,stats`, users.manager);
        expect(res.status).toBe(200);
      } finally {
        sequelize.removeHook('beforeQuery', 'count-detail');
      }
      return n;
    };
    // The first call may ask the server's version once (batchedSelects, decision 0070).
    await count();
    const before = await count();
    for (let i = 0; i < 5; i += 1) {
      await addMember((await createUser(company, { role: 'worker' })).id);
      await addNote('supervisor');
    }
    const after = await count();
    expect(after).toBe(before);
    // Session check, the project with its manager (one statement), the team, the notes and the stats' reads as
    // one statement (batchedSelects on the server; the embedded database runs each of the stats' reads on its own).
    expect(after).toBeLessThanOrEqual(EMBEDDED ? 12 : 5);
  });
});

const EMBEDDED = !process.env.DATABASE_URL;
