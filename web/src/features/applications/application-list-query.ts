// What the applications page asks core-api for on its first render, from the URL alone: the page's queries
// (ApplicationsPage) and the route's warm start (routes.tsx) both read them here, so a cold load's early
// queries are the page's own.
import type { ApplicationStatus } from '../../generated/graphql';
import {
  readListParams,
  type ListParamsOptions,
  type ListQueryParams,
} from '../../components/list/use-list-params';

export const APPLICATION_LIST_OPTIONS: ListParamsOptions<'status'> = { filters: { status: '' } };

/** The templates under the list: the first 50, always. */
export const APPLICATION_TEMPLATES_VARIABLES = { page: 1, size: 50 };

/**
 * Status filters that stand for the dashboard's money figures: `outstanding` (submitted, certified or part paid)
 * and `overdue` (those past the final date), core-api's `owing`.
 */
export const OWING_LABELS: Record<string, string> = {
  outstanding: 'Outstanding',
  overdue: 'Overdue (past the final date)',
};

export function applicationListVariables(list: ListQueryParams<'status'>) {
  const owing = list.filters.status in OWING_LABELS ? list.filters.status : null;
  return {
    status: (owing ? null : list.filters.status || null) as ApplicationStatus | null,
    owing,
    page: list.page,
    size: list.size,
  };
}

/** The same, from the URL's query string (the route's warm start, before the page exists). */
export function applicationListQuery(search: URLSearchParams) {
  return applicationListVariables(readListParams(search, APPLICATION_LIST_OPTIONS));
}
