// The one import for BFF tests: a signed company token, the `gql(app, query, variables, token)` call, the BFF
// app on a fake or the real core-api, and core-api's factories. Module tests live beside their module
// (src/modules/<m>/<m>.test.ts) and take everything from here.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import type { Express } from 'express';
import { createBffApp, type BffOptions } from '../app.js';
import { startRealCoreApi, type RealCoreApi } from './real-core-api.js';

export {
  authPayload,
  contactResult,
  demoUser,
  RESET_REQUESTED,
  startFakeCoreApi,
  unreachableUrl,
  type CannedResponse,
  type FakeCoreApi,
  type RecordedRequest,
} from './fake-core-api.js';
export { startRealCoreApi, type RealCoreApi } from './real-core-api.js';
export {
  createCompany,
  createCompanyWithUser,
  createUser,
  DEFAULT_PASSWORD,
  type Company,
  type User,
  TEST_JWT_SECRET,
} from '@sitebase/core-api/testing';

/** A web app directory that never exists, so the BFF serves no static files in tests. */
export const NO_WEB_DIST = join(tmpdir(), 'bff-no-web-dist');

export interface TokenClaims {
  sub?: string;
  cid?: string;
  role?: string;
  tv?: number;
}

/**
 * A company access token signed like core-api's (HS256, issuer sitebase, audience sitebase:company), for a
 * user the fake core-api pretends exists. Against the real core-api use `core.tokenFor(user)`.
 */
export function signedToken(secret: string, claims: TokenClaims = {}): string {
  return jwt.sign({ sub: '11', cid: '3', role: 'worker', tv: 0, ...claims }, secret, {
    algorithm: 'HS256',
    issuer: 'sitebase',
    audience: 'sitebase:company',
    expiresIn: '1h',
  });
}

/** POST /graphql as JSON, with a bearer token when one is given. */
export function gql(app: Express, query: string, variables?: Record<string, unknown>, token?: string) {
  const req = request(app).post('/graphql').set('content-type', 'application/json');
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.send({ query, variables });
}

/** The BFF app against the given core-api URL, test defaults (no web files, NODE_ENV test) overridable. */
export function startBff(coreApiUrl: string, jwtSecret: string | null, options: BffOptions = {}) {
  return createBffApp({ coreApiUrl, jwtSecret, webDist: NO_WEB_DIST, nodeEnv: 'test', ...options });
}

export interface RealStack {
  core: RealCoreApi;
  app: Express;
  /** A bearer token core-api accepts for this user. */
  tokenFor: RealCoreApi['tokenFor'];
  close(): Promise<void>;
}

/** The real core-api on a fresh database plus the BFF in front of it. */
export async function startRealStack(
  jwtSecret: string,
  coreOverrides: Parameters<typeof startRealCoreApi>[1] = {},
  bffOptions: BffOptions = {},
): Promise<RealStack> {
  const core = await startRealCoreApi(jwtSecret, coreOverrides);
  const app = await startBff(core.url, jwtSecret, bffOptions);
  return { core, app, tokenFor: core.tokenFor, close: () => core.close() };
}
