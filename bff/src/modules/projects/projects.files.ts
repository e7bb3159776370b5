// Binary pass-through routes for what GraphQL cannot carry: the project export and upload bytes, relayed to
// core-api through lib's one pass-through (bodies stream both ways; core-api's status, headers and error JSON,
// 413 included, kept).
import type { Router } from 'express';
import type { ModuleRouteDeps } from '../../lib/module.js';
import { pdfPassThrough, pdfPassThroughRoutes } from '../../lib/pdf-pass-through.js';

const enc = (value: unknown) => encodeURIComponent(String(value));

/** Mounted at /files: GET projects/:id/export, POST uploads, GET uploads/:id/content, DELETE uploads/:id. */
export const projectFiles = [
  pdfPassThrough(
    'GET',
    '/projects/:id/export',
    (req) => {
      const format = typeof req.query.format === 'string' ? req.query.format : 'pdf';
      return `/projects/${enc(req.params.id)}/export?format=${enc(format)}`;
    },
    'a project export',
  ),
  pdfPassThrough('POST', '/uploads', () => '/uploads', 'an upload'),
  pdfPassThrough(
    'GET',
    '/uploads/:id/content',
    (req) => `/uploads/${enc(req.params.id)}/content`,
    'upload bytes',
  ),
  pdfPassThrough('DELETE', '/uploads/:id', (req) => `/uploads/${enc(req.params.id)}`, 'an upload deletion'),
];

export function projectFileRoutes(deps: ModuleRouteDeps): Router {
  return pdfPassThroughRoutes(deps, projectFiles);
}
