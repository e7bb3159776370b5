// Owns the CSCS rule on timesheets (issue 35, decision 0064). The date that counts is the last day the
// operative worked in the week (the last day with hours; with overtime only, the Sunday): a card that had
// expired by then means they were on site without a valid card for at least that day, so the week is not
// approved unless a manager overrides it with a reason. A card that expired after the week (between the week
// and the approval) does not block: the work was done on a valid card. Cards within 30 days of expiry warn
// (cscsState in the presenter). No card recorded is shown as such but does not block: many direct operatives'
// cards are checked at the gate and never typed in.
import { addDays } from '../../lib/calendar.js';

const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The last day with hours in the week commencing `weekCommencing`, or its Sunday when no day has hours. */
export function lastDayWorked(weekCommencing: string, hours: readonly (number | string)[]): string {
  let last = 6;
  for (let i = hours.length - 1; i >= 0; i--) {
    if (Number(hours[i]) > 0) {
      last = i;
      break;
    }
  }
  return addDays(weekCommencing, last);
}

/** Why this week cannot be approved on the operative's card, or null when the card was valid (or none). */
export function cscsBlock(
  operative: { name: string; cscs_expiry: string | null },
  sheet: { week_commencing: string; hours: readonly (number | string)[] },
): string | null {
  if (!operative.cscs_expiry) return null;
  const day = lastDayWorked(sheet.week_commencing, sheet.hours);
  if (operative.cscs_expiry >= day) return null;
  return (
    `${operative.name}’s CSCS card expired on ${ukDate(operative.cscs_expiry)}, before ${ukDate(day)}, ` +
    'the last day worked this week: a manager must override it with a reason to approve this timesheet'
  );
}

export const CSCS_OVERRIDE_NEEDS_MANAGER = 'Only a manager can approve a timesheet over an expired CSCS card';
export const CSCS_OVERRIDE_NOT_NEEDED =
  'This operative’s CSCS card was valid that week: no override is needed';
