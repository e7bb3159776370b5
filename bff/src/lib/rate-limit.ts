// The GraphQL rate limit, one allowance per caller for every transport: each POST /graphql (before the body is
// even parsed) and each operation started over the subscriptions' WebSocket take a point from the same bucket,
// so a caller cannot double their allowance by switching transport (issue 33: 600 operations in 11 s over the
// WebSocket against 300/min over HTTP). The bucket is the signed-in user (the subject of a token whose
// signature this BFF verified), else the client address (lib/client-address.ts). A token the BFF cannot verify
// never picks the bucket: otherwise anyone could spend a victim's allowance by sending tokens that merely name
// the victim.
//
// Where the counts live (decision 0057): with BFF_DATABASE_URL, in core-api's database (table rate_limits,
// made by core-api's migration 0001, the one core-api's own sign-in limits use, under the key prefix
// `graphql`), so N BFF instances behind a load balancer share one allowance instead of granting N times it
// (issue 34). If the database cannot be reached the count falls back to this instance's memory (the library's
// insurance limiter) rather than refusing or waving every request through. Without BFF_DATABASE_URL (the
// embedded single instance) the count is in memory only, as before (decision 0017).
import type { Request, RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from '../config.js';
import { callerOf, type AuthState } from './auth.js';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please slow down and try again shortly.';

/** `user:<company>:<id>`, `superadmin:<id>`, or `ip:<address>`, whatever the transport. */
export function rateLimitKeyFor(auth: AuthState, clientIp: string | undefined): string {
  if (auth.kind === 'verified') return `user:${auth.claims.cid}:${auth.claims.sub}`;
  if (auth.kind === 'superadmin') return `superadmin:${auth.sub}`;
  return `ip:${clientIp ?? 'unknown'}`;
}

/** The key of an HTTP request (Express's req.ip: the same trust function as the WebSocket's address). */
export function rateLimitKey(req: Request, jwtSecret: string | null): string {
  return rateLimitKeyFor(callerOf(req, jwtSecret).auth, req.ip);
}

/**
 * A small pool on core-api's database for the BFF's shared counts (this limiter, API keys' budgets): one short
 * statement per GraphQL request; idle connections close, so a quiet BFF holds none; a database that hangs rather
 * than refuses is given up after 2 s, not never; an error on an idle connection (the database restarting) must
 * not crash the process — the next query gets a new connection.
 */
export function limitsPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 4,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 2_000,
    query_timeout: 2_000,
    allowExitOnIdle: true,
  });
  pool.on('error', () => undefined);
  return pool;
}

/** The one limiter of a BFF: made once in createBffApp and handed to both transports. */
export class GraphqlRateLimiter {
  private readonly limiter: RateLimiterMemory | RateLimiterPostgres;
  private readonly pool: pg.Pool | null = null;

  /** `databaseUrl`: share the counts through PostgreSQL; unset, count in this process only. */
  constructor(rule: RateLimitRule, databaseUrl?: string) {
    const options = { keyPrefix: 'graphql', points: rule.points, duration: rule.durationSeconds };
    const memory = new RateLimiterMemory(options);
    if (!databaseUrl) {
      this.limiter = memory;
      return;
    }
    this.pool = limitsPool(databaseUrl);
    const pool = this.pool;
    this.limiter = new RateLimiterPostgres({
      ...options,
      // Unnamed statements (the library names its prepared statements): safe behind a transaction-mode pooler
      // and across reconnections, as core-api's own limiters do (core-api/src/lib/rate-limit.ts).
      storeClient: { query: (q: { text: string; values?: unknown[] }) => pool.query(q.text, q.values) },
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      insuranceLimiter: memory,
    });
  }

  /** Whether counts are shared through PostgreSQL (false: this instance's memory only). */
  get shared(): boolean {
    return this.pool !== null;
  }

  /** Closes the database pool, if any (shutdown and tests). */
  async close(): Promise<void> {
    await this.pool?.end();
  }

  /** Takes one point from `key`: null when allowed, else the seconds to wait. */
  async consume(key: string): Promise<number | null> {
    try {
      await this.limiter.consume(key);
      return null;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    }
  }
}

/** The refusal's error entry, the same over HTTP (status 429 with Retry-After) and over the WebSocket. */
export function rateLimitedError(retryAfter: number): GraphQLError {
  return new GraphQLError(RATE_LIMIT_MESSAGE, {
    extensions: {
      code: 'RATE_LIMITED',
      detail: RATE_LIMIT_MESSAGE,
      status: 429,
      id: 'rate_limited',
      retry_after: retryAfter,
    },
  });
}

/** POST /graphql's gate: one point per request from the caller's bucket. */
export function graphqlRateLimit(limiter: GraphqlRateLimiter, jwtSecret: string | null): RequestHandler {
  return async (req, res, next) => {
    const retryAfter = await limiter.consume(rateLimitKey(req, jwtSecret));
    if (retryAfter === null) {
      next();
      return;
    }
    res
      .status(429)
      .set('retry-after', String(retryAfter))
      .json({ errors: [rateLimitedError(retryAfter).toJSON()] });
  };
}
