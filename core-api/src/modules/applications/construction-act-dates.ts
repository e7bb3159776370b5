// Owns the Construction Act dates of an application for payment (docs/decisions/0037-construction-act-dates.md):
// the due date, the payer's payment notice deadline, the final date for payment and the pay less notice deadline,
// each with the rule that gave it, from the contract's terms or, where the contract sets none, the Scheme for
// Construction Contracts (England and Wales) Regulations 1998 Part II as amended in 2011. Periods are reckoned
// as s.116 of the Housing Grants, Construction and Regeneration Act 1996 says: from the day after, leaving out
// Christmas Day, Good Friday and the bank holidays of the part of the UK where the work is (weekends count).
import {
  addDays,
  addDaysExcluding,
  daysBeforeExcluding,
  isExcludedBySection116,
  type UkRegion,
} from '../../lib/calendar.js';
import { formatUkDate } from '../../lib/pdf.js';

export const PAYMENT_TERMS = ['contract', 'scheme'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** The payer's payment notice: not later than 5 days after the due date (s.110A(2); Scheme Part II para 9). */
export const PAYMENT_NOTICE_DAYS = 5;
/** Scheme Part II: due 7 days after the end of the period (para 4), final date 17 days after (para 8). */
export const SCHEME_DUE_DAYS = 7;
export const SCHEME_FINAL_DAYS = 17;
/** Scheme Part II para 10: a pay less notice not later than 7 days before the final date. */
export const SCHEME_PAY_LESS_DAYS = 7;

export interface TermsSnapshot {
  terms: PaymentTerms;
  /** Contract terms: due date = valuation date + this many days. */
  due_days: number;
  /** Final date for payment = due date + this many days. */
  final_days: number;
  /** Latest pay less notice = this many days before the final date. */
  pay_less_days: number;
  region: UkRegion;
}

export interface ActDates {
  due_date: string;
  due_rule: string;
  payment_notice_deadline: string;
  payment_notice_rule: string;
  final_date: string;
  final_rule: string;
  pay_less_deadline: string;
  pay_less_rule: string;
  /** Days the final date was postponed by a payee's notice in default (s.110B), 0 when none was given. */
  postponed_days: number;
}

const REGION_WORDS: Record<UkRegion, string> = {
  'england-and-wales': 'England and Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
};

const s116 = (region: UkRegion) =>
  `s.116: Christmas Day, Good Friday and ${REGION_WORDS[region]} bank holidays not counted`;

// "Not later than n days before" (the pay less notice) is reckoned by the calendar, beside s.116's periods after.
export { daysBeforeExcluding };

/**
 * The days of a period that runs from the day after `from` up to and including `to`, reckoned as s.116 says
 * (Christmas Day, Good Friday and the region's bank holidays left out; weekends count); 0 when `to` is not after
 * `from`. So addDaysExcluding(from, periodDaysExcluding(from, to)) is `to`, or the first counted day before it.
 */
export function periodDaysExcluding(from: string, to: string, region: UkRegion): number {
  let n = 0;
  for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) if (!isExcludedBySection116(d, region)) n += 1;
  return n;
}

/**
 * The four dates for an application valued on `valuationDate` whose claim was made on `claimDate` (null while it
 * is a draft: the Scheme's due date is then reckoned from the valuation alone). `defaultNoticeDate` is the day
 * the payee gave a notice in default of the payer's payment notice (s.110B): the final date for payment is then
 * postponed by the days after the payment notice's latest date that it was given, and the pay less deadline
 * follows the final date.
 */
