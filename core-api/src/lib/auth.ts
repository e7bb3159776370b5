// Owns request authentication: Bearer JWT (HS256 pinned, iss/aud checked) then a DB re-check that the user is
// active, the company is active and token_version matches, so revocation takes effect on the next request; or an
// API key (`sb_live_…`, lib/api-key-auth.ts), checked against its stored hash on every request.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { QueryTypes } from 'sequelize';
import { User, ROLES, type Role } from '../models/index.js';
import { AuthenticationError, AuthorizationError } from './errors.js';
import { verifyAccessToken, type TokenClaims } from './tokens.js';
import { authenticateApiKey } from './api-key-auth.js';
import { looksLikeApiKey, type ApiScope } from './api-keys.js';

export interface Actor {
  userId: string;
  companyId: string;
  role: Role;
  /**
   * Set when the caller is an API key (issue 39, decision 0082), not a person: `userId` is the admin who made it
   * and `role` is API_KEY_ROLE; the route must allow one of `scopes` (kit/mount.ts).
   */
  apiKey?: { id: string; name: string; scopes: readonly ApiScope[]; expiresAt: Date };
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

/**
 * Verifies the bearer token and re-checks the user in the database; sets req.actor and req.tokenClaims and
 * returns the actor. A missing token says NO_TOKEN_MESSAGE; an invalid one `invalidMessage`.
 */
export async function authenticate(
  req: Request,
  jwtSecret: string,
  invalidMessage: string = SESSION_EXPIRED_MESSAGE,
): Promise<Actor> {
  const token = bearerToken(req);
  if (!token) throw new AuthenticationError(NO_TOKEN_MESSAGE);
  if (looksLikeApiKey(token)) {
    req.actor = await authenticateApiKey(token, req.ip ?? 'unknown');
    return req.actor;
  }
  const claims = verifyAccessToken(jwtSecret, token);
  if (!claims) throw new AuthenticationError(invalidMessage);
  // One round trip: the user, their company's status and whether this session was signed out.
  const [row] = await User.sequelize!.query<{
    company_id: string;
    role: Role;
    is_active: boolean;
    token_version: number;
    company_status: string;
    revoked: boolean;
  }>(
    `SELECT u.company_id, u.role, u.is_active, u.token_version, c.status AS company_status,
            EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.sid = :sid) AS revoked
       FROM users u JOIN companies c ON c.id = u.company_id
      WHERE u.id = :id`,
    { type: QueryTypes.SELECT, replacements: { id: claims.sub, sid: claims.sid } },
  );
  if (
    !row ||
    !row.is_active ||
    row.revoked ||
    row.company_status !== 'active' ||
    row.token_version !== claims.tv ||
    row.company_id !== claims.cid
  ) {
    throw new AuthenticationError(invalidMessage);
  }
  // Role comes from the DB, not the token, so a role change applies at once.
  req.actor = { userId: claims.sub, companyId: row.company_id, role: row.role };
  req.tokenClaims = claims;
  return req.actor;
}

export function requireAuth(jwtSecret: string, options: RequireAuthOptions = {}): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    await authenticate(req, jwtSecret, options.invalidMessage);
    next();
  };
}

export function roleAtLeast(role: Role, min: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(min);
}

/** The floors a reader of `role` reaches (`min_role IN (...)` of files and activity rows: decision 0052). */
export function rolesUpTo(role: Role): Role[] {
  return ROLES.filter((r) => roleAtLeast(role, r));
}

/** The roles that reach `min` (`role IN (...)` of the people who may make a move: decision 0060). */
export function rolesFrom(min: Role): Role[] {
  return ROLES.filter((r) => roleAtLeast(r, min));
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
