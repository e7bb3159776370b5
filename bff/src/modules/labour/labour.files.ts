// The CIS month's files as binary pass-throughs (GraphQL cannot carry them): GET /files/cis-month/csv and
// /files/cis-month/statement relay core-api's answer through lib's one pass-through, with only the known query
// parameters (date, supplier_id) passed on.
import type { Router } from 'express';
import type { ModuleRouteDeps } from '../../lib/module.js';
import { knownQuery, pdfPassThrough, pdfPassThroughRoutes } from '../../lib/pdf-pass-through.js';

export const labourFiles = [
  pdfPassThrough(
    'GET',
    '/cis-month/csv',
    (req) => `/cis-month/csv?${knownQuery(req, ['date'])}`,
    'a CIS month CSV',
  ),
  pdfPassThrough(
    'GET',
    '/cis-month/statement',
    (req) => `/cis-month/statement?${knownQuery(req, ['date', 'supplier_id'])}`,
    'a CIS statement',
  ),
];

export function labourFileRoutes(deps: ModuleRouteDeps): Router {
  return pdfPassThroughRoutes(deps, labourFiles);
}
