// The superadmin module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import { DEFAULT_PASSWORD } from '@sitebase/core-api/testing';
import { createCompany } from '../../test/support.js';
import { defineOperations, u } from '../../security/matrix.js';

export const operations = defineOperations({
  superadminLogin: {
    rest: 'POST /superadmin/login',
    document: `mutation S($u: String!) { superadminLogin(input: { username: $u, password: "${DEFAULT_PASSWORD}" }) { access_token } }`,
    variables: async (w) => ({ u: w.superadmin.username }),
  },
  superadminMe: { rest: 'GET /superadmin/me', document: 'query { superadminMe { id } }' },
  superadminStats: { rest: 'GET /superadmin/stats', document: 'query { superadminStats { __typename } }' },
  superadminCompanies: {
    rest: 'GET /superadmin/companies',
    document: 'query { superadminCompanies { total } }',
  },
  superadminContactMessages: {
    rest: 'GET /superadmin/contact-messages',
    document: 'query { superadminContactMessages { total } }',
  },
  superadminAuditLog: {
    rest: 'GET /superadmin/audit-log',
    document: 'query { superadminAuditLog { total } }',
  },
  superadminSetupCompany: {
    rest: 'POST /superadmin/companies/setup',
    document:
      'mutation S($n: String!, $e: String!) { superadminSetupCompany(input: { company_name: $n, admin_first_name: "Ffion", admin_last_name: "Rees", admin_email: $e }) { __typename } }',
    variables: async () => ({ n: `Setup ${u()} Ltd`, e: `admin-${u()}@test.example` }),
  },
  superadminUpdateCompanyStatus: {
    rest: 'PATCH /superadmin/companies/{companyId}/status',
    document: 'mutation S($id: ID!) { superadminUpdateCompanyStatus(id: $id, status: suspended) { id } }',
    variables: async () => ({ id: (await createCompany()).id }),
  },
});
