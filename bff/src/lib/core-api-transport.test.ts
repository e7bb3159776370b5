// The node:http transport under the typed core-api client: what it sends, what it answers, and that every way a
// call can fail (refused connection, timeout, a body cut short or not JSON) rejects, as fetch did.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoreApiClient } from './core-api-client.js';
import { AnswerHeaders, coreApiFetch, CoreApiRequest } from './core-api-transport.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

function handle(req: IncomingMessage, res: ServerResponse, body: string): void {
  seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
  if (req.url === '/api/slow') {
    setTimeout(() => res.end('{}'), 1_000).unref();
    return;
  }
  if (req.url === '/api/not-json') {
    res.setHeader('content-type', 'application/json');
    res.end('<html>');
    return;
  }
  if (req.url === '/api/cut') {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"partial":');
    setTimeout(() => res.destroy(), 20);
    return;
  }
  if (req.url === '/api/db-down') {
    // core-api's answer while its database is cut (decision 0055): 503 with Retry-After.
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
    res.end(
      JSON.stringify({
        detail: 'Service temporarily unavailable. Please try again shortly.',
        id: 'service_unavailable',
      }),
    );
    return;
  }
  if (req.url === '/api/gateway') {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html>Bad gateway</html>');
    return;
  }
  if (req.url === '/api/in-progress') {
    res.writeHead(409, { 'content-type': 'application/json', 'retry-after': '2' });
    res.end(
      JSON.stringify({
        detail: 'A request with this idempotency key is still in progress',
        id: 'idempotency_in_progress',
      }),
    );
    return;
  }
  if (req.url === '/api/limited') {
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' });
    res.end(JSON.stringify({ detail: 'Slow down', id: 'rate_limited' }));
    return;
  }
  res.setHeader('content-type', 'application/json');
  res.setHeader('set-cookie', ['a=1', 'b=2']);
  res.end(JSON.stringify({ echo: body ? JSON.parse(body) : null, é: 'ü' }));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('coreApiFetch', () => {
  it('sends the method, headers and JSON body, and answers status, headers and the body', async () => {
    const response = await coreApiFetch(
      new CoreApiRequest(`${base}/api/things?x=1`, {
        method: 'post',
        headers: { 'content-type': 'application/json', 'x-request-id': 'r-1' },
        body: JSON.stringify({ name: 'Ünïcode' }),
      }),
    );
    expect(response.ok).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ echo: { name: 'Ünïcode' }, é: 'ü' });
    await expect(response.text()).rejects.toThrow(TypeError);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/api/things?x=1', body: '{"name":"Ünïcode"}' });
    expect(last.headers['x-request-id']).toBe('r-1');
    expect(last.headers['content-length']).toBe(String(Buffer.byteLength('{"name":"Ünïcode"}')));
  });

  it('rejects when the signal aborts before the answer, and when it is aborted already', async () => {
    const controller = new AbortController();
    const pending = coreApiFetch(new CoreApiRequest(`${base}/api/slow`, { signal: controller.signal }));
    setTimeout(() => controller.abort(new Error('timed out')), 50);
    await expect(pending).rejects.toThrow('timed out');
    await expect(
      coreApiFetch(new CoreApiRequest(`${base}/api/x`, { signal: AbortSignal.abort() })),
    ).rejects.toBeDefined();
  });

  it('rejects a refused connection and an answer cut short', async () => {
    await expect(coreApiFetch(new CoreApiRequest('http://127.0.0.1:9/api/x'))).rejects.toBeDefined();
    await expect(coreApiFetch(new CoreApiRequest(`${base}/api/cut`))).rejects.toBeDefined();
  });
});

describe('AnswerHeaders', () => {
  it('reads as WHATWG Headers read the same raw list: any case, repeats joined, name order', () => {
    const raw = ['Content-Type', 'application/json', 'Retry-After', '5', 'X-Thing', 'a', 'x-thing', 'b'];
    raw.push('Set-Cookie', 'a=1', 'set-cookie', 'b=2');
    const ours = new AnswerHeaders(raw);
    const theirs = new Headers();
    for (let i = 0; i < raw.length; i += 2) theirs.append(raw[i]!, raw[i + 1]!);
    for (const name of ['content-type', 'RETRY-AFTER', 'x-thing', 'content-length']) {
      expect(ours.get(name), name).toBe(theirs.get(name));
      expect(ours.has(name), name).toBe(theirs.has(name));
    }
    expect(ours.getSetCookie()).toEqual(theirs.getSetCookie());
    expect([...ours]).toEqual([...theirs]);
    const seenByForEach: string[] = [];
    ours.forEach((value, name) => seenByForEach.push(`${name}=${value}`));
    expect(seenByForEach).toEqual([...theirs].map(([name, value]) => `${name}=${value}`));
    expect(seenByForEach).toContain('x-thing=a, b');
    expect([...ours.keys()]).toEqual([...theirs.keys()]);
    expect([...ours.values()]).toEqual([...theirs.values()]);
  });
});

