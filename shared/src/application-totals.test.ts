// Worked examples of the valuation arithmetic (decision 0038): a three-line schedule over four valuations with
// a variation and materials on site, retention halved at practical completion and released at the end of the
// rectification period, standard VAT and the reverse charge; the rounding edges. core-api and the web editor
// both compute with this very file.
import { describe, expect, it } from 'vitest';
import { lineVat, percentOf } from './money.js';
import {
  REVERSE_CHARGE_WORDING,
  ValuationError,
  percentOfPence,
  retentionPercentFor,
  retentionStage,
  valuationTotals,
  type ValuationInput,
} from './application-totals.js';

const SCHEDULE = [1_000_000, 2_000_000, 500_000]; // £10,000 groundworks, £20,000 brickwork, £5,000 roofing
const V1 = { value_pence: 150_055, status: 'approved' as const };
const V2 = { value_pence: 99_900, status: 'pending' as const };

function valuation(over: Partial<ValuationInput> & Pick<ValuationInput, 'lines'>): ValuationInput {
  return {
    variations: [],
    materials_on_site: [],
    retention_percent: 5,
    previously_certified_pence: 0,
    vat_treatment: 'standard',
    ...over,
  };
}

describe('a three-line schedule over four valuations', () => {
  const stageAt = (date: string) => retentionStage(date, '2027-03-31', '2028-03-31');
  const rate = (date: string) => retentionPercentFor(stageAt(date), 5, 2.5);

  const one = valuationTotals(
    valuation({
      lines: [
        { contract_value_pence: SCHEDULE[0]!, percent: 50 },
        { contract_value_pence: SCHEDULE[1]!, percent: '12.5' },
        { contract_value_pence: SCHEDULE[2]!, percent: 0 },
      ],
      materials_on_site: [{ value_pence: 123_456 }],
      retention_percent: rate('2026-10-31'),
    }),
  );
  const two = valuationTotals(
    valuation({
      lines: [
        { contract_value_pence: SCHEDULE[0]!, percent: 100 },
        { contract_value_pence: SCHEDULE[1]!, value_pence: 833_333 },
        { contract_value_pence: SCHEDULE[2]!, percent: 33.33 },
      ],
      variations: [V1, V2],
      retention_percent: rate('2026-11-30'),
      previously_certified_pence: one.amount_due_pence,
    }),
  );
  const three = valuationTotals(
    valuation({
      lines: SCHEDULE.map((v) => ({ contract_value_pence: v, percent: 100 })),
      variations: [V1, V2, { value_pence: -20_000, status: 'rejected' }],
      retention_percent: rate('2027-04-30'),
      previously_certified_pence: one.amount_due_pence + two.amount_due_pence,
    }),
  );
  const four = valuationTotals(
    valuation({
      lines: SCHEDULE.map((v) => ({ contract_value_pence: v, percent: 100 })),
      variations: [V1],
      retention_percent: rate('2028-04-30'),
      previously_certified_pence: one.amount_due_pence + two.amount_due_pence + three.amount_due_pence,
      vat_treatment: 'drc',
    }),
  );

  it('valuation 1: 50% and 12.5% done, materials on site, 5% retention, VAT at 20%', () => {
    expect(one).toEqual({
      line_values_pence: [500_000, 250_000, 0],
      work_done_pence: 750_000,
      variations_pence: 0,
      materials_on_site_pence: 123_456,
      gross_pence: 873_456,
      retention_pence: 43_673, // 43,672.8p up
      net_valuation_pence: 829_783,
      previously_certified_pence: 0,
      amount_due_pence: 829_783,
      vat_pence: 165_957, // 165,956.6p up
      reverse_charge_vat_pence: 0,
      total_pence: 995_740,
      vat_wording: null,
    });
  });

  it('valuation 2: a value entered, a 2-decimal percent, an approved variation (the pending one is left out)', () => {
    expect(two.line_values_pence).toEqual([1_000_000, 833_333, 166_650]); // 33.33% of £5,000 = £1,666.50
    expect(two.variations_pence).toBe(150_055);
    expect(two.materials_on_site_pence).toBe(0); // the tiles are built in now
    expect(two.gross_pence).toBe(2_150_038);
    expect(two.retention_pence).toBe(107_502); // 107,501.9p up
    expect(two.net_valuation_pence).toBe(2_042_536);
    expect(two.previously_certified_pence).toBe(829_783);
    expect(two.amount_due_pence).toBe(1_212_753);
    expect(two.vat_pence).toBe(242_551); // 242,550.6p up
    expect(two.total_pence).toBe(1_455_304);
  });

  it('valuation 3 after practical completion: half the retention released (2.5%)', () => {
    expect(stageAt('2027-04-30')).toBe('after_practical_completion');
    expect(three.gross_pence).toBe(3_650_055);
    expect(three.retention_pence).toBe(91_251); // 91,251.375p down
    expect(three.net_valuation_pence).toBe(3_558_804);
    expect(three.previously_certified_pence).toBe(2_042_536);
    expect(three.amount_due_pence).toBe(1_516_268);
    expect(three.vat_pence).toBe(303_254); // 303,253.6p up
    expect(three.total_pence).toBe(1_819_522);
  });

  it('valuation 4 after the rectification period, reverse charged: the rest of the retention, VAT not charged', () => {
    expect(stageAt('2028-04-30')).toBe('released');
    expect(four.retention_pence).toBe(0);
    expect(four.amount_due_pence).toBe(91_251); // exactly the retention held at valuation 3
    expect(four.vat_pence).toBe(0);
    expect(four.reverse_charge_vat_pence).toBe(18_250); // 18,250.2p down
    expect(four.total_pence).toBe(91_251);
    expect(four.vat_wording).toBe(REVERSE_CHARGE_WORDING);
    expect(REVERSE_CHARGE_WORDING).toBe('Reverse charge: Customer to pay the VAT to HMRC');
  });
});

