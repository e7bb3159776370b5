// The application editor through the real route table: it starts from the last application's figures, and its
// totals follow the lines, a variation and the retention rate as they are typed — worked by the same file
// core-api computes with, so they are the figures core-api will save (the worked example of decision 0038).
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { ApplicationTemplateDocument } from './applications.api';

const ID = '7a0c2f6e-1111-4222-8333-944455556666';
const line = (n: number) => `7a0c2f6e-1111-4222-8333-00000000001${n}`;

const template = {
  __typename: 'ApplicationTemplate',
  id: ID,
  name: 'Main contract',
  project: { __typename: 'ApplicationsProjectRef', id: ID, project_number: 'P-0007', name: 'Mill Lane' },
  lines: [
    ['A1', 'Groundworks', 1_000_000],
    ['A2', 'Brickwork', 2_000_000],
    ['A3', 'Roofing', 500_000],
  ].map(([reference, description, value], i) => ({
    __typename: 'ApplicationScheduleLine',
    id: line(i),
    reference,
    description,
    contract_value_pence: value,
    cis_specified: true,
  })),
  company_vat_registered: true,
  contract_sum_pence: 3_500_000,
  retention_percent: 5,
  retention_after_pc_percent: 2.5,
  vat_treatment: 'standard',
  terms: 'contract',
  payment_due_days: 14,
  payment_final_days: 17,
  pay_less_days: 7,
  region: 'england-and-wales',
  practical_completion_date: '2027-03-31',
  rectification_end_date: '2028-03-31',
  applications: [
    {
      __typename: 'ApplicationRef',
      id: line(9),
      number: 1,
      status: 'certified',
      valuation_date: '2026-10-31',
      total_pence: 995_740,
    },
  ],
  next_application: {
    __typename: 'ApplicationNext',
    number: 2,
    previously_certified_pence: 829_783,
    lines: [
      [50, 500_000],
      [12.5, 250_000],
      [0, 0],
    ].map(([percent, previous], i) => ({
      __typename: 'ApplicationNextLine',
      line_id: line(i),
      percent,
      value_pence: null,
      previous_value_pence: previous,
    })),
  },
};

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: ApplicationTemplateDocument, variables: { id: ID } },
    result: { data: { applicationTemplate: template } },
  },
];

let restoreViewport = () => {};
afterEach(() => restoreViewport());

describe('ApplicationCreatePage', () => {
  it('works the totals live as core-api does', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    renderRoutes(routes, `/app/applications/create/${ID}`, mocks);
    expect(await screen.findByRole('heading', { name: 'Create Application' })).toBeTruthy();
    expect(screen.getByText(/application no\. 2/)).toBeTruthy();
    const totals = () =>
      within(screen.getByRole('table', { name: 'Application totals' })).getAllByRole('row');
    const figure = (label: string) => totals().find((r) => r.textContent?.startsWith(label))?.textContent;
    // Starting from application 1's figures: £7,500 gross, less 5% and the £8,297.83 certified.
    expect(figure('Gross valuation to date')).toBe('Gross valuation to date£7,500.00');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('A1 percent complete'));
    await user.type(screen.getByLabelText('A1 percent complete'), '100');
    await user.selectOptions(screen.getByLabelText('A2 complete as'), 'value');
    await user.type(screen.getByLabelText('A2 value complete'), '8333.33');
    await user.clear(screen.getByLabelText('A3 percent complete'));
    await user.type(screen.getByLabelText('A3 percent complete'), '33.33');
    await user.click(screen.getByRole('button', { name: 'Add variation' }));
    await user.type(screen.getByLabelText('Variation 1 description'), 'Extra drainage');
    await user.type(screen.getByLabelText('Variation 1 value'), '1500.55');
    await waitFor(() => expect(figure('Gross valuation to date')).toBe('Gross valuation to date£21,500.38'));
    expect(figure('Less retention at 5%')).toBe('Less retention at 5%−£1,075.02');
    expect(figure('Amount due this application')).toBe('Amount due this application£12,127.53');
    expect(figure('VAT at 20%')).toBe('VAT at 20%£2,425.51');
    expect(figure('Total')).toBe('Total£14,553.04');
  }, 30_000);
});
