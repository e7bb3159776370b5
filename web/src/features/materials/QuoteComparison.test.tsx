// Entering a supplier's quote: each line gets its own VAT treatment (a zero-rated or reverse-charge line is priced
// as the supplier quoted it), sent to core-api as the line's vat_code.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render';
import { RecordMaterialQuoteDocument } from './materials.api';
import { QuoteComparison } from './QuoteComparison';
import type { MaterialRequestFieldsFragment } from '../../generated/graphql';

const request: MaterialRequestFieldsFragment = {
  __typename: 'MaterialRequest',
  id: 'r1',
  reference: 'MR-0003',
  status: 'enquiries_sent',
  required_by: '2026-12-04',
  line_count: 2,
  created_at: '2026-11-20T09:00:00.000Z',
  project: { __typename: 'ProjectRef', id: 'p1', project_number: 'P-0001', name: 'Riverside Flats' },
  requested_by: { __typename: 'UserRef', id: 'u1', first_name: 'Sam', last_name: 'Worker' },
  delivery_notes: null,
  status_reason: null,
  status_moves: [],
  reason_moves: [],
  can_send_enquiries: false,
  can_order_directly: false,
  decision_note: null,
  lines: [
    {
      __typename: 'MaterialRequestLine',
      id: 'l1',
      position: 1,
      description: 'Cement 25 kg',
      quantity: 30,
      unit: 'bag',
    },
    {
      __typename: 'MaterialRequestLine',
      id: 'l2',
      position: 2,
      description: 'Fixing labour',
      quantity: 1,
      unit: 'day',
    },
  ],
  enquiries: [
    {
      __typename: 'MaterialEnquiry',
      id: 'e1',
      status: 'sent',
      net_pence: 0,
      vat_pence: 0,
      gross_pence: 0,
      lead_time_days: null,
      valid_until: null,
      is_cheapest: false,
      can_quote: true,
      can_order: false,
      supplier: { __typename: 'SupplierRef', id: 's1', name: 'Northern Builders Merchants' },
    },
  ],
  quote_prices: [],
  purchase_orders: [],
  timeline: [],
} as unknown as MaterialRequestFieldsFragment;

describe('QuoteComparison quote entry', () => {
  it("sends each line's own VAT treatment", async () => {
    const sent: unknown[] = [];
    renderRoutes(
      [{ path: '/q', element: <QuoteComparison request={request} onOrdered={() => {}} /> }],
      '/q',
      [
        {
          request: {
            query: RecordMaterialQuoteDocument,
            variables: (variables: unknown) => {
              sent.push(variables);
              return true;
            },
          },
          result: { data: { recordMaterialQuote: request } },
        },
      ],
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enter quote from Northern Builders Merchants' }));
    await user.type(screen.getByLabelText('Unit price (£) for Cement 25 kg'), '6.85');
    await user.type(screen.getByLabelText('Unit price (£) for Fixing labour'), '240');
    expect((screen.getByLabelText('VAT for Cement 25 kg') as HTMLSelectElement).value).toBe('standard');
    await user.selectOptions(screen.getByLabelText('VAT for Fixing labour'), 'Domestic reverse charge 20%');
    await user.type(screen.getByLabelText('Lead time (days)'), '3');
    await user.type(screen.getByLabelText('Valid until'), '31/12/2026');
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      enquiryId: 'e1',
      input: {
        lines: [
          { line_id: 'l1', unit_price_pence: 685, vat_code: 'standard' },
          { line_id: 'l2', unit_price_pence: 24_000, vat_code: 'drc' },
        ],
        lead_time_days: 3,
        valid_until: '2026-12-31',
      },
    });
  });
});
