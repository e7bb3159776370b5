// API keys through the BFF (issue 39, decision 0082), against the REAL core-api: a key's operation is charged its
// estimated cost from the key's bucket and says so in `extensions.cost` (requested, actual, what is left, the
// restore rate); an empty bucket is 429 with Retry-After, and two BFF instances on one database draw on one
// bucket; an operation dearer than the whole bucket is refused in words; scopes are core-api's (a missing one in
// its words); a changed budget applies from the key's next operation; a revoked or mistyped key is UNAUTHENTICATED
// at once; people's answers carry no key budget. The bucket's arithmetic on a clock of our own.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForSubscriptions } from '../app.js';
import { ApiKeyBudgets } from './api-key-budget.js';
import {
  createCompany,
  createUser,
  gql,
  startBff,
  startRealStack,
  type RealStack,
  type User,
} from '../test/support.js';

const secret = 'bff-api-key-budget-secret';
let stack: RealStack;
let app: Express;
let other: Express;
let admin: User;

/** A key made by the admin through core-api's REST API (the secret answered once). */
async function makeKey(body: Record<string, unknown>): Promise<{ id: string; secret: string }> {
  const res = await fetch(`${stack.core.url}/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.tokenFor(admin)}` },
    body: JSON.stringify({ name: 'Widget', ...body }),
  });
  expect(res.status).toBe(201);
  const made = (await res.json()) as { key: { id: string }; secret: string };
  return { id: made.key.id, secret: made.secret };
}

const PROJECTS = 'query { projects(size: 1) { total } }';

beforeAll(async () => {
  stack = await startRealStack(secret);
  // Both BFFs share core-api's database for limits and budgets, as two instances behind a balancer do.
  app = await startBff(stack.core.url, secret, { databaseUrl: stack.core.databaseUrl });
  other = await startBff(stack.core.url, secret, { databaseUrl: stack.core.databaseUrl });
  const company = await createCompany();
  admin = await createUser(company, { role: 'admin' });
}, 60_000);
let server: Server | undefined;
let stopSubscriptions: (() => Promise<void>) | undefined;
afterAll(async () => {
  await stopSubscriptions?.();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await stack?.close();
});

