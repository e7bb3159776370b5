// Owns the Express app: middleware order, the /api routers and the single error handler.
import express from 'express';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { loadConfig, type RateLimitRule } from './config.js';
import { errorHandler, notFoundHandler } from './lib/error-handler.js';
import { createHttpLogger, createLogger } from './lib/logger.js';
import { initModels } from './models/index.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';

export interface CreateAppOptions {
  sequelize: Sequelize;
  /** Defaults to JWT_SECRET / <DATA_DIR>/secret. */
  jwtSecret?: string;
  logger?: Logger;
  /** Express "trust proxy"; default TRUST_PROXY or 'loopback' so the BFF's X-Forwarded-For is honoured. */
  trustProxy?: string | boolean | number;
  loginRateLimit?: { ip?: RateLimitRule; account?: RateLimitRule };
  bodyLimit?: string;
}

export function createApp(options: CreateAppOptions): express.Express {
  const needsConfig = !options.jwtSecret || !options.loginRateLimit?.ip || !options.loginRateLimit.account;
  const config = needsConfig || options.trustProxy === undefined ? loadConfig() : undefined;
  const jwtSecret = options.jwtSecret ?? config!.jwtSecret;
  const logger = options.logger ?? createLogger(config?.logLevel);
  initModels(options.sequelize);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? config!.trustProxy);
  app.use(createHttpLogger(logger));
  app.use(express.json({ limit: options.bodyLimit ?? '1mb' }));

  const api = express.Router();
  api.use(healthRoutes(options.sequelize));
  api.use(
    '/auth',
    authRoutes({
      sequelize: options.sequelize,
      jwtSecret,
      loginRateLimit: {
        ip: options.loginRateLimit?.ip ?? config!.loginRateLimitIp,
        account: options.loginRateLimit?.account ?? config!.loginRateLimitAccount,
      },
    }),
  );
  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
