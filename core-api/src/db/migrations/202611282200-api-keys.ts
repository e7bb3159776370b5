// Migration: API keys (issue 39, decision 0082) — a company's keys for external tools and widgets: the name, the
// SHA-256 of the secret (never the secret), the part shown in lists, the scopes, the cost budget, the expiry,
// who made and revoked it, and when and from where it was last used (with the addresses it has been used from).
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`
    CREATE TABLE api_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      created_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name varchar(100) NOT NULL,
      prefix varchar(20) NOT NULL,
      secret_hash char(64) NOT NULL UNIQUE,
      scopes text[] NOT NULL,
      budget_bucket integer NOT NULL,
      budget_per_second integer NOT NULL,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      revoked_by uuid REFERENCES users(id) ON DELETE SET NULL,
      last_used_at timestamptz,
      last_used_ip varchar(64),
      known_addresses text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX api_keys_company ON api_keys (company_id, created_at DESC);
  `);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`DROP TABLE api_keys;`);
}
