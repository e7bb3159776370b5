// Builds the executable schema from every module's resolvers, with the locked-by-default gate and the
// role checker wired in; also prints it sorted, so the emitted schema.graphql is deterministic.
import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker, lockedByDefault } from './auth.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { PushTokenResolver } from '../modules/push-tokens/push-tokens.resolver.js';
import { SettingsResolver } from '../modules/settings/settings.resolver.js';
import { SuperadminResolver } from '../modules/superadmin/superadmin.resolver.js';
import { UsersResolver } from '../modules/users/users.resolver.js';
import { ProjectResolver } from '../modules/projects/projects.resolver.js';

export const resolvers = [
  AuthResolver,
  ContactResolver,
  PushTokenResolver,
  ProjectResolver,
  SuperadminResolver,
  UsersResolver,
  SettingsResolver,
] as const;

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
