// Several core-api instances behind one BFF (issue 34, finding 8): reads go on when one instance is dead (the
// typed client, GraphQL, file downloads), writes are retried only when nothing reached core-api, and /ready
// says whether any instance answers while /health stays the process's liveness.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoUser,
  gql,
  signedToken,
  startBff,
  startFakeCoreApi,
  unreachableUrl,
  type FakeCoreApi,
} from '../test/support.js';
import { CoreApiClient } from './core-api-client.js';
import { CoreApiUpstreams, parseCoreApiUrls, upstreamsFor } from './core-api-upstreams.js';
import { coreApiEvents } from './event-stream.js';
import { createLogger } from './logger.js';
import { pdfPassThrough, pdfPassThroughRoutes } from './pdf-pass-through.js';

const secret = 'test-secret-for-upstreams';

let live: FakeCoreApi;
let other: FakeCoreApi;
let dead: string;

beforeAll(async () => {
  [live, other] = await Promise.all([startFakeCoreApi(), startFakeCoreApi()]);
  for (const core of [live, other]) core.respond('GET /health', { status: 200, body: { status: 'ok' } });
  dead = await unreachableUrl();
});
afterAll(async () => {
  await Promise.all([live.close(), other.close()]);
});

// Paths outside core-api's contract: the failover is what is under test, not the typed paths.
type Untyped = {
  GET(path: string, init: object): Promise<never>;
  POST(path: string, init: object): Promise<never>;
};
const untyped = (c: CoreApiClient) => c.api as unknown as Untyped;
const clientOf = (baseUrl: string) =>
  new CoreApiClient({ baseUrl, token: 'tok', requestId: 'r-1', clientIp: undefined, timeoutMs: 5_000 });

describe('CORE_API_URL as a list', () => {
  it('splits on commas and drops trailing slashes and blanks', () => {
    expect(parseCoreApiUrls(' http://a:4000/api/ , http://b:4000/api,')).toEqual([
      'http://a:4000/api',
      'http://b:4000/api',
    ]);
    expect(() => parseCoreApiUrls(' , ')).toThrow();
  });

  it('goes round-robin, passing over an instance marked down', () => {
    const upstreams = new CoreApiUpstreams(['http://a', 'http://b', 'http://c']);
    expect([upstreams.pick(), upstreams.pick(), upstreams.pick(), upstreams.pick()]).toEqual([
      'http://a',
      'http://b',
      'http://c',
      'http://a',
    ]);
    upstreams.markDown('http://b');
    const picked = new Set(Array.from({ length: 6 }, () => upstreams.pick()));
    expect(picked).toEqual(new Set(['http://a', 'http://c']));
    expect(upstreams.pick('http://a')).not.toBe('http://a');
  });
});

describe('a read with one core-api dead', () => {
  it('succeeds every time through the other instance, and marks the dead one down', async () => {
    const list = `${dead},${live.url}`;
    live.requests.length = 0;
    for (let i = 0; i < 4; i += 1) {
      const c = clientOf(list);
      await expect(c.call((init) => untyped(c).GET('/auth/me', init))).resolves.toMatchObject({ id: '11' });
    }
    expect(live.requests.filter((r) => r.path === '/auth/me')).toHaveLength(4);
    expect(upstreamsFor(list).isDown(dead)).toBe(true);
  });

  it('is retried on another instance after a 503 there', async () => {
    const list = `${other.url},${live.url}`;
    other.respond('GET /auth/me', { status: 503, body: { detail: 'Database unavailable', id: 'x' } });
    try {
      for (let i = 0; i < 3; i += 1) {
        const c = clientOf(list);
        await expect(c.call((init) => untyped(c).GET('/auth/me', init))).resolves.toMatchObject({
          id: '11',
        });
      }
    } finally {
      other.respond('GET /auth/me', { status: 200, body: demoUser });
    }
  });

  it('answers a GraphQL query through the BFF', async () => {
    const bff = await startBff(`${dead},${live.url}`, secret);
    const token = signedToken(secret, { role: 'manager' });
    for (let i = 0; i < 3; i += 1) {
      const res = await gql(bff, '{ me { id } }', undefined, token);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data).toEqual({ me: { id: '11' } });
    }
  });

  it('downloads a file through the other instance', async () => {
    live.respond('GET /files/report', { status: 200, body: { report: true } });
    const list = `${dead},${live.url}`;
    const app = express();
    app.use(
      '/files',
      pdfPassThroughRoutes({ coreApiUrl: list, logger: createLogger('silent') }, [
        pdfPassThrough('GET', '/report', () => '/files/report', 'a report'),
      ]),
    );
    for (let i = 0; i < 3; i += 1) {
      const res = await request(app).get('/files/report').set('authorization', 'Bearer tok');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ report: true });
    }
  });
});

