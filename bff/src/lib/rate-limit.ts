// The GraphQL rate limit, one allowance per caller for every transport: each POST /graphql (before the body is
// even parsed) and each operation started over the subscriptions' WebSocket take a point from the same bucket,
// so a caller cannot double their allowance by switching transport (issue 33: 600 operations in 11 s over the
// WebSocket against 300/min over HTTP). The bucket is the signed-in user (the subject of a token whose
// signature this BFF verified), else the client address (lib/client-address.ts). A token the BFF cannot verify
// never picks the bucket: otherwise anyone could spend a victim's allowance by sending tokens that merely name
// the victim.
//
// rate-limiter-flexible's memory store: the BFF keeps no database of its own (DESIGN.md), and a shared store
// would put a network round trip in front of every GraphQL request. Each BFF instance counts on its own, so N
// instances behind a load balancer allow up to N times the rule; core-api's Postgres-backed limits (sign-in,
// password reset, contact, uploads) stay exact across instances. Decision: docs/decisions/0017-bff-hardening.md.
import type { Request, RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
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

/** The one limiter of a BFF: made once in createBffApp and handed to both transports. */
export class GraphqlRateLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(rule: RateLimitRule) {
    this.limiter = new RateLimiterMemory({
      keyPrefix: 'graphql',
      points: rule.points,
      duration: rule.durationSeconds,
    });
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
