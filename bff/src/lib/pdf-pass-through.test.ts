// The one pass-through on its own, against a fake core-api: bytes stream (the first chunk reaches the caller
// before core-api has sent the last), the request id, token and address go with the call, and failures keep
// the {detail, id} shape with core-api's status (or 401/503 when the BFF answers itself).
import { createServer, get, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCoreApi, unreachableUrl, type FakeCoreApi } from '../test/support.js';
import { NO_TOKEN_MESSAGE, UNAVAILABLE_MESSAGE } from './errors.js';
import { createLogger } from './logger.js';
import { knownQuery, pdfPassThrough, pdfPassThroughRoutes, type PassThrough } from './pdf-pass-through.js';

const logger = createLogger('silent');
const auth = 'Bearer a-token';
const routes: PassThrough[] = [
  pdfPassThrough(
    'GET',
    '/things/:id/pdf',
    (req) => `/things/${encodeURIComponent(String(req.params.id))}/pdf`,
    'a thing',
  ),
  pdfPassThrough('GET', '/month', (req) => `/month?${knownQuery(req, ['date'])}`, 'a month'),
  pdfPassThrough(
    'DELETE',
    '/things/:id',
    (req) => `/things/${encodeURIComponent(String(req.params.id))}`,
    'a thing',
  ),
];

let core: FakeCoreApi;
let app: Express;

function appFor(coreApiUrl: string): Express {
  return express()
    .set('trust proxy', false)
    .use((req, res, next) => {
      const id = req.get('x-request-id');
      if (id) res.setHeader('x-request-id', id);
      next();
    })
    .use('/files', pdfPassThroughRoutes({ coreApiUrl, logger }, routes));
}

function listen(handler: RequestListener | Express): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer(handler as RequestListener);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  core = await startFakeCoreApi();
  app = appFor(core.url);
});
afterAll(() => core.close());

describe('pdfPassThrough', () => {
  it('forwards the token, the request id and the client address', async () => {
    core.respond('GET /things/t1/pdf', { status: 200, body: { pretend: 'pdf' } });
    const res = await request(app)
      .get('/files/things/t1/pdf')
      .set('authorization', auth)
      .set('x-request-id', 'req-pass-1');
    expect(res.status).toBe(200);
    const sent = core.requests.at(-1)!;
    expect(sent.path).toBe('/things/t1/pdf');
    expect(sent.headers.authorization).toBe(auth);
    expect(sent.headers['x-request-id']).toBe('req-pass-1');
    expect(sent.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
  });

  it('makes up a request id when the app has not set one', async () => {
    core.respond('GET /things/t2/pdf', { status: 200, body: { pretend: 'pdf' } });
    const bare = express().use('/files', pdfPassThroughRoutes({ coreApiUrl: core.url, logger }, routes));
    await request(bare).get('/files/things/t2/pdf').set('authorization', auth);
    expect(core.requests.at(-1)!.headers['x-request-id']).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
  });

  it('keeps core-api’s status, type, disposition and headers, with no-store and nosniff by default', async () => {
    core.respond('GET /things/t3/pdf', {
      status: 200,
      body: { pretend: 'pdf' },
      headers: { 'content-disposition': 'attachment; filename="t3.pdf"' },
    });
    const res = await request(app).get('/files/things/t3/pdf').set('authorization', auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="t3.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toEqual({ pretend: 'pdf' });
  });

  it('passes only the known query parameters, and other methods as they are', async () => {
    core.respond('GET /month', { status: 200, body: {} });
    await request(app).get('/files/month?date=2026-01-05&evil=1').set('authorization', auth);
    expect(core.requests.at(-1)!.path).toBe('/month');
    core.respond('DELETE /things/t4', { status: 204 });
    const removed = await request(app).delete('/files/things/t4').set('authorization', auth);
    expect(removed.status).toBe(204);
    expect(core.requests.at(-1)!.method).toBe('DELETE');
  });

  it('keeps core-api’s error JSON {detail, id} and its status', async () => {
    for (const [status, body] of [
      [404, { detail: 'Not found', id: 'not_found' }],
      [403, { detail: 'You do not have permission to do this', id: 'authorization_error' }],
      [429, { detail: 'Too many requests', id: 'rate_limited' }],
    ] as const) {
      core.respond('GET /things/bad/pdf', { status, body, headers: { 'retry-after': '7' } });
      const res = await request(app).get('/files/things/bad/pdf').set('authorization', auth);
      expect(res.status).toBe(status);
      expect(res.body).toEqual(body);
      expect(res.headers['retry-after']).toBe('7');
    }
  });

  it('answers 401 without a token and never calls core-api', async () => {
    const before = core.requests.length;
    const res = await request(app).get('/files/things/t5/pdf');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: NO_TOKEN_MESSAGE, id: 'authentication_required' });
    expect(core.requests.length).toBe(before);
  });

  it('answers 503 service_unavailable when core-api cannot be reached', async () => {
    const down = appFor(await unreachableUrl());
    const res = await request(down).get('/files/things/t6/pdf').set('authorization', auth);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: UNAVAILABLE_MESSAGE, id: 'service_unavailable' });
  });

  it('streams: the first bytes reach the caller before core-api has sent the rest', async () => {
    let firstSeen!: () => void;
    const seen = new Promise<void>((resolve) => (firstSeen = resolve));
    const slowCore = await listen((_req: unknown, res: import('node:http').ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.write('%PDF-first-');
      // Only sends the rest once the caller has the first chunk: a buffering relay would never finish.
      void seen.then(() => res.end('rest'));
    });
    const relay = await listen(appFor(`${urlOf(slowCore)}/api`));
    try {
      const text = await new Promise<string>((resolve, reject) => {
        get(`${urlOf(relay)}/files/things/t7/pdf`, { headers: { authorization: auth } }, (res) => {
          let all = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            all += chunk;
            if (all.startsWith('%PDF-first-')) firstSeen();
          });
          res.on('end', () => resolve(all));
          res.on('error', reject);
        }).on('error', reject);
      });
      expect(text).toBe('%PDF-first-rest');
    } finally {
      relay.closeAllConnections();
      slowCore.closeAllConnections();
      await Promise.all([new Promise((r) => relay.close(r)), new Promise((r) => slowCore.close(r))]);
    }
  });
});
