// What the labour page asks core-api for on its first render, from the URL and the role alone: the page
// (LabourPage, TimesheetsTab) and the route's warm start (routes.tsx) both read it here, so a cold load's early
// query is the page's own.
import type { LabourInvoiceStatus, Role, TimesheetStatus } from '../../generated/graphql';
import {
  readListParams,
  type ListParamsOptions,
  type ListQueryParams,
} from '../../components/list/use-list-params';
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

export const TIMESHEET_STATUSES: readonly TimesheetStatus[] = ['draft', 'submitted', 'approved', 'rejected'];

/** The status the URL filters by (`status`, e.g. the dashboard's "Timesheets awaiting approval"), if valid. */
export function timesheetStatus(params: URLSearchParams): TimesheetStatus | null {
  return TIMESHEET_STATUSES.find((s) => s === params.get('status')) ?? null;
}

/**
 * The timesheets tab shows one week (`week`, this week's Monday by default), every operative's sheet. With a
 * `status` and no `week` it shows that status across every week: exactly what the dashboard's count counted.
 */
export function timesheetsVariables(params: URLSearchParams): {
  week?: string;
  status?: TimesheetStatus;
  size: number;
} {
  const status = timesheetStatus(params);
  const week = params.get('week');
  if (status && !week) return { status, size: 100 };
  return { week: week ?? mondayOf(), ...(status ? { status } : {}), size: 100 };
}

/** The timesheets' variables from the URL, or null when the page opens another tab. */
export function labourFirstQuery(search: URLSearchParams, role: Role | undefined) {
  return labourTab(search, role) === 'timesheets' ? timesheetsVariables(search) : null;
}

export const INVOICE_LIST_OPTIONS: ListParamsOptions<'status'> = { filters: { status: '' } };

/**
 * An invoice status filter that is a status and a flag: the dashboard's "Labour invoices with variances" opens
 * `?tab=invoices&status=with_variance` (received with a variance, core-api's `with_variance`).
 */
export const WITH_VARIANCE = 'with_variance';

/** The invoices tab's variables from its list parameters. */
export function labourInvoiceVariables(list: ListQueryParams<'status'>) {
  const withVariance = list.filters.status === WITH_VARIANCE;
  return {
    search: list.search || null,
    status: (withVariance ? null : list.filters.status || null) as LabourInvoiceStatus | null,
    with_variance: withVariance ? true : null,
    page: list.page,
    size: list.size,
  };
}

/** The invoices tab's variables from the URL. */
export const labourInvoicesQuery = (search: URLSearchParams) =>
  labourInvoiceVariables(readListParams(search, INVOICE_LIST_OPTIONS));
