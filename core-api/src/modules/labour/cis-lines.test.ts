// Worked examples of typed labour invoice lines (decision 0047), in pence: each type's CIS treatment (HMRC CIS340,
// CISR15090 hired plant and fuel as materials, CISR15120 deductions made before payment) and the reverse charge's
// 5% disregard decided on the whole invoice (HMRC VAT reverse charge technical guide), at 4.99%, 5.00% and 5.01%.
import { describe, expect, it } from 'vitest';
import {
  DEDUCTIONS_TOO_HIGH,
  LABOUR_LINE_TYPES,
  LINE_TREATMENT,
  LabourArithmeticError,
  MATERIALS_COST_TOO_HIGH,
  labourInvoiceFigures,
  portionsOf,
  type LabourInvoiceInput,
  type TypedAmount,
} from './cis.js';

const terms = {
  vat_rate: 'standard',
  supplier_vat_registered: true,
  cis_status: 'net',
  customer_vat_registered: true,
  customer_end_user: false,
} as const satisfies Partial<LabourInvoiceInput>;
const invoice = (lines: TypedAmount[], over: Partial<LabourInvoiceInput> = {}) =>
  labourInvoiceFigures({ ...portionsOf(lines), ...terms, ...over });

describe('line types and their CIS treatment', () => {
  it('every type has a treatment; labour and own plant are specified services, the rest are not', () => {
    expect(Object.keys(LINE_TREATMENT).sort()).toEqual([...LABOUR_LINE_TYPES].sort());
    const specified = LABOUR_LINE_TYPES.filter((t) => LINE_TREATMENT[t].drc_specified);
    expect(specified).toEqual(['labour', 'plant_owned']);
  });

  it('a CITB levy deduction reduces the payment; CIS runs on the rest (CISR15120)', () => {
    // £1,000 labour + £200 materials (cost £150) − £5 CITB: payment £1,195; base £1,195 − £150 = £1,045;
    // 20% = £209. The CIS300 gross is the £1,195 actually paid, not £1,200.
    const f = invoice([
      { type: 'labour', net_pence: 100_000 },
      { type: 'materials', net_pence: 20_000, cost_pence: 15_000 },
      { type: 'deduction', net_pence: 500 },
    ]);
    expect(f.deductions_pence).toBe(500);
    expect(f.net_pence).toBe(119_500);
    expect(f.cis_base_pence).toBe(104_500);
    expect(f.cis_deduction_pence).toBe(20_900);
    // Reverse charge on what is paid: 20% of £1,195 = £239.
    expect(f.vat_treatment).toBe('reverse_charge');
    expect(f.reverse_charge_vat_pence).toBe(23_900);
    expect(f.payable_pence).toBe(119_500 - 20_900);
    expect(f.steps.find((s) => s.key === 'deductions')?.amount_pence).toBe(-500);
  });

  it('wet plant: the subcontractor’s own excavator and driver is all in the CIS base; its fuel is materials', () => {
    // Own plant £800 + fuel £50 (cost £50): base £850 − £50 = £800; 20% = £160. No notional plant deduction.
    const f = invoice([
      { type: 'plant_owned', net_pence: 80_000 },
      { type: 'fuel_consumables', net_pence: 5_000, cost_pence: 5_000 },
    ]);
    expect(f.plant_pence).toBe(80_000);
    expect(f.materials_cost_pence).toBe(5_000);
    expect(f.cis_base_pence).toBe(80_000);
    expect(f.cis_deduction_pence).toBe(16_000);
    // Own plant is part of the construction service: 800 / 850 = 94.12% → reverse charge.
    expect(f.drc_decision).toMatchObject({ reverse_charge: true, cis_share_percent: '94.12' });
  });

  it('dry hire: plant the subcontractor hired in is treated as materials at its direct cost (CISR15090)', () => {
    // Labour £500 + hired-in dumper £300 (cost to the sub £240): base £800 − £240 = £560; 30% = £168.
    const f = invoice(
      [
        { type: 'labour', net_pence: 50_000 },
        { type: 'plant_hired', net_pence: 30_000, cost_pence: 24_000 },
      ],
      { cis_status: 'unverified' },
    );
    expect(f.materials_pence).toBe(30_000);
    expect(f.cis_base_pence).toBe(56_000);
    expect(f.cis_deduction_pence).toBe(16_800);
    expect(f.drc_decision?.cis_share_percent).toBe('62.50');
  });

  it('refuses materials costing more than the materials charged, and deductions above the CIS base', () => {
    // The case: materials cost above what is charged brought the deduction to £0.
    const over = () =>
      invoice([
        { type: 'labour', net_pence: 100_000 },
        { type: 'materials', net_pence: 10_000, cost_pence: 10_001 },
      ]);
    expect(over).toThrow(LabourArithmeticError);
    expect(over).toThrow(MATERIALS_COST_TOO_HIGH);
    // Equal is allowed: the base is then the labour alone.
    expect(
      invoice([
        { type: 'labour', net_pence: 100_000 },
        { type: 'materials', net_pence: 10_000, cost_pence: 10_000 },
      ]).cis_base_pence,
    ).toBe(100_000);
    expect(() =>
      invoice([
        { type: 'labour', net_pence: 1_000 },
        { type: 'deduction', net_pence: 1_001 },
      ]),
    ).toThrow(DEDUCTIONS_TOO_HIGH);
  });
});

describe('the 5% disregard on the whole invoice', () => {
  it('4.99% CIS services: normal VAT on the whole invoice', () => {
    const f = invoice([
      { type: 'labour', net_pence: 499 },
      { type: 'materials', net_pence: 9_501 },
    ]);
    expect(f.drc_decision).toMatchObject({ reverse_charge: false, cis_share_percent: '4.99' });
    expect(f.vat_treatment).toBe('charged');
    expect(f.vat_pence).toBe(2_000);
    expect(f.reverse_charge_vat_pence).toBe(0);
  });

  it('exactly 5.00%: still normal VAT (5% or less)', () => {
    const f = invoice([
      { type: 'plant_owned', net_pence: 500 },
      { type: 'fuel_consumables', net_pence: 9_500 },
    ]);
    expect(f.drc_decision).toMatchObject({ reverse_charge: false, cis_share_percent: '5.00' });
    expect(f.vat_pence).toBe(2_000);
  });

  it('5.01% CIS services: the reverse charge on the whole invoice', () => {
    const f = invoice([
      { type: 'labour', net_pence: 501 },
      { type: 'plant_hired', net_pence: 9_499 },
    ]);
    expect(f.drc_decision).toMatchObject({ reverse_charge: true, cis_share_percent: '5.01' });
    expect(f.vat_treatment).toBe('reverse_charge');
    expect(f.vat_pence).toBe(0);
    expect(f.reverse_charge_vat_pence).toBe(2_000);
  });

  it('no decision when the reverse charge cannot apply at all', () => {
    const lines: TypedAmount[] = [{ type: 'labour', net_pence: 10_000 }];
    expect(invoice(lines, { customer_end_user: true }).drc_decision).toBeNull();
    expect(invoice(lines, { customer_vat_registered: false }).drc_decision).toBeNull();
    expect(invoice(lines, { supplier_vat_registered: false }).drc_decision).toBeNull();
    expect(invoice(lines, { cis_status: null }).drc_decision).toBeNull();
  });
});
