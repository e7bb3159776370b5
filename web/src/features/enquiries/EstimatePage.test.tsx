// The estimate editor through the real route table: a draft's totals follow the lines as they are typed (the
// same figures core-api saves), and an issued estimate is read-only with the moves core-api offers.
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { EstimateDocument } from './enquiries.api';

const LAZY = { timeout: 5000 };
const ID = '7a0c2f6e-1111-4222-8333-944455556666';

const NOT_REGISTERED = 'No VAT: the company is not VAT-registered, so it charges no VAT (VAT Act 1994 s.3)';

function estimate(status: 'draft' | 'issued', moves: string[], registered = true) {
  return {
    __typename: 'Estimate',
    id: ID,
    enquiry_id: '7a0c2f6e-1111-4222-8333-000000000001',
    reference: 'EST-0001',
    version: 1,
    status,
    status_reason: null,
    valid_until: '2027-01-31',
    notes: null,
    overhead_percent: 7.5,
    profit_percent: 5,
    vat_code: 'standard',
    vat_registered: registered,
    vat_reason: registered ? null : NOT_REGISTERED,
    lines_net_pence: 185_833,
    overhead_pence: 13_937,
    profit_pence: 9_989,
    net_pence: 209_759,
    vat_pence: registered ? 41_952 : 0,
    reverse_charge_vat_pence: 0,
    gross_pence: registered ? 251_711 : 209_759,
    enquiry_reference: 'ENQ-0001',
    enquiry_title: 'Rear extension',
    client_name: 'Mr Hughes',
    is_latest: true,
    lines: [
      {
        __typename: 'EstimateLine',
        id: '7a0c2f6e-1111-4222-8333-000000000010',
        section: 'preliminaries',
        position: 1,
        description: 'Site set-up',
        quantity: 1,
        unit: 'item',
        unit_cost_pence: 185_000,
        net_pence: 185_000,
      },
      {
        __typename: 'EstimateLine',
        id: '7a0c2f6e-1111-4222-8333-000000000011',
        section: 'labour',
        position: 2,
        description: 'Bricklayer',
        quantity: 2.5,
        unit: 'day',
        unit_cost_pence: 333,
        net_pence: 833,
      },
    ],
    abilities: {
      __typename: 'EstimateAbilities',
      can_edit: status === 'draft',
      can_new_version: status === 'issued',
      status_moves: moves,
    },
  };
}

const mock = (status: 'draft' | 'issued', moves: string[], registered = true): MockLink.MockedResponse[] => [
  {
    request: { query: EstimateDocument, variables: { id: ID } },
    result: { data: { estimate: estimate(status, moves, registered) } },
  },
];

let restoreViewport = () => {};
afterEach(() => restoreViewport());

describe('EstimatePage', () => {
  it('shows the saved totals, then live totals as a draft’s lines change', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    renderRoutes(routes, `/app/estimates/${ID}`, mock('draft', ['issued']));
    expect(await screen.findByRole('heading', { name: 'Estimate EST-0001 v1' }, LAZY)).toBeTruthy();
    // 185,833p; overhead 7.5% 13,937.475p → 13,937p; profit 5% of 199,770p = 9,988.5p → 9,989p.
    expect(screen.getByLabelText('Gross total').textContent).toBe('£2,517.11');
    expect(screen.getByLabelText('Net total').textContent).toBe('£2,097.59');
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Line 2 quantity'));
    await user.type(screen.getByLabelText('Line 2 quantity'), '3');
    // 3 × 333p = 999p; lines 185,999p; overhead 13,950p (13,949.925p); profit 9,997p (9,997.45p); net 209,946p.
    await waitFor(() => expect(screen.getByLabelText('Net total').textContent).toBe('£2,099.46'));
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Issue estimate' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Unsaved changes/)).toBeTruthy();
  });

  it('is read-only once issued, offering accept, reject and a new version', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    renderRoutes(routes, `/app/estimates/${ID}`, mock('issued', ['accepted', 'rejected']));
    expect(await screen.findByText(/is issued and can no longer be edited/, undefined, LAZY)).toBeTruthy();
    expect(screen.queryByLabelText('Line 1 description')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    for (const name of ['Mark accepted', 'Mark rejected', 'New version', 'Download PDF']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByText('31/01/2027')).toBeTruthy();
  });

  it('a company that is not VAT-registered: no VAT in the live totals, and the reason beside them', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    renderRoutes(routes, `/app/estimates/${ID}`, mock('draft', ['issued'], false));
    expect(await screen.findByRole('heading', { name: 'Estimate EST-0001 v1' }, LAZY)).toBeTruthy();
    expect(screen.getByLabelText('VAT total').textContent).toBe('£0.00');
    expect(screen.getByLabelText('Gross total').textContent).toBe('£2,097.59');
    expect(screen.getByLabelText('Why no VAT').textContent).toBe(NOT_REGISTERED);
  });
});
