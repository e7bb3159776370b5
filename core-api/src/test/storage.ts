// Owns the storages tests run against (decision 0058): the local folder, our fake S3 on 127.0.0.1 and, when
// S3_TEST_ENDPOINT (or S3_TEST_BUCKET) is set, a real S3-compatible store (MinIO, AWS). Suites parametrise over
// STORAGE_KINDS so the same cases prove every adapter.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe } from 'vitest';
import { S3DriveAdapter } from '../lib/drive-s3.js';
import { LocalDriveAdapter, type DriveAdapter } from '../lib/drive.js';
import { startFakeS3, type FakeS3 } from './fake-s3.js';

export type StorageKind = 'local' | 'fake-s3' | 'real-s3';

const env = process.env;
/**
 * A real store to run against too, when S3_TEST_ENDPOINT or S3_TEST_BUCKET is set (S3_TEST_BUCKET default
 * `sitebase-test`, which must exist; S3_TEST_REGION, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY,
 * S3_TEST_FORCE_PATH_STYLE as their S3_* namesakes). Tests write keys under fresh company ids only.
 */
export const REAL_S3 =
  env.S3_TEST_ENDPOINT || env.S3_TEST_BUCKET
    ? {
        bucket: env.S3_TEST_BUCKET || 'sitebase-test',
        endpoint: env.S3_TEST_ENDPOINT || undefined,
        region: env.S3_TEST_REGION || 'us-east-1',
        credentials:
          env.S3_TEST_ACCESS_KEY_ID && env.S3_TEST_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_TEST_ACCESS_KEY_ID, secretAccessKey: env.S3_TEST_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: env.S3_TEST_FORCE_PATH_STYLE
          ? env.S3_TEST_FORCE_PATH_STYLE === 'true'
          : !!env.S3_TEST_ENDPOINT,
      }
    : undefined;

export const STORAGE_KINDS: readonly StorageKind[] = ['local', 'fake-s3', 'real-s3'];

/**
 * One describe per storage (`<title> on local storage`…); the real store's is reported skipped unless
 * S3_TEST_ENDPOINT / S3_TEST_BUCKET name one.
 */
export function describeEachStorage(title: string, suite: (kind: StorageKind) => void): void {
  for (const kind of STORAGE_KINDS) {
    describe.skipIf(kind === 'real-s3' && !REAL_S3)(`${title} on ${kind} storage`, () => suite(kind));
  }
}

export interface TestStorage {
  kind: StorageKind;
  /** A new adapter on the same storage: what another instance of the app would have. */
  open(): DriveAdapter;
  /** The fake's state (fake-s3 only). */
  fake?: FakeS3;
  /** The folder (local only). */
  root?: string;
  close(): Promise<void>;
}

export async function openTestStorage(kind: StorageKind): Promise<TestStorage> {
  if (kind === 'local') {
    const root = await mkdtemp(path.join(tmpdir(), 'sitebase-storage-'));
    return {
      kind,
      root,
      open: () => new LocalDriveAdapter(root),
      close: () => rm(root, { recursive: true, force: true }),
    };
  }
  const fake = kind === 'fake-s3' ? await startFakeS3() : undefined;
  const config = fake
    ? {
        bucket: fake.bucket,
        endpoint: fake.endpoint,
        region: fake.region,
        credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey },
        forcePathStyle: true,
      }
    : REAL_S3!;
  const opened: S3DriveAdapter[] = [];
  return {
    kind,
    fake,
    open: () => {
      const adapter = new S3DriveAdapter(config);
      opened.push(adapter);
      return adapter;
    },
    close: async () => {
      for (const adapter of opened) adapter.destroy();
      await fake?.close();
    },
  };
}
