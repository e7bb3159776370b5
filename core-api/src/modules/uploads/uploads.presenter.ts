// Owns what a file looks like on the wire: the Upload answer and the row → answer mapping (with whether the
// reader may delete it, so the UI shows the control without re-coding the rule).
import { z } from 'zod';
import type { Actor } from '../../lib/auth.js';
import { DEFAULT_FOLDER_TEMPLATE } from '../../lib/drive.js';
import { timestamp } from '../../lib/wire.js';
import type { Upload } from '../../models/index.js';
import { mayDeleteFile } from './uploads.policy.js';

export const uploadSchema = z
  .object({
    id: z.uuid(),
    project_id: z.uuid().nullable(),
    filename: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    uploaded_by: z.uuid().nullable(),
    created_at: timestamp,
    /**
     * Whether the reader may delete it: its uploader or a manager and up, while the project is live; a file a
     * record or a form made (a filed PDF, a form's photo or signature), a manager and up only.
     */
    can_delete: z.boolean(),
    /** The project drive folder it is filed in ("04 Site Forms"), or null for the project's own files. */
    folder: z.string().nullable(),
  })
  .meta({ id: 'Upload' });

/**
 * The folder of the project's drive tree a file is filed in, from what made it: the folders the filing jobs
 * write to (forms and site diaries: "04 Site Forms", their photos "05 Photos", applications: "09 Applications & Valuations"),
 * named as the default folder template names them. A person's own upload, and a PDF filed at the project's top
 * level (orders, estimates), sit at the top (null).
 */
const FOLDER_OF_SOURCE: Readonly<Record<string, string>> = {
  form_submission: DEFAULT_FOLDER_TEMPLATE[3],
  form_signature: DEFAULT_FOLDER_TEMPLATE[3],
  form_photo: DEFAULT_FOLDER_TEMPLATE[4],
  // A signed site diary's PDF sits with the site's forms (decision 0087).
  site_diary: DEFAULT_FOLDER_TEMPLATE[3],
  site_diary_week: DEFAULT_FOLDER_TEMPLATE[3],
  application: DEFAULT_FOLDER_TEMPLATE[8],
};

export function folderOf(upload: { source_type?: string | null }): string | null {
  return (upload.source_type && FOLDER_OF_SOURCE[upload.source_type]) || null;
}

export function presentUpload(
  upload: Upload,
  actor: Actor,
  project?: { is_archived: boolean } | null,
): z.output<typeof uploadSchema> {
  return {
    id: upload.id,
    project_id: upload.project_id ?? null,
    filename: upload.filename,
    content_type: upload.content_type,
    size: upload.size,
    uploaded_by: upload.uploaded_by ?? null,
    created_at: upload.created_at.toISOString(),
    can_delete: mayDeleteFile(actor, upload, project),
    folder: folderOf(upload),
  };
}
