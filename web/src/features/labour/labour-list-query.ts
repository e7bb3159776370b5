// What the labour page asks core-api for on its first render, from the URL and the role alone: the page
// (LabourPage, TimesheetsTab) and the route's warm start (routes.tsx) both read it here, so a cold load's early
// query is the page's own.
import type { Role } from '../../generated/graphql';
import { hasRole } from '../auth';
import { mondayOf } from './labour-labels';

export const LABOUR_TABS = [
  { key: 'timesheets', label: 'Timesheets', role: 'worker' },
  { key: 'operatives', label: 'Operatives', role: 'worker' },
  { key: 'invoices', label: 'Invoices', role: 'supervisor' },
  { key: 'cis', label: 'CIS month', role: 'manager' },
] as const;

export type LabourTab = (typeof LABOUR_TABS)[number]['key'];

/** The tabs the role has. */
export function labourTabs(role: Role | undefined) {
  return LABOUR_TABS.filter((t) => hasRole(role, t.role));
}

/** The tab the URL opens (`tab`), the timesheets unless it names another the role has. */
export function labourTab(params: URLSearchParams, role: Role | undefined): LabourTab {
  return labourTabs(role).find((t) => t.key === params.get('tab'))?.key ?? 'timesheets';
}

/** The timesheets tab shows one week (`week`, this week's Monday by default), every operative's sheet. */
export function timesheetsVariables(params: URLSearchParams) {
  return { week: params.get('week') ?? mondayOf(), size: 100 };
}

/** The timesheets' variables from the URL, or null when the page opens another tab. */
export function labourFirstQuery(search: URLSearchParams, role: Role | undefined) {
  return labourTab(search, role) === 'timesheets' ? timesheetsVariables(search) : null;
}
