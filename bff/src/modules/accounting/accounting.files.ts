// The accounting CSV exports as a binary pass-through (GraphQL cannot carry a file): GET
// /files/accounting/exports/:file?from&to relays core-api's GET /accounting/exports/{exportFile} through lib's one
// pass-through (token, request id and address forwarded, streamed, core-api's status, disposition and error JSON
// kept). The file name is one of core-api's four, checked there; the dates go on as given, checked there too.
import type { Router } from 'express';
import type { ModuleRouteDeps } from '../../lib/module.js';
import { pdfPassThrough, pdfPassThroughRoutes } from '../../lib/pdf-pass-through.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const accountingFiles = [
  pdfPassThrough(
    'GET',
    '/accounting/exports/:file',
    (req) => {
      const query = new URLSearchParams();
      for (const name of ['from', 'to'] as const) {
        const value = req.query[name];
        if (typeof value === 'string' && DATE.test(value)) query.set(name, value);
      }
      const path = `/accounting/exports/${encodeURIComponent(String(req.params.file))}`;
      return query.size ? `${path}?${query.toString()}` : path;
    },
    'an accounting export',
  ),
];

export function accountingFileRoutes(deps: ModuleRouteDeps): Router {
  return pdfPassThroughRoutes(deps, accountingFiles);
}
