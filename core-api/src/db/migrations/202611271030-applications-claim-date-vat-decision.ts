// Migration: applications record the date the claim was made (issue 32, decision 0049: the Scheme's due date is
// the later of 7 days after the period and the making of the claim, so an application made on paper on the 3rd
// and entered on the 10th counts from the 3rd) and the VAT decision the 5% disregard took for the whole
// application (its CIS share and reason). Existing submitted applications were claimed the day they were entered.
// The payee's notice in default is a row of application_notices (kind 'default'): no column for it.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE applications ADD COLUMN claim_date DATE`);
  await qi.sequelize.query(
    `UPDATE applications SET claim_date = submitted_on WHERE submitted_on IS NOT NULL`,
  );
  await qi.sequelize.query(`ALTER TABLE applications ADD COLUMN vat_decision JSONB`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE applications DROP COLUMN vat_decision`);
  await qi.sequelize.query(`ALTER TABLE applications DROP COLUMN claim_date`);
}
