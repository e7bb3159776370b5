// Migration: VAT registration is one company setting every module reads (issue 32, decision 0043). Until now
// a company counted as registered when its settings held a VAT number (labour) or always (estimates and
// applications added 20%). `vat_registered` is the switch; companies with a VAT number start registered.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(
    `ALTER TABLE company_settings ADD COLUMN vat_registered BOOLEAN NOT NULL DEFAULT false`,
  );
  await qi.sequelize.query(`UPDATE company_settings SET vat_registered = true WHERE vat_number IS NOT NULL`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE company_settings DROP COLUMN vat_registered`);
}
