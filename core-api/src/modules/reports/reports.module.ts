// Owns the reports routes (decision 0084): GET /reports (the reports the caller may open), applications by
// project (GET /reports/applications, its spreadsheet at /reports/applications/export and its PDF at
// /reports/applications/pdf: supervisors and up, as applications) and the CIS summary by tax month or year
// (GET /reports/cis, /reports/cis/export, /reports/cis/pdf: managers and up, as the CIS month). Each report is a
// read over figures other modules own (applications-report.read.ts, cis-report.read.ts); an API key reads one
// with the read scope of the module its figures come from (reports.policy.ts).
import { defineModule } from '../../kit/module.js';
import { company, routeBuilder } from '../../kit/route.js';
import { applicationsReportPdf, streamApplicationsReport } from './applications-report.files.js';
import { applicationsReport } from './applications-report.read.js';
import { cisReportPdf, streamCisReport } from './cis-report.files.js';
import { cisReport } from './cis-report.read.js';
import { cvrParams, cvrRoutes } from './cvr.routes.js';
import { REPORT_ACCESS, REPORTS_MIN_ROLE, readableReports } from './reports.policy.js';
import { applicationsReportSchema, cisReportSchema, reportIndexSchema } from './reports.presenter.js';
import {
  applicationsReportExportQuerySchema,
  applicationsReportFileQuerySchema,
  applicationsReportQuerySchema,
  cisReportExportQuerySchema,
  cisReportQuerySchema,
} from './reports.schema.js';

const route = routeBuilder<undefined>();

const access = (report: keyof typeof REPORT_ACCESS) =>
  company(REPORT_ACCESS[report].minRole, undefined, { keyScope: REPORT_ACCESS[report].keyScope });

const REPORT_INFO = {
  applications: {
    title: 'Applications by project',
    description:
      'Every application with its Construction Act dates, applied, certified and paid, retention and what is overdue',
  },
  cis: {
    title: 'CIS summary',
    description:
      'Per subcontractor, by tax month or tax year: payments, materials and CIS deducted (the CIS300 figures)',
  },
  cvr: {
    title: 'Cost value reconciliation',
    description:
      'Per project and month: value and QS adjustments, cost by category against budget, margin to date and at completion, movement; month close',
  },
  cost_to_complete: {
    title: 'Cost to complete',
    description:
      'Work in progress per project: cost to date and to complete, forecast final cost, percent complete, earned value, over/under billing',
  },
} as const;

export const reportsModule = defineModule({
  name: 'reports',
  description:
    'Reports over the figures the modules keep: applications by project, the CIS summary, cost value reconciliation, cost to complete',
  params: { ...cvrParams },
  create: () => undefined,
  contributes: { activityReadRoles: { cvr_adjustment: REPORT_ACCESS.cvr.minRole } },
  routes: [
    ...cvrRoutes,
    route({
      method: 'get',
      path: '/reports',
      summary: 'The reports the caller may open, in the order the reports page shows them',
      // Any key that opens one report may list them; each report is still checked on its own route.
      access: company(REPORTS_MIN_ROLE, undefined, { keyScope: 'any-key' }),
      response: reportIndexSchema,
      handler: ({ actor }) => ({
        reports: readableReports(actor).map((key) => ({ key, ...REPORT_INFO[key] })),
      }),
    }),
    route({
      method: 'get',
      path: '/reports/applications',
      summary:
        'Applications by project: every application made with its dates, applied, certified, paid, retention and overdue; each project’s totals and the report’s; pages',
      access: access('applications'),
      query: applicationsReportQuerySchema,
      response: applicationsReportSchema,
      handler: ({ db, actor, query }) => applicationsReport(db, actor, query),
    }),
    route({
      method: 'get',
      path: '/reports/applications/export',
      summary:
        'Applications by project as a spreadsheet (CSV or XLSX), every row with the project and report totals',
      access: access('applications'),
      query: applicationsReportExportQuerySchema,
      produces: 'export',
      handler: async ({ res, db, actor, query }) => {
        const { format, ...filters } = query;
        await streamApplicationsReport(res, db, actor, filters, format);
      },
    }),
    route({
      method: 'get',
      path: '/reports/applications/pdf',
      summary: 'Applications by project as a PDF (at most 1,000 applications)',
      access: access('applications'),
      query: applicationsReportFileQuerySchema,
      produces: 'pdf',
      handler: ({ db, actor, query }) => applicationsReportPdf(db, actor, query),
    }),
    route({
      method: 'get',
      path: '/reports/cis',
      summary:
        'The CIS summary for a tax month or a whole tax year: per subcontractor and per month, payments excl. VAT, materials and CIS deducted',
      access: access('cis'),
      query: cisReportQuerySchema,
      response: cisReportSchema,
      handler: ({ db, actor, query }) => cisReport(db, actor, query),
    }),
    route({
      method: 'get',
      path: '/reports/cis/export',
      summary: 'The CIS summary as a spreadsheet (CSV or XLSX)',
      access: access('cis'),
      query: cisReportExportQuerySchema,
      produces: 'export',
      handler: async ({ res, db, actor, query }) => {
        const { format, ...period } = query;
        await streamCisReport(res, db, actor, period, format);
      },
    }),
    route({
      method: 'get',
      path: '/reports/cis/pdf',
      summary: 'The CIS summary as a PDF',
      access: access('cis'),
      query: cisReportQuerySchema,
      produces: 'pdf',
      handler: ({ db, actor, query }) => cisReportPdf(db, actor, query),
    }),
  ],
});
