// The suppliers module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import { makeSupplier } from '@sitebase/core-api/testing';
import { defineOperations, u } from '../../security/matrix.js';

export const operations = defineOperations({
  suppliers: {
    rest: 'GET /suppliers',
    document:
      'query { suppliers(kind: subcontractor, status: all, page: 1, size: 20) { total items { id } } }',
  },
  supplier: {
    rest: 'GET /suppliers/{supplierId}',
    document: 'query S($id: ID!) { supplier(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeSupplier(w.company)).id }),
  },
  createSupplier: {
    rest: 'POST /suppliers',
    document:
      'mutation C($n: String!) { createSupplier(input: { name: $n, kinds: ["subcontractor"], cis_status: "net", utr: "1234567890" }) { id } }',
    variables: async () => ({ n: `Matrix Brickwork ${u()}` }),
  },
  updateSupplier: {
    rest: 'PATCH /suppliers/{supplierId}',
    document: 'mutation U($id: ID!) { updateSupplier(id: $id, input: { contact_name: "Edited" }) { id } }',
    variables: async (w) => ({ id: (await makeSupplier(w.company)).id }),
  },
  deactivateSupplier: {
    rest: 'POST /suppliers/{supplierId}/deactivate',
    document: 'mutation D($id: ID!) { deactivateSupplier(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeSupplier(w.company)).id }),
  },
  reactivateSupplier: {
    rest: 'POST /suppliers/{supplierId}/reactivate',
    document: 'mutation R($id: ID!) { reactivateSupplier(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeSupplier(w.company, { is_active: false })).id }),
  },
  deleteSupplier: {
    rest: 'DELETE /suppliers/{supplierId}',
    document: 'mutation D($id: ID!) { deleteSupplier(id: $id) }',
    variables: async (w) => ({ id: (await makeSupplier(w.company)).id }),
  },
});
