// UK formats: dd/mm/yyyy and £ amounts from pence, and the parsers behind the project form.
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatPence,
  parseUkDate,
  penceToPoundsInput,
  poundsToPence,
  UK_POSTCODE,
} from './format';

describe('format', () => {
  it('shows pence as pounds with separators', () => {
    expect(formatPence(125_000_000)).toBe('£1,250,000.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(null)).toBe('—');
  });

  it('shows dates as dd/mm/yyyy', () => {
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });

  it('parses dd/mm/yyyy to ISO and rejects impossible dates', () => {
    expect(parseUkDate('05/01/2026')).toBe('2026-01-05');
    expect(parseUkDate('5/1/2026')).toBe('2026-01-05');
    expect(parseUkDate('31/02/2026')).toBeNull();
    expect(parseUkDate('2026-01-05')).toBeNull();
  });

  it('turns pounds typed by a person into integer pence', () => {
    expect(poundsToPence('1250000')).toBe(125_000_000);
    expect(poundsToPence('£1,250,000.5')).toBe(125_000_050);
    expect(poundsToPence('0.07')).toBe(7);
    expect(poundsToPence('1.234')).toBeNull();
    expect(poundsToPence('-3')).toBeNull();
    expect(penceToPoundsInput(125_000_050)).toBe('1250000.50');
  });

  it('recognises UK postcode shapes', () => {
    for (const ok of ['CF10 1AA', 'sw1a 1aa', 'M1 1AE', 'B338TH'])
      expect(UK_POSTCODE.test(ok), ok).toBe(true);
    for (const bad of ['12345', 'CF10', 'not a postcode']) expect(UK_POSTCODE.test(bad), bad).toBe(false);
  });
});
