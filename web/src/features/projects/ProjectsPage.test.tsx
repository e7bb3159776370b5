// The projects list on the list kit: rows as a table (cards on a phone), the archive with its own default
// sort, the empty state's wording, and the error state's Retry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { readToken } from '../../lib/storage';
import { ArchivedProjectsDocument, ProjectsDocument } from './projects.api';

const LONG_NAME = 'Harbourside'.repeat(17) + 'Wha'; // 190 characters, no spaces

function project(id: string, name: string) {
  return {
    __typename: 'Project',
    id,
    project_number: `P-000${id}`,
    name,
    status: 'active',
    is_archived: false,
    client_name: 'Cardiff Council',
    site_postcode: 'CF10 1AA',
    start_date: '2026-01-05',
    end_date: null,
    contract_value_pence: 125000000,
    team_count: 2,
    note_count: 1,
  };
}

function page(items: ReturnType<typeof project>[], typename = 'projects') {
  return {
    data: {
      [typename]: {
        __typename: 'ProjectPage',
        total: items.length,
        total_capped: false,
        page: 1,
        size: 20,
        pages: 1,
        items,
      },
    },
  };
}

const liveVariables = {
  page: 1,
  size: 20,
  status: null,
  search: null,
  sort_by: 'created_at',
  sort_order: 'desc',
};

let restoreViewport = () => {};
afterEach(() => restoreViewport());

describe('ProjectsPage', () => {
  it('lists projects in a table, with the total and page', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: ProjectsDocument, variables: liveVariables },
        result: page([project('1', 'Harbour View'), project('2', LONG_NAME)]),
      },
    ];
    renderRoutes(routes, '/app/projects', mocks);
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(within(table).getByRole('link', { name: 'Harbour View' }).getAttribute('href')).toBe(
      '/app/projects/1',
    );
    expect(within(table).getByRole('link', { name: LONG_NAME })).toBeTruthy();
    expect(screen.getByText('2 projects · page 1 of 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New project' })).toBeTruthy();
  });

  it('shows cards below 768px', async () => {
    restoreViewport = mockViewportWidth(390);
    seedSession('worker');
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: ProjectsDocument, variables: liveVariables },
        result: page([project('1', 'Canal Side')]),
      },
    ];
    renderRoutes(routes, '/app/projects', mocks);
    const cards = await screen.findByRole('list', { name: 'Projects' });
    expect(within(cards).getByRole('link', { name: 'Canal Side' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Projects' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
  });

  it('shows the archive sorted by project number, newest first, and says when it is empty', async () => {
    seedSession('manager');
    const mocks: MockLink.MockedResponse[] = [
      {
        request: {
          query: ArchivedProjectsDocument,
          variables: { ...liveVariables, sort_by: 'project_number', sort_order: 'desc' },
        },
        result: page([], 'archivedProjects'),
      },
    ];
    renderRoutes(routes, '/app/projects?view=archived', mocks);
    expect(await screen.findByText('No archived projects', {})).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Archived projects' })).toBeTruthy();
    expect((screen.getByLabelText('Sort') as HTMLSelectElement).value).toBe('project_number:desc');
  });

  it('offers Retry when the list cannot be loaded', async () => {
    seedSession('manager');
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: ProjectsDocument, variables: liveVariables }, error: new Error('offline') },
      {
        request: { query: ProjectsDocument, variables: liveVariables },
        result: page([project('1', 'Quay')]),
      },
    ];
    renderRoutes(routes, '/app/projects', mocks);
    const alert = await screen.findByRole('alert', {});
    expect(alert.textContent).toContain('Network error. Please check your connection.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Quay' })).toBeTruthy());
  });
});

describe('Export on the projects list (decision 0065)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the CSV of the list with the filters the page shows', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    const variables = {
      page: 2,
      size: 20,
      status: 'active',
      search: 'oak',
      sort_by: 'name',
      sort_order: 'asc',
    };
    const empty = {
      __typename: 'ProjectPage',
      total: 0,
      total_capped: false,
      page: 2,
      size: 20,
      pages: 0,
      items: [],
    };
    const fetchMock = vi.fn().mockResolvedValue(
      new Response('Number,Name\r\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="projects-2026-11-27.csv"',
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    renderRoutes(routes, '/app/projects?status=active&search=oak&sort=name:asc&page=2', [
      { request: { query: ProjectsDocument, variables }, result: { data: { projects: empty } } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    // The menu takes focus once it has opened (zag's entry action, a frame later): an item clicked before
    // that may find no highlighted item to choose, as once happened on a busy machine.
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(menu));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe(
      '/files/exports/projects?status=active&search=oak&sort_by=name&sort_order=asc&format=csv',
    );
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${readToken()}`);
  }, 30_000);
});
