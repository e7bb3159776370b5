// The invoice form's lines as core-api takes them: a labour line priced by quantity and rate, a dry hire with
// its direct cost, a CITB deduction without one, and the reasons a line cannot be sent yet.
import { describe, expect, it } from 'vitest';
import { EMPTY, lineInput, typeLabel } from './labour-invoice-lines';

describe('labour invoice lines', () => {
  it('sends each type with the fields core-api takes', () => {
    expect(lineInput({ ...EMPTY, operative: 'o1', project: 'p1', quantity: '5', rate: '200' })).toEqual({
      type: 'labour',
      operative_id: 'o1',
      project_id: 'p1',
      unit: 'day',
      quantity: 5,
      rate_pence: 200_00,
    });
    expect(
      lineInput({ ...EMPTY, type: 'plant_hired', description: 'Dumper', amount: '300', cost: '240.50' }),
    ).toEqual({ type: 'plant_hired', description: 'Dumper', amount_pence: 300_00, cost_pence: 240_50 });
    expect(lineInput({ ...EMPTY, type: 'deduction', description: 'CITB', amount: '5', cost: '1' })).toEqual({
      type: 'deduction',
      description: 'CITB',
      amount_pence: 5_00,
    });
  });

  it('names what is missing', () => {
    expect(lineInput({ ...EMPTY })).toBe('Each labour line needs an operative and a project');
    expect(lineInput({ ...EMPTY, operative: 'o1', project: 'p1', quantity: '0', rate: '1' })).toBe(
      'Each labour line needs a quantity and a rate in pounds',
    );
    expect(lineInput({ ...EMPTY, type: 'materials', amount: '1' })).toBe(
      'Each line other than labour needs a description',
    );
    expect(lineInput({ ...EMPTY, type: 'materials', description: 'Sand', amount: 'lots' })).toBe(
      'Amounts must be in pounds, e.g. 120.50',
    );
    expect(typeLabel('plant_owned')).toBe('Plant they own and operate (in the CIS base)');
  });
});
