// Issue 11's HTTP findings on the BFF: helmet's headers with a CSP whose script hashes come from the built
// index.html, HSTS only over TLS, no schema suggestions in any message to a signed-out caller, body-parser
// refusals by their own status (never 500), and introspection off unless GRAPHQL_INTROSPECTION=true. Issue 33:
// the subscriptions' WebSocket gets the same protections from the same place — armor's limits, introspection
// off, no suggestions, one rate-limit bucket shared with HTTP, X-Forwarded-For believed only from trusted hops
// (as for HTTP) — and serves subscriptions only: queries and mutations (sign-in among them) are refused there.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Express } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { listenForSubscriptions } from '../app.js';
import { loadConfig } from '../config.js';
import { inlineScriptHashes } from '../lib/security-headers.js';
import { signedToken, startBff, startFakeCoreApi, type FakeCoreApi } from '../test/support.js';

const secret = 'http-hardening-secret';
let core: FakeCoreApi;
let app: Express;

const DARK_MODE = "\n      try { document.documentElement.classList.add('dark'); } catch (e) {}\n    ";
const LOADER = '(function(){var t=document.createElement("script");t.src="/assets/index-abc.js"})();';
const PAGE = `<!doctype html><html><head><script>${DARK_MODE}</script><script id="app-loader" data-entry="/assets/index-abc.js">${LOADER}</script><script type="module" src="/assets/other.js"></script></head><body><div id="root"></div></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSP as a map of directive → sources. */
function csp(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

beforeAll(async () => {
  core = await startFakeCoreApi();
  app = await startBff(core.url, secret);
});
afterAll(() => core.close());

describe('security headers', () => {
  let web: Express;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bff-csp-'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    web = await startBff(core.url, secret, { webDist: dist });
  });

  it('hashes exactly the inline scripts of the page (not the ones with src)', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha256(DARK_MODE), sha256(LOADER)]);
  });

  it('sends a strict CSP on the app shell, with the built page’s script hashes', async () => {
    for (const path of ['/', '/login', '/app/projects']) {
      const res = await request(web).get(path);
      expect(res.status).toBe(200);
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['script-src'], path).toEqual(["'self'", sha256(DARK_MODE), sha256(LOADER)]);
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
    }
  });

  it('sends nosniff, no-referrer and no framing everywhere, GraphQL included', async () => {
    for (const res of [
      await request(web).get('/'),
      await request(app).post('/graphql').send({ query: '{ __typename }' }),
      await request(app).get('/health'),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    }
  });

  it('sends HSTS only over TLS: X-Forwarded-Proto https from a trusted proxy', async () => {
    expect((await request(app).get('/health')).headers['strict-transport-security']).toBeUndefined();
    // supertest connects from loopback, which `trust proxy` trusts by default.
    const proxied = await request(app).get('/health').set('x-forwarded-proto', 'https');
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Nobody else may claim TLS for the request.
    const untrusting = await startBff(core.url, secret, { trustProxy: false });
    const spoofed = await request(untrusting).get('/health').set('x-forwarded-proto', 'https');
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('GraphQL messages to a signed-out caller carry no schema suggestions', () => {
  const probes: Array<[string, string, Record<string, unknown>?]> = [
    ['enum value in the document', 'query { projects(status: [activ]) { total } }'],
    [
      'enum value in a variable',
      'query Q($s: [ProjectStatus!]) { projects(status: $s) { total } }',
      { s: ['activ'] },
    ],
    ['sort enum', 'query { projects(sort_by: nam) { total } }'],
    ['field', 'query { projectz { total } }'],
    ['argument', 'query { projects(sise: 5) { total } }'],
    ['variable type', 'query Q($s: Strin) { projects(search: $s) { total } }'],
    ['input field', 'mutation { login(input: { emial: "a@b.co", password: "secret1" }) { access_token } }'],
  ];

  for (const [what, query, variables] of probes) {
    it(what, async () => {
      const res = await request(app).post('/graphql').send({ query, variables });
      const messages = (res.body.errors as { message: string }[]).map((e) => e.message);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        expect(message).not.toMatch(/did you mean/i);
        expect(message).not.toMatch(/"(active|name|projects|size|String|email)"/);
      }
      expect(core.requests).toHaveLength(0);
    });
  }
});

describe('malformed bodies answer by their status, never 500', () => {
  // serialize: superagent would JSON-encode a Buffer sent as application/json.
  const post = (body: string | Buffer, headers: Record<string, string>) =>
    request(app)
      .post('/graphql')
      .set({ 'content-type': 'application/json', ...headers })
      .serialize((raw: unknown) => raw as string)
      .send(body);
  const json = JSON.stringify({ query: '{ __typename }' });

  it('a body declared gzip that is not: 400', async () => {
    const res = await post(json, { 'content-encoding': 'gzip' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      message: 'The request body could not be read',
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
  });

  it('an encoding the server does not speak: 415', async () => {
    for (const encoding of ['compress', 'x-made-up']) {
      const res = await post(json, { 'content-encoding': encoding });
      expect(res.status, encoding).toBe(415);
      expect(res.body.errors[0]).toMatchObject({
        message: 'Unsupported content encoding',
        extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 },
      });
    }
  });

  it('an unsupported charset: 415; broken JSON: 400; a real gzip body works', async () => {
    const charset = await post(json, { 'content-type': 'application/json; charset=klingon' });
    expect(charset.status).toBe(415);
    expect(charset.body.errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const broken = await post('{"query": ', {});
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0].message).toBe('Malformed JSON body');
    const gzipped = await post(gzipSync(json), { 'content-encoding': 'gzip' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.body.data).toEqual({ __typename: 'Query' });
  });
});

describe('introspection', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';

  it('is off by default, whatever NODE_ENV says', async () => {
    for (const nodeEnv of ['development', 'test', 'production']) {
      const bff = await startBff(core.url, secret, { nodeEnv });
      const res = await request(bff).post('/graphql').send({ query: INTROSPECT });
      expect(res.body.data, nodeEnv).toBeUndefined();
      expect(res.body.errors[0].message).toMatch(/introspection is not allowed/i);
    }
    expect(loadConfig({}).introspection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).introspection).toBe(false);
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'yes' }).introspection).toBe(false);
  });

  it('is on with GRAPHQL_INTROSPECTION=true', async () => {
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'true', NODE_ENV: 'production' }).introspection).toBe(true);
    const bff = await startBff(core.url, secret, { introspection: true });
    const res = await request(bff).post('/graphql').send({ query: INTROSPECT });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('configuration', () => {
  it('reads the rate limit, call cap, cost limit and trusted proxy, falling back on anything malformed', () => {
    expect(loadConfig({})).toMatchObject({
      graphqlRateLimit: { points: 300, durationSeconds: 60 },
      maxCoreApiCalls: 50,
      maxCost: 1000,
    });
    expect(
      loadConfig({
        GRAPHQL_RATE_LIMIT: '20/10',
        GRAPHQL_MAX_CORE_API_CALLS: '12',
        GRAPHQL_MAX_COST: '400',
      }),
    ).toMatchObject({
      graphqlRateLimit: { points: 20, durationSeconds: 10 },
      maxCoreApiCalls: 12,
      maxCost: 400,
    });
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ BFF_TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ BFF_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ BFF_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ GRAPHQL_RATE_LIMIT: 'lots', GRAPHQL_MAX_CORE_API_CALLS: '-1' })).toMatchObject({
      graphqlRateLimit: { points: 300, durationSeconds: 60 },
      maxCoreApiCalls: 50,
    });
  });
});

describe('the WebSocket gets the same protections as POST /graphql', () => {
  const servers: { server: Server; stop: () => Promise<void> }[] = [];
  const clients: Client[] = [];
  const token = signedToken(secret);

  /** Serves `bff` (HTTP and WebSocket) on a random port; answers its ws:// URL. */
  async function serve(bff: Express): Promise<string> {
    const server = bff.listen(0, '127.0.0.1');
    await new Promise<void>((r) => server.once('listening', () => r()));
    servers.push({ server, stop: listenForSubscriptions(bff, server) });
    return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  }

  afterAll(async () => {
    for (const c of clients) await c.dispose();
    for (const { server, stop } of servers) {
      await stop();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  /** A graphql-ws client whose upgrade request carries `headers` (e.g. X-Forwarded-For). */
  function wsClient(url: string, headers: Record<string, string> = {}): Client {
    class WithHeaders extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    const c = createClient({
      url,
      webSocketImpl: WithHeaders,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    clients.push(c);
    return c;
  }

  interface Answer {
    data?: Record<string, unknown> | null;
    errors?: readonly GraphQLFormattedError[];
  }

  /** One operation over the WebSocket: its first answer (a result, or the errors that refused it). */
  function overWs(c: Client, query: string): Promise<Answer> {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (answer: Answer) => {
        if (settled) return;
        settled = true;
        stop();
        resolve(answer);
      };
      const stop = c.subscribe(
        { query },
        {
          next: (value) => settle(value as Answer),
          error: (errors) =>
            settle({ errors: Array.isArray(errors) ? errors : [{ message: String(errors) }] }),
          complete: () => settle({}),
        },
      );
    });
  }

  const codes = (answer: Answer) => (answer.errors ?? []).map((e) => e.extensions?.code);
  const messages = (answer: Answer) => (answer.errors ?? []).map((e) => e.message).join(' | ');
  const BOARD = 'subscription { dashboardUpdated(board: worker) { board } }';

  let url: string;
  beforeAll(async () => {
    url = await serve(app);
  });

  it('refuses an alias flood, introspection and field-name probing, with no suggestion', async () => {
    const c = wsClient(url);
    const aliases = Array.from({ length: 200 }, (_, i) => `a${i}: board`).join(' ');
    const flood = await overWs(c, `subscription { dashboardUpdated(board: worker) { ${aliases} } }`);
    expect(flood.data ?? undefined).toBeUndefined();
    expect(messages(flood)).toMatch(/aliases limit/i);

    const introspection = await overWs(c, '{ __schema { queryType { name } } }');
    expect(introspection.data ?? undefined).toBeUndefined();
    expect(messages(introspection)).toMatch(/introspection is not allowed/i);

    const probe = await overWs(c, 'subscription { dashboardUpdatd(board: worker) { board } }');
    expect(messages(probe)).toMatch(/Cannot query field "dashboardUpdatd"/);
    expect(messages(probe)).not.toMatch(/Did you mean/i);
    const badEnum = await overWs(c, 'subscription { dashboardUpdated(board: mian) { board } }');
    expect(messages(badEnum)).not.toMatch(/Did you mean/i);
  });

  it('serves subscriptions only: a sign-in or any query or mutation is refused before core-api', async () => {
    const c = wsClient(url);
    core.requests.length = 0;
    const signIn = await overWs(
      c,
      'mutation { login(input: { email: "someone@example.com", password: "guess-1234" }) { access_token } }',
    );
    expect(signIn.data ?? undefined).toBeUndefined();
    expect(codes(signIn)).toEqual(['METHOD_NOT_ALLOWED']);
    expect(messages(signIn)).toMatch(/POST \/graphql/);
    const reset = await overWs(
      c,
      'mutation { requestPasswordReset(email: "someone@example.com") { __typename } }',
    );
    expect(codes(reset)).toEqual(['METHOD_NOT_ALLOWED']);
    expect(codes(await overWs(c, '{ me { id } }'))).toEqual(['METHOD_NOT_ALLOWED']);
    expect(core.requests).toEqual([]);
  });

  it('takes each operation from the same rate-limit bucket as HTTP', async () => {
    const bff = await startBff(core.url, secret, { graphqlRateLimit: { points: 3, durationSeconds: 60 } });
    const c = wsClient(await serve(bff));
    const http = () =>
      request(bff).post('/graphql').set('authorization', `Bearer ${token}`).send({ query: '{ __typename }' });
    expect((await http()).status).toBe(200);
    // Each operation started takes its point first, whatever then becomes of it (as over HTTP).
    expect(codes(await overWs(c, '{ __typename }'))).toEqual(['METHOD_NOT_ALLOWED']);
    expect(codes(await overWs(c, '{ __typename }'))).toEqual(['METHOD_NOT_ALLOWED']);
    // Three points spent across the two transports: the fourth is refused on either.
    const refused = await overWs(c, BOARD);
    expect(codes(refused)).toEqual(['RATE_LIMITED']);
    expect(refused.errors?.[0]?.extensions?.retry_after).toBeGreaterThan(0);
    expect((await http()).status).toBe(429);
  });

  describe('the caller’s address forwarded to core-api comes from trusted hops only, as over HTTP', () => {
    const FORWARDED = '198.51.100.1, 203.0.113.9';
    /** The X-Forwarded-For core-api was sent over each transport: the WebSocket's live board, HTTP's query. */
    async function forwarded(trustProxy: boolean | number | string | undefined) {
      const bff = await startBff(core.url, secret, trustProxy === undefined ? {} : { trustProxy });
      const wsUrl = await serve(bff);
      const c = wsClient(wsUrl, { 'x-forwarded-for': FORWARDED });
      core.requests.length = 0;
      const sent = (path: string) => core.requests.find((r) => r.path === path)?.headers['x-forwarded-for'];
      // The board subscription opens core-api's live board stream for the caller first (the fake refuses it;
      // decision 0070).
      const stop = c.subscribe({ query: BOARD }, { next: () => {}, error: () => {}, complete: () => {} });
      const end = Date.now() + 10_000;
      while (!sent('/dashboard/worker/stream') && Date.now() < end)
        await new Promise((r) => setTimeout(r, 25));
      stop();
      const overWsAddress = sent('/dashboard/worker/stream');
      core.requests.length = 0;
      // The same server and so the same peer address (127.0.0.1) as the WebSocket.
      await request(wsUrl.replace(/^ws:/, 'http:').replace(/\/graphql$/, ''))
        .post('/graphql')
        .set('authorization', `Bearer ${token}`)
        .set('x-forwarded-for', FORWARDED)
        .send({ query: '{ workerDashboard { board } }' });
      return { overWs: overWsAddress, overHttp: sent('/dashboard/worker') };
    }

    it('trust off: the socket’s peer, whatever the header says', async () => {
      expect(await forwarded(false)).toEqual({ overWs: '127.0.0.1', overHttp: '127.0.0.1' });
    });

    it('loopback trusted (the default): only the entry the loopback hop added', async () => {
      expect(await forwarded(undefined)).toEqual({ overWs: '203.0.113.9', overHttp: '203.0.113.9' });
    });

    it('two trusted hops: one entry further', async () => {
      expect(await forwarded(2)).toEqual({ overWs: '198.51.100.1', overHttp: '198.51.100.1' });
    });
  });
});
