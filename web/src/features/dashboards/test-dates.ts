// Today's date in Europe/London (YYYY-MM-DD), as core-api reports it, for tests.
export function londonToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}
