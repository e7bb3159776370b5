// The settings module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import { defineOperations } from '../../security/matrix.js';

export const operations = defineOperations({
  companySettings: { rest: 'GET /settings', document: 'query { companySettings { __typename } }' },
  projectDefaults: {
    rest: 'GET /settings/defaults',
    document: 'query { projectDefaults { retention_percent payment_final_days } }',
  },
  updateCompanySettings: {
    rest: 'PATCH /settings',
    document: 'mutation { updateCompanySettings(input: { retention_percent: 3 }) { __typename } }',
  },
});
