// Migration: the event log (issue 34, decision 0059) — every domain event kept for a day under a sequence number
// given in commit order, so a listener that lost its connection, or a stream that resumes with Last-Event-ID,
// replays exactly what it missed. publishEvent inserts the row in the change's transaction; a deferred trigger
// numbers it at commit under one advisory lock (so a higher number is never visible before a lower one) and
// sends the NOTIFY with the number in it. lib/events.ts prunes rows older than a day.
import type { QueryInterface } from 'sequelize';

/** The lock that orders event commits (pg_advisory_xact_lock's two-key form; see decision 0059). */
const ORDER_LOCK = '34, 7';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const q = (sql: string) => qi.sequelize.query(sql);
  await q('CREATE SEQUENCE event_seq AS bigint');
  // `id` is the insert's own key (not ordered by commit); `seq` is the public, commit-ordered number, null only
  // inside the writing transaction (no reader ever sees it null). No foreign keys: a row lives a day, and a key
  // check would lock the company row in every writing transaction.
  await q(`CREATE TABLE events (
    id bigserial PRIMARY KEY,
    seq bigint UNIQUE,
    company_id uuid NOT NULL,
    kind text NOT NULL,
    user_id uuid,
    payload jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`);
  await q('CREATE INDEX events_company_seq ON events (company_id, seq)');
  await q('CREATE INDEX events_created_at ON events (created_at)');
  await q(`CREATE FUNCTION events_number_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      next_seq bigint;
    BEGIN
      -- Held until this transaction has committed: the next event-writing commit takes its number only after
      -- this one is visible, so numbers become visible in increasing order.
      PERFORM pg_advisory_xact_lock(${ORDER_LOCK});
      next_seq := nextval('event_seq');
      UPDATE events SET seq = next_seq WHERE id = NEW.id;
      PERFORM pg_notify('sitebase_events', (NEW.payload || jsonb_build_object('seq', next_seq::text))::text);
      RETURN NULL;
    END
  $$`);
  await q(`CREATE CONSTRAINT TRIGGER events_number_at_commit AFTER INSERT ON events
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION events_number_at_commit()`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP TABLE events');
  await qi.sequelize.query('DROP FUNCTION events_number_at_commit()');
  await qi.sequelize.query('DROP SEQUENCE event_seq');
}
