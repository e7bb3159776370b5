// Process entry: starts the BFF on PORT and stops cleanly on SIGINT/SIGTERM.
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

function shutdown(signal: string): void {
  logger.info({ signal }, 'shutting down');
  void stopSubscriptions();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
