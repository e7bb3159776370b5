// What the materials page asks core-api for on its first render, from the URL alone: the page's lists
// (MaterialsPage) and the route's warm start (routes.tsx) both read it here, so a cold load's early query is the
// page's own.
import type { MaterialRequestStatus, PurchaseOrderStatus } from '../../generated/graphql';
import {
  readListParams,
  type ListParamsOptions,
  type ListQueryParams,
} from '../../components/list/use-list-params';

type Filter = 'view' | 'status';

export const MATERIALS_LIST_OPTIONS: ListParamsOptions<Filter> = {
  filters: { view: 'requests', status: '' },
};

/**
 * A status filter of the orders that stands for several statuses: the dashboard's "Purchase orders awaiting
 * delivery" opens `?view=orders&status=awaiting_delivery` (issued or part delivered, core-api's `awaiting_delivery`).
 */
export const AWAITING_DELIVERY = 'awaiting_delivery';

/** Both lists read the same parameters; only the status they filter by differs. */
function listVariables<Status extends string>(list: ListQueryParams<Filter>) {
  return {
    search: list.search || null,
    status: (list.filters.status || null) as Status | null,
    page: list.page,
    size: list.size,
  };
}

export const materialRequestVariables = (list: ListQueryParams<Filter>) =>
  listVariables<MaterialRequestStatus>(list);

export const purchaseOrderVariables = (list: ListQueryParams<Filter>) => {
  const variables = listVariables<PurchaseOrderStatus>(list);
  const awaiting = list.filters.status === AWAITING_DELIVERY;
  return awaiting ? { ...variables, status: null, awaiting_delivery: true } : variables;
};

/**
 * The list the URL opens: the requests, or the purchase orders (`view=orders`), with its variables; null while
 * the request form, one request or one order takes the page.
 */
export function materialsListQuery(search: URLSearchParams) {
  if (search.get('create') === 'true' || search.get('request_id') || search.get('po_id')) return null;
  const list = readListParams(search, MATERIALS_LIST_OPTIONS);
  return list.filters.view === 'orders'
    ? ({ list: 'orders', variables: purchaseOrderVariables(list) } as const)
    : ({ list: 'requests', variables: materialRequestVariables(list) } as const);
}
