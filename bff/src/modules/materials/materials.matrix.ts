// The materials module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import {
  makeMaterialEnquiry as makeMaterialEnquiry,
  makeInvoice,
  makePo,
  makeMaterialRequest as makeMaterialRequest,
  materialsSupplier,
} from '@sitebase/core-api/testing';
import { MaterialEnquiry } from '@sitebase/core-api/testing';
import { MaterialRequestLine } from '@sitebase/core-api/testing';
import { defineOperations, onTeam } from '../../security/matrix.js';

export const operations = defineOperations({
  materialRequests: {
    rest: 'GET /material-requests',
    document: 'query { materialRequests(status: requested, page: 1, size: 20) { total items { id } } }',
  },
  materialRequest: {
    rest: 'GET /material-requests/{materialRequestId}',
    document: 'query M($id: ID!) { materialRequest(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeMaterialRequest(await onTeam(w))).id }),
  },
  createMaterialRequest: {
    rest: 'POST /material-requests',
    document:
      'mutation C($p: String!) { createMaterialRequest(input: { project_id: $p, lines: [{ description: "Sand", quantity: 2, unit: "tonne" }] }) { id } }',
    variables: async (w) => ({ p: (await onTeam(w)).id }),
    expect: { foreign: 'NOT_FOUND' },
  },
  changeMaterialRequestStatus: {
    rest: 'POST /material-requests/{materialRequestId}/status',
    document: 'mutation S($id: ID!) { changeMaterialRequestStatus(id: $id, status: "approved") { id } }',
    variables: async (w) => ({ id: (await makeMaterialRequest(await onTeam(w))).id }),
    expect: { worker: 'FORBIDDEN' },
  },
  bulkMaterialRequestStatus: {
    rest: 'POST /material-requests/bulk-status',
    document:
      'mutation B($ids: [ID!]!) { bulkMaterialRequestStatus(ids: $ids, status: "rejected", reason: "No") { results { id done } } }',
    variables: async (w) => ({ ids: [(await makeMaterialRequest(await onTeam(w))).id] }),
  },
  sendMaterialEnquiries: {
    rest: 'POST /material-requests/{materialRequestId}/enquiries',
    document: 'mutation E($id: ID!, $s: [ID!]!) { sendMaterialEnquiries(id: $id, supplier_ids: $s) { id } }',
    variables: async (w) => ({
      id: (await makeMaterialRequest(await onTeam(w), 'approved')).id,
      s: [(await materialsSupplier(w.company)).id],
    }),
  },
  recordMaterialQuote: {
    rest: 'PUT /material-enquiries/{materialEnquiryId}/quote',
    document:
      'mutation Q($id: ID!, $l: String!) { recordMaterialQuote(enquiry_id: $id, input: { lines: [{ line_id: $l, unit_price_pence: 650, vat_code: "standard" }], lead_time_days: 2, valid_until: "2099-12-31" }) { id } }',
    variables: async (w) => {
      const e = await makeMaterialEnquiry(await onTeam(w), false);
      const line = await MaterialRequestLine.findOne({
        where: { request_id: (await MaterialEnquiry.findByPk(e.id))!.request_id },
      });
      return { id: e.id, l: line!.id };
    },
  },
  orderMaterialQuote: {
    rest: 'POST /material-enquiries/{materialEnquiryId}/order',
    document: 'mutation O($id: ID!) { orderMaterialQuote(enquiry_id: $id, input: {}) { id } }',
    variables: async (w) => ({ id: (await makeMaterialEnquiry(await onTeam(w))).id }),
  },
  purchaseOrders: {
    rest: 'GET /purchase-orders',
    document: 'query { purchaseOrders(status: issued, page: 1, size: 20) { total items { id } } }',
  },
  purchaseOrder: {
    rest: 'GET /purchase-orders/{purchaseOrderId}',
    document: 'query P($id: ID!) { purchaseOrder(id: $id) { id } }',
    variables: async (w) => ({ id: (await makePo(await onTeam(w))).po.id }),
  },
  createPurchaseOrder: {
    rest: 'POST /purchase-orders',
    document:
      'mutation C($p: String!, $s: String!) { createPurchaseOrder(input: { project_id: $p, supplier_id: $s, lines: [{ description: "Sand", quantity: 2, unit: "tonne", unit_price_pence: 4500, vat_code: "standard" }] }) { id } }',
    variables: async (w) => ({ p: (await onTeam(w)).id, s: (await materialsSupplier(w.company)).id }),
    expect: { foreign: 'NOT_FOUND' },
  },
  changePurchaseOrderStatus: {
    rest: 'POST /purchase-orders/{purchaseOrderId}/status',
    document: 'mutation S($id: ID!) { changePurchaseOrderStatus(id: $id, status: "issued") { id } }',
    variables: async (w) => ({ id: (await makePo(await onTeam(w), 'draft')).po.id }),
  },
  recordMaterialDelivery: {
    rest: 'POST /purchase-orders/{purchaseOrderId}/deliveries',
    document:
      'mutation D($id: ID!, $l: String!) { recordMaterialDelivery(purchase_order_id: $id, input: { lines: [{ line_id: $l, quantity: 3 }] }) { id } }',
    variables: async (w) => {
      const { po, line } = await makePo(await onTeam(w));
      return { id: po.id, l: line.id };
    },
  },
  acceptMaterialOverDelivery: {
    rest: 'POST /purchase-orders/{purchaseOrderId}/over-delivery/accept',
    document:
      'mutation O($id: ID!) { acceptMaterialOverDelivery(purchase_order_id: $id, reason: "Two spare bags kept") { id } }',
    variables: async (w) => ({ id: (await makePo(await onTeam(w), 'delivered', 10, 2)).po.id }),
  },
  addSupplierInvoice: {
    rest: 'POST /purchase-orders/{purchaseOrderId}/invoices',
    document:
      'mutation I($id: ID!, $l: String!) { addSupplierInvoice(purchase_order_id: $id, input: { supplier_reference: "INV-9", invoice_date: "2026-11-20", lines: [{ line_id: $l, quantity: 10, unit_price_pence: 700 }] }) { id } }',
    variables: async (w) => {
      const { po, line } = await makePo(await onTeam(w), 'delivered', 10);
      return { id: po.id, l: line.id };
    },
  },
  approveSupplierInvoice: {
    rest: 'POST /supplier-invoices/{supplierInvoiceId}/approve',
    document: 'mutation A($id: ID!) { approveSupplierInvoice(id: $id) { id } }',
    variables: async (w) => {
      const { po, line } = await makePo(await onTeam(w), 'delivered', 10);
      return { id: (await makeInvoice(po, line)).id };
    },
  },
  paySupplierInvoice: {
    rest: 'POST /supplier-invoices/{supplierInvoiceId}/pay',
    document:
      'mutation P($id: ID!, $d: String!) { paySupplierInvoice(id: $id, payment_date: $d, payment_reference: "BACS 1") { id } }',
    variables: async (w) => {
      const { po, line } = await makePo(await onTeam(w), 'delivered', 10);
      const invoice = await makeInvoice(po, line);
      await invoice.update({ status: 'approved', approved_at: new Date() });
      return { id: invoice.id, d: invoice.invoice_date };
    },
  },
  projectMaterialCosts: {
    rest: 'GET /projects/{projectId}/material-costs',
    document: 'query M($id: ID!) { projectMaterialCosts(project_id: $id) { committed_pence } }',
    variables: async (w) => ({ id: (await onTeam(w)).id }),
  },
});
