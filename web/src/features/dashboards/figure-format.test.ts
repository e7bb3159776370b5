import { describe, expect, it } from 'vitest';
import { differenceInCalendarDays, formatDistanceStrict, parseISO } from 'date-fns';
import { ago, distance, dueIn, headline, usedPercent } from './figure-format';
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

  it('words a distance as date-fns does, from seconds to years and across the clock changes', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const steps = [
      1_000,
      45_000,
      59_999,
      60_000,
      119_999,
      3_599_999,
      3_600_000,
      86_399_999,
      86_400_000,
      172_800_000,
      29 * 86_400_000,
      30 * 86_400_000,
      45 * 86_400_000,
      200 * 86_400_000,
      359 * 86_400_000,
      360 * 86_400_000,
      365 * 86_400_000,
      800 * 86_400_000,
    ];
    for (const back of steps) {
      for (const shift of [0, 3_600_000, -3_600_000]) {
        if (back - shift < 0) continue;
        const when = new Date(now.getTime() - back + shift);
        expect(distance(when, now), `${back - shift} ms`).toBe(
          formatDistanceStrict(when, now, { roundingMethod: 'floor' }),
        );
      }
    }
    // Across the March and October clock changes (whatever this machine's zone).
    for (const [from, to] of [
      ['2026-03-01T12:00:00Z', '2026-04-02T12:00:00Z'],
      ['2026-10-01T12:00:00Z', '2026-10-31T12:00:00Z'],
      ['2025-11-22T11:00:00Z', '2026-11-22T12:00:00Z'],
    ] as const) {
      const a = new Date(from);
      const b = new Date(to);
      expect(distance(a, b)).toBe(formatDistanceStrict(a, b, { roundingMethod: 'floor' }));
    }
  });

  it('counts due days on the calendar, as date-fns does for dates and timestamps', () => {
    for (const [date, today] of [
      ['2026-03-30', '2026-03-28'],
      ['2026-10-26', '2026-10-24'],
      ['2026-11-22T23:30:00Z', '2026-11-20'],
      ['2027-01-01', '2026-12-31'],
    ] as const) {
      const days = differenceInCalendarDays(parseISO(date), parseISO(today));
      expect(dueIn(date, today)).toBe(days === 1 ? 'Tomorrow' : `In ${days} days`);
    }
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
