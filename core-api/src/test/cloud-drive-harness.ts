// TEST ONLY. Builds a connected company for the cloud-drive adapters' tests: credentials sealed with a test key
// and kept in memory as a database row would keep them, a token keeper with an in-process refresh lock, and a
// retry policy whose sleeps are recorded instead of slept (so "Retry-After: 7" is asserted, never waited).
import { randomBytes } from 'node:crypto';
import {
  createLocalLocks,
  createTokenKeeper,
  openCredentials,
  sealCredentials,
  type CloudDrive,
  type CloudDriveCredentials,
  type RetryPolicy,
  type TokenKeys,
} from '../lib/cloud-drive/index.js';

export const TEST_TOKEN_KEYS: TokenKeys = { current: randomBytes(32), previous: [] };

export interface RecordedPolicy extends Partial<RetryPolicy> {
  sleeps: number[];
}

/** Sleeps recorded, not slept; jitter pinned to its top (so backoffs are exactly 1 s, 2 s, 4 s…). */
export function recordedPolicy(overrides: Partial<RetryPolicy> = {}): RecordedPolicy {
  const sleeps: number[] = [];
  return {
    sleeps,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 1,
    ...overrides,
  };
}

export interface Connection {
  companyId: string;
  /** The sealed blob as a row would hold it. */
  sealed(): string;
  stored(): CloudDriveCredentials;
  saves: number;
  keeper: ReturnType<typeof createTokenKeeper>;
}

const locks = createLocalLocks();

/** A company connected with `credentials`: sealed at rest, refreshed one at a time under its lock. */
export function connect(
  drive: CloudDrive,
  credentials: CloudDriveCredentials,
  companyId = `company-${randomBytes(4).toString('hex')}`,
): Connection {
  let sealed = sealCredentials(credentials, TEST_TOKEN_KEYS, companyId);
  const connection: Connection = {
    companyId,
    sealed: () => sealed,
    stored: () => openCredentials(sealed, TEST_TOKEN_KEYS, companyId, credentials.provider),
    saves: 0,
    keeper: createTokenKeeper({
      drive,
      load: async () => openCredentials(sealed, TEST_TOKEN_KEYS, companyId, credentials.provider),
      save: async (next) => {
        sealed = sealCredentials(next, TEST_TOKEN_KEYS, companyId);
        connection.saves += 1;
      },
      withRefreshLock: (fn) => locks(`cloud-drive-refresh:${companyId}`, fn),
    }),
  };
  return connection;
}
