// Migration: what the library's behaviour found on a form when it was saved and sent (issue 41, decision 0088)
// — the CSCS check of an induction against the labour record as it stood then, the RIDDOR prompt of an accident
// report, an inspection's next due date or "not safe" — kept on the submission so the reviewer, the view and
// the PDF read what was true when it was sent, even after the labour record changes.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(
    `ALTER TABLE form_submissions ADD COLUMN library_checks JSONB NOT NULL DEFAULT '[]'::jsonb`,
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('ALTER TABLE form_submissions DROP COLUMN library_checks');
}
