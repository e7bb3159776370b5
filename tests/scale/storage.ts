// The scale-out suite's one place for stored-file storage (issue 34, finding 6): every core-api the harness
// starts gets `env` from here, and nothing else in the suite names a storage variable. Each instance has its own
// DATA_DIR, so a file kept on local disk is invisible to the other instance: only shared object storage (S3
// through the AWS SDK, here a small fake S3 server on loopback) lets a file written on one download through the
// other.

export const S3_BUCKET = 'sitebase-scale';
const ACCESS_KEY_ID = 'scale-access-key';
const SECRET_ACCESS_KEY = 'scale-secret-key';

export interface SharedStorage {
  /** Added to every core-api's environment. */
  env: Record<string, string>;
  /** False while no shared store is wired: files then stay on each instance's own disk. */
  shared: boolean;
  close(): Promise<void>;
}

/** The S3 variables core-api reads (S3_BUCKET switches storage to the bucket; path-style for a local server). */
export function s3Env(endpoint: string): Record<string, string> {
  return {
    S3_ENDPOINT: endpoint,
    S3_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/**
 * Starts the shared store the core-apis write to: our fake S3 server on loopback (core-api/src/test/fake-s3.ts,
 * which checks each request's signature), with the bucket the instances are given.
 */
export async function startSharedStorage(): Promise<SharedStorage> {
  const { startFakeS3 } = await import('@sitebase/core-api/testing');
  const s3 = await startFakeS3({
    bucket: S3_BUCKET,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
  });
  return { shared: true, env: s3Env(s3.endpoint), close: () => s3.close() };
}
