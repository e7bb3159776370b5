// Migration: purchase controls (issue 32, decision 0046). An order line keeps the quantity delivered beyond what
// was ordered apart (`held_quantity`) until a manager accepts it; a supplier invoice names its supplier and the
// supplier's reference normalised (`reference_key`: case, spaces and punctuation ignored), unique per supplier in the company.
// Invoices entered twice before this rule keep their reference; the later copies get a key that names their own
// id, so the index can be built and nothing is lost (the match of a new invoice still counts them).
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  await sql(`ALTER TABLE purchase_order_lines ADD COLUMN held_quantity NUMERIC(12,3) NOT NULL DEFAULT 0`);
  await sql(`ALTER TABLE purchase_order_lines ADD CONSTRAINT purchase_order_lines_held_not_negative
    CHECK (held_quantity >= 0)`);
  await sql(`ALTER TABLE supplier_invoices ADD COLUMN supplier_id UUID REFERENCES suppliers (id)`);
  await sql(`UPDATE supplier_invoices i SET supplier_id = o.supplier_id
    FROM purchase_orders o WHERE o.id = i.purchase_order_id`);
  await sql(`ALTER TABLE supplier_invoices ALTER COLUMN supplier_id SET NOT NULL`);
  await sql(`ALTER TABLE supplier_invoices ADD COLUMN reference_key VARCHAR(150)`);
  await sql(
    `UPDATE supplier_invoices SET reference_key = upper(regexp_replace(supplier_reference, '[^[:alnum:]]', '', 'g'))`,
  );
  await sql(`UPDATE supplier_invoices i SET reference_key = d.reference_key || '#' || i.id
    FROM (SELECT id, reference_key, row_number() OVER (PARTITION BY company_id, supplier_id, reference_key
                                                      ORDER BY created_at, id) AS n
            FROM supplier_invoices) d
   WHERE d.id = i.id AND d.n > 1`);
  await sql(`ALTER TABLE supplier_invoices ALTER COLUMN reference_key SET NOT NULL`);
  await sql(`CREATE UNIQUE INDEX supplier_invoices_supplier_reference
    ON supplier_invoices (company_id, supplier_id, reference_key)`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  await sql(`DROP INDEX IF EXISTS supplier_invoices_supplier_reference`);
  await sql(`ALTER TABLE supplier_invoices DROP COLUMN reference_key`);
  await sql(`ALTER TABLE supplier_invoices DROP COLUMN supplier_id`);
  await sql(`ALTER TABLE purchase_order_lines DROP CONSTRAINT purchase_order_lines_held_not_negative`);
  await sql(`ALTER TABLE purchase_order_lines DROP COLUMN held_quantity`);
}
