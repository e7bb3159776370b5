// Migration: list totals that do not scan (decision 0026). `list_counters` holds one row per company, list and
// view with the number of rows in that view; triggers on the listed tables keep it in the same transaction as
// the write that changes it (a rolled-back write rolls its count back too). Views:
//   projects       live | archived                       (is_archived)
//   users          active | invited | inactive           (users by state, plus open invitations as invited)
//   suppliers      active | inactive                     (is_active)
//   notifications  all:<user id> | unread:<user id>      (per recipient)
// Each trigger touches its counter rows in view-name order, so two transactions moving rows in opposite
// directions (archive and restore) lock them in the same order and never deadlock. Existing rows are counted
// once here (backfill).
import type { QueryInterface } from 'sequelize';

interface Counted {
  table: string;
  list: string;
  /** SQL over `r` (the row) giving the text[] of views the row counts in. */
  views: string;
  /** Columns whose change can move a row between views (the UPDATE trigger fires only on these). */
  columns: string[];
}

const USER_VIEW = `CASE WHEN NOT r.is_active THEN 'inactive' WHEN r.password_set_at IS NULL THEN 'invited'
  ELSE 'active' END`;

export const COUNTED: Counted[] = [
  {
    table: 'projects',
    list: 'projects',
    views: `ARRAY[CASE WHEN r.is_archived THEN 'archived' ELSE 'live' END]`,
    columns: ['company_id', 'is_archived'],
  },
  {
    table: 'users',
    list: 'users',
    views: `ARRAY[${USER_VIEW}]`,
    columns: ['company_id', 'is_active', 'password_set_at'],
  },
  {
    table: 'invitations',
    list: 'users',
    views: `CASE WHEN r.accepted_at IS NULL AND r.cancelled_at IS NULL THEN ARRAY['invited'] ELSE '{}'::text[] END`,
    columns: ['company_id', 'accepted_at', 'cancelled_at'],
  },
  {
    table: 'suppliers',
    list: 'suppliers',
    views: `ARRAY[CASE WHEN r.is_active THEN 'active' ELSE 'inactive' END]`,
    columns: ['company_id', 'is_active'],
  },
  {
    table: 'notifications',
    list: 'notifications',
    views: `CASE WHEN r.read_at IS NULL THEN ARRAY['all:' || r.user_id, 'unread:' || r.user_id]
      ELSE ARRAY['all:' || r.user_id] END`,
    columns: ['company_id', 'user_id', 'read_at'],
  },
];

const fn = (c: Counted) => `list_counters_${c.table}`;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  await sql(`CREATE TABLE list_counters (
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    list varchar(40) NOT NULL,
    view varchar(80) NOT NULL,
    n bigint NOT NULL DEFAULT 0 CHECK (n >= 0),
    PRIMARY KEY (company_id, list, view)
  )`);
  // One write's change to its list's counts: −1 for each view in p_minus, +1 for each in p_plus, applied in
  // view-name order (so every writer locks counter rows in the same order). Upsert on +; plain update on −
  // (the row exists since the + that made it; while a company is being deleted its counter rows may already
  // be gone, and nothing is recreated).
  await sql(`CREATE FUNCTION list_counter_move(p_company uuid, p_list text, p_minus text[], p_plus text[])
    RETURNS void LANGUAGE plpgsql AS $$
    DECLARE d record;
    BEGIN
      FOR d IN SELECT v, sum(delta)::int AS delta
                 FROM (SELECT unnest(p_minus) AS v, -1 AS delta UNION ALL SELECT unnest(p_plus), 1) x
                GROUP BY v HAVING sum(delta) <> 0 ORDER BY v LOOP
        IF d.delta > 0 THEN
          INSERT INTO list_counters AS c (company_id, list, view, n) VALUES (p_company, p_list, d.v, d.delta)
            ON CONFLICT (company_id, list, view) DO UPDATE SET n = c.n + d.delta;
        ELSE
          UPDATE list_counters SET n = n + d.delta
           WHERE company_id = p_company AND list = p_list AND view = d.v;
        END IF;
      END LOOP;
    END $$`);
  for (const c of COUNTED) {
    const views = (row: 'OLD' | 'NEW') => c.views.replace(/\br\./g, `${row}.`);
    await sql(`CREATE FUNCTION ${fn(c)}() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE old_views text[] := '{}'; new_views text[] := '{}';
      BEGIN
        IF TG_OP <> 'INSERT' THEN old_views := ${views('OLD')}; END IF;
        IF TG_OP <> 'DELETE' THEN new_views := ${views('NEW')}; END IF;
        IF TG_OP = 'UPDATE' AND OLD.company_id = NEW.company_id THEN
          IF old_views IS DISTINCT FROM new_views THEN
            PERFORM list_counter_move(NEW.company_id, '${c.list}', old_views, new_views);
          END IF;
          RETURN NULL;
        END IF;
        IF TG_OP <> 'INSERT' THEN PERFORM list_counter_move(OLD.company_id, '${c.list}', old_views, '{}'); END IF;
        IF TG_OP <> 'DELETE' THEN PERFORM list_counter_move(NEW.company_id, '${c.list}', '{}', new_views); END IF;
        RETURN NULL;
      END $$`);
    await sql(`CREATE TRIGGER ${fn(c)}_write AFTER INSERT OR DELETE ON ${c.table}
      FOR EACH ROW EXECUTE FUNCTION ${fn(c)}()`);
    await sql(`CREATE TRIGGER ${fn(c)}_update AFTER UPDATE OF ${c.columns.join(', ')} ON ${c.table}
      FOR EACH ROW EXECUTE FUNCTION ${fn(c)}()`);
  }
  // Backfill: count what is there now.
  for (const c of COUNTED) {
    await sql(`INSERT INTO list_counters AS lc (company_id, list, view, n)
      SELECT r.company_id, '${c.list}', v, count(*) FROM ${c.table} r, unnest(${c.views}) v
       GROUP BY r.company_id, v
      ON CONFLICT (company_id, list, view) DO UPDATE SET n = lc.n + EXCLUDED.n`);
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  for (const c of COUNTED) {
    await sql(`DROP TRIGGER IF EXISTS ${fn(c)}_write ON ${c.table}`);
    await sql(`DROP TRIGGER IF EXISTS ${fn(c)}_update ON ${c.table}`);
    await sql(`DROP FUNCTION IF EXISTS ${fn(c)}()`);
  }
  await sql('DROP FUNCTION IF EXISTS list_counter_move(uuid, text, text[], text[])');
  await sql('DROP TABLE IF EXISTS list_counters');
}