export function constructionActDates(
  terms: TermsSnapshot,
  valuationDate: string,
  claimDate: string | null,
  defaultNoticeDate: string | null = null,
): ActDates {
  const { region } = terms;
  let due: string;
  let dueRule: string;
  if (terms.terms === 'scheme') {
    const afterPeriod = addDaysExcluding(valuationDate, SCHEME_DUE_DAYS, region);
    due = claimDate && claimDate > afterPeriod ? claimDate : afterPeriod;
    dueRule =
      claimDate && claimDate > afterPeriod
        ? `Scheme Part II para 4: the date the claim was made, later than ${SCHEME_DUE_DAYS} days after the valuation date`
        : `Scheme Part II para 4: ${SCHEME_DUE_DAYS} days after the valuation date (or the claim, if later); ${s116(region)}`;
  } else {
    due = addDaysExcluding(valuationDate, terms.due_days, region);
    dueRule = `Contract: ${terms.due_days} days after the valuation date; ${s116(region)}`;
  }
  const finalDays = terms.terms === 'scheme' ? SCHEME_FINAL_DAYS : terms.final_days;
  const payLessDays = terms.terms === 'scheme' ? SCHEME_PAY_LESS_DAYS : terms.pay_less_days;
  const paymentNoticeDeadline = addDaysExcluding(due, PAYMENT_NOTICE_DAYS, region);
  const postponed = defaultNoticeDate
    ? periodDaysExcluding(paymentNoticeDeadline, defaultNoticeDate, region)
    : 0;
  const final = addDaysExcluding(due, finalDays + postponed, region);
  const source = terms.terms === 'scheme' ? 'Scheme Part II' : 'Contract';
  const postponement = defaultNoticeDate
    ? `; postponed ${postponed} day${postponed === 1 ? '' : 's'} by the payee’s notice in default given ${formatUkDate(defaultNoticeDate)}, that many days after the payment notice’s latest date (s.110B)`
    : '';
  return {
    due_date: due,
    due_rule: dueRule,
    payment_notice_deadline: paymentNoticeDeadline,
    payment_notice_rule: `s.110A(2) and Scheme Part II para 9: not later than ${PAYMENT_NOTICE_DAYS} days after the due date; ${s116(region)}`,
    final_date: final,
    final_rule: `${source}${terms.terms === 'scheme' ? ' para 8' : ''} (s.110(1)(b)): ${finalDays} days after the due date; ${s116(region)}${postponement}`,
    pay_less_deadline: daysBeforeExcluding(final, payLessDays, region),
    pay_less_rule: `s.111(5)${terms.terms === 'scheme' ? ' and Scheme Part II para 10' : ''}: not later than ${payLessDays} days before the final date; ${s116(region)}`,
    postponed_days: postponed,
  };
}

export interface NoticeFacts {
  status: string;
  today: string;
  dates: ActDates;
  has_payment_notice: boolean;
  has_pay_less_notice: boolean;
  /** The payee's notice in default was given: the payer's missed notice is answered. */
  has_default_notice?: boolean;
}

export interface ApplicationWarning {
  code: 'payment_notice_due' | 'no_payment_notice' | 'pay_less_due' | 'payment_overdue';
  tone: 'info' | 'warning' | 'danger';
  message: string;
}

const OPEN = new Set(['submitted', 'certified', 'part_paid']);

/**
 * What the reader should be told today: the payer's notice still to come or missed (then the application stands
 * as the notified sum, s.110B(4), and the payee may give a notice in default), the pay less window, and a
 * payment past its final date.
 */
export function applicationWarnings(f: NoticeFacts): ApplicationWarning[] {
  if (!OPEN.has(f.status)) return [];
  const out: ApplicationWarning[] = [];
  const { dates, today } = f;
  if (!f.has_payment_notice && !f.has_pay_less_notice) {
    if (f.has_default_notice) {
      // answered by the payee's notice in default: its sum is the notified sum, by the postponed final date
    } else if (today > dates.payment_notice_deadline) {
      out.push({
        code: 'no_payment_notice',
        tone: 'warning',
        message: `No payment notice was given by ${formatUkDate(dates.payment_notice_deadline)}: the application stands as the notified sum (s.110B(4)) and the payee may give a notice in default`,
      });
    } else {
      out.push({
        code: 'payment_notice_due',
        tone: 'info',
        message: `Payment notice due by ${formatUkDate(dates.payment_notice_deadline)}`,
      });
    }
  }
  if (!f.has_pay_less_notice && today <= dates.pay_less_deadline) {
    out.push({
      code: 'pay_less_due',
      tone: 'info',
      message: `Any pay less notice must be given by ${formatUkDate(dates.pay_less_deadline)}`,
    });
  }
  if (today > dates.final_date) {
    out.push({
      code: 'payment_overdue',
      tone: 'danger',
      message: `Payment overdue: the final date for payment was ${formatUkDate(dates.final_date)}`,
    });
  }
  return out;
}
