// The GraphQL rate limit across BFF instances (issue 34, finding 10): two BFFs given the same database share
// one allowance (N instances no longer allow N times the rule), and a BFF whose database is unreachable
// still limits, in its own memory, rather than failing or letting everything through.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBffApp } from '../app.js';
import {
  createMigratedDatabase,
  createSequelize,
  runMigrations,
  startEmbeddedPostgres,
} from '@sitebase/core-api/testing';
import { signedToken, startBff, unreachableUrl } from '../test/support.js';

const secret = 'test-secret-for-shared-limits';
const rule = { points: 3, durationSeconds: 60 };
let databaseUrl: string;
const cleanups: (() => Promise<void>)[] = [];
const apps: Express[] = [];

/** A migrated database (core-api's schema, table rate_limits included), as the scaled compose gives the BFF. */
beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const db = await createMigratedDatabase(serverUrl, 'bff_limits');
    databaseUrl = db.url;
    cleanups.push(() => db.drop());
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'bff-limits-pg-'));
    const embedded = await startEmbeddedPostgres(dir, { maxConnections: 6 });
    databaseUrl = embedded.url;
    cleanups.push(async () => {
      await embedded.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const sequelize = createSequelize(databaseUrl, { poolMax: 1 });
    await runMigrations(sequelize);
    await sequelize.close();
  }
}, 60_000);

afterAll(async () => {
  for (const app of apps) await closeBffApp(app);
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function bff(options: { databaseUrl?: string }): Promise<Express> {
  const app = await startBff(await unreachableUrl(), secret, { graphqlRateLimit: rule, ...options });
  apps.push(app);
  return app;
}

/** One POST /graphql as `token`'s user: the gate takes its point before anything else happens. */
const post = (app: Express, token: string) =>
  request(app)
    .post('/graphql')
    .set('authorization', `Bearer ${token}`)
    .send({ query: '{ __typename }' })
    .then((res) => res.status);

describe('the GraphQL rate limit across BFF instances', () => {
  it('is one allowance for a user whichever of two BFFs on one database they reach', async () => {
    const [a, b] = [await bff({ databaseUrl }), await bff({ databaseUrl })];
    const token = signedToken(secret, { sub: '901', cid: '77' });
    expect([await post(a, token), await post(b, token), await post(a, token)]).toEqual([200, 200, 200]);
    // Three points spent between the two: the fourth is refused on either, not granted again by the other.
    expect(await post(b, token)).toBe(429);
    expect(await post(a, token)).toBe(429);
    // Another user has their own allowance.
    expect(await post(b, signedToken(secret, { sub: '902', cid: '77' }))).toBe(200);
  });

  it('still limits, in memory, when its database cannot be reached', async () => {
    const down = new URL(await unreachableUrl());
    const app = await bff({ databaseUrl: `postgres://postgres@127.0.0.1:${down.port}/none` });
    const token = signedToken(secret, { sub: '903', cid: '77' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await post(app, token));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts per instance without a database (the embedded single instance)', async () => {
    const [a, b] = [await bff({}), await bff({})];
    const token = signedToken(secret, { sub: '904', cid: '77' });
    for (let i = 0; i < 3; i += 1) expect(await post(a, token)).toBe(200);
    expect(await post(a, token)).toBe(429);
    expect(await post(b, token)).toBe(200);
  });
});
