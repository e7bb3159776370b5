// The filler's own checks say what core-api would (forms.fields.ts), so a phone with no signal names the problem.
import { describe, expect, it } from 'vitest';
import {
  fieldProblem,
  keyFromLabel,
  signatoryProblem,
  signedByText,
  wireValue,
  type Field,
} from './forms-labels';

const f = (type: string, extra: Partial<Field> = {}): Field =>
  ({
    key: 'x',
    label: 'X',
    type,
    required: true,
    options: null,
    help: null,
    min: null,
    max: null,
    ...extra,
  }) as Field;

describe('fieldProblem', () => {
  it('required only when sending; a required tick box must be ticked', () => {
    expect(fieldProblem(f('text'), '  ', false)).toBeNull();
    expect(fieldProblem(f('text'), '  ', true)).toBe('X is required');
    expect(fieldProblem(f('photo'), [], true)).toBe('X is required');
    expect(fieldProblem(f('checkbox'), false, true)).toBe('X must be ticked');
  });
  it('numbers, dates, times and choices as core-api checks them', () => {
    expect(fieldProblem(f('number', { min: 0 }), '-1', true)).toBe('X must be at least 0');
    expect(fieldProblem(f('number'), 'two', true)).toBe('X must be a number');
    expect(fieldProblem(f('date'), '18/11/20', true)).toBe('X must be a date as dd/mm/yyyy');
    expect(fieldProblem(f('date'), '2026-11-18', true)).toBeNull();
    expect(fieldProblem(f('time'), '25:00', true)).toBe('X must be a time (HH:MM)');
    expect(fieldProblem(f('select', { options: ['low', 'high'] }), 'mid', true)).toBe(
      'X must be one of: low, high',
    );
    expect(fieldProblem(f('text'), 'a'.repeat(501), true)).toBe('X must be at most 500 characters');
  });
  it('answers go as core-api takes them; keys come from labels', () => {
    expect(wireValue(f('number'), ' 2.5 ')).toBe(2.5);
    expect(wireValue(f('text'), '')).toBeNull();
    expect(wireValue(f('checkbox'), undefined)).toBe(false);
    expect(keyFromLabel('Depth (m)')).toBe('depth_m');
    expect(keyFromLabel('2nd check')).toBe('f_2nd_check');
  });
});

describe('signatures (decision 0053)', () => {
  it('says who signed as the PDF does: a named signatory in the presence of the user', () => {
    const at = '2026-11-27T12:00:00.000Z';
    expect(signedByText({ upload_id: 'u', signed_by: 'Ann Worker', signed_at: at })).toBe(
      'Signed by Ann Worker',
    );
    expect(
      signedByText({ upload_id: 'u', signed_by: 'Tom Client', signed_at: at, witnessed_by: 'Ann Worker' }),
    ).toBe('Signed by Tom Client (name as typed; no SiteBase account) in the presence of Ann Worker');
  });
  it('a named signatory needs a typed name of at most 100 characters', () => {
    expect(signatoryProblem(null)).toBeNull();
    expect(signatoryProblem('  ')).toBe('Type the name of the person signing');
    expect(signatoryProblem('x'.repeat(101))).toBe(
      'The name of the person signing must be at most 100 characters',
    );
    expect(signatoryProblem('Tom Client')).toBeNull();
  });
});
