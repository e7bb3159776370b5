// The compiled executor answers what graphql-js answers: data, errors (message, path, locations, extensions),
// null propagation, variable refusals, and the resolve info the global middlewares read.
import {
  GraphQLEnumType,
  GraphQLError,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  execute,
  parse,
  type GraphQLResolveInfo,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { COMPILE_ON_RUN, executeOperation } from './jit-executor.js';

const seen: string[] = [];
const Status = new GraphQLEnumType({ name: 'Status', values: { active: {}, on_hold: {} } });
const Item = new GraphQLObjectType({
  name: 'Item',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLString) },
    status: { type: Status },
    count: { type: GraphQLInt },
    tags: { type: new GraphQLList(Status) },
    broken: {
      type: GraphQLString,
      resolve: (_item, _args, _ctx, info: GraphQLResolveInfo) => {
        seen.push(`${info.parentType.name}.${info.fieldName}@${String(info.path.prev?.key)}`);
        throw new GraphQLError('refused', { extensions: { code: 'FORBIDDEN' } });
      },
    },
    required: {
      type: new GraphQLNonNull(GraphQLString),
      resolve: () => null,
    },
  },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      items: {
        type: new GraphQLList(Item),
        args: { size: { type: GraphQLInt } },
        resolve: async (_root, { size }: { size?: number }, ctx: { who: string }) => {
          seen.push(`items by ${ctx.who}`);
          return [
            { id: 'a', status: 'active', count: 1, tags: ['on_hold'] },
            { id: 'b', status: 'on_hold', count: 2.5, tags: [] },
          ].slice(0, size ?? 2);
        },
      },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: { touch: { type: GraphQLString, resolve: () => 'touched' } },
  }),
});

async function both(query: string, variables?: Record<string, unknown>) {
  const document = parse(query);
  const operation = document.definitions[0] as { operation: 'query' | 'mutation' };
  const run = {
    schema,
    document,
    operationName: null,
    operationType: operation.operation,
    contextValue: { who: 'ann' },
    variables,
  };
  // The runs before COMPILE_ON_RUN are graphql-js's; the one compared is the compiled one.
  for (let i = 1; i < COMPILE_ON_RUN; i++) await executeOperation(run);
  seen.length = 0;
  const compiled = JSON.parse(JSON.stringify(await executeOperation(run))) as unknown;
  const compiledSeen = [...seen];
  seen.length = 0;
  const reference = JSON.parse(
    JSON.stringify(
      await execute({ schema, document, contextValue: run.contextValue, variableValues: variables }),
    ),
  ) as unknown;
  return { compiled, reference, compiledSeen, referenceSeen: [...seen] };
}

describe('executeOperation (graphql-jit)', () => {
  it('answers a list with enums, lists and a variable as graphql-js does', async () => {
    const r = await both('query Q($size: Int) { items(size: $size) { id status count tags } }', { size: 1 });
    expect(r.compiled).toEqual(r.reference);
    expect(r.compiled).toEqual({
      data: { items: [{ id: 'a', status: 'active', count: 1, tags: ['on_hold'] }] },
    });
  });

  it('keeps errors, their paths and extensions, and null propagation', async () => {
    const r = await both('{ items { id count broken } }');
    expect(r.compiled).toEqual(r.reference);
    const nulls = await both('{ items { id required } }');
    expect(nulls.compiled).toEqual(nulls.reference);
    expect(r.compiledSeen).toEqual(r.referenceSeen);
  });

  it('refuses bad variables with graphql-js’s own error, running no resolver', async () => {
    const r = await both('query Q($size: Int) { items(size: $size) { id } }', { size: 'many' });
    expect(r.compiled).toEqual(r.reference);
    expect(r.compiledSeen).toEqual([]);
  });

  it('runs mutations through graphql-js', async () => {
    const r = await both('mutation { touch }');
    expect(r.compiled).toEqual({ data: { touch: 'touched' } });
  });
});
