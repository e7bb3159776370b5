// Owns when a connection's access token is refreshed (decision 0074): a few minutes before it expires, or when the
// provider refuses it (401), and then only inside the caller's per-company refresh lock — the boundary where the
// caller holds a Postgres advisory lock — re-reading the stored credentials first, because refresh tokens rotate:
// two refreshes from the same refresh token would leave one side holding a token the provider has already
// retired. The rotated credentials are saved before the new access token is used. Within one keeper, concurrent
// callers share a single refresh.
import type { AccessTokenSource, CloudDrive, CloudDriveCredentials } from './types.js';

export interface TokenKeeperOptions {
  drive: Pick<CloudDrive, 'refresh'>;
  /** The stored credentials, opened (`openCredentials`). */
  load(): Promise<CloudDriveCredentials>;
  /** Seals and stores new credentials (`sealCredentials`); resolves once they are durable. */
  save(credentials: CloudDriveCredentials): Promise<void>;
  /** Runs `fn` holding this company's refresh lock, across every instance (a Postgres advisory lock). */
  withRefreshLock<T>(fn: () => Promise<T>): Promise<T>;
  now?: () => number;
  /** Refresh this long before expiry (default 5 minutes). */
  skewMs?: number;
}

export interface TokenKeeper extends AccessTokenSource {
  /** The credentials last loaded or refreshed (tests; never log them). */
  current(): CloudDriveCredentials | null;
}

export function createTokenKeeper(options: TokenKeeperOptions): TokenKeeper {
  const now = options.now ?? Date.now;
  const skew = options.skewMs ?? 5 * 60_000;
  let cached: CloudDriveCredentials | null = null;
  let inflight: Promise<CloudDriveCredentials> | null = null;
  const fresh = (c: CloudDriveCredentials) => c.expiresAt - now() > skew;

  const refreshUnderLock = async (stale: string): Promise<CloudDriveCredentials> => {
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
