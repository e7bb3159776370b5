// Owns who may do what with forms. Managers and up build and version templates; a form belongs to the person
// filling it in: only they see it while it is a draft, change its answers (draft or returned) and send it
// (submit, resubmit); supervisors and up review it (approve, return), as the transition table says (and so they
// are the ones told a form awaits review: forms.contributions.ts). Answers carry the caller's abilities so the UI
// shows only what they may do.
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import { AuthorizationError } from '../../lib/errors.js';
import type { FormSubmission, SubmissionStatus } from './form-submission.model.js';
import { EDITABLE, SUBMISSION_STATUS, SUBMITTER_MOVES } from './forms.transitions.js';

export const NOT_YOURS = 'Only the person who filled in this form can change or send it';

type Authored = Pick<FormSubmission, 'submitted_by'>;

/** Templates (create, change, version): managers and up. */
export function mayManageTemplates(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'manager');
}

export function isAuthor(actor: Actor, submission: Authored): boolean {
  return submission.submitted_by === actor.userId;
}

/** A draft is seen only by the person filling it in (for everyone else it does not exist: 404). */
export function hiddenDraft(actor: Actor, submission: Authored & Pick<FormSubmission, 'status'>): boolean {
  return submission.status === 'draft' && !isAuthor(actor, submission);
}

/** 403 unless the actor filled in the form (changing answers, submitting, resubmitting). */
export function assertAuthor(actor: Actor, submission: Authored): void {
  if (!isAuthor(actor, submission)) throw new AuthorizationError(NOT_YOURS);
}

/** Whether this move is the submitter's (only the author makes it) rather than a reviewer's. */
export function isSubmitterMove(to: SubmissionStatus): boolean {
  return SUBMITTER_MOVES.includes(to);
}

export function mayEditAnswers(actor: Actor, submission: Authored & Pick<FormSubmission, 'status'>): boolean {
  return isAuthor(actor, submission) && EDITABLE.includes(submission.status);
}

/** The moves the actor may make now: the table's by role, the submitter's only to the author. */
export function submissionMoves(
  actor: Actor,
  submission: Authored & Pick<FormSubmission, 'status'>,
): SubmissionStatus[] {
  const mine = isAuthor(actor, submission);
  return SUBMISSION_STATUS.allowed(actor, submission.status).filter((s) => !isSubmitterMove(s) || mine);
}

/** A permit to work is put in force or closed by its holder (who applied and signed as holder) or a supervisor and up. */
export function mayMovePermit(actor: Actor, submission: Authored): boolean {
  return isAuthor(actor, submission) || roleAtLeast(actor.role, 'supervisor');
}
