// The BFF end to end over HTTP against a fake core-api: payloads, error mapping, token forwarding,
// hardening (depth, aliases, batching, body size, methods), static serving of the web app, and the module
// list (an added module's resolvers and routes, one data source per request).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import express, { type Express } from 'express';
import { Ctx, Int, Query, Resolver } from 'type-graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, createBffApp, listenBff } from './app.js';
import type { GraphQLContext } from './lib/context.js';
import { CoreApiDataSource } from './lib/core-api-client.js';
import type { BffModule } from './lib/module.js';
import { modules } from './modules/index.js';
import {
  authPayload,
  demoUser,
  gql as post,
  NO_WEB_DIST as noWeb,
  signedToken,
  startBff,
  startFakeCoreApi,
  unreachableUrl,
  type FakeCoreApi,
} from './test/support.js';

const secret = 'test-secret-for-the-bff';

function token(role = 'manager', key = secret): string {
  return signedToken(key, { role });
}

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { access_token token_type expires_in user { id email first_name last_name phone role company_id company_name } }
}`;
const ME = 'query { me { id email role company_id } }';

interface GqlError {
  message: string;
  extensions: Record<string, unknown>;
}

let core: FakeCoreApi;
let app: Express;

beforeAll(async () => {
  core = await startFakeCoreApi();
  app = await startBff(core.url, secret);
});
afterAll(() => core.close());
beforeEach(() => {
  core.requests.length = 0;
});

function gql(query: string, variables?: Record<string, unknown>, bearer?: string) {
  return post(app, query, variables, bearer);
}

function firstError(body: { errors?: GqlError[] }): GqlError {
  expect(body.errors?.length).toBeGreaterThan(0);
  return body.errors![0]!;
}

function expectNoStacks(body: unknown): void {
  const text = JSON.stringify(body);
  expect(text).not.toContain('stacktrace');
  expect(text).not.toMatch(/\bat .+\.(js|ts):\d+/);
}

describe('login', () => {
  it('returns the payload from core-api and sends the credentials through', async () => {
    const res = await gql(LOGIN, {
      input: { email: 'manager@example.com', password: 'secret1', remember_me: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.login).toEqual(authPayload);
    expect(core.requests).toHaveLength(1);
    expect(core.requests[0]).toMatchObject({
      method: 'POST',
      path: '/auth/login',
      body: { email: 'manager@example.com', password: 'secret1', remember_me: true },
    });
  });

  it('maps a 400 with a list of messages to BAD_USER_INPUT keeping the list', async () => {
    const detail = ['Email is required', 'Password must be at least 6 characters'];
    core.respond('POST /auth/login', { status: 400, body: { detail, id: 'validation_error' } });
    const res = await gql(LOGIN, { input: { email: '', password: '123' } });
    const err = firstError(res.body);
    expect(err.message).toBe('Email is required, Password must be at least 6 characters');
    expect(err.extensions).toEqual({ code: 'BAD_USER_INPUT', detail, status: 400, id: 'validation_error' });
    expect(core.requests[0]?.body).toEqual({ email: '', password: '123' });
    expectNoStacks(res.body);
  });

  it('maps 401 to UNAUTHENTICATED with the word-for-word message', async () => {
    core.respond('POST /auth/login', {
      status: 401,
      body: { detail: 'Incorrect email or password', id: 'invalid_credentials' },
    });
    const err = firstError((await gql(LOGIN, { input: { email: 'a@b.co', password: 'wrongpw' } })).body);
    expect(err.message).toBe('Incorrect email or password');
    expect(err.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401, id: 'invalid_credentials' });
  });

  it('maps 403 to FORBIDDEN', async () => {
    const detail = 'Your account is not active. Contact your administrator.';
    core.respond('POST /auth/login', { status: 403, body: { detail, id: 'account_disabled' } });
    const err = firstError((await gql(LOGIN, { input: { email: 'a@b.co', password: 'secret1' } })).body);
    expect(err.message).toBe(detail);
    expect(err.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403, id: 'account_disabled', detail });
  });

  it('maps 429 to RATE_LIMITED with Retry-After', async () => {
    const detail = 'Too many sign-in attempts. Please try again in 15 minutes.';
    core.respond('POST /auth/login', {
      status: 429,
      body: { detail, id: 'rate_limited' },
      headers: { 'retry-after': '900' },
    });
    const err = firstError((await gql(LOGIN, { input: { email: 'a@b.co', password: 'secret1' } })).body);
    expect(err.message).toBe(detail);
    expect(err.extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429, retry_after: 900 });
    core.respond('POST /auth/login', { status: 200, body: authPayload });
  });

  it('passes other statuses through by the contract table', async () => {
    const cases: Array<[number, string]> = [
      [404, 'NOT_FOUND'],
      [409, 'CONFLICT'],
      [413, 'PAYLOAD_TOO_LARGE'],
      [503, 'SERVICE_UNAVAILABLE'],
      [500, 'INTERNAL_SERVER_ERROR'],
    ];
    for (const [status, code] of cases) {
      core.respond('POST /auth/login', { status, body: { detail: `d${status}`, id: `i${status}` } });
      const err = firstError((await gql(LOGIN, { input: { email: 'a@b.co', password: 'secret1' } })).body);
      expect(err.extensions).toMatchObject({ code, status, id: `i${status}`, detail: `d${status}` });
      expect(err.message).toBe(`d${status}`);
    }
    core.respond('POST /auth/login', { status: 200, body: authPayload });
  });
});

describe('signed-in operations', () => {
  it('forwards the bearer token, request id and client IP to core-api', async () => {
    const bearer = token();
    const res = await request(app)
      .post('/graphql')
      .set('authorization', `Bearer ${bearer}`)
      .set('x-request-id', 'req-123')
      .set('x-forwarded-for', '203.0.113.9')
      .send({ query: ME });
    expect(res.body.data.me).toEqual({ id: '11', email: demoUser.email, role: 'manager', company_id: '3' });
    expect(res.headers['x-request-id']).toBe('req-123');
    const sent = core.requests[0]!;
    expect(sent.path).toBe('/auth/me');
    expect(sent.headers.authorization).toBe(`Bearer ${bearer}`);
    expect(sent.headers['x-request-id']).toBe('req-123');
    expect(sent.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('runs updateProfile, changePassword and refresh against their endpoints', async () => {
    const bearer = token('worker');
    const upd = await gql(
      'mutation { updateProfile(input: { first_name: "Mia", phone: "07700 900000" }) { id first_name } }',
      undefined,
      bearer,
    );
    expect(upd.body.data.updateProfile).toEqual({ id: '11', first_name: 'Mia' });
    const chg = await gql(
      'mutation { changePassword(input: { current_password: "secret1", new_password: "secret2" }) { detail access_token expires_in user { id } } }',
      undefined,
      bearer,
    );
    expect(chg.body.data.changePassword).toEqual({
      detail: 'Password changed',
      access_token: 'core-issued-token',
      expires_in: 43200,
      user: { id: '11' },
    });
    const ref = await gql('mutation { refresh { access_token token_type } }', undefined, bearer);
    expect(ref.body.data.refresh).toEqual({ access_token: 'core-issued-token', token_type: 'bearer' });
    expect(core.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /auth/me',
      'POST /auth/change-password',
      'POST /auth/refresh',
    ]);
    expect(core.requests[0]?.body).toEqual({ first_name: 'Mia', phone: '07700 900000' });
  });

  it('refuses without a token before calling core-api', async () => {
    const err = firstError((await gql(ME)).body);
    expect(err.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(core.requests).toHaveLength(0);
  });

  it('refuses a token signed with another key, or with another algorithm', async () => {
    for (const bad of [
      token('manager', 'not-the-secret'),
      jwt.sign({ sub: '11', cid: '3', role: 'admin', tv: 0 }, secret, {
        algorithm: 'HS512',
        issuer: 'sitebase',
        audience: 'sitebase:company',
      }),
    ]) {
      const err = firstError((await gql(ME, undefined, bad)).body);
      expect(err.extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(core.requests).toHaveLength(0);
  });

  it('maps a core-api 401 on a signed-in call (ended session) to UNAUTHENTICATED', async () => {
    core.respond('GET /auth/me', {
      status: 401,
      body: { detail: 'No authentication token available', id: 'authentication_required' },
    });
    const err = firstError((await gql(ME, undefined, token())).body);
    expect(err).toMatchObject({
      message: 'No authentication token available',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    core.respond('GET /auth/me', { status: 200, body: demoUser });
  });
});

describe('core-api unreachable', () => {
  it('answers SERVICE_UNAVAILABLE', async () => {
    const down = await createBffApp({
      coreApiUrl: await unreachableUrl(),
      jwtSecret: secret,
      webDist: noWeb,
    });
    const res = await request(down)
      .post('/graphql')
      .send({ query: LOGIN, variables: { input: { email: 'a@b.co', password: 'secret1' } } });
    const err = firstError(res.body);
    expect(err.extensions).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      id: 'service_unavailable',
    });
    expectNoStacks(res.body);
  });

  it('answers SERVICE_UNAVAILABLE when core-api is too slow', async () => {
    const slow = await startFakeCoreApi();
    slow.respond('GET /auth/me', { status: 200, body: demoUser, delayMs: 1500 });
    const bff = await createBffApp({
      coreApiUrl: slow.url,
      jwtSecret: secret,
      webDist: noWeb,
      coreApiTimeoutMs: 200,
    });
    const started = Date.now();
    const res = await request(bff)
      .post('/graphql')
      .set('authorization', `Bearer ${token()}`)
      .send({ query: ME });
    expect(firstError(res.body).extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(1200);
    await slow.close();
  });
});

describe('hardening', () => {
  it('refuses an over-deep query', async () => {
    let query = 'id';
    for (let i = 0; i < 12; i++) query = `f${i} { ${query} }`;
    const res = await gql(`query { me { ${query} } }`, undefined, token());
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors.map((e: GqlError) => e.message).join('\n')).toMatch(/depth limit/i);
    expect(core.requests).toHaveLength(0);
  });

  it('refuses an alias flood', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: id`).join(' ');
    const res = await gql(`query { me { ${aliases} } }`, undefined, token());
    expect(res.body.data).toBeUndefined();
    expect(firstError(res.body).message).toMatch(/aliases limit/i);
    expect(core.requests).toHaveLength(0);
  });

  it('refuses batched requests', async () => {
    const res = await request(app)
      .post('/graphql')
      .send([{ query: ME }, { query: ME }]);
    expect(res.status).toBe(400);
    expect(core.requests).toHaveLength(0);
  });

  it('refuses bodies over 100kb', async () => {
    const res = await request(app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ query: ME, variables: { pad: 'x'.repeat(110 * 1024) } }));
    expect(res.status).toBe(413);
    expect(res.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts POST only', async () => {
    const res = await request(app).get('/graphql').query({ query: '{ __typename }' });
    expect(res.status).toBe(405);
  });

  it('never returns stack traces, even for malformed input', async () => {
    const responses = await Promise.all([
      gql('query { nope }'),
      gql('query {'),
      gql(LOGIN, { input: { email: 5 } }),
      gql(LOGIN, { input: { email: 'x'.repeat(2000), password: 'secret1' } }),
    ]);
    for (const res of responses) {
      expect(res.body.errors?.length).toBeGreaterThan(0);
      expectNoStacks(res.body);
    }
    const tooLong = firstError(responses[3]!.body);
    expect(tooLong.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect(JSON.stringify(tooLong)).not.toContain('secret1');
  });

  it('turns introspection off in production', async () => {
    const prod = await createBffApp({
      coreApiUrl: core.url,
      jwtSecret: secret,
      webDist: noWeb,
      nodeEnv: 'production',
    });
    const res = await request(prod).post('/graphql').send({ query: '{ __schema { queryType { name } } }' });
    expect(res.body.errors?.[0]?.message).toMatch(/introspection/i);
  });
});

