// Words for enquiry and estimate statuses, sections and VAT treatments, as the pages show them.
import type { EnquiryStatus, EstimateStatus } from '../../generated/graphql';
import type { Section } from './estimate-totals';

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  estimating: 'Estimating',
  submitted: 'Submitted',
  won: 'Won',
  lost: 'Lost',
  declined: 'Declined',
};

export const ENQUIRY_STATUS_COLOURS: Record<EnquiryStatus, string> = {
  new: 'blue',
  estimating: 'purple',
  submitted: 'orange',
  won: 'green',
  lost: 'red',
  declined: 'gray',
};

export const ESTIMATE_STATUS_LABELS: Record<EstimateStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  accepted: 'Accepted',
  rejected: 'Rejected',
  superseded: 'Superseded',
};

export const ESTIMATE_STATUS_COLOURS: Record<EstimateStatus, string> = {
  draft: 'gray',
  issued: 'orange',
  accepted: 'green',
  rejected: 'red',
  superseded: 'gray',
};

/** The button for each enquiry move. */
export const ENQUIRY_MOVE_LABELS: Record<EnquiryStatus, string> = {
  new: 'Reopen',
  estimating: 'Start estimating',
  submitted: 'Mark submitted',
  won: 'Mark won',
  lost: 'Mark lost',
  declined: 'Decline',
};

export const SECTIONS: readonly { value: Section; label: string }[] = [
  { value: 'preliminaries', label: 'Preliminaries' },
  { value: 'labour', label: 'Labour' },
  { value: 'plant', label: 'Plant' },
  { value: 'materials', label: 'Materials' },
  { value: 'subcontract', label: 'Subcontract' },
  { value: 'other', label: 'Other' },
];

export { VAT_OPTIONS } from '../../lib/vat';
