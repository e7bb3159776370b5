// Who the caller is, and the BFF's locked-by-default gate. Every root field needs a signed-in user unless
// marked @Public() (or @SuperadminOnly(): a superadmin token instead); @Authorized(role) adds a minimum role.
// core-api still enforces all of this: the BFF check only refuses early, it is never the only check.
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { GraphQLObjectType } from 'graphql';
import { Extensions, type AuthCheckerFn, type MiddlewareFn } from 'type-graphql';
import { forbidden, unauthenticated } from './errors.js';
import { ROLES, type RoleName } from './role.js';

export interface TokenClaims {
  sub: string;
  cid: string;
  role: RoleName;
  tv: number;
}

/**
 * `verified`: signature and claims checked; `invalid`: a secret is known and the token fails it;
 * `opaque`: no secret on this machine, so the token goes to core-api unread; `none`: no token.
 */
export type AuthState =
  | { kind: 'none' }
  | { kind: 'verified'; claims: TokenClaims }
  | { kind: 'superadmin'; sub: string }
  | { kind: 'invalid' }
  | { kind: 'opaque' }
  /**
   * An API key (`sb_live_…`, decision 0082): the BFF cannot read it, so core-api checks it on every call and
   * enforces its scopes; the BFF charges its cost budget (lib/api-key-budget.ts).
   */
  | { kind: 'apikey' };

/** The prefix every SiteBase API key starts with (core-api/src/lib/api-keys.ts). */
export const API_KEY_PREFIX = 'sb_live_';

export interface AuthContext {
  token: string | null;
  auth: AuthState;
}

export const PUBLIC_EXTENSION = 'public';

/** Marks a Query/Mutation field as open to callers without a token. */
export function Public() {
  return Extensions({ [PUBLIC_EXTENSION]: true });
}

export const SUPERADMIN_EXTENSION = 'superadmin';
export const SUPERADMIN_AUDIENCE = 'sitebase:superadmin';

/**
 * Marks a Query/Mutation field as the platform superadmin's: it needs a superadmin token (audience
 * sitebase:superadmin), and company tokens are refused — as company fields refuse superadmin tokens.
 */
