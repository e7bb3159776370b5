// The scope × operation matrix (issue 39, decision 0082): every route every module declares, called with an API
// key of each scope (made by the company's admin), each cell asserting the exact status. A key whose scope the
// route needs gets what a manager of the company gets (the role a key reads with: the case's manager outcome);
// every other key is refused 403 before anything is read — people's and admins' own routes (users, settings,
// keys, accounting, drives…) for every scope. Public routes answer a key as they answer anybody; superadmin
// routes refuse it. Scopes come from lib/api-keys.ts; a route that changes scope changes its row here.
import { describe, expect, it } from 'vitest';
import { ANY_KEY, API_SCOPES, generateApiKey, requiredScope, type ApiScope } from '../lib/api-keys.js';
import { testApp, testDatabase } from '../test/context.js';
import { ApiKey } from '../modules/api-keys/api-key.model.js';
import type { World } from './world.js';
import { ROUTES, SECURITY, callFor, routeKey, securityDrive } from './harness.js';
import { createWorld, impliedStatus } from './world.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize, { drive: securityDrive() });

/** One key per scope in the world's company, made by its admin; the secret of each. */
async function keysOf(world: World): Promise<Record<ApiScope, string>> {
  const secrets = {} as Record<ApiScope, string>;
  for (const scope of API_SCOPES) {
    const { secret, hash, prefix } = generateApiKey();
    await ApiKey.create({
      company_id: world.company.id,
      created_by: world.users.admin.id,
      name: `Matrix ${scope}`,
      prefix,
      secret_hash: hash,
      // labour:personal is granted with labour:read, as the API requires.
      scopes: scope === 'labour:personal' ? ['labour:read', 'labour:personal'] : [scope],
      budget_bucket: 1000,
      budget_per_second: 50,
      expires_at: new Date(Date.now() + 86_400_000),
    });
    secrets[scope] = secret;
  }
  return secrets;
}

/** What a key with `scope` (labour:personal: with labour:read) gets on `route`. */
function expectedFor(route: (typeof ROUTES)[number], scope: ApiScope): number {
  const kase = SECURITY.cases[routeKey(route)] ?? {};
  if (route.access.auth === 'public') return kase.expect?.anon ?? impliedStatus(route, 'anon');
  if (route.access.auth === 'superadmin') return 401;
  const needed = requiredScope(route);
  if (needed === ANY_KEY) return route.status;
  const holds = needed === scope || (scope === 'labour:personal' && needed === 'labour:read');
  if (!needed || !holds) return 403;
  return kase.expect?.manager ?? impliedStatus(route, 'manager');
}

describe('API key scope × operation matrix', () => {
  let cells = 0;
  let opened = 0;
  for (const route of ROUTES) {
    const key = routeKey(route);
    it(
      key,
      async () => {
        const outcomes: Record<string, number> = {};
        const expected: Record<string, number> = {};
        // One world per route: keys open reads by module and only named writes, so at most one key's call
        // (or labour:read's and labour:personal's, both reads) gets through, and a read changes nothing.
        const world = await createWorld();
        const secrets = await keysOf(world);
        const shared = await callFor(route, world);
        // A public route's fixture may be single-use (a reset token): each key gets its own there.
        const fresh = route.access.auth !== 'company';
        const callWith = async (scope: ApiScope) => {
          const call = fresh ? await callFor(route, world) : shared;
          let req = request[route.method](`/api${call.path}`).set(
            'Authorization',
            `Bearer ${secrets[scope]}`,
          );
          if (call.file) {
            req = req.attach('file', call.file.bytes, call.file.name);
            for (const [k, v] of Object.entries((call.body ?? {}) as Record<string, unknown>)) {
              req = req.field(k, String(v));
            }
          } else if (call.body !== undefined) req = req.send(call.body as object);
          const res = await req;
          outcomes[scope] = res.status;
          expected[scope] = expectedFor(route, scope);
          cells += 1;
          if (expected[scope]! < 300) opened += 1;
        };
        // Public routes one key after another (they act on the world's people, as anybody's call would).
        if (fresh) for (const scope of API_SCOPES) await callWith(scope);
        else await Promise.all(API_SCOPES.map(callWith));
        expect(outcomes, key).toEqual(expected);
      },
      60_000,
    );
  }

  it('covered every scope on every route, and opened some routes to keys', () => {
    expect(cells).toBe(ROUTES.length * API_SCOPES.length);
    expect(opened).toBeGreaterThan(30);
  });
});
