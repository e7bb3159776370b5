// Migration: indexes the plan check found missing once every module's main list came into it
// (src/db/list-plans.test.ts seeds each bench list at 10,000 rows a company, decision 0028):
// - plant requests, listed newest first with the id tie-break;
// - applications, listed open first by final date, then drafts, then the rest newest first: an index on the very
//   expressions of the list's ORDER BY (modules/applications/applications.read.ts), so a page walks it in order.
import type { QueryInterface } from 'sequelize';

const INDEXES: Record<string, string> = {
  plant_requests_company_created: 'ON plant_requests (company_id, created_at DESC, id DESC)',
  applications_company_list_order: `ON applications (
    company_id,
    (CASE WHEN status IN ('submitted','certified','part_paid') THEN 0 WHEN status = 'draft' THEN 1 ELSE 2 END),
    (CASE WHEN status IN ('submitted','certified','part_paid') THEN final_date END),
    created_at DESC,
    id)`,
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const [name, definition] of Object.entries(INDEXES))
    await qi.sequelize.query(`CREATE INDEX ${name} ${definition}`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const name of Object.keys(INDEXES)) await qi.sequelize.query(`DROP INDEX IF EXISTS ${name}`);
}
