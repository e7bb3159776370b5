// Owns what both accounting adapters share (decision 0079): pence to the services' decimals and back (exact, never
// a float sum), the webhook signature check (base64 HMAC-SHA256 of the raw body, compared in constant time — Xero's
// x-xero-signature and QuickBooks' intuit-signature are the same construction), and the retry loop over one call:
// 429 and 5xx and no answer are tried again after the service's Retry-After or a jittered backoff (the cloud
// drives' policy, decision 0074), then handed to the queue as AccountingRetryableError.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { scaledDecimal } from '@sitebase/shared';
import { retryTransient, type RetryPolicy } from '../cloud-drive/retry.js';
import { AccountingRetryableError, type AccountingErrorDetails } from './errors.js';
import type { AccountingProviderId } from './types.js';

/** Pence as the decimal the services' JSON carries (12345 → 123.45). Exact: pence are integers below 2^53. */
export function decimalOf(pence: number): number {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`${pence} is not a whole number of pence`);
  return Number((pence / 100).toFixed(2));
}

/** A service's decimal amount (number or string, at most 2 places after rounding noise) as pence. */
export function penceOf(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const text = typeof value === 'number' ? value.toFixed(4) : value.trim();
  const tenThousandths = scaledDecimal(text, 4);
  if (tenThousandths === null) throw new RangeError(`${String(value)} is not an amount`);
  // 123.4500 → 12345; a service's 4-decimal amount is rounded half away from zero to the penny.
  const sign = tenThousandths < 0n ? -1n : 1n;
  const abs = tenThousandths * sign;
  return Number(((abs + 50n) / 100n) * sign);
}

/** Whether `signature` (base64) is the HMAC-SHA256 of `rawBody` under `key`; constant time over equal lengths. */
export function verifyHmacSignature(
  rawBody: Buffer,
  key: string | undefined,
  signature: string | undefined,
): boolean {
  if (!key || !signature) return false;
  const expected = createHmac('sha256', key).update(rawBody).digest();
  let given: Buffer;
  try {
    given = Buffer.from(signature.trim(), 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A refusal for now, on its way through one unit: the wait the service asked for, when it said. */
export class TransientAccountingError extends Error {
  constructor(
    readonly details: AccountingErrorDetails,
    readonly retryAfterMs: number | undefined,
  ) {
    super('The accounting service refused for now');
    this.name = 'TransientAccountingError';
  }
}

/**
 * Runs `unit` until it succeeds, throws something not worth retrying, or the policy gives up (then
 * AccountingRetryableError tells the queue when to try again). A unit is idempotent: a post carries its
 * idempotency key, so trying it again after a lost answer answers the first post.
 */
export function withAccountingRetry<T>(
  provider: AccountingProviderId,
  policy: RetryPolicy,
  unit: (attempt: number) => Promise<T>,
): Promise<T> {
  return retryTransient(
    policy,
    unit,
    (err) => (err instanceof TransientAccountingError ? err : null),
    (err, wait) =>
      new AccountingRetryableError({ ...err.details, provider }, Math.max(1, Math.ceil(wait / 1000))),
  );
}
