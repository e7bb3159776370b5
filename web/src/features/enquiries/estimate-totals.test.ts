// The editor's live totals repeat core-api's rule (decision 0029): the same worked examples, to the penny.
import { describe, expect, it } from 'vitest';
import { estimateTotals, lineNet } from './estimate-totals';
import { draftErrors, inputFrom, isDirty, totalsInput, type Draft } from './estimate-draft';
import { isOverdue } from './enquiry-columns';

describe('live estimate totals', () => {
  it('match core-api’s worked example of decision 0029', () => {
    const t = estimateTotals({
      lines: [
        { section: 'preliminaries', quantity: 1, unit_cost_pence: 185_000 },
        { section: 'labour', quantity: 2.5, unit_cost_pence: 333 },
        { section: 'materials', quantity: 0.125, unit_cost_pence: 1_999 },
        { section: 'materials', quantity: '3.333', unit_cost_pence: 1_250 },
        { section: 'subcontract', quantity: 1, unit_cost_pence: 50_000 },
      ],
      overhead_percent: 7.5,
      profit_percent: '5',
      vat_code: 'standard',
    });
    expect(t.lineNets).toEqual([185_000, 833, 250, 4_166, 50_000]);
    expect(t.sections).toEqual({
      preliminaries: 185_000,
      labour: 833,
      materials: 4_416,
      subcontract: 50_000,
    });
    expect([t.lines, t.overhead, t.profit, t.net, t.vat, t.gross]).toEqual([
      240_249, 18_019, 12_913, 271_181, 54_236, 325_417,
    ]);
  });

  it('rounds half pennies up and shows reverse-charge VAT apart', () => {
    const t = estimateTotals({
      lines: [{ section: 'other', quantity: 1, unit_cost_pence: 10 }],
      overhead_percent: 5,
      profit_percent: 5,
      vat_code: 'standard',
    });
    expect([t.overhead, t.profit, t.net, t.vat, t.gross]).toEqual([1, 1, 12, 2, 14]);
    const drc = estimateTotals({
      lines: [{ section: 'subcontract', quantity: 1, unit_cost_pence: 1_000 }],
      overhead_percent: 0,
      profit_percent: 0,
      vat_code: 'drc',
    });
    expect([drc.vat, drc.reverseChargeVat, drc.gross]).toEqual([0, 200, 1_000]);
    expect(lineNet('0.0001', 100)).toBeNull();
  });
});

describe('the editor’s draft', () => {
  const draft: Draft = {
    lines: [
      {
        key: 'a',
        id: null,
        section: 'labour',
        description: 'Bricklayer',
        quantity: '2.5',
        unit: 'day',
        unitCost: '3.33',
      },
    ],
    overhead: '10',
    profit: '5',
    vat: 'standard',
    validUntil: '31/01/2027',
    notes: '',
  };
  it('turns £ into pence and dd/mm/yyyy into ISO for the save', () => {
    expect(inputFrom(draft)).toMatchObject({
      valid_until: '2027-01-31',
      lines: [{ quantity: 2.5, unit_cost_pence: 333, unit: 'day' }],
    });
    expect(estimateTotals(totalsInput(draft)).lineNets).toEqual([833]);
  });
  it('lists what must be fixed and notices unsaved changes', () => {
    const bad = {
      ...draft,
      lines: [{ ...draft.lines[0]!, description: ' ', quantity: '1.2345', unitCost: 'x' }],
    };
    expect(draftErrors(bad)).toEqual([
      'Line 1: description is required',
      'Line 1: quantity must have at most 3 decimal places',
      'Line 1: unit cost must be an amount in pounds',
    ]);
    expect(isDirty(draft, { ...draft, lines: [{ ...draft.lines[0]!, key: 'other' }] })).toBe(false);
    expect(isDirty(draft, { ...draft, profit: '6' })).toBe(true);
  });
  it('highlights an overdue tender only while it is being priced', () => {
    expect(isOverdue({ status: 'estimating', tender_due_date: '2026-11-01' }, '2026-11-22')).toBe(true);
    expect(isOverdue({ status: 'submitted', tender_due_date: '2026-11-01' }, '2026-11-22')).toBe(false);
    expect(isOverdue({ status: 'new', tender_due_date: '2026-11-30' }, '2026-11-22')).toBe(false);
  });
});
