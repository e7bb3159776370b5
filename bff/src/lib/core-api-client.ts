import type { GraphQLError } from 'graphql';
// Per-request client for core-api: one per GraphQL request, carrying that request's bearer token, request id and
// client IP, and turning every core-api failure into the contract's GraphQL error. Calls are typed from
// core-api's OpenAPI document (openapi-fetch over the generated `paths`, src/generated/core-api.ts): a path,
// parameter, body or answer that core-api does not declare fails typecheck, and `npm run codegen` follows
// core-api when its routes change.
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../generated/core-api.js';
import { CoreApiRequest } from './core-api-transport.js';
import { upstreamsFor } from './core-api-upstreams.js';
import { queryTooExpensive } from './cost.js';
import { apiError, serviceUnavailable, INTERNAL_MESSAGE } from './errors.js';

export const CORE_API_TIMEOUT_MS = 15_000;
/** The most core-api calls one GraphQL operation may make (GRAPHQL_MAX_CORE_API_CALLS). */
export const DEFAULT_MAX_CORE_API_CALLS = 50;

/** core-api's answer shapes by name: `Schema<'Project'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
export type CoreApi = Client<paths>;

export interface CoreApiClientOptions {
  /** core-api's base URL, or a comma-separated list of instances (lib/core-api-upstreams.ts). */
  baseUrl: string;
  token: string | null;
  requestId: string;
  clientIp: string | undefined;
  timeoutMs?: number;
  /**
   * The browser's Idempotency-Key for this GraphQL request: forwarded on the core-api POSTs it makes (the
   * second and later ones get `:2`, `:3`… so each stays its own record), so a mutation retried on a bad
   * signal never creates two records.
   */
  idempotencyKey?: string;
  /** Calls past this many are refused without reaching core-api (a backstop behind the cost limit). */
  maxCalls?: number;
}

/** Per-call overrides, e.g. the 30 s folder-creation timeout. */
export interface CallOptions {
  timeoutMs?: number;
}

interface ErrorBody {
  detail?: unknown;
  id?: unknown;
}

function isDetail(value: unknown): value is string | string[] {
  return typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
}

const DEFAULT_IDS: Record<number, string> = {
  400: 'validation_error',
  401: 'authentication_required',
  403: 'authorization_error',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** The refusal past the per-operation call cap: the field fails, core-api is not called. */
function tooManyCalls(maxCalls: number) {
  return queryTooExpensive(
    `This operation needs more than ${maxCalls} calls to the data service, the most one request may make; ` +
      'split it into smaller requests or ask for fewer records or fields.',
    { max_core_api_calls: maxCalls },
    { beforeExecution: false },
  );
}

/** What openapi-fetch answers: the data of a success, or the error body, and the raw response. */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export class CoreApiClient {
  /** The typed core-api client: `client.api.GET('/projects/{projectId}', { params: { path } })`. */
  readonly api: CoreApi;
  /** Calls made (or refused) so far by this request. */
  calls = 0;

  constructor(private readonly options: CoreApiClientOptions) {
    const { token, requestId, clientIp, idempotencyKey } = options;
    let posts = 0;
    // node:http under openapi-fetch instead of the WHATWG fetch (core-api-transport.ts): openapi-fetch only
    // needs a Request it can build and a fetch it can call; both are typed as the WHATWG ones here. URLs are
    // built on the first instance and sent to whichever one the upstreams pick (failover of safe reads).
    const upstreams = upstreamsFor(options.baseUrl);
    // The request's own headers, the same on every call (a POST adds its idempotency key): set as a plain
    // object the transport sends over what openapi-fetch built (CoreApiRequest.extraHeaders), not through a
    // middleware editing WHATWG Headers on each call.
    const own: Record<string, string> = { accept: 'application/json', 'x-request-id': requestId };
    if (token) own.authorization = `Bearer ${token}`;
    if (clientIp) own['x-forwarded-for'] = clientIp;
    this.api = createClient<paths>({
      baseUrl: upstreams.urls[0],
      Request: CoreApiRequest as unknown as typeof Request,
      fetch: ((request: CoreApiRequest) => {
        if (idempotencyKey && request.method === 'POST') {
          posts += 1;
          const key = posts === 1 ? idempotencyKey : `${idempotencyKey}:${posts}`;
          request.extraHeaders = { ...own, 'idempotency-key': key };
        } else request.extraHeaders = own;
        return upstreams.fetch(request);
      }) as unknown as (request: Request) => Promise<Response>,
    });
  }

  /**
   * Runs one typed call with the request's timeout and unwraps it: the answer's data, or the GraphQL error
   * core-api's `{detail, id}` maps to (503 when core-api cannot be reached at all).
   */
  async call<T>(
    run: (init: { signal: AbortSignal }) => Promise<Answer<T>>,
    options: CallOptions = {},
  ): Promise<T> {
    const maxCalls = this.options.maxCalls ?? DEFAULT_MAX_CORE_API_CALLS;
    this.calls += 1;
    if (this.calls > maxCalls) throw tooManyCalls(maxCalls);
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? CORE_API_TIMEOUT_MS;
    // A timer cleared as soon as the call settles (AbortSignal.timeout's timer and signal outlive every call).
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('The operation timed out', 'TimeoutError')),
      timeoutMs,
    );
    let answer: Answer<T>;
    try {
      answer = await run({ signal: timeout.signal });
    } catch {
      // Connection refused, DNS failure, the timeout firing or a body that is not JSON: unreachable from here.
      throw serviceUnavailable();
    } finally {
      clearTimeout(timer);
    }
    const { response } = answer;
    if (response.ok) return answer.data as T;

    throw coreApiError(response.status, answer.error, response.headers);
  }
}

