// A purchase order's lines: a table at desktop widths, one card per line on a phone (no sideways scroll at 390px).
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeUser, renderRoutes } from '../../test/render';
import { AuthContext } from '../auth/auth-context';
import { mockViewportWidth } from '../../test/viewport';
import { PurchaseOrderDocument } from './materials.api';
import { PoDetail } from './PoDetail';

let restoreViewport = () => {};
afterEach(() => restoreViewport());

const line = (id: string, position: number, description: string, quantity: number, unitPrice: number) => ({
  __typename: 'PurchaseOrderLine' as const,
  id,
  position,
  description,
  quantity,
  unit: 'bag',
  unit_price_pence: unitPrice,
  vat_code: 'standard',
  vat_rate_percent: 20,
  net_pence: quantity * unitPrice,
  vat_pence: Math.round(quantity * unitPrice * 0.2),
  received_quantity: 0,
  held_quantity: 0,
});

const po = {
  __typename: 'PurchaseOrder' as const,
  id: 'po-1',
  reference: 'PO-0007',
  status: 'issued',
  delivery_date: '2026-12-01',
  net_pence: 41_550,
  vat_pence: 8_310,
  gross_pence: 49_860,
  request_id: null,
  request_reference: null,
  created_at: '2026-11-20T09:00:00.000Z',
  project: { __typename: 'ProjectRef' as const, id: 'p1', project_number: 'P-0001', name: 'Riverside Flats' },
  supplier: { __typename: 'SupplierRef' as const, id: 's1', name: 'Northern Builders Merchants' },
  delivery_address: null,
  status_reason: null,
  issued_at: '2026-11-20T09:30:00.000Z',
  status_moves: [],
  can_accept_over_delivery: false,
  can_record_delivery: false,
  can_add_invoice: false,
  reverse_charge_vat_pence: 0,
  reverse_charge_wording: null,
  lines: [
    line('l1', 1, 'Ordinary Portland cement 25 kg', 30, 685),
    line('l2', 2, 'Sharp sand bulk bag, 850 kg', 3, 6_999),
  ],
  deliveries: [],
  invoice_variances: [],
  invoices: [],
};

/** The same order as a worker is sent it (decision 0023): quantities, no prices, no invoices. */
const workerPo = {
  ...po,
  net_pence: null,
  vat_pence: null,
  gross_pence: null,
  reverse_charge_vat_pence: null,
  lines: po.lines.map((l) => ({ ...l, unit_price_pence: null, net_pence: null, vat_pence: null })),
  invoices: null,
  invoice_variances: null,
};

function renderPo(order: typeof po | typeof workerPo = po) {
  const auth = {
    status: 'authenticated' as const,
    user: fakeUser('worker'),
    signIn: () => {},
    logout: () => {},
  };
  const element = (
    <AuthContext.Provider value={auth}>
      <PoDetail id="po-1" />
    </AuthContext.Provider>
  );
  renderRoutes([{ path: '/po', element }], '/po', [
    {
      request: { query: PurchaseOrderDocument, variables: { id: 'po-1' } },
      result: { data: { purchaseOrder: order } },
    },
  ]);
}

describe('PoDetail lines', () => {
  it('shows a card per line on a phone, with no table to scroll sideways', async () => {
    restoreViewport = mockViewportWidth(390);
    renderPo();
    const cards = await screen.findByRole('list', { name: 'Order lines' });
    expect(screen.queryByRole('table', { name: 'Order lines' })).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Ordinary Portland cement 25 kg')).toBeTruthy();
    expect(within(items[0]!).getByText('£205.50')).toBeTruthy();
    expect(within(items[1]!).getByText('3 bag')).toBeTruthy();
  });

  it('shows the lines as a table at desktop widths', async () => {
    restoreViewport = mockViewportWidth(1280);
    renderPo();
    const table = await screen.findByRole('table', { name: 'Order lines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Item', 'Qty', 'Received', 'Unit price', 'VAT', 'Net']);
    expect(within(table).getByText('£209.97')).toBeTruthy();
  });

  it('shows a worker the lines without price columns or totals, not dashes or £0.00 (decision 0023)', async () => {
    restoreViewport = mockViewportWidth(1280);
    renderPo(workerPo);
    const table = await screen.findByRole('table', { name: 'Order lines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Item', 'Qty', 'Received', 'VAT']);
    expect(screen.queryByLabelText('Order totals')).toBeNull();
    expect(screen.queryByText(/£/)).toBeNull();
    expect(screen.queryByText('Supplier invoices')).toBeNull();
  });
});
