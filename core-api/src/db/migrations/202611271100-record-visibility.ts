// Migration: a filed document and an activity row carry the lowest role that may read the record they came from
// (issue 33, decision 0052). Before this an application's or estimate's PDF filed in a project's files, and the
// activity of records a worker may not read (applications, estimates, labour invoices, plant hire invoices),
// reached every worker on the project's team.
//
// uploads.min_role (default worker: a person's own upload keeps today's visibility), with source_type and
// source_id naming the record a filed document came from. Existing filed documents are found by the links their
// records keep (applications.pdf_upload_id, purchase_orders.pdf_upload_id, form_submissions.pdf_upload_id).
// Estimates keep no link: an estimate's PDF is filed in the project its enquiry was converted into, named
// "<reference>-v<version>.pdf" (estimate.pdf.ts), so it is found by that project and name; a user's own PDF
// given exactly that name in that project would be hidden from workers too — the safe side for priced work.
//
// activities.min_role (default worker) is backfilled by entity type (the record's read role), from a note's
// level (details.visibility_level), for plant hire invoices, and for the project's "file uploaded/deleted" rows
// about a document now hidden from workers.
import type { QueryInterface } from 'sequelize';

const ROLE_CHECK = `IN ('worker', 'supervisor', 'manager', 'admin')`;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  await sql(`ALTER TABLE uploads
      ADD COLUMN min_role VARCHAR(20) NOT NULL DEFAULT 'worker' CHECK (min_role ${ROLE_CHECK}),
      ADD COLUMN source_type VARCHAR(50),
      ADD COLUMN source_id UUID`);
  await sql(`UPDATE uploads u SET min_role = 'supervisor', source_type = 'application', source_id = a.id
               FROM applications a WHERE a.pdf_upload_id = u.id`);
  await sql(`UPDATE uploads u SET min_role = 'supervisor', source_type = 'purchase_order', source_id = o.id
               FROM purchase_orders o WHERE o.pdf_upload_id = u.id`);
  await sql(`UPDATE uploads u SET source_type = 'form_submission', source_id = s.id
               FROM form_submissions s WHERE s.pdf_upload_id = u.id`);
  await sql(`UPDATE uploads u SET min_role = 'supervisor', source_type = 'estimate', source_id = e.id
               FROM estimates e JOIN enquiries q ON q.id = e.enquiry_id
              WHERE q.project_id = u.project_id AND e.company_id = u.company_id
                AND u.content_type = 'application/pdf' AND u.source_type IS NULL
                AND u.filename = e.reference || '-v' || e.version || '.pdf'`);

  await sql(`ALTER TABLE activities
      ADD COLUMN min_role VARCHAR(20) NOT NULL DEFAULT 'worker' CHECK (min_role ${ROLE_CHECK})`);
  await sql(`UPDATE activities SET min_role = 'supervisor'
              WHERE entity_type IN ('application', 'application_template', 'enquiry', 'estimate', 'labour_invoice')`);
  await sql(`UPDATE activities SET min_role = 'supervisor'
              WHERE entity_type = 'plant_request' AND action LIKE 'hire_invoice%'`);
  await sql(`UPDATE activities SET min_role = details->>'visibility_level'
              WHERE details->>'visibility_level' ${ROLE_CHECK}`);
  await sql(`UPDATE activities a SET min_role = u.min_role
               FROM uploads u
              WHERE a.entity_type = 'project' AND a.action IN ('file_uploaded', 'file_deleted')
                AND u.id::text = a.details->>'upload_id' AND u.min_role <> 'worker'`);
  // A deleted filed document's row is gone (and its record's link with it): its file activity is matched by
  // the name it was filed under in that project (applications.pdf.ts, materials.pdf.ts, estimate.pdf.ts).
  const fileRows = `a.entity_type = 'project' AND a.action IN ('file_uploaded', 'file_deleted') AND a.min_role = 'worker'`;
  await sql(`UPDATE activities a SET min_role = 'supervisor'
               FROM applications x JOIN projects p ON p.id = x.project_id
              WHERE ${fileRows} AND a.entity_id = x.project_id
                AND a.details->>'filename' = p.project_number || '-application-' || x.number || '.pdf'`);
  await sql(`UPDATE activities a SET min_role = 'supervisor'
               FROM purchase_orders o
              WHERE ${fileRows} AND a.entity_id = o.project_id AND a.details->>'filename' = o.reference || '.pdf'`);
  await sql(`UPDATE activities a SET min_role = 'supervisor'
               FROM estimates e JOIN enquiries q ON q.id = e.enquiry_id
              WHERE ${fileRows} AND a.entity_id = q.project_id
                AND a.details->>'filename' = e.reference || '-v' || e.version || '.pdf'`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE activities DROP COLUMN min_role`);
  await qi.sequelize.query(
    `ALTER TABLE uploads DROP COLUMN min_role, DROP COLUMN source_type, DROP COLUMN source_id`,
  );
}
