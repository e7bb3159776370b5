// Owns sign-in throttling for company users and the superadmin, on the shared Postgres-backed limiter
// (rate-limiter-flexible): every attempt counts against the caller's address; failed attempts against the pair
// (account, address) earn that pair a growing wait — free for the first few, then 1 s, 2 s, 4 s… up to 15
// minutes; and failed attempts against the account, from whatever address, earn the account a growing wait
// of its own past a larger free allowance.
//
// The per-account wait is what stops guessing from many addresses (issue 33: a rotated X-Forwarded-For gave 40
// unthrottled guesses on one account and 12 on the superadmin). Its trade-off: it cannot tell the owner from the
// attacker, and an attacker who times one guess to each wait's end could keep it running for good. So it never
// applies from an address the account has signed in from successfully (a "known address", remembered 30 days):
// the owner at home or at the office always gets in; from a new address, during an attack, they wait at most
// 15 minutes per attempt, and an attacker gets about four guesses an hour per account. There is no hard lock of
// an account. Decision: docs/decisions/0051-one-gate-for-every-transport.md.
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import type { RateLimitRule } from '../config.js';
import { consumeOrThrow, pgRateLimiter, rateLimited, type LimitMessage } from './rate-limit.js';

export const MAX_DELAY_SECONDS = 15 * 60;
/** How long a successful sign-in from an address makes it a known address of the account. */
export const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

export interface SignInThrottleOptions {
  /** Every attempt per address. */
  ip: RateLimitRule;
  /** `points`: failures per account and address before delays start; `durationSeconds`: how long they count. */
  account: RateLimitRule;
  /**
   * `points`: failures per account, from any address, before the account's delays start (known addresses
   * excepted); `durationSeconds`: how long they count.
   */
  accountTotal: RateLimitRule;
}

/** A failure counter and the wait it earns past `free` failures: 1 s, 2 s, 4 s… up to MAX_DELAY_SECONDS. */
class GrowingWait {
  private readonly failures: RateLimiterPostgres;
  private readonly delay: RateLimiterPostgres;

  constructor(
    sequelize: Sequelize,
    prefix: string,
    private readonly free: number,
    durationSeconds: number,
  ) {
    this.failures = pgRateLimiter(sequelize, `${prefix}_fail`, { points: 1_000_000, durationSeconds });
    // One point: a block (set after a failure) is the wait; nothing else consumes it.
    this.delay = pgRateLimiter(sequelize, `${prefix}_delay`, { points: 1, durationSeconds: 1 });
  }

  /** Milliseconds left of the key's wait, 0 when none runs. */
  async remaining(key: string): Promise<number> {
    const waiting = await this.delay.get(key);
    return waiting && waiting.consumedPoints > 1 && waiting.msBeforeNext > 0 ? waiting.msBeforeNext : 0;
  }

  async fail(key: string): Promise<void> {
    let failures: number;
    try {
      failures = (await this.failures.penalty(key, 1)).consumedPoints;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      failures = err.consumedPoints;
    }
    if (failures >= this.free) {
      const seconds = Math.min(2 ** (failures - this.free), MAX_DELAY_SECONDS);
      await this.delay.block(key, seconds);
    }
  }

  async clear(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.delay.delete(key)]);
  }
}

export class SignInThrottle {
  private readonly ip: RateLimiterPostgres;
  private readonly pairs: GrowingWait;
  private readonly accounts: GrowingWait;
  private readonly known: RateLimiterPostgres;

  constructor(
    sequelize: Sequelize,
    prefix: string,
    options: SignInThrottleOptions,
    private readonly message: LimitMessage,
  ) {
    this.ip = pgRateLimiter(sequelize, `${prefix}_ip`, options.ip);
    // The pair's keys keep their historical prefixes (`login_fail`, `login_delay`): counts survive a deploy.
    this.pairs = new GrowingWait(sequelize, prefix, options.account.points, options.account.durationSeconds);
    this.accounts = new GrowingWait(
      sequelize,
      `${prefix}_acct`,
      options.accountTotal.points,
      options.accountTotal.durationSeconds,
    );
    this.known = pgRateLimiter(sequelize, `${prefix}_known`, {
      points: 1_000_000,
      durationSeconds: KNOWN_ADDRESS_SECONDS,
    });
  }

  private static pair(account: string, address: string): string {
    return `${account.toLowerCase()}|${address}`;
  }

  /**
   * Counts this attempt against the address, and refuses while the pair's wait runs, or the account's unless
   * the address is one the account has signed in from.
   */
  async assertAllowed(account: string, address: string): Promise<void> {
    await consumeOrThrow(this.ip, address, this.message);
    const pair = SignInThrottle.pair(account, address);
    const pairWait = await this.pairs.remaining(pair);
    if (pairWait > 0) throw rateLimited(pairWait, this.message);
    const accountWait = await this.accounts.remaining(account.toLowerCase());
    if (accountWait > 0 && !(await this.known.get(pair))) throw rateLimited(accountWait, this.message);
  }

  /** A failed attempt: counted for the pair and for the account, each with its own growing wait. */
  async recordFailure(account: string, address: string): Promise<void> {
    await Promise.all([
      this.pairs.fail(SignInThrottle.pair(account, address)),
      this.accounts.fail(account.toLowerCase()),
    ]);
  }

  /**
   * A success clears the pair's failures and makes the address a known one of the account. The account's
   * count stays until it runs out: an attack does not start again from nothing each time the owner signs in.
   */
  async recordSuccess(account: string, address: string): Promise<void> {
    const pair = SignInThrottle.pair(account, address);
    await Promise.all([this.pairs.clear(pair), this.known.set(pair, 1, KNOWN_ADDRESS_SECONDS)]);
  }
}
