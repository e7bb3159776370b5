// Migration: form signatures (issue 33, decision 0053). A drawn signature is recorded when it is uploaded
// (POST /form-photos kind=signature): the account that drew it (or in whose presence a named signatory without
// an account drew it, with the name they typed) and the time it reached the server. A signature answer may only
// name a row the person filling the form in captured, on the form's project, and each row is claimed by one
// submission — so nobody can put another person's upload, or an old signature, on a form.
// Existing signature answers whose upload was made by the form's own author are recorded as captured by them and
// claimed by that form (their drafts and returned forms keep working); a borrowed one gets no row, so its form
// must be signed again before it is saved or sent.
import { DataTypes, type QueryInterface } from 'sequelize';

const ref = (model: string, onDelete = 'CASCADE', allowNull = false) => ({
  type: DataTypes.UUID,
  allowNull,
  references: { model, key: 'id' },
  onDelete,
});

/**
 * Existing signature answers whose upload the form's own author made: recorded as captured by them and claimed by
 * that form (the oldest form, when one upload is on several). Exported for its test.
 */
export const BACKFILL_SIGNATURES = `INSERT INTO form_signatures (upload_id, company_id, project_id, captured_by, signatory_name,
                              submission_id, created_at)
 SELECT DISTINCT ON (u.id) u.id, s.company_id, s.project_id, u.uploaded_by, NULL, s.id, u.created_at
   FROM form_submissions s
   JOIN form_template_versions v ON v.id = s.template_version_id
   CROSS JOIN LATERAL jsonb_array_elements(v.fields) f
   JOIN uploads u ON u.id::text = (s.answers -> (f ->> 'key') ->> 'upload_id')
                 AND u.company_id = s.company_id AND u.project_id = s.project_id
  WHERE f ->> 'type' = 'signature' AND u.uploaded_by = s.submitted_by
  ORDER BY u.id, s.created_at
 ON CONFLICT DO NOTHING`;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('form_signatures', {
    upload_id: { ...ref('uploads'), primaryKey: true },
    company_id: ref('companies'),
    project_id: ref('projects'),
    captured_by: ref('users', 'NO ACTION'),
    signatory_name: { type: DataTypes.STRING(100), allowNull: true },
    submission_id: ref('form_submissions', 'CASCADE', true),
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.sequelize.query('CREATE INDEX form_signatures_submission ON form_signatures (submission_id)');
  await qi.sequelize.query(
    'CREATE INDEX form_signatures_captured_by ON form_signatures (company_id, captured_by)',
  );
  await qi.sequelize.query(BACKFILL_SIGNATURES);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('form_signatures');
}
