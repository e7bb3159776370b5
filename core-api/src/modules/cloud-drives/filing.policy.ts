// Owns the filing side's rules (decision 0076): which documents go to the restricted tree instead of the
// project's (visibility follows the record, decision 0052), who may retry a failed filing, and which filings a
// reader may see (those of files they may read).
import { roleAtLeast, rolesUpTo, type Actor } from '../../lib/auth.js';
import type { Role } from '../../models/index.js';

/**
 * A document only some of the site team may read (min_role above worker: applications, orders, estimates) is
 * filed in the restricted tree, never in the project's folder the whole team browses.
 */
export function filesRestricted(upload: { min_role: Role }): boolean {
  return upload.min_role !== 'worker';
}

/** Supervisors and up may send a failed filing again. */
export function mayRetryFiling(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'supervisor');
}

/** The file floors a reader reaches: the filings of files above them are left out. */
export function readableFilingRoles(actor: Actor): Role[] {
  return rolesUpTo(actor.role);
}
