// Rate limit of POST /graphql, before the body is even parsed: per signed-in user (the subject of a token whose
// signature this BFF verified), else per client IP. A token the BFF cannot verify never picks the bucket:
// otherwise anyone could spend a victim's allowance by sending tokens that merely name the victim.
//
// rate-limiter-flexible's memory store: the BFF keeps no database of its own (DESIGN.md), and a shared store
// would put a network round trip in front of every GraphQL request. Each BFF instance counts on its own, so N
// instances behind a load balancer allow up to N times the rule; core-api's Postgres-backed limits (sign-in,
// password reset, contact, uploads) stay exact across instances. Decision: docs/decisions/0017-bff-hardening.md.
import type { Request, RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from '../config.js';
import { callerOf } from './auth.js';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please slow down and try again shortly.';

/** `user:<company>:<id>`, `superadmin:<id>`, or `ip:<address>` (Express's req.ip, trust proxy applied). */
export function rateLimitKey(req: Request, jwtSecret: string | null): string {
  const { auth } = callerOf(req, jwtSecret);
  if (auth.kind === 'verified') return `user:${auth.claims.cid}:${auth.claims.sub}`;
  if (auth.kind === 'superadmin') return `superadmin:${auth.sub}`;
  return `ip:${req.ip ?? 'unknown'}`;
}

export function graphqlRateLimit(rule: RateLimitRule, jwtSecret: string | null): RequestHandler {
  const limiter = new RateLimiterMemory({
    keyPrefix: 'graphql',
    points: rule.points,
    duration: rule.durationSeconds,
  });
  return async (req, res, next) => {
    try {
      await limiter.consume(rateLimitKey(req, jwtSecret));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const retryAfter = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      res
        .status(429)
        .set('retry-after', String(retryAfter))
        .json({
          errors: [
            {
              message: RATE_LIMIT_MESSAGE,
              extensions: {
                code: 'RATE_LIMITED',
                detail: RATE_LIMIT_MESSAGE,
                status: 429,
                id: 'rate_limited',
                retry_after: retryAfter,
              },
            },
          ],
        });
      return;
    }
    next();
  };
}
