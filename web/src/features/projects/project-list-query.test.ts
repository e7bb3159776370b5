// The projects list's variables from the URL and the role: the page's query and the route's warm start read
// them here (the warm start is only of use if it asks exactly what the page will ask).
import { describe, expect, it } from 'vitest';
import { projectListQuery } from './project-list-query';

const query = (search: string, role: Parameters<typeof projectListQuery>[1]) =>
  projectListQuery(new URLSearchParams(search), role);

describe('projectListQuery', () => {
  it('reads the live list: page 1 of 20, newest first, no filter', () => {
    expect(query('', 'manager')).toEqual({
      archived: false,
      commercial: true,
      variables: { page: 1, size: 20, status: null, search: null, sort_by: 'created_at', sort_order: 'desc' },
    });
  });

  it('reads the page, size, status, search and sort from the URL', () => {
    expect(query('page=3&size=50&status=active&search=quay&sort=name:asc', 'supervisor').variables).toEqual({
      page: 3,
      size: 50,
      status: 'active',
      search: 'quay',
      sort_by: 'name',
      sort_order: 'asc',
    });
  });

  it('sorts the archive by project number, newest first', () => {
    const archive = query('view=archived', 'manager');
    expect(archive.archived).toBe(true);
    expect(archive.variables).toMatchObject({ sort_by: 'project_number', sort_order: 'desc' });
  });

  it('ignores a contract-value sort and an unknown status for a worker', () => {
    const worker = query('sort=contract_value_pence:desc&status=bogus', 'worker');
    expect(worker.commercial).toBe(false);
    expect(worker.variables).toMatchObject({ status: null, sort_by: null, sort_order: null });
    expect(query('sort=contract_value_pence:desc', 'manager').variables).toMatchObject({
      sort_by: 'contract_value_pence',
      sort_order: 'desc',
    });
  });
});
