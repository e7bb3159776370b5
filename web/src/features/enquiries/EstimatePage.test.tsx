// The estimate editor through the real route table: a draft's totals follow the lines as they are typed (the
// same figures core-api saves), and an issued estimate is read-only with the moves core-api offers. Issue,
// accept and convert-to-project each ask first (a Cancel sends nothing); the print menu offers the client's
// quotation (with or without lines) and the internal costed estimate (issue 35, decision 0061).
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { ConvertEnquiryDocument, EstimateDocument, SetEstimateStatusDocument } from './enquiries.api';

const ID = '7a0c2f6e-1111-4222-8333-944455556666';

const NOT_REGISTERED = 'No VAT: the company is not VAT-registered, so it charges no VAT (VAT Act 1994 s.3)';

type Status = 'draft' | 'issued' | 'accepted';

function estimate(status: Status, moves: string[], registered = true, enquiryStatus = 'estimating') {
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
    enquiry_status: enquiryStatus,
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
      can_convert_enquiry: status === 'accepted' && enquiryStatus === 'won',
    },
  };
}

const mock = (status: Status, moves: string[], registered = true): MockLink.MockedResponse[] => [
  {
    request: { query: EstimateDocument, variables: { id: ID } },
    result: { data: { estimate: estimate(status, moves, registered) } },
  },
];

let restoreViewport = () => {};
afterEach(() => restoreViewport());

// A busy machine (the lazy route's first load, typing) takes longer than vitest's 5 s default.
describe('EstimatePage', () => {
  it('shows the saved totals, then live totals as a draft’s lines change', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    renderRoutes(routes, `/app/estimates/${ID}`, mock('draft', ['issued']));
    expect(await screen.findByRole('heading', { name: 'Estimate EST-0001 v1' })).toBeTruthy();
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
    expect(await screen.findByText(/is issued and can no longer be edited/, undefined)).toBeTruthy();
    expect(screen.queryByLabelText('Line 1 description')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    for (const name of ['Mark accepted', 'Mark rejected', 'New version', 'Print PDF']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByText('31/01/2027')).toBeTruthy();
  });

  it('a company that is not VAT-registered: no VAT in the live totals, and the reason beside them', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    renderRoutes(routes, `/app/estimates/${ID}`, mock('draft', ['issued'], false));
    expect(await screen.findByRole('heading', { name: 'Estimate EST-0001 v1' })).toBeTruthy();
    expect(screen.getByLabelText('VAT total').textContent).toBe('£0.00');
    expect(screen.getByLabelText('Gross total').textContent).toBe('£2,097.59');
    expect(screen.getByLabelText('Why no VAT').textContent).toBe(NOT_REGISTERED);
  });

  /** A status move's mock, counting the calls that reach the server. */
  function moveMock(to: 'issued' | 'accepted', after: ReturnType<typeof estimate>) {
    const calls = { n: 0 };
    const response: MockLink.MockedResponse = {
      request: {
        query: SetEstimateStatusDocument,
        variables: { id: ID, input: { status: to, reason: null } },
      },
      result: () => {
        calls.n += 1;
        return { data: { setEstimateStatus: after } };
      },
    };
    return { calls, response };
  }

  it('issuing asks first, saying the enquiry moves to Submitted; Cancel sends nothing', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    const issued = moveMock('issued', estimate('issued', ['accepted', 'rejected'], true, 'submitted'));
    renderRoutes(routes, `/app/estimates/${ID}`, [...mock('draft', ['issued']), issued.response]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Issue estimate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Issue EST-0001 v1?');
    expect(dialog.textContent).toContain('moves to Submitted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(issued.calls.n).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Issue estimate' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Issue estimate' }),
    );
    await waitFor(() => expect(issued.calls.n).toBe(1));
    expect(await screen.findByText('Estimate issued')).toBeTruthy();
    expect(await screen.findByText('Enquiry ENQ-0001: Submitted')).toBeTruthy();
  });

  it('accepting asks first, saying the enquiry is won; then Convert to project is offered at once', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    const accepted = moveMock('accepted', estimate('accepted', [], true, 'won'));
    renderRoutes(routes, `/app/estimates/${ID}`, [
      ...mock('issued', ['accepted', 'rejected']),
      accepted.response,
    ]);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Convert to project' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Mark accepted' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('moves to Won and can be converted into a project');
    expect(dialog.textContent).toContain('£2,517.11');
    expect(accepted.calls.n).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark accepted' }));
    await waitFor(() => expect(accepted.calls.n).toBe(1));
    expect(await screen.findByRole('button', { name: 'Convert to project' })).toBeTruthy();
    expect(screen.getByText('Enquiry ENQ-0001: Won')).toBeTruthy();
  });

  it('converting from the accepted estimate asks first, then opens the new project', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    const projectId = '7a0c2f6e-1111-4222-8333-000000000099';
    const converted = { n: 0 };
    const { router } = renderRoutes(routes, `/app/estimates/${ID}`, [
      {
        request: { query: EstimateDocument, variables: { id: ID } },
        result: { data: { estimate: estimate('accepted', [], true, 'won') } },
      },
      {
        request: { query: ConvertEnquiryDocument, variables: { id: estimate('accepted', []).enquiry_id } },
        result: () => {
          converted.n += 1;
          return {
            data: {
              convertEnquiry: {
                __typename: 'EnquiryConversion',
                project_id: projectId,
                enquiry: {
                  __typename: 'Enquiry',
                  id: estimate('accepted', []).enquiry_id,
                  reference: 'ENQ-0001',
                  title: 'Rear extension',
                  description: null,
                  client_name: 'Mr Hughes',
                  client_contact_name: null,
                  client_email: null,
                  client_phone: null,
                  site_address: null,
                  site_postcode: null,
                  source: null,
                  received_date: '2026-11-01',
                  tender_due_date: null,
                  status: 'won',
                  status_reason: null,
                  project_id: projectId,
                  estimator: null,
                  abilities: {
                    __typename: 'EnquiryAbilities',
                    can_edit: false,
                    can_delete: false,
                    can_convert: false,
                    can_create_estimate: false,
                    status_moves: [],
                  },
                },
              },
            },
          };
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convert to project' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Convert ENQ-0001 to a project?');
    expect(dialog.textContent).toContain('£2,097.59');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(converted.n).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Convert to project' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Convert to project' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/projects/${projectId}`));
    expect(converted.n).toBe(1);
  });

  it('the print menu offers the client’s quotation (with or without lines) and the internal estimate', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    renderRoutes(routes, `/app/estimates/${ID}`, mock('issued', ['accepted', 'rejected']));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Print PDF' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toEqual([
      'Client quotation (section totals)',
      'Client quotation with lines',
      'Internal costed estimate',
    ]);
  });
});
