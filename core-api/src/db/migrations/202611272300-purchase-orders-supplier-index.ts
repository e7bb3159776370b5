// Migration: purchase orders by supplier (issue 36, decision 0069). The orders search resolves a supplier's name
// to its ids first and ORs `supplier_id IN (…)` with the reference's trigram index; without an index on the
// supplier that arm could only be tested row by row. The supplier's orders (and the foreign key's checks when a
// supplier is deleted) read it too.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(
    'CREATE INDEX purchase_orders_company_supplier ON purchase_orders (company_id, supplier_id, created_at DESC)',
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP INDEX IF EXISTS purchase_orders_company_supplier');
}
