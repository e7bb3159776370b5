// What the plant page asks core-api for on its first render, from the URL and the role alone: the page
// (PlantPage, RequestsSection) and the route's warm start (routes.tsx) both read it here, so a cold load's
// early query is the page's own.
import type {
  PlantItemStatus,
  PlantOwnership,
  PlantRequestScope,
  PlantRequestStatus,
  Role,
} from '../../generated/graphql';
import {
  readListParams,
  type ListParamsOptions,
  type ListQueryParams,
} from '../../components/list/use-list-params';
import { hasRole } from '../auth';

export const PLANT_TABS = ['requests', 'due', 'register', 'rates'] as const;
export type PlantTab = (typeof PLANT_TABS)[number];

/** The tabs the caller has (the supplier rates are for supervisors and up). */
export function plantTabs(supervisor: boolean): PlantTab[] {
  return PLANT_TABS.filter((t) => t !== 'rates' || supervisor);
}

/** The tab the URL opens (`tab`), the requests unless it names another the caller has. */
export function plantTab(params: URLSearchParams, supervisor: boolean): PlantTab {
  return plantTabs(supervisor).find((t) => t === params.get('tab')) ?? 'requests';
}

export const PLANT_REQUEST_LIST_OPTIONS: ListParamsOptions<'status' | 'scope'> = {
  filters: { status: '', scope: 'all' },
};

/** The requests list's variables: a worker sees only their own requests. */
export function plantRequestVariables(list: ListQueryParams<'status' | 'scope'>, supervisor: boolean) {
  return {
    status: (list.filters.status || null) as PlantRequestStatus | null,
    scope: (supervisor ? list.filters.scope : 'mine') as PlantRequestScope,
    search: list.search || null,
    page: list.page,
    size: list.size,
  };
}

/** The requests list's variables from the URL, or null when the page opens another tab. */
export function plantRequestsQuery(search: URLSearchParams, role: Role | undefined) {
  const supervisor = hasRole(role, 'supervisor');
  if (plantTab(search, supervisor) !== 'requests') return null;
  return plantRequestVariables(readListParams(search, PLANT_REQUEST_LIST_OPTIONS), supervisor);
}

export const PLANT_ITEM_LIST_OPTIONS: ListParamsOptions<'status' | 'ownership'> = {
  filters: { status: '', ownership: '' },
};

/**
 * A register status filter that stands for two statuses: the dashboard's "Plant on hire" opens
 * `?tab=register&status=on_hire_now` (on hire or off-hire requested, core-api's `on_hire_now`).
 */
export const ON_HIRE_NOW = 'on_hire_now';

/** The register's variables from its list parameters. */
export function plantItemVariables(list: ListQueryParams<'status' | 'ownership'>) {
  const onHireNow = list.filters.status === ON_HIRE_NOW;
  return {
    search: list.search || null,
    status: (onHireNow ? null : list.filters.status || null) as PlantItemStatus | null,
    on_hire_now: onHireNow ? true : null,
    ownership: (list.filters.ownership || null) as PlantOwnership | null,
    page: list.page,
    size: list.size,
  };
}

/** The register's variables from the URL, or null when the page opens another tab. */
export function plantItemsQuery(search: URLSearchParams, role: Role | undefined) {
  if (plantTab(search, hasRole(role, 'supervisor')) !== 'register') return null;
  return plantItemVariables(readListParams(search, PLANT_ITEM_LIST_OPTIONS));
}
