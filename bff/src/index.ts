// Process entry: starts the BFF on PORT and, on SIGINT/SIGTERM, drains and exits within the shutdown deadline:
// no new connections, WebSockets closed with 1001 "Going away" (clients reconnect elsewhere), requests in flight
// given SHUTDOWN_GRACE_SECONDS, then every connection cut; exit 1 if anything still hangs at
// SHUTDOWN_TIMEOUT_SECONDS (Docker and Kubernetes kill at 10 s).
import { createBffApp, listenBff, listenForSubscriptions } from './app.js';
import { loadConfig } from './config.js';
import { createLogger } from './lib/logger.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
if (!config.jwtSecret) {
  logger.warn('no JWT secret available: tokens are passed to core-api unverified');
}

const app = await createBffApp({ ...config, logger });
const server = listenBff(app, config.port, () => {
  console.log(`App: http://localhost:${config.port}  (GraphQL: http://localhost:${config.port}/graphql)`);
});
// Subscriptions (graphql-ws) share the port and the /graphql path.
const stopSubscriptions = listenForSubscriptions(app, server);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  const began = Date.now();
  logger.info({ signal }, 'shutting down');
  const graceMs = config.shutdownGraceSeconds * 1000;
  const deadline = setTimeout(() => {
    logger.error({ signal, ms: Date.now() - began }, 'shutdown did not finish in time; exiting');
    process.exit(1);
  }, config.shutdownTimeoutSeconds * 1000);
  deadline.unref();
  // Responses from now on close their connection, so keep-alive clients move to another instance.
  server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // Connections go idle as their last response ends: close them as they do rather than wait out keep-alive.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  sweep.unref();
  cut.unref();
  await Promise.all([
    stopSubscriptions(graceMs).catch((err: unknown) => logger.error({ err }, 'closing subscriptions failed')),
    closed,
  ]);
  clearInterval(sweep);
  clearTimeout(cut);
  clearTimeout(deadline);
  logger.info({ signal, ms: Date.now() - began }, 'shut down');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
