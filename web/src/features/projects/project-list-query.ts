// What the projects list asks core-api for, from the URL and the role alone: the page's query (ProjectsPage)
// and the route's warm start (routes.tsx) both read it here, so a cold load's early query is the page's own.
import type { Role } from '../../generated/graphql';
import { readListParams, type ListParamsOptions } from '../../components/list/use-list-params';
import { hasRole } from '../auth';
import { asProjectSort, asProjectStatus } from './project-labels';

/** The list kit's options for the live list or the archive. */
export function projectListOptions(archived: boolean): ListParamsOptions<'status'> {
  // Spec §7: the archive sorts by project number, newest first, unless told otherwise.
  return { filters: { status: '' }, defaultSort: archived ? 'project_number:desc' : 'created_at:desc' };
}

export function projectListQuery(params: URLSearchParams, role: Role | undefined) {
  const archived = params.get('view') === 'archived';
  const list = readListParams(params, projectListOptions(archived));
  // Contract values are commercial (supervisor and up, the same people who create projects).
  const commercial = hasRole(role, 'supervisor');
  const sortArgs = commercial || !list.sort.startsWith('contract_') ? asProjectSort(list.sort) : null;
  return {
    archived,
    commercial,
    variables: {
      page: list.page,
      size: list.size,
      status: asProjectStatus(list.filters.status),
      search: list.search || null,
      sort_by: sortArgs?.sort_by ?? null,
      sort_order: sortArgs?.sort_order ?? null,
    },
  };
}
