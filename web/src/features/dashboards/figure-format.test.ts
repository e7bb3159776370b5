import { describe, expect, it } from 'vitest';
import { ago, dueIn, headline, usedPercent } from './figure-format';
import type { Figure } from './use-live-board';

const figure = (over: Partial<Figure>): Figure => ({
  key: 'k',
  label: 'L',
  kind: 'count',
  section: 'figures',
  order: 1,
  link: null,
  count: null,
  amount_pence: null,
  items: [],
  ...over,
});

describe('dashboard wording', () => {
  it('headlines money in pounds and counts with thousands separators', () => {
    expect(headline(figure({ kind: 'money', amount_pence: 123_456_78 }))).toBe('£123,456.78');
    expect(headline(figure({ count: 12_345 }))).toBe('12,345');
    const item = {
      ref: null,
      label: 'x',
      detail: null,
      date: null,
      link: null,
      tone: null,
      amount_pence: null,
      budget_pence: null,
      committed_pence: null,
    };
    expect(
      headline(
        figure({
          kind: 'breakdown',
          items: [
            { ...item, value: 2 },
            { ...item, value: 3 },
          ],
        }),
      ),
    ).toBe('5');
  });

  it('says how far off a due date is, across a month end', () => {
    expect(dueIn('2026-11-30', '2026-11-30')).toBe('Today');
    expect(dueIn('2026-12-01', '2026-11-30')).toBe('Tomorrow');
    expect(dueIn('2026-12-05', '2026-11-30')).toBe('In 5 days');
    expect(dueIn('2026-11-29', '2026-11-30')).toBe('1 day overdue');
    expect(dueIn('2026-10-31', '2026-11-02')).toBe('2 days overdue');
  });

  it('says how long ago', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(ago('2026-11-22T11:59:30Z', now)).toBe('Just now');
    expect(ago('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
    expect(ago('2026-11-20T09:00:00Z', now)).toBe('2 days ago');
  });

  it('gives committed spend as a share of budget', () => {
    expect(usedPercent(100_00, 50_00)).toBe('50%');
    expect(usedPercent(300_00, 400_00)).toBe('133%');
    expect(usedPercent(0, 0)).toBe('—');
    expect(usedPercent(4_277_700_00, 7_690_60)).toBe('<1%');
    expect(usedPercent(100_00, 0)).toBe('0%');
    expect(headline(figure({ kind: 'percent', count: 50 }))).toBe('50%');
    expect(usedPercent(0, 10)).toBe('No budget');
  });
});
