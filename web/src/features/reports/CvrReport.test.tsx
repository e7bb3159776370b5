// The CVR on the reports page through the real route table (decision 0085): a manager opening one project's
// month from the URL sees the headline figures, the categories against budget, the month's adjustments with
// Change and Delete while the month is open, and the close button; the cost to complete shows the work in
// progress columns per project; the figures are formatted only here (£1,234.56, dd/mm/yyyy).
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { CostToCompleteReportDocument, CvrReportDocument } from './cvr.api';
import { ReportIndexDocument, ReportProjectOptionsDocument } from './reports.api';

const PROJECT = '7a0c2f6e-1111-4222-8333-944455550001';
const ADJUSTMENT = '7a0c2f6e-1111-4222-8333-944455550009';
const ref = { __typename: 'ReportProjectRef', id: PROJECT, project_number: 'P-0007', name: 'Mill Lane' };

const index: MockLink.MockedResponse = {
  request: { query: ReportIndexDocument },
  result: {
    data: {
      reports: {
        __typename: 'ReportIndex',
        reports: ['cvr', 'cost_to_complete'].map((key) => ({
          __typename: 'ReportInfo',
          key,
          title: key === 'cvr' ? 'Cost value reconciliation' : 'Cost to complete',
          description: 'Words',
        })),
      },
    },
  },
};
const projects: MockLink.MockedResponse = {
  request: { query: ReportProjectOptionsDocument },
  result: {
    data: {
      projects: {
        __typename: 'ProjectPage',
        items: [{ __typename: 'Project', id: PROJECT, project_number: 'P-0007', name: 'Mill Lane' }],
      },
    },
  },
};
const category = (name: string, budget: number, cost: number, entered = false) => ({
  __typename: 'CvrCategory',
  category: name,
  budget_pence: budget,
  invoiced_pence: cost,
  accrued_pence: 0,
  cost_pence: cost,
  committed_pence: 0,
  cost_to_complete_pence: budget - cost,
  cost_to_complete_entered: entered,
  final_cost_pence: budget,
  variance_pence: 0,
});
const money = {
  value_pence: 5_050_000,
  cost_pence: 312_000,
  margin_pence: 4_738_000,
  margin_percent: 93.82,
  final_value_pence: 10_150_000,
  final_margin_pence: 1_350_000,
  cost_to_complete_pence: 8_488_000,
  final_cost_pence: 8_800_000,
  percent_complete: 3.55,
  earned_value_pence: 359_864,
  billed_pence: 5_000_000,
  over_under_billing_pence: 4_640_136,
};
const totals = {
  __typename: 'CvrFigures',
  ...money,
  contract_value_pence: 10_000_000,
  applied_gross_pence: 5_000_000,
  certified_gross_pence: 5_000_000,
  adjustments: { __typename: 'CvrAdjustmentTotals', total_pence: 50_000 },
  budget_pence: 9_000_000,
  invoiced_pence: 297_000,
  accrued_pence: 15_000,
  committed_pence: 0,
  final_margin_percent: 13.3,
  categories: [category('labour', 2_000_000, 100_000), category('preliminaries', 500_000, 0, true)],
  movement: {
    __typename: 'CvrMovement',
    value_pence: 2_000_000,
    cost_pence: 26_800,
    margin_pence: 1_973_200,
    final_margin_pence: 200_000,
  },
};
const report = (projectId: string | null) => ({
  __typename: 'CvrReport',
  month: '2026-10',
  as_at: '2026-10-31',
  project: projectId ? ref : null,
  project_count: 1,
  closed_count: 0,
  can_close: true,
  total: 1,
  page: 1,
  size: 20,
  totals,
  rows: [
    {
      __typename: 'CvrRow',
      project: ref,
      closed: false,
      closed_at: null,
      ...money,
      movement: { __typename: 'CvrMovement', margin_pence: 1_973_200 },
    },
  ],
  adjustments: projectId
    ? [
        {
          __typename: 'CvrAdjustment',
          id: ADJUSTMENT,
          kind: 'over_measure',
          amount_pence: -100_000,
          note: 'Brickwork measured ahead of the work',
          created_by_name: 'Mia Manager',
          updated_at: '2026-10-20T10:00:00.000Z',
          can_edit: true,
        },
      ]
    : [],
  trend: [
    {
      __typename: 'CvrTrendPoint',
      month: '2026-09',
      closed: true,
      value_pence: 3_050_000,
      cost_pence: 285_200,
      margin_pence: 2_764_800,
      budget_pence: 9_000_000,
      final_cost_pence: 9_000_000,
    },
    {
      __typename: 'CvrTrendPoint',
      month: '2026-10',
      closed: false,
      value_pence: 5_050_000,
      cost_pence: 312_000,
      margin_pence: 4_738_000,
      budget_pence: 9_000_000,
      final_cost_pence: 8_800_000,
    },
  ],
});

let restoreViewport = () => {};
afterEach(() => restoreViewport());

describe('CVR on the reports page', () => {
  it('shows a project’s month from the URL: figures, categories, adjustments and the close button', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    renderRoutes(routes, `/app/reports?report=cvr&project_id=${PROJECT}&period=2026-10`, [
      index,
      projects,
      {
        request: {
          query: CvrReportDocument,
          variables: { month: '2026-10', project_id: PROJECT, page: 1, size: 20 },
        },
        result: { data: { cvrReport: report(PROJECT) } },
      },
    ]);
    const totalsRegion = await screen.findByRole('region', { name: 'CVR totals' });
    expect(within(totalsRegion).getByText('£47,380.00')).toBeTruthy();
    expect(within(totalsRegion).getByText('93.82%')).toBeTruthy();
    expect(within(totalsRegion).getByText('£19,732.00')).toBeTruthy();
    expect(screen.getByText(/October 2026, as at 31\/10\/2026: open/)).toBeTruthy();
    const categories = screen.getByRole('table', { name: 'Cost by category' });
    expect(within(categories).getByText('Preliminaries')).toBeTruthy();
    expect(within(categories).getByText('£5,000.00 *')).toBeTruthy();
    const adjustments = screen.getByRole('table', { name: 'Adjustments' });
    expect(within(adjustments).getByText('−£1,000.00')).toBeTruthy();
    expect(within(adjustments).getByRole('button', { name: 'Change Over-measure −£1,000.00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add adjustment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close October 2026' })).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: /Margin to date by month: September 2026 £27,648.00/ }),
    ).toBeTruthy();
  });

  it('shows the cost to complete per project', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    renderRoutes(routes, '/app/reports?report=cost_to_complete&period=2026-10', [
      index,
      projects,
      {
        request: {
          query: CostToCompleteReportDocument,
          variables: { month: '2026-10', project_id: null, page: 1, size: 20 },
        },
        result: { data: { costToCompleteReport: report(null) } },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'By project' });
    expect(within(table).getByText('P-0007 Mill Lane')).toBeTruthy();
    expect(within(table).getByText('3.55%')).toBeTruthy();
    expect(within(table).getByText('£46,401.36')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Close / })).toBeNull();
  });
});
