// Owns access tokens: HS256 only, issuer/audience pinned, claims sub/cid/role/tv plus the session they belong
// to: `sid` (revoked by sign-out, with every refreshed copy), `sat` (when the session was signed in — refresh
// never reaches past its absolute lifetime) and `rem` (a remember-me session).
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '../models/user.model.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const TOKEN_ISSUER = 'sitebase';
export const TOKEN_AUDIENCE = 'sitebase:company';
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;
/** How long a session may be refreshed for, from its sign-in: a working day and night, or 30 days remembered. */
export const SESSION_MAX_SECONDS = 24 * 60 * 60;
export const REMEMBER_ME_SESSION_MAX_SECONDS = 30 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  cid: string;
  role: Role;
  tv: number;
  iat: number;
  exp: number;
  /** Session id: one per sign-in, kept by refresh. */
  sid: string;
  /** Session start (seconds since the epoch). */
  sat: number;
  /** Remember-me session. */
  rem: boolean;
}

export interface SessionInfo {
  sid: string;
  sat: number;
  rem: boolean;
}

/** A new session starting now. */
export function newSession(remember: boolean): SessionInfo {
  return { sid: randomBytes(16).toString('base64url'), sat: Math.floor(Date.now() / 1000), rem: remember };
}

/** When the session can no longer be refreshed (seconds since the epoch). */
export function sessionEnd(session: Pick<SessionInfo, 'sat' | 'rem'>): number {
  return session.sat + (session.rem ? REMEMBER_ME_SESSION_MAX_SECONDS : SESSION_MAX_SECONDS);
}

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

/**
 * Signs a token for `user` in `session` (a new one when left out); it never outlives the session's absolute
 * end.
 */
export function signAccessToken(
  secret: string,
  user: { id: string; company_id: string; role: Role; token_version: number },
  ttlSeconds: number,
  session: SessionInfo = newSession(ttlSeconds > TOKEN_TTL_SECONDS),
): IssuedToken {
  const now = Math.floor(Date.now() / 1000);
  ttlSeconds = Math.max(1, Math.min(ttlSeconds, sessionEnd(session) - now));
  const claims = {
    cid: user.company_id,
    role: user.role,
    tv: user.token_version,
    sid: session.sid,
    sat: session.sat,
    rem: session.rem,
  };
  const access_token = jwt.sign(claims, secret, {
    algorithm: 'HS256',
    subject: user.id,
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    expiresIn: ttlSeconds,
  });
  return { access_token, token_type: 'bearer', expires_in: ttlSeconds };
}

const keys = new Map<string, KeyObject>();
/**
 * The secret as a KeyObject, made once per secret: jsonwebtoken would otherwise build one on every verify,
 * which showed up as ~5% of core-api's CPU under load.
 */
export function secretKeyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** Returns the claims, or undefined for anything expired, tampered, unsigned or malformed. */
export function verifyAccessToken(secret: string, token: string): TokenClaims | undefined {
  try {
    const payload = jwt.verify(token, secretKeyFor(secret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { sub, cid, role, tv, iat, exp, sid, sat, rem } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof cid !== 'string' || typeof role !== 'string') return undefined;
    if (typeof tv !== 'number' || typeof iat !== 'number' || typeof exp !== 'number') return undefined;
    if (typeof sid !== 'string' || typeof sat !== 'number' || typeof rem !== 'boolean') return undefined;
    if (!UUID.test(sub) || !UUID.test(cid)) return undefined;
    return { sub, cid, role: role as Role, tv, iat, exp, sid, sat, rem };
  } catch {
    return undefined;
  }
}
