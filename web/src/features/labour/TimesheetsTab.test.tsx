// The timesheets tab's controls (issue 35): a supervisor ticks submitted sheets and approves them at once, and the
// report names each refusal with core-api's reason (the expired CSCS card); a blocked sheet offers the supervisor
// no approval; a manager approves over the expired card through the reason dialog, which sends the reason.
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { BulkTimesheetStatusDocument, ChangeTimesheetStatusDocument, TimesheetsDocument } from './labour.api';

const WEEK = '2026-11-23';
const BLOCK =
  'Emlyn Dig’s CSCS card expired on 31/10/2025, before 27/11/2026, the last day worked this week: ' +
  'a manager must override it with a reason to approve this timesheet';
let restoreViewport = () => {};
afterEach(() => restoreViewport());

function sheet(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Timesheet',
    id,
    week_commencing: WEEK,
    hours: [8, 8, 8, 8, 8, 0, 0],
    overtime_hours: 0,
    total_hours: 40,
    days_worked: 5,
    notes: null,
    status: 'submitted',
    status_reason: null,
    cost_pence: null,
    can_edit: false,
    status_moves: ['approved', 'rejected', 'draft'],
    approval_refusal: null,
    cscs_block: null,
    can_override_cscs: false,
    cscs_override_reason: null,
    operative: { __typename: 'TimesheetOperative', id: `op-${id}`, name, cscs_state: 'valid' },
    project: { __typename: 'LabourProjectRef', id: 'p1', project_number: 'P-0007', name: 'Heol Fach' },
    ...extra,
  };
}

function page(items: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: TimesheetsDocument, variables: { week: WEEK, size: 100 } },
    result: {
      data: {
        timesheets: {
          __typename: 'TimesheetPage',
          total: items.length,
          total_capped: false,
          page: 1,
          size: 100,
          items,
        },
      },
    },
    maxUsageCount: 5,
  };
}

describe('TimesheetsTab', () => {
  it('a supervisor ticks three sheets, approves them, and is told which one was refused and why', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    const blocked = sheet('t3', 'Emlyn Dig', {
      status_moves: ['rejected', 'draft'],
      cscs_block: BLOCK,
      operative: { __typename: 'TimesheetOperative', id: 'op-t3', name: 'Emlyn Dig', cscs_state: 'expired' },
    });
    const sent: unknown[] = [];
    const bulk: MockLink.MockedResponse = {
      request: {
        query: BulkTimesheetStatusDocument,
        variables: (v: unknown) => {
          sent.push(v);
          return true;
        },
      },
      result: {
        data: {
          bulkTimesheetStatus: {
            __typename: 'BulkResult',
            results: [
              {
                __typename: 'BulkOutcome',
                id: 't1',
                label: 'Owain Dig w/c 2026-11-23',
                done: true,
                message: null,
              },
              {
                __typename: 'BulkOutcome',
                id: 't2',
                label: 'Gareth Dig w/c 2026-11-23',
                done: true,
                message: null,
              },
              { __typename: 'BulkOutcome', id: 't3', label: null, done: false, message: BLOCK },
            ],
          },
        },
      },
    };
    renderRoutes(routes, `/app/labour?week=${WEEK}`, [
      page([sheet('t1', 'Owain Dig'), sheet('t2', 'Gareth Dig'), blocked]),
      bulk,
    ]);
    const card = await screen.findByRole('group', { name: 'Timesheet Emlyn Dig' });
    expect(within(card).getByText(BLOCK)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Approve/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select all awaiting approval' }));
    const bar = screen.getByRole('region', { name: 'Selected' });
    expect(bar.textContent).toContain('3 timesheets selected');
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    const report = await screen.findByRole('status', { name: 'Bulk result' });
    expect(report.textContent).toContain('2 of 3 approved, 1 refused');
    expect(report.textContent).toContain(`Emlyn Dig (P-0007): ${BLOCK}`);
    expect(report.textContent).toContain('Owain Dig (P-0007): approved');
    expect(sent).toEqual([{ ids: ['t1', 't2', 't3'], status: 'approved', reason: null }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected' })).toBeNull());
  });

  it('a manager approves over the expired card with a reason from the dialog', async () => {
    restoreViewport = mockViewportWidth(390);
    seedSession('manager');
    const blocked = sheet('t3', 'Emlyn Dig', { cscs_block: BLOCK, can_override_cscs: true });
    const sent: unknown[] = [];
    const change: MockLink.MockedResponse = {
      request: {
        query: ChangeTimesheetStatusDocument,
        variables: (v: unknown) => {
          sent.push(v);
          return true;
        },
      },
      result: {
        data: {
          changeTimesheetStatus: {
            ...blocked,
            status: 'approved',
            status_moves: [],
            cscs_block: null,
            can_override_cscs: false,
            cscs_override_reason: 'Renewed card seen',
          },
        },
      },
    };
    renderRoutes(routes, `/app/labour?week=${WEEK}`, [page([blocked]), change]);
    const card = await screen.findByRole('group', { name: 'Timesheet Emlyn Dig' });
    const user = userEvent.setup();
    await user.click(
      within(card).getByRole('button', { name: 'Approve with override timesheet for Emlyn Dig' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve over an expired CSCS card' });
    expect(dialog.textContent).toContain('CSCS card expired on 31/10/2025');
    await user.type(within(dialog).getByLabelText('Reason'), 'Renewed card seen');
    await user.click(within(dialog).getByRole('button', { name: 'Approve with override' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { id: 't3', status: 'approved', reason: null, cscsOverrideReason: 'Renewed card seen' },
      ]),
    );
    expect(
      await within(card).findByText('Approved over an expired CSCS card: Renewed card seen'),
    ).toBeTruthy();
  });
});
