// Owns the Express app: middleware order, then every module's routes under /api (modules/index.ts is the one
// list), then the single error handler.
import express from 'express';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { loadConfig, type Config, type RateLimitRule } from './config.js';
import {
  gatherContributions,
  gatherParams,
  moduleModels,
  type AppDeps,
  type ModuleDef,
} from './kit/module.js';
import { mountModules } from './kit/mount.js';
import { setActivityHandlers, setActivityReadRoles } from './lib/activity.js';
import type { DriveAdapter } from './lib/drive.js';
import { storageFor } from './lib/drive-s3.js';
import { accountingProvidersFor, type AccountingDeps } from './lib/accounting/index.js';
import { cloudDrivesFor, type CloudDriveDeps, type CloudDriveOptions } from './lib/cloud-drive/index.js';
import { EventHub } from './lib/events.js';
import { FcmPushSender, OutboxPushSender, type PushSender } from './lib/push.js';
import { JobQueue, type JobDefinition, type JobQueueOptions } from './lib/jobs.js';
import { errorHandler, notFoundHandler } from './lib/error-handler.js';
import { IdempotencyStore } from './lib/idempotency.js';
import { Lifecycle } from './lib/lifecycle.js';
import { createHttpLogger, createLogger } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { PdfOutput } from './lib/pdf-output.js';
import { configurePdfPool, pdfPool } from './lib/pdf-pool.js';
import { textGuard } from './lib/text-guard.js';
import { initModels } from './models/index.js';
import { MODULES } from './modules/index.js';

export interface CreateAppOptions {
  sequelize: Sequelize;
  /** Defaults to JWT_SECRET / <DATA_DIR>/secret. */
  jwtSecret?: string;
  logger?: Logger;
  /** Express "trust proxy"; default TRUST_PROXY or 'loopback' so the BFF's X-Forwarded-For is honoured. */
  trustProxy?: string | boolean | number;
  loginRateLimit?: { ip?: RateLimitRule; account?: RateLimitRule; accountTotal?: RateLimitRule };
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
  /** Stored files' storage; default S3_BUCKET's bucket, else the `local` adapter under <DATA_DIR>/drive. */
  drive?: DriveAdapter;
  /** Largest accepted upload in bytes (default UPLOAD_MAX_BYTES, 10 MB). */
  uploadMaxBytes?: number;
  /** Cloud-drive providers (default: those configured in the environment) and the token key (CLOUD_DRIVE_TOKEN_KEY). */
  cloudDrive?: Partial<CloudDriveDeps> & { options?: CloudDriveOptions };
  accounting?: Partial<AccountingDeps>;
  /** Uploads per user (default UPLOAD_RATE_LIMIT, 120 per hour). */
  uploadRateLimit?: RateLimitRule;
  /** Stored bytes per company (default COMPANY_STORAGE_QUOTA_BYTES, 20 GB). */
  companyStorageQuotaBytes?: number;
  /** PDFs per user (default PDF_RATE_LIMIT, 30 a minute). */
  pdfRateLimit?: RateLimitRule;
  /** The process's PDF render pool (default PDF_RENDER_CONCURRENCY 2, PDF_RENDER_QUEUE 20). */
  pdfRender?: { concurrency: number; maxQueue: number };
  /** Rendered-PDF cache bound in bytes (default PDF_CACHE_MAX_BYTES, 256 MB; 0 turns it off). */
  pdfCacheMaxBytes?: number;
  /** Check every JSON answer against its route's response schema (tests turn this on). */
  checkResponses?: boolean;
  /** Push provider; default PUSH_PROVIDER (outbox, or FCM). */
  push?: PushSender;
  /** Job queue knobs (tests make retries and polling fast). */
  jobs?: JobQueueOptions;
  /** The modules to mount (default: all of modules/index.ts). */
  modules?: readonly ModuleDef[];
}

