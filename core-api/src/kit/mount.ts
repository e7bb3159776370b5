// Owns turning declared routes into Express handlers. For every request, in this order: authenticate (by the
// route's access), parse the path parameters (a malformed id is 404), check the role (when it is too low, the
// record's existence is checked first so another company's id is 404 for everyone), run the route's own
// middleware, parse query and body with the declared schemas (what is documented is what is enforced, with
// the spec's messages), call the handler — for a JSON POST with an Idempotency-Key, inside the key's
// transaction, which the handler's own queries and transactions join (lib/idempotency.ts, decision 0055) — and
// answer with the declared status. In tests the answer is also checked against the declared response schema. A
// PDF route (`produces: 'pdf'`) is counted against the caller's PDF limit before its handler runs, and the
// document it answers is served from the rendered-PDF cache or drawn in the bounded worker pool
// (lib/pdf-output.ts, decision 0054). A stream (`produces: 'stream'`) is refused with 503 while the instance
// drains and is held, once started, so shutdown can end it (lib/lifecycle.ts). An export (`produces: 'export'`,
// the sibling of a list that declares `exports`: kit/export.ts) is counted like a PDF and streams its own answer.
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { z } from 'zod';
import { requireKeyScope } from '../lib/api-key-scope.js';
import { authenticate, roleAtLeast } from '../lib/auth.js';
import { AuthenticationError, AuthorizationError, NotFoundError } from '../lib/errors.js';
import { authenticateSuperadmin } from '../lib/superadmin-auth.js';
import type { IdempotencyStore } from '../lib/idempotency.js';
import type { Lifecycle } from '../lib/lifecycle.js';
import type { PdfFile } from '../lib/pdf.js';
import { PdfOutput } from '../lib/pdf-output.js';
import { pdfPool } from '../lib/pdf-pool.js';
import { checkKey } from '../lib/idempotency.js';
import { parseOrThrow } from '../lib/validate.js';
import type { AppDeps, ModuleDef } from './module.js';
import type { ParamRegistry } from './params.js';
import type { FileResult, HandlerContext, RouteDef } from './route.js';

export interface MountOptions {
  jwtSecret: string;
  params: ParamRegistry;
  /** Idempotency-Key handling for JSON POSTs (after authentication). */
  idempotency?: IdempotencyStore;
  /** Check every JSON answer against the route's response schema (tests); a mismatch is a 500. */
  checkResponses?: boolean;
  /**
   * What every `produces: 'pdf'` route goes through: the per-user limit, the rendered-PDF cache and the render
   * pool (lib/pdf-output.ts). Without it PDFs are only drawn in the pool.
   */
  pdf?: PdfOutput;
  /** The instance's draining state: streams are refused while it drains and ended when it starts to. */
  lifecycle?: Lifecycle;
}

/** `/projects/{projectId}` → `/projects/:projectId`. */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Static segments win over parameters: `/projects/archived` must be tried before `/projects/{projectId}`,
 * whatever order the modules declare them in.
 */
function specificity(route: RouteDef): string {
  return route.path
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '1' : '0'))
    .join('');
}

export function sortForMounting<T>(routes: readonly T[], routeOf: (item: T) => RouteDef): T[] {
  return routes
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const sa = specificity(routeOf(a.item));
      const sb = specificity(routeOf(b.item));
      return sa === sb ? a.index - b.index : sa < sb ? -1 : 1;
    })
    .map(({ item }) => item);
}

/** Header-safe attachment name with the exact UTF-8 name beside it (RFC 6266). */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

class ResponseSchemaError extends Error {
  constructor(route: RouteDef, issues: z.core.$ZodIssue[]) {
    super(
      `${route.method.toUpperCase()} ${route.path}: answer does not match its response schema: ` +
        issues
          .slice(0, 5)
          .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
          .join('; '),
    );
    this.name = 'ResponseSchemaError';
  }
}

export function checkAnswer(route: RouteDef, body: unknown): void {
  if (!route.response) return;
  // What goes over the wire: dates become strings, undefined properties disappear.
  const wire = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const result = route.response.safeParse(wire);
  if (!result.success) throw new ResponseSchemaError(route, result.error.issues);
}

function parseParams(route: RouteDef, req: Request, registry: ParamRegistry): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of route.paramNames) {
    const def = registry[name];
    if (!def) throw new Error(`${route.path}: path parameter {${name}} is not declared by any module`);
    params[name] = def.parse(String(req.params[name] ?? ''));
  }
  return params;
}

/** The caller's role is below the route's minimum: 404 when any record in the path is not theirs, else 403. */
async function refuseRole(
  route: RouteDef,
  req: Request,
  params: Record<string, string>,
  registry: ParamRegistry,
  db: Sequelize,
): Promise<never> {
  const actor = req.actor!;
  for (const name of route.paramNames) {
    const visible = registry[name]?.visible;
    if (visible && !(await visible(actor, params[name]!, db))) {
      throw new NotFoundError(registry[name]!.notFound);
    }
  }
  throw new AuthorizationError();
}

function runMiddleware(handlers: RequestHandler[], req: Request, res: Response): Promise<void> {
  return handlers.reduce<Promise<void>>(
    (previous, handler) =>
      previous.then(
        () =>
          new Promise<void>((resolve, reject) => {
            try {
              const result = handler(req, res, (err?: unknown) => (err ? reject(err) : resolve())) as unknown;
              if (result instanceof Promise) result.catch(reject);
            } catch (err) {
              reject(err);
            }
          }),
      ),
    Promise.resolve(),
  );
}

