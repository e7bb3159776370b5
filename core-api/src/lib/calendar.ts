// Owns the UK working-day calendar: bank holidays per part of the UK (England and Wales, Scotland, Northern
// Ireland), working days (Monday–Friday except bank holidays), and the Construction Act's way of reckoning
// periods (s.116: Christmas Day, Good Friday and bank holidays do not count; weekends do). Dates are calendar
// dates in Europe/London written YYYY-MM-DD; the arithmetic runs on UTC midnights so clock changes never shift
// a day. Bank holidays come from `date-holidays` (pinned), filtered to the weekdays gov.uk publishes (the
// substitute Monday rather than the Saturday or Sunday). Why and what was checked:
// docs/decisions/0020-uk-calendar.md.
import Holidays from 'date-holidays';

export const UK_REGIONS = ['england-and-wales', 'scotland', 'northern-ireland'] as const;
export type UkRegion = (typeof UK_REGIONS)[number];

/** England and Wales share one list of bank holidays; date-holidays keys the parts of GB by state. */
const STATE_OF: Record<UkRegion, string> = {
  'england-and-wales': 'ENG',
  scotland: 'SCT',
  'northern-ireland': 'NIR',
};

export class CalendarError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarError';
  }
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// The walks below (a period of days, the working days between two dates) run on day numbers and never format a
// date inside their loops: an applications list reckons four Construction Act dates for each of its rows, and
// formatting each day it stepped over was a third of core-api's time on that list (issue 13's profile).

/** 'YYYY-MM-DD' → days since 1970-01-01 (a real calendar date, else CalendarError). */
function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new CalendarError(`${date} is not a date (YYYY-MM-DD)`);
  const y = Number(match[1]);
  const m = Number(match[2]) - 1;
  const d = Number(match[3]);
  const at = new Date(Date.UTC(y, m, d));
  // Date.UTC rolls 31 April into 1 May and reads the years 0–99 as 1900–1999: a date it changed is not real.
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m || at.getUTCDate() !== d) {
    throw new CalendarError(`${date} is not a date (YYYY-MM-DD)`);
  }
  return at.getTime() / DAY_MS;
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday (day 0, 1 January 1970, was a Thursday). */
function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function assertRegion(region: UkRegion): void {
  if (!STATE_OF[region]) throw new CalendarError(`Unknown UK region ${String(region)}`);
}

const LONDON = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Europe/London calendar date of an instant: 2026-03-28T23:30Z → 2026-03-28; 2026-06-30T23:30Z → 07-01. */
export function londonDate(instant: Date = new Date()): string {
  return LONDON.format(instant);
}

/**
 * SQL for the first day (YYYY-MM-06) of the tax month (6th to the 5th) a DATE column falls in: five days back
 * lands in the calendar month the tax month starts in.
 */
export function taxMonthStartSql(column: string): string {
  return `to_char(date_trunc('month', ${column} - 5), 'YYYY-MM') || '-06'`;
}

/** The date `n` calendar days after (or before, when negative) `date`. */
export function addDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new CalendarError('Days must be a whole number');
  return dateOf(dayNumber(date) + n);
}

/** The Monday of the week `date` (YYYY-MM-DD) falls in. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

export interface BankHoliday {
  date: string;
  name: string;
}

/** A year's bank holidays in one region, as dates and as day numbers, and the days s.116 leaves out. */
interface YearHolidays {
  list: BankHoliday[];
  /** The bank holidays' day numbers. */
  days: Set<number>;
  /** Bank holidays and Christmas Day (also when it falls on a weekend): the days s.116 does not count. */
  excluded: Set<number>;
  /** The year's first and last day numbers. */
  first: number;
  last: number;
}

const holidayCache = new Map<UkRegion, Map<number, YearHolidays>>();
const engines = new Map<UkRegion, Holidays>();

function holidaysOf(year: number, region: UkRegion): YearHolidays {
  let years = holidayCache.get(region);
  if (!years) {
    years = new Map();
    holidayCache.set(region, years);
  }
  let entry = years.get(year);
  if (!entry) {
    let engine = engines.get(region);
    if (!engine) {
      engine = new Holidays('GB', STATE_OF[region]);
      engines.set(region, engine);
    }
    const list = engine
      .getHolidays(year)
      .filter((h) => h.type === 'public')
      .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
      .filter((h) => {
        const weekday = weekdayOf(dayNumber(h.date));
        return weekday !== 0 && weekday !== 6;
      });
    const days = new Set(list.map((h) => dayNumber(h.date)));
    const first = Date.UTC(year, 0, 1) / DAY_MS;
    entry = {
      list,
      days,
      excluded: new Set([...days, Date.UTC(year, 11, 25) / DAY_MS]),
      first,
      last: Date.UTC(year, 11, 31) / DAY_MS,
    };
    years.set(year, entry);
  }
  return entry;
}

