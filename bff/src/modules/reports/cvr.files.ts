// The CVR's and cost to complete's PDFs as binary pass-throughs (decision 0085): GET /files/reports/cvr/pdf and
// /files/reports/cost-to-complete/pdf relay core-api's answer with only the month and project passed on. Their
// spreadsheets go through the exports pass-through (/files/exports/reports/cvr?format=xlsx&…).
import { knownQuery, pdfPassThrough } from '../../lib/pdf-pass-through.js';

export const CVR_FILTERS = ['month', 'project_id'] as const;

export const cvrFiles = [
  pdfPassThrough(
    'GET',
    '/reports/cvr/pdf',
    (req) => `/reports/cvr/pdf?${knownQuery(req, CVR_FILTERS)}`,
    'a cost value reconciliation PDF',
  ),
  pdfPassThrough(
    'GET',
    '/reports/cost-to-complete/pdf',
    (req) => `/reports/cost-to-complete/pdf?${knownQuery(req, CVR_FILTERS)}`,
    'a cost to complete PDF',
  ),
];
