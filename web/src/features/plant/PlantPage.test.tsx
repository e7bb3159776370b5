// The plant page: a worker on a 390px phone opens the request form from `?create=true` and sees core-api's
// messages; `?request_id=` opens a request with its timeline and only the moves the abilities allow — the
// worker asks for off-hire in two taps; a supervisor sees the approval moves and the cost, never the worker's.
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { PlantFormOptionsDocument } from './plant-options.api';
import { PlantRequestDocument, PlantRequestsDocument, RequestPlantOffHireDocument } from './plant.api';
import { REQUEST_MESSAGES } from './plant-request-form.schema';

function plantRequest(
  status: string,
  abilities: Partial<Record<string, boolean>> = {},
  extra: Record<string, unknown> = {},
) {
  return {
    __typename: 'PlantRequest',
    id: 'r1',
    reference: 'PR-0004',
    status,
    category: 'Telehandler',
    quantity: 1,
    required_from: '2026-11-16',
    required_until: '2026-11-27',
    with_operator: false,
    notes: 'Level 4 blockwork',
    fulfilment: 'hire',
    hire_reference: 'SAP-88121',
    on_hire_date: '2026-11-16',
    off_hire_date: null,
    collection_reference: null,
    decision_reason: null,
    chargeable_days: 5,
    rate_pence: null,
    rate_unit: null,
    delivery_pence: null,
    collection_pence: null,
    project: {
      __typename: 'PlantProjectRef',
      id: 'p1',
      project_number: 'P-0001',
      name: 'Riverside Apartments',
    },
    requested_by: { __typename: 'PlantPerson', id: 'u1', first_name: 'Callum', last_name: 'Davies' },
    plant_item: null,
    supplier: { __typename: 'PlantSupplierRef', id: 's1', name: 'Severnside Access & Plant Ltd' },
    cost: null,
    abilities: {
      __typename: 'PlantRequestAbilities',
      can_approve: false,
      can_reject: false,
      can_cancel: false,
      can_mark_on_hire: false,
      can_request_off_hire: false,
      can_record_collection: false,
      ...abilities,
    },
    ...extra,
  };
}

const TIMELINE = [
  {
    __typename: 'PlantTimelineEntry',
    id: 'a1',
    action: 'created',
    from_state: null,
    to_state: 'requested',
    reason: null,
    at: '2026-11-10T09:00:00.000Z',
    actor: { __typename: 'PlantPerson', id: 'u1', first_name: 'Callum', last_name: 'Davies' },
  },
];

const emptyList = (scope: string): MockLink.MockedResponse => ({
  request: {
    query: PlantRequestsDocument,
    variables: { status: null, scope, search: null, page: 1, size: 20 },
  },
  result: {
    data: { plantRequests: { __typename: 'PlantRequestPage', total: 0, page: 1, size: 20, items: [] } },
  },
  maxUsageCount: 5,
});

let restoreViewport = () => {};
afterEach(() => restoreViewport());

describe('PlantPage', () => {
  it('opens the phone request form from ?create=true and shows core-api’s messages', async () => {
    restoreViewport = mockViewportWidth(390);
    seedSession('worker');
    const mocks: MockLink.MockedResponse[] = [
      emptyList('mine'),
      {
        request: { query: PlantFormOptionsDocument },
        result: {
          data: {
            projectsForForms: [
              { __typename: 'ProjectOption', id: 'p1', project_number: 'P-0001', name: 'Riverside' },
              { __typename: 'ProjectOption', id: 'p2', project_number: 'P-0002', name: 'Mill Lane' },
            ],
            plantCategories: ['Telehandler', '3t Excavator'],
          },
        },
      },
    ];
    renderRoutes(routes, '/app/plant?create=true', mocks);
    const dialog = await screen.findByRole('dialog', { name: 'New plant request' });
    await within(dialog).findByRole('option', { name: 'P-0001 Riverside' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(REQUEST_MESSAGES.project)).toBeTruthy();
    expect(within(dialog).getByText(REQUEST_MESSAGES.category)).toBeTruthy();
    expect(within(dialog).getByText(REQUEST_MESSAGES.requiredFrom)).toBeTruthy();
    expect(within(dialog).getByText(REQUEST_MESSAGES.requiredUntil)).toBeTruthy();
  });

  it('?request_id= opens the request; a worker asks for off-hire in two taps and sees no office moves', async () => {
    restoreViewport = mockViewportWidth(390);
    seedSession('worker');
    const request = plantRequest('on_hire', { can_request_off_hire: true });
    const mocks: MockLink.MockedResponse[] = [
      emptyList('mine'),
      {
        request: { query: PlantRequestDocument, variables: { id: 'r1' } },
        result: { data: { plantRequest: { ...request, timeline: TIMELINE } } },
        maxUsageCount: 5,
      },
      {
        request: { query: RequestPlantOffHireDocument, variables: { id: 'r1' } },
        result: { data: { requestPlantOffHire: plantRequest('off_hire_requested') } },
      },
    ];
    renderRoutes(routes, '/app/plant?request_id=r1', mocks);
    const dialog = await screen.findByRole('dialog', { name: 'PR-0004 Telehandler' });
    expect(within(dialog).getByText('5 chargeable days on hire')).toBeTruthy();
    expect(within(dialog).getByText('Requested')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Record collection' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request off-hire' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm off-hire' }));
    expect(await screen.findByText('Off-hire requested for PR-0004')).toBeTruthy();
  });

  it('shows a supervisor the approval moves and the hire cost in £', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    const request = plantRequest(
      'off_hire_requested',
      { can_record_collection: true },
      {
        rate_pence: 42_000,
        rate_unit: 'week',
        cost: {
          __typename: 'PlantHireCost',
          chargeable_days: 5,
          hire_pence: 42_000,
          delivery_pence: 7_500,
          collection_pence: 0,
          total_pence: 49_500,
        },
      },
    );
    const mocks: MockLink.MockedResponse[] = [
      emptyList('all'),
      {
        request: { query: PlantRequestDocument, variables: { id: 'r1' } },
        result: { data: { plantRequest: { ...request, timeline: TIMELINE } } },
        maxUsageCount: 5,
      },
    ];
    renderRoutes(routes, '/app/plant?request_id=r1', mocks);
    const dialog = await screen.findByRole('dialog', { name: 'PR-0004 Telehandler' });
    expect(within(dialog).getByText('£420.00 / week')).toBeTruthy();
    expect(within(dialog).getByText('£495.00')).toBeTruthy();
    expect(within(dialog).getAllByText('16/11/2026')).toHaveLength(2); // needed from, on hire from
    expect(within(dialog).getByRole('button', { name: 'Record collection' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Request off-hire' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Rates', hidden: true })).toBeTruthy();
  });
});
