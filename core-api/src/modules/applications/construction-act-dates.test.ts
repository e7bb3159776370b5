// Worked examples of the Construction Act dates (decision 0037): contract terms and the Scheme, periods reckoned
// under s.116 (weekends count; Christmas Day, Good Friday and the region's bank holidays do not) across month
// ends, weekends, Easter and Christmas, pay less deadlines counted back from the final date, and the warnings
// when no payment notice comes or payment is overdue.
import { describe, expect, it } from 'vitest';
import {
  applicationWarnings,
  constructionActDates,
  daysBeforeExcluding,
  type TermsSnapshot,
} from './construction-act-dates.js';

const CONTRACT: TermsSnapshot = {
  terms: 'contract',
  due_days: 14,
  final_days: 17,
  pay_less_days: 7,
  region: 'england-and-wales',
};
const SCHEME: TermsSnapshot = { ...CONTRACT, terms: 'scheme', due_days: 0, final_days: 0, pay_less_days: 0 };

describe('contract terms', () => {
  it('across a month end, with no holidays: due +14, notice +5, final +17, pay less 7 before', () => {
    const d = constructionActDates(CONTRACT, '2026-01-31', null);
    expect(d.due_date).toBe('2026-02-14');
    expect(d.payment_notice_deadline).toBe('2026-02-19');
    expect(d.final_date).toBe('2026-03-03'); // 14 Feb + 17 across the end of February (28 days)
    expect(d.pay_less_deadline).toBe('2026-02-24'); // 25 Feb to 3 Mar are the 7 days
    expect(d.due_rule).toContain('Contract: 14 days after the valuation date');
    expect(d.payment_notice_rule).toContain('s.110A(2)');
    expect(d.pay_less_rule).toContain('s.111(5)');
  });

  it('weekends count: a Saturday valuation + 14 is a Saturday due date, not moved', () => {
    const d = constructionActDates(CONTRACT, '2026-10-31', null);
    expect(d.due_date).toBe('2026-11-14');
    expect(d.payment_notice_deadline).toBe('2026-11-19');
  });

  it('Christmas: 25 and 28 December 2026 (Boxing Day substitute) are left out going forward and back', () => {
    const d = constructionActDates({ ...CONTRACT, due_days: 22 }, '2026-11-30', null);
    expect(d.due_date).toBe('2026-12-22');
    expect(d.payment_notice_deadline).toBe('2026-12-29'); // 23, 24, (25), 26, 27, (28), 29
    expect(daysBeforeExcluding('2026-12-31', 7, 'england-and-wales')).toBe('2026-12-22'); // 31,30,29,(28),27,26,(25),24,23
  });
});

describe('the Scheme for Construction Contracts', () => {
  it('Good Friday and Easter Monday 2026 in England and Wales; Easter Monday counts in Scotland', () => {
    const england = constructionActDates(SCHEME, '2026-03-31', null);
    expect(england.due_date).toBe('2026-04-09'); // 1, 2, (3 Good Friday), 4, 5, (6 Easter Monday), 7, 8, 9
    expect(england.due_rule).toContain('Scheme Part II para 4');
    const scotland = constructionActDates({ ...SCHEME, region: 'scotland' }, '2026-03-31', null);
    expect(scotland.due_date).toBe('2026-04-08');
    expect(scotland.due_rule).toContain('Scotland bank holidays');
  });

  it('final date 17 days after the due date, pay less notice 7 days before it, payment notice 5 after', () => {
    const d = constructionActDates(SCHEME, '2026-06-30', null);
    expect(d.due_date).toBe('2026-07-07');
    expect(d.payment_notice_deadline).toBe('2026-07-12'); // a Sunday: weekends count
    expect(d.final_date).toBe('2026-07-24');
    expect(d.pay_less_deadline).toBe('2026-07-17');
    expect(d.final_rule).toContain('para 8');
    expect(d.pay_less_rule).toContain('para 10');
  });

  it('a claim made later than 7 days after the valuation: the due date is the claim', () => {
    const d = constructionActDates(SCHEME, '2026-01-31', '2026-02-20');
    expect(d.due_date).toBe('2026-02-20');
    expect(d.due_rule).toContain('the date the claim was made');
    expect(constructionActDates(SCHEME, '2026-01-31', '2026-02-03').due_date).toBe('2026-02-07');
  });

  it('a pay less deadline counted back over Easter 2027 (Good Friday 26, Easter Monday 29 March)', () => {
    // 31, 30, (29), 28, 27, (26), 25, 24, 23 are the 7 days: the notice is due by the 22nd.
    expect(daysBeforeExcluding('2027-03-31', 7, 'england-and-wales')).toBe('2027-03-22');
    // In Scotland Easter Monday is not a bank holiday: only Good Friday is left out.
    expect(daysBeforeExcluding('2027-03-31', 7, 'scotland')).toBe('2027-03-23');
    expect(daysBeforeExcluding('2027-03-20', 7, 'england-and-wales')).toBe('2027-03-13');
  });

  it('Northern Ireland: St Patrick’s Day is left out there only', () => {
    expect(constructionActDates({ ...SCHEME, region: 'northern-ireland' }, '2026-03-12', null).due_date).toBe(
      '2026-03-20',
    );
    expect(constructionActDates(SCHEME, '2026-03-12', null).due_date).toBe('2026-03-19');
  });
});

