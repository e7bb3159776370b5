// Migration: labour invoices that cannot be paid twice, with typed lines (issue 32, decision 0047).
// - Lines get a type: every existing line is labour; an invoice's materials (as charged, with their direct cost)
//   become one materials line, so the stored figures stay exactly as they were. Two new portions: plant the
//   subcontractor owns (in the CIS base) and deductions agreed in the contract (off the payment).
// - A supplier's invoice number is unique per supplier in the company, compared normalised (letters and digits
//   only, upper case). Copies already entered keep their place: each later copy's number gets "(duplicate
//   LI-nnnn)" appended, and a copy not yet exported is disputed with the first invoice named.
// - labour_invoice_days: each day of approved timesheet hours (operative, project, date) belongs to one invoice;
//   existing invoices take theirs oldest first (a later copy gets none: it cannot be matched again).
import type { QueryInterface } from 'sequelize';

const NORMALISED = `upper(regexp_replace(supplier_reference, '[^[:alnum:]]', '', 'g'))`;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const run = (sql: string) => qi.sequelize.query(sql);
  await run(`ALTER TABLE labour_invoices
    ADD COLUMN plant_pence BIGINT NOT NULL DEFAULT 0,
    ADD COLUMN deductions_pence BIGINT NOT NULL DEFAULT 0`);
  await run(`UPDATE labour_invoices SET lines = (
      SELECT coalesce(jsonb_agg(
               CASE WHEN x.e->>'type' IS NOT NULL THEN x.e
                    ELSE x.e || '{"type": "labour", "description": null, "cost_pence": null}'::jsonb END
               ORDER BY x.n), '[]'::jsonb)
        FROM jsonb_array_elements(lines) WITH ORDINALITY AS x(e, n))`);
  await run(`UPDATE labour_invoices SET
      lines = lines || jsonb_build_array(jsonb_build_object(
        'type', 'materials', 'operative_id', null, 'project_id', null, 'unit', null, 'quantity', null,
        'rate_pence', null, 'description', 'Materials', 'net_pence', materials_pence,
        'cost_pence', materials_cost_pence)),
      match = match || '[null]'::jsonb
    WHERE materials_pence > 0 OR materials_cost_pence > 0`);
  await run(`WITH ranked AS (
      SELECT id, first_value(reference) OVER w AS first_reference, row_number() OVER w AS n
        FROM labour_invoices
      WINDOW w AS (PARTITION BY company_id, supplier_id, ${NORMALISED} ORDER BY created_at, reference))
    UPDATE labour_invoices i SET
      supplier_reference = left(i.supplier_reference, 70) || ' (duplicate ' || i.reference || ')',
      status = CASE WHEN i.status IN ('received', 'matched', 'approved') THEN 'disputed' ELSE i.status END,
      status_reason = CASE WHEN i.status IN ('received', 'matched', 'approved')
        THEN 'Same supplier''s invoice number as ' || r.first_reference || ': held as a possible duplicate'
        ELSE i.status_reason END
    FROM ranked r WHERE r.id = i.id AND r.n > 1`);
  await run(`CREATE UNIQUE INDEX labour_invoices_supplier_reference_unique
    ON labour_invoices (company_id, supplier_id, (${NORMALISED}))`);
  await run(`CREATE TABLE labour_invoice_days (
      company_id UUID NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      labour_invoice_id UUID NOT NULL REFERENCES labour_invoices(id) ON DELETE CASCADE,
      operative_id UUID NOT NULL,
      project_id UUID NOT NULL,
      work_date DATE NOT NULL,
      PRIMARY KEY (operative_id, project_id, work_date))`);
  await run(`CREATE INDEX labour_invoice_days_invoice ON labour_invoice_days (labour_invoice_id)`);
  await run(`INSERT INTO labour_invoice_days (company_id, labour_invoice_id, operative_id, project_id, work_date)
    SELECT DISTINCT ON (t.operative_id, t.project_id, d.day)
           i.company_id, i.id, t.operative_id, t.project_id, d.day
      FROM labour_invoices i
      CROSS JOIN LATERAL jsonb_array_elements(i.lines) AS l(e)
      JOIN timesheets t ON t.company_id = i.company_id AND t.status = 'approved'
       AND t.operative_id = (l.e->>'operative_id')::uuid AND t.project_id = (l.e->>'project_id')::uuid
      CROSS JOIN LATERAL (SELECT (t.week_commencing + k)::date AS day, t.hours[k + 1] AS h
                            FROM generate_series(0, 6) AS k) d
     WHERE i.status <> 'disputed' AND l.e->>'type' = 'labour' AND d.h > 0
       AND d.day BETWEEN i.period_start AND i.period_end
     ORDER BY t.operative_id, t.project_id, d.day, i.created_at, i.reference
    ON CONFLICT DO NOTHING`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP TABLE labour_invoice_days');
  await qi.sequelize.query('DROP INDEX labour_invoices_supplier_reference_unique');
  await qi.sequelize.query(
    'ALTER TABLE labour_invoices DROP COLUMN plant_pence, DROP COLUMN deductions_pence',
  );
}
