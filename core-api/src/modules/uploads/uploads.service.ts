// Owns uploaded files: the content-type check by magic bytes, storage through the drive adapter, the quota,
// metadata rows, and listing, reading and deleting them as uploads.policy allows (project files follow project
// visibility, a filed document its record's read role; 404 for anything else).
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { Op, type Sequelize, type WhereOptions } from 'sequelize';
import type { ProjectDependent } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, NotFoundError, PayloadTooLargeError, ValidationError } from '../../lib/errors.js';
import { withTransaction } from '../../lib/transaction.js';
import type { Project } from '../../models/index.js';
import { Upload } from '../../models/index.js';
import type { DriveAdapter } from '../../lib/drive.js';
import {
  ARCHIVED_LOCKED,
  authorizeProject,
  countRowsByProject,
  findVisibleProject,
  recordProjectActivity,
} from '../projects/index.js';
import { folderOf } from './uploads.presenter.js';
import { filesByProject, storageUsed } from './uploads.read.js';
import {
  authorizeDelete,
  maySeeCompanyFile,
  meetsFileRole,
  readableFileRoles,
  seesCompanyFiles,
} from './uploads.policy.js';

export const UPLOAD_NOT_FOUND = 'File not found';
export const TYPE_NOT_ALLOWED =
  'File type not allowed. Upload a PDF, an image (JPEG, PNG, WebP, GIF, HEIC), a Word or Excel document, or a CSV or text file';

/** Types recognised by their magic bytes. */
const BINARY_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/** Text has no magic bytes: accepted for .txt/.csv names when the bytes are valid UTF-8 with no NULs. */
function textType(name: string, bytes: Buffer): string | null {
  const ext = name.toLowerCase().split('.').pop();
  if (ext !== 'txt' && ext !== 'csv') return null;
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return ext === 'csv' ? 'text/csv' : 'text/plain';
}

/** Detects the real type from the content; the client's declared type is never trusted. */
export async function detectAllowedType(name: string, bytes: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (BINARY_TYPES.has(detected.mime)) return detected.mime;
    throw ValidationError.single('file', TYPE_NOT_ALLOWED);
  }
  const text = textType(name, bytes);
  if (text) return text;
  throw ValidationError.single('file', TYPE_NOT_ALLOWED);
}

/** The extensions a stored file of each allowed type may carry; the first is the one it gets when it has none. */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/heic': ['heic'],
  'image/heif': ['heif', 'heic'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'text/csv': ['csv'],
  'text/plain': ['txt'],
};

/**
 * The stored and offered name follows the detected type (issue 33): GIF bytes sent as "x.html" are kept and
 * offered as "x.gif", never under a name a browser or a desktop would open as something else. A name whose
 * extension already fits keeps it ("Site plan.PDF"); one with none gets the type's ("scan" → "scan.pdf").
 */
export function nameForType(filename: string, contentType: string): string {
  const allowed = EXTENSIONS[contentType];
  if (!allowed) return filename;
  const dot = filename.lastIndexOf('.');
  const ext = dot >= 0 ? filename.slice(dot + 1).toLowerCase() : '';
  if (allowed.includes(ext)) return filename;
  const stem = dot >= 0 ? filename.slice(0, dot) : filename;
  return `${stem || 'file'}.${allowed[0]}`;
}

/** 1536 → "2 KB", 10485760 → "10 MB", 21474836480 → "20 GB". */
export function megabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes >= 1024 ** 3) {
    const gb = bytes / 1024 ** 3;
    return Number.isInteger(gb) ? `${gb} GB` : `${gb.toFixed(1)} GB`;
  }
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

/** A display name safe for storage and Content-Disposition: no path parts or control characters. */
export function cleanFilename(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base)
    .filter((c) => c.charCodeAt(0) >= 32 && c !== '"' && c.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(-200);
  return cleaned || 'file';
}

