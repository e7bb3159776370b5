// Owns core-api's environment: every knob is read here once, with the defaults the docs promise.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTokenKey, type TokenKeys } from './lib/cloud-drive/token-box.js';
import type { GoogleDriveConfig } from './lib/cloud-drive/google-drive.js';
import type { AccountingConfig } from './lib/accounting/index.js';

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/**
 * Where stored files (uploads, filed PDFs) live (decision 0058): the local folder under DATA_DIR/drive — the
 * embedded default, for one instance — or an S3-compatible bucket shared by every instance (chosen by S3_BUCKET).
 */
export type StorageConfig =
  | { provider: 'local'; root: string }
  | {
      provider: 's3';
      bucket: string;
      /** S3_ENDPOINT: MinIO or another S3-compatible store; unset means AWS. */
      endpoint: string | undefined;
      region: string;
      /** Both or neither: unset means the SDK's own chain (instance role, AWS_* variables). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Path-style URLs (endpoint/bucket/key); MinIO needs them. Default: on when S3_ENDPOINT is set. */
      forcePathStyle: boolean;
    };

/**
 * The customers' own cloud drives (decision 0074): the key their tokens are sealed with and our app registration
 * with each provider. A provider without its client id and secret is not offered; without a key none can be
 * connected (and in production a configured provider without a key stops the start).
 */
export interface CloudDriveConfig {
  /** CLOUD_DRIVE_TOKEN_KEY (32 bytes, base64), and CLOUD_DRIVE_TOKEN_KEY_PREVIOUS (comma-separated) to open old blobs. */
  tokenKeys: TokenKeys | undefined;
  /** GOOGLE_DRIVE_CLIENT_ID / _SECRET; GOOGLE_DRIVE_AUTH_URL, _TOKEN_URL, _REVOKE_URL, _API_URL: a fake in tests. */
  google: GoogleDriveConfig | undefined;
  /**
   * MICROSOFT_CLIENT_ID / _SECRET; MICROSOFT_TENANT (default `organizations`: work and school accounts, which
   * SharePoint needs); MICROSOFT_AUTHORITY_HOST and MICROSOFT_GRAPH_URL point at a fake in tests.
   */
  microsoft:
    | { clientId: string; clientSecret: string; tenant: string; authorityHost?: string; graphUrl?: string }
    | undefined;
}

export interface Config {
  port: number;
  /** Interface to listen on: loopback unless CORE_API_HOST says otherwise (compose sets 0.0.0.0). */
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  logLevel: string;
  loginRateLimitIp: RateLimitRule;
  loginRateLimitAccount: RateLimitRule;
  /** Failures per account from any address before the account's own growing wait (known addresses excepted). */
  loginRateLimitAccountTotal: RateLimitRule;
  /** Contact form submissions per IP. */
  contactRateLimit: RateLimitRule;
  /** Password reset requests per IP and per email. */
  passwordResetRateLimitIp: RateLimitRule;
  passwordResetRateLimitEmail: RateLimitRule;
  /** Base URL of the web app, for links in mail. */
  appUrl: string;
  /** SMTP transport URL (nodemailer); unset means mail goes to the mail_outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  nodeEnv: string;
  trustProxy: string | boolean | number;
  dbPoolMax: number;
  seed: boolean;
  /**
   * Password of the platform superadmin created on first start when none exists (SUPERADMIN_PASSWORD; outside
   * production the demo default `Super1234!` when unset). Never applied to an existing account.
   */
  superadminPassword: string | undefined;
  /** Jobs fetched at once per queue and worker (JOB_BATCH_SIZE, default 20). */
  jobBatchSize: number;
  /** Jobs of one queue run at once per instance (JOB_CONCURRENCY, default 5). */
  jobConcurrency: number;
  /** How often an idle queue is polled, in seconds (JOB_POLLING_INTERVAL_SECONDS, default 1; at least 0.5). */
  jobPollingIntervalSeconds: number;
  /**
   * On SIGTERM: how long in-flight requests and running jobs get before connections are cut and unfinished
   * jobs handed back (SHUTDOWN_GRACE_SECONDS, default 5), and the hard deadline after which the process exits
   * non-zero whatever still hangs (SHUTDOWN_TIMEOUT_SECONDS, default 9 — inside Docker's 10 s).
   */
  shutdownGraceSeconds: number;
  shutdownTimeoutSeconds: number;
  /** Largest accepted upload in bytes (UPLOAD_MAX_BYTES, default 10 MB); larger answers 413. */
  uploadMaxBytes: number;
  /** Uploads per user (UPLOAD_RATE_LIMIT, default 120 per hour); more answers 429. */
  uploadRateLimit: RateLimitRule;
  /** Stored bytes per company (COMPANY_STORAGE_QUOTA_BYTES, default 20 GB); an upload past it answers 413. */
  companyStorageQuotaBytes: number;
  /** PDFs per user (PDF_RATE_LIMIT, default 30 a minute); more answers 429. */
  pdfRateLimit: RateLimitRule;
  /** PDFs drawn at once per process (PDF_RENDER_CONCURRENCY, default 2), in worker threads. */
  pdfRenderConcurrency: number;
  /** PDFs waiting to be drawn beyond those (PDF_RENDER_QUEUE, default 20); one more answers 503. */
  pdfRenderQueue: number;
  /** Rendered PDFs kept for reuse, in bytes (PDF_CACHE_MAX_BYTES, default 256 MB; 0 turns the cache off). */
  pdfCacheMaxBytes: number;
  storage: StorageConfig;
  cloudDrive: CloudDriveConfig;
  /** The company's accounting service (issue 38): Xero and QuickBooks Online registrations, and the token key. */
  accounting: AccountingConfig;
  /** Pushes to devices: kept in the push_outbox table (default) or sent with Firebase Cloud Messaging. */
  push:
    | { provider: 'outbox' }
    | { provider: 'fcm'; projectId: string; clientEmail: string; privateKey: string; endpoint?: string };
}

