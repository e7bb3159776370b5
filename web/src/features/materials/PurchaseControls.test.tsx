// The purchase controls on a purchase order (decision 0046): goods held beyond the order and a manager's Accept
// with a reason (core-api's 400 shown inline), and an invoice's match with its split and sum, its reasons for
// being above the order, and the override with a reason for a manager; a supervisor sees why they cannot approve.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { Role } from '../auth';
import { fakeUser, renderRoutes } from '../../test/render';
import { AuthContext } from '../auth/auth-context';
import {
  AcceptMaterialOverDeliveryDocument,
  PaySupplierInvoiceDocument,
  PurchaseOrderDocument,
} from './materials.api';
import { PoDetail } from './PoDetail';

const steel = {
  __typename: 'PurchaseOrderLine' as const,
  id: 'l1',
  position: 1,
  description: 'Steel lintel',
  quantity: 10,
  unit: 'each',
  unit_price_pence: 4_500,
  vat_code: 'standard',
  vat_rate_percent: 20,
  net_pence: 45_000,
  vat_pence: 9_000,
  received_quantity: 10,
  held_quantity: 990,
};

const invoice = {
  __typename: 'SupplierInvoice' as const,
  id: 'i1',
  supplier_reference: 'STL-1000',
  invoice_date: '2026-11-20',
  net_pence: 4_500_000,
  vat_pence: 900_000,
  gross_pence: 5_400_000,
  status: 'received',
  override_reason: null,
  can_approve: false,
  can_override: false,
  approval_note: null as string | null,
  can_record_payment: false,
  payment_date: null as string | null,
  payment_reference: null as string | null,
  entered_by: { __typename: 'MaterialsPerson' as const, id: 'u2', first_name: 'Sian', last_name: 'Evans' },
  match: {
    __typename: 'ThreeWayMatch' as const,
    clean: false,
    status: 'mismatch',
    mismatches: ['Steel lintel: 1000 each invoiced, only 10 ordered'],
    invoiced_pence: 4_500_000,
    expected_pence: 45_000,
    quantity_variance_pence: 4_455_000,
    price_variance_pence: 0,
    total_variance_pence: 4_455_000,
  },
};

function order(overrides: { can_accept_over_delivery: boolean; can_override: boolean; note: string | null }) {
  return {
    __typename: 'PurchaseOrder' as const,
    id: 'po-1',
    reference: 'PO-00042',
    status: 'delivered',
    delivery_date: null,
    net_pence: 45_000,
    vat_pence: 9_000,
    gross_pence: 54_000,
    request_id: null,
    request_reference: null,
    created_at: '2026-11-20T09:00:00.000Z',
    project: {
      __typename: 'ProjectRef' as const,
      id: 'p1',
      project_number: 'P-0001',
      name: 'Riverside Flats',
    },
    supplier: { __typename: 'SupplierRef' as const, id: 's1', name: 'Northern Steel' },
    delivery_address: null,
    status_reason: null,
    issued_at: '2026-11-20T09:30:00.000Z',
    status_moves: [],
    can_accept_over_delivery: overrides.can_accept_over_delivery,
    can_record_delivery: false,
    can_add_invoice: false,
    reverse_charge_vat_pence: 0,
    reverse_charge_wording: null,
    lines: [steel],
    deliveries: [
      {
        __typename: 'MaterialDelivery' as const,
        id: 'd1',
        received_at: '2026-11-20T10:00:00.000Z',
        notes: null,
        ticket_upload_id: null,
        received_by: null,
      },
    ],
    invoice_variances: [
      {
        __typename: 'InvoiceVariance' as const,
        invoice_id: 'i1',
        line_id: 'l1',
        kind: 'quantity',
        amount_pence: 4_455_000,
        message: 'Steel lintel: invoiced 1000 each, received 10 (ordered 10)',
      },
    ],
    invoices: [{ ...invoice, can_override: overrides.can_override, approval_note: overrides.note }],
  };
}

function renderPo(role: Role, po: ReturnType<typeof order>, extraMocks: object[] = []) {
  const auth = { status: 'authenticated' as const, user: fakeUser(role), signIn: () => {}, logout: () => {} };
  renderRoutes(
    [
      {
        path: '/po',
        element: (
          <AuthContext.Provider value={auth}>
            <PoDetail id="po-1" />
          </AuthContext.Provider>
        ),
      },
    ],
    '/po',
    [
      {
        request: { query: PurchaseOrderDocument, variables: { id: 'po-1' } },
        result: { data: { purchaseOrder: po } },
      },
      ...(extraMocks as never[]),
    ],
  );
}