export class UploadService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly drive: DriveAdapter,
    private readonly quotaBytes: number = Number.MAX_SAFE_INTEGER,
  ) {}

  async create(
    actor: Actor,
    input: {
      projectId: string | null;
      originalName: string;
      bytes: Buffer;
      /** What made the file when it is not a plain upload (a form's 'form_photo' or 'form_signature'). */
      sourceType?: string | null;
    },
  ): Promise<Upload> {
    let project: Project | null = null;
    if (input.projectId) {
      project = await findVisibleProject(actor, input.projectId, { withManager: false });
      authorizeProject(actor, 'upload', project); // an archived project is locked: 409
    }
    if (input.bytes.length === 0) throw ValidationError.single('file', 'The file is empty');
    const given = cleanFilename(input.originalName);
    const contentType = await detectAllowedType(given, input.bytes);
    const filename = nameForType(given, contentType);
    const id = crypto.randomUUID();
    const { key } = await this.drive.putFile({
      companyId: actor.companyId,
      folderId: project?.folder_status === 'created' ? (project.drive_folder_id ?? null) : null,
      // A form's photo or signature goes in its folder of the project's tree ("05 Photos", "04 Site Forms").
      subfolder: folderOf({ source_type: input.sourceType }) ?? undefined,
      name: `${id}-${filename}`,
      bytes: input.bytes,
    });
    try {
      return await withTransaction(this.sequelize, async (t) => {
        // One upload at a time per company past this point, so two at once cannot both squeeze under the quota.
        await this.sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:key))', {
          replacements: { key: `storage:${actor.companyId}` },
          transaction: t,
        });
        const used = await storageUsed(this.sequelize, actor.companyId, t);
        if (used + input.bytes.length > this.quotaBytes) {
          throw new PayloadTooLargeError(
            `Your company's file storage is full (${megabytes(used)} of ${megabytes(this.quotaBytes)} used). ` +
              'Delete files you no longer need, or contact us to raise the limit.',
          );
        }
        const upload = await Upload.create(
          {
            id,
            company_id: actor.companyId,
            project_id: project?.id ?? null,
            filename,
            content_type: contentType,
            size: input.bytes.length,
            sha256: createHash('sha256').update(input.bytes).digest('hex'),
            storage_provider: this.drive.provider,
            storage_key: key,
            uploaded_by: actor.userId,
            source_type: input.sourceType ?? null,
          },
          { transaction: t },
        );
        if (project) {
          await recordProjectActivity(actor, project.id, 'file_uploaded', {
            details: { upload_id: id, filename, size: input.bytes.length },
            transaction: t,
          });
        }
        return upload;
      });
    } catch (err) {
      // Nothing half-stored: the bytes go when the row could not be written.
      await this.drive.deleteFile(key).catch(() => undefined);
      throw err;
    }
  }

  /** Files of a visible project (with the project), or (no project) the company-level files the actor may see. */
  async list(actor: Actor, projectId: string | null): Promise<{ files: Upload[]; project: Project | null }> {
    const where: Record<string, unknown> = {
      company_id: actor.companyId,
      min_role: { [Op.in]: readableFileRoles(actor) },
    };
    let project: Project | null = null;
    if (projectId) {
      project = await findVisibleProject(actor, projectId, { withManager: false });
      where.project_id = projectId;
    } else {
      where.project_id = null;
      if (!seesCompanyFiles(actor)) where.uploaded_by = actor.userId;
    }
    const files = await Upload.findAll({
      where: where as WhereOptions,
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: 500,
    });
    return { files, project };
  }

  /** One file the actor may see (with its project), else 404 (another company's, an invisible project's, a malformed id). */
  async findWithProject(actor: Actor, id: string): Promise<{ upload: Upload; project: Project | null }> {
    const upload = await Upload.findOne({ where: { id, company_id: actor.companyId } });
    // A filed document above the reader's role is as absent as another company's file.
    if (!upload || !meetsFileRole(actor, upload)) throw new NotFoundError(UPLOAD_NOT_FOUND);
    let project: Project | null = null;
    if (upload.project_id) {
      project = await findVisibleProject(actor, upload.project_id, { withManager: false }).catch(() => {
        throw new NotFoundError(UPLOAD_NOT_FOUND);
      });
    } else if (!maySeeCompanyFile(actor, upload)) {
      throw new NotFoundError(UPLOAD_NOT_FOUND);
    }
    return { upload, project };
  }

  async find(actor: Actor, id: string): Promise<Upload> {
    return (await this.findWithProject(actor, id)).upload;
  }

  async content(actor: Actor, id: string): Promise<{ upload: Upload; bytes: Buffer }> {
    const upload = await this.find(actor, id);
    return { upload, bytes: await this.drive.readFile(upload.storage_key) };
  }

  /** The uploader or a manager and up; kept in the project's history; refused (409) on an archived project. */
  async remove(actor: Actor, id: string): Promise<void> {
    const { upload, project } = await this.findWithProject(actor, id);
    authorizeDelete(actor, upload);
    if (project?.is_archived) throw new ConflictError(ARCHIVED_LOCKED);
    await withTransaction(this.sequelize, async (t) => {
      await upload.destroy({ transaction: t });
      if (upload.project_id) {
        await recordProjectActivity(actor, upload.project_id, 'file_deleted', {
          details: { upload_id: upload.id, filename: upload.filename },
          transaction: t,
        });
      }
    });
    await this.drive.deleteFile(upload.storage_key).catch(() => undefined);
  }
}

/**
 * A project's files as a project dependent: counted as the reader may see them (a project page's count leaves out
 * filed documents above their role; a delete's check counts all); a forced delete removes the rows, then the
 * stored bytes.
 */
export const filesDependent: ProjectDependent = {
  key: 'files',
  label: ['file', 'files'],
  count: (projectIds, { db, transaction, reader }) => {
    if (!reader) return countRowsByProject('uploads', projectIds, { db, transaction });
    return filesByProject(db, projectIds, readableFileRoles(reader), transaction);
  },
  destroy: async (projectId, { transaction, deps }) => {
    const files = await Upload.findAll({
      where: { project_id: projectId },
      attributes: ['storage_key'],
      transaction,
    });
    await Upload.destroy({ where: { project_id: projectId }, transaction });
    const keys = files.map((f) => f.storage_key);
    return async () => {
      await Promise.all(keys.map((key) => deps.drive.deleteFile(key).catch(() => undefined)));
    };
  },
};