/** The first thing a subscription over the WebSocket answers: its first push, or its error. */
async function firstOverWebSocket(url: string, key: string, query: string) {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${key}` },
    retryAttempts: 0,
  });
  try {
    return await new Promise<{
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string } }[];
    }>((resolve) => {
      client.subscribe(
        { query },
        {
          next: (value) => resolve(value as never),
          error: (err) =>
            resolve({
              errors: Array.isArray(err) ? err : [{ message: String((err as Event)?.type ?? err) }],
            }),
          complete: () => undefined,
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe('API keys through the BFF', () => {
  it('charges each operation its cost, reports it, and refuses with Retry-After when the bucket is empty — across instances', async () => {
    const key = await makeKey({ scopes: ['projects:read'], budget_bucket: 50, budget_per_second: 1 });
    const first = await gql(app, PROJECTS, {}, key.secret);
    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    const cost = first.body.extensions.cost;
    const requested = cost.requestedQueryCost as number;
    expect(requested).toBeGreaterThan(0);
    expect(cost).toEqual({
      requestedQueryCost: requested,
      actualQueryCost: requested,
      throttleStatus: { maximumAvailable: 50, currentlyAvailable: 50 - requested, restoreRate: 1 },
    });
    // Spend the rest on the other instance: the same bucket.
    let left = 50 - requested;
    while (left >= requested) {
      const res = await gql(other, PROJECTS, {}, key.secret);
      expect(res.status).toBe(200);
      left = res.body.extensions.cost.throttleStatus.currentlyAvailable;
    }
    const refused = await gql(app, PROJECTS, {}, key.secret);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'THROTTLED',
      retry_after: Number(refused.headers['retry-after']),
    });
    expect(refused.body.errors[0].message).toBe(
      'This API key’s budget is spent for now. Wait and try again.',
    );
  });

  it('refuses an operation dearer than the whole bucket in words', async () => {
    const key = await makeKey({ scopes: ['projects:read'], budget_bucket: 50, budget_per_second: 50 });
    const res = await gql(
      app,
      'query { projects(size: 100) { items { id name project_number } } }',
      {},
      key.secret,
    );
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_EXPENSIVE');
    expect(res.body.errors[0].message).toMatch(/this API key's bucket holds 50/);
  });

  it('applies a budget the admin changes from the key’s next operation on the BFF that saved it', async () => {
    const key = await makeKey({ scopes: ['projects:read'], budget_bucket: 50, budget_per_second: 5 });
    const before = await gql(app, PROJECTS, {}, key.secret);
    expect(before.body.extensions.cost.throttleStatus).toMatchObject({
      maximumAvailable: 50,
      restoreRate: 5,
    });
    const changed = await gql(
      app,
      'mutation($id: ID!) { updateApiKey(id: $id, input: { budget_bucket: 2000, budget_per_second: 100 }) { budget_bucket } }',
      { id: key.id },
      stack.tokenFor(admin),
    );
    expect(changed.body.errors).toBeUndefined();
    const after = await gql(app, PROJECTS, {}, key.secret);
    expect(after.body.extensions.cost.throttleStatus).toMatchObject({
      maximumAvailable: 2000,
      restoreRate: 100,
    });
  });

  it('leaves scopes to core-api, and a revoked or mistyped key is UNAUTHENTICATED at once', async () => {
    const key = await makeKey({ scopes: ['projects:read'] });
    const plant = await gql(app, 'query { plantRequests(size: 1) { total } }', {}, key.secret);
    expect(plant.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(plant.body.errors[0].message).toBe('This API key needs the plant:read scope');

    expect((await gql(app, PROJECTS, {}, key.secret)).body.errors).toBeUndefined();
    const revoke = await fetch(`${stack.core.url}/api-keys/${key.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${stack.tokenFor(admin)}` },
    });
    expect(revoke.status).toBe(204);
    const after = await gql(app, PROJECTS, {}, key.secret);
    expect(after.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(after.body.errors[0].message).toBe('This API key has been revoked');

    const mistyped = await gql(
      app,
      PROJECTS,
      {},
      `${key.secret.slice(0, -1)}${key.secret.endsWith('a') ? 'b' : 'a'}`,
    );
    expect(mistyped.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(mistyped.body.errors[0].message).toBe('This API key is not valid');
  });

  it('serves a widget’s live dashboard over the WebSocket, charging each subscription started; a revoked key is refused at connect', async () => {
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    stopSubscriptions = listenForSubscriptions(app, server);
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    const LIVE = 'subscription { dashboardUpdated(board: main) { board figures { key count } } }';

    const key = await makeKey({ scopes: ['dashboards:read'], budget_bucket: 50, budget_per_second: 1 });
    const first = await firstOverWebSocket(url, key.secret, LIVE);
    expect(first.errors).toBeUndefined();
    expect((first.data as { dashboardUpdated: { board: string } }).dashboardUpdated.board).toBe('main');
    // Each start pays its cost from the same bucket as HTTP: spend it, and the next start is THROTTLED.
    let refused: Awaited<ReturnType<typeof firstOverWebSocket>> | undefined;
    for (let i = 0; i < 10 && !refused; i += 1) {
      const next = await firstOverWebSocket(url, key.secret, LIVE);
      if (next.errors) refused = next;
    }
    expect(refused?.errors?.[0]?.extensions?.code).toBe('THROTTLED');

    const gone = await makeKey({ scopes: ['dashboards:read'] });
    await fetch(`${stack.core.url}/api-keys/${gone.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${stack.tokenFor(admin)}` },
    });
    const closed = await firstOverWebSocket(url, gone.secret, LIVE);
    expect(closed.data).toBeUndefined();
    expect(closed.errors).toBeDefined();
  });

  it('allows introspection to a key with schema:introspect, and to nobody else', async () => {
    const INTROSPECT = '{ __schema { queryType { name } } }';
    const allowed = await makeKey({ scopes: ['schema:introspect'] });
    const yes = await gql(app, INTROSPECT, {}, allowed.secret);
    expect(yes.body.errors).toBeUndefined();
    expect(yes.body.data.__schema.queryType.name).toBe('Query');
    // It is charged like any operation.
    expect(yes.body.extensions.cost.throttleStatus.maximumAvailable).toBe(1000);
    const other = await makeKey({ scopes: ['projects:read'] });
    for (const token of [other.secret, stack.tokenFor(admin)]) {
      const no = await gql(app, INTROSPECT, {}, token);
      expect(no.body.data).toBeUndefined();
      expect(no.body.errors[0].message).toBe(
        'GraphQL introspection is not allowed, but the query contained __schema or __type',
      );
    }
    // The same document again from a person after the key's success: still refused (no shared validation).
    expect((await gql(app, INTROSPECT, {}, stack.tokenFor(admin))).body.errors).toBeDefined();
  });

  it('charges people nothing: their answers carry no key budget', async () => {
    const res = await gql(app, PROJECTS, {}, stack.tokenFor(admin));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.extensions?.cost).toBeUndefined();
  });
});

describe('the bucket', () => {
  it('charges in this instance’s memory while the database cannot be reached, neither refusing nor waving through', async () => {
    const budgets = new ApiKeyBudgets('postgres://postgres@127.0.0.1:1/nowhere');
    const limits = {
      id: 'k-offline',
      bucket: 50,
      perSecond: 1,
      expiresAt: Number.MAX_SAFE_INTEGER,
      scopes: [],
    };
    try {
      expect(await budgets.charge(limits, 40)).toEqual({ paid: true, available: 10, retryAfter: 0 });
      expect(await budgets.charge(limits, 40)).toMatchObject({ paid: false, retryAfter: 30 });
    } finally {
      await budgets.close();
    }
  });

  it('refills at its rate up to its size, pays when it holds the cost, and says how long to wait', async () => {
    let now = 0;
    const budgets = new ApiKeyBudgets(undefined, () => now);
    const limits = { id: 'k', bucket: 100, perSecond: 10, expiresAt: Number.MAX_SAFE_INTEGER, scopes: [] };
    expect(await budgets.charge(limits, 40)).toEqual({ paid: true, available: 60, retryAfter: 0 });
    expect(await budgets.charge(limits, 40)).toEqual({ paid: true, available: 20, retryAfter: 0 });
    // 20 held, 40 asked: 2 seconds at 10 a second.
    expect(await budgets.charge(limits, 40)).toEqual({ paid: false, available: 20, retryAfter: 2 });
    now += 2_000;
    expect(await budgets.charge(limits, 40)).toEqual({ paid: true, available: 0, retryAfter: 0 });
    // Never more than the bucket, however long it rests.
    now += 3_600_000;
    expect(await budgets.charge(limits, 1)).toEqual({ paid: true, available: 99, retryAfter: 0 });
    // A part second rounds the wait up.
    expect(await budgets.charge({ ...limits, perSecond: 3 }, 100)).toEqual({
      paid: false,
      available: 99,
      retryAfter: 1,
    });
  });
});
