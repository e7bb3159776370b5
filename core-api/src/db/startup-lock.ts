// Owns the start-up lock: one PostgreSQL session-level advisory lock, held on a connection of its own, around
// everything an instance does to the database before it serves — migrations, the platform superadmin, the demo
// seed, pg-boss's schema and queues. Instances started together take turns: the first does the work, the
// others wait for the lock and then find nothing left to do (without it two instances on an empty database
// raced to create the same tables, and crashed). Running instances never take it, so a rolling upgrade keeps
// the old ones serving while a new one migrates (migrations are additive: decision 0056).
import pg from 'pg';
import type { Sequelize } from 'sequelize';
import { connectionSettings, isEmbeddedDatabase } from './sequelize.js';

/** The lock's key: any fixed 64-bit number no other code in the database uses ("SiteBase start-up"). */
export const STARTUP_LOCK_KEY = '5362617365537475';

export interface StartupLockOptions {
  /** Told once when another instance holds the lock and this one waits. */
  onWait?: () => void;
}

/**
 * Runs `work` while holding the start-up lock. On the embedded database there is one process by construction
 * (it owns the data folder) and one session (a second connection for the lock would wait on the first), so it
 * runs unlocked there.
 */
export async function withStartupLock<T>(
  sequelize: Sequelize,
  work: () => Promise<T>,
  options: StartupLockOptions = {},
): Promise<T> {
  if (await isEmbeddedDatabase(sequelize)) return work();
  const client = new pg.Client({
    ...connectionSettings(sequelize),
    application_name: 'sitebase-startup-lock',
  });
  // A session lock lives as long as its connection: if that connection drops mid-way another instance may
  // start the same work, so this start fails rather than carry on as if it still held the lock.
  let lost: unknown;
  client.on('error', (err) => (lost = err));
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1::bigint) AS locked',
      [STARTUP_LOCK_KEY],
    );
    if (!rows[0]?.locked) {
      options.onWait?.();
      await client.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    }
    const result = await work();
    if (lost) throw new Error('The start-up lock was lost while it was held', { cause: lost });
    await client.query('SELECT pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]);
    return result;
  } finally {
    await client.end().catch(() => undefined);
  }
}
