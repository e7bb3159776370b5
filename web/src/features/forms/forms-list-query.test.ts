// The forms page's first queries from the URL: the page and the route's warm start read them here, so the warm
// start asks exactly what the page will ask (app/router.tsx warmFirstData).
import { describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { ROUTE_ENTRIES } from '../../app/features';
import { formsListQuery } from './forms-list-query';

describe('formsListQuery', () => {
  it('asks for permits in force, not a status, for ?status=permits_in_force (decision 0089)', () => {
    const { variables } = formsListQuery(new URLSearchParams('status=permits_in_force'));
    expect(variables.status).toBeNull();
    expect(variables).toMatchObject({ permits_in_force: true });
    expect(formsListQuery(new URLSearchParams('status=approved')).variables).not.toHaveProperty(
      'permits_in_force',
    );
  });

  it('reads the list kit parameters and filters, defaulting to page 1 of 20 with nothing narrowing it', () => {
    expect(formsListQuery(new URLSearchParams())).toEqual({
      creating: false,
      submissionId: null,
      managing: false,
      showsList: true,
      variables: {
        search: null,
        template_id: null,
        project_id: null,
        status: null,
        severity: null,
        page: 1,
        size: 20,
      },
    });
    const narrowed = formsListQuery(
      new URLSearchParams(
        'page=3&size=50&search=scaffold&template_id=t1&project_id=p2&status=submitted&severity=high',
      ),
    );
    expect(narrowed.variables).toEqual({
      search: 'scaffold',
      template_id: 't1',
      project_id: 'p2',
      status: 'submitted',
      severity: 'high',
      page: 3,
      size: 50,
    });
  });

  it('has no list while the picker, one form or the builder takes the page', () => {
    expect(formsListQuery(new URLSearchParams('create=true')).showsList).toBe(false);
    expect(formsListQuery(new URLSearchParams('submission_id=s1'))).toMatchObject({
      submissionId: 's1',
      showsList: false,
    });
    expect(formsListQuery(new URLSearchParams('templates=true')).showsList).toBe(false);
  });
});

describe('the /app/forms warm start', () => {
  const entry = ROUTE_ENTRIES.find((route) => route.path === '/app/forms');
  const warmWith = async (search: string) => {
    const query = vi.fn(
      (options: { query: { definitions: { name?: { value: string } }[] }; variables?: object }) =>
        Promise.resolve({ data: null, options }),
    );
    await entry!.warm!({ query } as unknown as ApolloClient, {
      params: {},
      search: new URLSearchParams(search),
      role: 'worker',
    });
    return query.mock.calls.map(([options]) => [
      options.query.definitions[0]?.name?.value,
      options.variables,
    ]);
  };

  it("asks the page's three queries, the list with the page's own variables", async () => {
    const search = 'page=2&status=submitted';
    expect(await warmWith(search)).toEqual([
      ['FormTemplates', undefined],
      ['FormProjects', undefined],
      ['FormSubmissions', formsListQuery(new URLSearchParams(search)).variables],
    ]);
  });

  it('leaves the list out when the page will not show it', async () => {
    expect((await warmWith('create=true')).map(([name]) => name)).toEqual(['FormTemplates', 'FormProjects']);
  });
});
