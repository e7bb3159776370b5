// The purchase order PDF as a binary pass-through (GraphQL cannot carry it): GET /files/purchase-orders/:id/pdf
// relays core-api's answer through lib's one pass-through. Ticket photos go through the projects module's
// /files/uploads.
import type { Router } from 'express';
import type { ModuleRouteDeps } from '../../lib/module.js';
import { pdfPassThrough, pdfPassThroughRoutes } from '../../lib/pdf-pass-through.js';

export const materialFiles = [
  pdfPassThrough(
    'GET',
    '/purchase-orders/:id/pdf',
    (req) => `/purchase-orders/${encodeURIComponent(String(req.params.id))}/pdf`,
    'a purchase order PDF',
  ),
];

export function materialFileRoutes(deps: ModuleRouteDeps): Router {
  return pdfPassThroughRoutes(deps, materialFiles);
}
