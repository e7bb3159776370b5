// Walks the schema built from the module list: every root field is locked unless marked @Public(), and the
// public list is exact (each field called over HTTP without a token, with made-up arguments of the right
// types); every paged list takes PageArgs and refuses an oversized page before calling core-api.
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  getNamedType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMetadataStorage } from 'type-graphql';
import { PUBLIC_EXTENSION, SUPERADMIN_AUDIENCE, SUPERADMIN_EXTENSION } from './lib/auth.js';
import { declaredCost } from './lib/cost.js';
import { MAX_PAGE_SIZE } from './lib/paging.js';
import { buildBffSchema, printSortedSchema } from './lib/schema.js';
import { modules } from './modules/index.js';
import { signedToken, startBff, startFakeCoreApi, type FakeCoreApi } from './test/support.js';

function literal(type: GraphQLInputType): string {
  if (type instanceof GraphQLNonNull) return literal(type.ofType);
  if (type instanceof GraphQLList) return `[${literal(type.ofType)}]`;
  if (type instanceof GraphQLEnumType) return type.getValues()[0]!.name;
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.values(type.getFields()).map((f) => `${f.name}: ${literal(f.type)}`);
    return `{ ${fields.join(', ')} }`;
  }
  const scalar = type as GraphQLScalarType;
  if (scalar.name === 'Int' || scalar.name === 'Float') return '1';
  if (scalar.name === 'Boolean') return 'true';
  if (scalar.name === 'JSONObject') return '{}';
  return '"abcdefgh"';
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.map((a) => `${a.name}: ${literal(a.type)}`).join(', ');
  const selection = getNamedType(field.type) instanceof GraphQLObjectType ? ' { __typename }' : '';
  return `${kind} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

function rootFields(schema: GraphQLSchema) {
  const roots: Array<['query' | 'mutation', GraphQLObjectType | null | undefined]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ kind, type: type!, field })),
  );
}

let schema: GraphQLSchema;
let core: FakeCoreApi;

beforeAll(async () => {
  schema = await buildBffSchema(modules);
  core = await startFakeCoreApi();
});
afterAll(() => core.close());

describe('locked by default', () => {
  it('marks exactly invitationWelcome, login, requestPasswordReset, resetPassword, submitContact and superadminLogin as public', () => {
    const publicFields = rootFields(schema)
      .filter(({ field }) => field.extensions?.[PUBLIC_EXTENSION] === true)
      .map(({ field }) => field.name)
      .sort();
    expect(publicFields).toEqual([
      'invitationWelcome',
      'login',
      'requestPasswordReset',
      'resetPassword',
      'submitContact',
      'superadminLogin',
    ]);
  });

  it('answers UNAUTHENTICATED without a token for every other root field', async () => {
    const app = await startBff(core.url, 'walk-secret');
    const locked = rootFields(schema).filter(({ field }) => field.extensions?.[PUBLIC_EXTENSION] !== true);
    expect(locked.length).toBeGreaterThanOrEqual(4);
    for (const { kind, type, field } of locked) {
      const res = await request(app)
        .post('/graphql')
        .send({ query: operationFor(kind, field) });
      expect(res.body.errors, `${type.name}.${field.name}`).toHaveLength(1);
      expect(res.body.errors[0].extensions.code, `${type.name}.${field.name}`).toBe('UNAUTHENTICATED');
    }
    expect(core.requests).toHaveLength(0);
  });

  it('lets the public fields through without a token', async () => {
    const app = await startBff(core.url, null);
    const fields = schema.getMutationType()!.getFields();
    const expected: Record<string, string> = {
      login: 'AuthPayload',
      requestPasswordReset: 'MessagePayload',
      resetPassword: 'AuthPayload',
      submitContact: 'ContactResult',
    };
    for (const [name, typename] of Object.entries(expected)) {
      const res = await request(app)
        .post('/graphql')
        .send({ query: operationFor('mutation', fields[name]!) });
      expect(res.body.errors, name).toBeUndefined();
      expect(res.body.data[name].__typename, name).toBe(typename);
    }
  });
});

describe('paged lists', () => {
  /** Every field, root or nested, whose type is one of the `*Page` types built with Paginated(Item). */
  function pageFields() {
    return Object.values(schema.getTypeMap())
      .filter((t): t is GraphQLObjectType => t instanceof GraphQLObjectType && !t.name.startsWith('__'))
      .flatMap((type) => Object.values(type.getFields()).map((field) => ({ type, field })))
      .filter(({ field }) => getNamedType(field.type).name.endsWith('Page'));
  }

  it('every field returning a page takes PageArgs: page and size', () => {
    const fields = pageFields();
    expect(fields.length).toBeGreaterThanOrEqual(7);
    for (const { type, field } of fields) {
      const args = Object.fromEntries(field.args.map((a) => [a.name, String(a.type)]));
      expect(args, `${type.name}.${field.name}`).toMatchObject({ page: 'Int', size: 'Int' });
      const page = getNamedType(field.type) as GraphQLObjectType;
      expect(Object.keys(page.getFields()), page.name).toEqual(
        expect.arrayContaining(['items', 'total', 'total_capped', 'page', 'size']),
      );
    }
  });

  it(`refuses size ${MAX_PAGE_SIZE + 1} on every root list before calling core-api`, async () => {
    const secret = 'paging-secret';
    const app = await startBff(core.url, secret);
    const companyToken = signedToken(secret, { role: 'admin' });
    const superToken = jwt.sign({ sub: '1' }, secret, {
      algorithm: 'HS256',
      issuer: 'sitebase',
      audience: SUPERADMIN_AUDIENCE,
    });
    const roots = pageFields().filter(({ type }) => type === schema.getQueryType());
    expect(roots.length).toBeGreaterThanOrEqual(6);
    core.requests.length = 0;
    for (const { field } of roots) {
      const bearer = field.extensions?.[SUPERADMIN_EXTENSION] === true ? superToken : companyToken;
      const res = await request(app)
        .post('/graphql')
        .set('authorization', `Bearer ${bearer}`)
        .send({ query: `query { ${field.name}(size: ${MAX_PAGE_SIZE + 1}) { total } }` });
      expect(res.body.errors?.[0], field.name).toMatchObject({
        message: `Size must be at most ${MAX_PAGE_SIZE}`,
        extensions: { code: 'BAD_USER_INPUT', status: 400 },
      });
    }
    expect(core.requests).toHaveLength(0);
  });
});

describe('query cost declarations', () => {
  it('every field resolver of every module declares its cost and whether lists may ask for it', () => {
    const resolverClasses = new Set<unknown>(modules.flatMap((m) => m.resolvers));
    const fieldResolvers = getMetadataStorage().fieldResolvers.filter((r) => resolverClasses.has(r.target));
    expect(fieldResolvers.length).toBeGreaterThanOrEqual(9);
    const undeclared: string[] = [];
    for (const resolver of fieldResolvers) {
      const objectType = resolver.resolverClassMetadata?.getObjectType?.() as { name: string } | undefined;
      const type = schema.getType(objectType?.name ?? '') as GraphQLObjectType | undefined;
      const field = type?.getFields()[resolver.schemaName];
      if (!field || !declaredCost(field)) undeclared.push(`${objectType?.name}.${resolver.schemaName}`);
    }
    // Decorate each with @CoreApiField({ inLists: 'batched' | 'refused' }) or @NoCoreApiCall() (lib/cost.ts).
    expect(undeclared).toEqual([]);
  });
});

describe('printed schema', () => {
  it('is deterministic and uses the spec snake_case names', async () => {
    const printed = printSortedSchema(schema);
    expect(printSortedSchema(await buildBffSchema(modules))).toBe(printed);
    for (const name of [
      'first_name: String!',
      'company_id: ID!',
      'access_token: String!',
      'remember_me: Boolean',
    ]) {
      expect(printed).toContain(name);
    }
    expect(printed).toContain('login(input: LoginInput!): AuthPayload!');
    expect(printed).toContain('changePassword(input: ChangePasswordInput!): ChangePasswordPayload!');
    for (const line of [
      'submitContact(input: ContactInput!): ContactResult!',
      'requestPasswordReset(email: String!): MessagePayload!',
      'resetPassword(input: ResetPasswordInput!): AuthPayload!',
      'registerPushToken(input: PushTokenInput!): Boolean!',
      'unregisterPushToken(device_id: String!): Boolean!',
      'logout(device_id: String): Boolean!',
    ]) {
      expect(printed).toContain(line);
    }
  });
});
