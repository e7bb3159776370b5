// Which core-api instance a call goes to. CORE_API_URL may name one address (a load balancer in front of the
// core-api replicas: the compose file's) or a comma-separated list of instances the BFF balances itself. Either
// way a safe read survives one dead instance: issue 34 saw every request through a BFF answer 503 for 35 s
// while the one core-api it knew was down, and its /health still said 200.
//
// - Calls go round-robin over the instances not marked down; an instance that refused a connection, dropped
//   one or answered 503 is skipped for DOWN_MS (all of them are tried again when every one is down).
// - A call whose connection was never made (refused, no such host) is retried once on another instance,
//   whatever its method: nothing reached core-api. A safe read (GET, HEAD) is also retried once after a
//   connection dropped mid-answer or a 503. Writes are never retried here: the browser's Idempotency-Key and
//   its outbox own that decision. A timeout is never retried (the caller's time is spent).
// - `probe()` asks every instance's /health: the BFF's /ready (app.ts) is 200 while any answers.
// With a single URL the retry goes to the same address, which behind a balancer means another instance.
import { coreApiFetch, CoreApiRequest, type CoreApiResponse } from './core-api-transport.js';

/** How long an instance that failed is passed over (unless every instance has failed). */
export const DOWN_MS = 5_000;
/** A readiness probe gives each instance this long to answer /health. */
export const PROBE_TIMEOUT_MS = 2_000;

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Failures before anything was sent: safe to retry any method. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** The list CORE_API_URL names: comma-separated, each without trailing slashes. */
export function parseCoreApiUrls(value: string): string[] {
  const urls = value
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (!urls.length) throw new Error('CORE_API_URL names no core-api address');
  return urls;
}

function errorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  if (typeof code === 'string') return code;
  const causeCode = (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof causeCode === 'string' ? causeCode : undefined;
}

/** Whether a failed attempt may be repeated on another instance. */
export function mayRetry(method: string, err: unknown): boolean {
  return SAFE_METHODS.has(method.toUpperCase()) || NOT_CONNECTED.has(errorCode(err) ?? '');
}

export class CoreApiUpstreams {
  readonly urls: readonly string[];
  private next = 0;
  private readonly downUntil = new Map<string, number>();

  constructor(urls: readonly string[]) {
    if (!urls.length) throw new Error('no core-api address');
    this.urls = urls;
  }

  /** The instance for the next call: round-robin over those not marked down, avoiding `except` if possible. */
  pick(except?: string): string {
    const now = Date.now();
    const n = this.urls.length;
    const order = this.urls.map((_, i) => this.urls[(this.next + i) % n] as string);
    this.next = (this.next + 1) % n;
    const candidates = n > 1 ? order.filter((url) => url !== except) : order;
    // Every candidate marked down: try the next in turn anyway (the mark may be stale).
    return candidates.find((url) => (this.downUntil.get(url) ?? 0) <= now) ?? (candidates[0] as string);
  }

  markDown(url: string): void {
    this.downUntil.set(url, Date.now() + DOWN_MS);
  }

  markUp(url: string): void {
    this.downUntil.delete(url);
  }

  /** Whether `url` is marked down now (tests and logs). */
  isDown(url: string): boolean {
    return (this.downUntil.get(url) ?? 0) > Date.now();
  }

  /**
   * openapi-fetch's fetch for CoreApiClient: `request.url` is built on `urls[0]` (the client's baseUrl) and is
   * sent to the picked instance instead, with the retry rules above.
   */
  async fetch(request: CoreApiRequest): Promise<CoreApiResponse> {
    const path = this.pathOf(request.url);
    const first = this.pick();
    let answer: CoreApiResponse;
    try {
      answer = await coreApiFetch(this.rebase(request, first, path));
    } catch (err) {
      if (request.signal?.aborted) throw err;
      this.markDown(first);
      if (!mayRetry(request.method, err)) throw err;
      return this.retry(request, path, first);
    }
    if (answer.status !== 503) return answer;
    this.markDown(first);
    if (!SAFE_METHODS.has(request.method)) return answer;
    try {
      return await this.retry(request, path, first);
    } catch {
      // The other instance could not be reached either: the first answer stands.
      return answer;
    }
  }

  private async retry(request: CoreApiRequest, path: string, failed: string): Promise<CoreApiResponse> {
    const second = this.pick(failed);
    try {
      const answer = await coreApiFetch(this.rebase(request, second, path));
      if (answer.status === 503) this.markDown(second);
      else this.markUp(second);
      return answer;
    } catch (err) {
      if (!request.signal?.aborted) this.markDown(second);
      throw err;
    }
  }

  /** 200 from any instance's /health within PROBE_TIMEOUT_MS; marks each instance by its answer. */
  async probe(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
    const results = await Promise.all(
      this.urls.map(async (url) => {
        try {
          const answer = await coreApiFetch(
            new CoreApiRequest(`${url}/health`, {
              headers: { accept: 'application/json' },
              signal: AbortSignal.timeout(timeoutMs),
            }),
          );
          if (answer.ok) this.markUp(url);
          else this.markDown(url);
          return answer.ok;
        } catch {
          this.markDown(url);
          return false;
        }
      }),
    );
    return results.some(Boolean);
  }

  /** The part of a URL built on any of the instances' bases, below that base. */
  pathOf(url: string): string {
    const base = this.urls.find((u) => url === u || url.startsWith(`${u}/`) || url.startsWith(`${u}?`));
    if (base === undefined) throw new TypeError(`not a core-api URL: ${url}`);
    return url.slice(base.length);
  }

  private rebase(request: CoreApiRequest, base: string, path: string): CoreApiRequest {
    return new CoreApiRequest(`${base}${path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      extraHeaders: request.extraHeaders,
    });
  }
}

const shared = new Map<string, CoreApiUpstreams>();

/**
 * The process's one view of the instances CORE_API_URL names (its marks shared by every request, the event
 * streams and the file pass-throughs), keyed by that setting: contexts carry the setting as a string.
 */
export function upstreamsFor(coreApiUrl: string): CoreApiUpstreams {
  let upstreams = shared.get(coreApiUrl);
  if (!upstreams) {
    upstreams = new CoreApiUpstreams(parseCoreApiUrls(coreApiUrl));
    shared.set(coreApiUrl, upstreams);
  }
  return upstreams;
}
