// One refresh at a time per company (decision 0074): two instances sharing a connection's stored credentials and
// its refresh lock refresh once between them — the second, on getting the lock, finds the rotated credentials the
// first saved and uses them instead of spending a refresh token the provider has already retired.
import { describe, expect, it } from 'vitest';
import { CloudDriveAuthError } from './errors.js';
import { createLocalLocks, createTokenKeeper } from './token-keeper.js';
import type { CloudDriveCredentials } from './types.js';

/** A provider whose refresh tokens rotate strictly: each works once. */
function rotatingProvider() {
  let generation = 0;
  const live = new Set(['rt-0']);
  const refreshes: string[] = [];
  return {
    refreshes,
    async refresh(c: CloudDriveCredentials): Promise<CloudDriveCredentials> {
      if (c.provider !== 'google_drive') throw new Error('google only here');
      refreshes.push(c.refreshToken);
      await new Promise((resolve) => setImmediate(resolve)); // the provider takes a moment
      if (!live.delete(c.refreshToken)) throw new CloudDriveAuthError({ provider: 'google_drive' });
      generation += 1;
      live.add(`rt-${generation}`);
      return {
        ...c,
        refreshToken: `rt-${generation}`,
        accessToken: `at-${generation}`,
        expiresAt: Date.now() + 3600_000,
      };
    },
  };
}

describe('token keeper', () => {
  it('two instances, one stored connection and one lock: a single refresh, both get the new token', async () => {
    const provider = rotatingProvider();
    let stored: CloudDriveCredentials = {
      provider: 'google_drive',
      refreshToken: 'rt-0',
      accessToken: 'at-0',
      expiresAt: Date.now() - 1,
      scopes: [],
    };
    const lock = createLocalLocks();
    const instance = () =>
      createTokenKeeper({
        drive: provider,
        load: async () => structuredClone(stored),
        save: async (c) => void (stored = structuredClone(c)),
        withRefreshLock: (fn) => lock('company-1', fn),
      });
    const [a, b] = [instance(), instance()];
    const tokens = await Promise.all([a.accessToken(), b.accessToken(), a.accessToken()]);
    expect(tokens).toEqual(['at-1', 'at-1', 'at-1']);
    expect(provider.refreshes).toEqual(['rt-0']);
    expect(stored).toMatchObject({ refreshToken: 'rt-1', accessToken: 'at-1' });
  });

  it('without the lock, the second refresh spends a retired token (why the lock exists)', async () => {
    const provider = rotatingProvider();
    let stored: CloudDriveCredentials = {
      provider: 'google_drive',
      refreshToken: 'rt-0',
      accessToken: 'at-0',
      expiresAt: Date.now() - 1,
      scopes: [],
    };
    const instance = () =>
      createTokenKeeper({
        drive: provider,
        load: async () => structuredClone(stored),
        save: async (c) => void (stored = structuredClone(c)),
        withRefreshLock: (fn) => fn(),
      });
    const results = await Promise.allSettled([instance().accessToken(), instance().accessToken()]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('renews a token the provider refused even before it expires, but only once for that token', async () => {
    const provider = rotatingProvider();
    let stored: CloudDriveCredentials = {
      provider: 'google_drive',
      refreshToken: 'rt-0',
      accessToken: 'at-0',
      expiresAt: Date.now() + 3600_000,
      scopes: [],
    };
    const keeper = createTokenKeeper({
      drive: provider,
      load: async () => structuredClone(stored),
      save: async (c) => void (stored = structuredClone(c)),
      withRefreshLock: (fn) => fn(),
    });
    expect(await keeper.accessToken()).toBe('at-0');
    expect(await keeper.renew('at-0')).toBe('at-1');
    // Someone else's renewal of the same refused token finds the new one stored.
    expect(await keeper.renew('at-0')).toBe('at-1');
    expect(provider.refreshes).toEqual(['rt-0']);
  });
});
