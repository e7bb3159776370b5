// Builds the executable schema from every module's resolvers, with the locked-by-default gate and the
// role checker wired in; also prints it sorted, so the emitted schema.graphql is deterministic.
import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker, lockedByDefault } from './auth.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { PushTokenResolver } from '../modules/push-tokens/push-tokens.resolver.js';

export const resolvers = [AuthResolver, ContactResolver, PushTokenResolver] as const;

export function buildBffSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...resolvers],
    authChecker,
    globalMiddlewares: [lockedByDefault],
    // Never echo the validated object or value back: inputs carry passwords.
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
  });
}

export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema)).trim()}\n`;
}
