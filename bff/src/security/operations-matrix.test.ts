// The role × operation matrix for GraphQL: every root field of the BFF schema is tied to the REST route it
// calls, and each cell — nobody, worker, supervisor, manager, admin, the superadmin, another company's admin —
// must end exactly as that route's cell does: data, or UNAUTHENTICATED (401), FORBIDDEN (403), NOT_FOUND (404).
// The rows live beside each module (`<module>.matrix.ts`, gathered by security/matrix.ts); the minimum role
// each cell is judged by is the route's `x-min-role` in core-api's OpenAPI document. A root field without a row
// fails the suite.
import { getIntrospectionQuery, buildClientSchema, type IntrospectionQuery } from 'graphql';
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@sitebase/core-api/testing';
import { routeKey, type RouteDef } from '@sitebase/core-api/testing';
import { MODULES } from '@sitebase/core-api/testing';
import { ACTORS, createWorld, type ActorName } from '@sitebase/core-api/testing';
import { TEST_JWT_SECRET } from '@sitebase/core-api/testing';
import { ROLES, type RoleName } from '../lib/role.js';
import { buildBffSchema } from '../lib/schema.js';
import { modules } from '../modules/index.js';
import { startRealStack, type RealCoreApi } from '../test/support.js';
import { MIN_ROLE_OF, OPERATIONS, type MinRole } from './matrix.js';

const ROUTES = allRoutes(MODULES);

let core: RealCoreApi;
let app: Express;

/** The HTTP status a route answers `actor` with, from its OpenAPI minimum role (before any per-record rule). */
function impliedStatus(minRole: MinRole, route: RouteDef, actor: ActorName): number {
  const success = route.status;
  if (minRole === 'public') return success;
  if (minRole === 'superadmin') return actor === 'superadmin' ? success : 401;
  if (actor === 'anon' || actor === 'superadmin') return 401;
  if (actor === 'foreign') return route.paramNames.length ? 404 : success;
  return ROLES.indexOf(actor as RoleName) >= ROLES.indexOf(minRole) ? success : 403;
}

const CODE_OF: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };
const expected = (status: number) => (status < 300 ? 'OK' : (CODE_OF[status] ?? `HTTP ${status}`));

beforeAll(async () => {
  ({ core, app } = await startRealStack(TEST_JWT_SECRET, {
    contactRateLimit: { points: 100_000, durationSeconds: 3600 },
  }));
}, 60_000);
afterAll(async () => {
  await core?.close();
});

describe('GraphQL role × operation matrix', () => {
  it('has a row for every root field of the schema, each tied to a route of the REST table', async () => {
    const res = await request(app).post('/graphql').send({ query: getIntrospectionQuery() });
    // Introspection may be off; fall back to the emitted schema when it is.
    let fields: string[];
    if (res.body.data) {
      const schema = buildClientSchema(res.body.data as IntrospectionQuery);
      fields = [
        ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
        ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
      ];
    } else {
      const schema = await buildBffSchema(modules);
      fields = [
        ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
        ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
      ];
    }
    expect(fields.filter((f) => !OPERATIONS[f]).sort()).toEqual([]);
    expect(Object.keys(OPERATIONS).filter((f) => !fields.includes(f))).toEqual([]);
    const keys = ROUTES.map(routeKey);
    expect(Object.values(OPERATIONS).filter((o) => !keys.includes(o.rest))).toEqual([]);
  });

  let cells = 0;
  for (const [field, op] of Object.entries(OPERATIONS)) {
    it(
      field,
      async () => {
        const route = ROUTES.find((r) => routeKey(r) === op.rest);
        if (!route) throw new Error(`${field}: no route ${op.rest}`);
        const minRole = MIN_ROLE_OF.get(op.rest);
        if (!minRole) throw new Error(`${field}: ${op.rest} has no x-min-role`);
        const outcomes: Record<string, string> = {};
        const wanted: Record<string, string> = {};
        for (const actor of ACTORS) {
          const world = await createWorld();
          const variables = op.variables ? await op.variables(world) : {};
          const res = await request(app)
            .post('/graphql')
            .set('content-type', 'application/json')
            .set(world.auth(actor))
            .send({ query: op.document, variables });
          const errors = res.body.errors as { extensions?: { code?: string } }[] | undefined;
          outcomes[actor] = errors?.length ? (errors[0]?.extensions?.code ?? 'ERROR') : 'OK';
          wanted[actor] = op.expect?.[actor] ?? expected(impliedStatus(minRole, route, actor));
          cells += 1;
        }
        expect(outcomes, field).toEqual(wanted);
      },
      60_000,
    );
  }

  afterAll(() => {
    console.info(`GraphQL matrix: ${cells} cells over ${Object.keys(OPERATIONS).length} operations`);
  });
});
