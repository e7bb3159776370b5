// One material request shows only the moves the viewer may make (issue 35): the requester of an approved request
// sees neither a cancel button nor a reason box; a buyer's moves that need a reason (reject) ask for it in a
// dialog and send it, and a move that needs none (approve) goes at once.
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render';
import { ChangeMaterialRequestStatusDocument, MaterialRequestDocument } from './materials.api';
import { RequestDetail } from './RequestDetail';

function request(extra: Record<string, unknown>) {
  return {
    __typename: 'MaterialRequest',
    id: 'r1',
    reference: 'MR-0004',
    status: 'approved',
    required_by: '2026-12-04',
    line_count: 1,
    created_at: '2026-11-20T09:00:00.000Z',
    project: { __typename: 'ProjectRef', id: 'p1', project_number: 'P-0001', name: 'Riverside Flats' },
    requested_by: { __typename: 'UserRef', id: 'u1', first_name: 'Sam', last_name: 'Super' },
    delivery_notes: null,
    status_reason: null,
    status_moves: [],
    reason_moves: [],
    can_send_enquiries: false,
    can_order_directly: false,
    decision_note: null,
    lines: [
      {
        __typename: 'MaterialRequestLine',
        id: 'l1',
        position: 1,
        description: 'Cement',
        quantity: 30,
        unit: 'bag',
      },
    ],
    enquiries: null,
    purchase_orders: [],
    timeline: [],
    ...extra,
  };
}

const read = (r: unknown): MockLink.MockedResponse => ({
  request: { query: MaterialRequestDocument, variables: { id: 'r1' } },
  result: { data: { materialRequest: r } },
  maxUsageCount: 3,
});

describe('RequestDetail', () => {
  it('shows the requester of an approved request no cancel and no reason box', async () => {
    renderRoutes([{ path: '/', element: <RequestDetail id="r1" onOpenPo={() => {}} /> }], '/', [
      read(request({})),
    ]);
    expect(await screen.findByRole('heading', { name: 'MR-0004' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel request/ })).toBeNull();
    expect(screen.queryByPlaceholderText(/Reason/)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks a buyer for the reason to reject in a dialog, and sends it', async () => {
    const r = request({
      status: 'requested',
      status_moves: ['approved', 'rejected', 'cancelled'],
      reason_moves: ['rejected'],
    });
    const sent: unknown[] = [];
    const change: MockLink.MockedResponse = {
      request: {
        query: ChangeMaterialRequestStatusDocument,
        variables: (v: unknown) => {
          sent.push(v);
          return true;
        },
      },
      result: {
        data: {
          changeMaterialRequestStatus: { ...r, status: 'rejected', status_moves: [], reason_moves: [] },
        },
      },
    };
    renderRoutes([{ path: '/', element: <RequestDetail id="r1" onOpenPo={() => {}} /> }], '/', [
      read(r),
      change,
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject MR-0004' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Already on site');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent).toEqual([{ id: 'r1', status: 'rejected', reason: 'Already on site' }]));
  }, 20_000);
});
