// How the dashboards word their figures: the headline of a figure, how far off a due date is, and how long
// ago something happened — the wording every widget shares. The date arithmetic is by hand, worded as date-fns'
// formatDistanceStrict words it: date-fns' parsing, distance and English locale were 5 kB gzip of the
// dashboards' first load (issue 36, decision 0072).
import { formatCount, formatPence, formatPercent } from '../../lib/format';
import type { Figure } from './use-live-board';

/** The big number of a figure card: pounds for money, "50%" for a share, else the count (or a breakdown's sum). */
export function headline(figure: Figure): string {
  if (figure.kind === 'money') return formatPence(figure.amount_pence ?? 0);
  if (figure.kind === 'percent') return formatPercent(figure.count);
  if (figure.count !== null) return formatCount(figure.count);
  return formatCount(figure.items.reduce((sum, item) => sum + (item.value ?? 0), 0));
}

const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD), or an instant's day on this device's calendar, as a count of UTC days. */
function dayNumber(value: string): number {
  const day = CALENDAR_DATE.exec(value);
  const date = day ? null : new Date(value);
  const [year, month, dayOfMonth] = day
    ? [Number(day[1]), Number(day[2]) - 1, Number(day[3])]
    : [date!.getFullYear(), date!.getMonth(), date!.getDate()];
  return Math.round(Date.UTC(year, month, dayOfMonth) / DAY_MS);
}

/** "Today", "Tomorrow", "In 5 days", "Yesterday", "3 days overdue" — a due date against today (YYYY-MM-DD). */
export function dueIn(date: string, today: string): string {
  const days = dayNumber(date) - dayNumber(today);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days > 1) return `In ${days} days`;
  if (days === -1) return '1 day overdue';
  return `${-days} days overdue`;
}

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * How long from `earlier` to `later`, rounded down in the largest unit that fits: "45 seconds", "5 minutes",
 * "3 hours", "2 days", "4 months", "1 year". Days and longer count calendar time across a clock change, as
 * date-fns' formatDistanceStrict does (a month is 30 days, a year 365).
 */
export function distance(earlier: Date, later: Date): string {
  const ms = later.getTime() - earlier.getTime();
  const minutes = ms / 60_000;
  const calendarMinutes = minutes - (later.getTimezoneOffset() - earlier.getTimezoneOffset());
  if (minutes < 1) return count(Math.floor(ms / 1000), 'second');
  if (minutes < 60) return count(Math.floor(minutes), 'minute');
  if (minutes < 1440) return count(Math.floor(minutes / 60), 'hour');
  if (calendarMinutes < 43_200) return count(Math.floor(calendarMinutes / 1440), 'day');
  const months = Math.floor(calendarMinutes / 43_200);
  if (calendarMinutes < 525_600) return months === 12 ? count(1, 'year') : count(months, 'month');
  return count(Math.floor(calendarMinutes / 525_600), 'year');
}

/** "Just now", "5 minutes ago", "3 hours ago", "2 days ago". */
export function ago(instant: string, now: Date): string {
  const when = new Date(instant);
  if (now.getTime() - when.getTime() < 45_000) return 'Just now';
  return `${distance(when, now)} ago`;
}

/** Committed spend as a share of budget, whole percent ("<1%" for a sliver, "—" without a budget). */
export function usedPercent(budget: number, committed: number): string {
  if (budget <= 0) return committed > 0 ? 'No budget' : '—';
  const share = (committed / budget) * 100;
  // £7,690 against £4.2m is not nothing: say so rather than "0%".
  if (committed > 0 && share < 0.5) return '<1%';
  return formatPercent(share);
}

/** The height of the budget chart for so many projects (a bar pair each, plus axis and legend). */
export const chartHeight = (rows: number) => `${Math.max(160, rows * 48 + 60)}px`;
