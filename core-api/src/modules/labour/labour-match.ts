// Owns the match of a labour invoice against approved timesheets (pure): for each line, what the approved
// timesheets of that operative on that project show inside the invoice's period, in the line's unit — hours
// (each day's hours on the days inside the period, plus the week's overtime when its Monday is inside the
// period) or days (days with any hours inside the period) — and the operative's own rate in that unit. A line
// whose quantity or rate differs is a variance (decision 0033). The days of approved hours a line takes are
// kept, so a day once invoiced is not invoiced again (decision 0047). Only labour lines are matched.
import { addDays } from '../../lib/calendar.js';
import { isLabourLine, type LabourInvoiceLine, type LineMatch } from './labour-invoice.model.js';
import type { RateUnit } from './operative.model.js';

export interface ApprovedWeek {
  id: string;
  operative_id: string;
  project_id: string;
  week_commencing: string;
  hours: number[];
  overtime_hours: number;
}

export interface OperativeRate {
  id: string;
  rate_unit: RateUnit;
  rate_pence: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One entry per line: labour lines matched, the other types null (nothing to match them against). */
export function matchLines(
  lines: readonly LabourInvoiceLine[],
  weeks: readonly ApprovedWeek[],
  operatives: ReadonlyMap<string, OperativeRate>,
  period: { start: string; end: string },
): (LineMatch | null)[] {
  return lines.map((line) => {
    if (!isLabourLine(line)) return null;
    let hours = 0;
    let days = 0;
    const ids: string[] = [];
    const dates: string[] = [];
    for (const w of weeks) {
      if (w.operative_id !== line.operative_id || w.project_id !== line.project_id) continue;
      let used = false;
      w.hours.forEach((h, i) => {
        const day = addDays(w.week_commencing, i);
        if (day < period.start || day > period.end || !h) return;
        hours += h;
        days += 1;
        dates.push(day);
        used = true;
      });
      if (w.week_commencing >= period.start && w.week_commencing <= period.end && w.overtime_hours) {
        hours += w.overtime_hours;
        used = true;
      }
      if (used) ids.push(w.id);
    }
    const timesheetQuantity = round2(line.unit === 'hour' ? hours : days);
    const quantityVariance = round2(line.quantity - timesheetQuantity);
    const op = operatives.get(line.operative_id);
    const expected = op && op.rate_unit === line.unit ? op.rate_pence : null;
    const rateVariance = expected === null ? null : line.rate_pence - expected;
    return {
      timesheet_quantity: timesheetQuantity,
      quantity_variance: quantityVariance,
      expected_rate_pence: expected,
      rate_variance_pence: rateVariance,
      timesheet_ids: ids,
      days: [...new Set(dates)].sort(),
      variance: quantityVariance !== 0 || (rateVariance !== null && rateVariance !== 0),
    };
  });
}
