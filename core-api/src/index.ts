// Owns process start-up: embedded Postgres when DATABASE_URL is unset, migrate, seed, listen, shut down cleanly.
import path from 'node:path';
import { createApp, shutdownApp, startJobs } from './app.js';
import { appUrlProblem, loadConfig } from './config.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { seedDemo } from './db/seed.js';
import { createSequelize } from './db/sequelize.js';
import { createLogger } from './lib/logger.js';

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

const applied = await runMigrations(sequelize);
if (applied.length) logger.info({ applied }, 'migrations applied');
if (config.seed) {
  const { created } = await seedDemo(sequelize);
  if (created.length) logger.info({ created }, 'demo data seeded');
}

const app = createApp({ sequelize, jwtSecret: config.jwtSecret, logger, trustProxy: config.trustProxy });
// Workers for background jobs (folder creation, pushes…) run in every core-api instance; pg-boss shares them out.
await startJobs(app);
const server = app.listen(config.port, config.host, () => {
  console.log(`core-api listening on http://${config.host}:${config.port}/api`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received, shutting down`);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await closed;
  await shutdownApp(app);
  await sequelize.close();
  await embedded?.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
