// Owns who may do what to a company user or invitation. Managers and admins manage users; only an admin grants,
// removes or touches the admin role (an admin invitation included); nobody changes their own role or status
// from the users list (a manager who demotes or deactivates themselves is locked out at once). The last
// active admin rule needs the database (the company's admins, locked) and lives in the service; which rows
// count as active admins is decided here.
import type { Actor } from '../../lib/auth.js';
import { AuthorizationError, ConflictError } from '../../lib/errors.js';
import type { Role } from '../../models/index.js';

export const ONLY_ADMIN_CHANGES_ADMIN = 'Only an admin can change an admin';
export const ONLY_ADMIN_GRANTS_ADMIN = 'Only an admin can grant the admin role';
export const LAST_ADMIN = 'The company must keep at least one active admin';
/** Platform company setup: the address is refused anywhere on the platform (the operator may know). */
export const EMAIL_TAKEN = 'A user with this email already exists';
/** Inviting someone who is already in the caller's own company (no other company is ever consulted). */
export const ALREADY_IN_COMPANY = 'A user with this email is already in your company';
export const ALREADY_INVITED =
  'This email has already been invited. Resend or cancel that invitation from the users list.';
export const OWN_ROLE = 'You cannot change your own role. Ask another manager or admin.';
export const OWN_ACCOUNT_STATUS = 'You cannot deactivate your own account. Ask another manager or admin.';
export const INVITATION_ACCEPTED = 'This invitation has already been accepted';
export const INVITATION_CANCELLED = 'This invitation has been cancelled';

/** Whether `actor` may change `target` at all (role, status, password, an invitation); throws when not. */
export function authorizeManage(actor: Actor, target: { role: Role }): void {
  if (target.role === 'admin' && actor.role !== 'admin')
    throw new AuthorizationError(ONLY_ADMIN_CHANGES_ADMIN);
}

/** Whether `actor` may give someone `role` (on invite or change). */
export function authorizeGrant(actor: Actor, role: Role): void {
  if (role === 'admin' && actor.role !== 'admin') throw new AuthorizationError(ONLY_ADMIN_GRANTS_ADMIN);
}

/** Refuses a change of the caller's own role or status (409: the request is fine, the target is not). */
export function refuseSelf(actor: Actor, userId: string, message: string): void {
  if (userId === actor.userId) throw new ConflictError(message);
}

/** What the users list offers on a row: nothing on your own, nothing on an admin unless you are one. */
export function canManage(actor: Actor, target: { id: string; role: Role }): boolean {
  return target.id !== actor.userId && (target.role !== 'admin' || actor.role === 'admin');
}

/** Whether `user` is one of the company's active admins (the last-admin rule counts these). */
export function isActiveAdmin(user: { role: Role; is_active: boolean }): boolean {
  return user.role === 'admin' && user.is_active;
}
