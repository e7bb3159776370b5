// Worked examples for the one money rule (docs/decisions/0019-money-vat-rounding.md): line net half up to the
// penny, VAT per line half up to the penny, invoice VAT = sum of line VAT; DRC shown, not charged.
import { describe, expect, it } from 'vitest';
import {
  DRC_INVOICE_WORDING,
  MoneyError,
  VAT_CODES,
  formatPence,
  invoiceTotals,
  lineNet,
  lineVat,
  percentOf,
  splitInHalves,
  sumPence,
} from './money.js';

const MAX = Number.MAX_SAFE_INTEGER; // 9,007,199,254,740,991p

describe('lineNet: quantity (≤ 3 decimals) × unit price, half up to the penny', () => {
  it.each([
    [1, 1250, 1250],
    [3, 333, 999],
    [2.5, 333, 833], // 832.5p → 833p (the half goes up)
    [0.5, 1, 1], // 0.5p → 1p
    [0.001, 499, 0], // 0.499p → 0p
    [0.001, 500, 1], // 0.5p → 1p
    [1.333, 7500, 9998], // 9997.5p → 9998p
    [12.125, 1999, 24238], // 24237.875p → 24238p
    ['2.75', 4000, 11000], // strings are exact decimals
    [0.1, 3, 0], // 0.3p → 0p: no float noise (0.1 × 3 = 0.30000000000000004 in floats)
    [0, 123456, 0],
  ])('%s × %ip = %ip', (quantity, unit, expected) => {
    expect(lineNet(quantity, unit)).toBe(expected);
  });

  it('credit lines are the exact mirror of the lines they reverse', () => {
    expect(lineNet(-2.5, 333)).toBe(-833);
    expect(lineNet(2.5, -333)).toBe(-833);
    expect(lineNet(-0.5, 1)).toBe(-1);
    expect(lineNet(-0.001, 499)).toBe(0);
  });

  it('refuses more than 3 decimals, fractions of a penny and non-numbers', () => {
    expect(() => lineNet(1.0005, 100)).toThrow(new MoneyError('Quantity can have at most 3 decimal places'));
    expect(() => lineNet('1.0005', 100)).toThrow(MoneyError);
    expect(() => lineNet('1e3', 100)).toThrow(MoneyError);
    expect(() => lineNet(Number.NaN, 100)).toThrow(new MoneyError('Quantity must be a number'));
    expect(() => lineNet(1, 10.5)).toThrow(new MoneyError('Unit price must be a whole number of pence'));
    expect(() => lineNet(1e21, 1)).toThrow(MoneyError);
  });

  it('works exactly up to 2^53 − 1 pence and refuses anything beyond', () => {
    expect(lineNet(1, MAX)).toBe(MAX);
    expect(lineNet(-1, MAX)).toBe(-MAX);
    expect(lineNet(0.5, MAX)).toBe(4503599627370496); // 4503599627370495.5 → up
    expect(lineNet('9007199254740.991', 1000)).toBe(MAX);
    expect(() => lineNet(2, MAX)).toThrow(new MoneyError('Line total is too large to hold in pence'));
    expect(() => lineNet(1, MAX + 1)).toThrow(MoneyError);
  });
});

describe('lineVat: per line, half up to the penny', () => {
  it.each([
    // net, code, vat charged, reverse-charge VAT
    [10000, 'standard', 2000, 0],
    [434, 'standard', 87, 0], // 86.8p → 87p
    [2, 'standard', 0, 0], // 0.4p → 0p
    [3, 'standard', 1, 0], // 0.6p → 1p
    [10, 'reduced', 1, 0], // 0.5p → 1p (the half goes up)
    [9, 'reduced', 0, 0], // 0.45p → 0p
    [123456, 'reduced', 6173, 0], // 6172.8p → 6173p
    [99999, 'zero', 0, 0],
    [99999, 'exempt', 0, 0],
    [10000, 'drc', 0, 2000], // shown, not charged
    [4338, 'drc', 0, 868], // 867.6p → 868p
    [10, 'drc_reduced', 0, 1], // 0.5p → 1p
  ] as const)('%ip at %s: VAT %ip, reverse charge %ip', (net, code, vat, reverse) => {
    const result = lineVat(net, code);
    expect(result.vat_pence).toBe(vat);
    expect(result.reverse_charge_vat_pence).toBe(reverse);
  });

  it('gives each code its rate; exempt has none (it is not a 0% rate)', () => {
    expect(VAT_CODES.map((c) => [c, lineVat(100, c).rate_percent])).toEqual([
      ['standard', 20],
      ['reduced', 5],
      ['zero', 0],
      ['exempt', null],
      ['drc', 20],
      ['drc_reduced', 5],
    ]);
  });

  it('rounds a credit line’s VAT as the mirror of the invoice line', () => {
    expect(lineVat(-10, 'reduced').vat_pence).toBe(-1); // −0.5p → −1p
    expect(lineVat(-434, 'standard').vat_pence).toBe(-87);
    expect(lineVat(-4338, 'drc').reverse_charge_vat_pence).toBe(-868);
  });

  it('stays exact near 2^53', () => {
    // 20% of 9,007,199,254,740,991p = 1,801,439,850,948,198.2p → …198p.
    expect(lineVat(MAX, 'standard').vat_pence).toBe(1801439850948198);
    expect(lineVat(-MAX, 'standard').vat_pence).toBe(-1801439850948198);
    expect(() => lineVat(MAX + 2, 'standard')).toThrow(MoneyError);
  });
});

