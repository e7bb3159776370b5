// One application through the real route table (decision 0049): the claim date and the dates worked from it, the
// VAT decision with its percentage, and the payee's notice in default — core-api's refusal shown as its message,
// then the postponed final date and the notice's PDF link once it is given.
import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { ApplicationDocument, GiveApplicationDefaultNoticeDocument } from './applications.api';

const ID = '7a0c2f6e-1111-4222-8333-944455550001';
const LINE = '7a0c2f6e-1111-4222-8333-944455550002';
const BASIS = 'Application 1 as valued';

const application = (over: Record<string, unknown> = {}) => ({
  __typename: 'Application',
  id: ID,
  number: 1,
  status: 'submitted',
  valuation_date: '2026-03-13',
  submitted_on: '2026-04-20',
  claim_date: '2026-03-13',
  project: { __typename: 'ApplicationsProjectRef', id: ID, project_number: 'P-0007', name: 'Mill Lane' },
  template: { __typename: 'ApplicationTemplateRef', id: ID, name: 'Main contract' },
  lines: [
    {
      __typename: 'ApplicationLine',
      line_id: LINE,
      reference: 'M2',
      description: 'Fixing on site',
      contract_value_pence: 1_000_000,
      cis_specified: true,
      percent: 100,
      value_pence: null,
      value_to_date_pence: 1_000_000,
      previous_value_pence: 0,
      this_period_pence: 1_000_000,
    },
  ],
  variations: [],
  materials_on_site: [],
  vat_treatment: 'drc',
  vat_decision: {
    __typename: 'ApplicationVatDecision',
    reverse_charge: true,
    cis_pence: 50_100,
    supply_pence: 1_000_000,
    cis_share_percent: '5.01',
    reason:
      'Services within CIS are 5.01% of this supply (more than 5%): the domestic reverse charge applies to the whole supply',
  },
  terms: { __typename: 'ApplicationTerms', terms: 'contract', region: 'england-and-wales' },
  retention_stage: 'full',
  retention_percent: 0,
  retention_rates: {
    __typename: 'ApplicationRetentionRates',
    full_percent: 0,
    after_pc_percent: 0,
    practical_completion_date: null,
    rectification_end_date: null,
  },
  totals: {
    __typename: 'ApplicationTotals',
    work_done_pence: 1_000_000,
    variations_pence: 0,
    materials_on_site_pence: 0,
    gross_pence: 1_000_000,
    retention_pence: 0,
    net_valuation_pence: 1_000_000,
    previously_certified_pence: 0,
    amount_due_pence: 1_000_000,
    vat_pence: 0,
    reverse_charge_vat_pence: 200_000,
    total_pence: 1_000_000,
    vat_wording: 'Reverse charge: Customer to account to HMRC for the reverse charge output tax',
  },
  dates: {
    __typename: 'ApplicationDates',
    due_date: '2026-03-27',
    due_rule: 'Contract: 14 days after the valuation date',
    payment_notice_deadline: '2026-04-01',
    payment_notice_rule: 's.110A(2)',
    final_date: '2026-04-15',
    final_rule: 'Contract (s.110(1)(b)): 17 days after the due date',
    pay_less_deadline: '2026-04-08',
    pay_less_rule: 's.111(5)',
    postponed_days: 0,
  },
  notices: [],
  notified_sum_pence: 1_000_000,
  notified_sum_basis: 'The application (no payment notice given)',
  paid_pence: 0,
  outstanding_pence: 1_000_000,
  warnings: [],
  status_moves: ['part_paid', 'paid'],
  can_edit: false,
  can_record_notice: true,
  can_change_claim_date: false,
  can_give_default_notice: true,
  ...over,
});

const given = application({
  dates: {
    ...application().dates,
    final_date: '2026-04-20',
    final_rule: 'Contract: 17 days after the due date; postponed 5 days by the payee’s notice in default',
    pay_less_deadline: '2026-04-13',
    postponed_days: 5,
  },
  notices: [
    {
      __typename: 'ApplicationNotice',
      id: LINE,
      kind: 'default',
      amount_pence: 1_000_000,
      reason: BASIS,
      notice_date: '2026-04-08',
      late: false,
    },
  ],
  notified_sum_basis: 'The payee’s notice in default (s.110B)',
  can_give_default_notice: false,
});

const give = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: GiveApplicationDefaultNoticeDocument,
    variables: { id: ID, input: { amount_pence: 1_000_000, notice_date: '2026-04-08', basis: BASIS } },
  },
  result,
});

let restoreViewport = () => {};
afterEach(() => restoreViewport());

function open(mocks: MockLink.MockedResponse[]) {
  restoreViewport = mockViewportWidth(1280);
  seedSession('supervisor');
  renderRoutes(routes, `/app/applications/${ID}`, mocks);
}

async function openAndGive() {
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { name: 'P-0007 application no. 1' })).toBeTruthy();
  expect(screen.getByText(/claim made 13\/03\/2026/)).toBeTruthy();
  expect(screen.getByLabelText('VAT decision').textContent).toContain('5.01% CIS-specified');
  await user.click(screen.getByRole('button', { name: 'Give notice in default' }));
  const dialog = screen.getByRole('dialog', { name: 'Give notice in default (s.110B)' });
  const date = within(dialog).getByRole('textbox', { name: 'Date given' });
  await user.clear(date);
  await user.type(date, '08/04/2026');
  await user.type(within(dialog).getByLabelText(/Basis on which the sum is calculated/), BASIS);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('ApplicationPage: the notice in default', () => {
  it('shows core-api’s refusal as its message', async () => {
    const refusal =
      'A notice in default can be given only after the payment notice’s latest date: the payer has until 01/04/2026 to give a payment notice';
    open([
      {
        request: { query: ApplicationDocument, variables: { id: ID } },
        result: { data: { application: application() } },
      },
      give({
        errors: [
          new GraphQLError(refusal, { extensions: { code: 'CONFLICT', detail: refusal, status: 409 } }),
        ],
      }),
    ]);
    const dialog = await openAndGive();
    await waitFor(() => expect(within(dialog).getByText(refusal)).toBeTruthy());
  });

  it('once given: the postponed final date, the notified sum’s basis and the notice’s PDF', async () => {
    open([
      {
        request: { query: ApplicationDocument, variables: { id: ID } },
        result: { data: { application: application() } },
      },
      give({ data: { giveApplicationDefaultNotice: given } }),
    ]);
    await openAndGive();
    await waitFor(() =>
      expect(screen.getByText(/The final date for payment was postponed 5 days/)).toBeTruthy(),
    );
    // The dialog closes with an animation; until it has gone, the page behind it is hidden from queries.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('table', { name: 'Construction Act dates' }).textContent).toContain('20/04/2026');
    expect(screen.getByRole('button', { name: 'Notice in default PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Give notice in default' })).toBeNull();
    expect(screen.getByText(/The payee’s notice in default \(s\.110B\)/)).toBeTruthy();
  });
});
