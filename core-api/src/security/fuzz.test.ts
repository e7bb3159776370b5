// Bad input on every route every module declares: bodies of the wrong shape and type, huge and deeply nested
// values, unicode edge cases, missing fields, malformed ids and query strings. Nothing may answer 5xx; every
// input the route's own schema (or the text guard) refuses must answer 400/413 and store nothing — compared by
// row counts and checksums of every table before and after, on a database of this file's own. Path ids come
// from the modules' fixture makers.
import { QueryTypes } from 'sequelize';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { findInvalidText } from '../lib/text-guard.js';
import type { RouteDef } from '../kit/route.js';
import { testApp } from '../test/context.js';
import { isolatedDatabase } from '../test/isolated-db.js';
import { ROUTES, runPooled, fillPath, fixturesFor, routeKey, securityDrive } from './harness.js';
import { createWorld, type World } from './world.js';

const db = isolatedDatabase();
let request: ReturnType<typeof testApp>['request'];
let world: World;
/** Per route, its path filled with real ids of the world's records. */
const paths = new Map<string, string>();

const BAD_VALUES: unknown[] = [
  123,
  -1,
  1.5,
  1e308,
  true,
  false,
  null,
  {},
  [],
  ['a'],
  { $gt: '' },
  '',
  ' ',
  'x'.repeat(70_000),
  'a\u0000b',
  'bad \uD800 surrogate',
  '𝕏'.repeat(40_000),
  '\u202Egnp.exe',
  'Zalgo z̸̢̛̤̣a̷̡̛l̵g̸o',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '9'.repeat(400),
  '2026-13-45',
  'NaN',
  '../../etc/passwd',
];
const BAD_QUERY_VALUES = [
  '',
  'abc',
  '-1',
  '0',
  '1e309',
  '9'.repeat(30),
  'x'.repeat(5000),
  '%00',
  'a%00b',
  '%ED%A0%80',
];
const BAD_IDS = [
  'x',
  '1',
  '0',
  'null',
  '%00',
  '..%2F..%2Fetc',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'é'.repeat(300),
];

function shapeKeys(schema: z.ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function deep(n: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < n; i += 1) v = { a: v };
  return v;
}

function refused(route: RouteDef, body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return true; // strict JSON / schema
  if (findInvalidText(body) !== undefined) return true;
  return route.body ? !route.body.safeParse(body).success : false;
}

function badBodies(route: RouteDef): unknown[] {
  const keys = shapeKeys(route.body);
  const out: unknown[] = [null, 'text', 42, true, [], [{}], {}];
  for (const key of keys) for (const value of BAD_VALUES) out.push({ [key]: value });
  if (keys[0]) out.push({ [keys[0]]: deep(60) });
  return out.filter((b) => refused(route, b));
}

function pathFor(route: RouteDef): string {
  return paths.get(routeKey(route))!;
}

function authFor(route: RouteDef): Record<string, string> {
  if (route.access.auth === 'public') return {};
  return world.auth(route.access.auth === 'superadmin' ? 'superadmin' : 'admin');
}

async function snapshot(): Promise<Record<string, string>> {
  const tables = await db.current.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public'
       AND tablename NOT IN ('SequelizeMeta', 'rate_limits', 'idempotency_keys') ORDER BY tablename`,
    { type: QueryTypes.SELECT },
  );
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await db.current.query<{ n: string; h: string }>(
      `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${tablename}" t`,
      { type: QueryTypes.SELECT },
    );
    out[tablename] = `${row?.n}:${row?.h}`;
  }
  return out;
}

beforeAll(async () => {
  request = testApp(db.current, { drive: securityDrive() }).request;
  world = await createWorld();
  const get = fixturesFor(world);
  for (const route of ROUTES) paths.set(routeKey(route), (await fillPath(route, get)).path);
});

