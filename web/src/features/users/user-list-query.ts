// What the users list asks core-api for, from the URL alone: the page's query (UsersPage) and the route's warm
// start (routes.tsx) both read it here, so a cold load's early query is the page's own.
import type { Role } from '../../generated/graphql';
import {
  readListParams,
  type ListParamsOptions,
  type ListQueryParams,
} from '../../components/list/use-list-params';

export const USER_STATUSES = ['active', 'invited', 'inactive', 'all'] as const;

export const USER_LIST_OPTIONS: ListParamsOptions<'role' | 'status'> = {
  filters: { role: '', status: 'all' },
};

/** The list's variables; an unknown status in the URL reads as all. */
export function userListVariables(list: ListQueryParams<'role' | 'status'>) {
  return {
    search: list.search || null,
    role: (list.filters.role || null) as Role | null,
    status: USER_STATUSES.find((v) => v === list.filters.status) ?? 'all',
    page: list.page,
    size: list.size,
  };
}

/** The same, from the URL's query string (the route's warm start, before the page exists). */
export function userListQuery(search: URLSearchParams) {
  return userListVariables(readListParams(search, USER_LIST_OPTIONS));
}
