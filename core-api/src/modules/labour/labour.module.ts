// Owns the labour routes: setup (trades with default day rates, the labour suppliers with their CIS and VAT
// position), operatives, weekly timesheets and their approval, labour invoices (LI-0001) with the match against
// approved timesheets and the CIS/VAT arithmetic, and the CIS month (figures for the CIS300, its CSV and each
// subcontractor's statement PDF). Role rules live in labour.policy.ts, writes in one service per aggregate
// (labour-*.service.ts), reads on the app's connection in labour-*.read.ts and labour.cis-month.ts, statuses in
// labour.transitions.ts; another company's record is 404 for every caller.
import { defineModule } from '../../kit/module.js';
import { bulkResultSchema } from '../../lib/bulk.js';
import { uuidParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { labourCountedLists } from './labour.counters.js';
import { LabourInvoice } from './labour-invoice.model.js';
import { LABOUR_INVOICE_NOT_FOUND, listLabourInvoices, readLabourInvoice } from './labour-invoices.read.js';
import { LabourInvoicesService } from './labour-invoices.service.js';
import {
  OPERATIVE_NOT_FOUND,
  TRADE_NOT_FOUND,
  listLabourSuppliers,
  listOperatives,
  listTrades,
  readOperative,
} from './labour-operatives.read.js';
import { LabourOperativesService } from './labour-operatives.service.js';
import {
  TIMESHEET_NOT_FOUND,
  listTimesheets,
  readTimesheet,
  timesheetVisible,
} from './labour-timesheets.read.js';
import { LabourTimesheetsService } from './labour-timesheets.service.js';
import { LabourTrade } from './labour-trade.model.js';
import { cisMonth, cisMonthCsv, cisStatementPdf } from './labour.cis-month.js';
import { cisStatementsCompanyJob, cisStatementsJob } from './labour.cis-statements.js';
import { CisStatement } from './cis-statement.model.js';
import {
  labourFigures,
  labourWidgetFigures,
  labourProjectCosts,
  timesheetNotificationRule,
  timesheetsDependent,
} from './labour.contributions.js';
import {
  cisMonthSchema,
  labourInvoicePageSchema,
  labourInvoiceSchema,
  labourSuppliersSchema,
  operativePageSchema,
  operativeSchema,
  timesheetPageSchema,
  timesheetSchema,
  tradeListSchema,
} from './labour.presenter.js';
import {
  cisMonthQuerySchema,
  cisStatementQuerySchema,
  createLabourInvoiceSchema,
  createOperativeSchema,
  createTimesheetSchema,
  createTradeSchema,
  labourInvoiceStatusSchema,
  listLabourInvoicesQuerySchema,
  listOperativesQuerySchema,
  listTimesheetsQuerySchema,
  matchSchema,
  timesheetStatusSchema,
  bulkTimesheetStatusSchema,
  updateOperativeSchema,
  updateTimesheetSchema,
  updateTradeSchema,
} from './labour.schema.js';
import { seedDemoLabour } from './labour.seed.js';
import { Operative } from './operative.model.js';
import { Timesheet } from './timesheet.model.js';
import { labourInvoicesExport, operativesExport, timesheetsExport } from './labour.exports.js';

export interface LabourServices {
  operatives: LabourOperativesService;
  timesheets: LabourTimesheetsService;
  invoices: LabourInvoicesService;
}

const route = routeBuilder<LabourServices>();
const ANYONE = company('worker', 'workers: their own operative’s timesheets');
const SUPERVISORS = company('supervisor');
const MANAGERS = company('manager');

const ownedBy =
  (model: { count(options: object): Promise<number> }) =>
  async (actor: { companyId: string }, id: string): Promise<boolean> =>
    (await model.count({ where: { id, company_id: actor.companyId } })) > 0;

export const labourModule = defineModule({
  name: 'labour',
  description:
    'Labour: trades, operatives, timesheets, labour invoices with CIS and the reverse charge, CIS month',
  params: {
    tradeId: uuidParam({
      description: 'Trade id (uuid). Unknown or another company’s → 404',
      notFound: TRADE_NOT_FOUND,
      visible: ownedBy(LabourTrade),
    }),
    operativeId: uuidParam({
      description: 'Operative id (uuid). Unknown or another company’s → 404',
      notFound: OPERATIVE_NOT_FOUND,
      visible: ownedBy(Operative),
    }),
    timesheetId: uuidParam({
      description:
        'Timesheet id (uuid). Unknown, another company’s, or (workers) not their own operative’s → 404',
      notFound: TIMESHEET_NOT_FOUND,
      visible: timesheetVisible,
    }),
    labourInvoiceId: uuidParam({
      description: 'Labour invoice id (uuid). Unknown or another company’s → 404',
      notFound: LABOUR_INVOICE_NOT_FOUND,
      visible: ownedBy(LabourInvoice),
    }),
  },
  models: [LabourTrade, Operative, Timesheet, LabourInvoice, CisStatement],
  contributes: {
    // Labour invoices are supervisors' and up (their routes); timesheets and operatives are everyone's.
    activityReadRoles: { labour_invoice: 'supervisor' },
    countedLists: labourCountedLists,
    projectDependents: [timesheetsDependent],
    projectCosts: [labourProjectCosts],
    notificationRules: [timesheetNotificationRule],
    dashboardFigures: labourFigures,
    widgetFigures: labourWidgetFigures,
    // The statements kept once a tax month has ended (decision 0077).
    jobs: [cisStatementsJob, cisStatementsCompanyJob],
    demoData: [
      async ({ db, companyId, users, transaction }) => {
        const n = await seedDemoLabour(db, companyId, users, transaction);
        return n ? `${n} demo operatives with timesheets and labour invoices` : null;
      },
    ],
  },
  create: (deps): LabourServices => ({
    operatives: new LabourOperativesService(deps.sequelize),
    timesheets: new LabourTimesheetsService(deps.sequelize),
    invoices: new LabourInvoicesService(deps.sequelize),
  }),
  routes: [
    route({
      method: 'get',
      path: '/labour/trades',
      summary: 'The company’s trades with their default day rates and how many operatives each has',
      access: ANYONE,
      response: tradeListSchema,
      handler: ({ db, actor }) => listTrades(db, actor),
    }),
    route({
      method: 'post',
      path: '/labour/trades',
      summary: 'Add a trade with its default day rate',
      access: MANAGERS,
      body: createTradeSchema,
      status: 201,
      response: tradeListSchema,
      handler: async ({ db, services, actor, body }) => {
        await services.operatives.createTrade(actor, body);
        return listTrades(db, actor);
      },
    }),
    route({
      method: 'patch',
      path: '/labour/trades/{tradeId}',
      summary: 'Rename a trade, change its default day rate, or retire it',
      access: MANAGERS,
      body: updateTradeSchema,
      response: tradeListSchema,
      handler: async ({ db, services, actor, params, body }) => {
        await services.operatives.updateTrade(actor, params.tradeId, body);
        return listTrades(db, actor);
      },
    }),
    route({
      method: 'get',
      path: '/labour/suppliers',
      summary:
        'Active labour agencies and subcontractors with their CIS status, rate, UTR, verification number and VAT position',
      access: SUPERVISORS,
      response: labourSuppliersSchema,
      handler: ({ db, actor }) => listLabourSuppliers(db, actor),
    }),
    route({
      method: 'get',
      path: '/operatives',
      summary:
        'Operatives by name: search, status and engagement filters, pages (rates only for supervisors and up)',
      access: ANYONE,
      query: listOperativesQuerySchema,
      response: operativePageSchema,
      exports: operativesExport,
      handler: ({ db, actor, query }) => listOperatives(db, actor, query),
    }),
    route({
      method: 'post',
      path: '/operatives',
      summary: 'Add an operative: trade, engagement and supplier, rate, CSCS card, phone, linked user',
      access: SUPERVISORS,
      body: createOperativeSchema,
      status: 201,
      response: operativeSchema,
      handler: async ({ db, services, actor, body }) =>
        readOperative(db, actor, await services.operatives.createOperative(actor, body)),
    }),
    route({
      method: 'get',
      path: '/operatives/{operativeId}',
      summary: 'One operative with their CSCS state and recent timesheets',
      access: ANYONE,
      response: operativeSchema,
      handler: ({ db, actor, params }) => readOperative(db, actor, params.operativeId),
    }),
    route({
      method: 'patch',
      path: '/operatives/{operativeId}',
      summary: 'Change an operative’s details, or deactivate them',
      access: SUPERVISORS,
      body: updateOperativeSchema,
      response: operativeSchema,
      handler: async ({ db, services, actor, params, body }) => {
        await services.operatives.updateOperative(actor, params.operativeId, body);
        return readOperative(db, actor, params.operativeId);
      },
    }),
    route({
      method: 'get',
      path: '/timesheets',
      summary:
        'Timesheets, newest week first: week, status, project, operative and search filters, pages (workers: their own)',
      access: ANYONE,
      query: listTimesheetsQuerySchema,
      response: timesheetPageSchema,
      exports: timesheetsExport,
      handler: ({ db, actor, query }) => listTimesheets(db, actor, query),
    }),
    route({
      method: 'post',
      path: '/timesheets',
      summary:
        'Enter a week (Monday) of hours for an operative on a project: workers their own, supervisors and up anyone’s',
      access: ANYONE,
      body: createTimesheetSchema,
      status: 201,
      response: timesheetSchema,
      errors: { 409: 'A timesheet for this operative, project and week already exists' },
      handler: async ({ db, services, actor, body }) =>
        readTimesheet(db, actor, await services.timesheets.createTimesheet(actor, body)),
    }),
    route({
      method: 'put',
      path: '/timesheets/{timesheetId}',
      summary: 'Change the hours of a draft or rejected timesheet (a rejected one becomes a draft again)',
      access: ANYONE,
      body: updateTimesheetSchema,
      response: timesheetSchema,
      errors: { 409: 'Only a draft or rejected timesheet can be changed' },
      handler: async ({ db, services, actor, params, body }) => {
        await services.timesheets.updateTimesheet(actor, params.timesheetId, body);
        return readTimesheet(db, actor, params.timesheetId);
      },
    }),
    route({
      method: 'post',
      path: '/timesheets/{timesheetId}/status',
      summary: 'Submit a timesheet; approve or reject it (with a reason: supervisors and up); back to draft',
      access: company('worker', 'approve and reject: supervisors and up'),
      body: timesheetStatusSchema,
      response: timesheetSchema,
      errors: { 409: 'Cannot change status from X to Y' },
      handler: async ({ db, services, actor, params, body }) => {
        await services.timesheets.changeTimesheetStatus(
          actor,
          params.timesheetId,
          body.status,
          body.reason,
          body.cscs_override_reason,
        );
        return readTimesheet(db, actor, params.timesheetId);
      },
    }),
    route({
      method: 'post',
      path: '/timesheets/bulk-status',
      summary:
        'Approve or reject several timesheets, each on its own under the same rules; answers what happened to each',
      access: company('supervisor', 'approve and reject timesheets'),
      body: bulkTimesheetStatusSchema,
      response: bulkResultSchema,
      handler: async ({ services, actor, body }) => ({
        results: await services.timesheets.bulkChangeTimesheetStatus(
          actor,
          body.ids,
          body.status,
          body.reason,
        ),
      }),
    }),
    route({
      method: 'get',
      path: '/labour-invoices',
      summary: 'Labour invoices, newest first: status, supplier and search filters, pages',
      access: SUPERVISORS,
      query: listLabourInvoicesQuerySchema,
      response: labourInvoicePageSchema,
      exports: labourInvoicesExport,
      handler: ({ db, actor, query }) => listLabourInvoices(db, actor, query),
    }),
    route({
      method: 'post',
      path: '/labour-invoices',
      summary:
        'Enter a labour agency’s or subcontractor’s invoice (LI-0001): lines, materials and their cost, VAT rate; CIS and VAT are worked and the lines matched',
      access: SUPERVISORS,
      body: createLabourInvoiceSchema,
      status: 201,
      response: labourInvoiceSchema,
      handler: async ({ db, services, actor, body }) =>
        readLabourInvoice(db, actor, await services.invoices.createInvoice(actor, body)),
    }),
    route({
      method: 'get',
      path: '/labour-invoices/{labourInvoiceId}',
      summary: 'One labour invoice with its match against approved timesheets and the CIS and VAT arithmetic',
      access: SUPERVISORS,
      response: labourInvoiceSchema,
      handler: ({ db, actor, params }) => readLabourInvoice(db, actor, params.labourInvoiceId),
    }),
    route({
      method: 'post',
      path: '/labour-invoices/{labourInvoiceId}/match',
      summary:
        'Match again against approved timesheets: clean → matched; variances stay flagged unless a manager overrides with a reason',
      access: company('supervisor', 'an override of variances: managers and up, with a reason'),
      body: matchSchema,
      response: labourInvoiceSchema,
      errors: { 409: 'Only a received invoice can be matched' },
      handler: async ({ db, services, actor, params, body }) => {
        await services.invoices.matchInvoice(actor, params.labourInvoiceId, body.override_reason);
        return readLabourInvoice(db, actor, params.labourInvoiceId);
      },
    }),
    route({
      method: 'post',
      path: '/labour-invoices/{labourInvoiceId}/status',
      summary:
        'Approve, mark exported, record payment (with its date), dispute (with a reason) or reopen a labour invoice',
      access: company('supervisor', 'approve, export and pay: managers and up'),
      body: labourInvoiceStatusSchema,
      response: labourInvoiceSchema,
      errors: { 409: 'Cannot change status from X to Y' },
      handler: async ({ db, services, actor, params, body }) => {
        await services.invoices.changeInvoiceStatus(
          actor,
          params.labourInvoiceId,
          body.status,
          body.reason,
          body.payment_date,
        );
        return readLabourInvoice(db, actor, params.labourInvoiceId);
      },
    }),
    route({
      method: 'get',
      path: '/cis-month',
      summary:
        'The tax month (6th to 5th) a date falls in: per subcontractor the payments, materials and CIS deducted, and the CIS300 due date',
      access: MANAGERS,
      query: cisMonthQuerySchema,
      response: cisMonthSchema,
      handler: ({ db, actor, query }) => cisMonth(db, actor, query.date),
    }),
    route({
      method: 'get',
      path: '/cis-month/csv',
      summary: 'The CIS month as CSV',
      access: MANAGERS,
      query: cisMonthQuerySchema,
      produces: 'binary',
      handler: ({ db, actor, query }) => cisMonthCsv(db, actor, query.date),
    }),
    route({
      method: 'get',
      path: '/cis-month/statement',
      summary: 'A subcontractor’s payment and deduction statement for the tax month, as a PDF',
      access: MANAGERS,
      query: cisStatementQuerySchema,
      produces: 'pdf',
      handler: ({ db, actor, query }) => cisStatementPdf(db, actor, query.date, query.supplier_id),
    }),
  ],
});
