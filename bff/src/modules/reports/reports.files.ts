// The reports' PDFs as binary pass-throughs: GET /files/reports/applications/pdf, /files/reports/cis/pdf,
// /files/reports/vat/pdf and /files/reports/plant/pdf relay
// core-api's answer with only the reports' own filters passed on. Their spreadsheets go through the exports
// pass-through like every list's (/files/exports/reports/applications?format=xlsx&…, modules/exports).
import type { Router } from 'express';
import type { ModuleRouteDeps } from '../../lib/module.js';
import { knownQuery, pdfPassThrough, pdfPassThroughRoutes } from '../../lib/pdf-pass-through.js';
import { cvrFiles } from './cvr.files.js';

export const APPLICATIONS_REPORT_FILTERS = ['project_id', 'from', 'to', 'status', 'overdue'] as const;
export const CIS_REPORT_FILTERS = ['tax_year', 'month'] as const;
export const VAT_REPORT_FILTERS = ['period_end', 'from', 'to'] as const;
export const PLANT_REPORT_FILTERS = ['project_id', 'from', 'to'] as const;

export const reportsFiles = [
  pdfPassThrough(
    'GET',
    '/reports/applications/pdf',
    (req) => `/reports/applications/pdf?${knownQuery(req, APPLICATIONS_REPORT_FILTERS)}`,
    'an applications report PDF',
  ),
  pdfPassThrough(
    'GET',
    '/reports/cis/pdf',
    (req) => `/reports/cis/pdf?${knownQuery(req, CIS_REPORT_FILTERS)}`,
    'a CIS summary PDF',
  ),
  pdfPassThrough(
    'GET',
    '/reports/vat/pdf',
    (req) => `/reports/vat/pdf?${knownQuery(req, VAT_REPORT_FILTERS)}`,
    'a VAT summary PDF',
  ),
  pdfPassThrough(
    'GET',
    '/reports/plant/pdf',
    (req) => `/reports/plant/pdf?${knownQuery(req, PLANT_REPORT_FILTERS)}`,
    'a plant utilisation PDF',
  ),
  ...cvrFiles,
];

export function reportsFileRoutes(deps: ModuleRouteDeps): Router {
  return pdfPassThroughRoutes(deps, reportsFiles);
}
