// Owns the /plant routes: supplier rates (supervisors read, managers set up), the register (anyone reads,
// managers set up), plant requests (any signed-in user asks for a project they are on; supervisors and up
// approve as an allocation or a hire, put on hire and record collections; the site asks for off-hire), the
// due-soon list and a project's hire costs — plus what plant contributes to other modules: its requests as a
// project dependent, hire cost to the project's plant budget, dashboard figures, the requester's
// notifications and demo data. Rules live in the services and plant.policy.ts.
import { z } from 'zod';
import { defineModule } from '../../kit/module.js';
import { uuidParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { plantCountedLists } from './plant.counters.js';
import {
  plantCosts,
  plantDependent,
  plantFigures,
  plantWidgetFigures,
  plantNotificationRule,
} from './plant.contributions.js';
import { PlantItem } from './plant-item.model.js';
import { PlantRate } from './plant-rate.model.js';
import { ITEM_NOT_FOUND, PlantRegisterService, RATE_NOT_FOUND } from './plant-register.service.js';
import { PlantRequest } from './plant-request.model.js';
import { PLANT_REQUEST_NOT_FOUND, PlantRequestReads, isPlantRequestVisible } from './plant-requests.read.js';
import { PlantRequestsService } from './plant-requests.service.js';
import { PlantHireInvoice } from './plant-hire-invoice.model.js';
import {
  plantHireInvoiceSchema,
  plantHireInvoicesSchema,
  recordedHireInvoiceSchema,
} from './plant-hire-invoice.presenter.js';
import { HIRE_INVOICE_NOT_FOUND, PlantHireInvoicesService } from './plant-hire-invoices.service.js';
import {
  approvalSchema,
  dueSoonSchema,
  offUseSpellSchema,
  plantForFormSchema,
  plantItemPageSchema,
  plantItemSchema,
  plantRatePageSchema,
  plantRateSchema,
  plantRequestDetailSchema,
  plantRequestPageSchema,
  plantRequestSchema,
  projectPlantCostSchema,
  rateOptionsSchema,
} from './plant.presenter.js';
import {
  approveSchema,
  clearOffUseSchema,
  collectionSchema,
  forFormsQuerySchema,
  createItemSchema,
  createRateSchema,
  createRequestSchema,
  listItemsQuerySchema,
  listRatesQuerySchema,
  listRequestsQuerySchema,
  onHireSchema,
  optionalReasonSchema,
  payHireInvoiceSchema,
  reasonSchema,
  recordHireInvoiceSchema,
  updateItemSchema,
  updateRateSchema,
} from './plant.schema.js';
import { seedDemoPlant } from './plant.seed.js';
import { PlantOffUse } from './plant-off-use.model.js';
import { PlantOffUseService, offUseNotificationRule } from './plant-off-use.js';
import { plantItemsExport, plantRatesExport, plantRequestsExport } from './plant.exports.js';

export interface PlantServices {
  register: PlantRegisterService;
  /** Changes to requests. */
  requests: PlantRequestsService;
  /** Reads of requests (lists, one with its history, rate options, due soon, a project's hire costs). */
  reads: PlantRequestReads;
  /** A hire's supplier invoices: entered with their CIS and VAT, paid. */
  hireInvoices: PlantHireInvoicesService;
  /** Plant taken off use by a failed pre-use check, cleared by a supervisor; a form's plant picker. */
  offUse: PlantOffUseService;
}

const route = routeBuilder<PlantServices>();
const ANYONE = company('worker', 'workers see their own requests and those of projects they are on');
const SUPERVISORS = company('supervisor');
const MANAGERS = company('manager');
const MOVE_CONFLICT = { 409: 'The request’s status does not allow this move' };

export const plantModule = defineModule({
  name: 'plant',
  description: 'Plant hire: supplier rates, the register, requests, approval, on/off-hire, hire costs',
  models: [PlantRate, PlantItem, PlantRequest, PlantHireInvoice, PlantOffUse],
  params: {
    plantRateId: uuidParam({
      description: 'Plant rate id (uuid). Unknown, malformed or another company’s → 404',
      notFound: RATE_NOT_FOUND,
      visible: async (actor, id) =>
        (await PlantRate.count({ where: { id, company_id: actor.companyId } })) > 0,
    }),
    plantItemId: uuidParam({
      description: 'Plant register item id (uuid). Unknown, malformed or another company’s → 404',
      notFound: ITEM_NOT_FOUND,
      visible: async (actor, id) =>
        (await PlantItem.count({ where: { id, company_id: actor.companyId } })) > 0,
    }),
    plantRequestId: uuidParam({
      description:
        'Plant request id (uuid). Unknown, malformed, another company’s, or (for a worker) neither theirs nor of a project they are on → 404',
      notFound: PLANT_REQUEST_NOT_FOUND,
      visible: isPlantRequestVisible,
    }),
    plantHireInvoiceId: uuidParam({
      description: 'Plant hire invoice id (uuid). Unknown, malformed or another company’s → 404',
      notFound: HIRE_INVOICE_NOT_FOUND,
      visible: async (actor, id) =>
        (await PlantHireInvoice.count({ where: { id, company_id: actor.companyId } })) > 0,
    }),
  },
  create: (deps): PlantServices => {
    const reads = new PlantRequestReads(deps.sequelize);
    return {
      register: new PlantRegisterService(deps.sequelize),
      requests: new PlantRequestsService(deps.sequelize, reads),
      reads,
      hireInvoices: new PlantHireInvoicesService(deps.sequelize),
      offUse: new PlantOffUseService(deps.sequelize),
    };
  },
  contributes: {
    countedLists: plantCountedLists,
    projectDependents: [plantDependent],
    projectCosts: [plantCosts],
    dashboardFigures: plantFigures,
    widgetFigures: plantWidgetFigures,
    notificationRules: [plantNotificationRule, offUseNotificationRule],
    demoData: [
      ({ companyId, users, transaction }) =>
        seedDemoPlant(
          companyId,
          { worker: users.worker?.id, supervisor: users.supervisor?.id, manager: users.manager?.id },
          transaction,
        ),
    ],
  },
  routes: [
    // ---- rates ----
    route({
      method: 'get',
      path: '/plant/rates',
      summary: 'Supplier rates by category, cheapest first: category, supplier and valid-on filters, pages',
      access: SUPERVISORS,
      query: listRatesQuerySchema,
      response: plantRatePageSchema,
      exports: plantRatesExport,
      handler: ({ services, actor, query }) => services.register.listRates(actor, query),
    }),
    route({
      method: 'post',
      path: '/plant/rates',
      summary: 'Add a supplier rate for a plant category (pence per day or per week, delivery, collection)',
      access: MANAGERS,
      body: createRateSchema,
      status: 201,
      response: plantRateSchema,
      errors: { 409: 'The supplier is inactive' },
      handler: async ({ services, actor, body }) =>
        services.register.presentRate(actor, await services.register.createRate(actor, body)),
    }),
    route({
      method: 'patch',
      path: '/plant/rates/{plantRateId}',
      summary: 'Edit a supplier rate (hires already placed keep the rate they were placed at)',
      access: MANAGERS,
      body: updateRateSchema,
      response: plantRateSchema,
      errors: { 409: 'The supplier is inactive' },
      handler: async ({ services, actor, params, body }) =>
        services.register.presentRate(
          actor,
          await services.register.updateRate(actor, params.plantRateId, body),
        ),
    }),
    route({
      method: 'delete',
      path: '/plant/rates/{plantRateId}',
      summary: 'Delete a rate no hire was placed at (otherwise end it with a valid-to date)',
      access: MANAGERS,
      produces: 'none',
      errors: { 409: 'Hires were placed at this rate' },
      handler: ({ services, actor, params }) => services.register.removeRate(actor, params.plantRateId),
    }),
    route({
      method: 'get',
      path: '/plant/categories',
      summary: 'Plant categories the company knows (from its rates and register), for the request form',
      access: ANYONE,
      response: z.object({ items: z.array(z.string()) }).meta({ id: 'PlantCategories' }),
      handler: async ({ services, actor }) => ({ items: await services.register.categories(actor) }),
    }),
    // ---- register ----
    route({
      method: 'get',
      path: '/plant/items',
      summary:
        'The plant register (owned and hired; disposed only when asked): search, status, ownership, category, pages',
      access: ANYONE,
      query: listItemsQuerySchema,
      response: plantItemPageSchema,
      exports: plantItemsExport,
      handler: ({ services, actor, query }) => services.register.listItems(actor, query),
    }),
    route({
      method: 'post',
      path: '/plant/items',
      summary: 'Add an item to the register (a hired item names its supplier)',
      access: MANAGERS,
      body: createItemSchema,
      status: 201,
      response: plantItemSchema,
      errors: { 409: 'An item with this asset number is already in the register' },
      handler: async ({ services, actor, body }) =>
        (await services.register.presentItems(actor, [await services.register.createItem(actor, body)]))[0]!,
    }),
    route({
      method: 'get',
      path: '/plant/items/for-forms',
      summary:
        'A form’s plant picker on a project the caller is on: items not disposed, those on hire or allocated to the project first; no rates or money',
      access: company('worker', 'a project the caller is on'),
      query: forFormsQuerySchema,
      response: z.array(plantForFormSchema),
      handler: ({ services, actor, query }) =>
        services.offUse.forForms(actor, query.project_id, query.search),
    }),
    route({
      method: 'post',
      path: '/plant/items/{plantItemId}/clear-off-use',
      summary:
        'Clear an item a failed pre-use check took off use, with a note of what was done (supervisors and up); kept as history',
      access: SUPERVISORS,
      body: clearOffUseSchema,
      response: plantItemSchema,
      errors: { 409: 'The item is not off use' },
      handler: async ({ services, actor, params, body }) =>
        (
          await services.register.presentItems(actor, [
            await services.offUse.clear(actor, params.plantItemId, body.note),
          ])
        )[0]!,
    }),
    route({
      method: 'get',
      path: '/plant/items/{plantItemId}/off-use-history',
      summary: 'The item’s past spells off use after failed pre-use checks: who cleared each, when, the note',
      access: ANYONE,
      response: z.array(offUseSpellSchema),
      handler: ({ services, actor, params }) => services.offUse.history(actor, params.plantItemId),
    }),
    route({
      method: 'get',
      path: '/plant/items/{plantItemId}',
      summary: 'One register item with its inspection states',
      access: ANYONE,
      response: plantItemSchema,
      handler: async ({ services, actor, params }) =>
        (
          await services.register.presentItems(actor, [
            await services.register.findItem(actor, params.plantItemId),
          ])
        )[0]!,
    }),
    route({
      method: 'patch',
      path: '/plant/items/{plantItemId}',
      summary:
        'Edit a register item: details, LOLER and PUWER due dates, status available / in repair / disposed',
      access: MANAGERS,
      body: updateItemSchema,
      response: plantItemSchema,
      errors: {
        409: 'The status change is not allowed from the item’s status, or the asset number is taken',
      },
      handler: async ({ services, actor, params, body }) =>
        (
          await services.register.presentItems(actor, [
            await services.register.updateItem(actor, params.plantItemId, body),
          ])
        )[0]!,
    }),
    // ---- requests ----
    route({
      method: 'get',
      path: '/plant/requests',
      summary:
        'Plant requests, newest first: workers get their own; supervisors and up all (scope=mine for theirs); status, open, project and search filters, pages',
      access: ANYONE,
      query: listRequestsQuerySchema,
      response: plantRequestPageSchema,
      exports: plantRequestsExport,
      handler: ({ services, actor, query }) => services.reads.list(actor, query),
    }),
    route({
      method: 'post',
      path: '/plant/requests',
      summary: 'Ask for plant on a project (workers: a project they are on); numbered PR-0001',
      access: company('worker', 'workers ask only for projects whose team they are on', {
        keyScope: 'plant:request',
      }),
      body: createRequestSchema,
      status: 201,
      response: plantRequestSchema,
      errors: { 409: 'The project is archived, completed or cancelled' },
      handler: async ({ services, actor, body }) =>
        services.reads.presentOne(actor, await services.requests.create(actor, body)),
    }),
    route({
      method: 'get',
      path: '/plant/due-soon',
      summary: 'Inspections due in 7 days or expired, and hires whose until date falls this week',
      access: ANYONE,
      response: dueSoonSchema,
      handler: ({ services, actor }) => services.reads.dueSoon(actor),
    }),
    route({
      method: 'get',
      path: '/plant/requests/{plantRequestId}',
      summary: 'One plant request with its timeline and the caller’s abilities',
      access: ANYONE,
      response: plantRequestDetailSchema,
      handler: async ({ services, actor, params }) => {
        const request = await services.reads.get(actor, params.plantRequestId);
        return {
          ...(await services.reads.presentOne(actor, request)),
          timeline: await services.reads.timeline(actor, request.id),
        };
      },
    }),
    route({
      method: 'get',
      path: '/plant/requests/{plantRequestId}/rate-options',
      summary:
        'Rates valid on the request’s start date for its category, cheapest over the requested period first (the first is suggested)',
      access: SUPERVISORS,
      response: rateOptionsSchema,
      handler: ({ services, actor, params }) => services.reads.rateOptions(actor, params.plantRequestId),
    }),
    route({
      method: 'post',
      path: '/plant/requests/{plantRequestId}/approve',
      summary:
        'Approve: allocate an owned item (refused when an inspection has expired, warned within 7 days) or hire at a supplier rate',
      access: SUPERVISORS,
      body: approveSchema,
      response: approvalSchema,
      errors: { 409: 'Not requested, item unavailable, an inspection expired, or the rate does not fit' },
      handler: async ({ services, actor, params, body }) => {
        const { request, warnings } = await services.requests.approve(actor, params.plantRequestId, body);
        return { ...(await services.reads.presentOne(actor, request)), warnings };
      },
    }),
    route({
      method: 'post',
      path: '/plant/requests/{plantRequestId}/reject',
      summary: 'Reject a request, with the reason',
      access: SUPERVISORS,
      body: reasonSchema,
      response: plantRequestSchema,
      errors: MOVE_CONFLICT,
      handler: async ({ services, actor, params, body }) =>
        services.reads.presentOne(
          actor,
          await services.requests.reject(actor, params.plantRequestId, body.reason),
        ),
    }),
    route({
      method: 'post',
      path: '/plant/requests/{plantRequestId}/cancel',
      summary: 'Cancel a request before it goes on hire (the requester, or a supervisor and up)',
      access: company('worker', 'a worker cancels only their own request'),
      body: optionalReasonSchema,
      response: plantRequestSchema,
      errors: MOVE_CONFLICT,
      handler: async ({ services, actor, params, body }) =>
        services.reads.presentOne(
          actor,
          await services.requests.cancel(actor, params.plantRequestId, body.reason ?? null),
        ),
    }),
    route({
      method: 'post',
      path: '/plant/requests/{plantRequestId}/on-hire',
      summary: 'Record delivery: the plant is on hire from the date given (default today)',
      access: SUPERVISORS,
      body: onHireSchema,
      response: plantRequestSchema,
      errors: MOVE_CONFLICT,
      handler: async ({ services, actor, params, body }) =>
        services.reads.presentOne(actor, await services.requests.onHire(actor, params.plantRequestId, body)),
    }),
    route({
      method: 'post',
      path: '/plant/requests/{plantRequestId}/off-hire',
      summary: 'The site asks for off-hire (anyone who can see the request)',
      access: company('worker', 'workers see only their own requests and their projects’'),
      response: plantRequestSchema,
      errors: MOVE_CONFLICT,
      handler: async ({ services, actor, params }) =>
        services.reads.presentOne(
          actor,
          await services.requests.requestOffHire(actor, params.plantRequestId),
        ),
    }),
    route({
      method: 'post',
      path: '/plant/requests/{plantRequestId}/collection',
      summary: 'Record the supplier’s collection reference and date (the hire ends)',
      access: SUPERVISORS,
      body: collectionSchema,
      response: plantRequestSchema,
      errors: MOVE_CONFLICT,
      handler: async ({ services, actor, params, body }) =>
        services.reads.presentOne(
          actor,
          await services.requests.recordCollection(actor, params.plantRequestId, body),
        ),
    }),
    // ---- hire invoices (decision 0050) ----
    route({
      method: 'get',
      path: '/plant/requests/{plantRequestId}/hire-invoices',
      summary:
        'A hire’s supplier invoices with their CIS and VAT working, beside the hire cost to date and the CIS rule (wet or self-drive hire)',
      access: SUPERVISORS,
      response: plantHireInvoicesSchema,
      handler: ({ services, actor, params }) => services.hireInvoices.list(actor, params.plantRequestId),
    }),
    route({
      method: 'post',
      path: '/plant/requests/{plantRequestId}/hire-invoices',
      summary:
        'Enter the supplier’s hire invoice: wet hire from a CIS-registered supplier carries the CIS deduction (HMRC CISR14260), self-drive hire none; VAT from both parties’ registration; compared with the hire cost to date',
      access: SUPERVISORS,
      body: recordHireInvoiceSchema,
      status: 201,
      response: recordedHireInvoiceSchema,
      errors: {
        409: 'Not a hire on hire yet, the supplier’s reference is already entered (naming the first), or a wet hire’s supplier has no CIS status',
      },
      handler: ({ services, actor, params, body }) =>
        services.hireInvoices.record(actor, params.plantRequestId, body),
    }),
    route({
      method: 'post',
      path: '/plant/hire-invoices/{plantHireInvoiceId}/pay',
      summary:
        'Record a hire invoice paid (default today): the payment date puts a wet hire’s CIS deduction in its tax month',
      access: MANAGERS,
      body: payHireInvoiceSchema,
      response: plantHireInvoiceSchema,
      errors: { 409: 'Already paid, or you entered it (someone else must approve paying it)' },
      handler: ({ services, actor, params, body }) =>
        services.hireInvoices.pay(actor, params.plantHireInvoiceId, body),
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/plant-costs',
      summary:
        'A project’s hires and their cost to date (chargeable days × day rate, plus delivery and collection)',
      access: SUPERVISORS,
      response: projectPlantCostSchema,
      handler: ({ services, actor, params }) => services.reads.projectCost(actor, params.projectId),
    }),
  ],
});
