// Owns the materials routes: material requests (/material-requests), supplier enquiries and their quotes
// (/material-enquiries), purchase orders with their PDF, deliveries and supplier invoices (/purchase-orders,
// /supplier-invoices), and a project's material costs. Writes live in one service per aggregate (built once by
// `create`), who may do what in materials.policy.ts, reads in material-requests.read.ts and
// purchase-orders.read.ts, statuses in materials.transitions.ts; another company's record is 404 for every caller.

import { defineModule } from '../../kit/module.js';
import { bulkResultSchema } from '../../lib/bulk.js';
import { uuidParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import type { Project } from '../../models/index.js';
import { findVisibleProject } from '../projects/index.js';
import { materialsCountedLists } from './materials.counters.js';
import { DeliveriesService } from './deliveries.service.js';
import { MaterialDelivery } from './material-delivery.model.js';
import { MaterialEnquiry } from './material-enquiry.model.js';
import { MaterialRequestLine } from './material-request-line.model.js';
import { MaterialRequest } from './material-request.model.js';
import { MaterialRequestsService } from './material-requests.service.js';
import { listRequests, readRequest } from './material-requests.read.js';
import {
  materialCostsByProject,
  materialFigures,
  materialWidgetFigures,
  materialProjectCosts,
  ordersDependent,
  requestNotificationRule,
  supplierInvoiceNotificationRule,
  requestsDependent,
} from './materials.contributions.js';
import { buildPoPdf } from './materials.pdf.js';
import {
  materialCostsSchema,
  poPageSchema,
  poSchema,
  requestPageSchema,
  requestSchema,
} from './materials.presenter.js';
import {
  ENQUIRY_NOT_FOUND,
  INVOICE_NOT_FOUND,
  PO_NOT_FOUND,
  REQUEST_NOT_FOUND,
  enquiryVisible,
  invoiceVisible,
  poVisible,
  requestVisible,
} from './materials.read.js';
import {
  acceptOverDeliverySchema,
  bulkRequestStatusSchema,
  approveInvoiceSchema,
  payInvoiceSchema,
  createPoSchema,
  createRequestSchema,
  deliverySchema,
  invoiceSchema,
  listPosQuerySchema,
  listRequestsQuerySchema,
  orderFromQuoteSchema,
  poStatusSchema,
  quoteSchema,
  requestStatusSchema,
  sendEnquiriesSchema,
} from './materials.schema.js';
import { seedDemoMaterials } from './materials.seed.js';
import { PurchaseOrderLine } from './purchase-order-line.model.js';
import { PurchaseOrder } from './purchase-order.model.js';
import { listPos, readPo } from './purchase-orders.read.js';
import { PurchaseOrdersService } from './purchase-orders.service.js';
import { RfqsService } from './rfqs.service.js';
import { SupplierInvoice } from './supplier-invoice.model.js';
import { SupplierInvoicesService } from './supplier-invoices.service.js';
import { materialRequestsExport, purchaseOrdersExport } from './materials.exports.js';

/** One service per aggregate, built once on the app's connection. */
interface MaterialsServices {
  requests: MaterialRequestsService;
  rfqs: RfqsService;
  orders: PurchaseOrdersService;
  deliveries: DeliveriesService;
  invoices: SupplierInvoicesService;
}

const route = routeBuilder<MaterialsServices>();
const ANYONE = company('worker', 'workers: requests and orders on the projects they are on');
const SUPERVISORS = company('supervisor');

export const materialsModule = defineModule({
  name: 'materials',
  description: 'Material requests, supplier enquiries, purchase orders, deliveries and supplier invoices',
  params: {
    materialRequestId: uuidParam({
      description:
        'Material request id (uuid). Unknown, another company’s or a project the caller is not on → 404',
      notFound: REQUEST_NOT_FOUND,
      visible: (actor, id, db) => requestVisible(db, actor, id),
    }),
    materialEnquiryId: uuidParam({
      description: 'Supplier enquiry id (uuid). Unknown or another company’s → 404',
      notFound: ENQUIRY_NOT_FOUND,
      visible: (actor, id, db) => enquiryVisible(db, actor, id),
    }),
    purchaseOrderId: uuidParam({
      description:
        'Purchase order id (uuid). Unknown, another company’s or a project the caller is not on → 404',
      notFound: PO_NOT_FOUND,
      visible: (actor, id, db) => poVisible(db, actor, id),
    }),
    supplierInvoiceId: uuidParam({
      description: 'Supplier invoice id (uuid). Unknown or another company’s → 404',
      notFound: INVOICE_NOT_FOUND,
      visible: (actor, id, db) => invoiceVisible(db, actor, id),
    }),
  },
  models: [
    MaterialRequest,
    MaterialRequestLine,
    MaterialEnquiry,
    PurchaseOrder,
    PurchaseOrderLine,
    MaterialDelivery,
    SupplierInvoice,
  ],
  contributes: {
    countedLists: materialsCountedLists,
    projectDependents: [requestsDependent, ordersDependent],
    projectCosts: [materialProjectCosts],
    notificationRules: [requestNotificationRule, supplierInvoiceNotificationRule],
    dashboardFigures: materialFigures,
    widgetFigures: materialWidgetFigures,
    demoData: [
      async ({ companyId, users, transaction }) => {
        const n = await seedDemoMaterials(companyId, users, transaction);
        return n ? `${n} demo material requests and orders` : null;
      },
    ],
  },
  create: (deps): MaterialsServices => {
    const orders = new PurchaseOrdersService(deps.sequelize, deps);
    return {
      requests: new MaterialRequestsService(deps.sequelize),
      rfqs: new RfqsService(deps.sequelize, orders),
      orders,
      deliveries: new DeliveriesService(deps.sequelize),
      invoices: new SupplierInvoicesService(deps.sequelize),
    };
  },
  routes: [
    route({
      method: 'get',
      path: '/material-requests',
      summary:
        'Material requests on the projects the caller sees, newest first: search, status and project filters, pages',
      access: ANYONE,
      query: listRequestsQuerySchema,
      response: requestPageSchema,
      exports: materialRequestsExport,
      handler: ({ db, actor, query }) => listRequests(db, actor, query),
    }),
    route({
      method: 'post',
      path: '/material-requests',
      summary: 'Ask for materials (MR-0001) on a project the caller is on, with lines',
      access: ANYONE,
      body: createRequestSchema,
      status: 201,
      response: requestSchema,
      handler: async ({ db, services, actor, body }) =>
        readRequest(db, actor, await services.requests.create(actor, body)),
    }),
    route({
      method: 'get',
      path: '/material-requests/{materialRequestId}',
      summary:
        'One request with its lines, enquiries and quotes side by side, orders, timeline and the moves allowed',
      access: ANYONE,
      response: requestSchema,
      handler: ({ db, actor, params }) => readRequest(db, actor, params.materialRequestId),
    }),
    route({
      method: 'post',
      path: '/material-requests/{materialRequestId}/status',
      summary:
        'Approve, reject (with a reason) or cancel a request; the requester never approves or rejects it',
      access: company(
        'worker',
        'approve and reject: supervisors and up; cancel: the requester or a supervisor',
      ),
      body: requestStatusSchema,
      response: requestSchema,
      errors: {
        409: 'Cannot change status from X to Y; you raised this material request, so someone else must approve it',
      },
      handler: async ({ db, services, actor, params, body }) => {
        await services.requests.changeStatus(actor, params.materialRequestId, body.status, body.reason);
        return readRequest(db, actor, params.materialRequestId);
      },
    }),
    route({
      method: 'post',
      path: '/material-requests/bulk-status',
      summary:
        'Approve or reject several requests, each on its own under the same rules; answers what happened to each',
      access: company('supervisor', 'approve and reject material requests'),
      body: bulkRequestStatusSchema,
      response: bulkResultSchema,
      handler: async ({ services, actor, body }) => ({
        results: await services.requests.bulkChangeStatus(actor, body.ids, body.status, body.reason),
      }),
    }),
    route({
      method: 'post',
      path: '/material-requests/{materialRequestId}/enquiries',
      summary: 'Send an approved request to suppliers for a price (RFQ); the request moves to quoting',
      access: SUPERVISORS,
      body: sendEnquiriesSchema,
      status: 201,
      response: requestSchema,
      errors: { 409: 'Enquiries can be sent only for an approved request' },
      handler: async ({ db, services, actor, params, body }) => {
        await services.rfqs.send(actor, params.materialRequestId, body.supplier_ids);
        return readRequest(db, actor, params.materialRequestId);
      },
    }),
    route({
      method: 'put',
      path: '/material-enquiries/{materialEnquiryId}/quote',
      summary: 'Record a supplier’s quote: a price and VAT code per request line, lead time and validity',
      access: SUPERVISORS,
      body: quoteSchema,
      response: requestSchema,
      errors: { 409: 'This enquiry is closed' },
      handler: async ({ db, services, actor, params, body }) =>
        readRequest(db, actor, await services.rfqs.recordQuote(actor, params.materialEnquiryId, body)),
    }),
    route({
      method: 'post',
      path: '/material-enquiries/{materialEnquiryId}/order',
      summary: 'Choose this quote: a draft purchase order at its prices (the other quotes are not chosen)',
      access: SUPERVISORS,
      body: orderFromQuoteSchema,
      status: 201,
      response: poSchema,
      errors: { 409: 'This quote has expired' },
      handler: async ({ db, services, actor, params, body }) =>
        readPo(db, actor, await services.rfqs.order(actor, params.materialEnquiryId, body)),
    }),
    route({
      method: 'get',
      path: '/purchase-orders',
      summary:
        'Purchase orders on the projects the caller sees, newest first: search, status and project filters, pages',
      access: ANYONE,
      query: listPosQuerySchema,
      response: poPageSchema,
      exports: purchaseOrdersExport,
      handler: ({ db, actor, query }) => listPos(db, actor, query),
    }),
    route({
      method: 'post',
      path: '/purchase-orders',
      summary: 'A direct order (PO-00001) to a supplier, optionally for an approved request',
      access: SUPERVISORS,
      body: createPoSchema,
      status: 201,
      response: poSchema,
      handler: async ({ db, services, actor, body }) =>
        readPo(db, actor, await services.orders.createDirect(actor, body)),
    }),
    route({
      method: 'get',
      path: '/purchase-orders/{purchaseOrderId}',
      summary: 'One purchase order with its lines, totals, deliveries, invoices and their match',
      access: ANYONE,
      response: poSchema,
      handler: ({ db, actor, params }) => readPo(db, actor, params.purchaseOrderId),
    }),
    route({
      method: 'post',
      path: '/purchase-orders/{purchaseOrderId}/status',
      summary: 'Issue (its PDF is filed in the project’s folder), cancel or close a purchase order',
      access: SUPERVISORS,
      body: poStatusSchema,
      response: poSchema,
      errors: { 409: 'Cannot change status from X to Y' },
      handler: async ({ db, services, actor, params, body }) => {
        await services.orders.changeStatus(actor, params.purchaseOrderId, body.status, body.reason);
        return readPo(db, actor, params.purchaseOrderId);
      },
    }),
    route({
      method: 'get',
      path: '/purchase-orders/{purchaseOrderId}/pdf',
      summary: 'The purchase order as a PDF',
      access: SUPERVISORS,
      produces: 'pdf',
      handler: ({ actor, params }) => buildPoPdf(actor.companyId, params.purchaseOrderId),
    }),
    route({
      method: 'post',
      path: '/purchase-orders/{purchaseOrderId}/deliveries',
      summary:
        'Record goods received against the order’s lines (ticket photo, shortage or damage notes); what comes beyond the order is held for a manager',
      access: ANYONE,
      body: deliverySchema,
      status: 201,
      response: poSchema,
      errors: { 409: 'Deliveries can be recorded only against an issued order' },
      handler: async ({ db, services, actor, params, body }) => {
        await services.deliveries.record(actor, params.purchaseOrderId, body);
        return readPo(db, actor, params.purchaseOrderId);
      },
    }),
    route({
      method: 'post',
      path: '/purchase-orders/{purchaseOrderId}/over-delivery/accept',
      summary:
        'Accept the goods delivered beyond the order (held until now) with a reason: they then count as received',
      access: company('manager', 'an over-delivery is accepted by a manager and up, with a reason'),
      body: acceptOverDeliverySchema,
      response: poSchema,
      errors: { 409: 'There is no over-delivery held on this order to accept' },
      handler: async ({ db, services, actor, params, body }) =>
        readPo(
          db,
          actor,
          await services.deliveries.acceptOverDelivery(actor, params.purchaseOrderId, body.reason),
        ),
    }),
    route({
      method: 'post',
      path: '/purchase-orders/{purchaseOrderId}/invoices',
      summary:
        'Enter the supplier’s invoice; it is matched against the order, the deliveries and the order’s earlier invoices',
      access: SUPERVISORS,
      body: invoiceSchema,
      status: 201,
      response: poSchema,
      errors: {
        409: 'Invoices can be added only to an issued order; a supplier’s reference can be entered only once',
      },
      handler: async ({ db, services, actor, params, body }) =>
        readPo(db, actor, await services.invoices.add(actor, params.purchaseOrderId, body)),
    }),
    route({
      method: 'post',
      path: '/supplier-invoices/{supplierInvoiceId}/approve',
      summary:
        'Approve a supplier invoice: a clean match, or a manager’s override with a reason; never by whoever entered it',
      access: company('supervisor', 'a mismatched invoice: managers and up, with a reason'),
      body: approveInvoiceSchema,
      response: poSchema,
      errors: {
        409: 'Supplier invoice is already approved; you raised this supplier invoice, so someone else must approve it',
      },
      handler: async ({ db, services, actor, params, body }) =>
        readPo(
          db,
          actor,
          await services.invoices.approve(actor, params.supplierInvoiceId, body.override_reason),
        ),
    }),
    route({
      method: 'post',
      path: '/supplier-invoices/{supplierInvoiceId}/pay',
      summary:
        'Record an approved supplier invoice paid: the payment date (not in the future, not before the invoice date) and the payment’s reference',
      access: company('manager'),
      body: payInvoiceSchema,
      response: poSchema,
      errors: { 409: 'Only an approved supplier invoice can be paid; it may be paid once' },
      handler: async ({ db, services, actor, params, body }) =>
        readPo(db, actor, await services.invoices.pay(actor, params.supplierInvoiceId, body)),
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/material-costs',
      summary:
        'A project’s materials: committed (issued orders), received, invoiced, against its materials budget',
      access: SUPERVISORS,
      response: materialCostsSchema,
      handler: async ({ db, actor, params }) => {
        const project: Project = await findVisibleProject(actor, params.projectId, { withManager: false });
        const costs = (await materialCostsByProject(db, [project.id])).get(project.id);
        const budget = Number(project.budget_materials_pence ?? 0);
        const committed = costs?.committed_pence ?? 0;
        return {
          project_id: project.id,
          budget_pence: budget,
          committed_pence: committed,
          received_pence: costs?.received_pence ?? 0,
          invoiced_pence: costs?.invoiced_pence ?? 0,
          remaining_pence: budget - committed,
        };
      },
    }),
  ],
});
