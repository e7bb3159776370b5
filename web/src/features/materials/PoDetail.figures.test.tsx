// Figures follow mutations (issue 35, point 5; lib/figures.ts), through the app's real client (lib/apollo.ts)
// against a fake BFF: recording a delivery on an order fetches the project's materials panel again, so Received
// moves without a reload; only figure queries on screen are fetched; a mutation's own refetch list keeps its names.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeUser } from '../../test/render';
import { AuthContext } from '../auth/auth-context';
import { PoDetail } from './PoDetail';
import { createApolloClient } from '../../lib/apollo';
import { FIGURE_QUERIES, openFigureQueries, withFigures } from '../../lib/figures';
import { clearSession } from '../../lib/storage';

afterEach(() => clearSession());

const line = (received: number) => ({
  __typename: 'PurchaseOrderLine',
  id: 'l1',
  position: 1,
  description: 'Ordinary Portland cement 25 kg',
  quantity: 30,
  unit: 'bag',
  unit_price_pence: 685,
  vat_code: 'standard',
  vat_rate_percent: 20,
  net_pence: 20_550,
  vat_pence: 4_110,
  received_quantity: received,
  held_quantity: 0,
});

const order = (received: number) => ({
  __typename: 'PurchaseOrder',
  id: 'po-1',
  reference: 'PO-00007',
  status: received ? 'part_delivered' : 'issued',
  delivery_date: '2026-12-01',
  net_pence: 20_550,
  vat_pence: 4_110,
  gross_pence: 24_660,
  request_id: null,
  request_reference: null,
  created_at: '2026-11-20T09:00:00.000Z',
  project: { __typename: 'ProjectRef', id: 'p1', project_number: 'P-0001', name: 'Riverside Flats' },
  supplier: { __typename: 'SupplierRef', id: 's1', name: 'Northern Builders Merchants' },
  delivery_address: null,
  status_reason: null,
  issued_at: '2026-11-20T09:30:00.000Z',
  status_moves: [],
  can_accept_over_delivery: false,
  can_record_delivery: true,
  can_add_invoice: false,
  reverse_charge_vat_pence: 0,
  reverse_charge_wording: null,
  lines: [line(received)],
  deliveries: [],
  invoice_variances: [],
  invoices: [],
});

/** A BFF that knows one order and its project's material costs; a delivery moves what is received. */
function fakeBff() {
  let received = 0;
  const calls: string[] = [];
  const fetchImpl: typeof fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    calls.push(body.operationName);
    let data: unknown;
    switch (body.operationName) {
      case 'PurchaseOrder':
        data = { purchaseOrder: order(received) };
        break;
      case 'ProjectMaterialCosts':
        data = {
          projectMaterialCosts: {
            __typename: 'ProjectMaterialCosts',
            project_id: 'p1',
            budget_pence: 500_000,
            committed_pence: 20_550,
            received_pence: received * 685,
            invoiced_pence: 0,
            remaining_pence: 500_000 - 20_550,
          },
        };
        break;
      case 'RecordMaterialDelivery': {
        const input = body.variables.input as { lines: { quantity: number }[] };
        received += input.lines[0]!.quantity;
        data = { recordMaterialDelivery: order(received) };
        break;
      }
      default:
        return new Response(JSON.stringify({ errors: [{ message: `unexpected ${body.operationName}` }] }));
    }
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  };
  return { fetchImpl, calls };
}

function renderOrder() {
  const bff = fakeBff();
  const client = createApolloClient('http://bff.test/graphql', bff.fetchImpl);
  const auth = {
    status: 'authenticated' as const,
    user: fakeUser('supervisor'),
    signIn: () => {},
    logout: () => {},
  };
  render(
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={client}>
        <MemoryRouter>
          <AuthContext.Provider value={auth}>
            <PoDetail id="po-1" />
          </AuthContext.Provider>
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return { ...bff, client };
}

describe('figures after a mutation', () => {
  it('recording a delivery fetches the project materials panel again: Received moves without a reload', async () => {
    const { calls } = renderOrder();
    const panel = await screen.findByRole('region', { name: 'Project material costs' });
    expect(within(panel).getByText('Received £0.00')).toBeTruthy();
    expect(calls.filter((c) => c === 'ProjectMaterialCosts')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Record delivery' }));
    const form = screen.getByRole('form', { name: 'Record delivery' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Ordinary Portland cement/ }), {
      target: { value: '12' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save delivery' }));

    // 12 bags at £6.85 received: the panel's figure is the server's new one, fetched after the mutation.
    await waitFor(() => expect(within(panel).getByText('Received £82.20')).toBeTruthy());
    expect(calls.filter((c) => c === 'ProjectMaterialCosts')).toHaveLength(2);
    expect(calls).toContain('RecordMaterialDelivery');
  });

  it('only figure queries on screen are fetched; a mutation’s own refetch list keeps its names', async () => {
    const { client } = renderOrder();
    await screen.findByRole('region', { name: 'Project material costs' });
    const open = openFigureQueries(client);
    expect(open.sort()).toEqual(['ProjectMaterialCosts', 'PurchaseOrder']);
    for (const name of open) expect(FIGURE_QUERIES.has(name)).toBe(true);
    expect(withFigures(['PlantRequests'])().sort()).toEqual([
      'PlantRequests',
      'ProjectMaterialCosts',
      'PurchaseOrder',
    ]);
  });
});
