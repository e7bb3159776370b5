// The main dashboard renders every module's figures by kind — cards (counts, £, breakdown links), budget
// against committed as a chart or a table, due soon with how far off, recent activity — and a pushed update
// replaces the figures it carries. The worker dashboard shows the quick actions and the worker's own lists.
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { londonToday } from './test-dates';
import { DashboardDocument, DashboardUpdatedDocument, WorkerDashboardDocument } from './dashboards.api';
import { mergeFigures, type Figure } from './use-live-board';

const today = londonToday();

function item(over: Partial<Figure['items'][number]>) {
  return {
    __typename: 'DashboardFigureItem' as const,
    ref: null,
    label: '',
    detail: null,
    date: null,
    link: null,
    tone: null,
    value: null,
    amount_pence: null,
    budget_pence: null,
    committed_pence: null,
    ...over,
  };
}

function figure(over: Partial<Figure>) {
  return {
    __typename: 'DashboardFigure' as const,
    key: 'k',
    label: 'L',
    kind: 'count' as const,
    section: 'figures' as const,
    order: 10,
    link: null,
    count: null,
    amount_pence: null,
    items: [],
    ...over,
  } as Figure & { __typename: 'DashboardFigure' };
}

const byStatus = (active: number) =>
  figure({
    key: 'projects.by_status',
    label: 'Live projects by status',
    kind: 'breakdown',
    count: active + 1,
    items: [
      item({ ref: 'planning', label: 'Planning', value: 1, link: '/app/projects?status=planning' }),
      item({ ref: 'active', label: 'Active', value: active, link: '/app/projects?status=active' }),
    ],
  });

const FIGURES = [
  byStatus(2),
  figure({
    key: 'enquiries.win_rate',
    label: 'Win rate over the last 12 months',
    kind: 'percent',
    order: 40,
    count: 50,
  }),
  figure({
    key: 'plant.awaiting_approval',
    label: 'Plant requests awaiting approval',
    order: 30,
    count: 3,
    link: '/app/plant?status=requested',
  }),
  figure({
    key: 'projects.contract_value_in_progress',
    label: 'Contract value in progress',
    kind: 'money',
    order: 20,
    amount_pence: 1_234_567_89,
  }),
  figure({
    key: 'projects.budget_vs_committed',
    label: 'Budget against committed spend',
    kind: 'budget',
    section: 'charts',
    items: [
      item({
        ref: 'p1',
        label: 'P-0001 Quay Wall',
        link: '/app/projects/p1',
        budget_pence: 500_000_00,
        committed_pence: 125_000_00,
      }),
      item({
        ref: 'p2',
        label: 'P-0002 Depot Roof',
        link: '/app/projects/p2',
        budget_pence: 100_00,
        committed_pence: 150_00,
      }),
    ],
  }),
  figure({
    key: 'projects.ending_soon',
    label: 'Projects ending in the next 30 days',
    kind: 'list',
    section: 'due',
    count: 1,
    items: [
      item({
        ref: 'p1',
        label: 'P-0001 Quay Wall',
        detail: 'Ends',
        date: today,
        tone: 'warning',
        link: '/app/projects/p1',
      }),
    ],
  }),
  figure({
    key: 'activity.recent',
    label: 'Recent activity',
    kind: 'activity',
    section: 'activity',
    items: [
      item({ ref: 'a1', label: 'Morgan Evans created P-0001 Quay Wall', date: new Date().toISOString() }),
    ],
  }),
];

const board = (figures: Figure[]) => ({
  __typename: 'Dashboard' as const,
  board: 'main' as const,
  generated_at: '2026-11-22T10:15:00.000Z',
  today,
  figures,
});

let restoreViewport = () => {};
afterEach(() => restoreViewport());

