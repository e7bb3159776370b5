// The storage adapters' one contract (decision 0058), run against the local folder, our fake S3 and — when
// S3_TEST_ENDPOINT / S3_TEST_BUCKET are set — a real S3-compatible store: a file put through one adapter reads
// back through another on the same storage (another instance), names with any characters round-trip, listing
// pages through everything, a missing file is a 404 error and a store in trouble a 503 one, never a raw error.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachStorage, openTestStorage, type TestStorage } from '../test/storage.js';
import { S3DriveAdapter } from './drive-s3.js';
import {
  DEFAULT_FOLDER_TEMPLATE,
  StorageUnavailableError,
  StoredFileMissingError,
  type DriveAdapter,
} from './drive.js';

async function listed(drive: DriveAdapter, prefix: string) {
  const out = [];
  for await (const file of drive.listFiles(prefix)) {
    expect(file.key.startsWith(prefix)).toBe(true);
    out.push(file);
  }
  return out;
}

describeEachStorage('the adapter', (kind) => {
  let storage: TestStorage;
  let drive: DriveAdapter;
  beforeAll(async () => {
    storage = await openTestStorage(kind);
    drive = storage.open();
  });
  afterAll(() => storage?.close());

  it('stores a file in a project sub-folder, reads it through another instance, lists and deletes it', async () => {
    const companyId = randomUUID();
    const { folderId } = await drive.createProjectTree({
      companyId,
      projectId: randomUUID(),
      folderName: 'P-0001 Quay & Co: "North" / Wharf',
      subfolders: DEFAULT_FOLDER_TEMPLATE,
    });
    const bytes = Buffer.from(`%PDF-1.4 ${randomUUID()}\n%%EOF\n`);
    const name = `${randomUUID()}-Café plan #1 (rev A)+50% ü.pdf`;
    const { key } = await drive.putFile({ companyId, folderId, subfolder: '04 Site Forms', name, bytes });
    expect(key.startsWith(`${companyId}/${folderId.split('/')[1]}/04 Site Forms/`)).toBe(true);

    const other = storage.open();
    expect(await other.readFile(key)).toEqual(bytes);
    const files = await listed(other, `${companyId}/`);
    expect(files.map((f) => f.key)).toEqual([key]);
    expect(Math.abs(files[0]!.lastModified.getTime() - Date.now())).toBeLessThan(5 * 60_000);

    await other.deleteFile(key);
    await expect(drive.readFile(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(drive.deleteFile(key)).resolves.toBeUndefined(); // already gone is not an error
    expect(await listed(drive, `${companyId}/`)).toEqual([]);
  });

  it('files without a project folder go under the company’s _uploads', async () => {
    const companyId = randomUUID();
    const { key } = await drive.putFile({
      companyId,
      folderId: null,
      name: 'a.txt',
      bytes: Buffer.from('a'),
    });
    expect(key).toBe(`${companyId}/_uploads/a.txt`);
    await drive.deleteFile(key);
  });

  it('a missing file is a 404 error, not a raw one', async () => {
    const err = await drive.readFile(`${randomUUID()}/_uploads/nothing.pdf`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoredFileMissingError);
    expect(err).toMatchObject({ status: 404 });
  });

  it.runIf(kind === 'fake-s3')('a store in trouble is a 503 error on read and write', async () => {
    const companyId = randomUUID();
    const { key } = await drive.putFile({
      companyId,
      folderId: null,
      name: 'b.txt',
      bytes: Buffer.from('b'),
    });
    storage.fake!.unavailable = true;
    try {
      const read = await drive.readFile(key).catch((e: unknown) => e);
      expect(read).toBeInstanceOf(StorageUnavailableError);
      expect(read).toMatchObject({ status: 503 });
      await expect(
        drive.putFile({ companyId, folderId: null, name: 'c.txt', bytes: Buffer.from('c') }),
      ).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      storage.fake!.unavailable = false;
    }
    expect(await drive.readFile(key)).toEqual(Buffer.from('b'));
  });

  it.runIf(kind === 'fake-s3')(
    'the fake checks SigV4: a wrong key id or secret is refused (503 to us)',
    async () => {
      const fake = storage.fake!;
      const companyId = randomUUID();
      const { key } = await drive.putFile({
        companyId,
        folderId: null,
        name: 'd.txt',
        bytes: Buffer.from('d'),
      });
      const calls = fake.calls.length;
      for (const credentials of [
        { accessKeyId: 'SOMEONEELSE', secretAccessKey: fake.secretAccessKey },
        { accessKeyId: fake.accessKeyId, secretAccessKey: 'not-the-secret' },
      ]) {
        const stranger = new S3DriveAdapter({
          bucket: fake.bucket,
          endpoint: fake.endpoint,
          region: fake.region,
          credentials,
          forcePathStyle: true,
        });
        await expect(stranger.readFile(key)).rejects.toBeInstanceOf(StorageUnavailableError);
        stranger.destroy();
      }
      expect(fake.calls.length).toBe(calls); // refused before any operation ran
    },
  );

  it.runIf(kind === 'fake-s3')('lists past one page (1,000 keys)', async () => {
    const companyId = randomUUID();
    for (let i = 0; i < 1005; i++) {
      storage.fake!.objects.set(`${companyId}/_uploads/${String(i).padStart(4, '0')}.txt`, {
        bytes: Buffer.from('x'),
        lastModified: new Date(),
        etag: '"x"',
        contentType: 'text/plain',
      });
    }
    expect((await listed(drive, `${companyId}/`)).length).toBe(1005);
    expect(storage.fake!.calls.filter((c) => c === 'ListObjectsV2').length).toBeGreaterThanOrEqual(2);
  });
});