describe('retention stages', () => {
  it('full before practical completion, reduced from it, nil from the end of rectification', () => {
    expect(retentionStage('2027-03-30', '2027-03-31', '2028-03-31')).toBe('full');
    expect(retentionStage('2027-03-31', '2027-03-31', '2028-03-31')).toBe('after_practical_completion');
    expect(retentionStage('2028-03-31', '2027-03-31', '2028-03-31')).toBe('released');
    expect(retentionStage('2030-01-01', null, null)).toBe('full');
    expect(retentionPercentFor('full', 5, 2.5)).toBe('5');
    expect(retentionPercentFor('after_practical_completion', 5, 2.5)).toBe('2.5');
    expect(retentionPercentFor('released', 5, 2.5)).toBe('0');
  });
});

describe('rounding (decision 0019: half away from zero, once per figure)', () => {
  it('agrees with lib/money percentOf and lineVat over a spread of amounts', () => {
    for (let pence = -5_003; pence <= 5_003; pence += 37) {
      for (const p of [0, 2.5, 3, 5, 12.34, 33.33, 100]) {
        expect(percentOfPence(pence, p)).toBe(percentOf(pence, p));
      }
      const t = valuationTotals(
        valuation({
          lines: [],
          materials_on_site: [],
          previously_certified_pence: -pence,
          retention_percent: 0,
        }),
      );
      expect(t.vat_pence).toBe(lineVat(pence, 'standard').vat_pence);
    }
  });

  it('half pennies: 5% of 10p = 0.5p → 1p; a negative amount due mirrors (−0.5p → −1p)', () => {
    const t = valuationTotals(valuation({ lines: [], materials_on_site: [{ value_pence: 10 }] }));
    expect(t.retention_pence).toBe(1);
    const credit = valuationTotals(
      valuation({ lines: [], previously_certified_pence: 1_001, retention_percent: 0 }),
    );
    expect(credit.amount_due_pence).toBe(-1_001);
    expect(credit.vat_pence).toBe(-200); // −200.2p
    expect(percentOfPence(-10, 5)).toBe(-1);
  });

  it('refuses more than 2 decimals, over 100% and fractional pence', () => {
    expect(() => percentOfPence(100, '12.345')).toThrow(ValuationError);
    expect(() => percentOfPence(100, 100.01)).toThrow(ValuationError);
    expect(() =>
      valuationTotals(valuation({ lines: [{ contract_value_pence: 100, value_pence: 1.5 }] })),
    ).toThrow(ValuationError);
  });
});
