// The scale-out suite's one place for stored-file storage (issue 34, finding 6): every core-api the harness
// starts gets `env` from here, and nothing else in the suite names a storage variable. Each instance has its own
// DATA_DIR, so a file kept on local disk is invisible to the other instance: only shared object storage (S3
// through the AWS SDK, here a small fake S3 server on loopback) lets a file written on one download through the
// other.

export const S3_BUCKET = 'sitebase-scale';

export interface SharedStorage {
  /** Added to every core-api's environment. */
  env: Record<string, string>;
  /** False while no shared store is wired: files then stay on each instance's own disk. */
  shared: boolean;
  close(): Promise<void>;
}

/** The S3 variables core-api reads (STORAGE=s3 plus the usual S3_* names; path-style for a local server). */
export function s3Env(endpoint: string): Record<string, string> {
  return {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'scale-access-key',
    S3_SECRET_ACCESS_KEY: 'scale-secret-key',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/**
 * Starts the shared store the core-apis write to.
 *
 * TODO(merge, issue 34 finding 6): start the fake S3 server from core-api/src/test/fake-s3.ts (not on this
 * branch yet), reached through core-api's test kit, e.g.
 *
 *   const { startFakeS3 } = await import('@sitebase/core-api/testing');
 *   const s3 = await startFakeS3({ bucket: S3_BUCKET });
 *   return { shared: true, env: s3Env(s3.url), close: () => s3.close() };
 *
 * (the vitest config already resolves '@sitebase/core-api/testing' from its sources). Until then the
 * instances keep files on their own disks and the "file written on one downloads through the other" check
 * fails, as it should.
 */
export async function startSharedStorage(): Promise<SharedStorage> {
  return { shared: false, env: {}, close: async () => undefined };
}
