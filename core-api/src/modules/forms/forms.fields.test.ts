// The answer rules of every field type, on their own (no database): what a draft accepts, what submitting
// needs, and the exact messages.
import { describe, expect, it } from 'vitest';
import { BUILTIN_TEMPLATES, checkAnswers, fieldsSchema, type FormField } from './forms.fields.js';

const f = (type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  key: 'x',
  label: 'X',
  type,
  required: true,
  ...extra,
});
const one = (field: FormField, value: unknown, submitting = true) =>
  checkAnswers([field], { x: value }, submitting);
const ID = '5f0c6c1e-8a4c-4b8e-9d7e-2f3a4b5c6d7e';

describe('answers by field type', () => {
  it('text and long text: trimmed, lengths bounded', () => {
    expect(one(f('text'), '  Plot 4 ').answers.x).toBe('Plot 4');
    expect(one(f('text'), 'a'.repeat(501)).issues[0]!.message).toBe('X must be at most 500 characters');
    expect(one(f('text'), 12).issues[0]!.message).toBe('X must be text');
    expect(one(f('long_text'), 'a'.repeat(5000)).issues).toEqual([]);
    expect(one(f('long_text'), 'a'.repeat(5001)).issues[0]!.message).toBe(
      'X must be at most 5000 characters',
    );
  });
  it('number: finite, within min and max; numeric text accepted', () => {
    expect(one(f('number', { min: 0, max: 10 }), '3.5').answers.x).toBe(3.5);
    expect(one(f('number', { min: 0 }), -1).issues[0]!.message).toBe('X must be at least 0');
    expect(one(f('number', { max: 10 }), 11).issues[0]!.message).toBe('X must be at most 10');
    expect(one(f('number'), 'ten').issues[0]!.message).toBe('X must be a number');
  });
  it('date and time: real calendar dates, 24-hour times', () => {
    expect(one(f('date'), '2026-11-23').issues).toEqual([]);
    expect(one(f('date'), '2026-02-30').issues[0]!.message).toBe('X must be a date (YYYY-MM-DD)');
    expect(one(f('date'), '23/11/2026').issues[0]!.message).toBe('X must be a date (YYYY-MM-DD)');
    expect(one(f('time'), '07:30').issues).toEqual([]);
    expect(one(f('time'), '24:00').issues[0]!.message).toBe('X must be a time (HH:MM)');
  });
  it('select and multi-select: only the options', () => {
    const options = ['low', 'high'];
    expect(one(f('select', { options }), 'high').issues).toEqual([]);
    expect(one(f('select', { options }), 'urgent').issues[0]!.message).toBe('X must be one of: low, high');
    expect(one(f('multi_select', { options }), ['low', 'low', 'high']).answers.x).toEqual(['low', 'high']);
    expect(one(f('multi_select', { options }), ['low', 'other']).issues[0]!.message).toBe(
      'X must be chosen from: low, high',
    );
  });
  it('checkbox: true or false; a required one must be ticked to submit', () => {
    expect(one(f('checkbox'), true).answers.x).toBe(true);
    expect(one(f('checkbox'), false).issues[0]!.message).toBe('X must be ticked');
    expect(one(f('checkbox'), false, false).issues).toEqual([]);
    expect(one(f('checkbox'), 'yes').issues[0]!.message).toBe('X must be ticked or not');
  });
  it('photo: uploaded ids with captions, at most 10', () => {
    expect(one(f('photo'), [{ upload_id: ID, caption: ' Close up ' }]).answers.x).toEqual([
      { upload_id: ID, caption: 'Close up' },
    ]);
    expect(one(f('photo'), [{ upload_id: 'nope' }]).issues[0]!.message).toBe('X must be uploaded photos');
    expect(one(f('photo'), Array(11).fill({ upload_id: ID })).issues[0]!.message).toBe(
      'X: at most 10 photos',
    );
  });
  it('signature: an uploaded drawing', () => {
    expect(one(f('signature'), { upload_id: ID }).issues).toEqual([]);
    expect(one(f('signature'), 'scribble').issues[0]!.message).toBe('X must be a drawn signature');
  });
  it('required only when submitting; unknown keys refused', () => {
    expect(one(f('text'), '', false).issues).toEqual([]);
    expect(one(f('text'), '   ').issues[0]!.message).toBe('X is required');
    expect(checkAnswers([f('text')], { y: 'a' }, false).issues[0]!.message).toBe(
      'y is not a field of this form',
    );
  });
  it('template field lists: unique keys, options for choices, and the built-ins are valid', () => {
    const bad = fieldsSchema.safeParse([f('select'), f('text')]);
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toContain('X needs at least one option');
    expect(JSON.stringify(bad.error?.issues)).toContain('Field key x is used twice');
    for (const b of BUILTIN_TEMPLATES) expect(fieldsSchema.safeParse(b.fields).success).toBe(true);
  });
});
