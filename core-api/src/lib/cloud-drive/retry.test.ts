// The cloud drives' retry policy (decision 0074): Retry-After in seconds or as a date, equal-jitter backoff, and
// withRetry's bounds — transient failures waited out, anything else passed through at once, the last failure
// handed to the job queue with when to try again. No real sleep anywhere.
import { describe, expect, it } from 'vitest';
import { CloudDriveAuthError, CloudDriveRetryableError } from './errors.js';
import { backoffMs, parseRetryAfter, retryPolicy, TransientError, withRetry } from './retry.js';

const recorded = (overrides = {}) => {
  const sleeps: number[] = [];
  return {
    sleeps,
    policy: retryPolicy({ sleep: async (ms) => void sleeps.push(ms), random: () => 0.5, ...overrides }),
  };
};

describe('retry policy', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
    expect(parseRetryAfter('Sat, 28 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('backs off exponentially with half the step random, capped', () => {
    const { policy } = recorded({ random: () => 0 });
    expect([1, 2, 3, 4].map((n) => backoffMs(n, policy))).toEqual([500, 1000, 2000, 4000]);
    const top = retryPolicy({ random: () => 1 });
    expect(backoffMs(10, top)).toBe(32_000);
  });

  it('waits what the provider asked, then succeeds', async () => {
    const { sleeps, policy } = recorded();
    let calls = 0;
    const answer = await withRetry('google_drive', policy, async () => {
      calls += 1;
      if (calls < 3) throw new TransientError('google_drive', 2500, { status: 429 });
      return 'done';
    });
    expect(answer).toBe('done');
    expect(sleeps).toEqual([2500, 2500]);
  });

  it('gives up after maxAttempts with a retryable error carrying when to try again', async () => {
    const { sleeps, policy } = recorded({ maxAttempts: 3 });
    const err = await withRetry('microsoft_365', policy, async () => {
      throw new TransientError('microsoft_365', undefined, {
        status: 503,
        providerCode: 'serviceNotAvailable',
      });
    }).catch((e: unknown) => e);
    expect(sleeps).toEqual([750, 1500]);
    expect(err).toBeInstanceOf(CloudDriveRetryableError);
    expect(err).not.toBeInstanceOf(TransientError);
    expect(err).toMatchObject({ status: 503, providerCode: 'serviceNotAvailable', retryAfterSeconds: 3 });
  });

  it('never retries what is not transient', async () => {
    const { sleeps, policy } = recorded();
    let calls = 0;
    await expect(
      withRetry('google_drive', policy, async () => {
        calls += 1;
        throw new CloudDriveAuthError({ provider: 'google_drive' });
      }),
    ).rejects.toBeInstanceOf(CloudDriveAuthError);
    expect(calls).toBe(1);
    expect(sleeps).toEqual([]);
  });
});
