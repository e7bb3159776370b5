// The plant module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import { makeHireInvoice, makeItem, makePlantSupplier, makeRate } from '@sitebase/core-api/testing';
import type { World } from '@sitebase/core-api/testing';
import { defineOperations, onTeam, plantRequestIn, u } from '../../security/matrix.js';

/** A hire invoice entered by the world's supervisor (so a manager or admin may record it paid). */
const hireInvoiceIn = async (w: World) =>
  makeHireInvoice(await plantRequestIn(w, 'on_hire'), w.users.supervisor.id);

export const operations = defineOperations({
  plantRequests: {
    rest: 'GET /plant/requests',
    document:
      'query { plantRequests(scope: all, status: requested, page: 1, size: 20) { total items { id } } }',
  },
  plantRequest: {
    rest: 'GET /plant/requests/{plantRequestId}',
    document: 'query P($id: ID!) { plantRequest(id: $id) { id timeline { id } } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'requested')).id }),
  },
  plantRateOptions: {
    rest: 'GET /plant/requests/{plantRequestId}/rate-options',
    document: 'query P($id: ID!) { plantRateOptions(requestId: $id) { options { suggested } } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'requested')).id }),
  },
  plantDueSoon: {
    rest: 'GET /plant/due-soon',
    document: 'query { plantDueSoon { inspections { label } hires_ending { id } } }',
  },
  plantCategories: { rest: 'GET /plant/categories', document: 'query { plantCategories }' },
  plantItems: {
    rest: 'GET /plant/items',
    document: 'query { plantItems(ownership: owned, page: 1, size: 20) { total items { id } } }',
  },
  plantItem: {
    rest: 'GET /plant/items/{plantItemId}',
    document: 'query P($id: ID!) { plantItem(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeItem(w.company)).id }),
  },
  plantItemsForForms: {
    rest: 'GET /plant/items/for-forms',
    document: 'query P($p: ID!) { plantItemsForForms(projectId: $p) { id off_use } }',
    variables: async (w) => ({ p: (await onTeam(w)).id }),
    // Another company's user names this company's project: not one they may see.
    expect: { foreign: 'NOT_FOUND' },
  },
  plantOffUseHistory: {
    rest: 'GET /plant/items/{plantItemId}/off-use-history',
    document: 'query P($id: ID!) { plantOffUseHistory(id: $id) { note } }',
    variables: async (w) => ({ id: (await makeItem(w.company)).id }),
  },
  clearPlantOffUse: {
    rest: 'POST /plant/items/{plantItemId}/clear-off-use',
    document:
      'mutation C($id: ID!) { clearPlantOffUse(id: $id, note: "Hose replaced") { id off_use { text } } }',
    variables: async (w) => {
      const item = await makeItem(w.company);
      await item.update({
        off_use_at: new Date(),
        off_use_reference: 'FRM-9999',
        off_use_reason: 'Hose weeping',
      });
      return { id: item.id };
    },
  },
  plantRates: {
    rest: 'GET /plant/rates',
    document: 'query { plantRates(category: "Telehandler", page: 1, size: 20) { total items { id } } }',
  },
  projectPlantCosts: {
    rest: 'GET /projects/{projectId}/plant-costs',
    document: 'query P($id: ID!) { projectPlantCosts(projectId: $id) { total_pence } }',
    variables: async (w) => ({ id: (await onTeam(w)).id }),
  },
  createPlantRequest: {
    rest: 'POST /plant/requests',
    document:
      'mutation C($p: String!) { createPlantRequest(input: { project_id: $p, category: "Telehandler", required_from: "2027-06-07", required_until: "2027-06-11" }) { id } }',
    variables: async (w) => ({ p: (await onTeam(w)).id }),
    // Another company's admin names this company's project: not theirs, so a bad input.
    expect: { foreign: 'BAD_USER_INPUT' },
  },
  approvePlantRequest: {
    rest: 'POST /plant/requests/{plantRequestId}/approve',
    document:
      'mutation A($id: ID!, $r: String!) { approvePlantRequest(id: $id, input: { fulfilment: "hire", rate_id: $r }) { id warnings } }',
    variables: async (w) => ({
      id: (await plantRequestIn(w, 'requested')).id,
      r: (await makeRate(w.company, { valid_from: '2020-01-01' })).id,
    }),
  },
  rejectPlantRequest: {
    rest: 'POST /plant/requests/{plantRequestId}/reject',
    document: 'mutation R($id: ID!) { rejectPlantRequest(id: $id, reason: "No") { id } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'requested')).id }),
  },
  cancelPlantRequest: {
    rest: 'POST /plant/requests/{plantRequestId}/cancel',
    document: 'mutation C($id: ID!) { cancelPlantRequest(id: $id) { id } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'requested')).id }),
  },
  markPlantOnHire: {
    rest: 'POST /plant/requests/{plantRequestId}/on-hire',
    document: 'mutation M($id: ID!) { markPlantOnHire(id: $id) { id } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'approved')).id }),
  },
  requestPlantOffHire: {
    rest: 'POST /plant/requests/{plantRequestId}/off-hire',
    document: 'mutation O($id: ID!) { requestPlantOffHire(id: $id) { id } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'on_hire')).id }),
  },
  recordPlantCollection: {
    rest: 'POST /plant/requests/{plantRequestId}/collection',
    document:
      'mutation R($id: ID!) { recordPlantCollection(id: $id, input: { collection_reference: "COL-1", collected_on: "2026-11-20" }) { id } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'off_hire_requested')).id }),
  },
  createPlantRate: {
    rest: 'POST /plant/rates',
    document:
      'mutation C($s: String!) { createPlantRate(input: { supplier_id: $s, category: "Telehandler", rate_pence: 9500, rate_unit: "day", valid_from: "2026-01-01" }) { id } }',
    variables: async (w) => ({ s: (await makePlantSupplier(w.company)).id }),
    expect: { foreign: 'BAD_USER_INPUT' },
  },
  updatePlantRate: {
    rest: 'PATCH /plant/rates/{plantRateId}',
    document: 'mutation U($id: ID!) { updatePlantRate(id: $id, input: { rate_pence: 9900 }) { id } }',
    variables: async (w) => ({ id: (await makeRate(w.company)).id }),
  },
  deletePlantRate: {
    rest: 'DELETE /plant/rates/{plantRateId}',
    document: 'mutation D($id: ID!) { deletePlantRate(id: $id) }',
    variables: async (w) => ({ id: (await makeRate(w.company)).id }),
  },
  createPlantItem: {
    rest: 'POST /plant/items',
    document:
      'mutation C($a: String!) { createPlantItem(input: { asset_number: $a, description: "Dumper", category: "6t Dumper", ownership: "owned" }) { id } }',
    variables: async () => ({ a: `MX-${u()}` }),
  },
  updatePlantItem: {
    rest: 'PATCH /plant/items/{plantItemId}',
    document: 'mutation U($id: ID!) { updatePlantItem(id: $id, input: { status: "in_repair" }) { id } }',
    variables: async (w) => ({ id: (await makeItem(w.company)).id }),
  },
  plantHireInvoices: {
    rest: 'GET /plant/requests/{plantRequestId}/hire-invoices',
    document: 'query H($id: ID!) { plantHireInvoices(plantRequestId: $id) { can_record items { id } } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'on_hire')).id }),
  },
  recordPlantHireInvoice: {
    rest: 'POST /plant/requests/{plantRequestId}/hire-invoices',
    document:
      'mutation R($id: ID!, $ref: String!) { recordPlantHireInvoice(plantRequestId: $id, input: { supplier_reference: $ref, invoice_date: "2026-11-20", hire_pence: 47500 }) { id warnings } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'on_hire')).id, ref: `MX-${u()}` }),
  },
  payPlantHireInvoice: {
    rest: 'POST /plant/hire-invoices/{plantHireInvoiceId}/pay',
    document: 'mutation P($id: ID!) { payPlantHireInvoice(id: $id) { id status } }',
    variables: async (w) => ({ id: (await hireInvoiceIn(w)).id }),
  },
});
