/// <reference types="vite/client" />
// Owns how the security suites (role matrix, tenant isolation, bad-input fuzz) learn about routes: every route
// comes from the modules' declarations, and each module describes its own fixtures and expectations in a
// test-only `<module>.security.ts` beside it, collected here by glob. A new module adds nothing under
// security/: its routes join every suite, and the matrix fails until its security file covers them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalDriveAdapter } from '../lib/drive.js';
import { MODULES } from '../modules/index.js';
import { allRoutes } from '../kit/module.js';
import { routeKey, type RouteDef } from '../kit/route.js';
import type { Role } from '../models/index.js';
import type { ActorName, World } from './world.js';

/** Makes a real record of `world`'s company for a path parameter; `get` makes (or reuses) the others. */
export type FixtureMaker = (world: World, get: (param: string) => Promise<string>) => Promise<string>;

export interface Call {
  path: string;
  body?: unknown;
  file?: { bytes: Buffer; name: string };
}

export interface MatrixCase {
  /** Query string appended to the path (without `?`), or how to make it from the world's fixtures. */
  query?: string | ((world: World, get: (param: string) => Promise<string>) => Promise<string>);
  /** The request body, or how to make it for a world and its path ids. */
  body?:
    Record<string, unknown> | ((world: World, ids: Record<string, string>) => Promise<unknown> | unknown);
  /** A multipart file instead of a JSON body. */
  file?: { bytes: Buffer; name: string };
  /** Path ids that differ from the module fixtures for this route (e.g. a project with no team). */
  params?: Record<string, FixtureMaker>;
  /** Outcomes that differ from what the declaration implies, with the rule that makes them differ. */
  expect?: Partial<Record<ActorName, number>>;
  /** Records the answer should hold that no path id makes (a trade for the trades list). */
  setup?: (world: World, get: (param: string) => Promise<string>) => Promise<unknown>;
  /**
   * Commercial and personal fields of the answer (decision 0023) and the lowest role that reads them: below it
   * every value at the path is null or absent, from it up at least one is there (so the fixture must hold one).
   * Paths are dotted; `[]` walks every element of an array (`items[].phone`, `lines[].unit_price_pence`).
   */
  fields?: Record<string, Role>;
}

/** The values at a dotted path (`a[].b`), walking arrays at `[]`; missing steps give undefined. */
export function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value];
  for (const step of path.split('.')) {
    const many = step.endsWith('[]');
    const key = many ? step.slice(0, -2) : step;
    current = current.flatMap((v) => {
      const next = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
      return many ? (Array.isArray(next) ? next : [undefined]) : [next];
    });
  }
  return current;
}

export interface ModuleSecurity {
  /** Fixture makers for the path parameters the module owns. */
  params?: Record<string, FixtureMaker>;
  /** One case per route of the module, keyed `METHOD /path`. */
  cases: Record<string, MatrixCase>;
  /** For tenant isolation: bodies that would change something if a cross-company call got through. */
  attackBodies?: Record<string, unknown>;
  /** For tenant isolation: query strings that make an attack as strong as it can be (force=true). */
  attackQueries?: Record<string, string>;
  /** Routes whose path ids are the caller's own things, not company records (device ids). */
  notCompanyRecords?: string[];
}

export function defineSecurity(security: ModuleSecurity): ModuleSecurity {
  return security;
}

export const ROUTES: readonly RouteDef[] = allRoutes(MODULES);

const files = import.meta.glob<{ security: ModuleSecurity }>('../modules/*/*.security.ts', { eager: true });

/** Every module's security description, merged. */
export const SECURITY = (() => {
  const merged: Required<ModuleSecurity> = {
    params: {},
    cases: {},
    attackBodies: {},
    attackQueries: {},
    notCompanyRecords: [],
  };
  for (const [file, { security }] of Object.entries(files)) {
    if (!security) throw new Error(`${file} must export \`security\` (defineSecurity({...}))`);
    for (const name of Object.keys(security.params ?? {})) {
      if (merged.params[name]) throw new Error(`Fixture for {${name}} is defined twice (${file})`);
    }
    Object.assign(merged.params, security.params);
    Object.assign(merged.cases, security.cases);
    Object.assign(merged.attackBodies, security.attackBodies);
    Object.assign(merged.attackQueries, security.attackQueries);
    merged.notCompanyRecords.push(...(security.notCompanyRecords ?? []));
  }
  // A list's export route (kit/export.ts) is the list again, as a file: its case is the list's, with the
  // format, unless a module writes one of its own. Its answer is no JSON, so the list's field checks stay there.
  for (const route of ROUTES) {
    const key = routeKey(route);
    if (!route.exportOf || merged.cases[key]) continue;
    const list = merged.cases[routeKey(route.exportOf)];
    if (!list) continue;
    const { fields: _fields, query, ...rest } = list;
    merged.cases[key] = {
      ...rest,
      query: async (world, get) => {
        const base = typeof query === 'function' ? await query(world, get) : (query ?? '');
        const filters = new URLSearchParams(base);
        filters.delete('page');
        filters.delete('size');
        filters.set('format', 'csv');
        return filters.toString();
      },
    };
  }
  return merged;
})();
export { routeKey };

/**
 * Path ids made on demand for one world: each parameter's fixture is made once, and makers may ask for
 * others (a note needs its project).
 */
export function fixturesFor(world: World, overrides: Record<string, FixtureMaker> = {}) {
  const made = new Map<string, Promise<string>>();
  const get = (param: string): Promise<string> => {
    let id = made.get(param);
    if (!id) {
      const maker = overrides[param] ?? SECURITY.params[param];
      if (!maker) throw new Error(`No fixture maker for {${param}}: add one to its module's security file`);
      id = maker(world, get);
      made.set(param, id);
    }
    return id;
  };
  return get;
}

/** The route's path with its parameters filled by `get`, plus the ids used. */
export async function fillPath(
  route: RouteDef,
  get: (param: string) => Promise<string>,
): Promise<{ path: string; ids: Record<string, string> }> {
  const ids: Record<string, string> = {};
  for (const name of route.paramNames) ids[name] = await get(name);
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(ids[name]!));
  return { path, ids };
}

/** The matrix call for one cell: a fresh world's fixtures, the case's query and body. */
export async function callFor(route: RouteDef, world: World): Promise<Call> {
  const kase = SECURITY.cases[routeKey(route)] ?? {};
  const get = fixturesFor(world, kase.params);
  await kase.setup?.(world, get);
  const { path, ids } = await fillPath(route, get);
  const body = typeof kase.body === 'function' ? await kase.body(world, ids) : kase.body;
  const query = typeof kase.query === 'function' ? await kase.query(world, get) : kase.query;
  return {
    path: query ? `${path}?${query}` : path,
    body: body ?? (route.method === 'get' || route.method === 'delete' ? undefined : {}),
    file: kase.file,
  };
}

let drive: LocalDriveAdapter | undefined;
/** The drive the security suites' apps store files in (fixtures that need bytes write there too). */
export function securityDrive(): LocalDriveAdapter {
  drive ??= new LocalDriveAdapter(mkdtempSync(path.join(tmpdir(), 'sitebase-security-')));
  return drive;
}

/**
 * Runs `jobs` with at most `width` in flight and resolves when all are done. The suites' requests are independent
 * (each records its own outcome), and one at a time would leave a core idle while PostgreSQL answers.
 */
export async function runPooled(jobs: readonly (() => Promise<void>)[], width = 6): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) await jobs[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane));
}
