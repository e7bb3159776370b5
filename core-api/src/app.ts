// Owns the Express app: middleware order, the /api routers and the single error handler.
import express from 'express';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { loadConfig, type Config, type RateLimitRule } from './config.js';
import { errorHandler, notFoundHandler } from './lib/error-handler.js';
import { createHttpLogger, createLogger } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { initModels } from './models/index.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { PasswordResetService } from './modules/auth/password-reset.service.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { openApiRoutes } from './openapi/openapi.routes.js';
import { pushTokenRoutes } from './modules/push-tokens/push-tokens.routes.js';
import { LocalDriveAdapter, type DriveAdapter } from './modules/projects/drive.js';
import { idempotency } from './lib/idempotency.js';
import { textGuard } from './lib/text-guard.js';
import { projectRoutes } from './modules/projects/projects.routes.js';
import { ProjectService } from './modules/projects/projects.service.js';
import { uploadRoutes } from './modules/uploads/uploads.routes.js';
import { UploadService } from './modules/uploads/uploads.service.js';
import path from 'node:path';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { superadminRoutes } from './modules/superadmin/superadmin.routes.js';
import { userRoutes } from './modules/users/users.routes.js';

export interface CreateAppOptions {
  sequelize: Sequelize;
  /** Defaults to JWT_SECRET / <DATA_DIR>/secret. */
  jwtSecret?: string;
  logger?: Logger;
  /** Express "trust proxy"; default TRUST_PROXY or 'loopback' so the BFF's X-Forwarded-For is honoured. */
  trustProxy?: string | boolean | number;
  loginRateLimit?: { ip?: RateLimitRule; account?: RateLimitRule };
  bodyLimit?: string;
  /** CONTACT_RATE_LIMIT, default 5 per hour per IP. */
  contactRateLimit?: RateLimitRule;
  passwordResetRateLimit?: { ip?: RateLimitRule; email?: RateLimitRule };
  /** Default: SMTP when SMTP_URL is set, else the mail_outbox table. */
  mailer?: Mailer;
  /** Base URL for links in mail; default APP_URL or http://localhost:3000. */
  appUrl?: string;
  /** Minimum forgot-password response time (default 250 ms). */
  resetMinResponseMs?: number;
  /** Project folder storage; default the `local` adapter under <DATA_DIR>/drive. */
  drive?: DriveAdapter;
  /** Largest accepted upload in bytes (default UPLOAD_MAX_BYTES, 10 MB). */
  uploadMaxBytes?: number;
}

export function createApp(options: CreateAppOptions): express.Express {
  // Read the environment only for what the caller did not pass.
  let loaded: Config | undefined;
  const config = () => (loaded ??= loadConfig());
  const jwtSecret = options.jwtSecret ?? config().jwtSecret;
  const logger = options.logger ?? createLogger(config().logLevel);
  initModels(options.sequelize);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? config().trustProxy);
  app.use(createHttpLogger(logger));
  app.use(express.json({ limit: options.bodyLimit ?? '1mb' }));

  const mailer =
    options.mailer ?? createMailer({ smtpUrl: config().smtpUrl, from: config().mailFrom, logger });
  const appUrl = options.appUrl ?? config().appUrl;
  const api = express.Router();
  api.use(textGuard());
  api.use(idempotency({ sequelize: options.sequelize, jwtSecret }));
  api.use(healthRoutes(options.sequelize));
  api.use(openApiRoutes());
  api.use(
    '/auth',
    authRoutes({
      sequelize: options.sequelize,
      jwtSecret,
      loginRateLimit: {
        ip: options.loginRateLimit?.ip ?? config().loginRateLimitIp,
        account: options.loginRateLimit?.account ?? config().loginRateLimitAccount,
      },
      passwordReset: new PasswordResetService({
        sequelize: options.sequelize,
        jwtSecret,
        logger,
        mailer,
        appUrl,
        logLinks: !options.mailer && !config().smtpUrl && config().nodeEnv !== 'production',
        rateLimit: {
          ip: options.passwordResetRateLimit?.ip ?? config().passwordResetRateLimitIp,
          email: options.passwordResetRateLimit?.email ?? config().passwordResetRateLimitEmail,
        },
        minResponseMs: options.resetMinResponseMs,
      }),
    }),
  );
  api.use(
    '/contact',
    contactRoutes({
      sequelize: options.sequelize,
      rateLimit: options.contactRateLimit ?? config().contactRateLimit,
    }),
  );
  api.use('/push-tokens', pushTokenRoutes({ jwtSecret }));
  const drive = options.drive ?? new LocalDriveAdapter(path.join(config().dataDir, 'drive'));
  api.use('/projects', projectRoutes({ sequelize: options.sequelize, jwtSecret, drive }));
  api.use(
    '/uploads',
    uploadRoutes({
      jwtSecret,
      service: new UploadService(options.sequelize, new ProjectService(options.sequelize), drive),
      maxBytes: options.uploadMaxBytes ?? config().uploadMaxBytes,
    }),
  );
  api.use('/users', userRoutes({ sequelize: options.sequelize, jwtSecret, mailer, appUrl }));
  api.use('/settings', settingsRoutes({ sequelize: options.sequelize, jwtSecret }));
  api.use(
    '/superadmin',
    superadminRoutes({
      sequelize: options.sequelize,
      jwtSecret,
      mailer,
      appUrl,
      rateLimit: {
        ip: options.loginRateLimit?.ip ?? config().loginRateLimitIp,
        account: options.loginRateLimit?.account ?? config().loginRateLimitAccount,
      },
    }),
  );
  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
