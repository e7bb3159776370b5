// UK display formats used across modules: dd/mm/yyyy dates (Europe/London) and £1,250,000.00 amounts (money is
// held in pence). The formats themselves live in @sitebase/shared (decision 0066), so the web, the PDFs and
// core-api's messages print the same way: "−£12.00" with a true minus, never "-£0.00".
import {
  formatCount as sharedFormatCount,
  formatPence as sharedFormatPence,
  formatPercent as sharedFormatPercent,
  formatUkDate,
  formatUkDateTime,
  formatUkDayDate,
  formatUkTime,
  plural as sharedPlural,
} from '@sitebase/shared';

/** A whole count as the UK writes it: 1,030. */
export const formatCount = sharedFormatCount;

/** A whole percentage: "50%"; null → "—". */
export const formatPercent = sharedFormatPercent;

/** "1 new company", "2 new companies". */
export const plural = sharedPlural;

/** Integer pence → "£1,250,000.00", negative "−£12.00", zero never negative; null/undefined → "—". */
export function formatPence(pence: number | null | undefined): string {
  if (pence === null || pence === undefined || !Number.isFinite(pence)) return '—';
  return sharedFormatPence(Math.round(pence) || 0);
}

/** "YYYY-MM-DD" (that day) or an ISO timestamp (its day in Europe/London) → "dd/mm/yyyy"; empty → "—". */
export function formatDate(value: string | null | undefined): string {
  return formatUkDate(value);
}

/** An ISO timestamp → "dd/mm/yyyy HH:mm" in Europe/London. */
export function formatDateTime(value: string | null | undefined): string {
  return formatUkDateTime(value);
}

/** An ISO timestamp → "HH:mm:ss" in Europe/London (a live board's last update). */
export const formatTime = formatUkTime;

/** "YYYY-MM-DD" → "Friday 27/11/2026". */
export const formatDayDate = formatUkDayDate;

/** "dd/mm/yyyy" typed by a person → "YYYY-MM-DD", or null when it is not a real date. */
export function parseUkDate(text: string): string | null {
  const trimmed = text.trim();
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!match) return null;
  // By hand, not date-fns' parse and format: this module is on nearly every page's first load, and those two
  // were a 9 kB gzip chunk of it (issue 36, decision 0072).
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (!days || day < 1 || day > days) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${match[3]}-${two(month)}-${two(day)}`;
}

/** "YYYY-MM-DD" → "dd/mm/yyyy" for a form field; null → "". */
export function toUkDateInput(value: string | null | undefined): string {
  return value ? formatDate(value) : '';
}

/** "£1,250,000.50" / "1250000.5" → 125000050 pence; null when not a non-negative amount with ≤ 2 decimals. */
export function poundsToPence(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Pence → "1250000.00" for a form field; null → "". */
export function penceToPoundsInput(pence: number | null | undefined): string {
  return pence === null || pence === undefined ? '' : (pence / 100).toFixed(2);
}

/** UK postcode shape (the server has the final word): "CF10 1AA", "SW1A 1AA", "M1 1AE". */
export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;
