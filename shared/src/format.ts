// How every package writes figures and dates for people (decision 0066): dd/mm/yyyy in Europe/London, a time as
// 24-hour HH:mm, whole counts with separators, a share as "50%", and a count with its noun in the right number
// ("1 new company", "2 new companies"). Money is `formatPence` in money.ts. Intl only: no dependencies.

const LONDON = 'Europe/London';
const EMPTY = '—';

// The Intl formatters are made on first use, not when the module loads: the first one with a time zone costs
// Chromium ~25 ms of ICU set-up, which every page importing this file paid before showing anything, though a
// calendar date (`YYYY-MM-DD`, most dates on screen) never needs it (decision 0094).
let dayFormat: Intl.DateTimeFormat | undefined;
let dayTimeFormat: Intl.DateTimeFormat | undefined;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function instant(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * dd/mm/yyyy. A calendar date (`YYYY-MM-DD`) prints as that day; an instant (a `Date` or an ISO timestamp)
 * prints as its day in Europe/London (23:30 UTC on 30 June is 1 July in BST). Empty or not a date → "—".
 */
export function formatUkDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return EMPTY;
  if (typeof value === 'string') {
    const day = CALENDAR_DATE.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const date = instant(value);
  if (!date) return EMPTY;
  dayFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return dayFormat.format(date);
}

/** An instant as "dd/mm/yyyy HH:mm" in Europe/London; empty or not a date → "—". */
export function formatUkDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return EMPTY;
  const date = instant(value);
  if (!date) return EMPTY;
  const part = ukDateTimeParts(date);
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** An instant's day, month, year, hour and minute in Europe/London, two digits each (four for the year), 24-hour. */
export function ukDateTimeParts(date: Date): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  dayTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(dayTimeFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return { day: part.day!, month: part.month!, year: part.year!, hour: part.hour!, minute: part.minute! };
}

let time: Intl.DateTimeFormat | undefined;
let weekday: Intl.DateTimeFormat | undefined;

/** An instant's London time of day, 24-hour with seconds: "14:05:09" (a live board's last update); else "—". */
export function formatUkTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return EMPTY;
  const date = instant(value);
  if (!date) return EMPTY;
  time ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return time.format(date);
}

/** A calendar date (`YYYY-MM-DD`) with its day's name: "Friday 27/11/2026"; anything else → "—". */
export function formatUkDayDate(value: string | null | undefined): string {
  const day = value ? CALENDAR_DATE.exec(value) : null;
  if (!day) return EMPTY;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  if (Number.isNaN(date.getTime())) return EMPTY;
  weekday ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' });
  return `${weekday.format(date)} ${day[3]}/${day[2]}/${day[1]}`;
}

/** A whole count as the UK writes it: 1,030. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-GB');
}

/** A whole percentage: 50 → "50%", 12.6 → "13%"; null → "—". */
export function formatPercent(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return EMPTY;
  const whole = Math.round(value);
  return `${formatCount(whole === 0 ? 0 : whole)}%`;
}

/** "1 new company", "2 new companies", "0 files": the count and its noun in the right number. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/**
 * A system key as words, for a key no label map knows yet: "application_template_created" →
 * "Application template created", "on_hire" → "On hire". Keys already in words are only capitalised.
 */
export function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : words;
}
