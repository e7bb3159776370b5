// A change made by someone else reaches an open page (issue 35, point 5): LiveFigures hears the live activity
// event (a new order issued elsewhere) and the project's materials panel, already on screen, is fetched again
// and shows the new committed figure without a reload.
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { FiguresChangedDocument, LiveFigures } from '../../lib/LiveFigures';
import { ProjectMaterialCostsDocument } from './materials.api';
import { CostPanel } from './PoDetail';

const costs = (committed: number): MockLink.MockedResponse => ({
  request: { query: ProjectMaterialCostsDocument, variables: { projectId: 'p1' } },
  result: {
    data: {
      projectMaterialCosts: {
        __typename: 'ProjectMaterialCosts',
        project_id: 'p1',
        budget_pence: 1_000_000,
        committed_pence: committed,
        received_pence: 0,
        invoiced_pence: 0,
        remaining_pence: 1_000_000 - committed,
      },
    },
  },
});

describe('LiveFigures', () => {
  it('a live activity event fetches the open materials panel again: Committed moves without a reload', async () => {
    const mocks: MockLink.MockedResponse[] = [
      costs(30_000),
      {
        request: { query: FiguresChangedDocument },
        result: {
          data: {
            activity: {
              __typename: 'ActivityEvent',
              id: 'a1',
              project_id: 'p1',
              entity_type: 'purchase_order',
              action: 'status_changed',
            },
          },
        },
        delay: 50,
      },
      costs(45_000),
      // The mock's stream ends after its event; LiveFigures subscribes again (quiet) and catches up once more.
      { request: { query: FiguresChangedDocument }, result: { data: null }, delay: 60_000 },
      costs(45_000),
    ];
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <LiveFigures />
              <CostPanel projectId="p1" />
            </>
          ),
        },
      ],
      '/',
      mocks,
    );
    const panel = await screen.findByRole('region', { name: 'Project material costs' });
    expect(within(panel).getByText('Committed £300.00')).toBeTruthy();
    expect(await within(panel).findByText('Committed £450.00', {})).toBeTruthy();
  });
});
