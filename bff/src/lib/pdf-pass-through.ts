// The one binary pass-through to core-api, for what GraphQL cannot carry (PDFs, CSVs, upload bytes). A module
// declares its routes (method, BFF path, core-api path) and this relays them all the same way: the caller's
// bearer token, request id and address (X-Forwarded-For, as the typed client sends them) forwarded; bodies
// streamed both ways, never buffered; core-api's status, content type, length, disposition, Cache-Control,
// X-Content-Type-Options, Retry-After and error JSON ({detail, id}, same status) kept as they are, with
// no-store and nosniff when core-api sends none. The BFF's own failures use the same {detail, id} shape:
// no token → 401 authentication_required, core-api unreachable or too slow → 503 service_unavailable.
// A download (GET) that cannot reach one core-api instance, or gets its 503, is tried once on another
// (lib/core-api-upstreams.ts); an upload is not: its body is a stream already spent on the first attempt.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { bearerToken } from './auth.js';
import { requestIdFor } from './context.js';
import { upstreamsFor } from './core-api-upstreams.js';
import { NO_TOKEN_MESSAGE, UNAVAILABLE_MESSAGE } from './errors.js';
import type { ModuleRouteDeps } from './module.js';

/** Exports and uploads may take longer than a JSON call; past this the client gets a 503. */
export const FILE_TIMEOUT_MS = 60_000;

/** core-api's answer headers a file answer keeps. */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'x-content-type-options',
  'retry-after',
] as const;

/** What a file answer says when core-api says nothing: never stored by a browser or a shared cache. */
const DEFAULT_CACHE_CONTROL = 'no-store';

export type PassThroughMethod = 'GET' | 'POST' | 'DELETE';

export interface PassThrough {
  method: PassThroughMethod;
  /** The BFF path below the module route's mount (`/files`), Express syntax: `/estimates/:id/pdf`. */
  path: string;
  /** The core-api path below its base URL, query included, for this request (parameters encoded by it). */
  upstream(req: Request): string;
  /** What is relayed, for the log line when core-api cannot be reached ("an estimate PDF"). */
  what: string;
  /** The whole call's deadline, body included (default FILE_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** A declaration of one pass-through; `pdfPassThroughRoutes` mounts a module's list of them. */
export function pdfPassThrough(
  method: PassThroughMethod,
  path: string,
  upstream: (req: Request) => string,
  what: string,
  options: { timeoutMs?: number } = {},
): PassThrough {
  return { method, path, upstream, what, ...options };
}

/** Only the named query parameters, each cut to 100 characters: nothing else a caller sends reaches core-api. */
export function knownQuery(req: Request, names: readonly string[]): string {
  const query = new URLSearchParams();
  for (const name of names) {
    const value = req.query[name];
    if (typeof value === 'string' && value) query.set(name, value.slice(0, 100));
  }
  return query.toString();
}

function forwardHeaders(req: Request, res: Response, token: string): Record<string, string> {
  const requestId = res.getHeader('x-request-id');
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'x-request-id': typeof requestId === 'string' && requestId ? requestId : requestIdFor(req),
  };
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  return headers;
}

/** The Express handler relaying one declared pass-through to core-api. */
export function passThroughHandler(deps: ModuleRouteDeps, route: PassThrough): RequestHandler {
  return async (req, res) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) {
      res.status(401).json({ detail: NO_TOKEN_MESSAGE, id: 'authentication_required' });
      return;
    }
    const headers = forwardHeaders(req, res, token);
    let body: ReadableStream | undefined;
    if (route.method === 'POST') {
      // Multipart stays untouched: same content type (with its boundary) and length, bytes streamed on.
      const contentType = req.get('content-type');
      const contentLength = req.get('content-length');
      if (contentType) headers['content-type'] = contentType;
      if (contentLength) headers['content-length'] = contentLength;
      body = Readable.toWeb(req) as ReadableStream;
    }
    const upstreams = upstreamsFor(deps.coreApiUrl);
    // One deadline for both attempts: a retry never doubles the time a caller waits.
    const signal = AbortSignal.timeout(route.timeoutMs ?? FILE_TIMEOUT_MS);
    const send = (base: string) =>
      fetch(`${base}${route.upstream(req)}`, {
        method: route.method,
        headers,
        body,
        signal,
        ...(body ? { duplex: 'half' } : {}),
      } as RequestInit);
    let upstream: globalThis.Response;
    const first = upstreams.pick();
    try {
      upstream = await send(first);
      if (upstream.status === 503 && route.method === 'GET') {
        upstreams.markDown(first);
        const second = upstreams.pick(first);
        const retried = await send(second).catch(() => null);
        if (retried) {
          void upstream.body?.cancel().catch(() => undefined);
          upstream = retried;
        }
      }
    } catch (err) {
      if (!signal.aborted) upstreams.markDown(first);
      let retried: globalThis.Response | null = null;
      if (route.method === 'GET' && !signal.aborted) {
        retried = await send(upstreams.pick(first)).catch(() => null);
      }
      if (!retried) {
        deps.logger.warn({ err }, `core-api unreachable for ${route.what}`);
        if (!res.headersSent) {
          res.status(503).json({ detail: UNAVAILABLE_MESSAGE, id: 'service_unavailable' });
        }
        return;
      }
      upstream = retried;
    }
    res.status(upstream.status);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    // Files are private and their bytes are the caller's: no sniffing them into HTML, no caching them.
    if (!upstream.headers.has('cache-control')) res.setHeader('cache-control', DEFAULT_CACHE_CONTROL);
    if (!upstream.headers.has('x-content-type-options')) res.setHeader('x-content-type-options', 'nosniff');
    if (!upstream.body) {
      res.end();
      return;
    }
    try {
      await pipeline(Readable.fromWeb(upstream.body as NodeReadableStream), res);
    } catch (err) {
      deps.logger.warn({ err }, `${route.what} stream from core-api interrupted`);
      res.destroy();
    }
  };
}

/** A module's pass-throughs as one router, mounted by its `routes` entry (at `/files`). */
export function pdfPassThroughRoutes(deps: ModuleRouteDeps, routes: readonly PassThrough[]): Router {
  const router = express.Router();
  for (const route of routes) {
    const handler = passThroughHandler(deps, route);
    if (route.method === 'GET') router.get(route.path, handler);
    else if (route.method === 'POST') router.post(route.path, handler);
    else router.delete(route.path, handler);
  }
  return router;
}