/** The year holding `day` in `region`; a walk stays in one year for many days, so the last one is kept. */
let lastYear: { region: UkRegion; entry: YearHolidays } | null = null;
function yearHolding(day: number, region: UkRegion): YearHolidays {
  if (lastYear && lastYear.region === region && day >= lastYear.entry.first && day <= lastYear.entry.last) {
    return lastYear.entry;
  }
  const entry = holidaysOf(new Date(day * DAY_MS).getUTCFullYear(), region);
  lastYear = { region, entry };
  return entry;
}

/**
 * The bank holidays of `year` in `region` as gov.uk publishes them: weekdays only, substitute days included
 * (Christmas 2027 falls on a Saturday: the bank holidays are Monday 27 and Tuesday 28 December).
 */
export function bankHolidays(year: number, region: UkRegion): BankHoliday[] {
  assertRegion(region);
  if (!Number.isInteger(year) || year < 1971 || year > 9999)
    throw new CalendarError(`Year ${year} is out of range`);
  return holidaysOf(year, region).list.map((h) => ({ ...h }));
}

function isBankHolidayDay(day: number, region: UkRegion): boolean {
  return yearHolding(day, region).days.has(day);
}

export function isBankHoliday(date: string, region: UkRegion): boolean {
  return isBankHolidayDay(dayNumber(date), region);
}

function isWorkingDayNumber(day: number, region: UkRegion): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !isBankHolidayDay(day, region);
}

/** Monday to Friday and not a bank holiday in `region`. */
export function isWorkingDay(date: string, region: UkRegion): boolean {
  assertRegion(region);
  return isWorkingDayNumber(dayNumber(date), region);
}

/** Walks `n` counted days from day number `from` (which never counts itself); `counts` says which days count. */
function walk(from: number, n: number, counts: (day: number) => boolean): number {
  if (!Number.isInteger(n)) throw new CalendarError('Days must be a whole number');
  if (Math.abs(n) > 100_000) throw new CalendarError('Days must be at most 100000');
  let day = from;
  const direction = n < 0 ? -1 : 1;
  for (let left = Math.abs(n); left > 0;) {
    day += direction;
    if (counts(day)) left -= 1;
  }
  return day;
}

/** `walk` from a date to a date. */
function step(date: string, n: number, counts: (day: number) => boolean): string {
  return dateOf(walk(dayNumber(date), n, counts));
}

/**
 * The date `n` working days after `date` (before it when `n` is negative); `date` itself does not count and
 * need not be a working day. n = 0 answers `date` unchanged. Thursday 2026-12-24 + 1 → Tuesday 2026-12-29.
 */
export function addWorkingDays(date: string, n: number, region: UkRegion): string {
  assertRegion(region);
  return step(date, n, (day) => isWorkingDayNumber(day, region));
}

/**
 * Working days after `from` up to and including `to` (from exclusive, to inclusive), negative when `to` is
 * before `from`. So `workingDaysBetween(d, addWorkingDays(d, n)) === n` for every d and every n ≥ 0.
 */
export function workingDaysBetween(from: string, to: string, region: UkRegion): number {
  assertRegion(region);
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (Math.abs(end - start) > 400_000) throw new CalendarError('Dates are too far apart');
  let count = 0;
  if (end >= start) {
    for (let day = start + 1; day <= end; day += 1) if (isWorkingDayNumber(day, region)) count += 1;
    return count;
  }
  for (let day = end + 1; day <= start; day += 1) if (isWorkingDayNumber(day, region)) count -= 1;
  return count;
}

/** Working days from `first` to `last`, both included (a hire from Monday to Friday of one week is 5). */
export function countWorkingDays(first: string, last: string, region: UkRegion): number {
  return workingDaysBetween(addDays(first, -1), last, region);
}

/** Days s.116 of the Construction Act leaves out of a period: Christmas Day, Good Friday and bank holidays. */
export function isExcludedBySection116(date: string, region: UkRegion): boolean {
  assertRegion(region);
  return isExcludedDay(dayNumber(date), region);
}

