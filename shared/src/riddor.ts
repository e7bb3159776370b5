// Whether an accident / near-miss report may be reportable to HSE under RIDDOR 2013 (the Reporting of Injuries,
// Diseases and Dangerous Occurrences Regulations 2013, SI 2013/1471), and by when — one pure function so the
// form (live, as the answers change), core-api (on submit, to tell the managers) and the PDF say the same thing.
// It reads the answers of the library's accident report (core-api forms.library.ts; a test there checks these
// option strings are its own). It prompts, it does not decide: the responsible person makes the report.

/** reg. 4(1) specified injuries, as the accident report's "Injury" options name them. */
export const RIDDOR_SPECIFIED_INJURIES = [
  'Fracture (other than to fingers, thumbs or toes)',
  'Amputation',
  'Loss or reduction of sight',
  'Crush injury to the head or torso',
  'Serious burn (over 10% of the body, or damaging eyes, lungs or vital organs)',
  'Scalping needing hospital treatment',
  'Loss of consciousness from a head injury or asphyxia',
  'Enclosed space injury (hypothermia, heat illness, resuscitation or over 24 h in hospital)',
] as const;
export const RIDDOR_FATAL = 'Fatal';
export const RIDDOR_NO_INJURY = 'No injury';
export const RIDDOR_OVER_SEVEN_DAYS = 'More than 7 days';
export const RIDDOR_DANGEROUS_OCCURRENCE = 'Dangerous occurrence';
export const RIDDOR_ILL_HEALTH = 'Occupational ill health';
export const RIDDOR_NEAR_MISS = 'Near miss';
export const RIDDOR_WHERE = 'hse.gov.uk/riddor';

/** The accident report's answers the prompt reads (LIBRARY_KEYS.accident*). */
export interface RiddorAnswers {
  event_type?: unknown;
  injury_type?: unknown;
  days_off_work?: unknown;
  non_worker?: unknown;
  taken_to_hospital?: unknown;
  occurred_on?: unknown;
}

export interface RiddorReason {
  /** e.g. "reg. 4(1)" */
  regulation: string;
  /** in words, e.g. "a specified injury to a worker (reg. 4(1))" */
  text: string;
  /** calendar days from the incident by which the report must reach HSE; null: from the diagnosis */
  days: number | null;
}

export interface RiddorPrompt {
  reportable: boolean;
  reasons: RiddorReason[];
  /** yyyy-mm-dd: the earliest deadline of the reasons counted from `occurred_on`; null when none applies */
  report_by: string | null;
  /** the sentence the form, the view and the PDF show; null when not reportable */
  message: string | null;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function addCalendarDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const uk = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The RIDDOR prompt of an accident report's answers. Deaths (reg. 6), specified injuries to workers (reg. 4(1))
 * and dangerous occurrences (reg. 7, Schedule 2) are reported without delay and within 10 days, as is a
 * non-worker taken from the site to hospital for treatment (reg. 5); a worker off work or on light duties for
 * more than seven consecutive days (reg. 4(2)) within 15 days of the accident; a reportable occupational disease
 * (reg. 8) once a doctor diagnoses it in writing. Days are calendar days from the date of the incident.
 */
export function riddorPrompt(answers: RiddorAnswers): RiddorPrompt {
  const event = typeof answers.event_type === 'string' ? answers.event_type : '';
  const injury = typeof answers.injury_type === 'string' ? answers.injury_type : '';
  const nonWorker = answers.non_worker === true;
  const hospital = answers.taken_to_hospital === true;
  const reasons: RiddorReason[] = [];
  const injured = injury !== '' && injury !== RIDDOR_NO_INJURY && event !== RIDDOR_NEAR_MISS;
  if (injury === RIDDOR_FATAL && event !== RIDDOR_NEAR_MISS) {
    reasons.push({ regulation: 'reg. 6', text: 'a death from a work-related accident (reg. 6)', days: 10 });
  } else if (injured && !nonWorker && (RIDDOR_SPECIFIED_INJURIES as readonly string[]).includes(injury)) {
    reasons.push({
      regulation: 'reg. 4(1)',
      text: `a specified injury to a worker: ${injury} (reg. 4(1))`,
      days: 10,
    });
  } else if (injured && !nonWorker && answers.days_off_work === RIDDOR_OVER_SEVEN_DAYS) {
    reasons.push({
      regulation: 'reg. 4(2)',
      text: 'a worker off work or on light duties for more than seven consecutive days (reg. 4(2))',
      days: 15,
    });
  }
  if (injured && injury !== RIDDOR_FATAL && nonWorker && hospital) {
    reasons.push({
      regulation: 'reg. 5',
      text: 'a person not at work taken from the site to hospital for treatment (reg. 5)',
      days: 10,
    });
  }
  if (event === RIDDOR_DANGEROUS_OCCURRENCE) {
    reasons.push({
      regulation: 'reg. 7',
      text: 'a dangerous occurrence listed in Schedule 2 (reg. 7)',
      days: 10,
    });
  }
  if (event === RIDDOR_ILL_HEALTH) {
    reasons.push({
      regulation: 'reg. 8',
      text: 'an occupational disease, once a doctor has diagnosed it in writing (reg. 8)',
      days: null,
    });
  }
  if (!reasons.length) return { reportable: false, reasons, report_by: null, message: null };
  const counted = reasons.map((r) => r.days).filter((d): d is number => d !== null);
  const on =
    typeof answers.occurred_on === 'string' && isoDate.test(answers.occurred_on) ? answers.occurred_on : null;
  const reportBy = on && counted.length ? addCalendarDays(on, Math.min(...counted)) : null;
  const when = reportBy
    ? `report by ${uk(reportBy)}`
    : counted.length
      ? `report within ${Math.min(...counted)} days of the incident`
      : 'report without delay once diagnosed';
  return {
    reportable: true,
    reasons,
    report_by: reportBy,
    message: `This may be reportable to HSE under RIDDOR: ${reasons.map((r) => r.text).join('; ')}, ${when} at ${RIDDOR_WHERE}`,
  };
}
