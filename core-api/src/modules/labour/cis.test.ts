// Worked examples of the labour invoice arithmetic (CIS deduction, VAT or the domestic reverse charge, net
// payable) and of tax months, including the rounding and the date edges. Figures worked by hand in pence.
import { describe, expect, it } from 'vitest';
import { DRC_INVOICE_WORDING } from '../../lib/money.js';
import {
  LabourArithmeticError,
  labourInvoiceFigures,
  reverseChargeApplies,
  taxMonthOf,
  type LabourInvoiceInput,
} from './cis.js';

const base: LabourInvoiceInput = {
  labour_pence: 100_000,
  materials_pence: 0,
  materials_cost_pence: 0,
  vat_rate: 'standard',
  supplier_vat_registered: true,
  cis_status: 'net',
  customer_vat_registered: true,
  customer_end_user: false,
};
const figures = (over: Partial<LabourInvoiceInput>) => labourInvoiceFigures({ ...base, ...over });

describe('CIS deduction', () => {
  it('net (20%) with materials: the rate on the payment less the materials’ direct cost', () => {
    // £1,000 labour + £300 materials charged (cost £250): £1,300 − £250 = £1,050 × 20% = £210.
    const f = figures({ materials_pence: 30_000, materials_cost_pence: 25_000 });
    expect(f.net_pence).toBe(130_000);
    expect(f.cis_base_pence).toBe(105_000);
    expect(f.cis_deduction_pence).toBe(21_000);
    expect(f.cis_rate_percent).toBe(20);
  });

  it('unverified (30%) without materials', () => {
    const f = figures({ cis_status: 'unverified', supplier_vat_registered: false });
    expect(f.cis_deduction_pence).toBe(30_000);
    expect(f.payable_pence).toBe(70_000);
  });

  it('gross (0%): nothing deducted, the payment still counts on the return', () => {
    const f = figures({ cis_status: 'gross', materials_pence: 50_000, materials_cost_pence: 40_000 });
    expect(f.cis_rate_percent).toBe(0);
    expect(f.cis_base_pence).toBe(110_000);
    expect(f.cis_deduction_pence).toBe(0);
  });

  it('unverified (30%) with materials: £2,000 + £500 (cost £420) → £624', () => {
    const f = figures({
      cis_status: 'unverified',
      labour_pence: 200_000,
      materials_pence: 50_000,
      materials_cost_pence: 42_000,
    });
    expect(f.cis_base_pence).toBe(208_000);
    expect(f.cis_deduction_pence).toBe(62_400);
  });

  it('rounds the deduction down to the whole penny', () => {
    // 20% of 33,333p = 6,666.6p → 6,666p; 30% of 12,345p = 3,703.5p → 3,703p; 20% of 1p = 0.2p → 0p.
    expect(figures({ labour_pence: 33_333 }).cis_deduction_pence).toBe(6_666);
    expect(figures({ labour_pence: 12_345, cis_status: 'unverified' }).cis_deduction_pence).toBe(3_703);
    expect(figures({ labour_pence: 1 }).cis_deduction_pence).toBe(0);
  });

  it('outside CIS (a direct or non-CIS supplier): no deduction, no CIS steps', () => {
    const f = figures({ cis_status: null });
    expect(f.cis_rate_percent).toBeNull();
    expect(f.cis_deduction_pence).toBe(0);
    expect(f.steps.map((s) => s.key)).not.toContain('cis_deduction');
  });

  it('refuses materials costing more than the payment, fractions and negatives', () => {
    expect(() => figures({ materials_cost_pence: 100_001 })).toThrow(LabourArithmeticError);
    expect(() => figures({ labour_pence: 10.5 })).toThrow(LabourArithmeticError);
    expect(() => figures({ materials_pence: -1 })).toThrow(LabourArithmeticError);
  });
});

