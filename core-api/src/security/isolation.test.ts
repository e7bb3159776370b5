// Tenant isolation: every id-taking company route of the route table is called by another company's users
// (every role) with real ids of this company's records — reads and writes, well over 10,000 attempts in all.
// Every one must answer 404, and the victim company's rows must be exactly as before (counts and checksums).
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../lib/tokens.js';
import { ROUTES, routeKey, type RouteSpec } from '../openapi/routes.js';
import type { Project, ProjectNote, Upload, User } from '../models/index.js';
import { TEST_JWT_SECRET, testApp, testDatabase } from '../test/context.js';
import { createCompany, createUser } from '../test/factories.js';
import { COMPANY_ROLES, makeNote, makeProject, makeUploadRow } from './world.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

const VICTIM_PROJECTS = 40;
const ROUNDS_PER_ROUTE = Number(process.env.ISOLATION_ROUNDS ?? 100); // ids tried per route and attacker role

interface Victim {
  companyId: string;
  users: User[];
  projects: Project[];
  notes: Map<string, ProjectNote>;
  members: Map<string, string>;
  uploads: Upload[];
}
let victim: Victim;
let attackers: { role: string; auth: string; userId: string }[];

/** Body that would change something if the route let the call through. */
const WRITE_BODIES: Record<string, unknown> = {
  'PUT /projects/{id}': { name: 'Pwned', description: 'pwned' },
  'POST /projects/{id}/archive': { reason: 'pwned' },
  'POST /projects/{id}/restore': { reason: 'pwned' },
  'POST /projects/{id}/team': { user_id: '00000000-0000-4000-8000-000000000000' },
  'POST /projects/{id}/notes': { content: 'pwned', visibility_level: 'worker' },
  'PUT /projects/{id}/notes/{noteId}': { content: 'pwned' },
  'POST /projects/{id}/create-folder-structure': {},
  'PATCH /users/{id}/role': { role: 'admin' },
};

/** Routes whose ids are not another company's records (the caller's own device). */
const NOT_COMPANY_RECORDS = new Set(['DELETE /push-tokens/{deviceId}']);

function targetsFor(route: RouteSpec, i: number): string {
  const project = victim.projects[i % victim.projects.length]!;
  const note = victim.notes.get(project.id)!;
  const member = victim.members.get(project.id)!;
  const upload = victim.uploads[i % victim.uploads.length]!;
  const user = victim.users[i % victim.users.length]!;
  const query = route.method === 'delete' && route.path === '/projects/{id}' ? '?force=true' : '';
  return (
    route.path
      .replace('{noteId}', note.id)
      .replace('{userId}', member)
      .replace(
        '{id}',
        route.path.startsWith('/uploads')
          ? upload.id
          : route.path.startsWith('/users')
            ? user.id
            : project.id,
      ) + query
  );
}

async function checksum(companyId: string): Promise<Record<string, string>> {
  const tables = await sequelize.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'company_id' ORDER BY table_name`,
    { type: QueryTypes.SELECT },
  );
  const sums: Record<string, string> = {};
  const sum = async (name: string, sql: string) => {
    const [row] = await sequelize.query<{ n: string; h: string }>(sql, {
      type: QueryTypes.SELECT,
      replacements: { companyId },
    });
    sums[name] = `${row?.n}:${row?.h}`;
  };
  for (const { table_name } of tables) {
    await sum(
      table_name,
      `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h
         FROM "${table_name}" t WHERE company_id = :companyId`,
    );
  }
  await sum(
    'companies',
    `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, '|'), '')) AS h FROM companies t WHERE id = :companyId`,
  );
  for (const table of ['password_reset_tokens', 'push_tokens']) {
    await sum(
      table,
      `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${table}" t
        WHERE user_id IN (SELECT id FROM users WHERE company_id = :companyId)`,
    );
  }
  return sums;
}

beforeAll(async () => {
  const company = await createCompany();
  const users: User[] = [];
  for (const role of [...COMPANY_ROLES, ...COMPANY_ROLES]) users.push(await createUser(company, { role }));
  const projects: Project[] = [];
  const notes = new Map<string, ProjectNote>();
  const members = new Map<string, string>();
  const uploads: Upload[] = [];
  for (let i = 0; i < VICTIM_PROJECTS; i += 1) {
    const member = users[i % users.length]!;
    const p = await makeProject(company, [member.id]);
    projects.push(p);
    members.set(p.id, member.id);
    notes.set(p.id, await makeNote(p, users[3]!, 'worker'));
    uploads.push(await makeUploadRow(company, member, i % 2 ? p.id : null));
  }
  victim = { companyId: company.id, users, projects, notes, members, uploads };
  const attackerCompany = await createCompany();
  attackers = [];
  for (const role of COMPANY_ROLES) {
    const u = await createUser(attackerCompany, { role });
    attackers.push({
      role,
      userId: u.id,
      auth: `Bearer ${signAccessToken(TEST_JWT_SECRET, u, 3600).access_token}`,
    });
  }
});

afterAll(() => undefined);

describe('tenant isolation', () => {
  it('another company’s ids answer 404 on every id-taking route and change nothing', async () => {
    const routes = ROUTES.filter(
      (r) => r.auth === 'company' && r.path.includes('{') && !NOT_COMPANY_RECORDS.has(routeKey(r)),
    );
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const before = await checksum(victim.companyId);
    const jobs: (() => Promise<{ key: string; status: number }>)[] = [];
    for (const route of routes) {
      const key = routeKey(route);
      for (const attacker of attackers) {
        for (let i = 0; i < ROUNDS_PER_ROUTE; i += 1) {
          jobs.push(async () => {
            let req = request[route.method](`/api${targetsFor(route, i)}`).set(
              'Authorization',
              attacker.auth,
            );
            const body = WRITE_BODIES[key];
            if (body !== undefined) req = req.send(body as object);
            const res = await req;
            return { key: `${key} as ${attacker.role}`, status: res.status };
          });
        }
      }
    }
    const wrong: Record<string, number[]> = {};
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const { key, status } = await job();
        if (status !== 404) (wrong[key] ??= []).push(status);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    if (Object.keys(wrong).length)
      console.info(
        JSON.stringify(Object.fromEntries(Object.entries(wrong).map(([k, v]) => [k, [...new Set(v)]]))),
      );
    console.info(`tenant isolation: ${jobs.length} cross-company attempts over ${routes.length} routes`);
    expect(jobs.length).toBeGreaterThanOrEqual(10_000);
    expect(Object.fromEntries(Object.entries(wrong).map(([k, v]) => [k, [...new Set(v)]]))).toEqual({});
    expect(await checksum(victim.companyId)).toEqual(before);
  }, 300_000);

  it('batch and count lookups with another company’s ids return nothing', async () => {
    const ids = victim.projects
      .slice(0, 100)
      .map((p) => p.id)
      .join(',');
    for (const attacker of attackers) {
      for (const path of [`/api/projects/batch?ids=${ids}`, `/api/projects/counts?ids=${ids}`]) {
        const res = await request.get(path).set('Authorization', attacker.auth);
        expect(res.status).toBe(200);
        expect(res.body.items).toEqual([]);
      }
    }
  });
});
