// How the typed core-api client (openapi-fetch) reaches core-api: node:http(s) over keep-alive agents instead of
// the WHATWG fetch. The global fetch (undici) builds a spec Request, Headers guards, a linked AbortSignal, a
// ReadableStream per body and a Response per call; profiled under load (issue 13) that machinery was the BFF's
// largest single cost, more than executing the GraphQL operation itself. openapi-fetch lets the Request class and
// the fetch be swapped: these two carry exactly what openapi-fetch and CoreApiClient read (method, URL, headers,
// JSON body and signal in; status, headers and the body as text or JSON out), and nothing else.
//
// Same behaviour as before: an aborted signal (the call's timeout) or a failed connection rejects, and so does a
// body that is not JSON when JSON is read — CoreApiClient.call turns all of these into the 503 of the contract.
// core-api never redirects its /api routes, so redirects are not followed (fetch's `redirect: 'follow'`).
import http from 'node:http';
import https from 'node:https';

type HeadersSource = ConstructorParameters<typeof Headers>[0];

/** The request openapi-fetch builds and its middleware edits (`request.headers.set(...)`). */
export class CoreApiRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly signal: AbortSignal | null;
  /** openapi-fetch's serialised body: a JSON string (the client never sends FormData). */
  readonly body: string | null;
  /**
   * The request's own headers (bearer token, request id, client address, idempotency key: CoreApiClient), sent
   * over `headers` (a name in both: this one). A plain object, so a call does not pay for WHATWG `Headers`
   * validation of each (issue 36: `Headers` was ~7 % of the BFF's time on a list).
   */
  extraHeaders: Record<string, string> | undefined;

  constructor(
    url: string,
    init: {
      method?: string;
      headers?: HeadersSource;
      body?: unknown;
      signal?: AbortSignal | null;
      extraHeaders?: Record<string, string>;
    } = {},
  ) {
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('CoreApiRequest: only JSON string bodies are supported');
    }
    this.url = url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    this.signal = init.signal ?? null;
    this.body = init.body ?? null;
    this.extraHeaders = init.extraHeaders;
  }
}

/**
 * An answer's headers as openapi-fetch and CoreApiClient read them (`get`, `has`, iteration), from Node's raw
 * header list: names case-insensitive, repeated headers joined with ", " as `Headers.get` joins them — without
 * building a WHATWG `Headers` (and validating each name and value again) for every answer.
 */
export class AnswerHeaders {
  private readonly map = new Map<string, string>();
  private readonly cookies: string[] = [];

  constructor(raw: readonly string[]) {
    for (let i = 0; i + 1 < raw.length; i += 2) {
      const name = (raw[i] as string).toLowerCase();
      const value = raw[i + 1] as string;
      if (name === 'set-cookie') this.cookies.push(value);
      const had = this.map.get(name);
      this.map.set(name, had === undefined ? value : `${had}, ${value}`);
    }
  }

  get(name: string): string | null {
    return this.map.get(name.toLowerCase()) ?? null;
  }

  /** Each Set-Cookie on its own, as `Headers.getSetCookie` answers. */
  getSetCookie(): string[] {
    return [...this.cookies];
  }

  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }

  forEach(callback: (value: string, name: string, parent: AnswerHeaders) => void): void {
    for (const [name, value] of this.entries()) callback(value, name, this);
  }

  /** In name order, each Set-Cookie on its own, as `Headers` iterates. */
  *entries(): IterableIterator<[string, string]> {
    for (const [name, value] of [...this.map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (name === 'set-cookie') for (const cookie of this.cookies) yield [name, cookie];
      else yield [name, value];
    }
  }

  *keys(): IterableIterator<string> {
    for (const [name] of this.entries()) yield name;
  }

  *values(): IterableIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }
}

/** The answer as openapi-fetch and CoreApiClient read it: the parts of a fetch Response they use. */
export class CoreApiResponse {
  readonly ok: boolean;
  readonly redirected = false;
  readonly type = 'basic';
  private used = false;

  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    readonly headers: Headers,
    private readonly bytes: Buffer,
  ) {
    this.ok = status >= 200 && status < 300;
  }

  get bodyUsed(): boolean {
    return this.used;
  }

  private consume(): Buffer {
    if (this.used) throw new TypeError('Body is unusable: Body has already been read');
    this.used = true;
    return this.bytes;
  }

  async text(): Promise<string> {
    return this.consume().toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.consume().toString('utf8'));
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.consume();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
}

// One keep-alive pool per process and scheme (fetch's global dispatcher kept connections alive too). An idle
// socket is closed a second before the server's `Keep-Alive: timeout` hint (core-api: 5 s), so a call never
// reuses one the server is closing; Node 20's agent applies that hint only under its own `timeout`, hence the
// 60 s (idle sockets only: a call in flight is bounded by its own timer, CoreApiClient.call).
const agentOptions = { keepAlive: true, timeout: 60_000 };
const agents = {
  'http:': new http.Agent(agentOptions),
  'https:': new https.Agent(agentOptions),
};

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('The operation was aborted');
}

/** openapi-fetch's `fetch`: sends a CoreApiRequest, answers a CoreApiResponse once the whole body is read. */
export function coreApiFetch(request: CoreApiRequest): Promise<CoreApiResponse> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const url = new URL(request.url);
    const transport = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
    if (!transport) {
      reject(new TypeError(`Unsupported protocol ${url.protocol}`));
      return;
    }
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    if (request.extraHeaders) Object.assign(headers, request.extraHeaders);
    const body = request.body === null ? null : Buffer.from(request.body, 'utf8');
    if (body) headers['content-length'] = String(body.length);

    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      req.destroy();
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    const onAbort = () => fail(abortReason(signal as AbortSignal));

    const req = transport.request(
      url,
      { method: request.method, headers, agent: agents[url.protocol as 'http:' | 'https:'] },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('aborted', () => fail(new Error('core-api closed the connection mid-answer')));
        res.on('end', () => {
          if (settled) return;
          if (!res.complete) {
            fail(new Error('core-api closed the connection mid-answer'));
            return;
          }
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          const answerHeaders = new AnswerHeaders(res.rawHeaders) as unknown as Headers;
          resolve(
            new CoreApiResponse(
              request.url,
              res.statusCode ?? 500,
              res.statusMessage ?? '',
              answerHeaders,
              chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks),
            ),
          );
        });
      },
    );
    req.on('error', fail);
    signal?.addEventListener('abort', onAbort, { once: true });
    req.end(body ?? undefined);
  });
}
