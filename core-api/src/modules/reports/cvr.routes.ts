// Owns the routes of the cost value reconciliation and cost to complete (decision 0085), which reports.module.ts
// lists with the other reports: the two reports (JSON, spreadsheet, PDF), a QS adjustment's create, edit and
// delete, the manager's cost to complete per category, and closing a month. Managers and up; API keys read the
// reports with `cvr:read` (a scope of their own: every project's margins and forecasts) and never write.
import { uuidParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { costToCompletePdf, cvrPdf, streamCvr } from './cvr.files.js';
import {
  closeMonthResultSchema,
  costToCompleteResultSchema,
  cvrAdjustmentSchema,
  cvrReportSchema,
} from './cvr.presenter.js';
import { cvrReport } from './cvr.read.js';
import {
  closeMonthSchema,
  createAdjustmentSchema,
  cvrExportQuerySchema,
  cvrFileQuerySchema,
  cvrQuerySchema,
  setCostToCompleteSchema,
  updateAdjustmentSchema,
} from './cvr.schema.js';
import {
  ADJUSTMENT_NOT_FOUND,
  closeMonth,
  createAdjustment,
  deleteAdjustment,
  isAdjustmentVisible,
  readAdjustment,
  setCostToComplete,
  updateAdjustment,
} from './cvr.service.js';
import { REPORT_ACCESS } from './reports.policy.js';

const route = routeBuilder<undefined>();
const read = (report: 'cvr' | 'cost_to_complete') =>
  company(REPORT_ACCESS[report].minRole, 'commercial figures: managers and up', {
    keyScope: REPORT_ACCESS[report].keyScope,
  });
const WRITE = company(REPORT_ACCESS.cvr.minRole, 'the QS’s figures and month end: managers and up');
const CLOSED = 'The month is closed for the project: its figures cannot be changed';

export const cvrRoutes = [
  route({
    method: 'get',
    path: '/reports/cvr',
    summary:
      'Cost value reconciliation for a month (this month when none), of one project or the company: value, cost by category against budget, margin to date and at forecast final, movement since last month; closed months as kept',
    access: read('cvr'),
    query: cvrQuerySchema,
    response: cvrReportSchema,
    handler: ({ db, actor, query }) => cvrReport(db, actor, query),
  }),
  route({
    method: 'get',
    path: '/reports/cvr/export',
    summary: 'The CVR as a spreadsheet (CSV or XLSX): a row per project and the total',
    access: read('cvr'),
    query: cvrExportQuerySchema,
    produces: 'export',
    handler: async ({ res, db, actor, query }) => {
      const { format, ...filters } = query;
      await streamCvr(res, db, actor, filters, format, 'cvr');
    },
  }),
  route({
    method: 'get',
    path: '/reports/cvr/pdf',
    summary: 'The CVR as a PDF (at most 500 projects)',
    access: read('cvr'),
    query: cvrFileQuerySchema,
    produces: 'pdf',
    handler: ({ db, actor, query }) => cvrPdf(db, actor, query),
  }),
  route({
    method: 'get',
    path: '/reports/cost-to-complete',
    summary:
      'Cost to complete and work in progress for a month: contract and forecast final value, cost to date, cost to complete, final cost, percent complete, earned value, billed and over/under billing',
    access: read('cost_to_complete'),
    query: cvrQuerySchema,
    response: cvrReportSchema,
    handler: ({ db, actor, query }) => cvrReport(db, actor, query),
  }),
  route({
    method: 'get',
    path: '/reports/cost-to-complete/export',
    summary: 'Cost to complete as a spreadsheet (CSV or XLSX)',
    access: read('cost_to_complete'),
    query: cvrExportQuerySchema,
    produces: 'export',
    handler: async ({ res, db, actor, query }) => {
      const { format, ...filters } = query;
      await streamCvr(res, db, actor, filters, format, 'cost_to_complete');
    },
  }),
  route({
    method: 'get',
    path: '/reports/cost-to-complete/pdf',
    summary: 'Cost to complete as a PDF (at most 500 projects)',
    access: read('cost_to_complete'),
    query: cvrFileQuerySchema,
    produces: 'pdf',
    handler: ({ db, actor, query }) => costToCompletePdf(db, actor, query),
  }),
  route({
    method: 'post',
    path: '/reports/cvr/adjustments',
    summary:
      'Enter a QS adjustment to a project’s value in an open month (unagreed variations, over-measure, preliminaries alignment, known future losses; pence, may be negative; a note)',
    access: WRITE,
    body: createAdjustmentSchema,
    status: 201,
    response: cvrAdjustmentSchema,
    errors: { 409: CLOSED },
    handler: async ({ db, actor, body }) =>
      readAdjustment(db, actor, await createAdjustment(db, actor, body)),
  }),
  route({
    method: 'patch',
    path: '/reports/cvr/adjustments/{cvrAdjustmentId}',
    summary: 'Change an adjustment’s kind, amount or note while its month is open',
    access: WRITE,
    body: updateAdjustmentSchema,
    response: cvrAdjustmentSchema,
    errors: { 409: CLOSED },
    handler: async ({ db, actor, params, body }) => {
      await updateAdjustment(db, actor, params.cvrAdjustmentId, body);
      return readAdjustment(db, actor, params.cvrAdjustmentId);
    },
  }),
  route({
    method: 'delete',
    path: '/reports/cvr/adjustments/{cvrAdjustmentId}',
    summary: 'Delete an adjustment while its month is open',
    access: WRITE,
    produces: 'none',
    errors: { 409: CLOSED },
    handler: ({ db, actor, params }) => deleteAdjustment(db, actor, params.cvrAdjustmentId),
  }),
  route({
    method: 'put',
    path: '/reports/cvr/cost-to-complete',
    summary:
      'Enter a project’s estimated cost to complete for a cost category from a month on (null: budget less cost again)',
    access: WRITE,
    body: setCostToCompleteSchema,
    response: costToCompleteResultSchema,
    errors: { 409: CLOSED },
    handler: async ({ db, actor, body }) => {
      await setCostToComplete(db, actor, body);
      return body;
    },
  }),
  route({
    method: 'post',
    path: '/reports/cvr/close',
    summary:
      'Close a month for a project, or for every project: each project’s figures are kept as they are; later changes show as the next month’s movement',
    access: WRITE,
    body: closeMonthSchema,
    status: 201,
    response: closeMonthResultSchema,
    errors: { 409: 'The month is already closed' },
    handler: ({ db, actor, body }) => closeMonth(db, actor, body),
  }),
];

export const cvrParams = {
  cvrAdjustmentId: uuidParam({
    description: 'CVR adjustment id (uuid). Unknown or another company’s → 404',
    notFound: ADJUSTMENT_NOT_FOUND,
    visible: isAdjustmentVisible,
  }),
};
