// Owns the one declaration of a REST route: method, path, who may call it, the zod schemas of its params, query,
// body and answer, the status codes it documents, and its handler. Mounting (kit/mount.ts), the OpenAPI
// document (kit/openapi.ts), the role matrix, the bad-input fuzzer, tenant isolation and the BFF's typed client
// all read these declarations — nothing else lists routes.
import type { ANY_KEY, ApiScope } from '../lib/api-keys.js';
import type { Request, RequestHandler, Response } from 'express';
import type { Sequelize } from 'sequelize';
import type { z } from 'zod';
import type { Actor } from '../lib/auth.js';
import type { PdfFile } from '../lib/pdf.js';
import type { ListExport } from './export.js';
import type { Role } from '../models/index.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route: anyone; a signed-in company user at or above `minRole` (before any per-record rule,
 * written in words in `rule`); the platform superadmin.
 */
export type Access =
  | { auth: 'public' }
  | {
      auth: 'company';
      minRole: Role;
      rule?: string;
      /** Detail for an invalid token (refresh says "No authentication token available"). */
      invalidTokenMessage?: string;
      /**
       * The scope a key needs here instead of its module's: a write opened to keys, or a read of figures another
       * module owns (a report: decision 0084). Reads otherwise take their module's (lib/api-keys.ts).
       */
      keyScope?: ApiScope | typeof ANY_KEY;
    }
  | { auth: 'superadmin' };

export const PUBLIC: Access = { auth: 'public' };
export const SUPERADMIN: Access = { auth: 'superadmin' };
export const company = (
  minRole: Role,
  rule?: string,
  options: { keyScope?: ApiScope | typeof ANY_KEY } = {},
): Access => ({
  auth: 'company',
  minRole,
  rule,
  ...options,
});

/** A file answer (a CSV, an upload's bytes): sent as an attachment with nosniff and no-store. */
export interface FileResult {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

/**
 * What a success carries: JSON described by `response`, a PDF (the handler answers the document described with
 * lib/pdf.ts and its file name; the kit rate-limits, caches and renders it — decision 0054), another file,
 * nothing (204), or a stream of server-sent events the handler writes to `res` itself.
 */
export type Produces = 'json' | 'pdf' | 'binary' | 'none' | 'stream' | 'export';

/** Names of the `{param}` segments of an OpenAPI path: `/a/{x}/b/{y}` → 'x' | 'y'. */
export type PathParams<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PathParams<Rest>
  : never;

export interface HandlerContext<S, P extends string, Q, B> {
  req: Request;
  res: Response;
  /** The module's services, built once by its `create(deps)`. */
  services: S;
  /** The app's connection, for reads (`<m>.read.ts`) that take it; never a model's global `Model.sequelize`. */
  db: Sequelize;
  /** The signed-in company user (company routes only; throws on others). */
  readonly actor: Actor;
  /** The signed-in superadmin (superadmin routes only; throws on others). */
  readonly superadmin: { id: string; username: string };
  params: Record<PathParams<P>, string>;
  query: Q;
  body: B;
  /** The caller's address as Express sees it (trust proxy applied). */
  ip: string;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type Answer<R, X extends Produces> = X extends 'none' | 'stream' | 'export'
  ? void
  : X extends 'pdf'
    ? PdfFile
    : X extends 'binary'
      ? FileResult
      : R extends z.ZodType
        ? z.input<R>
        : never;

export interface RouteConfig<
  S,
  P extends string,
  Q extends z.ZodObject | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType | undefined,
  X extends Produces,
> {
  method: HttpMethod;
  /** OpenAPI form relative to /api, parameters named by entity: `/projects/{projectId}/notes/{noteId}`. */
  path: P;
  summary: string;
  description?: string;
  access: Access;
  query?: Q;
  body?: B;
  /** How the body travels; `multipart` adds a required binary `file` part beside the body's fields. */
  bodyMedia?: 'json' | 'multipart';
  /** The JSON answer (required when `produces` is json, the default). */
  response?: R;
  produces?: X;
  /** Success status: default 200, or 204 when nothing is produced. */
  status?: number;
  /** Refusals worth documenting beyond those the kit adds from access, params and schemas. */
  errors?: Readonly<Record<number, string>>;
  /**
   * The answer carries a secret (a token, a set-password link): an Idempotency-Key retry answers 409 "already
   * processed" instead of replaying it, and the answer is never stored.
   */
  sensitive?: boolean;
  /**
   * Express middleware run after authentication and the role check, before the body is parsed (multipart
   * parsing, say); built once at mount time from the module's services.
   */
  before?: (services: S) => RequestHandler[];
  /**
   * A list (its answer a page of `items`) that exports what it shows: the kit adds the sibling route
   * `GET <path>/export?format=csv|xlsx` running this handler page after page (kit/export.ts, decision 0065).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  exports?: ListExport<any>;
  handler: (ctx: HandlerContext<S, P, Out<Q>, Out<B>>) => Promise<Answer<R, X>> | Answer<R, X>;
}

/** A declared route with its types erased, as the kit, OpenAPI and the security suites see it. */
export interface RouteDef<S = unknown> {
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  access: Access;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyMedia?: 'json' | 'multipart';
  response?: z.ZodType;
  produces: Produces;
  status: number;
  errors: Readonly<Record<number, string>>;
  sensitive: boolean;
  before?: (services: S) => RequestHandler[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  exports?: ListExport<any>;
  /** On an export route made by the kit: the list it exports (the security suites derive its case). */
  exportOf?: RouteDef<S>;
  /** Path parameter names in order of appearance. */
  paramNames: string[];
  /** Set by defineModule: the OpenAPI tag, the owning module's name. */
  tag: string;
  handler: (ctx: HandlerContext<S, string, unknown, unknown>) => Promise<unknown> | unknown;
}

export function paramNamesOf(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/**
 * A route builder bound to a module's services type:
 * `const route = routeBuilder<ProjectServices>(); route({ method: 'get', path: '/projects', … })`.
 */
export function routeBuilder<S>() {
  return function route<
    const P extends string,
    Q extends z.ZodObject | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
    R extends z.ZodType | undefined = undefined,
    X extends Produces = 'json',
  >(config: RouteConfig<S, P, Q, B, R, X>): RouteDef<S> {
    const produces = (config.produces ?? 'json') as Produces;
    if (produces === 'json' && !config.response) {
      throw new Error(
        `${config.method.toUpperCase()} ${config.path}: a JSON route must declare its response`,
      );
    }
    if (config.path !== '/' && config.path.endsWith('/')) {
      throw new Error(`${config.path}: declare paths without a trailing slash`);
    }
    return {
      method: config.method,
      path: config.path,
      summary: config.summary,
      description: config.description,
      access: config.access,
      query: config.query,
      body: config.body,
      bodyMedia: config.bodyMedia,
      response: config.response,
      produces,
      status: config.status ?? (produces === 'none' ? 204 : 200),
      errors: config.errors ?? {},
      sensitive: config.sensitive ?? false,
      before: config.before,
      exports: config.exports,
      paramNames: paramNamesOf(config.path),
      tag: '',
      handler: config.handler as RouteDef<S>['handler'],
    };
  };
}

/** `GET /projects/{projectId}`: the key the security suites and the BFF's operation matrix use. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method.toUpperCase()} ${route.path}`;
}
