// The dashboards module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import { defineOperations } from '../../security/matrix.js';

export const operations = defineOperations({
  dashboard: { rest: 'GET /dashboard', document: 'query { dashboard { board } }' },
  workerDashboard: { rest: 'GET /dashboard/worker', document: 'query { workerDashboard { board } }' },
  dashboardFigures: {
    rest: 'GET /dashboard/figures',
    document:
      'query { dashboardFigures(input: { period: last_month, keys: ["plant.on_hire"] }) { from figures { key value } } }',
  },
  dashboardFiguresCatalogue: {
    rest: 'GET /dashboard/figures/catalogue',
    document: 'query { dashboardFiguresCatalogue { periods } }',
  },
});
