// Owns how enquiries and estimates move between states, on the shared transitions kit (lib/transitions.ts).
// Enquiry: new → estimating → submitted → won; lost (the client chose someone else, or withdrew) from
// estimating or submitted; declined (we chose not to tender) from new or estimating; both need a reason.
// Estimate: draft → issued → accepted | rejected (rejection with a reason); an issued or rejected estimate is
// superseded when a new version is made (the service makes that move, never a status button).
import { defineTransitions } from '../../lib/transitions.js';
import type { EnquiryStatus } from './enquiry.model.js';
import type { EstimateStatus } from './estimate.model.js';

export const ENQUIRY_STATUS = defineTransitions<EnquiryStatus>(
  'enquiry',
  [
    { from: 'new', to: 'estimating', minRole: 'supervisor' },
    { from: 'estimating', to: 'submitted', minRole: 'supervisor' },
    { from: 'submitted', to: 'won', minRole: 'supervisor' },
    { from: ['estimating', 'submitted'], to: 'lost', minRole: 'supervisor', reasonRequired: true },
    { from: ['new', 'estimating'], to: 'declined', minRole: 'supervisor', reasonRequired: true },
  ],
  { alreadyIn: (state) => `Enquiry is already ${state}` },
);

export const ESTIMATE_STATUS = defineTransitions<EstimateStatus>(
  'estimate',
  [
    { from: 'draft', to: 'issued', minRole: 'supervisor', action: 'issued' },
    { from: 'issued', to: 'accepted', minRole: 'supervisor', action: 'accepted' },
    { from: 'issued', to: 'rejected', minRole: 'supervisor', reasonRequired: true, action: 'rejected' },
    { from: ['issued', 'rejected'], to: 'superseded', minRole: 'supervisor', action: 'superseded' },
  ],
  { alreadyIn: (state) => `Estimate is already ${state}` },
);

/** Status buttons offer these (superseding is the new-version action's). */
export const ESTIMATE_STATUS_ACTIONS: readonly EstimateStatus[] = ['issued', 'accepted', 'rejected'];
