// Owns what a file looks like on the wire: the Upload answer and the row → answer mapping (with whether the
// reader may delete it, so the UI shows the control without re-coding the rule).
import { z } from 'zod';
import type { Actor } from '../../lib/auth.js';
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
    /** Whether the reader may delete it: its uploader or a manager and up, while the project is live. */
    can_delete: z.boolean(),
  })
  .meta({ id: 'Upload' });

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
  };
}
