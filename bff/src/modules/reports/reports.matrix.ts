// The reports module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts: each
// root field, the one core-api route it calls, a document and its variables. Expected outcomes come from that
// route's OpenAPI x-min-role.
import { defineOperations } from '../../security/matrix.js';

export const operations = defineOperations({
  reports: {
    rest: 'GET /reports',
    document: 'query { reports { reports { key title } } }',
  },
  applicationsReport: {
    rest: 'GET /reports/applications',
    document:
      'query { applicationsReport(page: 1, size: 20) { total items { id } totals { outstanding_pence } } }',
  },
  cisReport: {
    rest: 'GET /reports/cis',
    document: 'query { cisReport(tax_year: "2026-27") { tax_year totals { deduction_pence } } }',
  },
  vatReport: {
    rest: 'GET /reports/vat',
    document: 'query { vatReport(period_end: "2026-06") { period { start end } boxes { box_1 { pence } } } }',
  },
  plantReport: {
    rest: 'GET /reports/plant',
    document: 'query { plantReport(from: "2026-09-01", to: "2026-09-30") { as_of totals { hires } } }',
  },
});
