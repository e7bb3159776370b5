// The application for payment PDF as a binary pass-through (GraphQL cannot carry it): GET
// /files/applications/:id/pdf relays core-api's answer — status, type, disposition, no-store — with the
// caller's bearer token forwarded.
import express, { type Router } from 'express';
import { bearerToken } from '../../lib/auth.js';
import { NO_TOKEN_MESSAGE, UNAVAILABLE_MESSAGE } from '../../lib/errors.js';
import type { ModuleRouteDeps } from '../../lib/module.js';

const PASSED = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'x-content-type-options',
];

export function applicationFileRoutes(deps: ModuleRouteDeps): Router {
  const router = express.Router();
  router.get('/applications/:id/pdf', async (req, res) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) {
      res.status(401).json({ detail: NO_TOKEN_MESSAGE, id: 'authentication_required' });
      return;
    }
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(`${deps.coreApiUrl}/applications/${encodeURIComponent(req.params.id)}/pdf`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(60_000),
      });
    } catch (err) {
      deps.logger.warn({ err }, 'core-api unreachable for an application PDF');
      res.status(503).json({ detail: UNAVAILABLE_MESSAGE, id: 'service_unavailable' });
      return;
    }
    res.status(upstream.status);
    for (const name of PASSED) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    if (!upstream.headers.has('cache-control')) res.setHeader('cache-control', 'no-store');
    res.setHeader('x-content-type-options', 'nosniff');
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  return router;
}