describe('purchase controls on an order', () => {
  it('a supervisor sees the held over-delivery, the match’s split and sum, and why they cannot approve', async () => {
    renderPo(
      'supervisor',
      order({
        can_accept_over_delivery: false,
        can_override: false,
        note: 'The invoice does not match the order and deliveries: a manager must override it',
      }),
    );
    const held = await screen.findByRole('region', { name: 'Over-delivery held' });
    expect(held.textContent).toContain('Steel lintel: 990 each beyond the 10 ordered');
    expect(within(held).queryByRole('button', { name: 'Accept over-delivery' })).toBeNull();
    const card = screen.getByRole('group', { name: 'Invoice STL-1000' });
    expect(card.textContent).toContain('Mismatch: above the order');
    expect(card.textContent).toContain('Above the order: Steel lintel: 1000 each invoiced, only 10 ordered');
    expect(card.textContent).toContain('Quantity variance £44,550.00');
    const match = within(card).getByRole('group', { name: 'Match of STL-1000' });
    expect(match.textContent).toContain('Invoiced (net) £45,000.00 − expected £450.00');
    expect(match.textContent).toContain('Quantity £44,550.00 + price £0.00 = total variance £44,550.00');
    expect(card.textContent).toContain('a manager must override it');
    expect(within(card).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('a manager accepts the over-delivery with a reason; core-api’s refusal is shown inline', async () => {
    const detail = 'Reason is required to accept an over-delivery';
    renderPo('manager', order({ can_accept_over_delivery: true, can_override: true, note: null }), [
      {
        request: { query: AcceptMaterialOverDeliveryDocument, variables: { id: 'po-1', reason: ' ' } },
        result: {
          errors: [
            new GraphQLError(detail, {
              extensions: { code: 'BAD_USER_INPUT', detail: [detail], status: 400, id: 'validation_error' },
            }),
          ],
        },
      },
    ]);
    const held = await screen.findByRole('region', { name: 'Over-delivery held' });
    const user = userEvent.setup();
    await user.type(within(held).getByLabelText('Reason for accepting'), ' ');
    await user.click(within(held).getByRole('button', { name: 'Accept over-delivery' }));
    expect((await within(held).findByRole('alert')).textContent).toContain(detail);
    const card = screen.getByRole('group', { name: 'Invoice STL-1000' });
    expect(within(card).getByLabelText('Override reason')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Approve with override' })).toBeTruthy();
  });
});

describe('recording a supplier invoice paid (decision 0068)', () => {
  const approved = (po: ReturnType<typeof order>, changes: Partial<typeof invoice>) => ({
    ...po,
    invoices: [{ ...po.invoices[0]!, status: 'approved', ...changes }],
  });

  it('a manager records the payment date (dd/mm/yyyy) and reference; the card then shows it paid', async () => {
    const po = order({ can_accept_over_delivery: false, can_override: false, note: null });
    const before = approved(po, { can_record_payment: true });
    const after = approved(po, {
      status: 'paid',
      payment_date: '2026-11-25',
      payment_reference: 'BACS 2511',
      can_record_payment: false,
    });
    renderPo('manager', before, [
      {
        request: {
          query: PaySupplierInvoiceDocument,
          variables: { id: 'i1', date: '2026-11-25', reference: 'BACS 2511' },
        },
        result: { data: { paySupplierInvoice: after } },
      },
    ]);
    const card = await screen.findByRole('group', { name: 'Invoice STL-1000' });
    expect(card.textContent).toContain('Approved');
    await userEvent.click(within(card).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment of STL-1000' });
    const date = within(dialog).getByRole('textbox', { name: 'Payment date' });
    await userEvent.clear(date);
    await userEvent.type(date, '31/02/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Enter the payment date as dd/mm/yyyy')).toBeTruthy();
    await userEvent.clear(date);
    await userEvent.type(date, '25/11/2026');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Payment reference' }), 'BACS 2511');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    const paid = await screen.findByText('Paid 25/11/2026');
    expect(paid).toBeTruthy();
    const card2 = screen.getByRole('group', { name: 'Invoice STL-1000' });
    expect(card2.textContent).toContain('Payment reference: BACS 2511');
    expect(within(card2).queryByRole('button', { name: 'Record payment' })).toBeNull();
  });

  it('without the ability (a supervisor) there is no Record payment', async () => {
    const po = order({ can_accept_over_delivery: false, can_override: false, note: null });
    renderPo('supervisor', approved(po, { can_record_payment: false }));
    const card = await screen.findByRole('group', { name: 'Invoice STL-1000' });
    expect(card.textContent).toContain('Approved');
    expect(within(card).queryByRole('button', { name: 'Record payment' })).toBeNull();
  });
});
