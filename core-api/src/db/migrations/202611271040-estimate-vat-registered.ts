// Migration: an estimate records whether our company was VAT-registered when it was priced (issue 32, decision
// 0050). A company that is not registered charges no VAT, so its estimates add none; the flag is kept on the
// estimate so an issued estimate keeps the VAT it was issued with when the company's setting changes later.
// Estimates priced before this were priced with VAT (every estimate added it): they start registered.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE estimates ADD COLUMN vat_registered BOOLEAN NOT NULL DEFAULT true`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE estimates DROP COLUMN vat_registered`);
}
