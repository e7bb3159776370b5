// Segregation of duties (issue 32, decision 0045): nobody approves a record they raised or one that pays
// themself; it needs another approver of the role the approval already requires. Each module's policy says who
// raised and who is paid by its record; this file holds the one refusal and its wording. The refusal is a 409
// (this approval is not allowed for this record), not a 403: the role is right, and the web ends the session on
// any 403 (spec §8), which would sign out a manager for trying to approve their own timesheet.
import type { Actor } from './auth.js';
import { ConflictError } from './errors.js';

export interface RecordParties {
  /** The user who raised (requested, created or submitted) the record. */
  raised_by?: string | null;
  /** The user the record pays (a timesheet or invoice for their own work). */
  pays_user_id?: string | null;
}

export const ownRecordMessage = (what: string, why: 'raised' | 'pays'): string =>
  why === 'pays'
    ? `This ${what} pays you, so someone else must approve it`
    : `You raised this ${what}, so someone else must approve it`;

/** The refusal (409) when the actor raised the record or is paid by it; null when they may approve it. */
export function ownRecordRefusal(actor: Actor, what: string, parties: RecordParties): ConflictError | null {
  if (parties.pays_user_id && parties.pays_user_id === actor.userId)
    return new ConflictError(ownRecordMessage(what, 'pays'));
  if (parties.raised_by && parties.raised_by === actor.userId)
    return new ConflictError(ownRecordMessage(what, 'raised'));
  return null;
}

/** Throws the refusal of ownRecordRefusal. */
export function assertNotOwnRecord(actor: Actor, what: string, parties: RecordParties): void {
  const refusal = ownRecordRefusal(actor, what, parties);
  if (refusal) throw refusal;
}
