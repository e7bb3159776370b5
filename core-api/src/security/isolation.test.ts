// Tenant isolation: every id-taking company route any module declares is called by another company's users
// (every role) and its API key with every scope, with real ids of this company's records — reads and writes, well over 10,000 attempts in all.
// Ids come from the modules' fixture makers (their `<module>.security.ts`); writes carry the module's attack
// bodies. Every attempt must answer 404, and the victim company's rows must be exactly as before (counts and
// checksums of every company-scoped table).
import { QueryTypes } from 'sequelize';
import { beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../lib/tokens.js';
import { TEST_JWT_SECRET, testApp, testDatabase } from '../test/context.js';
import { createCompany, createUser } from '../test/factories.js';
import type { RouteDef } from '../kit/route.js';
import { API_SCOPES, generateApiKey, requiredScope } from '../lib/api-keys.js';
import { ApiKey } from '../modules/api-keys/api-key.model.js';
import { ROUTES, SECURITY, fillPath, fixturesFor, routeKey, securityDrive } from './harness.js';
import { COMPANY_ROLES, createWorld, type World } from './world.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize, { drive: securityDrive() });

/** Distinct victim records per route: each attack round uses one of these fixture sets. */
const FIXTURE_SETS = 40;
// Ids tried per route and attacker role: each fixture set once. Rounds beyond FIXTURE_SETS repeated the very
// same request (same path, attacker and body) and proved nothing more: 100 rounds were 42,400 requests of which
// 16,960 distinct; now every one of the 16,960 is distinct (issue 36, the test run).
const ROUNDS_PER_ROUTE = Number(process.env.ISOLATION_ROUNDS ?? FIXTURE_SETS);

let victim: World;
/** Another company's people (every role) and its API key with every scope (decision 0082). */
let attackers: { role: string; auth: string; key?: boolean }[];
/** Per route: FIXTURE_SETS ready-made paths into the victim's records. */
const targets = new Map<string, string[]>();

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

const attacked = (r: RouteDef) =>
  r.access.auth === 'company' && r.paramNames.length > 0 && !SECURITY.notCompanyRecords.includes(routeKey(r));

beforeAll(async () => {
  victim = await createWorld();
  // Fixture sets are shared across routes, so one victim project carries its note, team member and files.
  const sets = Array.from({ length: FIXTURE_SETS }, () => fixturesFor(victim));
  for (const route of ROUTES.filter(attacked)) {
    const query = SECURITY.attackQueries[routeKey(route)];
    const paths: string[] = [];
    for (const get of sets) {
      const { path } = await fillPath(route, get);
      paths.push(query ? `${path}?${query}` : path);
    }
    targets.set(routeKey(route), paths);
  }
  const attackerCompany = await createCompany();
  attackers = [];
  for (const role of COMPANY_ROLES) {
    const u = await createUser(attackerCompany, { role });
    attackers.push({ role, auth: `Bearer ${signAccessToken(TEST_JWT_SECRET, u, 3600).access_token}` });
  }
  const keyAdmin = await createUser(attackerCompany, { role: 'admin' });
  const { secret, hash, prefix } = generateApiKey();
  await ApiKey.create({
    company_id: attackerCompany.id,
    created_by: keyAdmin.id,
    name: 'Attacker',
    prefix,
    secret_hash: hash,
    scopes: [...API_SCOPES],
    budget_bucket: 1000,
    budget_per_second: 50,
    expires_at: new Date(Date.now() + 86_400_000),
  });
  attackers.push({ role: 'api key (every scope)', auth: `Bearer ${secret}`, key: true });
}, 120_000);

describe('tenant isolation', () => {
  it('another company’s ids answer 404 on every id-taking route and change nothing', async () => {
    const routes = ROUTES.filter(attacked);
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const before = await checksum(victim.company.id);
    const jobs: (() => Promise<{ key: string; status: number; expected: number }>)[] = [];
    for (const route of routes) {
      const key = routeKey(route);
      const paths = targets.get(key)!;
      for (const attacker of attackers) {
        for (let i = 0; i < ROUNDS_PER_ROUTE; i += 1) {
          jobs.push(async () => {
            let req = request[route.method](`/api${paths[i % paths.length]}`).set(
              'Authorization',
              attacker.auth,
            );
            const body = SECURITY.attackBodies[key];
            if (body !== undefined) req = req.send(body as object);
            const res = await req;
            // A key is refused (403) before any read where no scope opens the route; elsewhere it is 404.
            const expected = attacker.key && !requiredScope(route) ? 403 : 404;
            return { key: `${key} as ${attacker.role}`, status: res.status, expected };
          });
        }
      }
    }
    const wrong: Record<string, number[]> = {};
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const { key, status, expected } = await job();
        if (status !== expected) (wrong[key] ??= []).push(status);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const summary = Object.fromEntries(Object.entries(wrong).map(([k, v]) => [k, [...new Set(v)]]));
    if (Object.keys(summary).length) console.info(JSON.stringify(summary));
    console.info(`tenant isolation: ${jobs.length} cross-company attempts over ${routes.length} routes`);
    expect(jobs.length).toBeGreaterThanOrEqual(10_000);
    expect(summary).toEqual({});
    expect(await checksum(victim.company.id)).toEqual(before);
  }, 900_000);

  it('batch and count lookups with another company’s ids return nothing', async () => {
    const get = fixturesFor(victim);
    const ids = (await Promise.all(Array.from({ length: 20 }, () => fixturesFor(victim)('projectId'))))
      .concat(await get('projectId'))
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
