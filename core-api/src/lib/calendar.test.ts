// The UK calendar pinned against gov.uk's published bank holidays for 2025–2027 (gov.uk/bank-holidays, the
// three lists), the Construction Act s.116 reckoning, and the postcode → region rule.
import { describe, expect, it } from 'vitest';
import {
  CalendarError,
  NON_UK_POSTCODE_AREAS,
  NORTHERN_IRISH_POSTCODE_AREAS,
  SCOTTISH_POSTCODE_AREAS,
  UK_REGIONS,
  addDays,
  addDaysExcluding,
  addWorkingDays,
  bankHolidays,
  countWorkingDays,
  isBankHoliday,
  isExcludedBySection116,
  isWorkingDay,
  londonDate,
  regionForPostcode,
  workingDaysBetween,
  type UkRegion,
} from './calendar.js';

/** gov.uk's published dates (weekdays on which the bank holiday is taken). */
const GOV_UK: Record<UkRegion, Record<number, string[]>> = {
  'england-and-wales': {
    2025: ['01-01', '04-18', '04-21', '05-05', '05-26', '08-25', '12-25', '12-26'],
    2026: ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28'],
    2027: ['01-01', '03-26', '03-29', '05-03', '05-31', '08-30', '12-27', '12-28'],
  },
  scotland: {
    2025: ['01-01', '01-02', '04-18', '05-05', '05-26', '08-04', '12-01', '12-25', '12-26'],
    2026: ['01-01', '01-02', '04-03', '05-04', '05-25', '08-03', '11-30', '12-25', '12-28'],
    2027: ['01-01', '01-04', '03-26', '05-03', '05-31', '08-02', '11-30', '12-27', '12-28'],
  },
  'northern-ireland': {
    2025: ['01-01', '03-17', '04-18', '04-21', '05-05', '05-26', '07-14', '08-25', '12-25', '12-26'],
    2026: ['01-01', '03-17', '04-03', '04-06', '05-04', '05-25', '07-13', '08-31', '12-25', '12-28'],
    2027: ['01-01', '03-17', '03-26', '03-29', '05-03', '05-31', '07-12', '08-30', '12-27', '12-28'],
  },
};

describe('bank holidays match gov.uk for 2025–2027', () => {
  for (const region of UK_REGIONS) {
    for (const year of [2025, 2026, 2027]) {
      it(`${region} ${year}`, () => {
        expect(bankHolidays(year, region).map((h) => h.date)).toEqual(
          GOV_UK[region][year]!.map((d) => `${year}-${d}`),
        );
      });
    }
  }

  it('names the substitute days', () => {
    expect(bankHolidays(2027, 'england-and-wales').slice(-2)).toEqual([
      { date: '2027-12-27', name: 'Christmas Day (substitute day)' },
      { date: '2027-12-28', name: 'Boxing Day (substitute day)' },
    ]);
    expect(bankHolidays(2025, 'scotland').find((h) => h.date === '2025-12-01')?.name).toBe(
      'St Andrew’s Day (substitute day)',
    );
    expect(bankHolidays(2027, 'scotland').find((h) => h.date === '2027-01-04')?.name).toBe(
      'January 2nd (substitute day)',
    );
  });

  it('hands out copies (the cache cannot be changed by a caller)', () => {
    bankHolidays(2026, 'scotland')[0]!.date = '1999-01-01';
    expect(bankHolidays(2026, 'scotland')[0]!.date).toBe('2026-01-01');
  });

  it('refuses unknown regions, years and non-dates', () => {
    expect(() => bankHolidays(2026, 'wales' as UkRegion)).toThrow(CalendarError);
    expect(() => bankHolidays(1900, 'scotland')).toThrow(CalendarError);
    expect(() => isWorkingDay('2026-02-30', 'scotland')).toThrow(
      new CalendarError('2026-02-30 is not a date (YYYY-MM-DD)'),
    );
    expect(() => isWorkingDay('26/12/2026', 'scotland')).toThrow(CalendarError);
    expect(() => isWorkingDay('2026-04-31', 'scotland')).toThrow(CalendarError);
    // Date.UTC reads the years 0–99 as 1900–1999: such a date is refused, not moved.
    expect(() => isWorkingDay('0050-01-04', 'scotland')).toThrow(CalendarError);
  });

  it('answers each region and year on its own, whatever was asked before (walks across a new year)', () => {
    // 2 January is a bank holiday in Scotland only; asked in turn, each region keeps its own answer.
    for (let i = 0; i < 2; i += 1) {
      expect(isWorkingDay('2026-01-02', 'scotland')).toBe(false);
      expect(isWorkingDay('2026-01-02', 'england-and-wales')).toBe(true);
    }
    expect(addWorkingDays('2025-12-24', 3, 'scotland')).toBe('2025-12-31');
    expect(addWorkingDays('2025-12-31', 1, 'scotland')).toBe('2026-01-05');
    expect(addWorkingDays('2025-12-31', 1, 'england-and-wales')).toBe('2026-01-02');
    expect(addWorkingDays('2026-01-05', -1, 'scotland')).toBe('2025-12-31');
    expect(workingDaysBetween('2025-12-24', '2026-01-05', 'scotland')).toBe(4);
    expect(workingDaysBetween('2025-12-24', '2026-01-05', 'england-and-wales')).toBe(5);
  });
});