// src/config.ts and dist/config.js both sit two levels below the repo root.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function intFrom(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A positive number (fractions allowed), at least `min`; otherwise `fallback`. */
function secondsFrom(value: string | undefined, fallback: number, min = 0): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) && n > 0 && n >= min ? n : fallback;
}

/** "30" or "30/900" (points / window in seconds). */
export function parseRateLimit(value: string | undefined, fallback: RateLimitRule): RateLimitRule {
  if (!value) return fallback;
  const [points, duration] = value.split('/');
  return {
    points: intFrom(points, fallback.points),
    durationSeconds: intFrom(duration, fallback.durationSeconds),
  };
}

function parseTrustProxy(value: string | undefined): string | boolean | number {
  if (value === undefined || value === '') return 'loopback';
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** JWT_SECRET, or a random dev secret persisted in <dataDir>/secret so restarts keep sessions. */
export function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function pushConfig(env: NodeJS.ProcessEnv): Config['push'] {
  if (env.PUSH_PROVIDER !== 'fcm') return { provider: 'outbox' };
  const missing = ['FCM_PROJECT_ID', 'FCM_CLIENT_EMAIL', 'FCM_PRIVATE_KEY'].filter((k) => !env[k]);
  if (missing.length) throw new Error(`PUSH_PROVIDER=fcm needs ${missing.join(', ')}`);
  return {
    provider: 'fcm',
    projectId: env.FCM_PROJECT_ID!,
    clientEmail: env.FCM_CLIENT_EMAIL!,
    // Keys pasted into one environment line carry \n for their line breaks.
    privateKey: env.FCM_PRIVATE_KEY!.replace(/\\n/g, '\n'),
    endpoint: env.FCM_ENDPOINT || undefined,
  };
}

export function storageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if (!env.S3_BUCKET) return { provider: 'local', root: path.join(dataDir, 'drive') };
  const keyId = env.S3_ACCESS_KEY_ID || undefined;
  const secret = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!keyId !== !secret)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint))
    throw new Error(`S3_ENDPOINT (${endpoint}) must start with http:// or https://`);
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    provider: 's3',
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: pathStyle === 'true' ? true : pathStyle === 'false' ? false : !!endpoint,
  };
}

function urlFrom(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name] || undefined;
  if (value && !/^https?:\/\//.test(value))
    throw new Error(`${name} (${value}) must start with http:// or https://`);
  return value;
}

/** Both parts of an app registration, or neither; throws naming the missing one. */
function pairFrom(env: NodeJS.ProcessEnv, id: string, secret: string): [string, string] | undefined {
  if (!env[id] !== !env[secret]) throw new Error(`${id} and ${secret} go together: set both or neither`);
  return env[id] ? [env[id], env[secret]!] : undefined;
}

