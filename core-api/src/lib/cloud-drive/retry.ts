// Owns the cloud drives' retry policy (decision 0074): a call the provider refused for now (429, Google's 403
// rate-limit reasons, 5xx, a network failure) is tried again after the wait the provider asked for (Retry-After,
// seconds or an HTTP date) or, when it named none, an exponential backoff with jitter; a bounded number of
// attempts, and no wait longer than a job should hold its worker — past either, a CloudDriveRetryableError tells
// the job queue when to try again. The clock, the sleep and the randomness are injected, so tests never wait.
import { CloudDriveRetryableError } from './errors.js';
import type { CloudDriveProviderId } from './types.js';

export interface RetryPolicy {
  /** Tries in all, the first included (default 5). */
  maxAttempts: number;
  /** The first backoff (default 1 s); it doubles each time. */
  baseDelayMs: number;
  /** No backoff is longer (default 32 s). */
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited out here: the job is requeued with it (default 60 s). */
  maxWaitMs: number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** [0, 1): the jitter. */
  random: () => number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 32_000,
  maxWaitMs: 60_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
  random: () => Math.random(),
};

export function retryPolicy(overrides: Partial<RetryPolicy> = {}): RetryPolicy {
  return { ...DEFAULT_RETRY_POLICY, ...overrides };
}

/** A Retry-After header (delay-seconds or an HTTP date) in milliseconds, or undefined. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** "Equal jitter": half the exponential step for sure, the other half at random (retry n = 1, 2, …). */
export function backoffMs(retry: number, policy: RetryPolicy): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(step / 2 + policy.random() * (step / 2));
}

/**
 * A transient refusal on its way through: retryable, with the wait the provider asked for when it said.
 * Adapters throw it from a single call; `withRetry` decides whether to wait and try the unit again.
 */
export class TransientError extends CloudDriveRetryableError {
  constructor(
    provider: CloudDriveProviderId,
    readonly retryAfterMs: number | undefined,
    details: { status?: number; providerCode?: string } = {},
  ) {
    super({ provider, ...details }, Math.max(1, Math.ceil((retryAfterMs ?? 1000) / 1000)));
  }
}

/**
 * The retry loop every provider shares: runs `unit` until it succeeds or throws something `transient` does not
 * claim (passed on as it is); a transient failure waits what it asked for (else the backoff) and tries again,
 * until the attempts run out or the wait is longer than a job should hold its worker — then `giveUp` makes the
 * error that hands the work back to the queue with that wait.
 */
export async function retryTransient<T, E>(
  policy: RetryPolicy,
  unit: (attempt: number) => Promise<T>,
  transient: (err: unknown) => (E & { retryAfterMs: number | undefined }) | null,
  giveUp: (err: E, waitMs: number) => Error,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await unit(attempt);
    } catch (err) {
      const failure = transient(err);
      if (!failure) throw err;
      const wait = failure.retryAfterMs ?? backoffMs(attempt, policy);
      if (attempt >= policy.maxAttempts || wait > policy.maxWaitMs) throw giveUp(failure, wait);
      await policy.sleep(wait);
    }
  }
}

/**
 * Runs `unit` until it succeeds, throws something not worth retrying, or the policy gives up. A unit is a whole
 * idempotent step ("find the folder, else make it"), so trying it again after an answer was lost finds what the
 * lost answer made rather than making it twice.
 */
export function withRetry<T>(
  provider: CloudDriveProviderId,
  policy: RetryPolicy,
  unit: (attempt: number) => Promise<T>,
): Promise<T> {
  return retryTransient(
    policy,
    unit,
    // A CloudDriveRetryableError that is not transient is one a nested unit already gave up on: pass it on.
    (err) => (err instanceof TransientError ? err : null),
    (err, wait) =>
      new CloudDriveRetryableError(
        { provider, status: err.status, providerCode: err.providerCode },
        Math.max(1, Math.ceil(wait / 1000)),
      ),
  );
}