export function SuperadminOnly() {
  return Extensions({ [SUPERADMIN_EXTENSION]: true });
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function isClaims(payload: unknown): payload is TokenClaims {
  if (!payload || typeof payload !== 'object') return false;
  const p = payload as Record<string, unknown>;
  return (
    typeof p.sub === 'string' &&
    (typeof p.cid === 'string' || typeof p.cid === 'number') &&
    ROLES.includes(p.role as RoleName)
  );
}

const keys = new Map<string, KeyObject>();
/** The secret as a KeyObject, made once (jsonwebtoken would build one on every verify). */
function secretKeyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** A token that passed verification, until its `exp` (seconds since the epoch; none: no expiry). */
interface Verified {
  state: AuthState;
  exp: number | undefined;
}
/** Tokens seen lately per secret, so a signed-in user's requests check the signature once (issue 36). */
const verifiedTokens = new Map<string, Map<string, Verified>>();
const VERIFIED_TOKENS_MAX = 10_000;

function expiryOf(token: string): number | undefined {
  const payload = jwt.decode(token);
  return payload && typeof payload === 'object' && typeof payload.exp === 'number' ? payload.exp : undefined;
}

/**
 * Verifies the token the same way core-api does: HS256 only, issuer and audience pinned. A token that verified
 * is remembered until its expiry: the signature, issuer, audience and claims of the same token and secret cannot
 * change, and `nbf` had passed already; expiry is checked again on every use, as jsonwebtoken checks it (expired
 * when now ≥ exp), and an expired token is verified afresh (and refused). Failures are never remembered.
 */
export function resolveAuth(token: string | null, secret: string | null): AuthState {
  if (!token) return { kind: 'none' };
  if (token.startsWith(API_KEY_PREFIX)) return { kind: 'apikey' };
  if (!secret) return { kind: 'opaque' };
  let known = verifiedTokens.get(secret);
  if (!known) {
    known = new Map();
    verifiedTokens.set(secret, known);
  }
  const hit = known.get(token);
  if (hit && (hit.exp === undefined || Math.floor(Date.now() / 1000) < hit.exp)) return hit.state;
  if (hit) known.delete(token);
  const state = verifyToken(token, secret);
  if (state.kind === 'verified' || state.kind === 'superadmin') {
    if (known.size >= VERIFIED_TOKENS_MAX) known.delete(known.keys().next().value as string);
    known.set(token, { state, exp: expiryOf(token) });
  }
  return state;
}

function verifyToken(token: string, secret: string): AuthState {
  try {
    const payload = jwt.verify(token, secretKeyFor(secret), {
      algorithms: ['HS256'],
      issuer: 'sitebase',
      audience: 'sitebase:company',
    });
    return isClaims(payload) ? { kind: 'verified', claims: payload } : { kind: 'invalid' };
  } catch {
    const sub = superadminSubject(token, secret);
    return sub !== null ? { kind: 'superadmin', sub } : { kind: 'invalid' };
  }
}

interface VerifiedRequest {
  header: string | undefined;
  secret: string | null;
  caller: AuthContext;
}
const verifiedRequests = new WeakMap<object, VerifiedRequest>();

/**
 * The caller of an HTTP request (its bearer token and what it proves), verified once per request: the rate
 * limiter keys on it before the body is read and the GraphQL context needs it again for the same request.
 */
export function callerOf(req: { get(name: string): string | undefined }, secret: string | null): AuthContext {
  const header = req.get('authorization');
  const known = verifiedRequests.get(req);
  if (known && known.header === header && known.secret === secret) return known.caller;
  const token = bearerToken(header);
  const caller: AuthContext = { token, auth: resolveAuth(token, secret) };
  verifiedRequests.set(req, { header, secret, caller });
  return caller;
}

/** The subject of a valid superadmin token, else null. */
function superadminSubject(token: string, secret: string): string | null {
  try {
    const payload = jwt.verify(token, secretKeyFor(secret), {
      algorithms: ['HS256'],
      issuer: 'sitebase',
      audience: SUPERADMIN_AUDIENCE,
    });
    return typeof payload === 'object' && payload !== null && typeof payload.sub === 'string'
      ? payload.sub
      : null;
  } catch {
    return null;
  }
}

export function roleRank(role: string): number {
  return ROLES.indexOf(role as RoleName);
}

/** A company user (a superadmin token is no company session). */
function requireSignedIn(auth: AuthState): void {
  if (auth.kind === 'none' || auth.kind === 'invalid' || auth.kind === 'superadmin') throw unauthenticated();
}

function requireSuperadmin(auth: AuthState): void {
  if (auth.kind !== 'superadmin' && auth.kind !== 'opaque') throw unauthenticated();
}

/** type-graphql authChecker for @Authorized(...roles): roles are ordered, the lowest listed one suffices. */
export const authChecker: AuthCheckerFn<AuthContext, string> = ({ context }, roles) => {
  requireSignedIn(context.auth);
  if (roles.length === 0 || context.auth.kind !== 'verified') return true;
  const needed = Math.min(...roles.map(roleRank).filter((r) => r >= 0));
  if (roleRank(context.auth.claims.role) >= needed) return true;
  throw forbidden();
};

/** Global middleware: root fields without the public marker need a signed-in caller. */
export const lockedByDefault: MiddlewareFn<AuthContext> = async ({ context, info }, next) => {
  if (info.path.prev === undefined) {
    const field = (info.parentType as GraphQLObjectType).getFields()[info.fieldName];
    if (field?.extensions?.[SUPERADMIN_EXTENSION] === true) requireSuperadmin(context.auth);
    else if (field?.extensions?.[PUBLIC_EXTENSION] !== true) requireSignedIn(context.auth);
  }
  return next();
};
