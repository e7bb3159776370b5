// The BFF's early role gate cannot drift from core-api's: for every root field, the role its resolver demands
// (@Public → public, @SuperadminOnly → superadmin, @Authorized(role) → the lowest role listed, otherwise any
// signed-in company user → worker) equals the `x-min-role` core-api's OpenAPI document gives the one route
// the field calls (its row in `<module>.matrix.ts`). No database: schema and document are built in memory.
import type { GraphQLField } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_EXTENSION, SUPERADMIN_EXTENSION } from '../lib/auth.js';
import { ROLES, type RoleName } from '../lib/role.js';
import { buildBffSchema } from '../lib/schema.js';
import { modules } from '../modules/index.js';
import { MIN_ROLE_OF, OPERATIONS, type MinRole } from './matrix.js';

const rootFields = new Map<string, GraphQLField<unknown, unknown>>();

beforeAll(async () => {
  const schema = await buildBffSchema(modules);
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) rootFields.set(field.name, field);
  }
});

/** The least a caller must be for the BFF to pass a root field on to core-api. */
function bffMinRole(field: GraphQLField<unknown, unknown>): MinRole {
  if (field.extensions?.[SUPERADMIN_EXTENSION] === true) return 'superadmin';
  if (field.extensions?.[PUBLIC_EXTENSION] === true) return 'public';
  const storage = getMetadataStorage();
  const handler = [...storage.queries, ...storage.mutations].find((h) => h.schemaName === field.name);
  if (!handler) throw new Error(`No resolver method for ${field.name}`);
  const authorized = storage.authorizedFields.find(
    (a) => a.target === handler.target && a.fieldName === handler.methodName,
  );
  const roles = (authorized?.roles ?? []) as RoleName[];
  if (!roles.length) return 'worker';
  return ROLES[Math.min(...roles.map((r) => ROLES.indexOf(r)))]!;
}

describe('resolver roles against core-api’s x-min-role', () => {
  it('covers every root field', () => {
    expect([...rootFields.keys()].filter((f) => !OPERATIONS[f]).sort()).toEqual([]);
    expect(rootFields.size).toBeGreaterThan(100);
  });

  it.each(Object.entries(OPERATIONS).map(([field, op]) => [field, op.rest] as const))(
    '%s demands the x-min-role of %s',
    (field, rest) => {
      const root = rootFields.get(field);
      expect(root, `${field} is not a root field`).toBeDefined();
      const coreApi = MIN_ROLE_OF.get(rest);
      expect(coreApi, `${rest} has no x-min-role`).toBeDefined();
      expect(bffMinRole(root!)).toBe(coreApi);
    },
  );
});
