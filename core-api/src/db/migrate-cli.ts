// Owns `npm run db:migrate`: migrates DATABASE_URL, or the embedded database in <DATA_DIR>/pg when unset, under
// the start-up lock (so it takes turns with instances starting at the same time).
import path from 'node:path';
import { loadConfig } from '../config.js';
import { startEmbeddedPostgres } from './embedded.js';
import { runMigrations } from './migrate.js';
import { createSequelize } from './sequelize.js';
import { withStartupLock } from './startup-lock.js';

const config = loadConfig();
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
const sequelize = createSequelize(config.databaseUrl ?? embedded!.url, { poolMax: embedded ? 1 : 2 });
try {
  const applied = await withStartupLock(sequelize, () => runMigrations(sequelize), {
    onWait: () => console.log('Another instance is migrating; waiting for it…'),
  });
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date');
} finally {
  await sequelize.close();
  await embedded?.close();
}
