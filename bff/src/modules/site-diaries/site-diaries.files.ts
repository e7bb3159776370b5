// The site diary's PDF relayed to core-api through lib's one pass-through (status, headers and error JSON kept).
import type { Router } from 'express';
import type { ModuleRouteDeps } from '../../lib/module.js';
import { pdfPassThrough, pdfPassThroughRoutes } from '../../lib/pdf-pass-through.js';

const enc = (value: unknown) => encodeURIComponent(String(value));

/** Mounted at /files: GET projects/:id/diary/:date/pdf and projects/:id/diary-weeks/:monday/pdf. */
export const siteDiaryFiles = [
  pdfPassThrough(
    'GET',
    '/projects/:id/diary/:date/pdf',
    (req) => `/projects/${enc(req.params.id)}/diary/${enc(req.params.date)}/pdf`,
    'a site diary PDF',
  ),
  pdfPassThrough(
    'GET',
    '/projects/:id/diary-weeks/:monday/pdf',
    (req) => `/projects/${enc(req.params.id)}/diary-weeks/${enc(req.params.monday)}/pdf`,
    'a site diary week PDF',
  ),
];

export function siteDiaryFileRoutes(deps: ModuleRouteDeps): Router {
  return pdfPassThroughRoutes(deps, siteDiaryFiles);
}
