// Owns Postgres-backed rate limiting (rate-limiter-flexible over table "rate_limits" from migration 0001), so
// every core-api instance shares counts. Login, contact and password reset limiters are all built here.
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import type { RateLimitRule } from '../config.js';
import { RateLimitedError } from './errors.js';

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

export function pgRateLimiter(
  sequelize: Sequelize,
  keyPrefix: string,
  rule: RateLimitRule,
): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: unnamedQueries(sequelize),
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix,
    points: rule.points,
    duration: rule.durationSeconds,
  });
}

/** `message(minutes)` is the 429 detail; Retry-After carries the exact seconds. */
export type LimitMessage = (minutes: number) => string;

export function rateLimited(msBeforeNext: number, message: LimitMessage): RateLimitedError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new RateLimitedError(message(minutes), seconds);
}

/** Counts one attempt against `key`; throws RateLimitedError once over the limit. */
export async function consumeOrThrow(
  limiter: RateLimiterPostgres,
  key: string,
  message: LimitMessage,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw rateLimited(err.msBeforeNext, message);
    throw err;
  }
}