export function cloudDriveConfig(env: NodeJS.ProcessEnv): CloudDriveConfig {
  const key = env.CLOUD_DRIVE_TOKEN_KEY || undefined;
  const previous = (env.CLOUD_DRIVE_TOKEN_KEY_PREVIOUS ?? '').split(',').filter((k) => k.trim());
  if (!key && previous.length) throw new Error('CLOUD_DRIVE_TOKEN_KEY_PREVIOUS needs CLOUD_DRIVE_TOKEN_KEY');
  const tokenKeys = key
    ? {
        current: parseTokenKey(key),
        previous: previous.map((k) => parseTokenKey(k, 'CLOUD_DRIVE_TOKEN_KEY_PREVIOUS')),
      }
    : undefined;
  const google = pairFrom(env, 'GOOGLE_DRIVE_CLIENT_ID', 'GOOGLE_DRIVE_CLIENT_SECRET');
  const microsoft = pairFrom(env, 'MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET');
  if ((google || microsoft) && !tokenKeys && env.NODE_ENV === 'production') {
    throw new Error(
      'A cloud drive is configured but CLOUD_DRIVE_TOKEN_KEY is not set: its tokens cannot be stored encrypted. ' +
        'Set it to 32 random bytes in base64 (`openssl rand -base64 32`).',
    );
  }
  return {
    tokenKeys,
    google: google && {
      clientId: google[0],
      clientSecret: google[1],
      authUrl: urlFrom(env, 'GOOGLE_DRIVE_AUTH_URL'),
      tokenUrl: urlFrom(env, 'GOOGLE_DRIVE_TOKEN_URL'),
      revokeUrl: urlFrom(env, 'GOOGLE_DRIVE_REVOKE_URL'),
      apiUrl: urlFrom(env, 'GOOGLE_DRIVE_API_URL'),
    },
    microsoft: microsoft && {
      clientId: microsoft[0],
      clientSecret: microsoft[1],
      tenant: env.MICROSOFT_TENANT || 'organizations',
      authorityHost: urlFrom(env, 'MICROSOFT_AUTHORITY_HOST'),
      graphUrl: urlFrom(env, 'MICROSOFT_GRAPH_URL'),
    },
  };
}

/**
 * Xero and QuickBooks Online (issue 38): each offered when its client id and secret are set; their tokens are
 * sealed with ACCOUNTING_TOKEN_KEY (32 random bytes, base64), required in production once either is set. The
 * endpoint variables exist for tests and sandboxes; QUICKBOOKS_ENVIRONMENT=sandbox points at Intuit's sandbox.
 */