describe('CoreApiClient over the transport', () => {
  const client = (timeoutMs = 5_000) =>
    new CoreApiClient({
      baseUrl: `${base}/api`,
      token: 'tok',
      requestId: 'req-9',
      clientIp: '203.0.113.9',
      timeoutMs,
      idempotencyKey: 'idem-1',
    });
  // Paths outside core-api's contract: the transport is what is under test, not the typed paths.
  type Untyped = {
    GET(path: string, init: object): Promise<never>;
    POST(path: string, init: object): Promise<never>;
  };
  const untyped = (c: CoreApiClient) => c.api as unknown as Untyped;

  it('forwards token, request id, client IP and the idempotency key', async () => {
    const c = client();
    await c.call((init) => untyped(c).POST('/things', { body: { a: 1 }, ...init }));
    await c.call((init) => untyped(c).POST('/things', { body: { a: 2 }, ...init }));
    const [first, second] = seen.slice(-2);
    expect(first!.headers).toMatchObject({
      authorization: 'Bearer tok',
      'x-request-id': 'req-9',
      'x-forwarded-for': '203.0.113.9',
      'idempotency-key': 'idem-1',
      accept: 'application/json',
    });
    expect(second!.headers['idempotency-key']).toBe('idem-1:2');
    // A GET carries the same headers but no idempotency key; a header of the call's own does not replace them.
    await c.call((init) =>
      untyped(c).GET('/things', { headers: { accept: 'text/plain', 'x-request-id': 'forged' }, ...init }),
    );
    const get = seen.at(-1)!;
    expect(get.headers).toMatchObject({
      authorization: 'Bearer tok',
      'x-request-id': 'req-9',
      accept: 'application/json',
    });
    expect(get.headers['idempotency-key']).toBeUndefined();
  });

  it('maps a timeout and a body that is not JSON to the 503, an error answer to its own error', async () => {
    const slow = client(50);
    await expect(slow.call((init) => untyped(slow).GET('/slow', init))).rejects.toMatchObject({
      extensions: { status: 503 },
    });
    const c = client();
    await expect(c.call((init) => untyped(c).GET('/not-json', init))).rejects.toMatchObject({
      extensions: { status: 503 },
    });
    await expect(c.call((init) => untyped(c).GET('/limited', init))).rejects.toMatchObject({
      extensions: { status: 429, detail: 'Slow down', retry_after: 7 },
    });
  });

  it('surfaces core-api unreachable, a 503 and a gateway error as SERVICE_UNAVAILABLE with retry_after', async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused.
    const down = new CoreApiClient({
      baseUrl: 'http://127.0.0.1:9/api',
      token: 'tok',
      requestId: 'r',
      clientIp: undefined,
    });
    await expect(down.call((init) => untyped(down).GET('/projects', init))).rejects.toMatchObject({
      extensions: { code: 'SERVICE_UNAVAILABLE', status: 503, id: 'service_unavailable' },
    });
    const c = client();
    await expect(c.call((init) => untyped(c).GET('/db-down', init))).rejects.toMatchObject({
      extensions: { code: 'SERVICE_UNAVAILABLE', status: 503, retry_after: 5 },
    });
    await expect(c.call((init) => untyped(c).GET('/gateway', init))).rejects.toMatchObject({
      extensions: { code: 'SERVICE_UNAVAILABLE', status: 503, id: 'service_unavailable' },
    });
    // A key still in progress keeps its id, so the web's outbox can tell it from a refusal and retry later.
    await expect(c.call((init) => untyped(c).POST('/in-progress', init))).rejects.toMatchObject({
      extensions: { code: 'CONFLICT', status: 409, id: 'idempotency_in_progress', retry_after: 2 },
    });
  });
});
