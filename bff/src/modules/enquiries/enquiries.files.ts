// The estimate PDF pass-through on the BFF's Express app (GraphQL cannot carry the bytes): GET
// /files/estimates/:id/pdf relays core-api's GET /estimates/{estimateId}/pdf with the caller's bearer token,
// keeping core-api's status, content type, disposition and error JSON; never cached.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Router } from 'express';
import { bearerToken } from '../../lib/auth.js';
import { NO_TOKEN_MESSAGE, UNAVAILABLE_MESSAGE } from '../../lib/errors.js';
import type { ModuleRouteDeps } from '../../lib/module.js';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control'];
const TIMEOUT_MS = 60_000;

export function estimateFileRoutes(options: ModuleRouteDeps): Router {
  const router = express.Router();
  router.get('/estimates/:id/pdf', async (req, res) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) {
      res.status(401).json({ detail: NO_TOKEN_MESSAGE, id: 'authentication_required' });
      return;
    }
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      'x-request-id': String(res.getHeader('x-request-id') ?? ''),
    };
    if (req.ip) headers['x-forwarded-for'] = req.ip;
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(`${options.coreApiUrl}/estimates/${encodeURIComponent(req.params.id)}/pdf`, {
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      options.logger.warn({ err }, 'core-api unreachable for an estimate PDF');
      res.status(503).json({ detail: UNAVAILABLE_MESSAGE, id: 'service_unavailable' });
      return;
    }
    res.status(upstream.status);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    if (!upstream.headers.has('cache-control')) res.setHeader('cache-control', 'no-store');
    res.setHeader('x-content-type-options', 'nosniff');
    if (!upstream.body) {
      res.end();
      return;
    }
    try {
      await pipeline(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream), res);
    } catch (err) {
      options.logger.warn({ err }, 'estimate PDF stream from core-api interrupted');
      res.destroy();
    }
  });
  return router;
}
