// Walks the built schema: every root field is locked unless marked @Public(), and the public list is exact.
// Each field is called over HTTP without a token, with made-up arguments of the right types.
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
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBffApp } from '../app.js';
import { startFakeCoreApi, type FakeCoreApi } from '../test/fake-core-api.js';
import { PUBLIC_EXTENSION } from './auth.js';
import { buildBffSchema, printSortedSchema } from './schema.js';

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
  schema = await buildBffSchema();
  core = await startFakeCoreApi();
});
afterAll(() => core.close());

describe('locked by default', () => {
  it('marks exactly login, requestPasswordReset, resetPassword, submitContact and superadminLogin as public', () => {
    const publicFields = rootFields(schema)
      .filter(({ field }) => field.extensions?.[PUBLIC_EXTENSION] === true)
      .map(({ field }) => field.name)
      .sort();
    expect(publicFields).toEqual([
      'login',
      'requestPasswordReset',
      'resetPassword',
      'submitContact',
      'superadminLogin',
    ]);
  });

  it('answers UNAUTHENTICATED without a token for every other root field', async () => {
    const app = await createBffApp({
      coreApiUrl: core.url,
      jwtSecret: 'walk-secret',
      webDist: '/nonexistent',
    });
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
    const app = await createBffApp({ coreApiUrl: core.url, jwtSecret: null, webDist: '/nonexistent' });
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

describe('printed schema', () => {
  it('is deterministic and uses the spec snake_case names', async () => {
    const printed = printSortedSchema(schema);
    expect(printSortedSchema(await buildBffSchema())).toBe(printed);
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
