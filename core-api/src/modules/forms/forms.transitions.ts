// Owns the status table of form submissions (decision 0025): the submitter sends a draft (workers and up; the
// service checks it is theirs), a supervisor or above approves it or returns it with a comment, and the submitter
// sends a returned form back (resubmitted), which is reviewed the same way.
import { defineTransitions } from '../../lib/transitions.js';
import type { SubmissionStatus } from './form-submission.model.js';

export const SUBMISSION_STATUS = defineTransitions<SubmissionStatus>(
  'form_submission',
  [
    { from: 'draft', to: 'submitted', minRole: 'worker' },
    { from: ['submitted', 'resubmitted'], to: 'approved', minRole: 'supervisor' },
    { from: ['submitted', 'resubmitted'], to: 'returned', minRole: 'supervisor', reasonRequired: true },
    { from: 'returned', to: 'resubmitted', minRole: 'worker' },
  ],
  { alreadyIn: (s) => `Form is already ${s}` },
);

/** Moves the submitter makes (the others are a reviewer's). */
export const SUBMITTER_MOVES: readonly SubmissionStatus[] = ['submitted', 'resubmitted'];
/** States in which the submitter may still change the answers. */
export const EDITABLE: readonly SubmissionStatus[] = ['draft', 'returned'];
