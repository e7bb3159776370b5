// Security-suite description of the enquiries module: `{enquiryId}` is a new enquiry of the world's company and
// `{estimateId}` a draft estimate of an estimating one. Supervisors and up for every route; the kit checks the
// id before the role, so another company's enquiry or estimate is 404 for every caller.
import { randomUUID } from 'node:crypto';
import { defineSecurity, type FixtureMaker } from '../../security/harness.js';
import { makeEnquiry, makeEstimate } from './enquiries.fixtures.js';

const newEnquiry: FixtureMaker = async (w) => (await makeEnquiry(w.company)).id;
const estimatingEnquiry: FixtureMaker = async (w) =>
  (await makeEnquiry(w.company, { status: 'estimating' })).id;
const draftEstimate: FixtureMaker = async (w) =>
  (await makeEstimate(await makeEnquiry(w.company, { status: 'estimating' }))).id;
const issuedEstimate: FixtureMaker = async (w) =>
  (await makeEstimate(await makeEnquiry(w.company, { status: 'submitted' }), 'issued')).id;
const wonWithAccepted: FixtureMaker = async (w) => {
  const enquiry = await makeEnquiry(w.company, { status: 'won' });
  await makeEstimate(enquiry, 'accepted');
  return enquiry.id;
};

export const security = defineSecurity({
  params: { enquiryId: newEnquiry, estimateId: draftEstimate },
  cases: {
    'GET /enquiries': { query: 'page=1&size=20&status=new&search=fixture&sort_by=tender_due_date' },
    'POST /enquiries': {
      body: () => ({ title: `Matrix extension ${randomUUID().slice(0, 8)}`, client_name: 'Matrix Client' }),
    },
    'GET /enquiries/{enquiryId}': {},
    'PATCH /enquiries/{enquiryId}': { body: { source: 'Phone' } },
    'DELETE /enquiries/{enquiryId}': {},
    'POST /enquiries/{enquiryId}/status': { body: { status: 'estimating' } },
    'GET /enquiries/{enquiryId}/history': {},
    'GET /enquiries/{enquiryId}/estimates': {},
    'POST /enquiries/{enquiryId}/estimates': {
      params: { enquiryId: estimatingEnquiry },
      body: { overhead_percent: 10, profit_percent: 5 },
    },
    'POST /enquiries/{enquiryId}/convert': { params: { enquiryId: wonWithAccepted } },
    'GET /estimates/latest': { query: async (_w, get) => `enquiry_ids=${await get('enquiryId')}` },
    'GET /estimates/{estimateId}': {},
    'PATCH /estimates/{estimateId}': { body: { overhead_percent: 12 } },
    'POST /estimates/{estimateId}/status': { body: { status: 'issued' } },
    'POST /estimates/{estimateId}/versions': { params: { estimateId: issuedEstimate } },
    'GET /estimates/{estimateId}/pdf': {},
  },
  attackBodies: {
    'PATCH /enquiries/{enquiryId}': { title: 'Pwned', client_name: 'Pwned Ltd' },
    'POST /enquiries/{enquiryId}/status': { status: 'declined', reason: 'pwned' },
    'PATCH /estimates/{estimateId}': {
      overhead_percent: 99,
      lines: [{ section: 'other', description: 'Pwned', quantity: 1, unit_cost_pence: 1 }],
    },
    'POST /estimates/{estimateId}/status': { status: 'issued' },
  },
});
