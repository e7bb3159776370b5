import { describe, expect, it } from 'vitest';
import { RIDDOR_SPECIFIED_INJURIES, riddorPrompt } from './riddor.js';

const base = { event_type: 'Accident (injury)', occurred_on: '2026-11-20' };

describe('riddorPrompt', () => {
  it('is not reportable for a minor injury, a near miss or no answers', () => {
    expect(
      riddorPrompt({ ...base, injury_type: 'Minor injury (first aid only)', days_off_work: 'None' }),
    ).toEqual({
      reportable: false,
      reasons: [],
      report_by: null,
      message: null,
    });
    expect(riddorPrompt({ ...base, event_type: 'Near miss', injury_type: 'Fatal' }).reportable).toBe(false);
    expect(riddorPrompt({}).reportable).toBe(false);
  });

  it('a death: reg. 6, within 10 days, counted in calendar days from the incident', () => {
    const p = riddorPrompt({ ...base, injury_type: 'Fatal' });
    expect(p.reasons.map((r) => r.regulation)).toEqual(['reg. 6']);
    expect(p.report_by).toBe('2026-11-30');
    expect(p.message).toBe(
      'This may be reportable to HSE under RIDDOR: a death from a work-related accident (reg. 6), report by 30/11/2026 at hse.gov.uk/riddor',
    );
  });

  it.each(RIDDOR_SPECIFIED_INJURIES)('a specified injury to a worker (%s): reg. 4(1), 10 days', (injury) => {
    const p = riddorPrompt({ ...base, injury_type: injury });
    expect(p.reasons.map((r) => r.regulation)).toEqual(['reg. 4(1)']);
    expect(p.report_by).toBe('2026-11-30');
  });

  it('over seven days off: reg. 4(2), 15 days, across a month end', () => {
    const p = riddorPrompt({
      ...base,
      occurred_on: '2026-12-25',
      injury_type: 'Other injury',
      days_off_work: 'More than 7 days',
    });
    expect(p.reasons.map((r) => r.regulation)).toEqual(['reg. 4(2)']);
    expect(p.report_by).toBe('2027-01-09');
    expect(p.message).toContain('report by 09/01/2027');
    expect(
      riddorPrompt({ ...base, injury_type: 'Other injury', days_off_work: '4 to 7 days' }).reportable,
    ).toBe(false);
  });

  it('a non-worker taken to hospital: reg. 5; a non-worker not taken is not reportable', () => {
    const p = riddorPrompt({
      ...base,
      injury_type: 'Other injury',
      non_worker: true,
      taken_to_hospital: true,
    });
    expect(p.reasons.map((r) => r.regulation)).toEqual(['reg. 5']);
    expect(p.report_by).toBe('2026-11-30');
    expect(riddorPrompt({ ...base, injury_type: 'Amputation', non_worker: true }).reportable).toBe(false);
    expect(
      riddorPrompt({
        ...base,
        injury_type: 'Other injury',
        days_off_work: 'More than 7 days',
        non_worker: true,
      }).reportable,
    ).toBe(false);
  });

  it('a dangerous occurrence: reg. 7, with or without an injury; the earliest deadline counts', () => {
    const p = riddorPrompt({ ...base, event_type: 'Dangerous occurrence', injury_type: 'No injury' });
    expect(p.reasons.map((r) => r.regulation)).toEqual(['reg. 7']);
    expect(p.report_by).toBe('2026-11-30');
    const both = riddorPrompt({
      ...base,
      event_type: 'Dangerous occurrence',
      injury_type: 'Other injury',
      days_off_work: 'More than 7 days',
    });
    expect(both.reasons.map((r) => r.regulation)).toEqual(['reg. 4(2)', 'reg. 7']);
    expect(both.report_by).toBe('2026-11-30');
  });

  it('occupational ill health: reg. 8, reported once diagnosed, no date', () => {
    const p = riddorPrompt({ ...base, event_type: 'Occupational ill health', injury_type: 'No injury' });
    expect(p.reasons.map((r) => r.regulation)).toEqual(['reg. 8']);
    expect(p.report_by).toBeNull();
    expect(p.message).toContain('report without delay once diagnosed at hse.gov.uk/riddor');
  });

  it('without a date, says the number of days', () => {
    const p = riddorPrompt({ event_type: 'Accident (injury)', injury_type: 'Amputation' });
    expect(p.report_by).toBeNull();
    expect(p.message).toContain('report within 10 days of the incident');
  });
});
