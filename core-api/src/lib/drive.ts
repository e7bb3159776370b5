// Owns the drive adapter interface and the default `local` adapter (a folder tree under DATA_DIR/drive).
// Google Drive and OneDrive adapters come with the integrations issue, behind the same interface.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
  readFile(key: string): Promise<Buffer>;
  /** Removes a stored file; a file already gone is not an error. */
  deleteFile(key: string): Promise<void>;
}

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

export class LocalDriveAdapter implements DriveAdapter {
  readonly provider = 'local';
  constructor(private readonly root: string) {}

  async createProjectTree(input: {
    companyId: string;
    projectId: string;
    folderName: string;
    subfolders: readonly string[];
  }): Promise<{ folderId: string }> {
    const relative = path.join(safeName(input.companyId), safeName(input.folderName));
    const base = path.join(this.root, relative);
    for (const sub of input.subfolders) await mkdir(path.join(base, safeName(sub)), { recursive: true });
    return { folderId: relative.split(path.sep).join('/') };
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
    const dir = input.folderId
      ? input.subfolder
        ? path.posix.join(input.folderId, safeName(input.subfolder))
        : input.folderId
      : path.posix.join(safeName(input.companyId), '_uploads');
    const key = path.posix.join(dir, safeName(input.name));
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, input.bytes, { flag: 'wx' });
    return { key };
  }

  async readFile(key: string): Promise<Buffer> {
    return readFile(this.resolve(key));
  }

  async deleteFile(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }
}
