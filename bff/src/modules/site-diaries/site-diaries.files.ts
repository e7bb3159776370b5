// The site diary's PDF relayed to core-api through lib's one pass-through (status, headers and error JSON kept).
import type { Router } from 'express';
import type { ModuleRouteDeps } from '../../lib/module.js';
import { pdfPassThrough, pdfPassThroughRoutes } from '../../lib/pdf-pass-through.js';

const enc = (value: unknown) => encodeURIComponent(String(value));

/** Mounted at /files: GET projects/:id/diary/:date/pdf. */
export const siteDiaryFiles = [
  pdfPassThrough(
    'GET',
    '/projects/:id/diary/:date/pdf',
    (req) => `/projects/${enc(req.params.id)}/diary/${enc(req.params.date)}/pdf`,
    'a site diary PDF',
  ),
];

export function siteDiaryFileRoutes(deps: ModuleRouteDeps): Router {
  return pdfPassThroughRoutes(deps, siteDiaryFiles);
}
