// Migration: the tax names and accounts a company's accounting CSV exports use, per target (Xero, QuickBooks
// Online), for companies that import files instead of connecting (issue 38, decision 0081). A company with no
// row gets the services' standard UK names.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`
    CREATE TABLE accounting_export_mappings (
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      target varchar(20) NOT NULL CHECK (target IN ('xero', 'quickbooks')),
      mapping jsonb NOT NULL,
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, target)
    );
  `);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`DROP TABLE accounting_export_mappings;`);
}
