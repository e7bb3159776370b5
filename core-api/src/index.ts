// Owns process start-up: embedded Postgres when DATABASE_URL is unset; then, under the start-up lock (instances
// started together take turns), migrate, make sure a platform superadmin exists, seed the demo when asked and
// start the job queue; listen; and on SIGTERM/SIGINT drain and exit within the shutdown deadline (lib/shutdown.ts).
import path from 'node:path';
import { createApp, drainApp, shutdownApp, startJobs } from './app.js';
import { appUrlProblem, loadConfig } from './config.js';
import { bootstrapSuperadmin } from './db/bootstrap.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { seedDemo } from './db/seed.js';
import { createSequelize } from './db/sequelize.js';
import { withStartupLock } from './db/startup-lock.js';
import { createLogger } from './lib/logger.js';
import { gracefulShutdown } from './lib/shutdown.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const appUrlWarning = appUrlProblem(process.env);
if (appUrlWarning) logger.warn(appUrlWarning);

const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
if (embedded) logger.info(`embedded Postgres (PGlite) at ${embedded.url}`);
const sequelize = createSequelize(config.databaseUrl ?? embedded!.url, {
  poolMax: embedded ? 1 : config.dbPoolMax,
});
const graceMs = config.shutdownGraceSeconds * 1000;

const app = await withStartupLock(
  sequelize,
  async () => {
    const applied = await runMigrations(sequelize);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    const superadmin = await bootstrapSuperadmin(sequelize, {
      password: config.superadminPassword,
      production: config.nodeEnv === 'production',
    });
    if (superadmin === 'created') logger.info('platform superadmin "superadmin" created');
    if (superadmin === 'no-password') {
      logger.warn('no superadmin exists and SUPERADMIN_PASSWORD is unset: set it and restart to create one');
    }
    if (config.seed) {
      const { created } = await seedDemo(sequelize);
      if (created.length) logger.info({ created }, 'demo data seeded');
    }
    const built = createApp({
      sequelize,
      jwtSecret: config.jwtSecret,
      logger,
      trustProxy: config.trustProxy,
      jobs: { stopTimeoutMs: graceMs },
    });
    // Workers for background jobs (folder creation, pushes…) run in every core-api instance; pg-boss shares them
    // out. Its first start creates its schema and queues, hence inside the lock.
    await startJobs(built);
    return built;
  },
  { onWait: () => logger.info('another instance is migrating; waiting for it') },
);
const server = app.listen(config.port, config.host, () => {
  console.log(`core-api listening on http://${config.host}:${config.port}/api`);
});

const shutdown = gracefulShutdown({
  server,
  logger,
  graceMs,
  deadlineMs: config.shutdownTimeoutSeconds * 1000,
  drain: () => drainApp(app),
  close: async () => {
    await shutdownApp(app);
    await sequelize.close();
    await embedded?.close();
  },
});
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
