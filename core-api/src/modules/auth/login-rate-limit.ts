// Owns sign-in throttling: per IP (every attempt) and per account (failed attempts), on the shared
// Postgres-backed limiter (lib/rate-limit.ts).
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import type { RateLimitRule } from '../../config.js';
import { consumeOrThrow, pgRateLimiter, rateLimited } from '../../lib/rate-limit.js';

export interface LoginRateLimitOptions {
  ip: RateLimitRule;
  account: RateLimitRule;
}

const message = (minutes: number) => `Too many sign-in attempts. Please try again in ${minutes} minutes.`;

export class LoginRateLimiter {
  private readonly ip: RateLimiterPostgres;
  private readonly account: RateLimiterPostgres;

  constructor(sequelize: Sequelize, options: LoginRateLimitOptions) {
    this.ip = pgRateLimiter(sequelize, 'login_ip', options.ip);
    this.account = pgRateLimiter(sequelize, 'login_account', options.account);
  }

  /** Counts this attempt against the IP; throws RateLimitedError once over the limit. */
  async consumeIp(ip: string): Promise<void> {
    await consumeOrThrow(this.ip, ip, message);
  }

  /** Throws RateLimitedError if this account already has too many failures in the window. */
  async assertAccountAllowed(email: string): Promise<void> {
    const res = await this.account.get(email);
    if (res && res.consumedPoints >= this.account.points) throw rateLimited(res.msBeforeNext, message);
  }

  async recordAccountFailure(email: string): Promise<void> {
    try {
      await this.account.penalty(email, 1);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
    }
  }

  async resetAccount(email: string): Promise<void> {
    await this.account.delete(email);
  }
}
