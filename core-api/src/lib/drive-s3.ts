// Owns the `s3` storage adapter (decision 0058): our stored files in one S3-compatible bucket (MinIO in compose,
// AWS S3 or any compatible store) shared by every instance, through the AWS SDK, with the `local` adapter's key
// layout (<company>/<project folder>/<sub-folder>/<id>-<name>) so a folder tree copies into a bucket as it is.
// Also owns choosing the adapter from the configuration. The SDK (a thousand modules) is loaded on first use,
// so an install on the local folder, and every test that never touches a bucket, never loads it.
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.js';
import {
  LocalDriveAdapter,
  StorageUnavailableError,
  StoredFileMissingError,
  fileKey,
  projectFolderId,
  type DriveAdapter,
  type StoredFile,
} from './drive.js';

export type S3StorageConfig = Extract<StorageConfig, { provider: 's3' }>;

type Sdk = typeof import('@aws-sdk/client-s3');
let sdkLoading: Promise<Sdk> | undefined;
const sdk = () => (sdkLoading ??= import('@aws-sdk/client-s3'));

/** S3 answers that mean "that object is not there" (HEAD answers a bare 404 named NotFound). */
const MISSING = new Set(['NoSuchKey', 'NotFound']);

function isMissing(err: unknown): boolean {
  const e = err as { name?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  // An answer from the store (it carries $metadata), never a connection error.
  return !!e?.$metadata && (MISSING.has(String(e.name)) || e.$metadata.httpStatusCode === 404);
}

export class S3DriveAdapter implements DriveAdapter {
  readonly provider = 's3';
  private readonly bucket: string;
  private client: S3Client | undefined;
  private creating: Promise<S3Client> | undefined;

  constructor(private readonly config: Omit<S3StorageConfig, 'provider'>) {
    this.bucket = config.bucket;
  }

  /** The client, made on first use (and the SDK loaded with it). */
  private s3(): Promise<S3Client> {
    this.creating ??= sdk().then(({ S3Client }) => {
      this.client = new S3Client({
        endpoint: this.config.endpoint,
        region: this.config.region,
        forcePathStyle: this.config.forcePathStyle,
        credentials: this.config.credentials,
        // Checksums only where S3 requires them: the SDK's newer defaults (CRC32 headers, aws-chunked bodies)
        // are not understood by every S3-compatible store.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        // A store that does not answer should cost a request a few seconds (then 503), not a minute.
        requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
      });
      return this.client;
    });
    return this.creating;
  }

  /** Object stores have no folders: the project's "folder" is its key prefix, made when a file is put in it. */
  async createProjectTree(input: {
    companyId: string;
    projectId: string;
    folderName: string;
    subfolders: readonly string[];
  }): Promise<{ folderId: string }> {
    return { folderId: projectFolderId(input.companyId, input.folderName) };
  }

  async putFile(input: {
    companyId: string;
    folderId: string | null;
    name: string;
    bytes: Buffer;
    subfolder?: string;
  }): Promise<{ key: string }> {
    const key = fileKey(input);
    try {
      const [client, { PutObjectCommand }] = await Promise.all([this.s3(), sdk()]);
      await client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: input.bytes,
          ContentLength: input.bytes.length,
        }),
      );
    } catch (err) {
      throw new StorageUnavailableError(err);
    }
    return { key };
  }

  async readFile(key: string): Promise<Buffer> {
    try {
      const [client, { GetObjectCommand }] = await Promise.all([this.s3(), sdk()]);
      const out = await client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) throw new StoredFileMissingError();
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (err) {
      if (err instanceof StoredFileMissingError) throw err;
      if (isMissing(err)) throw new StoredFileMissingError();
      throw new StorageUnavailableError(err);
    }
  }

  async deleteFile(key: string): Promise<void> {
    try {
      const [client, { DeleteObjectCommand }] = await Promise.all([this.s3(), sdk()]);
      await client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (isMissing(err)) return;
      throw new StorageUnavailableError(err);
    }
  }

  async *listFiles(prefix = ''): AsyncIterable<StoredFile> {
    const [client, { ListObjectsV2Command }] = await Promise.all([this.s3(), sdk()]);
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
          MaxKeys: 1000,
        }),
      );
      for (const object of page.Contents ?? []) {
        // A "folder/" marker some tools create is not a file.
        if (!object.Key || object.Key.endsWith('/')) continue;
        yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Closes the client's sockets (tests; a process just exits). */
  destroy(): void {
    this.client?.destroy();
  }
}

/** The adapter the configuration names: the bucket when S3_BUCKET is set, else the local folder. */
export function storageFor(config: StorageConfig): DriveAdapter {
  return config.provider === 's3' ? new S3DriveAdapter(config) : new LocalDriveAdapter(config.root);
}
