// Migration: the company's VAT return periods (issue 40, decision 0086) — the VAT summary report reads them. HMRC
// puts a quarterly filer on one of three staggers (quarters ending Mar/Jun/Sep/Dec, Jan/Apr/Jul/Oct or
// Feb/May/Aug/Nov; VAT Notice 700/12) or, on request, on monthly returns. Companies start on Mar/Jun/Sep/Dec,
// the stagger an admin changes in Settings to the one on their VAT registration certificate.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(
    `ALTER TABLE company_settings ADD COLUMN vat_quarter_ends VARCHAR(20) NOT NULL DEFAULT 'mar_jun_sep_dec'
       CHECK (vat_quarter_ends IN ('mar_jun_sep_dec', 'jan_apr_jul_oct', 'feb_may_aug_nov', 'monthly'))`,
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE company_settings DROP COLUMN vat_quarter_ends`);
}
