// The VAT summary and plant utilisation on the reports page through the real route table (decision 0086): a
// manager gets the VAT summary for the URL's VAT period — the four boxes with their parts, box 1 less box 4 and
// the documents (a table at 1280 px, cards at 390 px); a range in the URL is asked for as a range; a supervisor
// gets plant utilisation for the URL's project and range, with the late hire and the budget overrun shown.
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { ReportIndexDocument, ReportProjectOptionsDocument } from './reports.api';
import { PlantReportDocument, VatReportDocument } from './vat-plant.api';

const PROJECT = '7a0c2f6e-1111-4222-8333-944455550001';
const DOC = '7a0c2f6e-1111-4222-8333-944455550010';
const HIRE = '7a0c2f6e-1111-4222-8333-944455550011';

const index = (keys: string[]): MockLink.MockedResponse => ({
  request: { query: ReportIndexDocument },
  result: {
    data: {
      reports: {
        __typename: 'ReportIndex',
        reports: keys.map((key) => ({
          __typename: 'ReportInfo',
          key,
          title: `${key} title`,
          description: key,
        })),
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

const box = (title: string, pence: number, returnPence: number, lines: [string, number, number][]) => ({
  __typename: 'VatReportBox',
  title,
  pence,
  return_pence: returnPence,
  lines: lines.map(([label, p, documents]) => ({
    __typename: 'VatReportBoxLine',
    label,
    pence: p,
    documents,
  })),
});
const period = (period_end: string, start: string, end: string) => ({
  __typename: 'VatReportPeriod',
  period_end,
  start,
  end,
});
const vat = (variables: Record<string, string | null>, kind = 'period'): MockLink.MockedResponse => ({
  request: { query: VatReportDocument, variables },
  result: {
    data: {
      vatReport: {
        __typename: 'VatReport',
        period: {
          __typename: 'VatReportShown',
          kind,
          period_end: '2026-06',
          start: '2026-04-01',
          end: '2026-06-30',
        },
        vat_quarter_ends: 'mar_jun_sep_dec',
        periods: [
          period('2026-12', '2026-10-01', '2026-12-31'),
          period('2026-09', '2026-07-01', '2026-09-30'),
          period('2026-06', '2026-04-01', '2026-06-30'),
        ],
        vat_registered: true,
        net_vat_pence: 17_600,
        boxes: {
          __typename: 'VatReportBoxes',
          box_1: box('Box 1: VAT due on sales and other outputs', 140_400, 140_400, [
            ['VAT charged on sales', 119_000, 2],
            ['Reverse charge on labour and subcontract invoices', 21_400, 2],
          ]),
          box_4: box('Box 4: VAT reclaimed on purchases and other inputs', 122_800, 122_800, [
            ['VAT charged on labour and subcontract invoices', 101_400, 2],
            ['Reverse charge on labour and subcontract invoices', 21_400, 2],
          ]),
          box_6: box(
            'Box 6: Total value of sales and all other outputs excluding any VAT',
            880_001,
            880_000,
            [
              ['Sales with VAT charged', 595_001, 2],
              ['Sales under the domestic reverse charge (the customer accounts for the VAT)', 285_000, 1],
            ],
          ),
          box_7: box(
            'Box 7: Total value of purchases and all other inputs excluding any VAT',
            664_000,
            664_000,
            [['Labour and subcontract invoices: domestic reverse charge', 664_000, 5]],
          ),
        },
        documents: [
          {
            __typename: 'VatReportDocument',
            kind: 'labour_invoice',
            id: DOC,
            side: 'purchase',
            reference: 'LI-0001',
            supplier_reference: 'SUB-3',
            counterparty: 'Brick & Co',
            project_number: null,
            tax_date: '2026-06-30',
            treatment: 'reverse_charge',
            net_pence: 100_000,
            vat_pence: 0,
            reverse_charge_vat_pence: 20_000,
          },
        ],
      },
    },
  },
});

const figures = {
  days_on_hire: 8,
  chargeable_days: 6,
  cost_in_range_pence: 62_000,
  cost_to_date_pence: 114_500,
};
const plant: MockLink.MockedResponse = {
  request: {
    query: PlantReportDocument,
    variables: { project_id: PROJECT, from: '2026-09-01', to: '2026-09-30' },
  },
  result: {
    data: {
      plantReport: {
        __typename: 'PlantReport',
        from: '2026-09-01',
        to: '2026-09-30',
        as_of: '2026-09-30',
        rows: [
          {
            __typename: 'PlantReportRow',
            id: HIRE,
            reference: 'PR-0004',
            project: projectRef,
            category: 'Telehandler',
            item: null,
            supplier: 'Acme Plant',
            fulfilment: 'hire',
            quantity: 1,
            on_hire_date: '2026-08-24',
            off_hire_date: '2026-09-08',
            expected_end: '2026-09-04',
            on_hire_at_end: false,
            late: true,
            days_late: 4,
            ...figures,
          },
        ],
        projects: [
          {
            __typename: 'PlantReportProject',
            project: projectRef,
            hires: 1,
            late_count: 1,
            ...figures,
            budget_pence: 100_000,
            budget_remaining_pence: -14_500,
          },
        ],
        totals: {
          __typename: 'PlantReportTotals',
          hires: 1,
          late_count: 1,
          ...figures,
          budget_pence: 100_000,
          budget_remaining_pence: -14_500,
        },
      },
    },
  },
};

let restoreViewport = () => {};
afterEach(() => restoreViewport());

describe('VAT summary and plant utilisation', () => {
  it('shows a manager the VAT period’s boxes, their parts and the documents', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    renderRoutes(routes, '/app/reports?report=vat&period_end=2026-06', [
      index(['applications', 'cis', 'vat', 'plant']),
      vat({ period_end: '2026-06', from: null, to: null }),
    ]);
    const box1 = await screen.findByRole('region', { name: 'Box 1: VAT due on sales and other outputs' });
    expect(within(box1).getByText('£1,404.00')).toBeTruthy();
    expect(within(box1).getByText('Reverse charge on labour and subcontract invoices (2)')).toBeTruthy();
    const box6 = screen.getByRole('region', {
      name: 'Box 6: Total value of sales and all other outputs excluding any VAT',
    });
    expect(within(box6).getByText('£8,800.01')).toBeTruthy();
    expect(within(box6).getByText('On the return: £8,800.00 (whole pounds)')).toBeTruthy();
    expect(screen.getByText(/Box 1 less box 4: £176.00 \(to pay\)/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Documents' });
    expect(within(table).getByText('LI-0001 (SUB-3)')).toBeTruthy();
    expect(within(table).getByText('30/06/2026')).toBeTruthy();
    expect(within(table).getByText('£200.00')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'VAT period' }) as HTMLSelectElement).value).toBe('2026-06');
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
  });

  it('asks for a range when the URL has one, and shows the documents as cards on a phone', async () => {
    restoreViewport = mockViewportWidth(390);
    seedSession('manager');
    renderRoutes(routes, '/app/reports?report=vat&from=2026-04-01&to=2026-06-30', [
      index(['applications', 'cis', 'vat', 'plant']),
      vat({ period_end: null, from: '2026-04-01', to: '2026-06-30' }, 'range'),
    ]);
    const cards = await screen.findByRole('list', { name: 'Documents' });
    expect(within(cards).getByText('LI-0001 (SUB-3)')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Documents' })).toBeNull();
    expect(screen.getByText(/^From 01\/04\/2026 to 30\/06\/2026/)).toBeTruthy();
  });

  it('shows a supervisor plant utilisation with the late hire and the budget overrun', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    renderRoutes(routes, `/app/reports?report=plant&project_id=${PROJECT}&from=2026-09-01&to=2026-09-30`, [
      index(['applications', 'plant']),
      projects,
      plant,
    ]);
    const table = await screen.findByRole('table', { name: 'Hires on P-0007' });
    expect(within(table).getByText('PR-0004 Telehandler')).toBeTruthy();
    expect(within(table).getByText('4 days late')).toBeTruthy();
    expect(within(table).getByText('Acme Plant')).toBeTruthy();
    expect(within(table).getByText('£620.00')).toBeTruthy();
    expect(screen.getByText(/£145.00 over/)).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Plant totals' });
    expect(within(totals).getByText('−£145.00')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('01/09/2026');
  });
});
