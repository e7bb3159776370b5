// Worked examples of the CIS payment deadline (decision 0048; HMRC "Pay employers' PAYE"): by the 22nd after the
// tax month electronically (19th by post); when that day is a weekend or bank holiday (England and Wales),
// cleared funds by the last working day before it, unless by Faster Payments (the 22nd itself).
import { describe, expect, it } from 'vitest';
import { cisPaymentDeadline, taxMonthOf } from './cis.js';

describe('the CIS payment deadline', () => {
  it('a 22nd on a Saturday: cleared funds by Friday 21/11/2025; Faster Payments on the 22nd', () => {
    const d = taxMonthOf('2025-11-05').payment_deadline;
    expect(d).toMatchObject({
      date: '2025-11-21',
      nominal_date: '2025-11-22',
      faster_payments_date: '2025-11-22',
      post_date: '2025-11-19',
      moved_because: 'Saturday',
    });
    expect(d.rule).toBe(
      'The 22nd (22/11/2025) is Saturday, so cleared funds must reach HMRC by Friday 21/11/2025; a Faster Payment may arrive on 22/11/2025; by post, by 19/11/2025',
    );
  });

  it('a 22nd on a Sunday: Friday 20/11/2026', () => {
    expect(taxMonthOf('2026-11-05').payment_deadline).toMatchObject({
      date: '2026-11-20',
      moved_because: 'Sunday',
      faster_payments_date: '2026-11-22',
    });
  });

  it('a 22nd on a bank holiday: Easter Monday 22/04/2019 → Thursday 18/04/2019 (Good Friday is not a working day either)', () => {
    const d = taxMonthOf('2019-04-05').payment_deadline;
    expect(d.date).toBe('2019-04-18');
    expect(d.moved_because).toMatch(/^a bank holiday \(Easter Monday\)$/);
    // By post the 19th is Good Friday: the Thursday before too.
    expect(d.post_date).toBe('2019-04-18');
  });

  it('a 22nd on Good Friday: 22/04/2011 → Thursday 21/04/2011', () => {
    expect(taxMonthOf('2011-04-05').payment_deadline).toMatchObject({
      date: '2011-04-21',
      moved_because: 'a bank holiday (Good Friday)',
    });
  });

  it('the rule on its own with a holiday list: a Tuesday holiday moves it to the Monday', () => {
    const d = cisPaymentDeadline('2030-01-05', new Map([['2030-01-22', 'Test holiday']]));
    expect(d).toMatchObject({ date: '2030-01-21', moved_because: 'a bank holiday (Test holiday)' });
    expect(cisPaymentDeadline('2030-01-05', new Map()).date).toBe('2030-01-22');
  });

  it('a 22nd on a working day applies as it is', () => {
    const d = taxMonthOf('2027-01-05').payment_deadline;
    expect(d).toMatchObject({ date: '2027-01-22', moved_because: null, post_date: '2027-01-19' });
    expect(d.rule).toBe(
      'Cleared funds must reach HMRC by Friday 22/01/2027 (the 22nd after the tax month); by post, by 19/01/2027',
    );
  });

  it('tax-month boundaries: a payment on the 5th is due the same month, on the 6th the next', () => {
    // 19/12/2026 is a Saturday: by post, Friday 18/12/2026.
    expect(taxMonthOf('2026-11-05').payment_deadline.nominal_date).toBe('2026-11-22');
    expect(taxMonthOf('2026-11-06').payment_deadline).toMatchObject({
      nominal_date: '2026-12-22',
      post_date: '2026-12-18',
    });
    // 5 April closes the tax year; its payment is due 22 April.
    expect(taxMonthOf('2026-04-05').payment_deadline.nominal_date).toBe('2026-04-22');
    expect(taxMonthOf('2026-04-06').payment_deadline.nominal_date).toBe('2026-05-22');
  });
});
