// Owns the longest date range a report over a range reads (decision 0086): a year and a day, whatever the leap
// year, as the accounting exports (decision 0081). Dates are YYYY-MM-DD.

export const REPORT_RANGE_MAX_DAYS = 366;
export const RANGE_TOO_LONG = `A range covers at most ${REPORT_RANGE_MAX_DAYS} days`;

type Range = { from?: string | undefined; to?: string | undefined };

/** True unless both ends are given, in order, and more than REPORT_RANGE_MAX_DAYS days apart (both included). */
export const rangeNotTooLong = (v: Range) =>
  !v.from ||
  !v.to ||
  v.from > v.to ||
  (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < REPORT_RANGE_MAX_DAYS;

/** True unless both ends are given and From is after To. */
export const rangeInOrder = (v: Range) => !v.from || !v.to || v.from <= v.to;
