// Security-suite description of the plant module: `{plantRequestId}` is a request by the world's worker on a
// project they are on (the state each move needs comes from a per-route fixture), `{plantRateId}` and
// `{plantItemId}` are the world's company's rate and owned item. Workers read the register and their requests,
// ask, cancel their own and ask for off-hire; supervisors approve, reject, put on hire and record collections;
// managers set up rates and the register. The kit checks ids before roles: another company's is 404 to all.
import { randomUUID } from 'node:crypto';
import { addDays, londonDate } from '../../lib/calendar.js';
import { defineSecurity, type FixtureMaker } from '../../security/harness.js';
import { makeProject } from '../../security/world.js';
import type { RequestStatus } from './plant-request.model.js';
import { makeHireInvoice, makeItem, makePlantSupplier, makeRate, makeRequest } from './plant.fixtures.js';

const requestIn =
  (status: RequestStatus): FixtureMaker =>
  async (w, get) =>
    (await makeRequest(w.company, await get('projectId'), w.users.worker.id, status)).id;

const today = () => londonDate();

/** An owned item a failed pre-use check took off use. */
const offUseItem: FixtureMaker = async (w) => {
  const item = await makeItem(w.company);
  await item.update({
    off_use_at: new Date(),
    off_use_reason: 'Hose weeping',
    off_use_reference: 'FRM-9999',
  });
  return item.id;
};

export const security = defineSecurity({
  params: {
    plantRateId: async (w) => (await makeRate(w.company)).id,
    plantItemId: async (w) => (await makeItem(w.company)).id,
    plantRequestId: requestIn('requested'),
    // Entered by the world's supervisor, so a manager or admin may record it paid.
    plantHireInvoiceId: async (w, get) =>
      (
        await makeHireInvoice(
          await makeRequest(w.company, await get('projectId'), w.users.worker.id, 'on_hire'),
          w.users.supervisor.id,
        )
      ).id,
  },
  cases: {
    'GET /plant/rates': { query: 'page=1&size=20&category=Telehandler&valid_on=2026-11-23' },
    // Another company's admin sends this company's supplier / project id: not theirs, so a bad input (400).
    'POST /plant/rates': {
      expect: { foreign: 400 },
      body: async (w) => ({
        supplier_id: (await makePlantSupplier(w.company)).id,
        category: 'Telehandler',
        rate_pence: 9_500,
        rate_unit: 'day',
        delivery_pence: 6_500,
        collection_pence: 6_500,
        valid_from: today(),
      }),
    },
    'PATCH /plant/rates/{plantRateId}': { body: { rate_pence: 9_900 } },
    'DELETE /plant/rates/{plantRateId}': {},
    'GET /plant/categories': {},
    'GET /plant/items': { query: 'page=1&size=20&status=available&ownership=owned&search=fixture' },
    'POST /plant/items': {
      body: () => ({
        asset_number: `MX-${randomUUID().slice(0, 8)}`,
        description: 'Matrix dumper',
        category: '6t Dumper',
        ownership: 'owned',
        puwer_due_date: addDays(today(), 60),
      }),
    },
    'GET /plant/items/{plantItemId}': {},
    // Another company's user names this company's project: not theirs to see (404).
    'GET /plant/items/for-forms': {
      query: async (w) => `project_id=${(await makeProject(w.company, [w.users.worker.id])).id}&search=fx`,
      expect: { foreign: 404 },
    },
    'POST /plant/items/{plantItemId}/clear-off-use': {
      params: { plantItemId: offUseItem },
      body: { note: 'Hose replaced, tested under load' },
    },
    'GET /plant/items/{plantItemId}/off-use-history': {},
    'PATCH /plant/items/{plantItemId}': { body: { status: 'in_repair' } },
    'GET /plant/requests': { query: 'page=1&size=20&status=requested&scope=all&search=PR' },
    'POST /plant/requests': {
      expect: { foreign: 400 },
      body: async (w) => ({
        project_id: (await makeProject(w.company, [w.users.worker.id])).id,
        category: 'Telehandler',
        quantity: 1,
        required_from: addDays(today(), 2),
        required_until: addDays(today(), 9),
        with_operator: false,
        notes: 'Matrix',
      }),
    },
    'GET /plant/due-soon': {},
    'GET /plant/requests/{plantRequestId}': {},
    'GET /plant/requests/{plantRequestId}/rate-options': {},
    'POST /plant/requests/{plantRequestId}/approve': {
      body: async (w) => ({
        fulfilment: 'hire',
        rate_id: (await makeRate(w.company, { valid_from: addDays(today(), -30) })).id,
      }),
    },
    'POST /plant/requests/{plantRequestId}/reject': { body: { reason: 'Use the one on site' } },
    // The world's worker asked for it, so they may cancel it.
    'POST /plant/requests/{plantRequestId}/cancel': { body: { reason: 'Not needed' } },
    'POST /plant/requests/{plantRequestId}/on-hire': {
      params: { plantRequestId: requestIn('approved') },
      body: { on_hire_date: today() },
    },
    'POST /plant/requests/{plantRequestId}/off-hire': { params: { plantRequestId: requestIn('on_hire') } },
    'POST /plant/requests/{plantRequestId}/collection': {
      params: { plantRequestId: requestIn('off_hire_requested') },
      body: { collection_reference: 'COL-1', collected_on: today() },
    },
    'GET /projects/{projectId}/plant-costs': {},
    'GET /plant/requests/{plantRequestId}/hire-invoices': {
      params: { plantRequestId: requestIn('on_hire') },
    },
    'POST /plant/requests/{plantRequestId}/hire-invoices': {
      params: { plantRequestId: requestIn('on_hire') },
      body: () => ({
        supplier_reference: `MX-${randomUUID().slice(0, 8)}`,
        invoice_date: today(),
        hire_pence: 47_500,
      }),
    },
    'POST /plant/hire-invoices/{plantHireInvoiceId}/pay': { body: { payment_date: today() } },
  },
  attackBodies: {
    'POST /plant/requests/{plantRequestId}/hire-invoices': {
      supplier_reference: 'PWN-1',
      invoice_date: '2026-01-01',
      hire_pence: 1,
    },
    'POST /plant/hire-invoices/{plantHireInvoiceId}/pay': {},
    'POST /plant/requests/{plantRequestId}/approve': {
      fulfilment: 'hire',
      rate_id: '00000000-0000-4000-8000-000000000000',
    },
    'PATCH /plant/rates/{plantRateId}': { rate_pence: 1, category: 'Pwned' },
    'PATCH /plant/items/{plantItemId}': { description: 'Pwned', status: 'disposed' },
    'POST /plant/items/{plantItemId}/clear-off-use': { note: 'Pwned' },
    'POST /plant/requests/{plantRequestId}/reject': { reason: 'Pwned' },
    'POST /plant/requests/{plantRequestId}/cancel': { reason: 'Pwned' },
    'POST /plant/requests/{plantRequestId}/off-hire': {},
    'POST /plant/requests/{plantRequestId}/on-hire': {},
    'POST /plant/requests/{plantRequestId}/collection': {
      collection_reference: 'PWN',
      collected_on: '2026-01-01',
    },
  },
});
