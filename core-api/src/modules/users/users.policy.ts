// Owns who may do what to a company user. Managers and admins manage users; only an admin grants, removes or
// touches the admin role; the last active admin rule needs the database and lives in the service.
import type { Actor } from '../../lib/auth.js';
import { AuthorizationError } from '../../lib/errors.js';
import type { Role } from '../../models/index.js';

export const ONLY_ADMIN_CHANGES_ADMIN = 'Only an admin can change an admin';
export const ONLY_ADMIN_GRANTS_ADMIN = 'Only an admin can grant the admin role';
export const LAST_ADMIN = 'The company must keep at least one active admin';
export const EMAIL_TAKEN = 'A user with this email already exists';

export type UserAction = 'manage';

/** Whether `actor` may change `target` at all (role, status, password); throws when not. */
export function authorizeManage(actor: Actor, target: { role: Role }): void {
  if (target.role === 'admin' && actor.role !== 'admin')
    throw new AuthorizationError(ONLY_ADMIN_CHANGES_ADMIN);
}

/** Whether `actor` may give someone `role` (on create or change). */
export function authorizeGrant(actor: Actor, role: Role): void {
  if (role === 'admin' && actor.role !== 'admin') throw new AuthorizationError(ONLY_ADMIN_GRANTS_ADMIN);
}

export function canManage(actor: Actor, target: { role: Role }): boolean {
  return target.role !== 'admin' || actor.role === 'admin';
}
