// A labour invoice's typed lines (a dry hire at its cost to the subcontractor, a CITB deduction off the
// payment), the 5% disregard's decision with its percentage, and a refusal (a manager approving the invoice
// they entered) shown as core-api's message; the CIS month shows the payment date that applies and the rule.
import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { ChangeLabourInvoiceStatusDocument, CisMonthDocument, LabourInvoiceDocument } from './labour.api';

let restoreViewport = () => {};
afterEach(() => restoreViewport());

const line = (over: object) => ({
  __typename: 'LabourInvoiceLine',
  type: 'labour',
  type_label: 'Labour',
  cis_treatment: 'base',
  description: null,
  cost_pence: null,
  unit: null,
  quantity: null,
  rate_pence: null,
  net_pence: 0,
  timesheet_quantity: null,
  quantity_variance: null,
  expected_rate_pence: null,
  rate_variance_pence: null,
  variance: false,
  operative: null,
  project: null,
  ...over,
});

const invoice = {
  __typename: 'LabourInvoice',
  id: 'i1',
  reference: 'LI-0042',
  supplier_reference: 'TP-7',
  invoice_date: '2026-06-07',
  period_start: '2026-06-01',
  period_end: '2026-06-07',
  net_pence: 99_00,
  cis_deduction_pence: 1_78,
  payable_pence: 97_22,
  has_variance: false,
  status: 'matched',
  payment_date: null,
  supplier: { __typename: 'LabourRef', id: 's1', name: 'Pryce Brickwork' },
  vat_rate: 'standard',
  customer_end_user: false,
  cis_status: 'net',
  cis_rate_percent: 20,
  supplier_vat_registered: true,
  customer_vat_registered: true,
  labour_pence: 5_01,
  plant_pence: 0,
  materials_pence: 94_99,
  materials_cost_pence: 90_00,
  deductions_pence: 1_00,
  cis_base_pence: 9_00,
  vat_treatment: 'reverse_charge',
  vat_pence: 0,
  reverse_charge_vat_pence: 19_80,
  reverse_charge_wording: 'Reverse charge: Customer to pay the VAT to HMRC',
  drc_decision: {
    __typename: 'LabourDrcDecision',
    reverse_charge: true,
    cis_share_percent: '5.01',
    reason:
      'Services within CIS are 5.01% of this supply (more than 5%): the domestic reverse charge applies to the whole supply',
  },
  gross_pence: 99_00,
  status_reason: null,
  can_match: false,
  can_override: false,
  status_moves: ['approved', 'disputed'],
  approval_refusal: null,
  steps: [{ __typename: 'LabourArithmeticStep', key: 'payable', label: 'Net payable', amount_pence: 97_22 }],
  lines: [
    line({
      operative: { __typename: 'LabourRef', id: 'o1', name: 'Huw Brick' },
      project: { __typename: 'LabourProjectRef', id: 'p1', project_number: 'P-0001', name: 'Maes' },
      unit: 'day',
      quantity: 1,
      rate_pence: 5_01,
      net_pence: 5_01,
      timesheet_quantity: 1,
      quantity_variance: 0,
    }),
    line({
      type: 'plant_hired',
      type_label: 'Plant hired in by the subcontractor',
      cis_treatment: 'materials',
      description: 'Dumper, dry hire',
      net_pence: 94_99,
      cost_pence: 90_00,
    }),
    line({
      type: 'deduction',
      type_label: 'Deduction agreed in the contract',
      cis_treatment: 'deduction',
      description: 'CITB levy',
      net_pence: 1_00,
    }),
  ],
};

describe('LabourInvoicePage', () => {
  it('shows each line by its type, the disregard’s decision, and a refusal as core-api’s message', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    const detail = 'You raised this labour invoice, so someone else must approve it';
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: LabourInvoiceDocument, variables: { id: 'i1' } },
        result: { data: { labourInvoice: invoice } },
        maxUsageCount: 5,
      },
      {
        request: { query: ChangeLabourInvoiceStatusDocument, variables: { id: 'i1', status: 'approved' } },
        result: {
          errors: [new GraphQLError(detail, { extensions: { code: 'CONFLICT', status: 409, detail } })],
        },
      },
    ];
    renderRoutes(routes, '/app/labour/invoices/i1', mocks);
    const lines = await screen.findByRole('table', { name: 'Invoice lines' });
    const hire = within(lines).getByRole('row', { name: /Dumper, dry hire/ });
    expect(hire.textContent).toContain('Plant hired in by the subcontractor');
    expect(hire.textContent).toContain('Cost to them £90.00');
    expect(within(lines).getByRole('row', { name: /CITB levy/ }).textContent).toContain('Off the payment');
    expect(within(lines).getAllByText('Matches')).toHaveLength(1);
    expect(
      screen.getByText('Reverse charge on the whole invoice: services within CIS are 5.01% of it'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(detail);
  }, 20_000);

  it('the CIS month shows the payment date that applies and the rule', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    const rule =
      'The 22nd (22/11/2026) is Sunday, so cleared funds must reach HMRC by Friday 20/11/2026; a Faster Payment may arrive on 22/11/2026; by post, by 19/11/2026';
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: CisMonthDocument, variables: { date: '2026-11-05' } },
        result: {
          data: {
            cisMonth: {
              __typename: 'CisMonth',
              start: '2026-10-06',
              end: '2026-11-05',
              tax_year: '2026-27',
              month_number: 7,
              return_due: '2026-11-19',
              payment_due: '2026-11-22',
              payment_deadline: {
                __typename: 'CisPaymentDeadline',
                date: '2026-11-20',
                nominal_date: '2026-11-22',
                faster_payments_date: '2026-11-22',
                post_date: '2026-11-19',
                moved_because: 'Sunday',
                rule,
              },
              contractor_utr: '1234567890',
              gross_pence: 0,
              materials_cost_pence: 0,
              deduction_pence: 0,
              rows: [],
            },
          },
        },
        maxUsageCount: 5,
      },
    ];
    renderRoutes(routes, '/app/labour?tab=cis&date=2026-11-05', mocks);
    const note = await screen.findByRole('note', { name: 'CIS payment deadline' });
    expect(note.textContent).toContain('Pay HMRC by 20/11/2026 (cleared funds)');
    expect(note.textContent).toContain('by Faster Payments 22/11/2026');
    expect(within(note).getByText(rule)).toBeTruthy();
  }, 20_000);

  it('tells the one who entered it why they are not offered Approve', async () => {
    restoreViewport = mockViewportWidth(390);
    seedSession('manager');
    const reason = 'You raised this labour invoice, so someone else must approve it';
    const mine = { ...invoice, status_moves: ['disputed'], approval_refusal: reason };
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: LabourInvoiceDocument, variables: { id: 'i1' } },
        result: { data: { labourInvoice: mine } },
        maxUsageCount: 5,
      },
    ];
    renderRoutes(routes, '/app/labour/invoices/i1', mocks);
    expect(await screen.findByText(reason, {})).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  }, 20_000);
});
