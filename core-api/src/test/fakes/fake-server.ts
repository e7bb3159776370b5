// TEST ONLY. The core our cloud-drive fakes share (decision 0074): a node:http or node:https server on 127.0.0.1 and
// a free port, requests read whole, handlers that answer a `Reply` (so a failure switch can drop the answer after
// the work is done), a log of every call for assertions, and the switches that inject failures into the next N
// matching calls — 429 or 503 with Retry-After, 500, 401, Google's 403 rate limit, invalid_grant on the token
// endpoint, a connection dropped before the request is handled, or one dropped after it was handled (the work
// done, the answer lost: what makes "filed once" necessary).
import { createServer as createHttpServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

export type CallKind = 'api' | 'upload' | 'token' | 'page';

export interface FakeRequest {
  method: string;
  url: URL;
  /** The path as sent (still percent-encoded). */
  rawPath: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The bearer token sent, or null. */
  bearer: string | null;
  kind: CallKind;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON. */
  body?: string | Buffer | object;
}

export type Failure =
  | 'rate_limited' // 429 (Retry-After when given)
  | 'unavailable' // 503 (Retry-After when given)
  | 'server_error' // 500
  | 'unauthorized' // 401, the provider's body
  | 'user_rate_limit' // Google: 403 userRateLimitExceeded
  | 'invalid_grant' // token endpoint: 400 invalid_grant
  | 'drop' // the connection is cut before the request is handled
  | 'drop_after' // handled, then the connection is cut instead of answering
  | 'hang'; // never answered (until the fake closes): the caller's timeout must end it

export interface Injection {
  fail: Failure;
  /** How many matching calls fail (default 1). */
  times?: number;
  /** Which calls: a kind, 'any', or a predicate (default: the API's and uploads', not the token endpoint's). */
  on?: CallKind | 'any' | ((req: FakeRequest) => boolean);
  /** Seconds, sent as Retry-After with 429 / 503. */
  retryAfter?: number;
}

export interface RecordedCall {
  kind: CallKind;
  method: string;
  path: string;
  query: string;
  authorization: string | null;
  contentRange: string | null;
  contentLength: number;
  /** The status answered, or 'dropped'. */
  outcome: number | 'dropped';
}

export interface FakeServer {
  origin: string;
  calls: RecordedCall[];
  inject(injection: Injection): void;
  /** Injections still waiting for a call. */
  pendingInjections(): number;
  /** Runs `fn` on every request before it is handled (a test's "meanwhile, elsewhere…"); returns its removal. */
  observe(fn: (req: FakeRequest) => void): () => void;
  close(): Promise<void>;
}

export interface FakeServerOptions {
  tls?: { cert: string; key: string };
  /** A fixed port (the e2e run points core-api at it before the fake starts); default a free one. */
  port?: number;
  kindOf(req: Omit<FakeRequest, 'kind'>): CallKind;
  handle(req: FakeRequest): Reply | Promise<Reply>;
  /** The provider's own body for an injected failure. */
  failureReply(
    failure: Exclude<Failure, 'drop' | 'drop_after' | 'hang'>,
    req: FakeRequest,
    retryAfter?: number,
  ): Reply;
}

interface ActiveInjection extends Required<Omit<Injection, 'retryAfter'>> {
  retryAfter?: number;
}

function matches(injection: ActiveInjection, req: FakeRequest): boolean {
  const on = injection.on;
  if (typeof on === 'function') return on(req);
  if (on === 'any') return true;
  return on === req.kind;
}

function bearerOf(headers: IncomingHttpHeaders): string | null {
  const auth = headers.authorization;
  const m = typeof auth === 'string' ? /^Bearer (.+)$/i.exec(auth) : null;
  return m ? m[1]! : null;
}

export function send(res: import('node:http').ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers };
  let body: Buffer | undefined;
  if (reply.body instanceof Buffer) body = reply.body;
  else if (typeof reply.body === 'string') body = Buffer.from(reply.body);
  else if (reply.body !== undefined) {
    body = Buffer.from(JSON.stringify(reply.body));
    headers['content-type'] ??= 'application/json; charset=utf-8';
  }
  headers['content-length'] = String(body?.length ?? 0);
  res.writeHead(reply.status, headers);
  res.end(body);
}

export async function startFakeServer(options: FakeServerOptions): Promise<FakeServer> {
  const injections: ActiveInjection[] = [];
  const calls: RecordedCall[] = [];
  const observers = new Set<(req: FakeRequest) => void>();

  const listener = async (req: IncomingMessage, res: import('node:http').ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawUrl = req.url ?? '/';
    const base = {
      method: req.method ?? 'GET',
      url: new URL(rawUrl, 'http://fake'),
      rawPath: rawUrl.split('?')[0]!,
      headers: req.headers,
      body: Buffer.concat(chunks),
      bearer: bearerOf(req.headers),
    };
    const request: FakeRequest = { ...base, kind: options.kindOf(base) };
    const call: RecordedCall = {
      kind: request.kind,
      method: request.method,
      path: request.url.pathname,
      query: request.url.search,
      authorization: (req.headers.authorization as string | undefined) ?? null,
      contentRange: (req.headers['content-range'] as string | undefined) ?? null,
      contentLength: request.body.length,
      outcome: 'dropped',
    };
    calls.push(call);
    for (const observer of observers) observer(request);

    const injection = injections.find((i) => i.times > 0 && matches(i, request));
    if (injection) injection.times -= 1;
    if (injection?.fail === 'drop') {
      res.socket?.destroy();
      return;
    }
    if (injection?.fail === 'hang') return;
    let reply: Reply;
    if (injection && injection.fail !== 'drop_after') {
      reply = options.failureReply(injection.fail, request, injection.retryAfter);
    } else {
      try {
        reply = await options.handle(request);
      } catch (err) {
        reply = { status: 500, body: { error: { code: 'fakeError', message: String(err) } } };
      }
    }
    if (injection?.fail === 'drop_after') {
      res.socket?.destroy();
      return;
    }
    call.outcome = reply.status;
    send(res, reply);
  };

  const server = options.tls
    ? createHttpsServer(
        { cert: options.tls.cert, key: options.tls.key },
        (req, res) => void listener(req, res),
      )
    : createHttpServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    calls,
    inject(injection) {
      injections.push({
        times: 1,
        ...injection,
        on: injection.on ?? ((req) => req.kind === 'api' || req.kind === 'upload'),
      });
    },
    pendingInjections: () => injections.reduce((n, i) => n + i.times, 0),
    observe(fn) {
      observers.add(fn);
      return () => void observers.delete(fn);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