describe('bad input', () => {
  let cases = 0;
  const counted = () => cases;

  it('refused bodies answer 400/413 on every route with a body, and nothing is stored', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    const jobs: (() => Promise<void>)[] = [];
    for (const route of ROUTES) {
      if (!route.body && route.bodyMedia !== 'multipart') continue;
      for (const body of badBodies(route)) {
        jobs.push(async () => {
          const res = await request[route.method](`/api${pathFor(route)}`)
            .set(authFor(route))
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(body));
          cases += 1;
          if (res.status !== 400 && res.status !== 413) {
            wrong.push(`${routeKey(route)} ${JSON.stringify(body).slice(0, 80)} → ${res.status}`);
          }
        });
      }
    }
    await runPooled(jobs);
    expect(wrong.sort()).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 300_000);

  it('oversized and broken JSON answer 413/400, never 5xx', async () => {
    const before = await snapshot();
    for (const route of ROUTES.filter((r) => r.method !== 'get' && r.method !== 'delete')) {
      const huge = await request[route.method](`/api${pathFor(route)}`)
        .set(authFor(route))
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ name: 'x'.repeat(2_000_000) }));
      const broken = await request[route.method](`/api${pathFor(route)}`)
        .set(authFor(route))
        .set('Content-Type', 'application/json')
        .send('{"name": "unterminated');
      cases += 2;
      expect([huge.status, routeKey(route)]).toEqual([413, routeKey(route)]);
      expect([broken.status, routeKey(route)]).toEqual([400, routeKey(route)]);
      expect(broken.text).not.toMatch(/SyntaxError|at JSON|stack/i);
    }
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('a body that lies about its Content-Encoding answers 400 (or 415 when unknown), never 5xx', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const route of ROUTES.filter((r) => r.method !== 'get' && r.method !== 'delete')) {
      for (const [encoding, status] of [
        ['gzip', 400],
        ['deflate', 400],
        ['br', 400],
        ['zstd-not-really', 415],
      ] as const) {
        // Signed out on purpose: the body is read before anyone is authenticated.
        const res = await request[route.method](`/api${pathFor(route)}`)
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', encoding)
          .send('{"name": "plain text, not compressed"}');
        cases += 1;
        if (res.status !== status) wrong.push(`${routeKey(route)} ${encoding} → ${res.status}`);
        if (/zlib|incorrect header|Z_/i.test(res.text)) wrong.push(`${routeKey(route)} leaks ${res.text}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('malformed query strings never answer 5xx; those the schema refuses answer 400', async () => {
    const wrong: string[] = [];
    const jobs: (() => Promise<void>)[] = [];
    for (const route of ROUTES.filter((r) => r.method === 'get' && r.query)) {
      for (const key of shapeKeys(route.query)) {
        for (const value of BAD_QUERY_VALUES) {
          jobs.push(async () => {
            const res = await request.get(`/api${pathFor(route)}?${key}=${value}`).set(authFor(route));
            cases += 1;
            let decoded: string;
            try {
              decoded = decodeURIComponent(value);
            } catch {
              decoded = value;
            }
            const refusedBySchema =
              findInvalidText(decoded) !== undefined || !route.query!.safeParse({ [key]: decoded }).success;
            if (res.status >= 500 || (refusedBySchema && res.status !== 400)) {
              wrong.push(`${routeKey(route)} ?${key}=${value.slice(0, 20)} → ${res.status}`);
            }
          });
        }
        jobs.push(async () => {
          const repeated = await request.get(`/api${pathFor(route)}?${key}=1&${key}=2`).set(authFor(route));
          cases += 1;
          if (repeated.status >= 500) wrong.push(`${routeKey(route)} repeated ${key} → ${repeated.status}`);
        });
      }
    }
    await runPooled(jobs);
    expect(wrong.sort()).toEqual([]);
  }, 120_000);

  it('malformed ids in the path answer 4xx (never 5xx) and store nothing', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const route of ROUTES.filter((r) => r.path.includes('{'))) {
      for (const bad of BAD_IDS) {
        const path = route.path.replace(/\{[^}]+\}/g, encodeURIComponent(bad).replace(/%25/g, '%'));
        const res = await request[route.method](`/api${path}`).set(authFor(route)).send({});
        cases += 1;
        if (res.status < 400 && routeKey(route) !== 'DELETE /push-tokens/{deviceId}') {
          wrong.push(`${routeKey(route)} ${bad} → ${res.status}`);
        }
        if (res.status >= 500) wrong.push(`${routeKey(route)} ${bad} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
    console.info(`bad-input fuzz: ${counted()} cases over ${ROUTES.length} routes`);
  }, 120_000);
});
