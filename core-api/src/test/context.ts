// Owns per-file test wiring: a Sequelize on the injected test database and an app with generous rate limits
// (rate-limit tests build their own app with low ones); mail goes to the mail_outbox table.
import { afterAll, beforeAll, inject } from 'vitest';
import supertest from 'supertest';
import type { Sequelize } from 'sequelize';
import { createApp, shutdownApp, startJobs, type CreateAppOptions } from '../app.js';
import { createSequelize } from '../db/sequelize.js';
import { createLogger } from '../lib/logger.js';
import { registerModels } from '../app.js';
import { createMigratedDatabase, databaseUrl, dropDatabase, newDatabaseName } from './template-db.js';

import { TEST_JWT_SECRET } from './secret.js';

export { TEST_JWT_SECRET };

/**
 * A Sequelize on the shared test database; with `own`, on the server, on a database of the file's own (a copy of
 * the migrated template, made before the file's first test and dropped after it). A file wants its own when
 * its app's background jobs must be its own: on the shared database any file's app may take another's job
 * (a folder job, say, and make the folders in its own drive), as workers run files side by side.
 */
export function testDatabase({ own = false }: { own?: boolean } = {}): Sequelize {
  const shared = inject('databaseUrl');
  const separate = own && inject('poolMax') !== 1;
  const name = separate ? newDatabaseName('core_api_own') : undefined;
  const sequelize = createSequelize(name ? databaseUrl(shared, name) : shared, {
    poolMax: inject('poolMax'),
  });
  registerModels(sequelize);
  // Sequelize connects at its first query: the database exists by then.
  if (name) {
    beforeAll(async () => {
      await createMigratedDatabase(shared, name);
    }, 60_000);
  }
  afterAll(async () => {
    await sequelize.close();
    if (name) await dropDatabase(shared, name);
  });
  return sequelize;
}

export function testApp(sequelize: Sequelize, overrides: Partial<CreateAppOptions> = {}) {
  const app = createApp({
    sequelize,
    jwtSecret: TEST_JWT_SECRET,
    logger: createLogger(process.env.TEST_LOG_LEVEL || 'silent'),
    trustProxy: 'loopback',
    loginRateLimit: {
      ip: { points: 100_000, durationSeconds: 900 },
      account: { points: 100_000, durationSeconds: 900 },
      accountTotal: { points: 100_000, durationSeconds: 900 },
    },
    contactRateLimit: { points: 100_000, durationSeconds: 3600 },
    passwordResetRateLimit: {
      ip: { points: 100_000, durationSeconds: 3600 },
      email: { points: 100_000, durationSeconds: 3600 },
    },
    // PDF tests print many documents per user; the PDF limit's own test builds an app with a low one.
    pdfRateLimit: { points: 100_000, durationSeconds: 60 },
    appUrl: 'http://localhost:3000',
    // Every JSON answer in every test is checked against its route's declared response schema.
    checkResponses: true,
    // Background jobs poll often and retry at once, so tests wait fractions of a second, not minutes.
    jobs: { pollingIntervalSeconds: 0.5, retryLimit: 1, retryDelay: 1 },
    ...overrides,
  });
  // On the embedded database the app has one connection (poolMax 1), and pg-boss works through it: started
  // lazily by the first job a request sends inside its transaction, it waited for that same connection and the
  // request failed with 503. The product starts the queue at start-up (index.ts); so do tests here.
  if (inject('poolMax') === 1) beforeAll(() => startJobs(app));
  afterAll(() => shutdownApp(app));
  return { app, request: supertest(app) };
}
