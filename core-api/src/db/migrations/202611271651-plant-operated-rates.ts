// Migration: a supplier's plant rate has a with-operator (wet hire) price beside the self-drive one (issue 35,
// decision 0064). `rate_pence` stays the self-drive rate; `operated_rate_pence` is the rate with the supplier's
// operator, null when the supplier does not offer the plant operated. A request with an operator is hired at it.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE plant_rates ADD COLUMN operated_rate_pence BIGINT
    CHECK (operated_rate_pence IS NULL OR operated_rate_pence > 0)`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE plant_rates DROP COLUMN operated_rate_pence`);
}
