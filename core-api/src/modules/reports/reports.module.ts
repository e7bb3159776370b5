// Owns the reports routes (decision 0084): GET /reports (the reports the caller may open), applications by
// project (GET /reports/applications, its spreadsheet at /reports/applications/export and its PDF at
// /reports/applications/pdf: supervisors and up, as applications) and the CIS summary by tax month or year
// (GET /reports/cis, /reports/cis/export, /reports/cis/pdf: managers and up, as the CIS month). Each report is a
// read over figures other modules own (applications-report.read.ts, cis-report.read.ts); an API key reads one
// with the read scope of the module its figures come from (reports.policy.ts). The VAT summary by VAT period
// (GET /reports/vat, …/export, …/pdf: managers and up) and plant utilisation (GET /reports/plant, …/export,
// …/pdf: supervisors and up) are decision 0086's.
import { defineModule } from '../../kit/module.js';
import { company, routeBuilder } from '../../kit/route.js';
import { applicationsReportPdf, streamApplicationsReport } from './applications-report.files.js';
import { applicationsReport } from './applications-report.read.js';
import { cisReportPdf, streamCisReport } from './cis-report.files.js';
import { cisReport } from './cis-report.read.js';
import { plantReportPdf, streamPlantReport } from './plant-report.files.js';
import { plantReportSchema } from './plant-report.presenter.js';
import { plantReport } from './plant-report.read.js';
import { plantReportExportQuerySchema, plantReportQuerySchema } from './plant-report.schema.js';
import { cvrParams, cvrRoutes } from './cvr.routes.js';
import { REPORT_ACCESS, REPORTS_MIN_ROLE, readableReports } from './reports.policy.js';
import { streamVatReport, vatReportPdf } from './vat-report.files.js';
import { vatReportSchema } from './vat-report.presenter.js';
import { vatReport } from './vat-report.read.js';
import { vatReportExportQuerySchema, vatReportQuerySchema } from './vat-report.schema.js';
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
  vat: {
    title: 'VAT summary',
    description:
      'By VAT period: output VAT, input VAT and the reverse charge both ways, as the VAT return’s boxes 1, 4, 6 and 7, with the documents behind them',
  },
  plant: {
    title: 'Plant utilisation',
    description:
      'Per hire and per project over a date range: days on hire, off-hired late, and hire cost against the plant budget',
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
    'Reports over the figures the modules keep: applications by project, the CIS summary, the VAT summary, plant utilisation, cost value reconciliation, cost to complete',
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
    route({
      method: 'get',
      path: '/reports/vat',
      summary:
        'The VAT summary for a VAT period (period_end=YYYY-MM, on the company’s VAT quarters) or a from/to range: boxes 1, 4, 6 and 7 and the documents behind them',
      access: access('vat'),
      query: vatReportQuerySchema,
      response: vatReportSchema,
      handler: ({ db, actor, query }) => vatReport(db, actor, query),
    }),
    route({
      method: 'get',
      path: '/reports/vat/export',
      summary:
        'The VAT summary as a spreadsheet (CSV or XLSX): the boxes and their parts, then every document',
      access: access('vat'),
      query: vatReportExportQuerySchema,
      produces: 'export',
      handler: async ({ res, db, actor, query }) => {
        const { format, ...period } = query;
        await streamVatReport(res, db, actor, period, format);
      },
    }),
    route({
      method: 'get',
      path: '/reports/vat/pdf',
      summary: 'The VAT summary as a PDF (at most 2,000 documents)',
      access: access('vat'),
      query: vatReportQuerySchema,
      produces: 'pdf',
      handler: ({ db, actor, query }) => vatReportPdf(db, actor, query),
    }),
    route({
      method: 'get',
      path: '/reports/plant',
      summary:
        'Plant utilisation over a date range: per hire its days on hire, late off-hire and hire cost; per project against the plant budget',
      access: access('plant'),
      query: plantReportQuerySchema,
      response: plantReportSchema,
      handler: ({ db, actor, query }) => plantReport(db, actor, query),
    }),
    route({
      method: 'get',
      path: '/reports/plant/export',
      summary: 'Plant utilisation as a spreadsheet (CSV or XLSX), each project’s hires and total',
      access: access('plant'),
      query: plantReportExportQuerySchema,
      produces: 'export',
      handler: async ({ res, db, actor, query }) => {
        const { format, ...filters } = query;
        await streamPlantReport(res, db, actor, filters, format);
      },
    }),
    route({
      method: 'get',
      path: '/reports/plant/pdf',
      summary: 'Plant utilisation as a PDF',
      access: access('plant'),
      query: plantReportQuerySchema,
      produces: 'pdf',
      handler: ({ db, actor, query }) => plantReportPdf(db, actor, query),
    }),
  ],
});
