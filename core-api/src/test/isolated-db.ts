// Owns a database of a test file's own, for suites that compare whole-table counts and so must not see rows
// written by files running in parallel: on a server (DATABASE_URL) a fresh, migrated database dropped after
// the file (a copy of the migrated template); on embedded PGlite (files run one at a time) the shared test database.
import { afterAll, beforeAll, inject } from 'vitest';
import type { Sequelize } from 'sequelize';
import { createSequelize } from '../db/sequelize.js';
import { registerModels } from '../app.js';
import { createMigratedDatabase, type MigratedDatabase } from './template-db.js';

export function isolatedDatabase(): { current: Sequelize } {
  const holder = {} as { current: Sequelize };
  const shared = inject('databaseUrl');
  const embedded = inject('poolMax') === 1;
  let own: MigratedDatabase | undefined;
  beforeAll(async () => {
    // A copy of the migrated template (./template-db.ts), on the shared database's server.
    if (!embedded) own = await createMigratedDatabase(shared, 'core_api_iso');
    holder.current = createSequelize(own?.url ?? shared, { poolMax: inject('poolMax') });
    registerModels(holder.current);
  }, 60_000);
  afterAll(async () => {
    await holder.current?.close();
    await own?.drop();
  });
  return holder;
}
