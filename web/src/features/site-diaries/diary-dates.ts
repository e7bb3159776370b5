// A diary's day is a London calendar day (YYYY-MM-DD): today's, and the days either side.
const LONDON = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Europe/London. */
export function londonToday(now: Date = new Date()): string {
  return LONDON.format(now);
}

/** The day `n` days after `date` (calendar arithmetic at noon UTC, so no clock change moves it). */
export function shiftDay(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week (Monday to Sunday) `date` falls in. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return shiftDay(date, -((day + 6) % 7));
}