describe('isWorkingDay', () => {
  it.each([
    ['2026-04-06', 'england-and-wales', false], // Easter Monday
    ['2026-04-06', 'scotland', true], // not a bank holiday in Scotland
    ['2026-04-06', 'northern-ireland', false],
    ['2026-03-17', 'northern-ireland', false], // St Patrick's Day
    ['2026-03-17', 'england-and-wales', true],
    ['2025-12-01', 'scotland', false], // St Andrew's Day substitute (30 Nov was a Sunday)
    ['2025-12-01', 'england-and-wales', true],
    ['2026-11-30', 'scotland', false], // St Andrew's Day on a Monday
    ['2025-07-14', 'northern-ireland', false], // Boyne substitute
    ['2026-08-03', 'scotland', false], // first Monday in August
    ['2026-08-03', 'england-and-wales', true],
    ['2026-08-31', 'scotland', true],
    ['2027-01-04', 'scotland', false], // 2 January substitute
    ['2027-01-04', 'england-and-wales', true],
    ['2027-12-27', 'england-and-wales', false],
    ['2027-12-29', 'england-and-wales', true],
    ['2026-12-26', 'england-and-wales', false], // a Saturday
    ['2026-12-27', 'england-and-wales', false], // a Sunday
    ['2026-12-29', 'northern-ireland', true],
  ] as const)('%s in %s: %s', (date, region, expected) => {
    expect(isWorkingDay(date, region)).toBe(expected);
  });

  it('a bank holiday is never a weekend day (gov.uk lists the substitute Monday)', () => {
    expect(isBankHoliday('2026-12-26', 'england-and-wales')).toBe(false);
    expect(isBankHoliday('2026-12-28', 'england-and-wales')).toBe(true);
  });
});

describe('addWorkingDays, workingDaysBetween, countWorkingDays', () => {
  it('skips weekends and the region’s bank holidays', () => {
    expect(addWorkingDays('2026-12-24', 1, 'england-and-wales')).toBe('2026-12-29');
    expect(addWorkingDays('2026-12-24', 5, 'england-and-wales')).toBe('2027-01-05'); // 29, 30, 31, 4, 5
    expect(addWorkingDays('2026-12-24', 5, 'scotland')).toBe('2027-01-06'); // 4 January is a holiday there
    expect(addWorkingDays('2026-04-02', 1, 'scotland')).toBe('2026-04-06'); // Good Friday; Easter Monday works
    expect(addWorkingDays('2026-04-02', 1, 'england-and-wales')).toBe('2026-04-07');
    expect(addWorkingDays('2026-12-26', 0, 'england-and-wales')).toBe('2026-12-26');
    expect(addWorkingDays('2026-12-29', -1, 'england-and-wales')).toBe('2026-12-24');
  });

  it('counts from exclusive to inclusive, negative backwards', () => {
    expect(workingDaysBetween('2026-12-24', '2027-01-04', 'england-and-wales')).toBe(4); // 29, 30, 31, 4
    expect(workingDaysBetween('2026-12-24', '2027-01-04', 'scotland')).toBe(3);
    expect(workingDaysBetween('2027-01-04', '2026-12-24', 'england-and-wales')).toBe(-4);
    expect(workingDaysBetween('2026-12-24', '2026-12-24', 'scotland')).toBe(0);
    expect(workingDaysBetween('2026-12-29', '2026-12-24', 'england-and-wales')).toBe(-1);
  });

  it('workingDaysBetween(d, addWorkingDays(d, n)) === n across three years', () => {
    for (const region of UK_REGIONS) {
      for (let i = 0; i < 1100; i += 7) {
        const from = addDays('2025-01-01', i);
        const n = i % 23;
        expect(workingDaysBetween(from, addWorkingDays(from, n, region), region), `${from} + ${n}`).toBe(n);
      }
    }
  });

  it('counts both ends with countWorkingDays', () => {
    expect(countWorkingDays('2026-05-04', '2026-05-08', 'england-and-wales')).toBe(4); // early May bank holiday
    expect(countWorkingDays('2026-05-11', '2026-05-15', 'england-and-wales')).toBe(5);
    expect(countWorkingDays('2026-05-11', '2026-05-11', 'scotland')).toBe(1);
    expect(countWorkingDays('2026-05-09', '2026-05-10', 'scotland')).toBe(0);
  });

  it('refuses fractions and absurd spans', () => {
    expect(() => addWorkingDays('2026-01-01', 1.5, 'scotland')).toThrow(CalendarError);
    expect(() => addWorkingDays('2026-01-01', 200_000, 'scotland')).toThrow(CalendarError);
  });
});