describe('invoiceTotals', () => {
  it('sums per-line VAT (not VAT on the total): 3 × 3p at 20% is 3p, not 2p', () => {
    const totals = invoiceTotals([
      { net_pence: 3, vat_code: 'standard' },
      { net_pence: 3, vat_code: 'standard' },
      { net_pence: 3, vat_code: 'standard' },
    ]);
    // 0.6p per line → 1p each; 20% of the 9p total would be 1.8p → 2p.
    expect(totals).toMatchObject({
      net_pence: 9,
      vat_pence: 3,
      gross_pence: 12,
      reverse_charge_vat_pence: 0,
    });
    expect(totals.reverse_charge_wording).toBeNull();
  });

  it('a builders’ merchant invoice with mixed rates, an exempt line and a credit', () => {
    const lines = [
      { net_pence: lineNet(40, 1275), vat_code: 'standard' as const }, // 40 × £12.75 = £510.00
      { net_pence: lineNet(2.5, 333), vat_code: 'standard' as const }, // £8.33 (832.5p → 833p)
      { net_pence: lineNet(1, 12000), vat_code: 'reduced' as const }, // £120.00 (energy-saving materials)
      { net_pence: lineNet(1, 4500), vat_code: 'zero' as const }, // £45.00
      { net_pence: lineNet(1, 2500), vat_code: 'exempt' as const }, // £25.00 (insurance)
      { net_pence: lineNet(-1, 1275), vat_code: 'standard' as const }, // credit: one bag returned
    ];
    const totals = invoiceTotals(lines);
    expect(totals.lines.map((l) => [l.net_pence, l.vat_pence])).toEqual([
      [51000, 10200],
      [833, 167], // 166.6p → 167p
      [12000, 600],
      [4500, 0],
      [2500, 0],
      [-1275, -255],
    ]);
    expect(totals).toMatchObject({
      net_pence: 69558,
      vat_pence: 10712,
      gross_pence: 80270,
      reverse_charge_vat_pence: 0,
    });
    expect(totals.by_code).toEqual({
      standard: { net_pence: 50558, vat_pence: 10112, reverse_charge_vat_pence: 0 },
      reduced: { net_pence: 12000, vat_pence: 600, reverse_charge_vat_pence: 0 },
      zero: { net_pence: 4500, vat_pence: 0, reverse_charge_vat_pence: 0 },
      exempt: { net_pence: 2500, vat_pence: 0, reverse_charge_vat_pence: 0 },
    });
  });

  it('a subcontractor’s DRC invoice: VAT shown for the customer to account for, not charged', () => {
    const totals = invoiceTotals([
      { net_pence: lineNet(5, 22000), vat_code: 'drc' }, // 5 days × £220 = £1,100
      { net_pence: lineNet(1, 43380), vat_code: 'drc' }, // £433.80
    ]);
    expect(totals).toMatchObject({
      net_pence: 153380,
      vat_pence: 0,
      gross_pence: 153380, // the customer pays the net
      reverse_charge_vat_pence: 30676, // 22000 + 8676 (8676p exactly)
      reverse_charge_wording: 'Reverse charge: Customer to pay the VAT to HMRC',
    });
    expect(DRC_INVOICE_WORDING).toBe('Reverse charge: Customer to pay the VAT to HMRC');
  });

  it('an empty invoice is all zeros; a credit note totals negative', () => {
    expect(invoiceTotals([])).toMatchObject({ net_pence: 0, vat_pence: 0, gross_pence: 0, by_code: {} });
    expect(invoiceTotals([{ net_pence: -10000, vat_code: 'standard' }])).toMatchObject({
      net_pence: -10000,
      vat_pence: -2000,
      gross_pence: -12000,
    });
  });

  it('refuses totals past 2^53 − 1', () => {
    expect(() => invoiceTotals([{ net_pence: MAX, vat_code: 'standard' }])).toThrow(
      new MoneyError('Gross total is too large to hold in pence'),
    );
    expect(invoiceTotals([{ net_pence: MAX, vat_code: 'zero' }]).gross_pence).toBe(MAX);
    expect(() =>
      invoiceTotals([
        { net_pence: MAX, vat_code: 'exempt' },
        { net_pence: 1, vat_code: 'exempt' },
      ]),
    ).toThrow(MoneyError);
  });
});

