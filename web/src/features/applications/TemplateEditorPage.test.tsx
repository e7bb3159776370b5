// The new-template editor through the real route table (issue 35, decision 0061): a project converted from a
// won enquiry starts from its accepted estimate's lines at selling price, adding up to the contract value;
// any other project starts from three blank lines (£0.00).
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { ApplicationTemplateDefaultsDocument } from './applications.api';

const PROJECT = '7a0c2f6e-1111-4222-8333-944455556666';

function defaults(lines: [string, string, number][], fromEstimate: string | null) {
  return {
    __typename: 'ApplicationTemplateDefaults',
    project: {
      __typename: 'ApplicationsProjectRef',
      id: PROJECT,
      project_number: 'P-0007',
      name: 'Mill Lane',
    },
    name: 'Mill Lane applications',
    contract_value_pence: 271_181,
    retention_percent: 5,
    retention_after_pc_percent: 2.5,
    vat_treatment: 'standard',
    terms: 'contract',
    payment_due_days: 14,
    payment_final_days: 14,
    pay_less_days: 7,
    region: 'england-and-wales',
    from_estimate: fromEstimate,
    lines: lines.map(([reference, description, contract_value_pence]) => ({
      __typename: 'ApplicationDefaultLine',
      reference,
      description,
      contract_value_pence,
      cis_specified: true,
    })),
  };
}

const mock = (d: ReturnType<typeof defaults>): MockLink.MockedResponse[] => [
  {
    request: { query: ApplicationTemplateDefaultsDocument, variables: { projectId: PROJECT } },
    result: { data: { applicationTemplateDefaults: d } },
  },
];

let restoreViewport = () => {};
afterEach(() => restoreViewport());

describe('TemplateEditorPage (new template)', () => {
  it('starts from the accepted estimate’s lines at selling price, adding up to the contract value', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    const lines: [string, string, number][] = [
      ['1.1', 'Preliminaries: Site set-up', 208_819],
      ['2.1', 'Labour: Bricklayer', 940],
      ['3.1', 'Materials: Sand', 282],
      ['3.2', 'Materials: Blocks', 4_702],
      ['4.1', 'Subcontract: Roofing', 56_438],
    ];
    renderRoutes(
      routes,
      `/app/applications/templates/create/${PROJECT}`,
      mock(defaults(lines, 'EST-0001 v1')),
    );
    expect((await screen.findByLabelText('Contract sum', undefined)).textContent).toBe(
      'Contract sum £2,711.81',
    );
    expect(screen.getByText(/Started from the accepted estimate EST-0001 v1/)).toBeTruthy();
    expect((screen.getByLabelText('Line 1 reference') as HTMLInputElement).value).toBe('1.1');
    expect((screen.getByLabelText('Line 1 description') as HTMLInputElement).value).toBe(
      'Preliminaries: Site set-up',
    );
    expect((screen.getByLabelText('Line 1 contract value') as HTMLInputElement).value).toBe('2088.19');
    expect((screen.getByLabelText('Line 5 contract value') as HTMLInputElement).value).toBe('564.38');
    expect(screen.queryByLabelText('Line 6 reference')).toBeNull();
  });

  it('a project that came from no estimate starts from three blank lines', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    renderRoutes(routes, `/app/applications/templates/create/${PROJECT}`, mock(defaults([], null)));
    expect((await screen.findByLabelText('Contract sum', undefined)).textContent).toBe('Contract sum £0.00');
    expect(screen.queryByText(/Started from the accepted estimate/)).toBeNull();
    expect((screen.getByLabelText('Line 3 reference') as HTMLInputElement).value).toBe('A3');
  });
});