describe('addDaysExcluding: Construction Act s.116 reckoning', () => {
  it('excludes Christmas Day, Good Friday and bank holidays, but not weekends', () => {
    // After 22 Dec 2026: 23, 24, (25 out), 26 Sat, 27 Sun, (28 out: Boxing Day substitute), 29.
    expect(addDaysExcluding('2026-12-22', 5, 'england-and-wales')).toBe('2026-12-29');
    // Christmas Day 2027 is a Saturday and still excluded; Sunday 26th counts; 27th and 28th are bank holidays.
    expect(addDaysExcluding('2027-12-23', 5, 'england-and-wales')).toBe('2027-12-31');
    expect(isExcludedBySection116('2027-12-25', 'scotland')).toBe(true);
    expect(isExcludedBySection116('2027-12-26', 'scotland')).toBe(false);
    // Good Friday 2026 (3 April) is out everywhere; Easter Monday only outside Scotland.
    expect(addDaysExcluding('2026-04-01', 4, 'scotland')).toBe('2026-04-06');
    expect(addDaysExcluding('2026-04-01', 4, 'england-and-wales')).toBe('2026-04-07');
    expect(addDaysExcluding('2026-04-01', 4, 'northern-ireland')).toBe('2026-04-07');
  });

  it('uses the region’s own bank holidays', () => {
    expect(addDaysExcluding('2026-03-16', 1, 'northern-ireland')).toBe('2026-03-18'); // St Patrick's Day
    expect(addDaysExcluding('2026-03-16', 1, 'england-and-wales')).toBe('2026-03-17');
    expect(addDaysExcluding('2025-11-28', 3, 'scotland')).toBe('2025-12-02'); // Sat, Sun, (1 Dec out), 2 Dec
    expect(addDaysExcluding('2025-11-28', 3, 'england-and-wales')).toBe('2025-12-01');
  });

  it('a period begins the day after the date; zero days is the date itself; negatives are refused', () => {
    expect(addDaysExcluding('2026-06-01', 7, 'scotland')).toBe('2026-06-08');
    expect(addDaysExcluding('2026-06-01', 0, 'scotland')).toBe('2026-06-01');
    expect(() => addDaysExcluding('2026-06-01', -1, 'scotland')).toThrow(CalendarError);
  });
});

describe('regionForPostcode', () => {
  it.each([
    ['BT1 1AA', 'northern-ireland'],
    ['bt7 1nn', 'northern-ireland'],
    ['BT', null],
    ['EH1 1YZ', 'scotland'],
    ['G2 1DY', 'scotland'],
    ['GL1 1AA', 'england-and-wales'], // Gloucester, not Glasgow
    ['ZE1 0AA', 'scotland'],
    ['DG16 5AA', 'scotland'], // Gretna
    ['TD1 5AA', 'scotland'], // Galashiels (not TD15)
    ['TD15 1AA', 'england-and-wales'], // Berwick-upon-Tweed
    ['TD12 4AA', 'england-and-wales'], // Cornhill-on-Tweed
    ['TD12 4', null],
    ['TD12 3AA', 'scotland'], // Coldstream
    ['AB10', 'scotland'],
    ['CF10 5GA', 'england-and-wales'],
    ['LL57 2DG', 'england-and-wales'],
    ['SW1A 1AA', 'england-and-wales'],
    ['m11ae', 'england-and-wales'],
    ['JE2 3AB', null],
    ['GY1 1AA', null],
    ['IM1 1AA', null],
    ['not a postcode', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (postcode, region) => {
    expect(regionForPostcode(postcode)).toBe(region);
  });

  it('covers every listed area', () => {
    for (const area of SCOTTISH_POSTCODE_AREAS)
      expect(regionForPostcode(`${area}2 1AA`), area).toBe('scotland');
    for (const area of NORTHERN_IRISH_POSTCODE_AREAS) {
      expect(regionForPostcode(`${area}2 1AA`), area).toBe('northern-ireland');
    }
    for (const area of NON_UK_POSTCODE_AREAS) expect(regionForPostcode(`${area}2 1AA`), area).toBeNull();
  });
});

describe('londonDate', () => {
  it('is the Europe/London calendar date of an instant', () => {
    expect(londonDate(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-28'); // GMT
    expect(londonDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01'); // BST
    expect(londonDate(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25');
    expect(londonDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