describe('VAT and the domestic reverse charge', () => {
  it('reverse charge: VAT shown with HMRC’s wording, not charged; payable = net − CIS', () => {
    const f = figures({ materials_pence: 30_000, materials_cost_pence: 25_000 });
    expect(f.vat_treatment).toBe('reverse_charge');
    expect(f.vat_pence).toBe(0);
    expect(f.reverse_charge_vat_pence).toBe(26_000);
    expect(f.reverse_charge_wording).toBe(DRC_INVOICE_WORDING);
    expect(f.reverse_charge_wording).toBe('Reverse charge: Customer to pay the VAT to HMRC');
    expect(f.gross_pence).toBe(130_000);
    expect(f.payable_pence).toBe(109_000);
  });

  it('reverse charge at the reduced rate (5%)', () => {
    const f = figures({ vat_rate: 'reduced' });
    expect(f.reverse_charge_vat_pence).toBe(5_000);
    expect(f.vat_pence).toBe(0);
  });

  it('we are the end user: VAT is charged normally and CIS still applies', () => {
    const f = figures({ customer_end_user: true, materials_pence: 30_000, materials_cost_pence: 25_000 });
    expect(f.vat_treatment).toBe('charged');
    expect(f.vat_pence).toBe(26_000);
    expect(f.reverse_charge_vat_pence).toBe(0);
    expect(f.reverse_charge_wording).toBeNull();
    // 1,300 + 260 − 210
    expect(f.payable_pence).toBe(135_000);
  });

  it('we are not VAT-registered: VAT is charged normally', () => {
    const f = figures({ customer_vat_registered: false });
    expect(f.vat_treatment).toBe('charged');
    expect(f.vat_pence).toBe(20_000);
    expect(f.payable_pence).toBe(100_000);
  });

  it('supplier not VAT-registered: no VAT at all', () => {
    const f = figures({ supplier_vat_registered: false });
    expect(f.vat_treatment).toBe('not_registered');
    expect(f.vat_pence + f.reverse_charge_vat_pence).toBe(0);
    expect(f.payable_pence).toBe(80_000);
  });

  it('outside CIS (an agency worker not under CIS): no reverse charge, VAT charged', () => {
    const f = figures({ cis_status: null });
    expect(reverseChargeApplies({ ...base, cis_status: null })).toBe(false);
    expect(f.vat_pence).toBe(20_000);
    expect(f.payable_pence).toBe(120_000);
  });

  it('zero-rated work is outside the reverse charge', () => {
    const f = figures({ vat_rate: 'zero' });
    expect(f.vat_treatment).toBe('zero_rated');
    expect(f.reverse_charge_vat_pence).toBe(0);
    expect(f.payable_pence).toBe(80_000);
  });

  it('gross status, VAT charged, no materials: payable is the whole invoice', () => {
    const f = figures({ cis_status: 'gross', labour_pence: 250_000, customer_end_user: true });
    expect(f.payable_pence).toBe(300_000);
  });

  it('VAT rounds half up to the penny while CIS rounds down', () => {
    // 33,333p: VAT 20% = 6,666.6p → 6,667p; CIS 20% = 6,666p.
    const f = figures({ labour_pence: 33_333, customer_end_user: true });
    expect(f.vat_pence).toBe(6_667);
    expect(f.cis_deduction_pence).toBe(6_666);
    expect(f.payable_pence).toBe(33_333 + 6_667 - 6_666);
    const drc = figures({ labour_pence: 33_333 });
    expect(drc.reverse_charge_vat_pence).toBe(6_667);
  });

  it('the steps end on the payable and add up', () => {
    const f = figures({ materials_pence: 30_000, materials_cost_pence: 25_000, customer_end_user: true });
    const step = (k: string) => f.steps.find((s) => s.key === k)!.amount_pence;
    expect(step('gross') + step('less_cis')).toBe(step('payable'));
    expect(f.steps.at(-1)!.key).toBe('payable');
  });
});

describe('tax months', () => {
  it('a payment on the 5th belongs to the month ending that day; on the 6th to the next', () => {
    const fifth = taxMonthOf('2026-11-05');
    expect(fifth).toMatchObject({ start: '2026-10-06', end: '2026-11-05', month_number: 7 });
    expect(fifth.return_due).toBe('2026-11-19');
    expect(fifth.payment_due).toBe('2026-11-22');
    const sixth = taxMonthOf('2026-11-06');
    expect(sixth).toMatchObject({ start: '2026-11-06', end: '2026-12-05', month_number: 8 });
    expect(sixth.return_due).toBe('2026-12-19');
  });

  it('5 April closes the tax year (month 12); 6 April opens the next (month 1)', () => {
    expect(taxMonthOf('2026-04-05')).toMatchObject({
      start: '2026-03-06',
      end: '2026-04-05',
      tax_year: '2025-26',
      month_number: 12,
      return_due: '2026-04-19',
    });
    expect(taxMonthOf('2026-04-06')).toMatchObject({
      start: '2026-04-06',
      end: '2026-05-05',
      tax_year: '2026-27',
      month_number: 1,
      return_due: '2026-05-19',
    });
  });

  it('the month across the new year: 6 December to 5 January', () => {
    expect(taxMonthOf('2026-12-31')).toMatchObject({
      start: '2026-12-06',
      end: '2027-01-05',
      tax_year: '2026-27',
      month_number: 9,
      return_due: '2027-01-19',
    });
    expect(taxMonthOf('2027-01-05').start).toBe('2026-12-06');
    expect(taxMonthOf('2099-03-06').tax_year).toBe('2098-99');
    expect(taxMonthOf('2099-04-06').tax_year).toBe('2099-00');
  });

  it('refuses a malformed date', () => {
    expect(() => taxMonthOf('5/4/2026')).toThrow(LabourArithmeticError);
  });
});
