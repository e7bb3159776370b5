// UK formats: dd/mm/yyyy and £ amounts from pence, and the parsers behind the project form.
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatPence,
  formatPercent,
  plural,
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
    expect(formatPence(385_000)).toBe('£3,850.00');
    expect(formatPence(-1200)).toBe('−£12.00'); // a true minus sign
    expect(formatPence(-0)).toBe('£0.00'); // never "-£0.00"
  });

  it('writes dates and times in Europe/London, counts, percentages and plurals', () => {
    expect(formatDateTime('2026-11-27T14:05:00Z')).toBe('27/11/2026 14:05');
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('01/07/2026');
    expect(formatPercent(50)).toBe('50%');
    expect(plural(1, 'new company', 'new companies')).toBe('1 new company');
    expect(plural(2, 'new company', 'new companies')).toBe('2 new companies');
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
    expect(parseUkDate(' 29/02/2028 ')).toBe('2028-02-29');
    expect(parseUkDate('29/02/2100')).toBeNull();
    expect(parseUkDate('29/02/2000')).toBe('2000-02-29');
    expect(parseUkDate('31/12/2026')).toBe('2026-12-31');
    expect(parseUkDate('0/12/2026')).toBeNull();
    expect(parseUkDate('12/13/2026')).toBeNull();
    expect(parseUkDate('12/00/2026')).toBeNull();
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
