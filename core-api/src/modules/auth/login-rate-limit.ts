// Owns sign-in throttling: per IP (every attempt) and per account (failed attempts), stored in Postgres
// (rate-limiter-flexible, table "rate_limits" from migration 0001) so every core-api instance shares counts.
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import type { RateLimitRule } from '../../config.js';
import { RateLimitedError } from '../../lib/errors.js';

export interface LoginRateLimitOptions {
  ip: RateLimitRule;
  account: RateLimitRule;
}

function limited(msBeforeNext: number): RateLimitedError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new RateLimitedError(`Too many sign-in attempts. Please try again in ${minutes} minutes.`, seconds);
}

interface PgQuery {
  text: string;
  values?: unknown[];
}
interface PgConnection {
  query(q: PgQuery): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/**
 * The library names its prepared statements; embedded PGlite is one shared session behind every socket, so a
 * reconnecting client would re-prepare an existing name and fail. This store client borrows a connection from
 * Sequelize's pool and sends unnamed statements instead.
 */
function unnamedQueries(sequelize: Sequelize) {
  const manager = sequelize.connectionManager as unknown as {
    getConnection(): Promise<PgConnection>;
    releaseConnection(conn: PgConnection): Promise<void>;
  };
  return {
    async query(q: PgQuery) {
      const conn = await manager.getConnection();
      try {
        return await conn.query({ text: q.text, values: q.values });
      } finally {
        await manager.releaseConnection(conn);
      }
    },
  };
}

export class LoginRateLimiter {
  private readonly ip: RateLimiterPostgres;
  private readonly account: RateLimiterPostgres;

  constructor(sequelize: Sequelize, options: LoginRateLimitOptions) {
    const common = {
      storeClient: unnamedQueries(sequelize),
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
    };
    this.ip = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'login_ip',
      points: options.ip.points,
      duration: options.ip.durationSeconds,
    });
    this.account = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'login_account',
      points: options.account.points,
      duration: options.account.durationSeconds,
    });
  }

  /** Counts this attempt against the IP; throws RateLimitedError once over the limit. */
  async consumeIp(ip: string): Promise<void> {
    try {
      await this.ip.consume(ip);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw limited(err.msBeforeNext);
      throw err;
    }
  }

  /** Throws RateLimitedError if this account already has too many failures in the window. */
  async assertAccountAllowed(email: string): Promise<void> {
    const res = await this.account.get(email);
    if (res && res.consumedPoints >= this.account.points) throw limited(res.msBeforeNext);
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
