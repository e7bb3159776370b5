// Builds the executable schema from the modules' resolvers (the list comes from the caller: lib never imports
// a module), with the locked-by-default gate, the single-record guard (lib/cost.ts) and the role checker wired in; also prints it sorted, so the
// emitted schema.graphql is deterministic.
import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { buildSchema, getMetadataStorage, type ClassType } from 'type-graphql';
import { authChecker, lockedByDefault } from './auth.js';
import { singleRecordOnly } from './cost.js';
import type { BffModule } from './module.js';

/**
 * Plain data fields (an object type's `@Field` read straight off the parent, no roles, no middleware, no declared
 * core-api cost) are left to GraphQL's default resolver. Otherwise type-graphql wraps every one of them in the
 * global middleware chain — an async call per field, ~500 per page of 20 projects, most of the BFF's time on a
 * list — although neither global middleware acts on them: `lockedByDefault` acts on root fields only (these
 * are never root) and `singleRecordOnly` on fields that declare `inLists: 'refused'` (these declare nothing).
 */
function leaveDataFieldsToGraphQL(): void {
  const storage = getMetadataStorage();
  // Read from the decorators' own lists: roles and middleware are copied onto fields only during the build.
  const key = (target: unknown, field: string) => ({ target, field });
  const marked = [
    ...storage.authorizedFields.map((a) => key(a.target, a.fieldName)),
    ...storage.middlewares.map((m) => key(m.target, m.fieldName)),
    ...storage.fieldExtensions.map((e) => key(e.target, e.fieldName)),
  ];
  const classMarked = new Set<unknown>([
    ...storage.authorizedResolver.map((a) => a.target),
    ...storage.resolverMiddlewares.map((m) => m.target),
  ]);
  for (const field of storage.fields) {
    const plain =
      field.name === field.schemaName &&
      !classMarked.has(field.target) &&
      !marked.some((m) => m.target === field.target && m.field === field.name);
    if (plain && field.simple === undefined) field.simple = true;
  }
}

export function buildBffSchema(modules: readonly BffModule[]): Promise<GraphQLSchema> {
  const resolvers = modules.flatMap((m) => m.resolvers);
  if (resolvers.length === 0) throw new Error('buildBffSchema: no module has resolvers');
  leaveDataFieldsToGraphQL();
  return buildSchema({
    resolvers: resolvers as [ClassType, ...ClassType[]],
    authChecker,
    globalMiddlewares: [lockedByDefault, singleRecordOnly],
    // Subscriptions here read core-api's event stream themselves (`subscribe:`); type-graphql still asks for a
    // PubSub, so it gets the in-memory one its documentation uses.
    pubSub: createPubSub(),
    // Never echo the validated object or value back: inputs carry passwords.
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
  });
}

export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema)).trim()}\n`;
}