describe('percentOf (retention, later CIS)', () => {
  it.each([
    [100000, 5, 'half-up', 5000],
    [1001, 5, 'half-up', 50], // 50.05p → 50p
    [1010, 5, 'half-up', 51], // 50.5p → 51p
    [100, 3.5, 'half-up', 4], // 3.5p → 4p
    [10, '3.5', 'half-up', 0], // 0.35p → 0p
    [1010, 5, 'down', 50], // 50.5p → 50p when the fraction is dropped
    [99999, 30, 'down', 29999], // 29999.7p → 29999p
    [99999, 30, 'half-up', 30000],
    [12345, 0, 'half-up', 0],
    [12345, 100, 'half-up', 12345],
    [-1010, 5, 'half-up', -51],
  ] as const)('%ip × %s%% (%s) = %ip', (amount, percent, rounding, expected) => {
    expect(percentOf(amount, percent, rounding)).toBe(expected);
  });

  it('refuses percentages outside 0–100, over 4 decimals, and fractions of a penny', () => {
    expect(() => percentOf(100, 101)).toThrow(new MoneyError('Percentage must be between 0 and 100'));
    expect(() => percentOf(100, -1)).toThrow(MoneyError);
    expect(() => percentOf(100, 2.00001)).toThrow(MoneyError);
    expect(() => percentOf(100.5, 5)).toThrow(MoneyError);
  });

  it('is exact near 2^53', () => {
    expect(percentOf(MAX, 5)).toBe(450359962737050); // 450359962737049.55 → up
    expect(percentOf(MAX, 100)).toBe(MAX);
  });
});

describe('splitInHalves and sumPence', () => {
  it('splits retention so the halves add up exactly', () => {
    expect(splitInHalves(1001)).toEqual([501, 500]);
    expect(splitInHalves(1000)).toEqual([500, 500]);
    expect(splitInHalves(-1001)).toEqual([-501, -500]);
    expect(splitInHalves(MAX)).toEqual([4503599627370496, 4503599627370495]);
  });

  it('sums safely', () => {
    expect(sumPence([1, 2, 3])).toBe(6);
    expect(sumPence([])).toBe(0);
    expect(() => sumPence([MAX, 1])).toThrow(new MoneyError('Total is too large to hold in pence'));
    expect(() => sumPence([0.5])).toThrow(MoneyError);
  });
});

describe('formatPence: £1,234.56', () => {
  it('prints pounds with thousands separators and two decimals, exactly up to 2^53', () => {
    expect(formatPence(123_456)).toBe('£1,234.56');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(100_000_000)).toBe('£1,000,000.00');
    expect(formatPence(-5)).toBe('\u2212£0.05');
    expect(formatPence(-1200)).toBe('−£12.00');
    expect(formatPence(-0)).toBe('£0.00'); // zero is never negative
    expect(formatPence(MAX)).toBe('£90,071,992,547,409.91');
    // Intl's en-GB currency format wherever a float still holds the amount exactly, with a true minus sign.
    const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    for (const p of [1, 99, 100, 101, 999_999, 1_000_000, 987_654_321, -123_456]) {
      expect(formatPence(p)).toBe(gbp.format(p / 100).replace('-', '\u2212'));
    }
    expect(() => formatPence(1.5)).toThrow(MoneyError);
  });
});