function isExcludedDay(day: number, region: UkRegion): boolean {
  // Christmas Day, and the bank holidays (Good Friday is one in every part of the UK, so the list has it).
  return yearHolding(day, region).excluded.has(day);
}

/**
 * The last day of a period of `n` days after `date`, reckoned as the Housing Grants, Construction and
 * Regeneration Act 1996 s.116 says (Construction Contracts (Northern Ireland) Order 1997 art. 13 for NI): the
 * period begins immediately after `date`, and Christmas Day, Good Friday and the region's bank holidays are
 * excluded. Weekends are NOT excluded. A payment notice due 5 days after 2026-12-22 → 2026-12-29 (25 and 28
 * December do not count; the weekend does).
 */
export function addDaysExcluding(date: string, n: number, region: UkRegion): string {
  assertRegion(region);
  if (n < 0) throw new CalendarError('A period cannot be negative');
  return step(date, n, (day) => !isExcludedDay(day, region));
}

/**
 * The last day on which something must be done "not later than `n` days before `date`": the `n` counted days
 * run from the day after it up to and including `date`, s.116 days left out (so a holiday moves it earlier).
 * 7 days before Friday 2027-04-02 (Good Friday, not counted) → Thursday 2027-03-25.
 */
export function daysBeforeExcluding(date: string, n: number, region: UkRegion): string {
  assertRegion(region);
  if (!Number.isInteger(n) || n < 0) throw new CalendarError('Days must be a whole number from 0');
  // The n counted days end on `date`: walk back n of them from the day after it; the answer is the day before.
  const earliest = walk(dayNumber(date) + 1, -n, (day) => !isExcludedDay(day, region));
  return dateOf(earliest - 1);
}

/**
 * Postcode areas (the letters before the first digit) outside England and Wales. Scotland: Aberdeen, Dundee,
 * Dumfries & Galloway, Edinburgh, Falkirk, Glasgow, Outer Hebrides, Inverness, Kilmarnock, Kirkwall,
 * Kirkcaldy, Motherwell, Paisley, Perth, Galashiels (TD, but see below), Shetland (Lerwick). Northern Ireland: BT.
 */
export const SCOTTISH_POSTCODE_AREAS = [
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'TD',
  'ZE',
] as const;
export const NORTHERN_IRISH_POSTCODE_AREAS = ['BT'] as const;
/** Crown dependencies have their own holidays and are outside the Construction Act: no UK region. */
export const NON_UK_POSTCODE_AREAS = ['GY', 'JE', 'IM'] as const;
/**
 * TD straddles the border: TD15 (Berwick-upon-Tweed) and sector TD12 4 (Cornhill-on-Tweed) are in England; the
 * rest of TD is Scotland (an outward code TD12 alone counts as Scotland, where most of it is).
 */
const ENGLISH_TD = /^TD15 |^TD12 4/;

const POSTCODE = /^([A-Z]{1,2})(\d[A-Z\d]?)\s*(\d)[A-Z]{2}$/;
const OUTWARD_ONLY = /^([A-Z]{1,2})(\d[A-Z\d]?)$/;

/**
 * The part of the UK a postcode is in, for its bank holidays: BT → Northern Ireland; Scottish areas →
 * Scotland; anything else in the UK → England and Wales. Null for a postcode that is not a UK postcode shape,
 * or is in Jersey, Guernsey or the Isle of Man. Accepts a full postcode or just its outward code.
 */
export function regionForPostcode(postcode: string | null | undefined): UkRegion | null {
  if (!postcode) return null;
  const compact = postcode.toUpperCase().replace(/\s+/g, '');
  const full = POSTCODE.exec(compact);
  const outwardOnly = full ? null : OUTWARD_ONLY.exec(compact);
  const match = full ?? outwardOnly;
  if (!match) return null;
  const area = match[1]!;
  if ((NON_UK_POSTCODE_AREAS as readonly string[]).includes(area)) return null;
  if ((NORTHERN_IRISH_POSTCODE_AREAS as readonly string[]).includes(area)) return 'northern-ireland';
  if ((SCOTTISH_POSTCODE_AREAS as readonly string[]).includes(area)) {
    const districtAndSector = `${area}${match[2]} ${full ? full[3] : ''}`;
    if (area === 'TD' && ENGLISH_TD.test(districtAndSector)) return 'england-and-wales';
    return 'scotland';
  }
  return 'england-and-wales';
}
