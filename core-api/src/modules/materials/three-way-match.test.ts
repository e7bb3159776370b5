// The three-way match and the PO money on worked examples (decisions 0019 and 0046): exact, short delivery,
// price rise, the overlap of quantity and price, penny rounding, the over-delivery, a second invoice for
// the same goods; VAT per line at each rate, half up to the penny.
import { describe, expect, it } from 'vitest';
import { invoiceTotals, sumPence } from '../../lib/money.js';
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
  const line = (q: number, price = 145) => ({
    line_id: blocks.id,
    quantity_milli: q,
    unit_price_pence: price,
  });

  it('exact: ordered, received and invoiced agree → clean, no variance, the sum is nothing', () => {
    const m = threeWayMatch([blocks], [line(400_000)]);
    expect(m).toEqual({
      clean: true,
      status: 'clean',
      variances: [],
      mismatches: [],
      invoiced_pence: 58_000,
      expected_pence: 58_000,
      quantity_variance_pence: 0,
      price_variance_pence: 0,
      total_variance_pence: 0,
    });
  });

  it('short delivery: 400 ordered and invoiced, 300 received → quantity variance 100 × £1.45 = £145.00', () => {
    const m = threeWayMatch([{ ...blocks, received_milli: 300_000 }], [line(400_000)]);
    expect(m.clean).toBe(false);
    expect(m.status).toBe('variance');
    expect(m.variances).toHaveLength(1);
    expect(m.variances[0]).toMatchObject({
      kind: 'quantity',
      amount_pence: 14_500,
      received_quantity: 300,
      invoiced_quantity: 400,
      matched_quantity: 300,
    });
    expect(m.variances[0]!.message).toBe('Concrete blocks: invoiced 400 each, received 300 (ordered 400)');
    expect(m).toMatchObject({ expected_pence: 43_500, invoiced_pence: 58_000, total_variance_pence: 14_500 });
  });

  it('an invoice for part of what was received is clean (the rest comes on the next invoice)', () => {
    expect(threeWayMatch([blocks], [line(150_000)]).status).toBe('clean');
  });

  it('price rise: £1.52 against £1.45 ordered on 400 → price variance £28.00, and above the order’s value', () => {
    const m = threeWayMatch([blocks], [line(400_000, 152)], { net_pence: 58_000, invoiced_before_pence: 0 });
    expect(m.variances).toEqual([
      expect.objectContaining({
        kind: 'price',
        amount_pence: 2_800,
        ordered_unit_price_pence: 145,
        invoiced_unit_price_pence: 152,
      }),
    ]);
    expect(m.variances[0]!.message).toBe('Concrete blocks: invoiced at £1.52 a each, ordered at £1.45');
    expect(m.status).toBe('mismatch');
    expect(m.mismatches).toEqual([
      'Concrete blocks: £608.00 invoiced, £580.00 ordered',
      'Invoice total £608.00 is above the order’s £580.00',
    ]);
  });

  it('the overlap: 400 ordered and received, 420 invoiced at £1.50 → £29.00 + £21.00 = £50.00, not £51.00', () => {
    const m = threeWayMatch([blocks], [line(420_000, 150)]);
    // invoice 420 × £1.50 = £630.00; basis 400 × £1.45 = £580.00; excess £50.00.
    // quantity: (420 − 400) × £1.45 = £29.00; price: the rest = £21.00 (420 × 5p); the old split counted
    // 20 × 5p = £1.00 twice (20 × £1.50 + 420 × 5p = £51.00).
    expect(m.variances.map((v) => [v.kind, v.amount_pence])).toEqual([
      ['price', 2_100],
      ['quantity', 2_900],
    ]);
    expect(m).toMatchObject({
      invoiced_pence: 63_000,
      expected_pence: 58_000,
      quantity_variance_pence: 2_900,
      price_variance_pence: 2_100,
      total_variance_pence: 5_000,
      status: 'mismatch',
    });
    expect(m.mismatches[0]).toBe('Concrete blocks: 420 each invoiced, only 400 ordered');
  });

  it('penny rounding goes to the price part: 2.5 t ordered, 1.5 t received, 2.5 t invoiced at 335p vs 333p', () => {
    const m = threeWayMatch(
      [{ ...blocks, ordered_milli: 2_500, received_milli: 1_500, unit_price_pence: 333 }],
      [{ line_id: blocks.id, quantity_milli: 2_500, unit_price_pence: 335 }],
    );
    // invoiced 2.5 × 335 = 837.5 → 838p; basis 1.5 × 333 = 499.5 → 500p; excess 338p.
    // quantity 1 × 333 = 333p; price = 338 − 333 = 5p (2.5 × 2p exactly); parts sum to 338p.
    expect(m).toMatchObject({
      invoiced_pence: 838,
      expected_pence: 500,
      quantity_variance_pence: 333,
      price_variance_pence: 5,
      total_variance_pence: 338,
    });
    // 0.5 × 5p = 2.5p → 3p ordered and received; invoiced 0.5 at 6p = 3p: a price variance of 0p, no quantity.
    const tiny = threeWayMatch(
      [{ ...blocks, ordered_milli: 500, received_milli: 500, unit_price_pence: 5 }],
      [{ line_id: blocks.id, quantity_milli: 500, unit_price_pence: 6 }],
    );
    expect(tiny.variances.map((v) => [v.kind, v.amount_pence])).toEqual([['price', 0]]);
    expect(tiny.quantity_variance_pence + tiny.price_variance_pence).toBe(tiny.total_variance_pence);
  });

  it('fractional quantities at the order price: the quantity part is the whole excess, 2.5 t short at 333p → 832p', () => {
    const m = threeWayMatch(
      [{ ...blocks, ordered_milli: 10_000, received_milli: 7_500, unit_price_pence: 333 }],
      [{ line_id: blocks.id, quantity_milli: 10_000, unit_price_pence: 333 }],
    );
    // invoiced 10 × 333 = 3,330p; basis 7.5 × 333 = 2,497.5 → 2,498p; excess 832p, all quantity.
    expect(m.variances).toEqual([expect.objectContaining({ kind: 'quantity', amount_pence: 832 })]);
    expect(m.price_variance_pence).toBe(0);
    expect(m.total_variance_pence).toBe(832);
  });

  it('the issue’s case: 10 × £45 ordered, 1,000 on the lorry (990 held), 1,000 invoiced → never clean', () => {
    const steel = { ...blocks, ordered_milli: 10_000, received_milli: 10_000, unit_price_pence: 4_500 };
    const m = threeWayMatch(
      [steel],
      [{ line_id: blocks.id, quantity_milli: 1_000_000, unit_price_pence: 4_500 }],
      {
        net_pence: 45_000,
        invoiced_before_pence: 0,
      },
    );
    expect(m).toMatchObject({
      clean: false,
      status: 'mismatch',
      invoiced_pence: 4_500_000,
      expected_pence: 45_000,
      quantity_variance_pence: 4_455_000,
      price_variance_pence: 0,
      total_variance_pence: 4_455_000,
    });
    expect(m.mismatches).toContain('Concrete blocks: 1000 each invoiced, only 10 ordered');
    // Even with the 990 accepted by a manager the basis stays at what was ordered.
    const accepted = threeWayMatch(
      [{ ...steel, received_milli: 1_000_000 }],
      [{ line_id: blocks.id, quantity_milli: 1_000_000, unit_price_pence: 4_500 }],
    );
    expect(accepted).toMatchObject({ status: 'mismatch', expected_pence: 45_000 });
  });

  it('a second invoice for the same goods: nothing left to match, all of it a quantity variance and above the order', () => {
    const m = threeWayMatch(
      [{ ...blocks, net_pence: 58_000, invoiced_before_milli: 400_000, invoiced_before_pence: 58_000 }],
      [line(400_000)],
      { net_pence: 58_000, invoiced_before_pence: 58_000 },
    );
    expect(m).toMatchObject({
      status: 'mismatch',
      expected_pence: 0,
      quantity_variance_pence: 58_000,
      total_variance_pence: 58_000,
    });
    expect(m.variances[0]!.message).toBe(
      'Concrete blocks: invoiced 400 each, received 400 (ordered 400, already invoiced 400)',
    );
    expect(m.mismatches).toEqual([
      'Concrete blocks: 800 each invoiced to date, only 400 ordered',
      'Concrete blocks: £1,160.00 invoiced to date, £580.00 ordered',
      'Invoice total £580.00 (£1,160.00 to date) is above the order’s £580.00',
    ]);
  });

  it('the parts always add up to invoiced − expected (a sweep of quantities and prices)', () => {
    for (const [ordered, received, invoiced, po, inv] of [
      [7_333, 5_001, 9_999, 333, 337],
      [1_001, 1_001, 1_500, 999, 1],
      [2_500, 0, 2_500, 12_345, 12_346],
      [400_000, 399_999, 400_001, 145, 144],
    ] as const) {
      const m = threeWayMatch(
        [{ ...blocks, ordered_milli: ordered, received_milli: received, unit_price_pence: po }],
        [{ line_id: blocks.id, quantity_milli: invoiced, unit_price_pence: inv }],
      );
      expect(m.quantity_variance_pence + m.price_variance_pence).toBe(m.total_variance_pence);
      expect(m.invoiced_pence - m.expected_pence).toBe(m.total_variance_pence);
      expect(sumPence(m.variances.map((v) => v.amount_pence))).toBe(m.total_variance_pence);
    }
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
