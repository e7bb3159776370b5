// Issue 11's HTTP findings on the BFF: helmet's headers with a CSP whose script hashes come from the built
// index.html, HSTS only over TLS, no schema suggestions in any message to a signed-out caller, body-parser
// refusals by their own status (never 500), and introspection off unless GRAPHQL_INTROSPECTION=true.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { inlineScriptHashes } from '../lib/security-headers.js';
import { startBff, startFakeCoreApi, type FakeCoreApi } from '../test/support.js';

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
