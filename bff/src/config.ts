// Runtime configuration of the BFF, read once from the environment. The JWT secret follows core-api's rule
// (JWT_SECRET, else the file core-api persists in the data directory) so both hops verify the same tokens.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: this file lives in bff/src (tsx/vitest) or bff/dist (tsc output), two levels down. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BffConfig {
  port: number;
  coreApiUrl: string;
  /** null when neither JWT_SECRET nor the persisted secret exists: tokens are then opaque to the BFF. */
  jwtSecret: string | null;
  nodeEnv: string;
  webDist: string;
  logLevel: string;
}

function readSecret(env: NodeJS.ProcessEnv): string | null {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = resolve(repoRoot, env.DATA_DIR ?? '.data', 'secret');
  if (!existsSync(file)) return null;
  const secret = readFileSync(file, 'utf8').trim();
  return secret || null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const corePort = env.CORE_API_PORT || '4000';
  return {
    port: Number(env.PORT || 3000),
    coreApiUrl: (env.CORE_API_URL || `http://127.0.0.1:${corePort}/api`).replace(/\/+$/, ''),
    jwtSecret: readSecret(env),
    nodeEnv: env.NODE_ENV || 'development',
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : resolve(repoRoot, 'web', 'dist'),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
