// Owns the /enquiries and /estimates routes (supervisors and up, spec §2): tender enquiries with their status
// moves, history and conversion into a project; versioned estimates with sectioned lines, totals computed here,
// issue/accept/reject, new versions and a PDF. Rules live in the services (enquiries, estimates), the conversion command, enquiries.policy.ts and
// enquiries.transitions.ts; another company's enquiry or estimate is 404 for every caller (the kit checks ids).
import { z } from 'zod';
import { defineModule } from '../../kit/module.js';
import { uuidParam } from '../../kit/params.js';
import { ENQUIRIES_MIN_ROLE } from './enquiries.policy.js';
import { company, routeBuilder } from '../../kit/route.js';
import { enquiriesCountedLists } from './enquiries.counters.js';
import { Enquiry } from './enquiry.model.js';
import { EstimateLine } from './estimate-line.model.js';
import { Estimate } from './estimate.model.js';
import { fileEstimatePdfJob, renderEstimatePdf } from './estimate.pdf.js';
import {
  enquiryActivityListSchema,
  enquiryPageSchema,
  enquirySchema,
  estimateSchema,
  estimateSummarySchema,
  latestEstimatesSchema,
  presentEnquiry,
} from './enquiries.presenter.js';
import {
  createEnquirySchema,
  createEstimateSchema,
  enquiryIdsQuerySchema,
  enquiryStatusSchema,
  estimatePdfQuerySchema,
  estimateStatusSchema,
  listEnquiriesQuerySchema,
  updateEnquirySchema,
  updateEstimateSchema,
} from './enquiries.schema.js';
import { convertEnquiry, type EnquiryConversion } from './convert-enquiry.command.js';
import { enquiryFigures } from './enquiries.contributions.js';
import { seedDemoEnquiries } from './enquiries.seed.js';
import { ENQUIRY_NOT_FOUND, ESTIMATE_NOT_FOUND, EnquiriesService } from './enquiries.service.js';
import { EstimatesService } from './estimates.service.js';
import type { Actor } from '../../lib/auth.js';
import { enquiriesExport } from './enquiries.exports.js';

export interface EnquiryServices {
  enquiries: EnquiriesService;
  estimates: EstimatesService;
  convert(actor: Actor, enquiryId: string): Promise<EnquiryConversion>;
}

const route = routeBuilder<EnquiryServices>();
const SUPERVISORS = company(ENQUIRIES_MIN_ROLE);

export const conversionSchema = z
  .object({ project_id: z.uuid(), enquiry: enquirySchema })
  .meta({ id: 'EnquiryConversion' });