/**
 * The GraphQL error for a refusal of core-api's (`body` its JSON, when it has one): its status, words and id, and
 * when to try again.
 */
export function coreApiError(status: number, body: unknown, headers: Headers): GraphQLError {
  const errorBody = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  // Every "try again later" core-api answers (429, 503, 409 for an idempotency key still in progress) says
  // when; the client is told too (issue 34: without it a database blip read as a refusal).
  const retryAfterHeader = headers.get('retry-after');
  const retryAfter =
    retryAfterHeader !== null && Number.isFinite(Number(retryAfterHeader))
      ? Number(retryAfterHeader)
      : undefined;
  // A 502/504 from a proxy in between, or a 503 without core-api's body: core-api is unavailable.
  if ((status === 502 || status === 503 || status === 504) && !isDetail(errorBody.detail)) {
    return serviceUnavailable(retryAfter);
  }
  return apiError({
    status,
    detail: isDetail(errorBody.detail) ? errorBody.detail : INTERNAL_MESSAGE,
    id: typeof errorBody.id === 'string' ? errorBody.id : (DEFAULT_IDS[status] ?? 'internal_error'),
    retryAfter,
  });
}

/**
 * Base of every per-request data source: `ctx.get(ProjectApi)` builds one per request with that request's
 * client (token, request id and client IP forwarded). Subclasses only add methods, each one typed call:
 * `return this.call((init) => this.api.GET('/projects/{projectId}', { params: { path: { projectId } }, ...init }))`.
 */
export abstract class CoreApiDataSource {
  constructor(protected readonly client: CoreApiClient) {}

  protected get api(): CoreApi {
    return this.client.api;
  }

  protected call<T>(
    run: (init: { signal: AbortSignal }) => Promise<Answer<T>>,
    options?: CallOptions,
  ): Promise<T> {
    return this.client.call(run, options);
  }
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The JSON body core-api declares for a route: `JsonBody<'/contact', 'post'>`. */
export type JsonBody<P extends keyof paths, M extends Method> =
  NonNullable<paths[P][M]> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/**
 * An input whose enum-like fields GraphQL keeps as String on purpose, so that a bad value gets core-api's own
 * message (the spec's wording) rather than a GraphQL type error: typed as core-api's body, checked by core-api.
 */
export function checkedByCoreApi<B>(input: object): B {
  return plain(input) as B;
}

/** GraphQL hands inputs over as class instances with undefined keys; core-api gets plain JSON. */
export function plain<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as T;
}