describe('http surface', () => {
  it('answers POST /graphql with Apollo’s headers and a sized body, no store and no ETag (lib/graphql-http.ts)', async () => {
    const res = await gql(ME, undefined, token());
    expect(res.status).toBe(200);
    expect(res.body.data.me.email).toBe(demoUser.email);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.text)));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
    // A refusal keeps Apollo's status and body too.
    const bad = await gql('query { me { nope } }', undefined, token());
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(bad.headers['content-length']).toBe(String(Buffer.byteLength(bad.text)));
  });

  it('answers GET /health', async () => {
    const res = await request(app).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('serves the built web app with an SPA fallback, never for /graphql', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bff-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    const web = await createBffApp({ coreApiUrl: core.url, jwtSecret: secret, webDist: dist });
    expect((await request(web).get('/app.js')).text).toBe('console.log(1)');
    const deep = await request(web).get('/projects/42/diary');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('id="root"');
    expect((await request(web).get('/graphql')).status).toBe(405);
    expect((await request(web).get('/health')).body).toEqual({ status: 'ok' });
  });

  it('gzips the app shell and caches hashed assets for a year', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bff-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const bundle = `export const text = "${'construction '.repeat(500)}";`;
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), bundle);
    const web = await createBffApp({ coreApiUrl: core.url, jwtSecret: secret, webDist: dist });
    const js = await request(web).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.text).toBe(bundle);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const html = await request(web).get('/login');
    expect(html.headers['cache-control']).toBe('no-cache');
  });

  it('sends the .br or .gz copy the build wrote, as it is, by what the browser accepts', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bff-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const bundle = `export const text = "${'site diary '.repeat(500)}";`;
    writeFileSync(join(dist, 'assets', 'page-abc123.js'), bundle);
    // Each copy carries a marker the source lacks: what arrives is the build's file, not the source compressed anew.
    writeFileSync(join(dist, 'assets', 'page-abc123.js.br'), brotliCompressSync(`${bundle}//br`));
    writeFileSync(join(dist, 'assets', 'page-abc123.js.gz'), gzipSync(`${bundle}//gz`));
    const web = await createBffApp({ coreApiUrl: core.url, jwtSecret: secret, webDist: dist });
    const br = await request(web)
      .get('/assets/page-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.text).toBe(`${bundle}//br`);
    const gz = await request(web).get('/assets/page-abc123.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(`${bundle}//gz`);
    const plain = await request(web).get('/assets/page-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(bundle);
  });
});