describe('warnings', () => {
  const dates = constructionActDates(CONTRACT, '2026-01-31', '2026-01-31');
  const facts = { status: 'submitted', dates, has_payment_notice: false, has_pay_less_notice: false };

  it('before the deadline: the payment notice and pay less notice are due', () => {
    const w = applicationWarnings({ ...facts, today: '2026-02-15' });
    expect(w.map((x) => x.code)).toEqual(['payment_notice_due', 'pay_less_due']);
    expect(w[0]!.message).toBe('Payment notice due by 19/02/2026');
  });

  it('no payment notice by the deadline: the application stands as the notified sum (s.110B(4))', () => {
    const w = applicationWarnings({ ...facts, today: '2026-02-20' });
    expect(w[0]).toEqual({
      code: 'no_payment_notice',
      tone: 'warning',
      message:
        'No payment notice was given by 19/02/2026: the application stands as the notified sum (s.110B(4)) and the payee may give a notice in default',
    });
  });

  it('past the final date: payment overdue; paid or draft applications warn of nothing', () => {
    const w = applicationWarnings({ ...facts, today: '2026-03-04', has_payment_notice: true });
    expect(w).toEqual([
      {
        code: 'payment_overdue',
        tone: 'danger',
        message: 'Payment overdue: the final date for payment was 03/03/2026',
      },
    ]);
    expect(applicationWarnings({ ...facts, status: 'paid', today: '2026-03-04' })).toEqual([]);
    expect(applicationWarnings({ ...facts, status: 'draft', today: '2026-03-04' })).toEqual([]);
  });
});

describe('the claim date (Scheme Part II para 4, decision 0049)', () => {
  it('a claim made before the period’s end + 7 days: due 7 days after the period', () => {
    const d = constructionActDates(SCHEME, '2026-06-30', '2026-07-03');
    expect([d.due_date, d.payment_notice_deadline, d.final_date, d.pay_less_deadline]).toEqual([
      '2026-07-07',
      '2026-07-12',
      '2026-07-24',
      '2026-07-17',
    ]);
  });

  it('a claim made after the period’s end + 7 days: due the day the claim was made', () => {
    const d = constructionActDates(SCHEME, '2026-06-30', '2026-07-10');
    expect([d.due_date, d.payment_notice_deadline, d.final_date, d.pay_less_deadline]).toEqual([
      '2026-07-10',
      '2026-07-15',
      '2026-07-27',
      '2026-07-20',
    ]);
    expect(d.due_rule).toContain('the date the claim was made');
  });

  it('made on paper on the 3rd, entered on the 10th: the dates come from the 3rd', () => {
    const fromClaim = constructionActDates(SCHEME, '2026-09-25', '2026-10-03');
    const fromEntry = constructionActDates(SCHEME, '2026-09-25', '2026-10-10');
    expect(fromClaim.due_date).toBe('2026-10-03');
    expect(fromClaim.final_date).toBe('2026-10-20');
    expect(fromEntry.final_date).toBe('2026-10-27'); // what entering it on the 10th used to give
  });
});

describe('the payee’s notice in default (s.110B, decision 0049)', () => {
  it('postpones the final date by the s.116 days after the payment notice’s latest date', () => {
    // Due 22/12/2026; payment notice by 29/12 (25 and 28 December left out); final 11/01/2027 (1 January out).
    const before = constructionActDates({ ...CONTRACT, due_days: 22 }, '2026-11-30', null);
    expect([before.payment_notice_deadline, before.final_date, before.pay_less_deadline]).toEqual([
      '2026-12-29',
      '2027-01-11',
      '2027-01-04',
    ]);
    // Given Monday 04/01/2027: 30, 31, (1 January), 2, 3, 4 → 5 days.
    const after = constructionActDates({ ...CONTRACT, due_days: 22 }, '2026-11-30', null, '2027-01-04');
    expect(after.postponed_days).toBe(5);
    expect(after.payment_notice_deadline).toBe('2026-12-29');
    expect(after.final_date).toBe('2027-01-16'); // 11/01 + 5
    expect(after.pay_less_deadline).toBe('2027-01-09'); // 7 days before the new final date
    expect(after.final_rule).toContain('postponed 5 days by the payee’s notice in default given 04/01/2027');
  });

  it('no holiday in the way: given 6 days after the latest date, the final date moves 6 days', () => {
    const d = constructionActDates(CONTRACT, '2025-12-31', null, '2026-01-26');
    expect(d.due_date).toBe('2026-01-15'); // 1 January left out
    expect(d.payment_notice_deadline).toBe('2026-01-20');
    expect(d.postponed_days).toBe(6);
    expect(d.final_date).toBe('2026-02-07'); // 01/02 + 6
    expect(d.pay_less_deadline).toBe('2026-01-31');
  });

  it('a notice in default answers the missed payment notice: no more "no payment notice" warning', () => {
    const dates = constructionActDates(CONTRACT, '2025-12-31', null, '2026-01-26');
    const warnings = applicationWarnings({
      status: 'submitted',
      today: '2026-01-27',
      dates,
      has_payment_notice: false,
      has_pay_less_notice: false,
      has_default_notice: true,
    });
    expect(warnings.map((w) => w.code)).toEqual(['pay_less_due']);
  });
});
