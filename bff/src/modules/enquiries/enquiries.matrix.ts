// The enquiries module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import { makeEnquiry, makeEstimate } from '@sitebase/core-api/testing';
import { defineOperations, u } from '../../security/matrix.js';

export const operations = defineOperations({
  enquiries: {
    rest: 'GET /enquiries',
    document:
      'query { enquiries(status: new, sort_by: tender_due_date, page: 1, size: 20) { total items { id } } }',
  },
  enquiry: {
    rest: 'GET /enquiries/{enquiryId}',
    document: 'query E($id: ID!) { enquiry(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeEnquiry(w.company)).id }),
  },
  createEnquiry: {
    rest: 'POST /enquiries',
    document:
      'mutation C($t: String!) { createEnquiry(input: { title: $t, client_name: "Matrix Client" }) { id } }',
    variables: async () => ({ t: `Matrix ${u()}` }),
  },
  updateEnquiry: {
    rest: 'PATCH /enquiries/{enquiryId}',
    document: 'mutation U($id: ID!) { updateEnquiry(id: $id, input: { source: "Phone" }) { id } }',
    variables: async (w) => ({ id: (await makeEnquiry(w.company)).id }),
  },
  deleteEnquiry: {
    rest: 'DELETE /enquiries/{enquiryId}',
    document: 'mutation D($id: ID!) { deleteEnquiry(id: $id) }',
    variables: async (w) => ({ id: (await makeEnquiry(w.company)).id }),
  },
  setEnquiryStatus: {
    rest: 'POST /enquiries/{enquiryId}/status',
    document: 'mutation S($id: ID!) { setEnquiryStatus(id: $id, input: { status: "estimating" }) { id } }',
    variables: async (w) => ({ id: (await makeEnquiry(w.company)).id }),
  },
  convertEnquiry: {
    rest: 'POST /enquiries/{enquiryId}/convert',
    document: 'mutation V($id: ID!) { convertEnquiry(id: $id) { project_id } }',
    variables: async (w) => {
      const enquiry = await makeEnquiry(w.company, { status: 'won' });
      await makeEstimate(enquiry, 'accepted');
      return { id: enquiry.id };
    },
  },
  estimate: {
    rest: 'GET /estimates/{estimateId}',
    document: 'query E($id: ID!) { estimate(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeEstimate(await makeEnquiry(w.company))).id }),
  },
  createEstimate: {
    rest: 'POST /enquiries/{enquiryId}/estimates',
    document:
      'mutation C($id: ID!) { createEstimate(enquiryId: $id, input: { overhead_percent: 10 }) { id } }',
    variables: async (w) => ({ id: (await makeEnquiry(w.company, { status: 'estimating' })).id }),
  },
  updateEstimate: {
    rest: 'PATCH /estimates/{estimateId}',
    document: 'mutation U($id: ID!) { updateEstimate(id: $id, input: { profit_percent: 5 }) { id } }',
    variables: async (w) => ({ id: (await makeEstimate(await makeEnquiry(w.company))).id }),
  },
  setEstimateStatus: {
    rest: 'POST /estimates/{estimateId}/status',
    document: 'mutation S($id: ID!) { setEstimateStatus(id: $id, input: { status: "issued" }) { id } }',
    variables: async (w) => ({ id: (await makeEstimate(await makeEnquiry(w.company))).id }),
  },
  newEstimateVersion: {
    rest: 'POST /estimates/{estimateId}/versions',
    document: 'mutation N($id: ID!) { newEstimateVersion(id: $id) { id } }',
    variables: async (w) => ({
      id: (await makeEstimate(await makeEnquiry(w.company, { status: 'submitted' }), 'issued')).id,
    }),
  },
});
