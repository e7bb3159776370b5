// A hire's invoices on the plant request: a wet hire shows "Wet hire: CIS applies", each invoice's CIS deduction
// with the rule and its VAT reason, and the pay refusal of the person who entered it; a self-drive hire says
// "Self-drive: no CIS"; a refusal of a new invoice (a reference already entered) is shown in core-api's words.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { HireInvoicesSection } from './HireInvoicesSection';
import { PlantHireInvoicesDocument, RecordPlantHireInvoiceDocument } from './plant-hire-invoice.api';

const REQUEST_ID = '7a0c2f6e-1111-4222-8333-000000000099';
const WET_RULE =
  'Plant hired with an operator (wet hire) is within CIS (HMRC CISR14260): the supplier’s CIS status sets the deduction';
const DRY_RULE =
  'Self-drive (dry) hire: no CIS. Hire of plant without an operator is outside CIS (HMRC CISR14260)';

const invoice = {
  __typename: 'PlantHireInvoice',
  id: '7a0c2f6e-1111-4222-8333-000000000100',
  supplier_reference: 'INV-1001',
  invoice_date: '2026-11-20',
  with_operator: true,
  net_pence: 108_000,
  hire_cost_to_date_pence: 81_000,
  over_hire_cost_pence: 19_000,
  within_cis: true,
  cis_status: 'net',
  cis_rate_percent: 20,
  cis_deduction_pence: 20_400,
  cis_reason:
    'Plant hired with an operator (wet hire) is within CIS (HMRC CISR14260): 20% (net) on the invoice excluding VAT less the direct cost of fuel and materials',
  vat_treatment: 'reverse_charge',
  vat_pence: 0,
  reverse_charge_vat_pence: 21_600,
  vat_reason:
    'Services within CIS are 92.59% of this supply (more than 5%): the domestic reverse charge applies',
  gross_pence: 108_000,
  payable_pence: 87_600,
  status: 'recorded',
  payment_date: null,
  steps: [
    { __typename: 'PlantHireInvoiceStep', key: 'net', label: 'Invoice excluding VAT', amount_pence: 108_000 },
    {
      __typename: 'PlantHireInvoiceStep',
      key: 'cis_deduction',
      label: 'CIS deduction at 20% (net)',
      amount_pence: 20_400,
    },
    {
      __typename: 'PlantHireInvoiceStep',
      key: 'payable',
      label: 'Net payable to the supplier',
      amount_pence: 87_600,
    },
  ],
  abilities: {
    __typename: 'PlantHireInvoiceAbilities',
    can_pay: false,
    pay_refusal: 'You raised this hire invoice, so someone else must approve it',
  },
};

function listMock(wet: boolean, items: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: PlantHireInvoicesDocument, variables: { plantRequestId: REQUEST_ID } },
    result: {
      data: {
        plantHireInvoices: {
          __typename: 'PlantHireInvoices',
          with_operator: wet,
          supplier: {
            __typename: 'PlantHireInvoiceSupplier',
            id: 's1',
            name: 'Valleys Plant',
            cis_status: 'net',
          },
          hire_cost_to_date_pence: 81_000,
          invoiced_pence: wet ? 100_000 : 0,
          cis_rule: wet ? WET_RULE : DRY_RULE,
          can_record: true,
          record_refusal: null,
          items,
        },
      },
    },
  };
}

function renderSection(mocks: MockLink.MockedResponse[]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <HireInvoicesSection requestId={REQUEST_ID} />
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('HireInvoicesSection', () => {
  it('wet hire: CIS applies, the deduction with its rule and working, the VAT reason and who may pay', async () => {
    renderSection([listMock(true, [invoice])]);
    expect(await screen.findByText('Wet hire: CIS applies')).toBeTruthy();
    expect(screen.getByText(WET_RULE)).toBeTruthy();
    expect(screen.getByText(/^CIS deduction £204\.00: Plant hired with an operator/)).toBeTruthy();
    expect(screen.getByText('CIS deduction at 20% (net)')).toBeTruthy();
    expect(screen.getByText('£876.00')).toBeTruthy();
    expect(screen.getByText(/domestic reverse charge applies/)).toBeTruthy();
    expect(screen.getByText(/£190\.00 above the hire cost to date/)).toBeTruthy();
    expect(screen.getByText('You raised this hire invoice, so someone else must approve it')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record paid today' })).toBeNull();
  });

  it('self-drive: no CIS, and a refused invoice shows core-api’s message', async () => {
    const refusal =
      'Valleys Plant’s invoice INV-1001 is already entered (dated 20/11/2026, on PR-0001): a supplier’s reference can be entered once';
    renderSection([
      listMock(false, []),
      {
        request: { query: RecordPlantHireInvoiceDocument, variables: () => true },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    expect(await screen.findByText('Self-drive: no CIS')).toBeTruthy();
    expect(screen.getByText(DRY_RULE)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enter hire invoice' }));
    expect(screen.queryByLabelText(/direct cost of fuel/)).toBeNull();
    await user.type(screen.getByLabelText(/Supplier’s invoice reference/), 'INV-1001');
    await user.type(screen.getByLabelText(/Hire charge/), '475.00');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });
});
