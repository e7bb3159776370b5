// Owns access tokens: HS256 only, issuer/audience pinned, claims sub/cid/role/tv.
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '../models/user.model.js';

export const TOKEN_ISSUER = 'sitebase';
export const TOKEN_AUDIENCE = 'sitebase:company';
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  cid: string;
  role: Role;
  tv: number;
  iat: number;
  exp: number;
}

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

export function signAccessToken(
  secret: string,
  user: { id: string; company_id: string; role: Role; token_version: number },
  ttlSeconds: number,
): IssuedToken {
  const access_token = jwt.sign({ cid: user.company_id, role: user.role, tv: user.token_version }, secret, {
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
    const { sub, cid, role, tv, iat, exp } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof cid !== 'string' || typeof role !== 'string') return undefined;
    if (typeof tv !== 'number' || typeof iat !== 'number' || typeof exp !== 'number') return undefined;
    return { sub, cid, role: role as Role, tv, iat, exp };
  } catch {
    return undefined;
  }
}
