// Security-suite description of materials: every fixture hangs off a project of the world's company whose team
// the world's worker is on (so workers read and record deliveries), in the state each route needs. Workers may
// call the status route but only a supervisor approves; another company's project is 404 for creates. The
// order and request reads list the prices, quotes and invoices a worker must not be shown (decision 0023).
import { defineSecurity, type FixtureMaker } from '../../security/harness.js';
import { makeProject, type World } from '../../security/world.js';
import { MaterialEnquiry } from './material-enquiry.model.js';
import { MaterialRequestLine } from './material-request-line.model.js';
import { makeEnquiry, makeInvoice, makePo, makeRequest, materialsSupplier } from './materials.fixtures.js';
import { PurchaseOrderLine } from './purchase-order-line.model.js';
import { londonDate } from '../../lib/calendar.js';

/** A well-formed id for attack bodies (the kit answers 404 for the path id before the body matters). */
const ANY_ID = '00000000-0000-4000-8000-000000000000';

const teamProject = (w: World) => makeProject(w.company, [w.users.worker.id]);
const request =
  (status: Parameters<typeof makeRequest>[1]): FixtureMaker =>
  async (w) =>
    (await makeRequest(await teamProject(w), status, w.users.worker.id)).id;
const enquiry =
  (quoted: boolean): FixtureMaker =>
  async (w) =>
    (await makeEnquiry(await teamProject(w), quoted)).id;
const po =
  (status: Parameters<typeof makePo>[1], received = 0, held = 0): FixtureMaker =>
  async (w) =>
    (await makePo(await teamProject(w), status, received, held)).po.id;
const cleanInvoice: FixtureMaker = async (w) => {
  const { po: order, line } = await makePo(await teamProject(w), 'delivered', 10);
  return (await makeInvoice(order, line)).id;
};
const approvedInvoice: FixtureMaker = async (w) => {
  const { po: order, line } = await makePo(await teamProject(w), 'delivered', 10);
  const invoice = await makeInvoice(order, line);
  await invoice.update({ status: 'approved', approved_at: new Date() });
  return invoice.id;
};
const invoicedPo: FixtureMaker = async (w) => {
  const { po: order, line } = await makePo(await teamProject(w), 'delivered', 10);
  await makeInvoice(order, line);
  return order.id;
};

/** An order's prices, its supplier invoices and their three-way match: supervisors and up (decision 0023). */
const PO_PRICE_FIELDS = {
  net_pence: 'supervisor',
  vat_pence: 'supervisor',
  gross_pence: 'supervisor',
  reverse_charge_vat_pence: 'supervisor',
  'lines[].unit_price_pence': 'supervisor',
  'lines[].net_pence': 'supervisor',
  'lines[].vat_pence': 'supervisor',
  invoices: 'supervisor',
  'invoices[].gross_pence': 'supervisor',
  'invoices[].match.total_variance_pence': 'supervisor',
} as const;

const lineOf = async (poId: string) =>
  (await PurchaseOrderLine.findOne({ where: { purchase_order_id: poId } }))!.id;

