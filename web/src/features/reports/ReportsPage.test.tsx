// The reports page through the real route table: a supervisor gets applications by project only (its filters
// read from the URL and sent as the query's variables, the totals and an overdue application shown, a table at
// 1280 px and cards at 390 px); a manager also gets the CIS summary, its tax month from the URL; a worker is
// sent away (the route's guard).
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import {
  ApplicationsReportDocument,
  CisReportDocument,
  ReportIndexDocument,
  ReportProjectOptionsDocument,
} from './reports.api';

const PROJECT = '7a0c2f6e-1111-4222-8333-944455550001';
const APP = '7a0c2f6e-1111-4222-8333-944455550002';
const SUPPLIER = '7a0c2f6e-1111-4222-8333-944455550003';

const info = (key: string, title: string) => ({
  __typename: 'ReportInfo',
  key,
  title,
  description: `${title} words`,
});
const index = (keys: string[]): MockLink.MockedResponse => ({
  request: { query: ReportIndexDocument },
  result: {
    data: {
      reports: {
        __typename: 'ReportIndex',
        reports: [
          info('applications', 'Applications by project'),
          ...(keys.includes('cis') ? [info('cis', 'CIS summary')] : []),
        ],
      },
    },
  },
});
const projectRef = {
  __typename: 'ReportProjectRef',
  id: PROJECT,
  project_number: 'P-0007',
  name: 'Mill Lane',
};
const money = {
  applied_pence: 950_000,
  certified_pence: 900_000,
  payable_pence: 1_080_000,
  paid_pence: 500_000,
  outstanding_pence: 580_000,
  overdue_pence: 580_000,
  retention_held_pence: 75_000,
  retention_released_pence: 0,
};
const total = { applications: 1, overdue_count: 1, ...money };
const applications = (variables: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: ApplicationsReportDocument, variables },
  result: {
    data: {
      applicationsReport: {
        __typename: 'ApplicationsReport',
        total: 1,
        page: 1,
        size: 20,
        as_of: '2026-11-29',
        items: [
          {
            __typename: 'ApplicationsReportRow',
            id: APP,
            number: 2,
            template_name: 'Main contract',
            status: 'part_paid',
            project: projectRef,
            valuation_date: '2026-05-31',
            due_date: '2026-06-14',
            payment_notice_deadline: '2026-06-19',
            payment_notice_date: null,
            pay_less_deadline: '2026-06-24',
            pay_less_date: '2026-06-20',
            pay_less_reason: 'Frame defects',
            final_date: '2026-07-01',
            ...money,
            overdue: true,
            days_overdue: 151,
            no_payment_notice: false,
          },
        ],
        project_totals: [{ __typename: 'ApplicationsReportProjectTotal', project: projectRef, ...total }],
        totals: { __typename: 'ApplicationsReportTotal', ...total },
      },
    },
  },
});
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
const figures = { invoice_count: 1, gross_pence: 100_000, materials_cost_pence: 0, deduction_pence: 20_000 };
const cis: MockLink.MockedResponse = {
  request: { query: CisReportDocument, variables: { tax_year: '2026-27', month: 3 } },
  result: {
    data: {
      cisReport: {
        __typename: 'CisReport',
        tax_year: '2026-27',
        month_number: 3,
        start: '2026-06-06',
        end: '2026-07-05',
        contractor_utr: null,
        rows: [
          {
            __typename: 'CisReportRow',
            supplier: { __typename: 'CisReportSupplier', id: SUPPLIER, name: 'Brick & Co' },
            utr: '1234567890',
            cis_status: 'net',
            ...figures,
          },
        ],
        months: [],
        totals: { __typename: 'CisReportTotals', ...figures },
      },
    },
  },
};

let restoreViewport = () => {};
afterEach(() => restoreViewport());

const FILTERED = {
  project_id: PROJECT,
  from: '2026-05-01',
  to: null,
  status: null,
  overdue: true,
  page: 1,
  size: 20,
};

describe('ReportsPage', () => {
  it('shows a supervisor applications by project with the URL’s filters, its totals and the overdue', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    renderRoutes(routes, `/app/reports?project_id=${PROJECT}&from=2026-05-01&overdue=true`, [
      index(['applications']),
      projects,
      applications(FILTERED),
    ]);
    const table = await screen.findByRole('table', { name: 'Applications in the report' });
    expect(within(table).getByRole('link', { name: 'P-0007 no. 2' })).toBeTruthy();
    expect(within(table).getByText('Overdue 151 days')).toBeTruthy();
    expect(within(table).getByText('given 20/06/2026')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Report totals' });
    expect(within(totals).getByText('1 past the final date')).toBeTruthy();
    expect(within(totals).getAllByText('£5,800.00').length).toBe(2);
    expect(screen.getByRole('table', { name: 'Totals by project' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'CIS summary' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Valued from' }) as HTMLInputElement).value).toBe(
      '01/05/2026',
    );
    expect((screen.getByRole('combobox', { name: 'Overdue' }) as HTMLSelectElement).value).toBe('true');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
  });

  it('shows cards instead of a table on a phone', async () => {
    restoreViewport = mockViewportWidth(390);
    seedSession('supervisor');
    renderRoutes(routes, `/app/reports?project_id=${PROJECT}&from=2026-05-01&overdue=true`, [
      index(['applications']),
      projects,
      applications(FILTERED),
    ]);
    const cards = await screen.findByRole('list', { name: 'Applications in the report' });
    expect(within(cards).getByText('P-0007 no. 2')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Applications in the report' })).toBeNull();
  });

  it('gives a manager the CIS summary for the URL’s tax month', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    renderRoutes(routes, '/app/reports?report=cis&tax_year=2026-27&month=3', [
      index(['applications', 'cis']),
      cis,
    ]);
    const table = await screen.findByRole('table', { name: 'By subcontractor' });
    expect(within(table).getByText('Brick & Co')).toBeTruthy();
    expect(within(table).getByText('Net (20%)')).toBeTruthy();
    expect(screen.getByText(/06\/06\/2026 to 05\/07\/2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CIS summary' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('table', { name: 'By tax month' })).toBeNull();
  });

  it('sends a worker away', async () => {
    seedSession('worker');
    const { router } = renderRoutes(routes, '/app/reports', []);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/worker-dashboard'));
  });
});
