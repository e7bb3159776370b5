// The per-operation GraphQL context: who the caller is, request metadata, the operation's core-api client and
// `get(factory)`, a per-operation memo for data sources and DataLoaders. Modules ask for what they need
// (`ctx.get(ProjectApi)`, `ctx.get(projectLoaders)`); nothing here knows which modules exist.
//
// One context per operation run: each POST /graphql, each operation started over the WebSocket, and each event
// of a subscription (`forEvent()`), so the core-api call budget (GRAPHQL_MAX_CORE_API_CALLS) and the memo
// belong to one run. Issue 33: one budget per WebSocket connection ended a live dashboard after 50 updates.
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { callerOf, resolveAuth, type AuthContext, type AuthState } from './auth.js';
import { CoreApiClient, CoreApiDataSource } from './core-api-client.js';

/** A data source class (built with the request's client) or a function of the context (e.g. DataLoaders). */
export type DataSourceClass<T extends CoreApiDataSource> = new (client: CoreApiClient) => T;
export type ContextFactory<T> = (ctx: GraphQLContext) => T;

export interface GraphQLContext extends AuthContext {
  clientIp: string | undefined;
  requestId: string;
  /** core-api for this request: bearer token, request id and client IP forwarded. */
  client: CoreApiClient;
  /** core-api's base URL (streams that do not go through the typed client: live events). */
  coreApiUrl: string;
  /** One instance per request and factory, made on first use; batching and caching never outlive it. */
  get<T extends CoreApiDataSource>(source: DataSourceClass<T>): T;
  get<T>(factory: ContextFactory<T>): T;
  /**
   * A context for the same caller with its own call budget and memo: what one event of a subscription runs
   * under (its fetch in the event source, and the execution of its selection), so a long-lived subscription
   * never spends a budget meant for one operation.
   */
  forEvent(): GraphQLContext;
  /** Tells this BFF that an API key's budget changed (ContextDeps.apiKeyChanged). */
  apiKeyChanged(keyId: string): void;
}

export interface ContextDeps {
  coreApiUrl: string;
  jwtSecret: string | null;
  coreApiTimeoutMs?: number;
  /** Per-request cap on core-api calls (DEFAULT_MAX_CORE_API_CALLS when unset). */
  maxCoreApiCalls?: number;
  /** Told when an admin changed an API key's budget through this BFF (its cached limits go). */
  apiKeyChanged?: (keyId: string) => void;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's request id when it is sane, so one id follows a request through every hop. */
export function requestIdFor(req: Request): string {
  const incoming = req.get('x-request-id');
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function isDataSourceClass(factory: unknown): factory is DataSourceClass<CoreApiDataSource> {
  return typeof factory === 'function' && factory.prototype instanceof CoreApiDataSource;
}

export function buildContext(req: Request, deps: ContextDeps): GraphQLContext {
  const requestId = (req.res?.getHeader('x-request-id') as string | undefined) ?? requestIdFor(req);
  const idempotencyKey = req.get('idempotency-key')?.slice(0, 200) || undefined;
  // Verified once per request: the rate limiter has usually done it already (callerOf remembers).
  const { token, auth } = callerOf(req, deps.jwtSecret);
  return contextFor({ token, auth, requestId, clientIp: req.ip, idempotencyKey }, deps);
}

/** A context for a caller known by their token (an HTTP request, or a subscription's WebSocket). */
export interface Caller {
  token: string | null;
  /** What the token proves, when the caller has already verified it with deps.jwtSecret. */
  auth?: AuthState;
  requestId: string;
  clientIp: string | undefined;
  idempotencyKey?: string;
}

export function contextFor(caller: Caller, deps: ContextDeps): GraphQLContext {
  const { token, requestId, clientIp, idempotencyKey } = caller;
  const client = new CoreApiClient({
    baseUrl: deps.coreApiUrl,
    token,
    requestId,
    clientIp,
    timeoutMs: deps.coreApiTimeoutMs,
    idempotencyKey,
    maxCalls: deps.maxCoreApiCalls,
  });
  const made = new Map<unknown, unknown>();
  const auth = caller.auth ?? resolveAuth(token, deps.jwtSecret);
  const ctx: GraphQLContext = {
    token,
    auth,
    clientIp,
    requestId,
    client,
    coreApiUrl: deps.coreApiUrl,
    get(factory: DataSourceClass<CoreApiDataSource> | ContextFactory<unknown>) {
      if (made.has(factory)) return made.get(factory);
      const instance = isDataSourceClass(factory) ? new factory(client) : factory(ctx);
      made.set(factory, instance);
      return instance;
    },
    forEvent: () => contextFor({ ...caller, auth }, deps),
    apiKeyChanged: (keyId: string) => deps.apiKeyChanged?.(keyId),
  } as GraphQLContext;
  return ctx;
}
