// The budget bars without a chart library (decision 0072): a round axis, bars in proportion, a committed bar
// that is never invisible, and every figure in the element's label.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { BudgetBars, axisMax } from './BudgetBars';
import type { Figure } from './use-live-board';

describe('axisMax', () => {
  it('rounds the largest amount up to 4 ticks of 1, 2, 2.5 or 5 × a power of ten', () => {
    expect(axisMax(0)).toBe(4);
    expect(axisMax(3.2)).toBe(4);
    expect(axisMax(95_000)).toBe(100_000);
    expect(axisMax(4_200_000)).toBe(8_000_000);
    expect(axisMax(2_000_000)).toBe(2_000_000);
  });
});

describe('BudgetBars', () => {
  it('labels the chart with every figure and keeps a small commitment visible', () => {
    const figure = {
      key: 'projects.budget_vs_committed',
      label: 'Budget against committed spend',
      items: [
        { label: 'Riverside', ref: 'p1', budget_pence: 200_000_000, committed_pence: 120_000, link: null },
        { label: 'Hill Farm', ref: 'p2', budget_pence: 100_000_000, committed_pence: 50_000_000, link: null },
      ],
    } as unknown as Figure;
    renderRoutes([{ path: '/', element: <BudgetBars figure={figure} /> }], '/');
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Budget against committed spend. Riverside: budget £2,000,000.00, committed £1,200.00; ' +
        'Hill Farm: budget £1,000,000.00, committed £500,000.00',
    );
    expect(screen.getByText('<1%')).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getByText('£2m')).toBeTruthy(); // the axis ends at the largest budget
    expect(screen.getByText('£500k')).toBeTruthy();
  });
});
