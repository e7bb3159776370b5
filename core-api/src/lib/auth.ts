// Owns request authentication: Bearer JWT (HS256 pinned, iss/aud checked) then a DB re-check that the user is
// active, the company is active and token_version matches, so revocation takes effect on the next request.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Company, User, ROLES, type Role } from '../models/index.js';
import { AuthenticationError, AuthorizationError } from './errors.js';
import { verifyAccessToken, type TokenClaims } from './tokens.js';

export interface Actor {
  userId: string;
  companyId: string;
  role: Role;
}

declare module 'express-serve-static-core' {
  interface Request {
    actor?: Actor;
    /** The verified token's claims, for handlers (refresh) that need its lifetime. */
    tokenClaims?: TokenClaims;
  }
}

export const NO_TOKEN_MESSAGE = 'No authentication token available';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export interface RequireAuthOptions {
  /** Detail for an invalid token (default: session expired); a missing token always says NO_TOKEN_MESSAGE. */
  invalidMessage?: string;
}

export function requireAuth(jwtSecret: string, options: RequireAuthOptions = {}): RequestHandler {
  const invalid = options.invalidMessage ?? SESSION_EXPIRED_MESSAGE;
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw new AuthenticationError(NO_TOKEN_MESSAGE);
    const claims = verifyAccessToken(jwtSecret, token);
    if (!claims) throw new AuthenticationError(invalid);
    const user = await User.findByPk(claims.sub, {
      attributes: ['id', 'company_id', 'role', 'is_active', 'token_version'],
      include: [{ model: Company, as: 'company', attributes: ['id', 'status'] }],
    });
    if (
      !user ||
      !user.is_active ||
      user.company?.status !== 'active' ||
      user.token_version !== claims.tv ||
      user.company_id !== claims.cid
    ) {
      throw new AuthenticationError(invalid);
    }
    // Role comes from the DB, not the token, so a role change applies at once.
    req.actor = { userId: user.id, companyId: user.company_id, role: user.role };
    req.tokenClaims = claims;
    next();
  };
}

export function roleAtLeast(role: Role, min: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(min);
}

/** Use after requireAuth. Order: worker < supervisor < manager < admin. */
export function requireRole(min: Role): RequestHandler {
  return (req, _res, next) => {
    if (!req.actor) throw new AuthenticationError(NO_TOKEN_MESSAGE);
    if (!roleAtLeast(req.actor.role, min)) throw new AuthorizationError();
    next();
  };
}

/** The authenticated actor; throws if a route forgot requireAuth. */
export function actorOf(req: Request): Actor {
  if (!req.actor) throw new AuthenticationError(NO_TOKEN_MESSAGE);
  return req.actor;
}
