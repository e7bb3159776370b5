// Test fixtures for materials: real rows of a company (a request on a project, a priced order in any status, an
// enquiry, an invoice), for this module's tests, its security file and the BFF's GraphQL matrix (kept apart
// from materials.security.ts, which the security harness loads by glob).
import type { Company, Project } from '../../models/index.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { invoiceTotals } from '../../lib/money.js';
import { allocateReference } from '../../lib/numbering.js';
import { Supplier } from '../suppliers/index.js';
import { MaterialEnquiry } from './material-enquiry.model.js';
import { MaterialRequestLine } from './material-request-line.model.js';
import { MaterialRequest, type RequestStatus } from './material-request.model.js';
import { priceLine } from './materials.service.js';
import { PurchaseOrderLine } from './purchase-order-line.model.js';
import { PurchaseOrder, type PoStatus } from './purchase-order.model.js';
import { SupplierInvoice } from './supplier-invoice.model.js';
import { milli, threeWayMatch } from './three-way-match.js';

let supplierCount = 0;

/** An active builders' merchant of `company`. */
export function materialsSupplier(company: Pick<Company, 'id'>): Promise<Supplier> {
  supplierCount += 1;
  return Supplier.create({
    company_id: company.id,
    name: `Fixture Merchants ${supplierCount} ${Date.now().toString(36)}`,
    kinds: ['materials'],
  });
}

/** A request on `project` (10 bags of cement), in `status`. */
export async function makeRequest(
  project: Pick<Project, 'id' | 'company_id'>,
  status: RequestStatus = 'requested',
  requestedBy: string | null = null,
): Promise<MaterialRequest> {
  const sequelize = MaterialRequest.sequelize!;
  return sequelize.transaction(async (t) => {
    const request = await MaterialRequest.create(
      {
        company_id: project.company_id,
        project_id: project.id,
        reference: await allocateReference(project.company_id, 'material_request', t),
        requested_by: requestedBy,
        required_by: null,
        delivery_notes: null,
        status,
      },
      { transaction: t },
    );
    await MaterialRequestLine.create(
      {
        company_id: project.company_id,
        request_id: request.id,
        position: 1,
        description: 'Cement 25kg',
        quantity: 10,
        unit: 'bag',
      },
      { transaction: t },
    );
    return request;
  });
}

/** An enquiry for a quoting request, quoted at 700p a bag unless `quoted` is false. */
export async function makeEnquiry(
  project: Pick<Project, 'id' | 'company_id'>,
  quoted = true,
): Promise<MaterialEnquiry> {
  const request = await makeRequest(project, 'quoting');
  const supplier = await materialsSupplier({ id: project.company_id });
  const [line] = await MaterialRequestLine.findAll({ where: { request_id: request.id } });
  const quoteLines = quoted
    ? [
        {
          line_id: line!.id,
          unit_price_pence: 700,
          vat_code: 'standard' as const,
          ...priceLine(10, 700, 'standard'),
        },
      ]
    : null;
  return MaterialEnquiry.create({
    company_id: project.company_id,
    request_id: request.id,
    supplier_id: supplier.id,
    status: quoted ? 'quoted' : 'sent',
    quote_lines: quoteLines,
    quote_net_pence: quoted ? 7000 : null,
    quote_vat_pence: quoted ? 1400 : null,
    lead_time_days: quoted ? 3 : null,
    valid_until: quoted ? addDays(londonDate(new Date()), 14) : null,
    sent_by: null,
  });
}

/** A PO on `project` for 10 bags at 700p + 20% VAT, in `status`, with `received` bags in (and `held` beyond). */
export async function makePo(
  project: Pick<Project, 'id' | 'company_id'>,
  status: PoStatus = 'issued',
  received = 0,
  held = 0,
): Promise<{ po: PurchaseOrder; line: PurchaseOrderLine }> {
  const sequelize = PurchaseOrder.sequelize!;
  const supplier = await materialsSupplier({ id: project.company_id });
  return sequelize.transaction(async (t) => {
    const priced = priceLine(10, 700, 'standard');
    const totals = invoiceTotals([{ net_pence: priced.net_pence, vat_code: 'standard' }]);
    const po = await PurchaseOrder.create(
      {
        company_id: project.company_id,
        project_id: project.id,
        supplier_id: supplier.id,
        request_id: null,
        enquiry_id: null,
        reference: await allocateReference(project.company_id, 'purchase_order', t),
        status,
        delivery_date: null,
        delivery_address: null,
        net_pence: totals.net_pence,
        vat_pence: totals.vat_pence,
        gross_pence: totals.gross_pence,
        issued_at: status === 'draft' ? null : new Date(),
        created_by: null,
      },
      { transaction: t },
    );
    const line = await PurchaseOrderLine.create(
      {
        company_id: project.company_id,
        purchase_order_id: po.id,
        position: 1,
        description: 'Cement 25kg',
        quantity: 10,
        unit: 'bag',
        unit_price_pence: 700,
        vat_code: 'standard',
        ...priced,
        received_quantity: received,
        held_quantity: held,
      },
      { transaction: t },
    );
    return { po, line };
  });
}

/** A received invoice for the PO's one line: `quantity` bags at `price` pence, entered by `enteredBy`. */
export async function makeInvoice(
  po: PurchaseOrder,
  line: PurchaseOrderLine,
  quantity = 10,
  price = 700,
  enteredBy: string | null = null,
  reference = 'INV-1',
): Promise<SupplierInvoice> {
  const priced = priceLine(quantity, price, 'standard');
  const totals = invoiceTotals([{ net_pence: priced.net_pence, vat_code: 'standard' }]);
  const match = threeWayMatch(
    [
      {
        id: line.id,
        description: line.description,
        unit: line.unit,
        ordered_milli: milli(line.quantity),
        received_milli: milli(line.received_quantity),
        unit_price_pence: 700,
      },
    ],
    [{ line_id: line.id, quantity_milli: milli(quantity), unit_price_pence: price }],
    { net_pence: Number(po.net_pence), invoiced_before_pence: 0 },
  );
  return SupplierInvoice.create({
    company_id: po.company_id,
    purchase_order_id: po.id,
    supplier_id: po.supplier_id,
    supplier_reference: reference,
    invoice_date: londonDate(new Date()),
    lines: [{ line_id: line.id, quantity, unit_price_pence: price, ...priced }],
    net_pence: totals.net_pence,
    vat_pence: totals.vat_pence,
    gross_pence: totals.gross_pence,
    match,
    match_clean: match.clean,
    created_by: enteredBy,
  });
}
