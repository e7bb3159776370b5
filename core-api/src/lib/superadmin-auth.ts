// Owns superadmin tokens: HS256, issuer "sitebase", audience "sitebase:superadmin" — a token of the other
// audience fails verification both ways, so company routes never accept these and these never accept a
// company token. Every request re-checks that the superadmin still exists.
import type { Request } from 'express';
import jwt from 'jsonwebtoken';
import { AuthenticationError } from './errors.js';
import { NO_TOKEN_MESSAGE, SESSION_EXPIRED_MESSAGE } from './auth.js';
import { secretKeyFor, TOKEN_ISSUER } from './tokens.js';
import { Superadmin } from '../models/index.js';

export const SUPERADMIN_AUDIENCE = 'sitebase:superadmin';
export const SUPERADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;

declare module 'express-serve-static-core' {
  interface Request {
    superadmin?: { id: string; username: string };
  }
}

export function signSuperadminToken(secret: string, superadmin: { id: string }) {
  const access_token = jwt.sign({ kind: 'superadmin' }, secret, {
    algorithm: 'HS256',
    subject: superadmin.id,
    issuer: TOKEN_ISSUER,
    audience: SUPERADMIN_AUDIENCE,
    expiresIn: SUPERADMIN_TOKEN_TTL_SECONDS,
  });
  return { access_token, token_type: 'bearer' as const, expires_in: SUPERADMIN_TOKEN_TTL_SECONDS };
}

export function verifySuperadminToken(secret: string, token: string): string | undefined {
  try {
    const payload = jwt.verify(token, secretKeyFor(secret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: SUPERADMIN_AUDIENCE,
    });
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { sub, kind } = payload as Record<string, unknown>;
    return typeof sub === 'string' && kind === 'superadmin' ? sub : undefined;
  } catch {
    return undefined;
  }
}

/** Verifies the bearer superadmin token and that the superadmin still exists; sets and returns req.superadmin. */
export async function authenticateSuperadmin(
  req: Request,
  secret: string,
): Promise<{ id: string; username: string }> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match?.[1]) throw new AuthenticationError(NO_TOKEN_MESSAGE);
  const id = verifySuperadminToken(secret, match[1]);
  if (!id) throw new AuthenticationError(SESSION_EXPIRED_MESSAGE);
  const superadmin = await Superadmin.findByPk(id, { attributes: ['id', 'username'] });
  if (!superadmin) throw new AuthenticationError(SESSION_EXPIRED_MESSAGE);
  req.superadmin = { id: superadmin.id, username: superadmin.username };
  return req.superadmin;
}

export function superadminOf(req: Request): { id: string; username: string } {
  if (!req.superadmin) throw new AuthenticationError(NO_TOKEN_MESSAGE);
  return req.superadmin;
}
