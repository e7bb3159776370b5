// What the enquiries list asks core-api for, from the URL alone: the page's query (EnquiriesPage) and the
// route's warm start (routes.tsx) both read it here, so a cold load's early query is the page's own.
import type { EnquiryStatus } from '../../generated/graphql';
import {
  readListParams,
  type ListParamsOptions,
  type ListQueryParams,
} from '../../components/list/use-list-params';
import { ENQUIRY_STATUS_LABELS } from './enquiry-labels';

export const ENQUIRY_STATUSES = Object.keys(ENQUIRY_STATUS_LABELS) as EnquiryStatus[];

export const ENQUIRY_SORTS = [
  { value: 'tender_due_date', label: 'Tender due (soonest first)' },
  { value: 'received_date', label: 'Received (newest first)' },
  { value: 'reference', label: 'Reference (newest first)' },
] as const;

export type EnquirySort = (typeof ENQUIRY_SORTS)[number]['value'];

export const ENQUIRY_LIST_OPTIONS: ListParamsOptions<'status'> = {
  filters: { status: '' },
  defaultSort: 'tender_due_date',
};

/** The list's variables; an unknown status or sort in the URL reads as none and the default. */
export function enquiryListVariables(list: ListQueryParams<'status'>) {
  const sort: EnquirySort = ENQUIRY_SORTS.find((s) => s.value === list.sort)?.value ?? 'tender_due_date';
  return {
    search: list.search || null,
    status: ENQUIRY_STATUSES.find((s) => s === list.filters.status) ?? null,
    sort_by: sort,
    page: list.page,
    size: list.size,
  };
}

/** The same, from the URL's query string (the route's warm start, before the page exists). */
export function enquiryListQuery(search: URLSearchParams) {
  return enquiryListVariables(readListParams(search, ENQUIRY_LIST_OPTIONS));
}
