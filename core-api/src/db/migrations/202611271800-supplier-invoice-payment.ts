// Migration: a supplier invoice is paid after it is approved (issue 35, decision 0068): the payment date, the
// payment's reference (e.g. the BACS run), who recorded it and when.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE supplier_invoices
    ADD COLUMN payment_date DATE,
    ADD COLUMN payment_reference VARCHAR(100),
    ADD COLUMN paid_by UUID REFERENCES users(id) ON DELETE SET NULL,
    ADD COLUMN paid_at TIMESTAMPTZ`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE supplier_invoices
    DROP COLUMN payment_date, DROP COLUMN payment_reference, DROP COLUMN paid_by, DROP COLUMN paid_at`);
}
