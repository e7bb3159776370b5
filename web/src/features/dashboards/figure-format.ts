// How the dashboards word their figures: the headline of a figure, how far off a due date is, and how long
// ago something happened — the wording every widget shares.
import { differenceInCalendarDays, formatDistanceStrict, parseISO } from 'date-fns';
import { formatCount, formatPence, formatPercent } from '../../lib/format';
import type { Figure } from './use-live-board';

/** The big number of a figure card: pounds for money, "50%" for a share, else the count (or a breakdown's sum). */
export function headline(figure: Figure): string {
  if (figure.kind === 'money') return formatPence(figure.amount_pence ?? 0);
  if (figure.kind === 'percent') return formatPercent(figure.count);
  if (figure.count !== null) return formatCount(figure.count);
  return formatCount(figure.items.reduce((sum, item) => sum + (item.value ?? 0), 0));
}

/** "Today", "Tomorrow", "In 5 days", "Yesterday", "3 days overdue" — a due date against today (YYYY-MM-DD). */
export function dueIn(date: string, today: string): string {
  const days = differenceInCalendarDays(parseISO(date), parseISO(today));
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days > 1) return `In ${days} days`;
  if (days === -1) return '1 day overdue';
  return `${-days} days overdue`;
}

/** "Just now", "5 minutes ago", "3 hours ago", "2 days ago". */
export function ago(instant: string, now: Date): string {
  const when = parseISO(instant);
  if (now.getTime() - when.getTime() < 45_000) return 'Just now';
  return `${formatDistanceStrict(when, now, { roundingMethod: 'floor' })} ago`;
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
