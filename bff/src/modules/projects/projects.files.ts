// Binary pass-through routes on the BFF's Express app for what GraphQL cannot carry: the project PDF export
// and upload bytes. The caller's bearer token is forwarded; bodies stream both ways; core-api's status,
// content type, disposition, Cache-Control, X-Content-Type-Options and error JSON ({detail, id}, 413
// included) are kept as they are (no-store and nosniff when core-api sends none).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response, type Router } from 'express';
import { bearerToken } from '../../lib/auth.js';
import { NO_TOKEN_MESSAGE, UNAVAILABLE_MESSAGE } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';

/** Exports and uploads may take longer than a JSON call; past this the client gets a 504. */
export const FILE_TIMEOUT_MS = 60_000;

const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'x-content-type-options',
  'retry-after',
];

/** What a file answer says when core-api says nothing: never stored by a browser or a shared cache. */
const DEFAULT_CACHE_CONTROL = 'no-store';

export interface FileRoutesOptions {
  coreApiUrl: string;
  logger: Logger;
}

function forwardHeaders(req: Request, token: string): Record<string, string> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'x-request-id': String(req.res?.getHeader('x-request-id') ?? ''),
  };
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  return headers;
}

export async function relay(
  req: Request,
  res: Response,
  options: FileRoutesOptions,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
): Promise<void> {
  const token = bearerToken(req.get('authorization'));
  if (!token) {
    res.status(401).json({ detail: NO_TOKEN_MESSAGE, id: 'authentication_required' });
    return;
  }
  const headers = forwardHeaders(req, token);
  let body: ReadableStream | undefined;
  if (method === 'POST') {
    // Multipart stays untouched: same content type (with its boundary) and length, bytes streamed on.
    const contentType = req.get('content-type');
    const contentLength = req.get('content-length');
    if (contentType) headers['content-type'] = contentType;
    if (contentLength) headers['content-length'] = contentLength;
    body = Readable.toWeb(req) as ReadableStream;
  }
  let upstream: globalThis.Response;
  try {
    upstream = await fetch(`${options.coreApiUrl}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
      ...(body ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch (err) {
    options.logger.warn({ err }, 'core-api unreachable for a file call');
    if (!res.headersSent) {
      res.status(503).json({ detail: UNAVAILABLE_MESSAGE, id: 'service_unavailable' });
    }
    return;
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
    await pipeline(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream), res);
  } catch (err) {
    options.logger.warn({ err }, 'file stream from core-api interrupted');
    res.destroy();
  }
}

const enc = encodeURIComponent;

/** Mounted at /files: GET projects/:id/export, POST uploads, GET uploads/:id/content, DELETE uploads/:id. */
export function projectFileRoutes(options: FileRoutesOptions): Router {
  const router = express.Router();
  router.get('/projects/:id/export', (req, res) => {
    const format = typeof req.query.format === 'string' ? req.query.format : 'pdf';
    return relay(req, res, options, 'GET', `/projects/${enc(req.params.id)}/export?format=${enc(format)}`);
  });
  router.post('/uploads', (req, res) => relay(req, res, options, 'POST', '/uploads'));
  router.get('/uploads/:id/content', (req, res) =>
    relay(req, res, options, 'GET', `/uploads/${enc(req.params.id)}/content`),
  );
  router.delete('/uploads/:id', (req, res) =>
    relay(req, res, options, 'DELETE', `/uploads/${enc(req.params.id)}`),
  );
  return router;
}
