// Runtime configuration of the BFF, read once from the environment. The JWT secret follows core-api's rule
// (JWT_SECRET, else the file core-api persists in the data directory) so both hops verify the same tokens.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAX_COST } from './lib/cost.js';
import { DEFAULT_MAX_CORE_API_CALLS } from './lib/core-api-client.js';
import { parseCoreApiUrls } from './lib/core-api-upstreams.js';

/** Repository root: this file lives in bff/src (tsx/vitest) or bff/dist (tsc output), two levels down. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `points` requests per `durationSeconds`, as core-api's rate-limit variables spell it ("300/60"). */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

export const DEFAULT_GRAPHQL_RATE_LIMIT: RateLimitRule = { points: 300, durationSeconds: 60 };

export interface BffConfig {
  port: number;
  /**
   * core-api's base URL (CORE_API_URL): one address (a load balancer over the replicas) or a comma-separated
   * list of instances the BFF balances itself, retrying safe reads on another (lib/core-api-upstreams.ts).
   */
  coreApiUrl: string;
  /**
   * PostgreSQL for the GraphQL rate limit shared by every BFF instance (BFF_DATABASE_URL, core-api's
   * database: table rate_limits). Unset: each BFF counts in memory, right for a single instance.
   */
  databaseUrl?: string;
  /** null when neither JWT_SECRET nor the persisted secret exists: tokens are then opaque to the BFF. */
  jwtSecret: string | null;
  nodeEnv: string;
  webDist: string;
  /**
   * On SIGTERM: how long requests in flight and WebSockets (closed with 1001 "Going away", so clients
   * reconnect) get before connections are cut (SHUTDOWN_GRACE_SECONDS, default 5), and the hard deadline at
   * which the process exits 1 whatever still hangs (SHUTDOWN_TIMEOUT_SECONDS, default 9; Docker kills at 10).
   */
  shutdownGraceSeconds: number;
  shutdownTimeoutSeconds: number;
  logLevel: string;
  /** Schema introspection over /graphql: off unless GRAPHQL_INTROSPECTION=true (tools use schema.graphql). */
  introspection: boolean;
  /** POST /graphql per signed-in user (verified token subject), else per client IP (GRAPHQL_RATE_LIMIT). */
  graphqlRateLimit: RateLimitRule;
  /** Most core-api calls one operation may make (GRAPHQL_MAX_CORE_API_CALLS). */
  maxCoreApiCalls: number;
  /** Highest estimated cost of an operation (GRAPHQL_MAX_COST). */
  maxCost: number;
  /**
   * Express `trust proxy` (BFF_TRUST_PROXY): the hops whose X-Forwarded-For / X-Forwarded-Proto the BFF
   * believes, for per-IP rate limits and HSTS. Loopback by default; behind a load balancer, its address.
   */
  trustProxy: boolean | number | string;
}

function readSecret(env: NodeJS.ProcessEnv): string | null {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = resolve(repoRoot, env.DATA_DIR ?? '.data', 'secret');
  if (!existsSync(file)) return null;
  const secret = readFileSync(file, 'utf8').trim();
  return secret || null;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function parseRateLimit(value: string | undefined, fallback: RateLimitRule): RateLimitRule {
  if (!value) return fallback;
  const [points, duration] = value.split('/');
  return {
    points: positiveInt(points, fallback.points),
    durationSeconds: positiveInt(duration, fallback.durationSeconds),
  };
}

function positiveSeconds(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value) return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const corePort = env.CORE_API_PORT || '4000';
  return {
    port: Number(env.PORT || 3000),
    coreApiUrl: parseCoreApiUrls(env.CORE_API_URL || `http://127.0.0.1:${corePort}/api`).join(','),
    databaseUrl: env.BFF_DATABASE_URL || undefined,
    jwtSecret: readSecret(env),
    nodeEnv: env.NODE_ENV || 'development',
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : resolve(repoRoot, 'web', 'dist'),
    shutdownGraceSeconds: positiveSeconds(env.SHUTDOWN_GRACE_SECONDS, 5),
    shutdownTimeoutSeconds: positiveSeconds(env.SHUTDOWN_TIMEOUT_SECONDS, 9),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    introspection: env.GRAPHQL_INTROSPECTION === 'true',
    graphqlRateLimit: parseRateLimit(env.GRAPHQL_RATE_LIMIT, DEFAULT_GRAPHQL_RATE_LIMIT),
    maxCoreApiCalls: positiveInt(env.GRAPHQL_MAX_CORE_API_CALLS, DEFAULT_MAX_CORE_API_CALLS),
    maxCost: positiveInt(env.GRAPHQL_MAX_COST, DEFAULT_MAX_COST),
    trustProxy: parseTrustProxy(env.BFF_TRUST_PROXY),
  };
}
