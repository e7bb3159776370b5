// Security-suite description of labour: fixtures hang off the world's company; timesheets belong to an
// operative linked to the world's worker on a project whose team the worker is on (so workers reach their own).
// Creates from another company answer 404 (the project) or 400 (the supplier, which is not theirs). Fixture
// operatives carry a phone and card number, so the matrix checks who is shown them.
import { defineSecurity, type FixtureMaker } from '../../security/harness.js';
import { makeProject, type World } from '../../security/world.js';
import {
  labourSupplier,
  makeLabourInvoice,
  makeOperative,
  makeTimesheet,
  makeTrade,
  thisMonday,
} from './labour.fixtures.js';

const teamProject = (w: World) => makeProject(w.company, [w.users.worker.id]);
const workerOperative = (w: World) => makeOperative(w.company, { userId: w.users.worker.id, supplier: null });
const sheet =
  (status: Parameters<typeof makeTimesheet>[2]): FixtureMaker =>
  async (w) =>
    (await makeTimesheet(await workerOperative(w), await teamProject(w), status)).id;
const invoice =
  (status: Parameters<typeof makeLabourInvoice>[2]): FixtureMaker =>
  async (w) =>
    (await makeLabourInvoice(await makeOperative(w.company), await teamProject(w), status)).id;

/** What a worker does not read of another operative (decision 0023): the rate, phone and CSCS card number. */
const OPERATIVE_FIELDS = (prefix: string) =>
  ({
    [`${prefix}rate_pence`]: 'supervisor',
    [`${prefix}phone`]: 'supervisor',
    [`${prefix}cscs_card_number`]: 'supervisor',
  }) as const;

export const security = defineSecurity({
  params: {
    tradeId: async (w) => (await makeTrade(w.company)).id,
    operativeId: async (w) => (await makeOperative(w.company)).id,
    timesheetId: sheet('draft'),
    labourInvoiceId: invoice('received'),
  },
  cases: {
    'GET /labour/trades': {
      setup: (w) => makeTrade(w.company),
      fields: { 'items[].default_day_rate_pence': 'supervisor' },
    },
    'POST /labour/trades': {
      body: () => ({ name: `Scaffolder ${Math.random()}`, default_day_rate_pence: 18000 }),
    },
    'PATCH /labour/trades/{tradeId}': { body: { default_day_rate_pence: 19000 } },
    'GET /labour/suppliers': {},
    // Another operative (not linked to the worker): their rate, phone and card number are not a worker's to read.
    'GET /operatives': {
      query: 'page=1&size=20&status=all&search=fixture',
      setup: (w) => makeOperative(w.company),
      fields: OPERATIVE_FIELDS('items[].'),
    },
    'POST /operatives': {
      body: async (w) => ({
        name: 'Jo Bloggs',
        engagement: 'subcontractor',
        supplier_id: (await labourSupplier(w.company)).id,
        rate_unit: 'day',
        rate_pence: 18000,
      }),
      expect: { foreign: 400 },
    },
    'GET /operatives/{operativeId}': { fields: OPERATIVE_FIELDS('') },
    'PATCH /operatives/{operativeId}': { body: { phone: '07700 900123' } },
    'GET /timesheets': { query: 'page=1&size=20&status=draft&search=fixture' },
    'POST /timesheets': {
      body: async (w) => ({
        operative_id: (await workerOperative(w)).id,
        project_id: (await teamProject(w)).id,
        week_commencing: thisMonday(),
        hours: [8, 8, 8, 8, 8, 0, 0],
      }),
      expect: { foreign: 404 },
    },
    'PUT /timesheets/{timesheetId}': { body: { hours: [7, 7, 7, 7, 7, 0, 0], overtime_hours: 2 } },
    'POST /timesheets/{timesheetId}/status': { body: { status: 'submitted' } },
    // Each id is refused on its own ("Timesheet not found" for another company's), never a whole-call 404.
    'POST /timesheets/bulk-status': {
      body: async (w) => ({
        ids: [(await makeTimesheet(await workerOperative(w), await teamProject(w), 'submitted')).id],
        status: 'rejected',
        reason: 'Hours wrong',
      }),
    },
    'GET /labour-invoices': { query: 'page=1&size=20&status=received&search=LI' },
    'POST /labour-invoices': {
      body: async (w) => {
        const op = await makeOperative(w.company);
        return {
          supplier_id: op.supplier_id,
          supplier_reference: 'INV-1',
          invoice_date: thisMonday(),
          period_start: thisMonday(),
          period_end: thisMonday(),
          lines: [
            {
              operative_id: op.id,
              project_id: (await teamProject(w)).id,
              unit: 'day',
              quantity: 1,
              rate_pence: 20000,
            },
          ],
        };
      },
      expect: { foreign: 400 },
    },
    'GET /labour-invoices/{labourInvoiceId}': {},
    'POST /labour-invoices/{labourInvoiceId}/match': { body: {} },
    'POST /labour-invoices/{labourInvoiceId}/status': { body: { status: 'disputed', reason: 'Wrong hours' } },
    'GET /cis-month': { query: 'date=2026-11-05' },
    'GET /cis-month/csv': { query: 'date=2026-11-06' },
    'GET /cis-month/statement': {
      query: async (w) => {
        const op = await makeOperative(w.company);
        await makeLabourInvoice(op, await teamProject(w), 'paid', 2, '2026-11-10');
        return `date=2026-11-10&supplier_id=${op.supplier_id}`;
      },
      expect: { foreign: 404 },
    },
  },
  attackBodies: {
    'PATCH /labour/trades/{tradeId}': { name: 'PWNED', is_active: false },
    'PATCH /operatives/{operativeId}': { name: 'PWNED', is_active: false },
    'PUT /timesheets/{timesheetId}': { hours: [24, 24, 24, 24, 24, 24, 24], overtime_hours: 100 },
    'POST /timesheets/{timesheetId}/status': { status: 'submitted' },
    'POST /labour-invoices/{labourInvoiceId}/match': { override_reason: 'pwned' },
    'POST /labour-invoices/{labourInvoiceId}/status': { status: 'disputed', reason: 'pwned' },
  },
});
