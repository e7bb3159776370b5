// What the plant page asks core-api for on its first render, from the URL and the role alone: the page
// (PlantPage, RequestsSection) and the route's warm start (routes.tsx) both read it here, so a cold load's
// early query is the page's own.
import type { PlantRequestScope, PlantRequestStatus, Role } from '../../generated/graphql';
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
