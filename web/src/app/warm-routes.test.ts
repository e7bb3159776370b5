// Every module list's warm start (app/router.tsx warmFirstData) asks exactly what its page will ask on the first
// render: the same query with the same variables, read from the same URL by the module's list-query file. A warm
// query that differed would not be taken up by the page: a wasted request, and no time saved.
import { describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import type { Role } from '../generated/graphql';
import { WARM_CONTEXT } from '../lib/route-manifest';
import { ROUTE_ENTRIES } from './features';
import { applicationListQuery } from '../features/applications/application-list-query';
import { enquiryListQuery } from '../features/enquiries/enquiry-list-query';
import { labourFirstQuery } from '../features/labour/labour-list-query';
import { mondayOf } from '../features/labour/labour-labels';
import { materialsListQuery } from '../features/materials/materials-list-query';
import { plantRequestsQuery } from '../features/plant/plant-list-query';
import { userListQuery } from '../features/users/user-list-query';

type Options = {
  query: { definitions: { name?: { value: string } }[] };
  variables?: object;
  context?: object;
};

/** The operations a route's warm asks, as [name, variables]. */
async function warmed(path: string, search: string, role: Role = 'manager', params = {}) {
  const entry = ROUTE_ENTRIES.find((route) => route.path === path);
  expect(entry?.warm, path).toBeTypeOf('function');
  const query = vi.fn((options: Options) => Promise.resolve({ data: null, options }));
  await entry!.warm!({ query } as unknown as ApolloClient, {
    params,
    search: new URLSearchParams(search),
    role,
  });
  // Every warm query goes out as a background call: a page that joins it must still hear a refused session.
  for (const [options] of query.mock.calls) expect(options.context, path).toBe(WARM_CONTEXT);
  return query.mock.calls.map(([options]) => [options.query.definitions[0]?.name?.value, options.variables]);
}

const at = (search: string) => new URLSearchParams(search);

describe('module lists warm their first query', () => {
  it('every warm asks something, as a background call (checked in warmed)', async () => {
    const routes = ROUTE_ENTRIES.filter((entry) => entry.warm);
    expect(routes.length).toBeGreaterThanOrEqual(12);
    for (const { path, access } of routes) {
      const role = access === 'worker' || access === 'supervisor' || access === 'manager' ? access : 'admin';
      expect(await warmed(path, '', role, { id: 'p1' }), path).not.toEqual([]);
    }
  });

  it('enquiries: the list with its status, sort, search and page', async () => {
    const search = 'status=won&sort=reference&search=quay&page=2';
    expect(await warmed('/app/enquiries', search)).toEqual([['Enquiries', enquiryListQuery(at(search))]]);
    expect(enquiryListQuery(at(search))).toEqual({
      search: 'quay',
      status: 'won',
      sort_by: 'reference',
      page: 2,
      size: 20,
    });
    // An unknown status or sort reads as none and the default, as the page shows them.
    expect(enquiryListQuery(at('status=lost-in-post&sort=price'))).toMatchObject({
      status: null,
      sort_by: 'tender_due_date',
    });
  });

  it('applications: the list and the templates under it', async () => {
    const search = 'status=submitted&size=50';
    expect(await warmed('/app/applications', search)).toEqual([
      ['Applications', { status: 'submitted', owing: null, page: 1, size: 50 }],
      ['ApplicationTemplates', { page: 1, size: 50 }],
    ]);
    expect(applicationListQuery(at(''))).toEqual({ status: null, owing: null, page: 1, size: 20 });
  });

  it('users: the list with its role and status filters', async () => {
    expect(await warmed('/app/users', 'role=worker&status=invited&search=ann')).toEqual([
      ['CompanyUsers', { search: 'ann', role: 'worker', status: 'invited', page: 1, size: 20 }],
    ]);
    expect(userListQuery(at('status=gone'))).toMatchObject({ role: null, status: 'all' });
  });

  it('settings: the one query', async () => {
    expect(await warmed('/app/settings', '')).toEqual([['CompanySettings', undefined]]);
  });

  it("plant: the requests tab's list, a worker's own requests only; nothing when another tab opens", async () => {
    expect(await warmed('/app/plant', 'scope=mine&status=approved', 'supervisor')).toEqual([
      ['PlantRequests', { status: 'approved', scope: 'mine', search: null, page: 1, size: 20 }],
    ]);
    expect(plantRequestsQuery(at('scope=all'), 'worker')).toMatchObject({ scope: 'mine' });
    expect(await warmed('/app/plant', 'tab=register')).toEqual([]);
    // The rates tab is for supervisors and up: a worker asking for it sees the requests.
    expect(plantRequestsQuery(at('tab=rates'), 'worker')).not.toBeNull();
    expect(plantRequestsQuery(at('tab=rates'), 'supervisor')).toBeNull();
  });

  it('materials: the requests, or the orders with view=orders; nothing while a form or a record takes the page', async () => {
    expect(await warmed('/app/materials', 'status=quoted')).toEqual([
      ['MaterialRequests', { search: null, status: 'quoted', page: 1, size: 20 }],
    ]);
    expect(await warmed('/app/materials', 'view=orders&search=PO-1')).toEqual([
      ['PurchaseOrders', { search: 'PO-1', status: null, page: 1, size: 20 }],
    ]);
    for (const search of ['create=true', 'request_id=r1', 'po_id=p1']) {
      expect(materialsListQuery(at(search)), search).toBeNull();
      expect(await warmed('/app/materials', search), search).toEqual([]);
    }
  });

  it("labour: the week's timesheets (this week by default); nothing when another tab opens", async () => {
    expect(await warmed('/app/labour', 'week=2026-11-16')).toEqual([
      ['Timesheets', { week: '2026-11-16', size: 100 }],
    ]);
    expect(labourFirstQuery(at(''), 'worker')).toEqual({ week: mondayOf(), size: 100 });
    expect(await warmed('/app/labour', 'tab=operatives')).toEqual([]);
    // The CIS month is for managers: a supervisor asking for it sees the timesheets.
    expect(labourFirstQuery(at('tab=cis'), 'supervisor')).not.toBeNull();
    expect(labourFirstQuery(at('tab=cis'), 'manager')).toBeNull();
  });
});
