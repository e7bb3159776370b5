// Owns faults injected into a write from outside the app, for tests of what a fault leaves behind (decision
// 0055): a trigger on `projects` that, for the project names a test arms, either holds the insert (waiting on
// an advisory lock this helper's own connection holds — a request frozen mid-write, whose process the test can
// then "kill" with pg_terminate_backend or whose database it can cut) or fails it. Each test file passes its
// own tag, so files running at once on the shared test database never touch each other's trigger.
import pg from 'pg';

export interface WriteFaults {
  /** The helper's own connection (also for pg_stat_activity and pg_terminate_backend). */
  admin: pg.Client;
  /** Inserts of a project named `name` wait until `release()`. */
  hold(name: string): Promise<void>;
  /** Inserts of a project named `name` fail (an error raised inside the write's transaction). */
  fail(name: string): Promise<void>;
  /** Held inserts go on; armed names are disarmed. */
  release(): Promise<void>;
  /** The backend pid of a request held in its insert, once there is one (bounded wait). */
  heldBackend(): Promise<number>;
  /** Resolves once some backend waits on a lock in a statement containing `text` (bounded wait). */
  waitingOn(text: string): Promise<number>;
  close(): Promise<void>;
}

/** Polls `probe` until it answers, for at most `ms` (a condition in another process: there is no event). */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function writeFaults(databaseUrl: string, tag: string): Promise<WriteFaults> {
  if (!/^[a-z0-9_]+$/.test(tag)) throw new Error('tag: lowercase letters, digits and _');
  const lockKey = 340_000 + (Array.from(tag).reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9_973, 7) % 9_973);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const table = `fault_${tag}`;
  await admin.query(`CREATE TABLE IF NOT EXISTS ${table} (name text PRIMARY KEY, mode text NOT NULL)`);
  await admin.query(`
    CREATE OR REPLACE FUNCTION ${table}() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE armed text;
    BEGIN
      SELECT mode INTO armed FROM ${table} WHERE name = NEW.name;
      IF armed = 'hold' THEN PERFORM pg_advisory_xact_lock(${lockKey}); END IF;
      IF armed = 'fail' THEN RAISE EXCEPTION 'injected write failure'; END IF;
      RETURN NEW;
    END $$`);
  await admin.query(`DROP TRIGGER IF EXISTS ${table} ON projects`);
  await admin.query(
    `CREATE TRIGGER ${table} BEFORE INSERT ON projects FOR EACH ROW EXECUTE FUNCTION ${table}()`,
  );
  let locked = false;
  const arm = async (name: string, mode: string) => {
    await admin.query(
      `INSERT INTO ${table} (name, mode) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET mode = $2`,
      [name, mode],
    );
  };
  return {
    admin,
    async hold(name) {
      if (!locked) await admin.query('SELECT pg_advisory_lock($1)', [lockKey]);
      locked = true;
      await arm(name, 'hold');
    },
    fail: (name) => arm(name, 'fail'),
    async release() {
      await admin.query(`DELETE FROM ${table}`);
      if (locked) await admin.query('SELECT pg_advisory_unlock($1)', [lockKey]);
      locked = false;
    },
    heldBackend: () =>
      eventually(async () => {
        const { rows } = await admin.query<{ pid: number }>(
          `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND NOT granted`,
          [lockKey],
        );
        return rows[0]?.pid;
      }, 'a write held on the advisory lock'),
    waitingOn: (text) =>
      eventually(async () => {
        const { rows } = await admin.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND position($1 in query) > 0`,
          [text],
        );
        return rows[0]?.pid;
      }, `a statement with "${text}" waiting on a lock`),
    async close() {
      await admin.query(`DROP TRIGGER IF EXISTS ${table} ON projects`);
      await admin.query(`DROP FUNCTION IF EXISTS ${table}()`);
      await admin.query(`DROP TABLE IF EXISTS ${table}`);
      await admin.end();
    },
  };
}
