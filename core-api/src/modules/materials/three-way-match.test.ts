// The three-way match and the PO money on worked examples (decision 0019's rounding): exact, short delivery,
// price rise, over-invoice; VAT per line at each rate, half up to the penny.
import { describe, expect, it } from 'vitest';
import { invoiceTotals } from '../../lib/money.js';
import { priceLine } from './materials.service.js';
import { threeWayMatch, type MatchPoLine } from './three-way-match.js';

const blocks: MatchPoLine = {
  id: '00000000-0000-4000-8000-000000000001',
  description: 'Concrete blocks',
  unit: 'each',
  ordered_milli: 400_000,
  received_milli: 400_000,
  unit_price_pence: 145,
};

describe('three-way match', () => {
  it('exact: ordered, received and invoiced agree → clean, no variance', () => {
    const m = threeWayMatch(
      [blocks],
      [{ line_id: blocks.id, quantity_milli: 400_000, unit_price_pence: 145 }],
    );
    expect(m).toEqual({ clean: true, variances: [], total_variance_pence: 0 });
  });

  it('short delivery: 400 ordered and invoiced, 300 received → quantity variance 100 × £1.45 = £145.00', () => {
    const m = threeWayMatch(
      [{ ...blocks, received_milli: 300_000 }],
      [{ line_id: blocks.id, quantity_milli: 400_000, unit_price_pence: 145 }],
    );
    expect(m.clean).toBe(false);
    expect(m.variances).toHaveLength(1);
    expect(m.variances[0]).toMatchObject({
      kind: 'quantity',
      amount_pence: 14_500,
      received_quantity: 300,
      invoiced_quantity: 400,
    });
    expect(m.variances[0]!.message).toBe('Concrete blocks: invoiced 400 each, received 300 (ordered 400)');
    expect(m.total_variance_pence).toBe(14_500);
  });

  it('price rise: invoiced at £1.52 against £1.45 ordered on 400 → price variance £28.00', () => {
    const m = threeWayMatch(
      [blocks],
      [{ line_id: blocks.id, quantity_milli: 400_000, unit_price_pence: 152 }],
    );
    expect(m.variances).toEqual([
      expect.objectContaining({
        kind: 'price',
        amount_pence: 2_800,
        ordered_unit_price_pence: 145,
        invoiced_unit_price_pence: 152,
      }),
    ]);
    expect(m.variances[0]!.message).toBe('Concrete blocks: invoiced at £1.52 a each, ordered at £1.45');
  });

  it('over-invoice: 400 ordered and received, 420 invoiced at a higher price → both variances, summed', () => {
    const m = threeWayMatch(
      [blocks],
      [{ line_id: blocks.id, quantity_milli: 420_000, unit_price_pence: 150 }],
    );
    // price: 420 × 5p = £21.00; quantity: 20 × £1.50 = £30.00
    expect(m.variances.map((v) => [v.kind, v.amount_pence])).toEqual([
      ['price', 2_100],
      ['quantity', 3_000],
    ]);
    expect(m.total_variance_pence).toBe(5_100);
  });

  it('fractional quantities round half up to the penny: 2.5 tonnes short at 333p → 833p', () => {
    const m = threeWayMatch(
      [{ ...blocks, ordered_milli: 10_000, received_milli: 7_500, unit_price_pence: 333 }],
      [{ line_id: blocks.id, quantity_milli: 10_000, unit_price_pence: 333 }],
    );
    expect(m.variances[0]!.amount_pence).toBe(833);
  });
});

describe('PO line money', () => {
  it('prices each line and works VAT per line at its rate, rounded half up', () => {
    // 3 × £14.95 = £44.85, VAT 20% = 897p; 7 × 123p = 861p, VAT 5% = 43.05p → 43p; zero and DRC lines charge none.
    const lines = [
      { ...priceLine(3, 1495, 'standard'), vat_code: 'standard' as const },
      { ...priceLine(7, 123, 'reduced'), vat_code: 'reduced' as const },
      { ...priceLine(2.5, 333, 'zero'), vat_code: 'zero' as const },
      { ...priceLine(1, 10_000, 'drc'), vat_code: 'drc' as const },
    ];
    expect(lines.map((l) => [l.net_pence, l.vat_pence])).toEqual([
      [4485, 897],
      [861, 43],
      [833, 0],
      [10_000, 0],
    ]);
    const totals = invoiceTotals(lines);
    expect(totals).toMatchObject({
      net_pence: 16_179,
      vat_pence: 940,
      gross_pence: 17_119,
      reverse_charge_vat_pence: 2000,
    });
    expect(totals.reverse_charge_wording).toBe('Reverse charge: Customer to pay the VAT to HMRC');
  });

  it('a half penny of VAT rounds up: 0.5 × 5p = 2.5p net → 3p; VAT 20% of 3p = 0.6p → 1p', () => {
    expect(priceLine(0.5, 5, 'standard')).toEqual({ net_pence: 3, vat_pence: 1 });
  });
});