describe('DashboardPage', () => {
  it('shows every kind of figure, with the budget as a table on request', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: DashboardDocument }, result: { data: { dashboard: board(FIGURES) } } },
    ];
    renderRoutes(routes, '/app/dashboard', mocks);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect((await screen.findByTestId('figure-projects.contract_value_in_progress')).textContent).toContain(
      '£1,234,567.89',
    );
    expect(screen.getByTestId('figure-projects.by_status').textContent).toContain('3');
    // A share reads as one: "50%", never "Win rate (%) 50".
    expect(screen.getByTestId('figure-enquiries.win_rate').textContent).toBe('50%');
    // The chart says what its colours mean.
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Budget')).toBeTruthy();
    expect(within(legend).getByText('Committed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Active: 2' }).getAttribute('href')).toBe(
      '/app/projects?status=active',
    );
    // A count opens the list behind it, filtered to exactly what it counts (issue 35).
    expect(
      screen.getByRole('link', { name: 'Plant requests awaiting approval: 3' }).getAttribute('href'),
    ).toBe('/app/plant?status=requested');
    // A figure without a list behind it stays plain text.
    expect(
      within(screen.getByTestId('figure-projects.contract_value_in_progress')).queryByRole('link'),
    ).toBeNull();
    // Due soon says how far off; activity says who did what.
    expect(screen.getByText('Today')).toBeTruthy();
    expect(screen.getByText('Morgan Evans created P-0001 Quay Wall')).toBeTruthy();
    // The chart is described for screen readers; the table holds the same figures.
    expect(
      await screen.findByRole('img', { name: /P-0001 Quay Wall: budget £500,000.00, committed £125,000.00/ }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Budget against committed spend' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('P-0001 Quay Wall£500,000.00£125,000.00£375,000.0025%');
    expect(rows[2]!.textContent).toContain('P-0002 Depot Roof£100.00£150.00−£50.00150% (over budget)');
  });

  it('replaces the figures an update carries and keeps the rest', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: DashboardDocument }, result: { data: { dashboard: board(FIGURES) } } },
      {
        request: { query: DashboardUpdatedDocument, variables: { board: 'main' } },
        result: { data: { dashboardUpdated: { ...board([byStatus(5)]), __typename: 'DashboardUpdate' } } },
        delay: 50,
      },
    ];
    renderRoutes(routes, '/app/dashboard', mocks);
    await waitFor(() => expect(screen.getByTestId('figure-projects.by_status').textContent).toContain('6'));
    expect(screen.getByRole('link', { name: 'Active: 5' })).toBeTruthy();
    expect(screen.getByTestId('figure-projects.contract_value_in_progress').textContent).toContain(
      '£1,234,567.89',
    );
    expect(screen.getByText(/^Live · updated/)).toBeTruthy();
  });
});

describe('a dropped live link (decision 0059)', () => {
  it('subscribes again by itself after the BFF ends the subscription, and catches up', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: DashboardDocument }, result: { data: { dashboard: board(FIGURES) } } },
      // The first subscription ends with an error (core-api's stream could not be kept)…
      {
        request: { query: DashboardUpdatedDocument, variables: { board: 'main' } },
        error: new Error('terminated'),
        delay: 20,
      },
      // …and the next one, started without a reload, pushes every figure as they are now.
      {
        request: { query: DashboardUpdatedDocument, variables: { board: 'main' } },
        result: { data: { dashboardUpdated: { ...board([byStatus(7)]), __typename: 'DashboardUpdate' } } },
        delay: 20,
      },
    ];
    renderRoutes(routes, '/app/dashboard', mocks);
    await waitFor(() => expect(screen.getByTestId('figure-projects.by_status').textContent).toContain('3'));
    expect(screen.getByText(/^Connecting…/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('figure-projects.by_status').textContent).toContain('8'));
    expect(screen.getByRole('link', { name: 'Active: 7' })).toBeTruthy();
    expect(screen.getByText(/^Live · updated/)).toBeTruthy();
  });
});

describe('WorkerDashboardPage', () => {
  it('shows the quick actions and the worker’s own projects, phone first', async () => {
    restoreViewport = mockViewportWidth(390);
    seedSession('worker');
    const mine = figure({
      key: 'projects.mine',
      label: 'My projects',
      kind: 'list',
      section: 'mine',
      count: 1,
      items: [
        item({ ref: 'p1', label: 'P-0001 Quay Wall', detail: 'Active · CF10 4UW', link: '/app/projects/p1' }),
      ],
    });
    const notes = figure({
      key: 'notes.recent_mine',
      label: 'Latest notes on my projects',
      kind: 'list',
      section: 'mine',
      order: 20,
      count: 0,
    });
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: WorkerDashboardDocument },
        result: { data: { workerDashboard: { ...board([mine, notes]), board: 'worker' } } },
      },
    ];
    renderRoutes(routes, '/app/worker-dashboard', mocks);
    expect(await screen.findByRole('heading', { level: 1, name: 'My dashboard' })).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(actions)
        .getByRole('link', { name: /New Plant Request/ })
        .getAttribute('href'),
    ).toBe('/app/plant?create=true');
    expect((await screen.findByRole('link', { name: 'P-0001 Quay Wall' })).getAttribute('href')).toBe(
      '/app/projects/p1',
    );
    expect(screen.getByText('No notes on your projects yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My notifications' })).toBeTruthy();
  });
});

describe('mergeFigures', () => {
  it('replaces by key, keeps order and adds new keys at the end', () => {
    const a = figure({ key: 'a', count: 1 });
    const b = figure({ key: 'b', count: 2 });
    const merged = mergeFigures([a, b], [figure({ key: 'b', count: 3 }), figure({ key: 'c', count: 4 })]);
    expect(merged.map((f) => [f.key, f.count])).toEqual([
      ['a', 1],
      ['b', 3],
      ['c', 4],
    ]);
  });
});