export function accountingConfig(env: NodeJS.ProcessEnv): AccountingConfig {
  const key = env.ACCOUNTING_TOKEN_KEY || undefined;
  const previous = (env.ACCOUNTING_TOKEN_KEY_PREVIOUS ?? '').split(',').filter((k) => k.trim());
  if (!key && previous.length) throw new Error('ACCOUNTING_TOKEN_KEY_PREVIOUS needs ACCOUNTING_TOKEN_KEY');
  const tokenKeys = key
    ? {
        current: parseTokenKey(key, 'ACCOUNTING_TOKEN_KEY'),
        previous: previous.map((k) => parseTokenKey(k, 'ACCOUNTING_TOKEN_KEY_PREVIOUS')),
      }
    : undefined;
  const xero = pairFrom(env, 'XERO_CLIENT_ID', 'XERO_CLIENT_SECRET');
  const quickbooks = pairFrom(env, 'QUICKBOOKS_CLIENT_ID', 'QUICKBOOKS_CLIENT_SECRET');
  if ((xero || quickbooks) && !tokenKeys && env.NODE_ENV === 'production') {
    throw new Error(
      'An accounting service is configured but ACCOUNTING_TOKEN_KEY is not set: its tokens cannot be stored ' +
        'encrypted. Set it to 32 random bytes in base64 (`openssl rand -base64 32`).',
    );
  }
  const environment = env.QUICKBOOKS_ENVIRONMENT || 'production';
  if (environment !== 'production' && environment !== 'sandbox')
    throw new Error('QUICKBOOKS_ENVIRONMENT must be production or sandbox');
  const sandbox = environment === 'sandbox';
  const defined = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
  return {
    tokenKeys,
    xero:
      xero &&
      defined({
        clientId: xero[0],
        clientSecret: xero[1],
        webhookKey: env.XERO_WEBHOOK_KEY || undefined,
        authorizeUrl: urlFrom(env, 'XERO_AUTHORIZE_URL'),
        tokenUrl: urlFrom(env, 'XERO_TOKEN_URL'),
        revokeUrl: urlFrom(env, 'XERO_REVOKE_URL'),
        connectionsUrl: urlFrom(env, 'XERO_CONNECTIONS_URL'),
        apiBase: urlFrom(env, 'XERO_API_URL'),
        appUrl: urlFrom(env, 'XERO_APP_URL'),
      }),
    quickbooks:
      quickbooks &&
      defined({
        clientId: quickbooks[0],
        clientSecret: quickbooks[1],
        webhookKey: env.QUICKBOOKS_WEBHOOK_VERIFIER || undefined,
        authorizeUrl: urlFrom(env, 'QUICKBOOKS_AUTHORIZE_URL'),
        tokenUrl: urlFrom(env, 'QUICKBOOKS_TOKEN_URL'),
        revokeUrl: urlFrom(env, 'QUICKBOOKS_REVOKE_URL'),
        apiBase:
          urlFrom(env, 'QUICKBOOKS_API_URL') ??
          (sandbox ? 'https://sandbox-quickbooks.api.intuit.com' : undefined),
        appUrl:
          urlFrom(env, 'QUICKBOOKS_APP_URL') ?? (sandbox ? 'https://app.sandbox.qbo.intuit.com' : undefined),
      }),
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * Why links in mail (invitations, set-password and reset links, built from APP_URL) may not reach the people
 * they are for, or null: not an http(s) URL, or — in production — unset or a loopback address, which only
 * works on the server itself (the "localhost" links of issue 12).
 */
export function appUrlProblem(env: NodeJS.ProcessEnv): string | null {
  const raw = env.APP_URL;
  const production = env.NODE_ENV === 'production';
  if (!raw) {
    return production
      ? 'APP_URL is not set: links in e-mails point to http://localhost:3000. Set APP_URL to the address people open the app at.'
      : null;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `APP_URL (${raw}) is not a URL: links in e-mails will not work. Use e.g. https://sitebase.example.com.`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `APP_URL (${raw}) must start with http:// or https://.`;
  }
  if (production && LOOPBACK_HOSTS.has(url.hostname)) {
    return `APP_URL (${raw}) is a loopback address: links in e-mails only work on this server. Set it to the public address.`;
  }
  return null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  return {
    port: intFrom(env.CORE_API_PORT, 4000),
    host: env.CORE_API_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: resolveJwtSecret(env, dataDir),
    logLevel: env.LOG_LEVEL || 'info',
    loginRateLimitIp: parseRateLimit(env.LOGIN_RATE_LIMIT_IP, { points: 30, durationSeconds: 900 }),
    loginRateLimitAccount: parseRateLimit(env.LOGIN_RATE_LIMIT_ACCOUNT, { points: 10, durationSeconds: 900 }),
    loginRateLimitAccountTotal: parseRateLimit(env.LOGIN_RATE_LIMIT_ACCOUNT_TOTAL, {
      points: 20,
      durationSeconds: 3600,
    }),
    contactRateLimit: parseRateLimit(env.CONTACT_RATE_LIMIT, { points: 5, durationSeconds: 3600 }),
    passwordResetRateLimitIp: parseRateLimit(env.PASSWORD_RESET_RATE_LIMIT_IP, {
      points: 20,
      durationSeconds: 3600,
    }),
    passwordResetRateLimitEmail: parseRateLimit(env.PASSWORD_RESET_RATE_LIMIT_EMAIL, {
      points: 5,
      durationSeconds: 3600,
    }),
    appUrl: (env.APP_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'SiteBase <no-reply@sitebase.local>',
    nodeEnv: env.NODE_ENV || 'development',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dbPoolMax: intFrom(env.DB_POOL_MAX, 10),
    seed: env.SEED !== 'false',
    superadminPassword: env.SUPERADMIN_PASSWORD || undefined,
    jobBatchSize: intFrom(env.JOB_BATCH_SIZE, 20),
    jobConcurrency: intFrom(env.JOB_CONCURRENCY, 5),
    jobPollingIntervalSeconds: secondsFrom(env.JOB_POLLING_INTERVAL_SECONDS, 1, 0.5),
    shutdownGraceSeconds: secondsFrom(env.SHUTDOWN_GRACE_SECONDS, 5),
    shutdownTimeoutSeconds: secondsFrom(env.SHUTDOWN_TIMEOUT_SECONDS, 9),
    uploadMaxBytes: intFrom(env.UPLOAD_MAX_BYTES, 10 * 1024 * 1024),
    uploadRateLimit: parseRateLimit(env.UPLOAD_RATE_LIMIT, { points: 120, durationSeconds: 3600 }),
    companyStorageQuotaBytes: intFrom(env.COMPANY_STORAGE_QUOTA_BYTES, 20 * 1024 ** 3),
    pdfRateLimit: parseRateLimit(env.PDF_RATE_LIMIT, { points: 30, durationSeconds: 60 }),
    pdfRenderConcurrency: intFrom(env.PDF_RENDER_CONCURRENCY, 2),
    pdfRenderQueue: intFrom(env.PDF_RENDER_QUEUE, 20),
    pdfCacheMaxBytes: env.PDF_CACHE_MAX_BYTES === '0' ? 0 : intFrom(env.PDF_CACHE_MAX_BYTES, 256 * 1024 ** 2),
    storage: storageConfig(env, dataDir),
    cloudDrive: cloudDriveConfig(env),
    accounting: accountingConfig(env),
    push: pushConfig(env),
  };
}
