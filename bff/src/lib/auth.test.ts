// Token verification (HS256 pinned, issuer/audience checked) and the role order behind @Authorized.
import jwt from 'jsonwebtoken';
import { GraphQLError } from 'graphql';
import type { ResolverData } from 'type-graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authChecker, bearerToken, resolveAuth, type AuthContext, type AuthState } from './auth.js';
import { formatError } from './errors.js';

const secret = 's3cret';
const claims = { sub: '1', cid: '2', role: 'supervisor', tv: 0 };
const opts = { issuer: 'sitebase', audience: 'sitebase:company' };

function check(auth: AuthState, roles: string[]): unknown {
  const data = { context: { token: 't', auth } } as ResolverData<AuthContext>;
  try {
    return (authChecker as (d: ResolverData<AuthContext>, r: string[]) => boolean)(data, roles);
  } catch (err) {
    return (err as GraphQLError).extensions.code;
  }
}

describe('resolveAuth', () => {
  it('verifies HS256 tokens with the pinned issuer and audience', () => {
    const state = resolveAuth(jwt.sign(claims, secret, { algorithm: 'HS256', ...opts }), secret);
    expect(state).toMatchObject({ kind: 'verified', claims: { role: 'supervisor' } });
  });

  it('rejects other algorithms, audiences and alg none', () => {
    expect(resolveAuth(jwt.sign(claims, secret, { algorithm: 'HS384', ...opts }), secret).kind).toBe(
      'invalid',
    );
    expect(
      resolveAuth(jwt.sign(claims, secret, { issuer: 'x', audience: 'sitebase:company' }), secret).kind,
    ).toBe('invalid');
    const none = jwt.sign(claims, '', { algorithm: 'none', ...opts });
    expect(resolveAuth(none, secret).kind).toBe('invalid');
  });

  describe('a token verified once (remembered until it expires)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is refused once expired, as jsonwebtoken refuses it', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
      const token = jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: 60, ...opts });
      expect(resolveAuth(token, secret).kind).toBe('verified');
      vi.setSystemTime(new Date('2026-11-27T12:00:59Z'));
      expect(resolveAuth(token, secret).kind).toBe('verified');
      vi.setSystemTime(new Date('2026-11-27T12:01:00Z'));
      expect(resolveAuth(token, secret).kind).toBe('invalid');
    });

    it('is only valid under the secret it was verified with', () => {
      const token = jwt.sign(claims, secret, { algorithm: 'HS256', ...opts });
      expect(resolveAuth(token, secret).kind).toBe('verified');
      expect(resolveAuth(token, 'another-secret').kind).toBe('invalid');
    });
  });

  it('treats tokens as opaque without a secret, and reads the bearer header', () => {
    expect(resolveAuth('abc', null).kind).toBe('opaque');
    expect(resolveAuth(null, secret).kind).toBe('none');
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('Basic abc')).toBeNull();
  });
});

describe('authChecker', () => {
  const as = (role: string): AuthState => ({ kind: 'verified', claims: { ...claims, role } as never });

  it('orders roles worker < supervisor < manager < admin', () => {
    expect(check(as('worker'), ['manager'])).toBe('FORBIDDEN');
    expect(check(as('supervisor'), ['manager'])).toBe('FORBIDDEN');
    expect(check(as('manager'), ['manager'])).toBe(true);
    expect(check(as('admin'), ['manager'])).toBe(true);
    expect(check(as('worker'), [])).toBe(true);
  });

  it('refuses missing or invalid tokens and defers opaque ones to core-api', () => {
    expect(check({ kind: 'none' }, ['manager'])).toBe('UNAUTHENTICATED');
    expect(check({ kind: 'invalid' }, [])).toBe('UNAUTHENTICATED');
    expect(check({ kind: 'opaque' }, ['admin'])).toBe(true);
  });
});

describe('formatError', () => {
  it('masks unexpected errors and strips stack traces', () => {
    const out = formatError(
      {
        message: 'connect ECONNREFUSED at db.js:1',
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['x'] },
      },
      new Error('connect ECONNREFUSED at db.js:1'),
    );
    expect(out.message).toBe('An internal error occurred');
    expect(JSON.stringify(out)).not.toContain('stacktrace');
  });
});
