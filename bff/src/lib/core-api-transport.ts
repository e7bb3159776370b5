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

  constructor(
    url: string,
    init: { method?: string; headers?: HeadersSource; body?: unknown; signal?: AbortSignal | null } = {},
  ) {
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('CoreApiRequest: only JSON string bodies are supported');
    }
    this.url = url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    this.signal = init.signal ?? null;
    this.body = init.body ?? null;
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
          const answerHeaders = new Headers();
          const raw = res.rawHeaders;
          for (let i = 0; i < raw.length; i += 2)
            answerHeaders.append(raw[i] as string, raw[i + 1] as string);
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
