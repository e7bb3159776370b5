// TEST ONLY. What every cloud-drive provider must do (decision 0074), written once and run by each adapter's
// tests against our fake and — when the provider's test credentials are in the environment — against the real
// service: folders found before they are made (twice → one), the company template's tree twice → one tree, files
// filed once (small and through a resumable session), moves, links. It works inside a fresh folder of its own
// under the given root, so a real drive's other contents are never touched (it leaves that folder behind).
import { expect, it } from 'vitest';
import type { CloudDriveSession } from '../lib/cloud-drive/index.js';
import { ensureFolderTree } from '../lib/cloud-drive/index.js';
import { DEFAULT_FOLDER_TEMPLATE } from '../lib/drive.js';

export interface ContractContext {
  session: CloudDriveSession;
  /** Where the run may make its own folder. */
  rootId: string;
  /** Bytes above the simple-upload threshold the adapter was built with (so a session upload is made). */
  largeBytes: number;
}

/** Deterministic bytes of a given length (every byte position checked on the way back). */
export function patternBytes(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + seed) % 251;
  return bytes;
}

export function cloudDriveContract(context: () => Promise<ContractContext>) {
  const runFolder = `SiteBase test ${new Date().toISOString().replace(/[:.]/g, '-')} ${Math.random().toString(36).slice(2, 8)}`;
  let base: string | undefined;
  const setup = async () => {
    const ctx = await context();
    base ??= (await ctx.session.ensureFolder(ctx.rootId, runFolder)).id;
    return { ...ctx, base };
  };

  it('tests the root: a folder it may add to, answered with its real id', async () => {
    const { session, rootId } = await setup();
    const root = await session.testRoot(rootId);
    expect(root.folder).toBe(true);
    expect(root.id).toBeTruthy();
  });

  it('finds a folder before making it: twice gives one folder', async () => {
    const { session, base } = await setup();
    const first = await session.ensureFolder(base, '04 Site Forms');
    const second = await session.ensureFolder(base, '04 Site Forms');
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ id: first.id, created: false, folder: true, name: '04 Site Forms' });
    const named = (await session.listFolders(base)).filter((f) => f.name === '04 Site Forms');
    expect(named).toHaveLength(1);
  });

  it("makes the company template's tree once, however often it runs", async () => {
    const { session, base } = await setup();
    const first = await ensureFolderTree(session, base, 'P-0001 Riverside Flats', DEFAULT_FOLDER_TEMPLATE);
    const second = await ensureFolderTree(session, base, 'P-0001 Riverside Flats', DEFAULT_FOLDER_TEMPLATE);
    expect(second.folder.id).toBe(first.folder.id);
    for (const name of DEFAULT_FOLDER_TEMPLATE) {
      expect(second.children[name]!.id).toBe(first.children[name]!.id);
      expect(second.children[name]!.created).toBe(false);
    }
    const folders = await session.listFolders(first.folder.id);
    expect(folders.map((f) => f.name).sort()).toEqual([...DEFAULT_FOLDER_TEMPLATE].sort());
    expect((await session.listFolders(base)).filter((f) => f.name === 'P-0001 Riverside Flats')).toHaveLength(
      1,
    );
  });

  it('files a small file once, with a link to it', async () => {
    const { session, base } = await setup();
    const folder = await session.ensureFolder(base, 'small');
    const bytes = patternBytes(1500);
    const filed = await session.uploadFile({
      parentId: folder.id,
      name: 'FRM-0001.pdf',
      bytes,
      mimeType: 'application/pdf',
    });
    expect(filed).toMatchObject({ created: true, folder: false, name: 'FRM-0001.pdf', size: 1500 });
    expect(filed.webUrl).toMatch(/^https:\/\//);
    const again = await session.uploadFile({
      parentId: folder.id,
      name: 'FRM-0001.pdf',
      bytes,
      mimeType: 'application/pdf',
    });
    expect(again).toMatchObject({ id: filed.id, created: false });
    const item = await session.getItem(filed.id);
    expect(item).toMatchObject({ id: filed.id, parentId: folder.id, webUrl: filed.webUrl, size: 1500 });
  });

  it('files a large file through a resumable session, once', async () => {
    const { session, base, largeBytes } = await setup();
    const folder = await session.ensureFolder(base, 'large');
    const bytes = patternBytes(largeBytes, 11);
    const filed = await session.uploadFile({
      parentId: folder.id,
      name: 'photo.jpg',
      bytes,
      mimeType: 'image/jpeg',
    });
    expect(filed).toMatchObject({ created: true, size: largeBytes });
    const again = await session.uploadFile({
      parentId: folder.id,
      name: 'photo.jpg',
      bytes,
      mimeType: 'image/jpeg',
    });
    expect(again).toMatchObject({ id: filed.id, created: false });
  });

  it('moves a folder under another (and moving it there again changes nothing)', async () => {
    const { session, base } = await setup();
    const project = await session.ensureFolder(base, 'P-0002 Mill Lane');
    const archive = await session.ensureFolder(base, 'Archive');
    const moved = await session.moveItem(project.id, archive.id);
    expect(moved).toMatchObject({ id: project.id, parentId: archive.id });
    expect(await session.moveItem(project.id, archive.id)).toMatchObject({
      id: project.id,
      parentId: archive.id,
    });
    expect((await session.listFolders(archive.id)).map((f) => f.id)).toEqual([project.id]);
    expect((await session.listFolders(base)).some((f) => f.id === project.id)).toBe(false);
    const back = await session.moveItem(project.id, base);
    expect(back.parentId).toBe(base);
  });
}
