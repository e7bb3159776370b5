// The editor's live VAT is core-api's (decision 0049): the 5% disregard decides the whole application from its
// coded cumulative values (4.99% normal VAT, 5.01% reverse charge), and a company not registered for VAT
// charges none.
import { describe, expect, it } from 'vitest';
import { buildValuation, type ScheduleRow, type ValuationDraft } from './valuation-draft';

const rates = {
  full_percent: 0,
  after_pc_percent: 0,
  practical_completion_date: null,
  rectification_end_date: null,
};
const schedule = (cis: number): ScheduleRow[] => [
  {
    line_id: 'a',
    reference: 'M1',
    description: 'Off-site manufacture',
    contract_value_pence: 1_000_000 - cis,
    previous_value_pence: 0,
    cis_specified: false,
  },
  {
    line_id: 'b',
    reference: 'M2',
    description: 'Fixing on site',
    contract_value_pence: cis,
    previous_value_pence: 0,
    cis_specified: true,
  },
];
const draft: ValuationDraft = {
  valuationDate: '31/10/2026',
  lines: [
    { mode: 'percent', percent: '100', value: '' },
    { mode: 'percent', percent: '100', value: '' },
  ],
  variations: [],
  materials: [],
};

describe('the 5% disregard in the editor', () => {
  it('4.99% CIS-specified: normal VAT on the whole', () => {
    const built = buildValuation(draft, schedule(49_900), rates, 0, 'drc');
    expect(built.decision).toMatchObject({ reverse_charge: false, cis_share_percent: '4.99' });
    expect(built.totals).toMatchObject({ vat_pence: 200_000, total_pence: 1_200_000 });
  });

  it('5.01% CIS-specified: the reverse charge on the whole', () => {
    const built = buildValuation(draft, schedule(50_100), rates, 0, 'drc');
    expect(built.decision).toMatchObject({ reverse_charge: true, cis_share_percent: '5.01' });
    expect(built.totals).toMatchObject({
      vat_pence: 0,
      reverse_charge_vat_pence: 200_000,
      total_pence: 1_000_000,
    });
  });

  it('a variation coded not specified moves the share below 5%', () => {
    const built = buildValuation(
      {
        ...draft,
        variations: [
          { reference: 'V1', description: 'Supply only', value: '200.00', status: 'approved', cis: false },
        ],
      },
      schedule(50_100),
      rates,
      0,
      'drc',
    );
    expect(built.decision).toMatchObject({ reverse_charge: false, cis_share_percent: '4.91' });
    expect(built.input!.variations[0]!.cis_specified).toBe(false);
    expect(built.totals!.vat_pence).toBe(204_000);
  });

  it('not VAT-registered: no VAT and no decision', () => {
    const built = buildValuation(draft, schedule(50_100), rates, 0, 'not_registered');
    expect(built.decision).toBeNull();
    expect(built.totals).toMatchObject({ vat_pence: 0, reverse_charge_vat_pence: 0, total_pence: 1_000_000 });
  });
});
