// The company roles, lowest first: the GraphQL `Role` enum every module shares, and the order @Authorized(role)
// compares against. Values are core-api's ROLES exactly.
import { registerEnumType } from 'type-graphql';

export const Role = {
  worker: 'worker',
  supervisor: 'supervisor',
  manager: 'manager',
  admin: 'admin',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
registerEnumType(Role, { name: 'Role' });

export type RoleName = `${Role}`;
/** In declaration order: worker < supervisor < manager < admin. */
export const ROLES: readonly RoleName[] = Object.values(Role);