export const enquiriesModule = defineModule({
  name: 'enquiries',
  description:
    'Tender enquiries and their versioned estimates, converted into projects when won (supervisors and up)',
  params: {
    enquiryId: uuidParam({
      description: 'Enquiry id (uuid). Malformed, unknown or another company’s → 404',
      notFound: ENQUIRY_NOT_FOUND,
      visible: async (actor, id) => (await Enquiry.count({ where: { id, company_id: actor.companyId } })) > 0,
    }),
    estimateId: uuidParam({
      description: 'Estimate id (uuid). Malformed, unknown or another company’s → 404',
      notFound: ESTIMATE_NOT_FOUND,
      visible: async (actor, id) =>
        (await Estimate.count({ where: { id, company_id: actor.companyId } })) > 0,
    }),
  },
  models: [Enquiry, Estimate, EstimateLine],
  contributes: {
    activityReadRoles: { enquiry: ENQUIRIES_MIN_ROLE, estimate: ENQUIRIES_MIN_ROLE },
    countedLists: enquiriesCountedLists,
    dashboardFigures: enquiryFigures,
    jobs: [fileEstimatePdfJob],
    demoData: [
      async ({ companyId, users, transaction }) => {
        const n = await seedDemoEnquiries(companyId, users.manager?.id ?? null, transaction);
        return n ? `${n} demo enquiries` : null;
      },
    ],
  },
  create: (deps): EnquiryServices => ({
    enquiries: new EnquiriesService(deps.sequelize),
    estimates: new EstimatesService(deps.sequelize),
    convert: (actor, enquiryId) => convertEnquiry(deps, actor, enquiryId),
  }),
  routes: [
    route({
      method: 'get',
      path: '/enquiries',
      summary:
        'The company’s enquiries: search (reference, client, title, postcode), status filter, sort (tender due date first by default), pages',
      access: SUPERVISORS,
      query: listEnquiriesQuerySchema,
      response: enquiryPageSchema,
      exports: enquiriesExport,
      handler: ({ services, actor, query }) => services.enquiries.list(actor, query),
    }),
    route({
      method: 'post',
      path: '/enquiries',
      summary: 'Record a tender enquiry (ENQ-0001), status new',
      access: SUPERVISORS,
      body: createEnquirySchema,
      status: 201,
      response: enquirySchema,
      handler: ({ services, actor, body }) => services.enquiries.create(actor, body),
    }),
    route({
      method: 'get',
      path: '/enquiries/{enquiryId}',
      summary: 'One enquiry',
      access: SUPERVISORS,
      response: enquirySchema,
      handler: async ({ services, actor, params }) =>
        presentEnquiry(await services.enquiries.find(actor, params.enquiryId), actor),
    }),
    route({
      method: 'patch',
      path: '/enquiries/{enquiryId}',
      summary: 'Edit an open enquiry (new, estimating or submitted); fields left out stay',
      access: SUPERVISORS,
      body: updateEnquirySchema,
      response: enquirySchema,
      errors: { 409: 'This enquiry is closed and can no longer be changed' },
      handler: ({ services, actor, params, body }) =>
        services.enquiries.update(actor, params.enquiryId, body),
    }),
    route({
      method: 'delete',
      path: '/enquiries/{enquiryId}',
      summary: 'Delete an enquiry entered by mistake (only while new)',
      access: SUPERVISORS,
      produces: 'none',
      errors: { 409: 'Only a new enquiry can be deleted' },
      handler: ({ services, actor, params }) => services.enquiries.remove(actor, params.enquiryId),
    }),
    route({
      method: 'post',
      path: '/enquiries/{enquiryId}/status',
      summary: 'Move an enquiry on its transition table (lost and declined need a reason)',
      access: SUPERVISORS,
      body: enquiryStatusSchema,
      response: enquirySchema,
      errors: { 409: 'Cannot change status from X to Y' },
      handler: ({ services, actor, params, body }) =>
        services.enquiries.setStatus(actor, params.enquiryId, body),
    }),
    route({
      method: 'get',
      path: '/enquiries/{enquiryId}/history',
      summary: 'The enquiry’s and its estimates’ activity, newest first (the last 100)',
      access: SUPERVISORS,
      response: enquiryActivityListSchema,
      handler: async ({ services, actor, params }) => ({
        items: await services.enquiries.history(actor, params.enquiryId),
      }),
    }),
    route({
      method: 'get',
      path: '/enquiries/{enquiryId}/estimates',
      summary: 'The enquiry’s estimate versions, newest first',
      access: SUPERVISORS,
      response: z.object({ items: z.array(estimateSummarySchema) }).meta({ id: 'EstimateVersions' }),
      handler: async ({ services, actor, params }) => ({
        items: await services.estimates.estimatesOf(actor, params.enquiryId),
      }),
    }),
    route({
      method: 'post',
      path: '/enquiries/{enquiryId}/estimates',
      summary:
        'Start the enquiry’s estimate (EST-0001 v1, a draft); later versions come from POST /estimates/{estimateId}/versions',
      access: SUPERVISORS,
      body: createEstimateSchema,
      status: 201,
      response: estimateSchema,
      errors: { 409: 'The enquiry is closed, or already has an estimate' },
      handler: ({ services, actor, params, body }) =>
        services.estimates.createEstimate(actor, params.enquiryId, body),
    }),
    route({
      method: 'post',
      path: '/enquiries/{enquiryId}/convert',
      summary:
        'Turn a won enquiry with an accepted estimate into a project (contract value, budget per category, client and site), in one transaction',
      access: SUPERVISORS,
      status: 201,
      response: conversionSchema,
      errors: { 409: 'Already converted, not won, or no accepted estimate' },
      handler: ({ services, actor, params }) => services.convert(actor, params.enquiryId),
    }),
    route({
      method: 'get',
      path: '/estimates/latest',
      summary: 'The latest estimate version of each of several enquiries, for loaders',
      access: SUPERVISORS,
      query: enquiryIdsQuerySchema,
      response: latestEstimatesSchema,
      handler: async ({ services, actor, query }) => ({
        items: await services.estimates.latestFor(actor, query.enquiry_ids),
      }),
    }),
    route({
      method: 'get',
      path: '/estimates/{estimateId}',
      summary: 'One estimate version with its lines, section subtotals and totals',
      access: SUPERVISORS,
      response: estimateSchema,
      handler: ({ services, actor, params }) => services.estimates.getEstimate(actor, params.estimateId),
    }),
    route({
      method: 'patch',
      path: '/estimates/{estimateId}',
      summary:
        'Edit a draft: percentages, VAT treatment, valid-until, notes; `lines` replaces the lines in the order given (reordering); totals recomputed',
      access: SUPERVISORS,
      body: updateEstimateSchema,
      response: estimateSchema,
      errors: { 409: 'Only a draft estimate can be edited' },
      handler: ({ services, actor, params, body }) =>
        services.estimates.updateEstimate(actor, params.estimateId, body),
    }),
    route({
      method: 'post',
      path: '/estimates/{estimateId}/status',
      summary:
        'Issue a draft, or record the client’s acceptance or rejection (with a reason) of an issued estimate',
      access: SUPERVISORS,
      body: estimateStatusSchema,
      response: estimateSchema,
      errors: { 409: 'Cannot change status from X to Y' },
      handler: ({ services, actor, params, body }) =>
        services.estimates.setEstimateStatus(actor, params.estimateId, body),
    }),
    route({
      method: 'post',
      path: '/estimates/{estimateId}/versions',
      summary: 'A new draft version copying the latest (issued or rejected) one, which it supersedes',
      access: SUPERVISORS,
      status: 201,
      response: estimateSchema,
      errors: { 409: 'Not the latest version, or it cannot be superseded' },
      handler: ({ services, actor, params }) => services.estimates.newVersion(actor, params.estimateId),
    }),
    route({
      method: 'get',
      path: '/estimates/{estimateId}/pdf',
      summary:
        'The estimate as a PDF: the client’s quotation (kind=quotation, the default: section totals at selling price, with lines=true each line at its selling rate; no costs, overhead or profit), or the internal costed estimate (kind=internal, marked Internal)',
      access: SUPERVISORS,
      query: estimatePdfQuerySchema,
      produces: 'pdf',
      handler: async ({ services, actor, params, query }) => {
        const { estimate, enquiry, lines } = await services.estimates.estimateForPdf(
          actor,
          params.estimateId,
          query.kind,
        );
        return renderEstimatePdf(estimate, enquiry, lines, { kind: query.kind, lines: query.lines });
      },
    }),
  ],
});