export const security = defineSecurity({
  params: {
    materialRequestId: request('requested'),
    materialEnquiryId: enquiry(true),
    purchaseOrderId: po('issued'),
    supplierInvoiceId: cleanInvoice,
  },
  cases: {
    'GET /material-requests': { query: 'page=1&size=20&status=requested&search=cement' },
    'POST /material-requests': {
      body: async (w) => ({
        project_id: (await teamProject(w)).id,
        lines: [{ description: 'Sharp sand', quantity: 2, unit: 'tonne' }],
      }),
      expect: { foreign: 404 },
    },
    // A request out for quotes with one quoted: the competing quotes are for buyers (decision 0023).
    'GET /material-requests/{materialRequestId}': {
      params: { materialRequestId: async (w) => (await makeEnquiry(await teamProject(w), true)).request_id },
      fields: { enquiries: 'supervisor', 'enquiries[].net_pence': 'supervisor' },
    },
    // Each id is refused on its own ("Material request not found" for another company's), never a whole 404.
    'POST /material-requests/bulk-status': {
      body: async (w) => ({
        ids: [(await makeRequest(await teamProject(w), 'requested', w.users.worker.id)).id],
        status: 'rejected',
        reason: 'Not needed',
      }),
    },
    'POST /material-requests/{materialRequestId}/status': {
      body: { status: 'approved' },
      expect: { worker: 403 },
    },
    'POST /material-requests/{materialRequestId}/enquiries': {
      params: { materialRequestId: request('approved') },
      body: async (w) => ({ supplier_ids: [(await materialsSupplier(w.company)).id] }),
    },
    'PUT /material-enquiries/{materialEnquiryId}/quote': {
      params: { materialEnquiryId: enquiry(false) },
      body: async (_w, ids) => {
        const e = (await MaterialEnquiry.findByPk(ids.materialEnquiryId))!;
        const line = (await MaterialRequestLine.findOne({ where: { request_id: e.request_id } }))!;
        return {
          lines: [{ line_id: line.id, unit_price_pence: 650, vat_code: 'standard' }],
          lead_time_days: 3,
          valid_until: '2099-12-31',
        };
      },
    },
    'POST /material-enquiries/{materialEnquiryId}/order': { body: { delivery_address: 'Site gate 2' } },
    'GET /purchase-orders': {
      query: 'page=1&size=20&status=issued&search=fixture',
      setup: async (w) => makePo(await teamProject(w), 'issued'),
      fields: { 'items[].net_pence': 'supervisor', 'items[].gross_pence': 'supervisor' },
    },
    'POST /purchase-orders': {
      body: async (w) => ({
        project_id: (await teamProject(w)).id,
        supplier_id: (await materialsSupplier(w.company)).id,
        lines: [
          {
            description: 'Sharp sand',
            quantity: 2,
            unit: 'tonne',
            unit_price_pence: 4500,
            vat_code: 'standard',
          },
        ],
      }),
      expect: { foreign: 404 },
    },
    // An order with a supplier invoice: a worker reads the lines' quantities, not the prices, invoice or match.
    'GET /purchase-orders/{purchaseOrderId}': {
      params: { purchaseOrderId: invoicedPo },
      fields: PO_PRICE_FIELDS,
    },
    'POST /purchase-orders/{purchaseOrderId}/status': {
      params: { purchaseOrderId: po('draft') },
      body: { status: 'issued' },
    },
    'GET /purchase-orders/{purchaseOrderId}/pdf': {},
    'POST /purchase-orders/{purchaseOrderId}/deliveries': {
      body: async (_w, ids) => ({
        lines: [{ line_id: await lineOf(ids.purchaseOrderId!), quantity: 4 }],
        notes: 'Two bags split',
      }),
      // The worker's own delivery answers with the order as a worker reads it (this order has no invoice yet).
      fields: { net_pence: 'supervisor', 'lines[].unit_price_pence': 'supervisor', invoices: 'supervisor' },
    },
    'POST /purchase-orders/{purchaseOrderId}/over-delivery/accept': {
      params: { purchaseOrderId: po('delivered', 10, 2) },
      body: { reason: 'Two spare bags kept for the next pour' },
    },
    'POST /purchase-orders/{purchaseOrderId}/invoices': {
      params: { purchaseOrderId: po('delivered', 10) },
      body: async (_w, ids) => ({
        supplier_reference: 'INV-7',
        invoice_date: '2026-11-20',
        lines: [{ line_id: await lineOf(ids.purchaseOrderId!), quantity: 10, unit_price_pence: 700 }],
      }),
    },
    'POST /supplier-invoices/{supplierInvoiceId}/approve': { body: {} },
    // Paying an approved invoice (decision 0068): managers and up.
    'POST /supplier-invoices/{supplierInvoiceId}/pay': {
      params: { supplierInvoiceId: approvedInvoice },
      body: () => ({ payment_date: londonDate(), payment_reference: 'BACS 27/11' }),
    },
    'GET /projects/{projectId}/material-costs': {},
  },
  attackBodies: {
    'POST /material-requests/{materialRequestId}/enquiries': { supplier_ids: [ANY_ID] },
    'PUT /material-enquiries/{materialEnquiryId}/quote': {
      lines: [{ line_id: ANY_ID, unit_price_pence: 1, vat_code: 'zero' }],
      lead_time_days: 1,
      valid_until: '2099-12-31',
    },
    'POST /material-enquiries/{materialEnquiryId}/order': {},
    'POST /purchase-orders/{purchaseOrderId}/deliveries': { lines: [{ line_id: ANY_ID, quantity: 1 }] },
    'POST /purchase-orders/{purchaseOrderId}/invoices': {
      supplier_reference: 'PWNED',
      invoice_date: '2026-11-20',
      lines: [{ line_id: ANY_ID, quantity: 1, unit_price_pence: 1 }],
    },
    'POST /material-requests/{materialRequestId}/status': { status: 'cancelled', reason: 'pwned' },
    'POST /purchase-orders/{purchaseOrderId}/status': { status: 'cancelled', reason: 'pwned' },
    'POST /supplier-invoices/{supplierInvoiceId}/approve': { override_reason: 'pwned' },
    'POST /supplier-invoices/{supplierInvoiceId}/pay': { payment_date: '2026-11-20' },
    'POST /purchase-orders/{purchaseOrderId}/over-delivery/accept': { reason: 'pwned' },
  },
});