function sendFile(res: Response, status: number, file: FileResult): void {
  res
    .status(status)
    .type(file.contentType)
    .setHeader('Content-Disposition', contentDisposition(file.filename))
    .setHeader('X-Content-Type-Options', 'nosniff')
    .setHeader('Cache-Control', 'private, no-store')
    .send(file.bytes);
}

/** Builds every module's services once and mounts all their routes, most specific path first. */
export function mountModules(
  router: Router,
  modules: readonly ModuleDef[],
  deps: AppDeps,
  options: MountOptions,
): void {
  const entries = modules.flatMap((module) => {
    const services = module.create(deps);
    return module.routes.map((route) => ({ route: route as RouteDef, services }));
  });
  for (const name of new Set(entries.flatMap((e) => e.route.paramNames))) {
    if (!options.params[name]) throw new Error(`Path parameter {${name}} is not declared by any module`);
  }
  for (const { route, services } of sortForMounting(entries, (e) => e.route)) {
    router[route.method](expressPath(route.path), handlerFor(route, services, options, deps.sequelize));
  }
}

function handlerFor(route: RouteDef, services: unknown, options: MountOptions, db: Sequelize) {
  const before = route.before?.(services) ?? [];
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (route.produces === 'stream') options.lifecycle?.admitStream();
      const { access } = route;
      if (access.auth === 'company') {
        await authenticate(req, options.jwtSecret, access.invalidTokenMessage);
      } else if (access.auth === 'superadmin') {
        await authenticateSuperadmin(req, options.jwtSecret);
      }
      const params = parseParams(route, req, options.params);
      // An API key reaches only what its scopes open, whatever its creator may do (decision 0082).
      if (req.actor?.apiKey) requireKeyScope(route, req.actor.apiKey.scopes);
      if (access.auth === 'company' && !roleAtLeast(req.actor!.role, access.minRole)) {
        await refuseRole(route, req, params, options.params, db);
      }
      // Before the handler's reads: a refused PDF or export costs nothing past the limiter. An export counts
      // against the same per-user document limit as a PDF (decision 0065).
      if ((route.produces === 'pdf' || route.produces === 'export') && options.pdf) {
        await options.pdf.admit(PdfOutput.callerKey(req.actor, req.ip ?? 'unknown'));
      }
      if (before.length) await runMiddleware(before, req, res);
      const query = route.query ? parseOrThrow(route.query, req.query) : undefined;
      const body = route.body ? parseOrThrow(route.body, req.body ?? {}) : undefined;
      const ctx: HandlerContext<unknown, string, unknown, unknown> = {
        req,
        res,
        services,
        db,
        get actor() {
          if (!req.actor) throw new AuthenticationError();
          return req.actor;
        },
        get superadmin() {
          if (!req.superadmin) throw new AuthenticationError();
          return req.superadmin;
        },
        params,
        query,
        body,
        ip: req.ip ?? 'unknown',
      };
      const key = req.get('Idempotency-Key');
      const produce = async () => {
        const value = await route.handler(ctx);
        if (options.checkResponses && route.produces === 'json') checkAnswer(route, value);
        return value;
      };
      let answer: unknown;
      if (key !== undefined && route.method === 'post' && options.idempotency && req.is('application/json')) {
        checkKey(key);
        // The handler runs inside the key's transaction: claim, write and stored answer commit together
        // (lib/idempotency.ts, decision 0055); the answer is released only after that commit.
        const outcome = await options.idempotency.run(
          {
            key,
            scope: req.actor
              ? req.actor.apiKey
                ? `key:${req.actor.apiKey.id}`
                : `user:${req.actor.userId}`
              : req.superadmin
                ? `superadmin:${req.superadmin.id}`
                : `ip:${req.ip ?? 'unknown'}`,
            method: req.method,
            path: route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? ''),
            body,
            sensitive: route.sensitive,
          },
          async () => {
            const value = await produce();
            return { value, status: route.status, body: route.produces === 'json' ? value : undefined };
          },
        );
        if (outcome.kind === 'replay') {
          res.setHeader('Idempotent-Replayed', 'true');
          if (outcome.body == null) res.status(outcome.status).end();
          else res.status(outcome.status).json(outcome.body);
          return;
        }
        answer = outcome.value;
      } else {
        answer = await produce();
      }
      if (route.produces === 'stream') options.lifecycle?.holdStream(res);
      if (res.headersSent) return;
      switch (route.produces) {
        case 'none':
          res.status(route.status).end();
          return;
        case 'stream':
        case 'export':
          return;
        case 'pdf': {
          const { pdf, filename } = answer as PdfFile;
          const definition = pdf.definition();
          const companyId = req.actor?.companyId;
          const bytes =
            options.pdf && companyId
              ? await options.pdf.bytes(companyId, definition)
              : await pdfPool().render(definition);
          sendFile(res, route.status, { bytes, contentType: 'application/pdf', filename });
          return;
        }
        case 'binary':
          sendFile(res, route.status, answer as FileResult);
          return;
        case 'json':
          res.status(route.status).json(answer);
      }
    } catch (err) {
      if (res.headersSent) {
        // A file already under way (an export's stream): the answer cannot become an error any more; the cut
        // connection is the signal, never a file that looks whole.
        req.log?.warn({ err }, `${route.method.toUpperCase()} ${route.path} ended early`);
        if (!res.destroyed) res.destroy();
        return;
      }
      next(err);
    }
  };
}
