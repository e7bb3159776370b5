// Migration: the company's accounting service (issue 38, decision 0080) — one connection per company (the
// provider, its sealed credentials, the organisation chosen, the admin-confirmed tax mapping and accounts), the
// single-use consent attempts, contacts kept linked by id, the posting outbox (one row per posted record: its
// state, the provider's id, the payment state read back) with its sync log, and the webhook events already seen.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`
    CREATE TABLE accounting_connections (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL UNIQUE REFERENCES companies(id) ON DELETE CASCADE,
      provider varchar(20) NOT NULL,
      -- choosing_organisation | connected | needs_reconnecting
      status varchar(30) NOT NULL DEFAULT 'connected',
      status_reason text,
      status_changed_at timestamptz NOT NULL DEFAULT now(),
      credentials text NOT NULL,
      organisations jsonb NOT NULL DEFAULT '[]',
      organisation_id varchar(100),
      organisation_name varchar(255),
      organisation_short_code varchar(50),
      tax_mapping jsonb,
      accounts jsonb,
      mapping_confirmed_at timestamptz,
      mapping_confirmed_by uuid REFERENCES users(id) ON DELETE SET NULL,
      connected_by uuid REFERENCES users(id) ON DELETE SET NULL,
      connected_at timestamptz NOT NULL DEFAULT now(),
      last_pulled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX accounting_connections_organisation ON accounting_connections (provider, organisation_id);

    CREATE TABLE accounting_oauth_states (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      provider varchar(20) NOT NULL,
      state_hash char(64) NOT NULL UNIQUE,
      verifier text NOT NULL,
      redirect_uri text NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX accounting_oauth_states_company ON accounting_oauth_states (company_id, expires_at);

    CREATE TABLE accounting_contacts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      connection_id uuid NOT NULL REFERENCES accounting_connections(id) ON DELETE CASCADE,
      -- supplier:<id> or customer:<reference>
      local_key varchar(300) NOT NULL,
      provider_id varchar(100) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (connection_id, local_key)
    );

    CREATE TABLE accounting_postings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      connection_id uuid NOT NULL REFERENCES accounting_connections(id) ON DELETE CASCADE,
      source_type varchar(30) NOT NULL,
      source_id uuid NOT NULL,
      kind varchar(20) NOT NULL,
      label varchar(255) NOT NULL,
      -- queued | posted | failed
      status varchar(20) NOT NULL DEFAULT 'queued',
      idempotency_key uuid NOT NULL DEFAULT gen_random_uuid(),
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      last_attempt_at timestamptz,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      provider_id varchar(100),
      url text,
      posted_at timestamptz,
      payment_state varchar(20),
      total_pence bigint,
      amount_paid_pence bigint,
      amount_due_pence bigint,
      payment_checked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (connection_id, source_type, source_id)
    );
    CREATE INDEX accounting_postings_due ON accounting_postings (company_id, next_attempt_at) WHERE status = 'queued';
    CREATE INDEX accounting_postings_source ON accounting_postings (company_id, source_type, source_id);
    CREATE INDEX accounting_postings_list ON accounting_postings (company_id, created_at DESC);
    CREATE INDEX accounting_postings_provider ON accounting_postings (connection_id, provider_id);

    CREATE TABLE accounting_posting_attempts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      posting_id uuid NOT NULL REFERENCES accounting_postings(id) ON DELETE CASCADE,
      -- posted | already_posted | retry | rejected | needs_reconnecting | failed
      outcome varchar(30) NOT NULL,
      message text,
      provider_id varchar(100),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX accounting_posting_attempts_posting ON accounting_posting_attempts (posting_id, created_at);

    CREATE TABLE accounting_webhook_events (
      provider varchar(20) NOT NULL,
      event_id varchar(200) NOT NULL,
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, event_id)
    );
    CREATE INDEX accounting_webhook_events_company ON accounting_webhook_events (company_id, received_at);
  `);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`
    DROP TABLE accounting_webhook_events;
    DROP TABLE accounting_posting_attempts;
    DROP TABLE accounting_postings;
    DROP TABLE accounting_contacts;
    DROP TABLE accounting_oauth_states;
    DROP TABLE accounting_connections;
  `);
}
