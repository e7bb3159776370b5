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
});
