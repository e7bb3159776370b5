// How a posting to the books is put in words: its state, the payment state read back from the service, and the
// service's name (core-api's, or a plain fallback).
import type { AccountingPostingFieldsFragment } from '../../generated/graphql';

export const POSTING_STATUS_LABELS: Record<string, string> = {
  queued: 'Waiting to post',
  posted: 'Posted',
  failed: 'Refused',
};

export const POSTING_STATUS_PALETTE: Record<string, string> = {
  queued: 'orange',
  posted: 'green',
  failed: 'red',
};

export const PAYMENT_STATE_LABELS: Record<string, string> = {
  unpaid: 'Unpaid',
  part_paid: 'Part paid',
  paid: 'Paid',
  voided: 'Voided',
  draft: 'Draft',
};

type Posting = Pick<AccountingPostingFieldsFragment, 'provider_name'>;

/** "Xero", "QuickBooks"; "the accounting service" when core-api does not say which. */
export const serviceName = (p: Posting) => p.provider_name ?? 'the accounting service';

/** Why a posting is waiting when it has no reason of its own (not tried yet: queued, or the connection not ready). */
export const WAITING_REASON =
  'in the queue; it goes as soon as the accounting connection in Settings is ready';
