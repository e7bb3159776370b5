// The application for payment PDF as a binary pass-through (GraphQL cannot carry it): GET
// /files/applications/:id/pdf relays core-api's GET /applications/{applicationId}/pdf (and
// /files/applications/:id/default-notice/pdf the payee's notice in default) through lib's one
// pass-through (token, request id and address forwarded, streamed, core-api's status and error JSON kept).
import type { Router } from 'express';
import type { ModuleRouteDeps } from '../../lib/module.js';
import { pdfPassThrough, pdfPassThroughRoutes } from '../../lib/pdf-pass-through.js';

export const applicationFiles = [
  pdfPassThrough(
    'GET',
    '/applications/:id/pdf',
    (req) => `/applications/${encodeURIComponent(String(req.params.id))}/pdf`,
    'an application PDF',
  ),
  pdfPassThrough(
    'GET',
    '/applications/:id/default-notice/pdf',
    (req) => `/applications/${encodeURIComponent(String(req.params.id))}/default-notice/pdf`,
    'a notice in default PDF',
  ),
];

export function applicationFileRoutes(deps: ModuleRouteDeps): Router {
  return pdfPassThroughRoutes(deps, applicationFiles);
}