describe('module list and the per-request memo over HTTP', () => {
  let seq = 0;
  class CounterApi extends CoreApiDataSource {
    readonly id = (seq += 1);
  }

  @Resolver()
  class ProbeResolver {
    @Query(() => Int)
    probe(@Ctx() ctx: GraphQLContext): number {
      return ctx.get(CounterApi).id;
    }
  }
  const probeModule: BffModule = {
    name: 'probe',
    resolvers: [ProbeResolver],
    routes: [{ path: '/probe', create: () => express.Router().get('/', (_req, res) => res.json({ ok: 1 })) }],
  };

  it('serves an added module’s resolvers and routes; ctx.get is one instance per request', async () => {
    const probed = await startBff(core.url, secret, { modules: [...modules, probeModule] });
    const bearer = token();
    const one = await post(probed, 'query { a: probe b: probe c: probe }', undefined, bearer);
    expect(one.body.errors).toBeUndefined();
    const { a, b, c } = one.body.data as Record<string, number>;
    expect(a).toBe(b);
    expect(b).toBe(c);
    const two = await post(probed, 'query { a: probe }', undefined, bearer);
    expect(two.body.data.a).not.toBe(a);
    expect((await request(probed).get('/probe')).body).toEqual({ ok: 1 });
    // The probe is locked by default like every other root field.
    expect((await post(probed, 'query { probe }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('listening', () => {
  it('keeps idle connections for 65 s and tells clients so (Node closes them after 5 s by default)', async () => {
    const app = express();
    app.get('/ping', (_req, res) => {
      res.json({ ok: true });
    });
    const server = listenBff(app, 0);
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const res = await fetch(`http://127.0.0.1:${port}/ping`);
      expect(res.status).toBe(200);
      expect(res.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
