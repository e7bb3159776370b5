// Owns who may see a live change, short of the database: a company's changes stay in it; a notification goes to
// its one recipient; a change carrying a role floor (a note's level) to that role and up; a company-wide change
// (users, settings: no project) to managers and up. A project's change follows the project's visibility, which
// the stream asks projects for.
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import type { DomainEvent } from '../../lib/events.js';

/** Whether the event is `actor`'s company's and, for a notification, addressed to them. */
export function isAddressedTo(actor: Actor, event: DomainEvent): boolean {
  if (event.company_id !== actor.companyId) return false;
  return event.kind !== 'notification' || event.user_id === actor.userId;
}

/** Whether `actor`'s role meets the event's floor (a note's level), if it has one. */
export function meetsEventLevel(actor: Actor, event: Pick<DomainEvent, 'min_role'>): boolean {
  return !event.min_role || roleAtLeast(actor.role, event.min_role);
}

/** Whether `actor` sees company-wide changes (those of no project: users, settings). */
export function seesCompanyWideChanges(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'manager');
}
