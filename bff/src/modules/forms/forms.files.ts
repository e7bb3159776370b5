// What GraphQL cannot carry for forms, relayed to core-api through lib's one pass-through: POST
// /files/form-photos (multipart photo or signature, streamed) and GET /files/form-submissions/:id/pdf. Stored
// photos are read through the projects module's /files/uploads/:id/content.
import type { Router } from 'express';
import type { ModuleRouteDeps } from '../../lib/module.js';
import { pdfPassThrough, pdfPassThroughRoutes } from '../../lib/pdf-pass-through.js';

export const formFiles = [
  pdfPassThrough('POST', '/form-photos', () => '/form-photos', 'a form photo upload'),
  pdfPassThrough(
    'GET',
    '/form-submissions/:id/pdf',
    (req) => `/form-submissions/${encodeURIComponent(String(req.params.id))}/pdf`,
    'a form submission PDF',
  ),
];

export function formFileRoutes(deps: ModuleRouteDeps): Router {
  return pdfPassThroughRoutes(deps, formFiles);
}
