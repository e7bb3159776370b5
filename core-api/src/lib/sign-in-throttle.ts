// Owns sign-in throttling for company users and the superadmin, on the shared Postgres-backed limiter
// (rate-limiter-flexible): every attempt counts against the caller's address, and failed attempts against the
// pair (account, address) earn a growing wait — free for the first few, then 1 s, 2 s, 4 s… up to 15 minutes.
// There is no hard lock of an account: someone guessing from their own address cannot stop the owner from
// signing in from theirs.
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import type { RateLimitRule } from '../config.js';
import { consumeOrThrow, pgRateLimiter, rateLimited, type LimitMessage } from './rate-limit.js';

export const MAX_DELAY_SECONDS = 15 * 60;

export interface SignInThrottleOptions {
  /** Every attempt per address. */
  ip: RateLimitRule;
  /** `points`: failures per account and address before delays start; `durationSeconds`: how long they count. */
  account: RateLimitRule;
}

export class SignInThrottle {
  private readonly ip: RateLimiterPostgres;
  private readonly failures: RateLimiterPostgres;
  private readonly delay: RateLimiterPostgres;
  private readonly freeFailures: number;

  constructor(
    sequelize: Sequelize,
    prefix: string,
    options: SignInThrottleOptions,
    private readonly message: LimitMessage,
  ) {
    this.ip = pgRateLimiter(sequelize, `${prefix}_ip`, options.ip);
    this.freeFailures = options.account.points;
    this.failures = pgRateLimiter(sequelize, `${prefix}_fail`, {
      points: 1_000_000,
      durationSeconds: options.account.durationSeconds,
    });
    // One point: a block (set after a failure) is the wait; nothing else consumes it.
    this.delay = pgRateLimiter(sequelize, `${prefix}_delay`, { points: 1, durationSeconds: 1 });
  }

  private static pair(account: string, address: string): string {
    return `${account.toLowerCase()}|${address}`;
  }

  /** Counts this attempt against the address, and refuses while the pair's wait runs. */
  async assertAllowed(account: string, address: string): Promise<void> {
    await consumeOrThrow(this.ip, address, this.message);
    const waiting = await this.delay.get(SignInThrottle.pair(account, address));
    if (waiting && waiting.consumedPoints > 1 && waiting.msBeforeNext > 0) {
      throw rateLimited(waiting.msBeforeNext, this.message);
    }
  }

  /** A failed attempt: beyond the free ones, the next attempt from this address must wait twice as long. */
  async recordFailure(account: string, address: string): Promise<void> {
    const key = SignInThrottle.pair(account, address);
    let failures: number;
    try {
      failures = (await this.failures.penalty(key, 1)).consumedPoints;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      failures = err.consumedPoints;
    }
    if (failures >= this.freeFailures) {
      const seconds = Math.min(2 ** (failures - this.freeFailures), MAX_DELAY_SECONDS);
      await this.delay.block(key, seconds);
    }
  }

  /** A success clears the pair's failures. */
  async recordSuccess(account: string, address: string): Promise<void> {
    const key = SignInThrottle.pair(account, address);
    await Promise.all([this.failures.delete(key), this.delay.delete(key)]);
  }
}
