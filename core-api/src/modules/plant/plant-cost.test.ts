// Worked examples of the hire-cost rule (docs/decisions/0027-plant-hire-cost.md): chargeable days are working
// days from on-hire to collection (or today), bank holidays of the site's part of the UK excluded; a weekly
// rate is pro rata over 5 working days; delivery from the on-hire date, collection once collected.
import { describe, expect, it } from 'vitest';
import {
  estimateHire,
  hireCharge,
  hireCostToDate,
  hireCostWithin,
  monthOf,
  regionOf,
  type HireTerms,
} from './plant-cost.js';

const day = (rate: number, extra: Partial<HireTerms> = {}): HireTerms => ({
  rate_pence: rate,
  rate_unit: 'day',
  delivery_pence: 6_500,
  collection_pence: 6_500,
  quantity: 1,
  ...extra,
});
const week = (rate: number, extra: Partial<HireTerms> = {}): HireTerms => ({
  ...day(rate),
  rate_unit: 'week',
  ...extra,
});
const EW = 'england-and-wales' as const;

describe('hire cost: worked examples', () => {
  it('day rate: two full weeks Mon 1 – Fri 12 June 2026 = 10 days × £95 + £65 delivery + £65 collection = £1,080.00', () => {
    const cost = hireCostToDate(
      day(9_500),
      { on_hire_date: '2026-06-01', off_hire_date: '2026-06-12' },
      '2026-06-30',
      EW,
    );
    expect(cost).toEqual({
      chargeable_days: 10,
      hire_pence: 95_000,
      delivery_pence: 6_500,
      collection_pence: 6_500,
      total_pence: 108_000,
    });
  });

  it('weekly rate pro rata over 5 working days: Wed 3 – Tue 9 June is 5 days = one week (£420); to Thu 11 June 7 days = £588', () => {
    const terms = week(42_000, { delivery_pence: 0, collection_pence: 0 });
    expect(
      hireCostToDate(terms, { on_hire_date: '2026-06-03', off_hire_date: '2026-06-09' }, '2026-07-01', EW)
        .hire_pence,
    ).toBe(42_000);
    const seven = hireCostToDate(
      terms,
      { on_hire_date: '2026-06-03', off_hire_date: '2026-06-11' },
      '2026-07-01',
      EW,
    );
    expect(seven.chargeable_days).toBe(7);
    expect(seven.hire_pence).toBe(58_800); // 7 / 5 × 42,000
  });

  it('a bank holiday inside the hire is not charged: Thu 2 – Wed 8 April 2026 (Good Friday, Easter Monday) is 3 days', () => {
    const period = { on_hire_date: '2026-04-02', off_hire_date: '2026-04-08' };
    const weekly = hireCostToDate(week(42_000), period, '2026-04-30', EW);
    expect(weekly.chargeable_days).toBe(3);
    expect(weekly.hire_pence).toBe(25_200); // 3 / 5 × 42,000
    expect(weekly.total_pence).toBe(25_200 + 6_500 + 6_500);
    expect(hireCostToDate(day(9_500), period, '2026-04-30', EW).hire_pence).toBe(28_500);
    // Easter Monday is not a bank holiday in Scotland: a Glasgow site is charged 4 days.
    expect(hireCostToDate(day(9_500), period, '2026-04-30', regionOf('G2 1DU')).chargeable_days).toBe(4);
    // Christmas 2026: Fri 25 and Mon 28 (substitute for Boxing Day) out; Wed 23 – Wed 30 Dec is 4 days.
    expect(
      hireCostToDate(
        day(1_000),
        { on_hire_date: '2026-12-23', off_hire_date: '2026-12-30' },
        '2027-01-31',
        EW,
      ).chargeable_days,
    ).toBe(4);
  });

  it('delivery is charged from the on-hire date; collection only once collected; cost to date stops at today', () => {
    const onSite = hireCostToDate(
      day(9_500),
      { on_hire_date: '2026-06-01', off_hire_date: null },
      '2026-06-03',
      EW,
    );
    expect(onSite).toEqual({
      chargeable_days: 3,
      hire_pence: 28_500,
      delivery_pence: 6_500,
      collection_pence: 0,
      total_pence: 35_000,
    });
    expect(
      hireCostToDate(day(9_500), { on_hire_date: '2026-06-10', off_hire_date: null }, '2026-06-03', EW)
        .total_pence,
    ).toBe(0);
    expect(
      hireCostToDate(day(9_500), { on_hire_date: null, off_hire_date: null }, '2026-06-03', EW).total_pence,
    ).toBe(0);
  });

  it('a weekend-only stretch costs nothing but delivery; quantity multiplies the hire, not the transport', () => {
    const weekend = hireCostToDate(
      day(9_500),
      { on_hire_date: '2026-06-06', off_hire_date: '2026-06-07' },
      '2026-06-30',
      EW,
    );
    expect(weekend.chargeable_days).toBe(0);
    expect(weekend.total_pence).toBe(13_000);
    const two = hireCostToDate(
      day(9_500, { quantity: 2 }),
      { on_hire_date: '2026-06-01', off_hire_date: '2026-06-05' },
      '2026-06-30',
      EW,
    );
    expect(two.hire_pence).toBe(95_000);
    expect(two.delivery_pence + two.collection_pence).toBe(13_000);
  });

  it('pro rata rounds half up once on the total, never per day', () => {
    expect(hireCharge(1, { rate_pence: 33_333, rate_unit: 'week', quantity: 1 })).toBe(6_667); // 6,666.6
    expect(hireCharge(3, { rate_pence: 33_333, rate_unit: 'week', quantity: 1 })).toBe(20_000); // 19,999.8;
    expect(hireCharge(2, { rate_pence: 1, rate_unit: 'week', quantity: 1 })).toBe(0); // 0.4p
    expect(hireCharge(3, { rate_pence: 1, rate_unit: 'week', quantity: 1 })).toBe(1); // 0.6p
  });

  it('a month’s share: only the days, delivery and collection inside the window', () => {
    const terms = day(10_000);
    const period = { on_hire_date: '2026-05-27', off_hire_date: '2026-06-03' };
    const june = hireCostWithin(terms, period, monthOf('2026-06-15'), EW);
    expect(june.chargeable_days).toBe(3); // Mon 1, Tue 2, Wed 3
    expect(june.delivery_pence).toBe(0);
    expect(june.collection_pence).toBe(6_500);
    const may = hireCostWithin(terms, period, monthOf('2026-05-02'), EW);
    expect(may.chargeable_days).toBe(3); // Wed 27, Thu 28, Fri 29
    expect(may.delivery_pence).toBe(6_500);
    expect(june.total_pence + may.total_pence).toBe(
      hireCostToDate(terms, period, '2026-07-01', EW).total_pence,
    );
    expect(monthOf('2026-12-09')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('comparing rates over the requested period: the weekly rate wins over two weeks, the cheap transport over two days', () => {
    const a = day(9_500); // Valleys: £95/day, £65 + £65
    const b = week(42_000, { delivery_pence: 7_500, collection_pence: 7_500 }); // Severnside: £420/week, £75 + £75
    const c = day(11_000, { delivery_pence: 4_500, collection_pence: 4_500 }); // Morgan: £110/day, £45 + £45
    const fortnight = [a, b, c].map((t) => estimateHire(t, '2026-06-01', '2026-06-12', EW).total_pence);
    expect(fortnight).toEqual([108_000, 99_000, 119_000]);
    const twoDays = [a, b, c].map((t) => estimateHire(t, '2026-06-01', '2026-06-02', EW).total_pence);
    expect(twoDays).toEqual([32_000, 31_800, 31_000]);
  });
});
