// "My timesheet" (issue 35): the signed-in user's own operative's week, this week by default; someone with no
// linked operative is told so, and no other operative's sheet is asked for or shown. The timesheets list reads a
// dashboard count's filter (`status`) from the URL.
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { routes } from '../../app/router';
import { formatDate } from '../../lib/format';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { mondayOf } from './labour-labels';
import { timesheetsVariables } from './labour-list-query';
import { MyOperativeDocument, OperativeTimesheetsDocument } from './labour.api';
import { NO_OPERATIVE_MESSAGE } from './MyTimesheetPage';

let restoreViewport = () => {};
afterEach(() => restoreViewport());

const operatives = (items: { id: string; name: string }[]) => ({
  request: { query: MyOperativeDocument },
  result: {
    data: {
      operatives: {
        __typename: 'OperativePage' as const,
        items: items.map((o) => ({ __typename: 'OperativeSummary' as const, is_active: true, ...o })),
      },
    },
  },
});

const sheet = (week: string) => ({
  __typename: 'Timesheet' as const,
  id: 't1',
  week_commencing: week,
  hours: [8, 8, 0, 0, 0, 0, 0],
  overtime_hours: 0,
  total_hours: 16,
  days_worked: 2,
  notes: null,
  status: 'draft',
  status_reason: null,
  cost_pence: null,
  can_edit: true,
  status_moves: ['submitted'],
  approval_refusal: null,
  operative: {
    __typename: 'TimesheetOperative' as const,
    id: 'op-me',
    name: 'Gareth Price',
    cscs_state: 'valid',
  },
  project: { __typename: 'LabourProjectRef' as const, id: 'p1', project_number: 'P-0001', name: 'Quay Wall' },
});

describe('MyTimesheetPage', () => {
  it('opens this week for the operative linked to the signed-in worker', async () => {
    restoreViewport = mockViewportWidth(390);
    seedSession('worker');
    const week = mondayOf();
    const mocks: MockLink.MockedResponse[] = [
      operatives([{ id: 'op-me', name: 'Gareth Price' }]),
      {
        // Only this operative's sheets are asked for, and only this week's.
        request: { query: OperativeTimesheetsDocument, variables: { week, operative_id: 'op-me' } },
        result: {
          data: {
            timesheets: { __typename: 'TimesheetPage' as const, total: 1, items: [sheet(week)] },
          },
        },
      },
    ];
    renderRoutes(routes, '/app/labour/my-timesheet', mocks);
    expect(await screen.findByRole('heading', { level: 1, name: 'My timesheet' })).toBeTruthy();
    expect((await screen.findByTestId('my-week')).textContent).toBe(`Week commencing ${formatDate(week)}`);
    expect(await screen.findByRole('group', { name: 'Timesheet Gareth Price' })).toBeTruthy();
    expect(screen.queryByTestId('no-operative')).toBeNull();
  }, 30_000);

  it('tells someone with no operative so, and shows no sheet', async () => {
    restoreViewport = mockViewportWidth(390);
    seedSession('worker');
    renderRoutes(routes, '/app/labour/my-timesheet', [operatives([])]);
    expect((await screen.findByTestId('no-operative', {})).textContent).toContain(NO_OPERATIVE_MESSAGE);
    expect(screen.queryByRole('group', { name: /^Timesheet / })).toBeNull();
  }, 30_000);
});

describe('the timesheets list reads the dashboard’s filter from the URL', () => {
  it('shows a status across every week when no week is named', () => {
    expect(timesheetsVariables(new URLSearchParams('status=submitted'))).toEqual({
      status: 'submitted',
      size: 100,
    });
    expect(timesheetsVariables(new URLSearchParams('status=submitted&week=2026-11-23'))).toEqual({
      week: '2026-11-23',
      status: 'submitted',
      size: 100,
    });
    // No filter, or one that is not a status: this week, every status.
    expect(timesheetsVariables(new URLSearchParams('status=bogus'))).toEqual({ week: mondayOf(), size: 100 });
  });
});
