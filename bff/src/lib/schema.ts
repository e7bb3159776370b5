// Builds the executable schema from the modules' resolvers (the list comes from the caller: lib never imports
// a module), with the locked-by-default gate, the single-record guard (lib/cost.ts) and the role checker wired in; also prints it sorted, so the
// emitted schema.graphql is deterministic.
import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { buildSchema, type ClassType } from 'type-graphql';
import { authChecker, lockedByDefault } from './auth.js';
import { singleRecordOnly } from './cost.js';
import type { BffModule } from './module.js';

export function buildBffSchema(modules: readonly BffModule[]): Promise<GraphQLSchema> {
  const resolvers = modules.flatMap((m) => m.resolvers);
  if (resolvers.length === 0) throw new Error('buildBffSchema: no module has resolvers');
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
