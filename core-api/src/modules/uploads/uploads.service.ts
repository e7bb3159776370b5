// Owns uploaded files: the content-type check by magic bytes, storage through the drive adapter, metadata rows
// and who may list, read and delete them (project files follow project visibility; 404 for anything else).
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Sequelize, WhereOptions } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { roleAtLeast } from '../../lib/auth.js';
import { AuthorizationError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { withTransaction } from '../../lib/transaction.js';
import type { Project } from '../../models/index.js';
import { Upload } from '../../models/index.js';
import type { DriveAdapter } from '../projects/drive.js';
import type { ProjectService } from '../projects/projects.service.js';

export const UPLOAD_NOT_FOUND = 'File not found';
export const TYPE_NOT_ALLOWED =
  'File type not allowed. Upload a PDF, an image (JPEG, PNG, WebP, GIF, HEIC), a Word or Excel document, or a CSV or text file';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    private readonly projects: ProjectService,
    private readonly drive: DriveAdapter,
  ) {}

  async create(
    actor: Actor,
    input: { projectId: string | null; originalName: string; bytes: Buffer },
  ): Promise<Upload> {
    let project: Project | null = null;
    if (input.projectId) project = await this.projects.findVisible(actor, input.projectId);
    if (input.bytes.length === 0) throw ValidationError.single('file', 'The file is empty');
    const filename = cleanFilename(input.originalName);
    const contentType = await detectAllowedType(filename, input.bytes);
    const id = crypto.randomUUID();
    const { key } = await this.drive.putFile({
      companyId: actor.companyId,
      folderId: project?.folder_status === 'created' ? (project.drive_folder_id ?? null) : null,
      name: `${id}-${filename}`,
      bytes: input.bytes,
    });
    try {
      return await withTransaction(this.sequelize, async (t) => {
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
          },
          { transaction: t },
        );
        if (project) {
          await this.projects.record(actor, project.id, 'file_uploaded', {
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

  /** Files of a visible project, or (no project) the company-level files the actor may see. */
  async list(actor: Actor, projectId: string | null): Promise<Upload[]> {
    const where: Record<string, unknown> = { company_id: actor.companyId };
    if (projectId) {
      await this.projects.findVisible(actor, projectId);
      where.project_id = projectId;
    } else {
      where.project_id = null;
      if (!roleAtLeast(actor.role, 'supervisor')) where.uploaded_by = actor.userId;
    }
    return Upload.findAll({
      where: where as WhereOptions,
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: 500,
    });
  }

  /** One file the actor may see, else 404 (another company's, an invisible project's, a malformed id). */
  async find(actor: Actor, id: string): Promise<Upload> {
    if (!UUID.test(id)) throw new NotFoundError(UPLOAD_NOT_FOUND);
    const upload = await Upload.findOne({ where: { id, company_id: actor.companyId } });
    if (!upload) throw new NotFoundError(UPLOAD_NOT_FOUND);
    if (upload.project_id) {
      await this.projects.findVisible(actor, upload.project_id).catch(() => {
        throw new NotFoundError(UPLOAD_NOT_FOUND);
      });
    } else if (upload.uploaded_by !== actor.userId && !roleAtLeast(actor.role, 'supervisor')) {
      throw new NotFoundError(UPLOAD_NOT_FOUND);
    }
    return upload;
  }

  async content(actor: Actor, id: string): Promise<{ upload: Upload; bytes: Buffer }> {
    const upload = await this.find(actor, id);
    return { upload, bytes: await this.drive.readFile(upload.storage_key) };
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const upload = await this.find(actor, id);
    if (upload.uploaded_by !== actor.userId && !roleAtLeast(actor.role, 'manager')) {
      throw new AuthorizationError('Only the uploader or a manager can delete this file');
    }
    await withTransaction(this.sequelize, async (t) => {
      await upload.destroy({ transaction: t });
      if (upload.project_id) {
        await this.projects.record(actor, upload.project_id, 'file_deleted', {
          details: { upload_id: upload.id, filename: upload.filename },
          transaction: t,
        });
      }
    });
    await this.drive.deleteFile(upload.storage_key).catch(() => undefined);
  }
}

export function presentUpload(upload: Upload) {
  return {
    id: upload.id,
    project_id: upload.project_id,
    filename: upload.filename,
    content_type: upload.content_type,
    size: upload.size,
    uploaded_by: upload.uploaded_by,
    created_at: upload.created_at,
  };
}
