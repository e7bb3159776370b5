// UK display formats used across modules: dd/mm/yyyy dates and £1,250,000.00 amounts (money is held in pence).
import { format, isValid, parse, parseISO } from 'date-fns';

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Integer pence → "£1,250,000.00"; null/undefined → "—". */
/** A whole count as the UK writes it: 1,030. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-GB');
}

export function formatPence(pence: number | null | undefined): string {
  if (pence === null || pence === undefined) return '—';
  return GBP.format(pence / 100);
}

/** "YYYY-MM-DD" or an ISO timestamp → "dd/mm/yyyy"; empty → "—". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy') : '—';
}

/** An ISO timestamp → "dd/mm/yyyy HH:mm" in the viewer's time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm') : '—';
}

/** "dd/mm/yyyy" typed by a person → "YYYY-MM-DD", or null when it is not a real date. */
export function parseUkDate(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(trimmed)) return null;
  const date = parse(trimmed, 'd/M/yyyy', new Date(2000, 0, 1));
  return isValid(date) ? format(date, 'yyyy-MM-dd') : null;
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
