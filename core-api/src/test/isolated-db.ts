// Owns a database of a test file's own, for suites that compare whole-table counts and so must not see rows
// written by files running in parallel: on a server (DATABASE_URL) a fresh, migrated database dropped after
// the file; on embedded PGlite (files run one at a time) the shared test database.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Sequelize } from 'sequelize';
import { runMigrations } from '../db/migrate.js';
import { createSequelize } from '../db/sequelize.js';
import { registerModels } from '../app.js';

export function isolatedDatabase(): { current: Sequelize } {
  const holder = {} as { current: Sequelize };
  const shared = inject('databaseUrl');
  const embedded = inject('poolMax') === 1;
  let admin: Sequelize | undefined;
  let name: string | undefined;
  beforeAll(async () => {
    let url = shared;
    if (!embedded) {
      name = `core_api_iso_${Date.now()}_${randomBytes(3).toString('hex')}`;
      admin = createSequelize(shared, { poolMax: 1 });
      await admin.query(`CREATE DATABASE "${name}"`);
      const u = new URL(shared);
      u.pathname = `/${name}`;
      url = u.toString();
    }
    holder.current = createSequelize(url, { poolMax: inject('poolMax') });
    if (!embedded) await runMigrations(holder.current);
    registerModels(holder.current);
  }, 60_000);
  afterAll(async () => {
    await holder.current?.close();
    if (admin && name) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.close();
    }
  });
  return holder;
}