export function createApp(options: CreateAppOptions): express.Express {
  // Read the environment only for what the caller did not pass.
  let loaded: Config | undefined;
  const config = () => (loaded ??= loadConfig());
  const jwtSecret = options.jwtSecret ?? config().jwtSecret;
  const logger = options.logger ?? createLogger(config().logLevel);
  const modules = options.modules ?? MODULES;
  registerModels(options.sequelize, modules);

  const stops: (() => Promise<void>)[] = [];
  const events = new EventHub(options.sequelize, {
    onError: (err) => logger.warn({ err }, 'event listener connection failed; retrying'),
  });
  stops.push(() => events.stop());
  const jobs = new JobQueue(options.sequelize, {
    logger,
    batchSize: config().jobBatchSize,
    concurrency: config().jobConcurrency,
    pollingIntervalSeconds: config().jobPollingIntervalSeconds,
    ...options.jobs,
  });
  const lifecycle = new Lifecycle();
  stops.push(() => jobs.stop());
  const deps: AppDeps = {
    sequelize: options.sequelize,
    jwtSecret,
    logger,
    mailer: options.mailer ?? createMailer({ smtpUrl: config().smtpUrl, from: config().mailFrom, logger }),
    drive: options.drive ?? storageFor(config().storage),
    cloudDrive: {
      providers:
        options.cloudDrive?.providers ?? cloudDrivesFor(config().cloudDrive, options.cloudDrive?.options),
      tokenKeys: options.cloudDrive?.tokenKeys ?? config().cloudDrive.tokenKeys,
    },
    accounting: {
      providers: options.accounting?.providers ?? accountingProvidersFor(config().accounting),
      tokenKeys: options.accounting?.tokenKeys ?? config().accounting.tokenKeys,
    },
    push: options.push ?? pushSenderFor(config().push),
    appUrl: options.appUrl ?? config().appUrl,
    settings: {
      nodeEnv: config().nodeEnv,
      loginRateLimit: {
        ip: options.loginRateLimit?.ip ?? config().loginRateLimitIp,
        account: options.loginRateLimit?.account ?? config().loginRateLimitAccount,
        accountTotal: options.loginRateLimit?.accountTotal ?? config().loginRateLimitAccountTotal,
      },
      contactRateLimit: options.contactRateLimit ?? config().contactRateLimit,
      passwordResetRateLimit: {
        ip: options.passwordResetRateLimit?.ip ?? config().passwordResetRateLimitIp,
        email: options.passwordResetRateLimit?.email ?? config().passwordResetRateLimitEmail,
      },
      uploadMaxBytes: options.uploadMaxBytes ?? config().uploadMaxBytes,
      uploadRateLimit: options.uploadRateLimit ?? config().uploadRateLimit,
      companyStorageQuotaBytes: options.companyStorageQuotaBytes ?? config().companyStorageQuotaBytes,
      resetMinResponseMs: options.resetMinResponseMs,
      logResetLinks: !options.mailer && !config().smtpUrl && config().nodeEnv !== 'production',
    },
    contributions: gatherContributions(modules),
    events,
    jobs,
    onShutdown: (stop) => stops.push(stop),
    lifecycle,
    modules,
  };
  setActivityHandlers(deps.contributions.activityHandlers.map((make) => make(deps)));
  setActivityReadRoles(deps.contributions.activityReadRoles);
  for (const make of deps.contributions.jobs) jobs.define(make(deps) as JobDefinition);

  // One render pool per process (lib/pdf-pool.ts); routes and jobs both draw through it.
  configurePdfPool(
    options.pdfRender ?? { concurrency: config().pdfRenderConcurrency, maxQueue: config().pdfRenderQueue },
  );
  const pdf = new PdfOutput(
    options.sequelize,
    pdfPool,
    {
      rateLimit: options.pdfRateLimit ?? config().pdfRateLimit,
      cacheMaxBytes: options.pdfCacheMaxBytes ?? config().pdfCacheMaxBytes,
    },
    logger,
  );

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? config().trustProxy);
  app.use(createHttpLogger(logger));
  app.use(
    express.json({
      limit: options.bodyLimit ?? '1mb',
      // The bytes as sent, for webhooks whose signature is over the raw body (the accounting services').
      verify: (req, _res, buf) => {
        (req as typeof req & { rawBody?: Buffer }).rawBody = buf;
      },
    }),
  );

  const api = express.Router();
  api.use(textGuard());
  mountModules(api, modules, deps, {
    jwtSecret,
    params: gatherParams(modules),
    idempotency: new IdempotencyStore(options.sequelize),
    checkResponses: options.checkResponses ?? false,
    pdf,
    lifecycle,
  });
  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  app.locals.events = events;
  app.locals.jobs = jobs;
  app.locals.lifecycle = lifecycle;
  /** Stops what the app started in the background (LISTEN, job workers); the caller closes the database. */
  app.locals.shutdown = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  return app;
}

/** Starts an app's job workers (index.ts does at start-up; elsewhere they start with the first job sent). */
export async function startJobs(app: express.Express): Promise<void> {
  await (app.locals.jobs as JobQueue).start();
}

/**
 * The first step of shutting down: readiness answers 503, open event streams end (their clients reconnect
 * elsewhere) and job workers stop taking jobs (lib/lifecycle.ts, lib/jobs.ts). Resolves when the running jobs
 * have finished or been handed back (at most the queue's stop timeout).
 */
export async function drainApp(app: express.Express): Promise<void> {
  (app.locals.lifecycle as Lifecycle).drain();
  await (app.locals.jobs as JobQueue).stop();
}

/** Stops an app's background work (see createApp). */
export async function shutdownApp(app: express.Express): Promise<void> {
  await (app.locals.shutdown as (() => Promise<void>) | undefined)?.();
}

/** Binds the core models and every module's own models to a Sequelize instance (idempotent). */
export function registerModels(sequelize: Sequelize, modules: readonly ModuleDef[] = MODULES): void {
  initModels(sequelize, moduleModels(modules));
}

function pushSenderFor(push: Config['push']): PushSender {
  return push.provider === 'fcm' ? new FcmPushSender(push) : new OutboxPushSender();
}
