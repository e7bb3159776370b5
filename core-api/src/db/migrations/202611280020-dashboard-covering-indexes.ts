// Migration: two dashboard figures read an index alone (issue 36, decision 0069).
// - Enquiries by status and the win rate (enquiries.contributions.ts) count the company's enquiries per status
//   and, of each, those whose status changed in the last 12 months: a walk of every enquiry row. The status index
//   the filtered list already reads now also carries `status_changed_at`, so the count is an index-only scan.
// - Retention held (the applications overview and the retention figure) takes, for each template, its latest
//   application that is not a draft: the template index walked backwards, skipping drafts row by row (40 heap
//   rows per template in the bench). A partial index of the issued applications by template and number, with the
//   retention in it, answers each template with one index entry.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  await sql('DROP INDEX IF EXISTS enquiries_company_status_due');
  await sql(
    'CREATE INDEX enquiries_company_status_due ON enquiries (company_id, status, tender_due_date, id) INCLUDE (status_changed_at)',
  );
  await sql(
    "CREATE INDEX applications_template_issued ON applications (template_id, number DESC) INCLUDE (retention_pence) WHERE status <> 'draft'",
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  await sql('DROP INDEX IF EXISTS applications_template_issued');
  await sql('DROP INDEX IF EXISTS enquiries_company_status_due');
  await sql(
    'CREATE INDEX enquiries_company_status_due ON enquiries (company_id, status, tender_due_date, id)',
  );
}
