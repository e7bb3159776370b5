// Words and colours for plant statuses, units and inspection states, and small formatters the plant screens
// share (money only ever formatted here in the UI, from integer pence).
import type { PlantInspectionState, PlantRateUnit, PlantRequestStatus } from '../../generated/graphql';
import { formatPence } from '../../lib/format';

export const REQUEST_STATUS_LABELS: Record<PlantRequestStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  on_hire: 'On hire',
  off_hire_requested: 'Off-hire requested',
  off_hired: 'Off-hired',
  cancelled: 'Cancelled',
};

export const REQUEST_STATUS_COLOURS: Record<PlantRequestStatus, string> = {
  requested: 'blue',
  approved: 'teal',
  rejected: 'red',
  on_hire: 'green',
  off_hire_requested: 'orange',
  off_hired: 'gray',
  cancelled: 'gray',
};

export const ITEM_STATUS_LABELS: Record<string, string> = {
  available: 'Available',
  on_hire: 'On hire',
  off_hire_requested: 'Off-hire requested',
  off_hired: 'Off-hired',
  in_repair: 'In repair',
  disposed: 'Disposed',
};

export const INSPECTION_COLOURS: Record<PlantInspectionState, string> = {
  ok: 'green',
  due_soon: 'orange',
  expired: 'red',
  none: 'gray',
};

/** "£95.00 / day" */
export function rateLabel(pence: number | null | undefined, unit: PlantRateUnit | null | undefined): string {
  if (pence == null || !unit) return '—';
  return `${formatPence(pence)} / ${unit}`;
}

export const ACTION_LABELS: Record<string, string> = {
  created: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  on_hire: 'On hire',
  off_hire_requested: 'Off-hire requested',
  off_hired: 'Collected (off-hired)',
};

export function personName(p: { first_name: string; last_name: string } | null | undefined): string {
  return p ? `${p.first_name} ${p.last_name}`.trim() : 'Someone';
}
