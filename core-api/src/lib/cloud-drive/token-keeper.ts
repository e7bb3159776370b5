// Owns when a connection's access token is refreshed (decision 0074): a few minutes before it expires, or when the
// provider refuses it (401), and then only inside the caller's per-company refresh lock — the boundary where the
// caller holds a Postgres advisory lock — re-reading the stored credentials first, because refresh tokens rotate:
// two refreshes from the same refresh token would leave one side holding a token the provider has already
// retired. The rotated credentials are saved before the new access token is used. Within one keeper, concurrent
// callers share a single refresh. The accounting services (issue 38) rotate refresh tokens the same way and use
// the same keeper with their own credentials.
import type { AccessTokenSource, CloudDriveCredentials } from './types.js';

/** What the keeper needs of any OAuth credentials: the access token and when it expires (epoch ms). */
export interface RefreshableCredentials {
  accessToken: string;
  expiresAt: number;
}

export interface TokenKeeperOptions<C extends RefreshableCredentials = CloudDriveCredentials> {
  drive: { refresh(credentials: C): Promise<C> };
  /** The stored credentials, opened (`openCredentials`). */
  load(): Promise<C>;
  /** Seals and stores new credentials (`sealCredentials`); resolves once they are durable. */
  save(credentials: C): Promise<void>;
  /** Runs `fn` holding this company's refresh lock, across every instance (a Postgres advisory lock). */
  withRefreshLock<T>(fn: () => Promise<T>): Promise<T>;
  now?: () => number;
  /** Refresh this long before expiry (default 5 minutes). */
  skewMs?: number;
}

export interface TokenKeeper<
  C extends RefreshableCredentials = CloudDriveCredentials,
> extends AccessTokenSource {
  /** The credentials last loaded or refreshed (tests; never log them). */
  current(): C | null;
}

export function createTokenKeeper<C extends RefreshableCredentials = CloudDriveCredentials>(
  options: TokenKeeperOptions<C>,
): TokenKeeper<C> {
  const now = options.now ?? Date.now;
  const skew = options.skewMs ?? 5 * 60_000;
  let cached: C | null = null;
  let inflight: Promise<C> | null = null;
  const fresh = (c: C) => c.expiresAt - now() > skew;

  const refreshUnderLock = async (stale: string): Promise<C> => {
    inflight ??= options
      .withRefreshLock(async () => {
        const stored = await options.load();
        // Another job or instance refreshed while we waited for the lock: theirs is good.
        if (stored.accessToken !== stale && fresh(stored)) return stored;
        const next = await options.drive.refresh(stored);
        await options.save(next);
        return next;
      })
      .finally(() => {
        inflight = null;
      });
    cached = await inflight;
    return cached;
  };

  return {
    current: () => cached,
    async accessToken() {
      cached ??= await options.load();
      if (fresh(cached)) return cached.accessToken;
      return (await refreshUnderLock(cached.accessToken)).accessToken;
    },
    async renew(rejected) {
      return (await refreshUnderLock(rejected)).accessToken;
    },
  };
}

/**
 * A per-key lock within this process: enough for one instance and for tests. Several instances need the
 * database's (pg_advisory_xact_lock on the company's key) in its place.
 */
export function createLocalLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return function withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
