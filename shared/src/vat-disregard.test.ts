import { describe, expect, it } from 'vitest';
import { reverseChargeDecision } from './vat-disregard.js';

const supply = (cis: number, other: number) => [
  { net_pence: cis, cis_specified: true },
  { net_pence: other, cis_specified: false },
];

describe('the 5% disregard of the domestic reverse charge (decided per supply)', () => {
  it('4.99% CIS services: normal VAT on the whole supply', () => {
    const d = reverseChargeDecision(supply(499, 9_501));
    expect(d).toMatchObject({
      reverse_charge: false,
      cis_pence: 499,
      supply_pence: 10_000,
      cis_share_percent: '4.99',
    });
    expect(d.reason).toContain('5% or less');
  });
  it('exactly 5%: still normal VAT (5% or less)', () => {
    expect(reverseChargeDecision(supply(500, 9_500))).toMatchObject({
      reverse_charge: false,
      cis_share_percent: '5.00',
    });
  });
  it('5.01% CIS services: the reverse charge applies to the whole supply', () => {
    const d = reverseChargeDecision(supply(501, 9_499));
    expect(d).toMatchObject({ reverse_charge: true, cis_share_percent: '5.01' });
    expect(d.reason).toContain('applies to the whole supply');
  });
  it('a hair over 5% never shows as 5.00%, a hair under never as 5.01%', () => {
    // 5,000,001 / 100,000,000 = 5.000001% → reverse charge, shown rounded up
    expect(reverseChargeDecision(supply(5_000_001, 94_999_999))).toMatchObject({
      reverse_charge: true,
      cis_share_percent: '5.01',
    });
    // 4,999,999 / 100,000,000 → normal VAT, shown rounded down
    expect(reverseChargeDecision(supply(4_999_999, 95_000_001))).toMatchObject({
      reverse_charge: false,
      cis_share_percent: '4.99',
    });
  });
  it('all CIS services: reverse charge; none, or a nil supply: normal VAT', () => {
    expect(reverseChargeDecision(supply(10_000, 0))).toMatchObject({
      reverse_charge: true,
      cis_share_percent: '100.00',
    });
    expect(reverseChargeDecision(supply(0, 10_000))).toMatchObject({
      reverse_charge: false,
      cis_share_percent: '0.00',
    });
    expect(reverseChargeDecision([])).toMatchObject({ reverse_charge: false, supply_pence: 0 });
  });
});
