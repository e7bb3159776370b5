// Every GraphQL enum the BFF registers says what core-api says: its values equal core-api's OpenAPI enum for a
// field of the same name (a property, a query parameter or an array's items), read from the document core-api
// builds from its route declarations. The list walked is type-graphql's own registry, so an enum added
// anywhere is checked without touching this file; one with no core-api counterpart fails until it has one.
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  getNamedType,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@sitebase/core-api/testing';
import { MODULES } from '@sitebase/core-api/testing';
import { buildBffSchema } from './lib/schema.js';
import { modules } from './modules/index.js';

const COMPOSITES = new Set(['items', 'anyOf', 'oneOf', 'allOf', 'schema', 'prefixItems']);
const key = (values: readonly unknown[]) => [...values].map(String).sort().join(' | ');

/** Field (or parameter) name → every enum core-api's document gives it, each as its sorted values. */
function openApiEnums(node: unknown, name: string | null, out: Map<string, Set<string>>): void {
  if (Array.isArray(node)) {
    for (const item of node) openApiEnums(item, name, out);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (name && Array.isArray(schema.enum)) {
    const known = out.get(name) ?? new Set<string>();
    known.add(key(schema.enum));
    out.set(name, known);
  }
  if (typeof schema.name === 'string' && typeof schema.in === 'string') {
    openApiEnums(schema.schema, schema.name, out);
    return;
  }
  for (const [field, value] of Object.entries(schema)) {
    if (field === 'properties' && value && typeof value === 'object') {
      for (const [property, sub] of Object.entries(value)) openApiEnums(sub, property, out);
    } else if (field !== 'enum') {
      openApiEnums(value, COMPOSITES.has(field) ? name : null, out);
    }
  }
}

let coreApi: Map<string, Set<string>>;
/** GraphQL enum name → the field and argument names it types. */
const usedAt = new Map<string, Set<string>>();

beforeAll(async () => {
  coreApi = new Map();
  openApiEnums(buildOpenApiDocument(MODULES), null, coreApi);
  const schema = await buildBffSchema(modules);
  const note = (type: unknown, name: string) => {
    const named = getNamedType(type as Parameters<typeof getNamedType>[0]);
    if (!(named instanceof GraphQLEnumType)) return;
    usedAt.set(named.name, (usedAt.get(named.name) ?? new Set()).add(name));
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (
      type instanceof GraphQLObjectType ||
      type instanceof GraphQLInterfaceType ||
      type instanceof GraphQLInputObjectType
    ) {
      for (const field of Object.values(type.getFields())) {
        note(field.type, field.name);
        if ('args' in field) for (const arg of field.args) note(arg.type, arg.name);
      }
    }
  }
});

const registered = getMetadataStorage().enums;

describe('GraphQL enums against core-api’s OpenAPI enums', () => {
  it('finds the registered enums', () => {
    expect(registered.length).toBeGreaterThanOrEqual(38);
  });

  it.each(registered.map((e) => [e.name, e] as const))('%s has core-api’s values', (name, e) => {
    const values = key(Object.values(e.enumObj as Record<string, unknown>));
    const fields = [...(usedAt.get(name) ?? [])];
    expect(fields, `${name} types no field of the schema, so nothing ties it to core-api`).not.toEqual([]);
    const coreApiSays = Object.fromEntries(fields.map((f) => [f, [...(coreApi.get(f) ?? [])]]));
    const matched = fields.some((f) => coreApi.get(f)?.has(values));
    expect(
      matched,
      `${name} [${values}] matches no core-api enum of ${fields.join(', ')}: ${JSON.stringify(coreApiSays)}`,
    ).toBe(true);
  });
});
