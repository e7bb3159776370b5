// Owns who may do what to enquiries and estimates. The routes admit supervisors and up (spec §2), and only an
// active supervisor and up may be an enquiry's estimator; beyond that the rules are about state: an enquiry is
// edited until it is decided (won, lost, declined), deleted only while new, converted once when won with an
// accepted estimate; only a draft estimate is edited, and a new version is made from the latest one once it is
// issued or rejected. Abilities carry the moves the transition tables allow.
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import { AuthorizationError } from '../../lib/errors.js';
import type { Role } from '../../models/index.js';
import type { Enquiry } from './enquiry.model.js';
import type { Estimate } from './estimate.model.js';
import { ENQUIRY_STATUS, ESTIMATE_STATUS, ESTIMATE_STATUS_ACTIONS } from './enquiries.transitions.js';

/** Enquiries and estimates are supervisors' and up (spec §6): every route, their activity and filed PDFs. */
export const ENQUIRIES_MIN_ROLE: Role = 'supervisor';

/**
 * Who may print the internal costed estimate (cost rates, overhead, profit): the roles that see commercial
 * figures, supervisors and up (decision 0023's line); the client's quotation is for every caller.
 */
export const INTERNAL_ESTIMATE_MIN_ROLE: Role = 'supervisor';

export function authorizeInternalEstimate(actor: Actor): void {
  if (!roleAtLeast(actor.role, INTERNAL_ESTIMATE_MIN_ROLE)) {
    throw new AuthorizationError('The internal costed estimate is for supervisors and above');
  }
}

/** Who may be named an enquiry's estimator: an active supervisor and up. */
export function mayEstimate(user: { is_active: boolean; role: Role }): boolean {
  return user.is_active && roleAtLeast(user.role, 'supervisor');
}

export const OPEN_ENQUIRY = ['new', 'estimating', 'submitted'] as const;

export function enquiryIsOpen(enquiry: Pick<Enquiry, 'status'>): boolean {
  return (OPEN_ENQUIRY as readonly string[]).includes(enquiry.status);
}

export function enquiryAbilities(
  actor: Actor,
  enquiry: Pick<Enquiry, 'status' | 'project_id'>,
  hasAcceptedEstimate: boolean,
) {
  return {
    can_edit: enquiryIsOpen(enquiry),
    can_delete: enquiry.status === 'new',
    can_convert: enquiry.status === 'won' && !enquiry.project_id && hasAcceptedEstimate,
    can_create_estimate: enquiryIsOpen(enquiry),
    status_moves: ENQUIRY_STATUS.allowed(actor, enquiry.status),
  };
}

export function estimateAbilities(actor: Actor, estimate: Pick<Estimate, 'status'>, isLatest: boolean) {
  return {
    can_edit: estimate.status === 'draft',
    can_new_version: isLatest && ESTIMATE_STATUS.can(actor, estimate.status, 'superseded'),
    status_moves: ESTIMATE_STATUS.allowed(actor, estimate.status).filter((s) =>
      ESTIMATE_STATUS_ACTIONS.includes(s),
    ),
  };
}
