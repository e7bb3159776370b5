// The labour module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import {
  labourSupplier,
  makeLabourInvoice,
  makeOperative,
  makeTimesheet,
  makeTrade,
  thisMonday,
} from '@sitebase/core-api/testing';
import { defineOperations, onTeam, u } from '../../security/matrix.js';

export const operations = defineOperations({
  labourTrades: { rest: 'GET /labour/trades', document: 'query { labourTrades { items { id } } }' },
  createLabourTrade: {
    rest: 'POST /labour/trades',
    document:
      'mutation C($n: String!) { createLabourTrade(input: { name: $n, default_day_rate_pence: 18000 }) { items { id } } }',
    variables: async () => ({ n: `Scaffolder ${u()}` }),
  },
  updateLabourTrade: {
    rest: 'PATCH /labour/trades/{tradeId}',
    document:
      'mutation U($id: ID!) { updateLabourTrade(id: $id, input: { default_day_rate_pence: 19000 }) { items { id } } }',
    variables: async (w) => ({ id: (await makeTrade(w.company)).id }),
  },
  labourSuppliers: { rest: 'GET /labour/suppliers', document: 'query { labourSuppliers { items { id } } }' },
  operatives: {
    rest: 'GET /operatives',
    document: 'query { operatives(status: all, page: 1, size: 20) { total items { id } } }',
  },
  operative: {
    rest: 'GET /operatives/{operativeId}',
    document: 'query O($id: ID!) { operative(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeOperative(w.company)).id }),
  },
  createOperative: {
    rest: 'POST /operatives',
    document:
      'mutation C($s: String!) { createOperative(input: { name: "Jo Bloggs", engagement: "subcontractor", supplier_id: $s, rate_unit: "day", rate_pence: 18000 }) { id } }',
    variables: async (w) => ({ s: (await labourSupplier(w.company)).id }),
    expect: { foreign: 'BAD_USER_INPUT' },
  },
  updateOperative: {
    rest: 'PATCH /operatives/{operativeId}',
    document: 'mutation U($id: ID!) { updateOperative(id: $id, input: { phone: "07700 900123" }) { id } }',
    variables: async (w) => ({ id: (await makeOperative(w.company)).id }),
  },
  timesheets: {
    rest: 'GET /timesheets',
    document: 'query { timesheets(status: draft, page: 1, size: 20) { total items { id } } }',
  },
  createTimesheet: {
    rest: 'POST /timesheets',
    document:
      'mutation C($o: String!, $p: String!, $w: String!) { createTimesheet(input: { operative_id: $o, project_id: $p, week_commencing: $w, hours: [8, 8, 8, 8, 8, 0, 0] }) { id } }',
    variables: async (w) => ({
      o: (await makeOperative(w.company, { userId: w.users.worker.id, supplier: null })).id,
      p: (await onTeam(w)).id,
      w: thisMonday(),
    }),
    expect: { foreign: 'NOT_FOUND' },
  },
  updateTimesheet: {
    rest: 'PUT /timesheets/{timesheetId}',
    document:
      'mutation U($id: ID!) { updateTimesheet(id: $id, input: { hours: [7, 7, 7, 7, 7, 0, 0] }) { id } }',
    variables: async (w) => ({
      id: (
        await makeTimesheet(
          await makeOperative(w.company, { userId: w.users.worker.id, supplier: null }),
          await onTeam(w),
        )
      ).id,
    }),
  },
  changeTimesheetStatus: {
    rest: 'POST /timesheets/{timesheetId}/status',
    document: 'mutation S($id: ID!) { changeTimesheetStatus(id: $id, status: "submitted") { id } }',
    variables: async (w) => ({
      id: (
        await makeTimesheet(
          await makeOperative(w.company, { userId: w.users.worker.id, supplier: null }),
          await onTeam(w),
        )
      ).id,
    }),
  },
  bulkTimesheetStatus: {
    rest: 'POST /timesheets/bulk-status',
    document:
      'mutation B($ids: [ID!]!) { bulkTimesheetStatus(ids: $ids, status: "rejected", reason: "Hours wrong") { results { id done } } }',
    variables: async (w) => ({
      ids: [
        (
          await makeTimesheet(
            await makeOperative(w.company, { userId: w.users.worker.id, supplier: null }),
            await onTeam(w),
            'submitted',
          )
        ).id,
      ],
    }),
  },
  labourInvoices: {
    rest: 'GET /labour-invoices',
    document: 'query { labourInvoices(status: received, page: 1, size: 20) { total items { id } } }',
  },
  labourInvoice: {
    rest: 'GET /labour-invoices/{labourInvoiceId}',
    document: 'query I($id: ID!) { labourInvoice(id: $id) { id } }',
    variables: async (w) => ({
      id: (await makeLabourInvoice(await makeOperative(w.company), await onTeam(w))).id,
    }),
  },
  createLabourInvoice: {
    rest: 'POST /labour-invoices',
    document:
      'mutation C($s: String!, $o: String!, $p: String!, $d: String!) { createLabourInvoice(input: { supplier_id: $s, supplier_reference: "INV-1", invoice_date: $d, period_start: $d, period_end: $d, lines: [{ operative_id: $o, project_id: $p, unit: "day", quantity: 1, rate_pence: 20000 }] }) { id } }',
    variables: async (w) => {
      const op = await makeOperative(w.company);
      return { s: op.supplier_id, o: op.id, p: (await onTeam(w)).id, d: thisMonday() };
    },
    expect: { foreign: 'BAD_USER_INPUT' },
  },
  matchLabourInvoice: {
    rest: 'POST /labour-invoices/{labourInvoiceId}/match',
    document: 'mutation M($id: ID!) { matchLabourInvoice(id: $id) { id } }',
    variables: async (w) => ({
      id: (await makeLabourInvoice(await makeOperative(w.company), await onTeam(w))).id,
    }),
  },
  changeLabourInvoiceStatus: {
    rest: 'POST /labour-invoices/{labourInvoiceId}/status',
    document:
      'mutation S($id: ID!) { changeLabourInvoiceStatus(id: $id, status: "disputed", reason: "Hours") { id } }',
    variables: async (w) => ({
      id: (await makeLabourInvoice(await makeOperative(w.company), await onTeam(w))).id,
    }),
  },
  cisMonth: {
    rest: 'GET /cis-month',
    document: 'query { cisMonth(date: "2026-11-05") { end return_due rows { deduction_pence } } }',
  },
});
