// Owns the test database's life: a uniquely named database on DATABASE_URL's server (dropped at the end), or an
// embedded PGlite in a temp dir; migrated once, its URL handed to tests through vitest's provide/inject.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { createSequelize } from '../db/sequelize.js';
import { createMigratedDatabase } from './template-db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    poolMax: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const db = await createMigratedDatabase(serverUrl, 'core_api_test');
    project.provide('databaseUrl', db.url);
    project.provide('poolMax', 5);
    return () => db.drop();
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'core-api-test-'));
  // Files run one at a time in embedded mode; spare connections cover a closing pool overlapping the next one.
  const embedded = await startEmbeddedPostgres(dir, { maxConnections: 4 });
  const db = createSequelize(embedded.url, { poolMax: 1 });
  await runMigrations(db);
  await db.close();
  project.provide('databaseUrl', embedded.url);
  project.provide('poolMax', 1);
  return async () => {
    await embedded.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
