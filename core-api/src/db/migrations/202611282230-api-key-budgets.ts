// Migration: each API key's cost bucket as the BFF charges it (issue 39, decision 0082) — the points available at
// the last charge and when, so every BFF instance draws on one bucket per key. A key's row goes with the key.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`
    CREATE TABLE api_key_budgets (
      key_id uuid PRIMARY KEY REFERENCES api_keys(id) ON DELETE CASCADE,
      available double precision NOT NULL,
      last_paid boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`DROP TABLE api_key_budgets;`);
}