describe('the live event stream with one core-api dead', () => {
  it('connects to the other instance without waiting', async () => {
    const sse = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`event: activity\ndata: ${JSON.stringify({ id: 'e1', kind: 'activity' })}\n\n`);
    });
    await new Promise<void>((r) => sse.listen(0, '127.0.0.1', r));
    const sseUrl = `http://127.0.0.1:${(sse.address() as AddressInfo).port}/api`;
    const stream = coreApiEvents({ coreApiUrl: `${dead},${sseUrl}`, token: 't' });
    try {
      // The dead instance is tried first (a fresh list starts at its head), then the other at once: well
      // within the 2 s pause the stream takes after failing everywhere.
      const first = await Promise.race([
        stream.next(),
        new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 1_500).unref()),
      ]);
      expect(first).toMatchObject({ value: { id: 'e1' } });
    } finally {
      await stream.return();
      sse.closeAllConnections();
      await new Promise<void>((r) => sse.close(() => r()));
    }
  });
});

describe('a write with one core-api dead', () => {
  it('is retried when the connection was refused (nothing was sent), not after a 503', async () => {
    const refused = `${dead},${live.url}`;
    for (let i = 0; i < 2; i += 1) {
      const c = clientOf(refused);
      await expect(
        c.call((init) => untyped(c).POST('/contact', { body: { name: 'A' }, ...init })),
      ).resolves.toMatchObject({ id: expect.any(String) });
    }

    const failing = await startFakeCoreApi();
    failing.respond('POST /contact', { status: 503, body: { detail: 'Database unavailable', id: 'x' } });
    const list = `${failing.url},${live.url}`;
    live.requests.length = 0;
    let refusals = 0;
    try {
      for (let i = 0; i < 4; i += 1) {
        const c = clientOf(list);
        // The write's fate on `failing` is unknown to the BFF: it is answered, never repeated elsewhere.
        await c
          .call((init) => untyped(c).POST('/contact', { body: { name: 'B' }, ...init }))
          .catch(() => (refusals += 1));
      }
      expect(failing.requests.length).toBeGreaterThan(0);
      expect(refusals).toBe(failing.requests.length);
      expect(failing.requests.length + live.requests.length).toBe(4);
    } finally {
      await failing.close();
    }
  });
});

describe('GET /ready', () => {
  it('is 200 while any core-api answers, 503 when none does; /health stays 200', async () => {
    const one = await startBff(`${dead},${live.url}`, secret);
    const ready = await request(one).get('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });

    const dead2 = await unreachableUrl();
    const none = await startBff(`${dead},${dead2}`, secret);
    const unready = await request(none).get('/ready');
    expect(unready.status).toBe(503);
    expect(unready.body).toMatchObject({ id: 'service_unavailable' });
    expect((await request(none).get('/health')).status).toBe(200);
  });

  it('turns 503 when the only core-api stops', async () => {
    const core = await startFakeCoreApi();
    core.respond('GET /health', { status: 200, body: { status: 'ok' } });
    const bff = await startBff(core.url, secret);
    expect((await request(bff).get('/ready')).status).toBe(200);
    await core.close();
    expect((await request(bff).get('/ready')).status).toBe(503);
  });
});
