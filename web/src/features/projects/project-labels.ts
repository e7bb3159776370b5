// Labels for project enums (spec §6 visibility wording is exact) and the list's sort options. The value sets
// are the BFF's enums (generated types), so a value the API does not accept fails typecheck.
import type { ProjectSortField, ProjectStatus, SortOrder } from '../../generated/graphql';

export const NOTE_VISIBILITY_OPTIONS = [
  { value: 'worker', label: 'All Team Members' },
  { value: 'supervisor', label: 'Supervisors & Above' },
  { value: 'manager', label: 'Managers & Above' },
  { value: 'admin', label: 'Admins Only' },
] as const;

export const DEFAULT_NOTE_VISIBILITY = 'worker';

/** A note's messages (spec §5, §8), shared by the project page's note box and the Add Project Note dialog. */
export const NOTE_SUCCESS_MESSAGE = 'Project note added successfully';
export const NOTE_FAILURE_MESSAGE = 'Failed to add project note';
export const SELECT_PROJECT_MESSAGE = 'Please select a project';
export const NOTE_CONTENT_MESSAGE = 'Please enter note content';

export function visibilityLabel(level: string): string {
  return NOTE_VISIBILITY_OPTIONS.find((o) => o.value === level)?.label ?? level;
}

export const PROJECT_STATUSES = [
  { value: 'planning', label: 'Planning', color: 'gray' },
  { value: 'active', label: 'Active', color: 'green' },
  { value: 'on_hold', label: 'On hold', color: 'orange' },
  { value: 'completed', label: 'Completed', color: 'blue' },
  { value: 'cancelled', label: 'Cancelled', color: 'red' },
] as const satisfies readonly { value: ProjectStatus; label: string; color: string }[];

/** A status filter from the URL, or null (no filter) when it is not one the API accepts. */
export function asProjectStatus(value: string): ProjectStatus | null {
  return PROJECT_STATUSES.find((s) => s.value === value)?.value ?? null;
}

export function statusLabel(status: string): string {
  return PROJECT_STATUSES.find((s) => s.value === status)?.label ?? status;
}

export function statusColor(status: string): string {
  return PROJECT_STATUSES.find((s) => s.value === status)?.color ?? 'gray';
}

export const CONTRACT_FORMS = [
  { value: 'JCT_DB', label: 'JCT Design and Build' },
  { value: 'JCT_SBC', label: 'JCT Standard Building Contract' },
  { value: 'JCT_MW', label: 'JCT Minor Works' },
  { value: 'NEC4_ECC_A', label: 'NEC4 ECC Option A' },
  { value: 'NEC4_ECC_C', label: 'NEC4 ECC Option C' },
  { value: 'bespoke', label: 'Bespoke' },
] as const;

export const BUDGET_CATEGORY_LABELS: Record<string, string> = {
  labour: 'Labour',
  plant: 'Plant',
  materials: 'Materials',
  subcontract: 'Subcontract',
  preliminaries: 'Preliminaries',
  other: 'Other',
};

/** A contract form's name (never its code, e.g. JCT_DB). */
export function contractFormLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return CONTRACT_FORMS.find((f) => f.value === value)?.label ?? value;
}

export const SORT_OPTIONS = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'project_number:desc', label: 'Project number (high–low)' },
  { value: 'project_number:asc', label: 'Project number (low–high)' },
  { value: 'name:asc', label: 'Name (A–Z)' },
  { value: 'name:desc', label: 'Name (Z–A)' },
  { value: 'start_date:asc', label: 'Start date' },
  { value: 'contract_value_pence:desc', label: 'Contract value' },
] as const satisfies readonly { value: `${ProjectSortField}:${SortOrder}`; label: string }[];

/** A `field:order` sort from the URL as the list's arguments, or null (the API's default) when not offered. */
export function asProjectSort(value: string): { sort_by: ProjectSortField; sort_order: SortOrder } | null {
  const option = SORT_OPTIONS.find((s) => s.value === value);
  if (!option) return null;
  const [sort_by, sort_order] = option.value.split(':') as [ProjectSortField, SortOrder];
  return { sort_by, sort_order };
}
