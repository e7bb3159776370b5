// Worked examples of docs/decisions/0029-estimate-totals.md: each line rounded half up to the penny, overhead on
// the lines, then profit on lines + overhead, VAT on the net at the estimate's treatment.
import { describe, expect, it } from 'vitest';
import { MoneyError } from '../../lib/money.js';
import { estimateTotals } from './estimate-totals.js';

describe('estimateTotals', () => {
  it('adds up the worked example of decision 0029 to the penny', () => {
    const totals = estimateTotals({
      lines: [
        { section: 'preliminaries', quantity: 1, unit_cost_pence: 185_000 },
        { section: 'labour', quantity: 2.5, unit_cost_pence: 333 }, // 832.5p → 833p
        { section: 'materials', quantity: 0.125, unit_cost_pence: 1_999 }, // 249.875p → 250p
        { section: 'materials', quantity: 3.333, unit_cost_pence: 1_250 }, // 4,166.25p → 4,166p
        { section: 'subcontract', quantity: 1, unit_cost_pence: 50_000 },
      ],
      overhead_percent: 7.5,
      profit_percent: 5,
      vat_code: 'standard',
    });
    expect(totals.line_net_pence).toEqual([185_000, 833, 250, 4_166, 50_000]);
    expect(totals.sections).toEqual({
      preliminaries: 185_000,
      labour: 833,
      plant: 0,
      materials: 4_416,
      subcontract: 50_000,
      other: 0,
    });
    expect(totals.lines_net_pence).toBe(240_249);
    expect(totals.overhead_pence).toBe(18_019); // 7.5% of 240,249p = 18,018.675p
    expect(totals.profit_pence).toBe(12_913); // 5% of 258,268p = 12,913.4p
    expect(totals.net_pence).toBe(271_181);
    expect(totals.vat_pence).toBe(54_236); // 20% of 271,181p = 54,236.2p
    expect(totals.gross_pence).toBe(325_417);
  });

  it('works profit on lines plus overhead (overhead first, then profit)', () => {
    const totals = estimateTotals({
      lines: [{ section: 'labour', quantity: 1, unit_cost_pence: 100_000 }],
      overhead_percent: 10,
      profit_percent: 10,
      vat_code: 'zero',
    });
    expect(totals.overhead_pence).toBe(10_000);
    expect(totals.profit_pence).toBe(11_000); // not 10,000: profit is on 110,000p
    expect(totals.net_pence).toBe(121_000);
    expect(totals.vat_pence).toBe(0);
    expect(totals.gross_pence).toBe(121_000);
  });

  it('rounds every half penny up: line, overhead, profit and VAT', () => {
    const base = { lines: [{ section: 'other' as const, quantity: 1, unit_cost_pence: 10 }] };
    const standard = estimateTotals({
      ...base,
      overhead_percent: 5,
      profit_percent: 5,
      vat_code: 'standard',
    });
    expect(standard.overhead_pence).toBe(1); // 0.5p → 1p
    expect(standard.profit_pence).toBe(1); // 5% of 11p = 0.55p → 1p
    expect(standard.net_pence).toBe(12);
    expect(standard.vat_pence).toBe(2); // 2.4p → 2p
    expect(standard.gross_pence).toBe(14);
    expect(
      estimateTotals({ ...base, overhead_percent: 5, profit_percent: 5, vat_code: 'reduced' }).vat_pence,
    ).toBe(1);
    expect(
      estimateTotals({
        lines: [{ section: 'other', quantity: 0.001, unit_cost_pence: 499 }],
        overhead_percent: 0,
        profit_percent: 0,
        vat_code: 'standard',
      }).net_pence,
    ).toBe(0);
  });

  it('shows reverse-charge VAT apart and charges none', () => {
    const totals = estimateTotals({
      lines: [{ section: 'subcontract', quantity: 1, unit_cost_pence: 1_000 }],
      overhead_percent: 0,
      profit_percent: 0,
      vat_code: 'drc',
    });
    expect(totals.vat_pence).toBe(0);
    expect(totals.reverse_charge_vat_pence).toBe(200);
    expect(totals.gross_pence).toBe(1_000);
  });

  it('is zero with no lines and refuses a quantity of more than 3 decimals', () => {
    expect(
      estimateTotals({ lines: [], overhead_percent: 10, profit_percent: 10, vat_code: 'standard' })
        .gross_pence,
    ).toBe(0);
    expect(() =>
      estimateTotals({
        lines: [{ section: 'other', quantity: 1.0001, unit_cost_pence: 1 }],
        overhead_percent: 0,
        profit_percent: 0,
        vat_code: 'standard',
      }),
    ).toThrow(MoneyError);
  });
});
