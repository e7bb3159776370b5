// The CIS month's files as binary pass-throughs (GraphQL cannot carry them): GET /files/cis-month/csv and
// /files/cis-month/statement relay core-api's answer — status, type, disposition, no-store — with the caller's
// bearer token forwarded and only the known query parameters (date, supplier_id) passed on.
import express, { type Request, type Response, type Router } from 'express';
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

function relay(deps: ModuleRouteDeps, path: string, params: readonly string[]) {
  return async (req: Request, res: Response) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) {
      res.status(401).json({ detail: NO_TOKEN_MESSAGE, id: 'authentication_required' });
      return;
    }
    const query = new URLSearchParams();
    for (const name of params) {
      const value = req.query[name];
      if (typeof value === 'string' && value) query.set(name, value.slice(0, 100));
    }
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(`${deps.coreApiUrl}${path}?${query.toString()}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(60_000),
      });
    } catch (err) {
      deps.logger.warn({ err }, 'core-api unreachable for a CIS file');
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
  };
}

export function labourFileRoutes(deps: ModuleRouteDeps): Router {
  const router = express.Router();
  router.get('/cis-month/csv', relay(deps, '/cis-month/csv', ['date']));
  router.get('/cis-month/statement', relay(deps, '/cis-month/statement', ['date', 'supplier_id']));
  return router;
}
