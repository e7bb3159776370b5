// What the forms page asks core-api for on its first render, from the URL alone: the page's queries (FormsPage)
// and the route's warm start (routes.tsx) both read it here, so a cold load's early queries are the page's own.
import type { FormSeverity, FormSubmissionStatus } from '../../generated/graphql';
import { readListParams, type ListParamsOptions } from '../../components/list/use-list-params';

export const FORMS_LIST_OPTIONS: ListParamsOptions<'template_id' | 'project_id' | 'status' | 'severity'> = {
  filters: { template_id: '', project_id: '', status: '', severity: '' },
};

/**
 * A status filter that stands for several statuses: the dashboard's "Forms awaiting review" opens
 * `?status=awaiting_review`, which asks core-api for submitted and resubmitted forms (`awaiting_review`).
 */
export const AWAITING_REVIEW = 'awaiting_review';
/** Likewise "Delay notices this month": sent delay notices since the 1st (core-api's `delay_notices_this_month`). */
export const DELAY_NOTICES_THIS_MONTH = 'delay_notices_this_month';
/** "Permits in force": permits to work put in force whose expiry has not passed (decision 0089). */
export const PERMITS_IN_FORCE = 'permits_in_force';
const NAMED = [AWAITING_REVIEW, DELAY_NOTICES_THIS_MONTH, PERMITS_IN_FORCE];

export function formsListQuery(params: URLSearchParams) {
  const list = readListParams(params, FORMS_LIST_OPTIONS);
  const creating = params.get('create') === 'true';
  const submissionId = params.get('submission_id');
  const managing = params.get('templates') === 'true';
  return {
    creating,
    submissionId,
    managing,
    /** The submissions list shows unless the picker and filler, one form or the builder take the page. */
    showsList: !creating && !submissionId && !managing,
    variables: {
      search: list.search || null,
      template_id: list.filters.template_id || null,
      project_id: list.filters.project_id || null,
      status: (list.filters.status && !NAMED.includes(list.filters.status)
        ? list.filters.status
        : null) as FormSubmissionStatus | null,
      ...(list.filters.status === AWAITING_REVIEW ? { awaiting_review: true } : {}),
      ...(list.filters.status === DELAY_NOTICES_THIS_MONTH ? { delay_notices_this_month: true } : {}),
      ...(list.filters.status === PERMITS_IN_FORCE ? { permits_in_force: true } : {}),
      severity: (list.filters.severity || null) as FormSeverity | null,
      page: list.page,
      size: list.size,
    },
  };
}
