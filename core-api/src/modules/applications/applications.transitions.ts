// Owns the status table of applications for payment (decision 0025): a supervisor submits a draft (its PDF is
// then filed); recording the payer's payment notice certifies it; payment (in full or in part) follows a
// certificate, or the application itself when no payment notice came (s.110B(4): it stands as the notified sum).
import { defineTransitions } from '../../lib/transitions.js';
import type { ApplicationStatus } from './application.model.js';

const words = (s: string) => s.replace(/_/g, ' ');

export const APPLICATION_STATUS = defineTransitions<ApplicationStatus>(
  'application',
  [
    { from: 'draft', to: 'submitted', minRole: 'supervisor', action: 'submitted' },
    { from: 'submitted', to: 'certified', minRole: 'supervisor' },
    { from: ['submitted', 'certified', 'part_paid'], to: 'part_paid', minRole: 'supervisor' },
    { from: ['submitted', 'certified', 'part_paid'], to: 'paid', minRole: 'supervisor' },
  ],
  { label: words, alreadyIn: (s) => `Application is already ${words(s)}` },
);

/** Moves a person chooses (certified follows from recording a payment notice). */
export const APPLICATION_MANUAL_MOVES: readonly ApplicationStatus[] = ['submitted', 'part_paid', 'paid'];
