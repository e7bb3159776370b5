// The real core-api in-process for BFF tests: a fresh copy of the migrated template database on DATABASE_URL's
// server (dropped at the end) or an embedded PGlite, migrated, served on a free port. Every request core-api receives is recorded, so
// tests can prove how many REST calls a GraphQL operation made.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import type { Sequelize } from 'sequelize';
import {
  createApp,
  shutdownApp,
  startJobs,
  type CreateAppOptions,
  startEmbeddedPostgres,
  runMigrations,
  createMigratedDatabase,
  createSequelize,
  createLogger,
  signAccessToken,
  LocalDriveAdapter,
  type User,
} from '@sitebase/core-api/testing';

export interface RealCoreApi {
  /** Base URL including /api, as the BFF's coreApiUrl. */
  url: string;
  /** The database core-api runs on (a BFF given it as BFF_DATABASE_URL shares limits and budgets there). */
  databaseUrl: string;
  sequelize: Sequelize;
  /** "METHOD /api/path?query" of every request since the last reset. */
  requests: string[];
  tokenFor(user: User): string;
  close(): Promise<void>;
}

export async function startRealCoreApi(
  jwtSecret: string,
  overrides: Partial<CreateAppOptions> = {},
): Promise<RealCoreApi> {
  const cleanups: (() => Promise<void>)[] = [];
  let url: string;
  let poolMax = 5;
  const serverUrl = process.env.DATABASE_URL;
  let migrated = false;
  if (serverUrl) {
    // A copy of core-api's migrated template database: no migrations to run per file.
    const db = await createMigratedDatabase(serverUrl, 'bff_test');
    url = db.url;
    migrated = true;
    cleanups.push(() => db.drop());
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'bff-test-pg-'));
    const embedded = await startEmbeddedPostgres(dir, { maxConnections: 4 });
    url = embedded.url;
    poolMax = 1;
    cleanups.push(async () => {
      await embedded.close();
      rmSync(dir, { recursive: true, force: true });
    });
  }

  const sequelize = createSequelize(url, { poolMax });
  if (!migrated) await runMigrations(sequelize);
  const driveDir = mkdtempSync(path.join(tmpdir(), 'bff-test-drive-'));
  const core = createApp({
    sequelize,
    jwtSecret,
    logger: createLogger('silent'),
    trustProxy: 'loopback',
    drive: new LocalDriveAdapter(driveDir),
    // Background jobs poll often and retry at once in tests.
    jobs: { pollingIntervalSeconds: 0.5, retryLimit: 1, retryDelay: 1 },
    loginRateLimit: {
      ip: { points: 100_000, durationSeconds: 900 },
      account: { points: 100_000, durationSeconds: 900 },
      accountTotal: { points: 100_000, durationSeconds: 900 },
    },
    ...overrides,
  });
  // Job workers start now, as core-api's index.ts starts them: started lazily by the first job sent inside a
  // transaction, pg-boss would wait for a connection that transaction holds (the embedded pool has one).
  await startJobs(core);
  const requests: string[] = [];
  const outer = express();
  outer.use((req, _res, next) => {
    requests.push(`${req.method} ${req.originalUrl}`);
    next();
  });
  outer.use(core);
  const server = outer.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    databaseUrl: url,
    sequelize,
    requests,
    tokenFor: (user) => signAccessToken(jwtSecret, user, 3600).access_token,
    async close() {
      await shutdownApp(core);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sequelize.close();
      for (const cleanup of cleanups.reverse()) await cleanup();
      rmSync(driveDir, { recursive: true, force: true });
    },
  };
}
