// Words for labour's codes, as the screens show them.
import { CIS_STATUS_LABELS } from '@sitebase/shared';

export const ENGAGEMENT_LABELS: Record<string, string> = {
  direct: 'Direct',
  agency: 'Agency',
  subcontractor: 'Subcontractor',
};
export const TIMESHEET_STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const INVOICE_STATUS_LABELS: Record<string, string> = {
  received: 'Received',
  matched: 'Matched',
  approved: 'Approved',
  exported: 'Exported',
  paid: 'Paid',
  disputed: 'Disputed',
};
export const INVOICE_MOVE_LABELS: Record<string, string> = {
  approved: 'Approve',
  exported: 'Mark exported',
  paid: 'Record payment',
  disputed: 'Dispute',
  received: 'Reopen',
};
/** Invoice line types (decision 0047), in the order the picker offers them, with what each means for CIS. */
export const LINE_TYPE_OPTIONS: { value: string; label: string }[] = [
  { value: 'labour', label: 'Labour (matched to timesheets)' },
  { value: 'materials', label: 'Materials (direct cost off the CIS base)' },
  { value: 'plant_owned', label: 'Plant they own and operate (in the CIS base)' },
  { value: 'plant_hired', label: 'Plant they hired in (treated as materials)' },
  { value: 'fuel_consumables', label: 'Fuel and consumables (materials)' },
  { value: 'deduction', label: 'Deduction agreed in the contract (e.g. CITB levy)' },
];
/** Line types whose direct cost to the subcontractor comes off the CIS base. */
export const MATERIALS_LIKE = new Set(['materials', 'plant_hired', 'fuel_consumables']);
export const CIS_LABELS: Record<string, string> = CIS_STATUS_LABELS;
export const CSCS_CARDS = ['green', 'blue', 'gold', 'black', 'red', 'white'] as const;
export const CSCS_STATE: Record<string, { label: string; palette: string }> = {
  expired: { label: 'CSCS expired', palette: 'red' },
  expiring: { label: 'CSCS expiring', palette: 'orange' },
  valid: { label: 'CSCS valid', palette: 'green' },
  none: { label: 'No CSCS card', palette: 'gray' },
};
export const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** YYYY-MM-DD of the Monday of the week `date` (default today, local) falls in. */
export function mondayOf(date: Date = new Date()): string {
  const d = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

export function addDaysIso(iso: string, n: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const rateText = (pence: number | null | undefined, unit: string, format: (p: number) => string) =>
  pence == null ? '—' : `${format(pence)} / ${unit}`;
