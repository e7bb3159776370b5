// Instances started together (issue 34: one crashed 5 of 5 times on an empty database, 4 of 4 on the seed).
// Two start-ups at once on one empty database — migrations, the platform superadmin, the demo seed and
// pg-boss's schema, as index.ts does them — both succeed under the start-up lock: one does the work, the
// other waits and then finds nothing left to do.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { QueryTypes, type Sequelize } from 'sequelize';
import { JobQueue } from '../lib/jobs.js';
import { bootstrapSuperadmin } from './bootstrap.js';
import { runMigrations } from './migrate.js';
import { DEMO_COMPANY_NAME, seedDemo } from './seed.js';
import { createSequelize } from './sequelize.js';
import { withStartupLock } from './startup-lock.js';

const embedded = inject('poolMax') === 1;

// On embedded PGlite there is one process and one session: the lock is not taken there (startup-lock.ts).
describe.skipIf(embedded)('start-up lock', () => {
  const name = `core_api_lock_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const opened: Sequelize[] = [];
  let admin: Sequelize | undefined;
  afterAll(async () => {
    for (const sequelize of opened) await sequelize.close();
    await admin?.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin?.close();
  });

  it('two instances starting at once on an empty database both succeed, one after the other', async () => {
    admin = createSequelize(inject('databaseUrl'), { poolMax: 1 });
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(inject('databaseUrl'));
    url.pathname = `/${name}`;
    let waited = 0;

    const start = async () => {
      const sequelize = createSequelize(url.toString(), { poolMax: 3 });
      opened.push(sequelize);
      const jobs = new JobQueue(sequelize);
      try {
        return await withStartupLock(
          sequelize,
          async () => {
            const applied = await runMigrations(sequelize);
            const superadmin = await bootstrapSuperadmin(sequelize, {
              password: 'Bootstrap-Pass-1',
              production: true,
            });
            const { created } = await seedDemo(sequelize, {
              demoPassword: 'Demo1234!',
              superadminPassword: 'Bootstrap-Pass-1',
            });
            await jobs.start();
            return { applied: applied.length, superadmin, seeded: created.length };
          },
          { onWait: () => (waited += 1) },
        );
      } finally {
        await jobs.stop();
      }
    };

    const results = await Promise.all([start(), start()]);
    expect(waited).toBe(1);
    const [first, second] = results.sort((a, b) => b.applied - a.applied);
    expect(first!.applied).toBeGreaterThan(0);
    expect(first!.superadmin).toBe('created');
    expect(first!.seeded).toBeGreaterThan(0);
    expect(second).toEqual({ applied: 0, superadmin: 'exists', seeded: 0 });

    const db = opened[0]!;
    const count = async (sql: string, on: Sequelize = db) =>
      Number(
        (
          await on.query<{ n: number }>(sql, {
            type: QueryTypes.SELECT,
            replacements: { demo: DEMO_COMPANY_NAME, name },
          })
        )[0]?.n,
      );
    expect(await count('SELECT count(*) AS n FROM superadmins')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM companies WHERE name = :demo')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM pgboss.version')).toBe(1);
    // Released: nothing holds an advisory lock in that database once both have started.
    expect(
      await count(
        `SELECT count(*) AS n FROM pg_locks
          WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = :name)`,
        admin,
      ),
    ).toBe(0);
  }, 120_000);
});
