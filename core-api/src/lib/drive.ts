// Owns the storage of our bytes (decision 0058): the DriveAdapter interface, its errors, and the default `local`
// adapter (a folder tree under DATA_DIR/drive, the embedded default). The shared `s3` adapter is in
// lib/drive-s3.ts. A customer's own cloud drive (Google Drive, OneDrive) is not this: it will be a mirror that
// filed documents are copied to, with its own interface, so quota, downloads and the orphan sweep never depend
// on a drive the customer can change.
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NotFoundError, ServiceUnavailableError } from './errors.js';

export const DEFAULT_FOLDER_TEMPLATE = [
  '01 Contracts & Tender',
  '02 Drawings',
  '03 RAMS & H&S',
  '04 Site Forms',
  '05 Photos',
  '06 Orders & Deliveries',
  '07 Plant',
  '08 Labour',
  '09 Applications & Valuations',
  '10 Correspondence',
] as const;

export interface DriveAdapter {
  readonly provider: string;
  /** Creates (idempotently) the project's root folder and the template's sub-folders; returns the root id. */
  createProjectTree(input: {
    companyId: string;
    projectId: string;
    folderName: string;
    subfolders: readonly string[];
  }): Promise<{ folderId: string }>;
  /** Stores a file (in the project's folder when it has one); returns the provider's key for it. */
  putFile(input: {
    companyId: string;
    folderId: string | null;
    name: string;
    bytes: Buffer;
    /** One of the project tree's sub-folders ("04 Site Forms") to file it in; ignored without `folderId`. */
    subfolder?: string;
  }): Promise<{ key: string }>;
  /** A stored file's bytes; `StoredFileMissingError` when it is gone, `StorageUnavailableError` when unreachable. */
  readFile(key: string): Promise<Buffer>;
  /** Removes a stored file; a file already gone is not an error. */
  deleteFile(key: string): Promise<void>;
  /** Every stored file (not folders) under `prefix` ('' or ending in '/'), for the orphan sweep. */
  listFiles(prefix?: string): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  lastModified: Date;
}

/** The row is there but its bytes are not (deleted by hand, or written where this instance cannot see): 404. */
export class StoredFileMissingError extends NotFoundError {
  constructor() {
    super("The file's content is no longer stored. Upload it again.");
  }
}

/** The storage could not be reached or refused us (network, credentials, disk): 503, try again. */
export class StorageUnavailableError extends ServiceUnavailableError {
  constructor(readonly reason?: unknown) {
    super('File storage is not available right now. Please try again shortly.');
  }
}

/** fs errors that mean "no such file" rather than "the disk is unwell". */
const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const errnoCode = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code;

/** File systems allow 255 bytes per name; stay well under it whatever the characters. */
export const MAX_NAME_BYTES = 200;

/** Cuts `text` to at most `maxBytes` of UTF-8 without splitting a character (a code point, never a half). */
export function truncateBytes(text: string, maxBytes: number): string {
  let out = '';
  let bytes = 0;
  for (const ch of text) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (bytes + size > maxBytes) break;
    out += ch;
    bytes += size;
  }
  return out;
}

/** A name that is safe on any common OS: no separators, control or reserved characters, at most 200 bytes. */
export function safeName(name: string): string {
  const cleaned = Array.from(name)
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '-' : c))
    .join('')
    .replace(/^\.+/, '')
    .trim();
  return truncateBytes(cleaned, MAX_NAME_BYTES).trim() || 'project';
}

/** A project's folder id in our storage: `<company>/<number name>`, a path (local) or a key prefix (s3). */
export function projectFolderId(companyId: string, folderName: string): string {
  return path.posix.join(safeName(companyId), safeName(folderName));
}

/**
 * Where a file goes: in the project's folder (or one of its template's sub-folders) when it has one, else under
 * the company's `_uploads`. The first segment is always the company id (the orphan sweep relies on it).
 */
export function fileKey(input: {
  companyId: string;
  folderId: string | null;
  name: string;
  subfolder?: string;
}): string {
  const dir = input.folderId
    ? input.subfolder
      ? path.posix.join(input.folderId, safeName(input.subfolder))
      : input.folderId
    : path.posix.join(safeName(input.companyId), '_uploads');
  return path.posix.join(dir, safeName(input.name));
}

export class LocalDriveAdapter implements DriveAdapter {
  readonly provider = 'local';
  constructor(private readonly root: string) {}

  async createProjectTree(input: {
    companyId: string;
    projectId: string;
    folderName: string;
    subfolders: readonly string[];
  }): Promise<{ folderId: string }> {
    const folderId = projectFolderId(input.companyId, input.folderName);
    const base = path.join(this.root, folderId);
    for (const sub of input.subfolders) await mkdir(path.join(base, safeName(sub)), { recursive: true });
    return { folderId };
  }

  /** Resolves a key under the root, refusing anything that would escape it. */
  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('Invalid storage key');
    return full;
  }

  async putFile(input: {
    companyId: string;
    folderId: string | null;
    name: string;
    bytes: Buffer;
    subfolder?: string;
  }): Promise<{ key: string }> {
    const key = fileKey(input);
    const full = this.resolve(key);
    try {
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, input.bytes, { flag: 'wx' });
    } catch (err) {
      // A full or read-only disk is the deployment's, not the caller's: 503. EEXIST stays a plain error.
      if (['ENOSPC', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'EDQUOT'].includes(errnoCode(err) ?? '')) {
        throw new StorageUnavailableError(err);
      }
      throw err;
    }
    return { key };
  }

  async readFile(key: string): Promise<Buffer> {
    const full = this.resolve(key);
    try {
      return await readFile(full);
    } catch (err) {
      if (MISSING_CODES.has(errnoCode(err) ?? '')) throw new StoredFileMissingError();
      throw new StorageUnavailableError(err);
    }
  }

  async deleteFile(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  /** Walks the tree depth first; empty folders (a project's template) are not files and are left alone. */
  async *listFiles(prefix = ''): AsyncIterable<StoredFile> {
    if (prefix && !prefix.endsWith('/')) throw new Error('A listing prefix is a folder: it ends in /');
    if (prefix) this.resolve(prefix); // refuses one that would leave the root
    const pending = [prefix.replace(/\/$/, '')];
    while (pending.length) {
      const relative = pending.pop()!;
      let entries: Dirent[];
      try {
        entries = await readdir(path.join(this.root, relative), { withFileTypes: true });
      } catch (err) {
        if (MISSING_CODES.has(errnoCode(err) ?? '')) continue; // nothing stored yet, or removed meanwhile
        throw err;
      }
      for (const entry of entries) {
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) pending.push(key);
        else if (entry.isFile()) {
          const info = await stat(path.join(this.root, key)).catch(() => null);
          if (info) yield { key, lastModified: info.mtime };
        }
      }
    }
  }
}
