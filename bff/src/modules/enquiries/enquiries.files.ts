// The estimate PDF pass-through (GraphQL cannot carry the bytes): GET /files/estimates/:id/pdf relays
// core-api's GET /estimates/{estimateId}/pdf (its kind and lines query kept) through lib's one pass-through (token, request id and address
// forwarded, streamed, core-api's status, content type, disposition and error JSON kept; never cached).
import type { Router } from 'express';
import type { ModuleRouteDeps } from '../../lib/module.js';
import { knownQuery, pdfPassThrough, pdfPassThroughRoutes } from '../../lib/pdf-pass-through.js';

export const estimateFiles = [
  pdfPassThrough(
    'GET',
    '/estimates/:id/pdf',
    // kind=quotation (the client's, default; lines=true adds its lines at selling rates) or kind=internal.
    (req) => {
      const query = knownQuery(req, ['kind', 'lines']);
      return `/estimates/${encodeURIComponent(String(req.params.id))}/pdf${query ? `?${query}` : ''}`;
    },
    'an estimate PDF',
  ),
];

export function estimateFileRoutes(deps: ModuleRouteDeps): Router {
  return pdfPassThroughRoutes(deps, estimateFiles);
}
