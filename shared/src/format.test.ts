// Dates in Europe/London whatever the machine's zone, counts, percentages and plurals as people read them.
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatPercent,
  formatUkDate,
  formatUkDateTime,
  formatUkDayDate,
  formatUkTime,
  humanise,
  plural,
} from './format.js';

describe('formatUkDate / formatUkDateTime: dd/mm/yyyy in Europe/London', () => {
  it('prints a calendar date as that day and an instant as its London day', () => {
    expect(formatUkDate('2026-11-27')).toBe('27/11/2026');
    expect(formatUkDate('2026-06-30T23:30:00Z')).toBe('01/07/2026'); // BST: already 1 July in London
    expect(formatUkDate('2026-12-31T23:30:00Z')).toBe('31/12/2026'); // GMT
    expect(formatUkDate(new Date('2026-11-27T10:00:00Z'))).toBe('27/11/2026');
    expect(formatUkDate(null)).toBe('—');
    expect(formatUkDate('not a date')).toBe('—');
  });

  it('prints an instant with its London time, 24-hour, never "27 Nov 2026"', () => {
    expect(formatUkDateTime('2026-11-27T14:05:00Z')).toBe('27/11/2026 14:05');
    expect(formatUkDateTime('2026-06-30T23:30:00Z')).toBe('01/07/2026 00:30');
    expect(formatUkDateTime('')).toBe('—');
  });

  it("prints an instant's London time with seconds, and a calendar date with its day's name", () => {
    expect(formatUkTime('2026-11-27T14:05:09Z')).toBe('14:05:09');
    expect(formatUkTime('2026-06-30T23:30:05Z')).toBe('00:30:05'); // BST
    expect(formatUkTime(null)).toBe('—');
    expect(formatUkTime('not a time')).toBe('—');
    expect(formatUkDayDate('2026-11-27')).toBe('Friday 27/11/2026');
    expect(formatUkDayDate('2026-03-29')).toBe('Sunday 29/03/2026'); // the clocks go forward
    expect(formatUkDayDate('2026-11-27T10:00:00Z')).toBe('—');
    expect(formatUkDayDate(null)).toBe('—');
  });
});

describe('counts, percentages and plurals', () => {
  it('writes counts with separators and shares as whole percentages', () => {
    expect(formatCount(1030)).toBe('1,030');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(66.6)).toBe('67%');
    expect(formatPercent(-0.2)).toBe('0%');
    expect(formatPercent(null)).toBe('—');
  });

  it('puts the noun in the right number', () => {
    expect(plural(1, 'new company', 'new companies')).toBe('1 new company');
    expect(plural(2, 'new company', 'new companies')).toBe('2 new companies');
    expect(plural(0, 'file')).toBe('0 files');
    expect(plural(1200, 'file')).toBe('1,200 files');
  });

  it('turns a system key into words', () => {
    expect(humanise('application_template_created')).toBe('Application template created');
    expect(humanise('high')).toBe('High');
    expect(humanise('')).toBe('');
  });
});
