// Owns the input limits route schemas share (issue 32): how large an amount of money or a quantity may be, so a
// value beyond what its column (BIGINT pence, NUMERIC(p, s)) or the money arithmetic can hold is refused with a
// 400 and a clear message, and the limit is written into the OpenAPI document (zod's .max() becomes `maximum`).
// The error handler's mapping of PostgreSQL's 22003 is the backstop behind these, never the first line.
import { z } from 'zod';

/**
 * The largest amount of money any one input may carry: £10,000,000,000 (1e12 pence). A business maximum far
 * below BIGINT and Number.MAX_SAFE_INTEGER (≈ 9.007e15), so sums of many such amounts, percentages on them and
 * VAT stay exact integers.
 */
export const MAX_PENCE = 1_000_000_000_000;
/** MAX_PENCE as the UI shows it. */
export const MAX_PENCE_TEXT = '£10,000,000,000';

/** The largest value a NUMERIC(precision, scale) column holds: NUMERIC(12,3) → 999,999,999.999. */
export function numericMax(precision: number, scale: number): number {
  return Number(`${'9'.repeat(precision - scale)}${scale ? `.${'9'.repeat(scale)}` : ''}`);
}

/** A whole number of pence from `min` (default 0) to `max` (default MAX_PENCE), one message for every fault. */
export function penceInput(message: string, options: { min?: number; max?: number } = {}) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(options.min ?? 0, { error: message })
    .max(options.max ?? MAX_PENCE, { error: message });
}

/**
 * A decimal quantity for a NUMERIC(precision, scale) column: from `min` (default 0) to the column's maximum (or a
 * smaller `max`), with at most `scale` decimal places.
 */
export function decimalInput(
  message: string,
  options: { precision: number; scale: number; min?: number; max?: number },
) {
  const max = Math.min(options.max ?? Infinity, numericMax(options.precision, options.scale));
  return z
    .number({ error: message })
    .min(options.min ?? 0, { error: message })
    .max(max, { error: message })
    .refine((v) => Number(v.toFixed(options.scale)) === v, { error: message });
}

/** quantity × unit price (pence) is at most MAX_PENCE: a line whose amount would be beyond it is refused. */
export function lineWithinLimit(quantity: number, unitPence: number): boolean {
  return Math.abs(quantity * unitPence) <= MAX_PENCE;
}
export const LINE_LIMIT_MESSAGE = `A line’s amount (quantity × unit cost) must be at most ${MAX_PENCE_TEXT}`;

/**
 * The largest magnitude of a free number (a form's number answer and its bounds): 999,999,999,999. Kept well
 * inside what JSON and JavaScript hold exactly, so an answer is stored and shown as it was typed.
 */
export const MAX_FREE_NUMBER = 999_999_999_999;
export const FREE_NUMBER_TEXT = '999,999,999,999';
