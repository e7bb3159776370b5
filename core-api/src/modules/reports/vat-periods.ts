// Owns the company's VAT return periods (decision 0086): quarters on one of HMRC's three staggers (ending
// Mar/Jun/Sep/Dec, Jan/Apr/Jul/Oct or Feb/May/Aug/Nov) or calendar months, as the company setting "VAT quarter
// ends" says. A period runs from the first day of its first month to the last day of its last, dates in
// Europe/London (YYYY-MM-DD).
import { addDays } from '../../lib/calendar.js';
import type { VatQuarterEnds } from '../../models/index.js';

export interface VatPeriod {
  /** The period's last month, YYYY-MM: how a period is named in the query string. */
  period_end: string;
  start: string;
  end: string;
}

/** The month (1–12) each stagger's quarters end on, modulo 3; monthly: every month. */
const RESIDUE: Record<Exclude<VatQuarterEnds, 'monthly'>, number> = {
  mar_jun_sep_dec: 0,
  jan_apr_jul_oct: 1,
  feb_may_aug_nov: 2,
};

export const STAGGER_WORDS: Record<VatQuarterEnds, string> = {
  mar_jun_sep_dec: 'quarters ending March, June, September and December',
  jan_apr_jul_oct: 'quarters ending January, April, July and October',
  feb_may_aug_nov: 'quarters ending February, May, August and November',
  monthly: 'monthly',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** Months counted from year 0: 2026-06 is 2026 × 12 + 5. */
const monthIndex = (ym: string) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1;
const monthText = (i: number) => `${Math.floor(i / 12)}-${pad((i % 12) + 1)}`;

function periodOfEndIndex(endIndex: number, stagger: VatQuarterEnds): VatPeriod {
  const startIndex = stagger === 'monthly' ? endIndex : endIndex - 2;
  const nextMonth = `${monthText(endIndex + 1)}-01`;
  return {
    period_end: monthText(endIndex),
    start: `${monthText(startIndex)}-01`,
    end: addDays(nextMonth, -1),
  };
}

/** Whether a period of `stagger` ends in month `ym` (YYYY-MM). */
export function endsInMonth(stagger: VatQuarterEnds, ym: string): boolean {
  return stagger === 'monthly' || ((monthIndex(ym) % 12) + 1) % 3 === RESIDUE[stagger];
}

/** The period that ends in month `ym`; null when no period of the stagger ends then. */
export function vatPeriodEnding(stagger: VatQuarterEnds, ym: string): VatPeriod | null {
  return endsInMonth(stagger, ym) ? periodOfEndIndex(monthIndex(ym), stagger) : null;
}

/** The period a date (YYYY-MM-DD) falls in. */
export function vatPeriodOf(stagger: VatQuarterEnds, date: string): VatPeriod {
  let end = monthIndex(date.slice(0, 7));
  while (!endsInMonth(stagger, monthText(end))) end += 1;
  return periodOfEndIndex(end, stagger);
}

/** The period of `date` and the `count − 1` before it, newest first: what the page offers. */
export function recentVatPeriods(stagger: VatQuarterEnds, date: string, count = 8): VatPeriod[] {
  const out = [vatPeriodOf(stagger, date)];
  while (out.length < count) out.push(vatPeriodOf(stagger, addDays(out[out.length - 1]!.start, -1)));
  return out;
}
