// Words for materials statuses and VAT codes, shared by the lists and the detail views.
export const REQUEST_STATUS_LABELS: Record<string, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  quoting: 'Quoting',
  ordered: 'Ordered',
  part_delivered: 'Part delivered',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PO_STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  issued: 'Issued',
  part_delivered: 'Part delivered',
  delivered: 'Delivered',
  invoiced: 'Invoiced',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** The button that makes each move. */
export const REQUEST_MOVE_LABELS: Record<string, string> = {
  approved: 'Approve',
  rejected: 'Reject',
  cancelled: 'Cancel request',
};
export const PO_MOVE_LABELS: Record<string, string> = {
  issued: 'Issue order',
  cancelled: 'Cancel order',
  closed: 'Close order',
};

/** "12.50" → 1250 pence, or null when it is not money. */
export function poundsToPence(text: string): number | null {
  const t = text.trim().replace(/^£/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
