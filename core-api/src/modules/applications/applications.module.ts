// Owns the applications for payment routes: templates per project (/application-templates, and a project's
// defaults for a new one), applications numbered per project (/applications) with their status moves, payment
// and pay less notices and PDF, and the overview of what is outstanding. Supervisors and up (spec §2); another
// company's record is 404 for every caller. Role and state rules live in applications.policy.ts, writes in
// ApplicationsService, reads on the app's connection in application-templates.read.ts and applications.read.ts.
import { defineModule } from '../../kit/module.js';
import { uuidParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { applicationsCountedLists } from './applications.counters.js';
import { ApplicationNotice } from './application-notice.model.js';
import { ApplicationTemplate } from './application-template.model.js';
import {
  TEMPLATE_NOT_FOUND,
  listTemplates,
  readTemplate,
  templateDefaults,
  templateVisible,
} from './application-templates.read.js';
import { Application } from './application.model.js';
import {
  applicationFigures,
  applicationWidgetFigures,
  applicationsDependent,
  templatesDependent,
} from './applications.contributions.js';
import { buildApplicationPdf, fileApplicationPdfJob } from './applications.pdf.js';
import { buildDefaultNoticePdf } from './default-notice.pdf.js';
import {
  applicationPageSchema,
  applicationSchema,
  applicationsOverviewSchema,
  templateDefaultsSchema,
  templatePageSchema,
  templateSchema,
} from './applications.presenter.js';
import { APPLICATIONS_MIN_ROLE } from './applications.policy.js';
import {
  APPLICATION_NOT_FOUND,
  applicationVisible,
  applicationsOverview,
  listApplications,
  readApplication,
} from './applications.read.js';
import {
  applicationSchema as applicationBody,
  claimDateSchema,
  createApplicationSchema,
  defaultNoticeSchema,
  createTemplateSchema,
  listApplicationsQuerySchema,
  listTemplatesQuerySchema,
  noticeSchema,
  statusSchema,
  templateSchema as templateBody,
} from './applications.schema.js';
import { ApplicationsService } from './applications.service.js';
import { seedDemoApplications } from './applications.seed.js';
import { applicationTemplatesExport, applicationsExport } from './applications.exports.js';

const route = routeBuilder<ApplicationsService>();
const SUPERVISORS = company(APPLICATIONS_MIN_ROLE);

export const applicationsModule = defineModule({
  name: 'applications',
  description:
    'Applications for payment: templates, valuations, retention, Construction Act notices and dates, PDFs',
  params: {
    applicationTemplateId: uuidParam({
      description: 'Application template id (uuid). Unknown or another company’s → 404',
      notFound: TEMPLATE_NOT_FOUND,
      visible: templateVisible,
    }),
    applicationId: uuidParam({
      description: 'Application id (uuid). Unknown or another company’s → 404',
      notFound: APPLICATION_NOT_FOUND,
      visible: applicationVisible,
    }),
  },
  models: [ApplicationTemplate, Application, ApplicationNotice],
  contributes: {
    // Their activity (certified, payment notice…) reaches only those who may read them (decision 0052).
    activityReadRoles: { application: APPLICATIONS_MIN_ROLE, application_template: APPLICATIONS_MIN_ROLE },
    countedLists: applicationsCountedLists,
    projectDependents: [templatesDependent, applicationsDependent],
    dashboardFigures: applicationFigures,
    widgetFigures: applicationWidgetFigures,
    jobs: [fileApplicationPdfJob],
    demoData: [
      async ({ companyId, users, transaction }) => {
        const n = await seedDemoApplications(companyId, users, transaction);
        return n ? `${n} demo applications for payment` : null;
      },
    ],
  },
  create: (deps) => new ApplicationsService(deps.sequelize, deps.jobs),
  routes: [
    route({
      method: 'get',
      path: '/projects/{projectId}/application-defaults',
      summary:
        'A new template’s starting values from the project: retention, payment terms, VAT treatment, part of the UK',
      access: SUPERVISORS,
      response: templateDefaultsSchema,
      handler: ({ actor, params }) => templateDefaults(actor, params.projectId),
    }),
    route({
      method: 'get',
      path: '/application-templates',
      summary: 'Application templates on the projects the caller sees, newest first: project filter, pages',
      access: SUPERVISORS,
      query: listTemplatesQuerySchema,
      response: templatePageSchema,
      exports: applicationTemplatesExport,
      handler: ({ db, actor, query }) => listTemplates(db, actor, query),
    }),
    route({
      method: 'post',
      path: '/application-templates',
      summary:
        'A project’s schedule of works, retention, payment terms and VAT treatment for its applications',
      access: SUPERVISORS,
      body: createTemplateSchema,
      status: 201,
      response: templateSchema,
      handler: async ({ db, services, actor, body }) =>
        readTemplate(db, actor, await services.createTemplate(actor, body)),
    }),
    route({
      method: 'get',
      path: '/application-templates/{applicationTemplateId}',
      summary: 'One template with its applications and what the next application starts from',
      access: SUPERVISORS,
      response: templateSchema,
      handler: ({ db, actor, params }) => readTemplate(db, actor, params.applicationTemplateId),
    }),
    route({
      method: 'put',
      path: '/application-templates/{applicationTemplateId}',
      summary:
        'Change a template (lines keep their ids; practical completion and rectification release retention)',
      access: SUPERVISORS,
      body: templateBody,
      response: templateSchema,
      handler: async ({ db, services, actor, params, body }) => {
        await services.updateTemplate(actor, params.applicationTemplateId, body);
        return readTemplate(db, actor, params.applicationTemplateId);
      },
    }),
    route({
      method: 'get',
      path: '/applications',
      summary:
        'Applications on the projects the caller sees: open ones first by final date, then drafts, then paid; pages',
      access: SUPERVISORS,
      query: listApplicationsQuerySchema,
      response: applicationPageSchema,
      exports: applicationsExport,
      handler: ({ db, actor, query }) => listApplications(db, actor, query),
    }),
    route({
      method: 'get',
      path: '/applications/overview',
      summary:
        'Outstanding applications in pence (certified sums with VAT, less paid), overdue, retention held',
      access: SUPERVISORS,
      response: applicationsOverviewSchema,
      handler: ({ db, actor }) => applicationsOverview(db, actor),
    }),
    route({
      method: 'post',
      path: '/applications',
      summary: 'Make the next application (numbered per project) on a template: a draft with its totals',
      access: SUPERVISORS,
      body: createApplicationSchema,
      status: 201,
      response: applicationSchema,
      errors: { 409: 'Submit the previous application before making the next one' },
      handler: async ({ db, services, actor, body }) =>
        readApplication(db, actor, await services.createApplication(actor, body)),
    }),
    route({
      method: 'get',
      path: '/applications/{applicationId}',
      summary:
        'One application: lines, totals, Construction Act dates with their rules, notices and warnings',
      access: SUPERVISORS,
      response: applicationSchema,
      handler: ({ db, actor, params }) => readApplication(db, actor, params.applicationId),
    }),
    route({
      method: 'put',
      path: '/applications/{applicationId}',
      summary: 'Change a draft application’s valuation (totals are recomputed)',
      access: SUPERVISORS,
      body: applicationBody,
      response: applicationSchema,
      errors: { 409: 'Only a draft application can be changed' },
      handler: async ({ db, services, actor, params, body }) => {
        await services.updateApplication(actor, params.applicationId, body);
        return readApplication(db, actor, params.applicationId);
      },
    }),
    route({
      method: 'post',
      path: '/applications/{applicationId}/status',
      summary: 'Submit (the PDF is filed in the project’s folder), or record payment in full or in part',
      access: SUPERVISORS,
      body: statusSchema,
      response: applicationSchema,
      errors: { 409: 'Cannot change status from X to Y' },
      handler: async ({ db, services, actor, params, body }) => {
        await services.changeStatus(actor, params.applicationId, body);
        return readApplication(db, actor, params.applicationId);
      },
    }),
    route({
      method: 'post',
      path: '/applications/{applicationId}/notices',
      summary: 'Record the payer’s payment notice (certifies) or a pay less notice (sum and reason)',
      access: SUPERVISORS,
      body: noticeSchema,
      status: 201,
      response: applicationSchema,
      errors: { 409: 'Notices can be recorded only against a submitted or certified application' },
      handler: async ({ db, services, actor, params, body }) => {
        await services.recordNotice(actor, params.applicationId, body);
        return readApplication(db, actor, params.applicationId);
      },
    }),
    route({
      method: 'put',
      path: '/applications/{applicationId}/claim-date',
      summary:
        'Correct the date the claim was made (not in the future, not before the valuation date); every Construction Act date is reworked from it. Only while submitted, before any notice or payment',
      access: SUPERVISORS,
      body: claimDateSchema,
      response: applicationSchema,
      errors: {
        409: 'The claim date can be changed only while the application is submitted and before any notice or payment',
      },
      handler: async ({ db, services, actor, params, body }) => {
        await services.claims.setClaimDate(actor, params.applicationId, body.claim_date);
        return readApplication(db, actor, params.applicationId);
      },
    }),
    route({
      method: 'post',
      path: '/applications/{applicationId}/default-notice',
      summary:
        'Record the payee’s notice in default of the payer’s payment notice (s.110B): the sum and its basis; the final date for payment and the pay less deadline are postponed',
      access: SUPERVISORS,
      body: defaultNoticeSchema,
      status: 201,
      response: applicationSchema,
      errors: {
        409: 'Only after the payment notice’s latest date with no payment notice given, once, while unpaid',
      },
      handler: async ({ db, services, actor, params, body }) => {
        await services.claims.recordDefaultNotice(actor, params.applicationId, body);
        return readApplication(db, actor, params.applicationId);
      },
    }),
    route({
      method: 'get',
      path: '/applications/{applicationId}/default-notice/pdf',
      summary: 'The payee’s notice in default as a PDF (404 when none was given)',
      access: SUPERVISORS,
      produces: 'pdf',
      handler: ({ db, actor, params }) => buildDefaultNoticePdf(db, actor, params.applicationId),
    }),
    route({
      method: 'get',
      path: '/applications/{applicationId}/pdf',
      summary: 'The application for payment as a PDF',
      access: SUPERVISORS,
      produces: 'pdf',
      handler: ({ db, actor, params }) => buildApplicationPdf(db, actor, params.applicationId),
    }),
  ],
});
