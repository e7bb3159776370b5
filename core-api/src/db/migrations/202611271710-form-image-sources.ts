// Migration: a form's photos and drawn signatures say where they came from (decision 0066), as filed documents
// already do (`uploads.source_type`): 'form_signature' (every upload with a form_signatures row) and
// 'form_photo' (the photos the forms module named "form-photo-<time>.jpg"). A file from a record or a form is
// deleted by a manager and up only, never by the worker who took it, and is shown in its drive folder.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(
    `UPDATE uploads SET source_type = 'form_signature'
      WHERE source_type IS NULL AND id IN (SELECT upload_id FROM form_signatures)`,
  );
  await qi.sequelize.query(
    `UPDATE uploads SET source_type = 'form_photo'
      WHERE source_type IS NULL AND filename LIKE 'form-photo-%' AND content_type = 'image/jpeg'`,
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(
    `UPDATE uploads SET source_type = NULL WHERE source_type IN ('form_signature', 'form_photo')`,
  );
}
