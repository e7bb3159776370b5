// Migration: list totals that do not scan (decision 0028). `list_counters` holds one row per company, list and
// view with the number of rows in that view; triggers on the listed tables keep it in the same transaction as
// the write that changes it (a rolled-back write rolls its count back too). Views:
//   projects       live | archived                       (is_archived)
//   users          active | invited | inactive           (users by state, plus open invitations as invited)
//   suppliers      active | inactive                     (is_active)
//   notifications  all:<user id> | unread:<user id>      (per recipient)
// Each statement's changes are summed per view and applied in (company, view) order, so two transactions moving
// rows in opposite directions (archive and restore) lock counter rows in the same order and never deadlock.
// Existing rows are counted once here (backfill).
// The trigger builders (`installCounted`, `backfillCounted`, `dropCounted`) are exported for later migrations
// that count more tables the same way (202611231000-module-list-counters); what they emit must not change, or
// this migration would do something else on a new database than it did on the ones it has run on.
import type { QueryInterface } from 'sequelize';

export interface Counted {
  table: string;
  list: string;
  /** SQL over `r` (the row) giving the text[] of views the row counts in. */
  views: string;
}

const USER_VIEW = `CASE WHEN NOT r.is_active THEN 'inactive' WHEN r.password_set_at IS NULL THEN 'invited'
  ELSE 'active' END`;

export const COUNTED: Counted[] = [
  {
    table: 'projects',
    list: 'projects',
    views: `ARRAY[CASE WHEN r.is_archived THEN 'archived' ELSE 'live' END]`,
  },
  {
    table: 'users',
    list: 'users',
    views: `ARRAY[${USER_VIEW}]`,
  },
  {
    table: 'invitations',
    list: 'users',
    views: `CASE WHEN r.accepted_at IS NULL AND r.cancelled_at IS NULL THEN ARRAY['invited'] ELSE '{}'::text[] END`,
  },
  {
    table: 'suppliers',
    list: 'suppliers',
    views: `ARRAY[CASE WHEN r.is_active THEN 'active' ELSE 'inactive' END]`,
  },
  {
    table: 'notifications',
    list: 'notifications',
    views: `CASE WHEN r.read_at IS NULL THEN ARRAY['all:' || r.user_id, 'unread:' || r.user_id]
      ELSE ARRAY['all:' || r.user_id] END`,
  },
];

/** The trigger function of a counted table (its triggers are named after it). */
export const fn = (c: Counted) => `list_counters_${c.table}`;

/**
 * The statement that applies one statement's changes: +1 per view of each new row, −1 per view of each old row,
 * summed per company and view (a row whose views did not change nets to nothing), upserted in (company, view)
 * order so every writer locks counter rows in the same order. A − for a counter row that is gone (its company
 * is being deleted) is dropped rather than recreated.
 */
function applySql(c: Counted, rows: ('new_rows' | 'old_rows')[]): string {
  const parts = rows.map(
    (t) => `SELECT r.company_id, v, ${t === 'new_rows' ? 1 : -1} AS delta FROM ${t} r, unnest(${c.views}) v`,
  );
  return `WITH d AS (
      SELECT company_id, v AS view, sum(delta)::bigint AS delta FROM (${parts.join(' UNION ALL ')}) x
       GROUP BY company_id, v HAVING sum(delta) <> 0)
    INSERT INTO list_counters AS c (company_id, list, view, n)
    SELECT d.company_id, '${c.list}', d.view, d.delta FROM d
     WHERE d.delta > 0 OR EXISTS (SELECT 1 FROM list_counters e
                                   WHERE e.company_id = d.company_id AND e.list = '${c.list}' AND e.view = d.view)
     ORDER BY d.company_id, d.view
    ON CONFLICT (company_id, list, view) DO UPDATE SET n = c.n + EXCLUDED.n`;
}

/** Creates the trigger function and the insert, delete and update triggers of each counted table. */
export async function installCounted(qi: QueryInterface, counted: Counted[]): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  // Statement-level triggers over transition tables: one upsert per statement and view, however many rows the
  // statement wrote (a bulk insert of 10,000 projects is one counter update, not 10,000).
  for (const c of counted) {
    await sql(`CREATE FUNCTION ${fn(c)}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${applySql(c, ['new_rows'])};
        ELSIF TG_OP = 'DELETE' THEN ${applySql(c, ['old_rows'])};
        ELSE ${applySql(c, ['old_rows', 'new_rows'])};
        END IF;
        RETURN NULL;
      END $$`);
    await sql(`CREATE TRIGGER ${fn(c)}_insert AFTER INSERT ON ${c.table}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn(c)}()`);
    await sql(`CREATE TRIGGER ${fn(c)}_delete AFTER DELETE ON ${c.table}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn(c)}()`);
    await sql(`CREATE TRIGGER ${fn(c)}_update AFTER UPDATE ON ${c.table}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn(c)}()`);
  }
}

/** Counts the rows each counted table holds now into its counters (added to any already there). */
export async function backfillCounted(qi: QueryInterface, counted: Counted[]): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  for (const c of counted) {
    await sql(`INSERT INTO list_counters AS lc (company_id, list, view, n)
      SELECT r.company_id, '${c.list}', v, count(*) FROM ${c.table} r, unnest(${c.views}) v
       GROUP BY r.company_id, v
      ON CONFLICT (company_id, list, view) DO UPDATE SET n = lc.n + EXCLUDED.n`);
  }
}

/** Drops the triggers and trigger function of each counted table (its counter rows stay). */
export async function dropCounted(qi: QueryInterface, counted: Counted[]): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  for (const c of counted) {
    for (const op of ['insert', 'delete', 'update']) {
      await sql(`DROP TRIGGER IF EXISTS ${fn(c)}_${op} ON ${c.table}`);
    }
    await sql(`DROP FUNCTION IF EXISTS ${fn(c)}()`);
  }
}

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`CREATE TABLE list_counters (
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    list varchar(40) NOT NULL,
    view varchar(80) NOT NULL,
    n bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (company_id, list, view)
  )`);
  await installCounted(qi, COUNTED);
  // Backfill: count what is there now.
  await backfillCounted(qi, COUNTED);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await dropCounted(qi, COUNTED);
  await qi.sequelize.query('DROP TABLE IF EXISTS list_counters');
}
