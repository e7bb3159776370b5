// Owns the demo company's materials: a request awaiting approval, one out to two merchants with both quotes in,
// one ordered (PO issued), one part delivered whose invoice bills the full quantity (a mismatch), a delivered
// order and a draft direct order. Runs only when the company has no material requests yet (idempotent).
import { Op, type Transaction } from 'sequelize';
import type { Role } from '../../models/index.js';
import { Project } from '../../models/index.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { invoiceTotals, type VatCode } from '../../lib/money.js';
import { allocateReference } from '../../lib/numbering.js';
import { Supplier } from '../suppliers/index.js';
import { MaterialDelivery } from './material-delivery.model.js';
import { MaterialEnquiry } from './material-enquiry.model.js';
import { MaterialRequestLine } from './material-request-line.model.js';
import { MaterialRequest, type RequestStatus } from './material-request.model.js';
import { priceLine } from './materials.service.js';
import { PurchaseOrderLine } from './purchase-order-line.model.js';
import { PurchaseOrder, type PoStatus } from './purchase-order.model.js';
import { SupplierInvoice } from './supplier-invoice.model.js';
import { milli, threeWayMatch } from './three-way-match.js';

interface Item {
  description: string;
  quantity: number;
  unit: string;
  price: number;
  vat?: VatCode;
}

const BLOCKS: Item[] = [
  { description: '7N concrete blocks 440x215x100', quantity: 400, unit: 'each', price: 1_45 },
  { description: 'General purpose mortar 25kg', quantity: 40, unit: 'bag', price: 6_20 },
];
const TIMBER: Item[] = [
  { description: 'C24 treated timber 47x150 4.8m', quantity: 60, unit: 'length', price: 14_95 },
];
const INSULATION: Item[] = [
  { description: 'PIR insulation board 100mm 2400x1200', quantity: 30, unit: 'sheet', price: 38_50 },
];
const DRAINAGE: Item[] = [
  { description: '110mm underground drainage pipe 3m', quantity: 24, unit: 'length', price: 18_40 },
  { description: '110mm 45° bend', quantity: 12, unit: 'each', price: 6_75 },
];
const CEMENT: Item[] = [{ description: 'Portland cement 25kg', quantity: 50, unit: 'bag', price: 7_10 }];

export async function seedDemoMaterials(
  companyId: string,
  users: Partial<Record<Role, { id: string }>>,
  t: Transaction,
): Promise<number> {
  if ((await MaterialRequest.count({ where: { company_id: companyId }, transaction: t })) > 0) return 0;
  const project = await Project.findOne({
    where: { company_id: companyId, status: 'active', is_archived: false },
    order: [['project_number', 'ASC']],
    transaction: t,
  });
  const suppliers = await Supplier.findAll({
    where: { company_id: companyId, kinds: { [Op.contains]: ['materials'] } },
    order: [['name', 'ASC']],
    transaction: t,
  });
  if (!project || suppliers.length < 2) return 0;
  const [merchantA, merchantB] = suppliers as [Supplier, Supplier];
  const requester = users.worker?.id ?? users.supervisor?.id ?? null;
  const buyer = users.supervisor?.id ?? users.manager?.id ?? null;
  const today = londonDate(new Date());

  const request = async (items: Item[], status: RequestStatus) => {
    const r = await MaterialRequest.create(
      {
        company_id: companyId,
        project_id: project.id,
        reference: await allocateReference(companyId, 'material_request', t),
        requested_by: requester,
        required_by: addDays(today, 10),
        delivery_notes: 'Deliver to the site compound; forklift on site until 3pm',
        status,
        decided_by: status === 'requested' ? null : buyer,
        decided_at: status === 'requested' ? null : new Date(),
      },
      { transaction: t },
    );
    const lines = await MaterialRequestLine.bulkCreate(
      items.map((i, n) => ({
        company_id: companyId,
        request_id: r.id,
        position: n + 1,
        description: i.description,
        quantity: i.quantity,
        unit: i.unit,
      })),
      { transaction: t, returning: true },
    );
    return { r, lines };
  };
  const order = async (
    items: Item[],
    status: PoStatus,
    supplier: Supplier,
    requestId: string | null,
    received = 1,
  ) => {
    const priced = items.map((i) => ({
      ...i,
      vat_code: i.vat ?? ('standard' as VatCode),
      ...priceLine(i.quantity, i.price, i.vat ?? 'standard'),
    }));
    const totals = invoiceTotals(priced);
    const po = await PurchaseOrder.create(
      {
        company_id: companyId,
        project_id: project.id,
        supplier_id: supplier.id,
        request_id: requestId,
        enquiry_id: null,
        reference: await allocateReference(companyId, 'purchase_order', t),
        status,
        delivery_date: addDays(today, 3),
        delivery_address: project.site_address ?? null,
        net_pence: totals.net_pence,
        vat_pence: totals.vat_pence,
        gross_pence: totals.gross_pence,
        issued_at: status === 'draft' ? null : new Date(),
        issued_by: status === 'draft' ? null : buyer,
        created_by: buyer,
      },
      { transaction: t },
    );
    const lines = await PurchaseOrderLine.bulkCreate(
      priced.map((l, n) => ({
        company_id: companyId,
        purchase_order_id: po.id,
        position: n + 1,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit,
        unit_price_pence: l.price,
        vat_code: l.vat_code,
        net_pence: l.net_pence,
        vat_pence: l.vat_pence,
        received_quantity: ['part_delivered', 'delivered', 'invoiced', 'closed'].includes(status)
          ? Math.floor(l.quantity * received)
          : 0,
      })),
      { transaction: t, returning: true },
    );
    if (['part_delivered', 'delivered'].includes(status)) {
      await MaterialDelivery.create(
        {
          company_id: companyId,
          purchase_order_id: po.id,
          received_by: requester,
          received_at: new Date(),
          lines: lines.map((l) => ({ line_id: l.id, quantity: Number(l.received_quantity) })),
          ticket_upload_id: null,
          notes: received < 1 ? 'Short delivery: the rest promised for next week' : null,
        },
        { transaction: t },
      );
    }
    return { po, lines };
  };

  await request(TIMBER, 'requested');

  const quoting = await request(BLOCKS, 'quoting');
  for (const [supplier, uplift] of [
    [merchantA, 0],
    [merchantB, 8],
  ] as const) {
    const quoteLines = quoting.lines.map((l, n) => {
      const price = BLOCKS[n]!.price + uplift;
      return {
        line_id: l.id,
        unit_price_pence: price,
        vat_code: 'standard' as VatCode,
        ...priceLine(l.quantity, price, 'standard'),
      };
    });
    const totals = invoiceTotals(quoteLines);
    await MaterialEnquiry.create(
      {
        company_id: companyId,
        request_id: quoting.r.id,
        supplier_id: supplier.id,
        status: 'quoted',
        quote_lines: quoteLines,
        quote_net_pence: totals.net_pence,
        quote_vat_pence: totals.vat_pence,
        lead_time_days: uplift ? 2 : 4,
        valid_until: addDays(today, 30),
        quoted_at: new Date(),
        sent_by: buyer,
      },
      { transaction: t },
    );
  }

  const ordered = await request(INSULATION, 'ordered');
  await order(INSULATION, 'issued', merchantB, ordered.r.id);

  const part = await request(DRAINAGE, 'part_delivered');
  const partOrder = await order(DRAINAGE, 'part_delivered', merchantA, part.r.id, 0.75);
  // The merchant bills the whole order although a quarter is still to come: the match flags the shortage.
  const invLines = partOrder.lines.map((l) => ({
    line_id: l.id,
    quantity: Number(l.quantity),
    unit_price_pence: Number(l.unit_price_pence),
    ...priceLine(l.quantity, Number(l.unit_price_pence), l.vat_code),
  }));
  const match = threeWayMatch(
    partOrder.lines.map((l) => ({
      id: l.id,
      description: l.description,
      unit: l.unit,
      ordered_milli: milli(l.quantity),
      received_milli: milli(l.received_quantity),
      unit_price_pence: Number(l.unit_price_pence),
    })),
    invLines.map((l) => ({
      line_id: l.line_id,
      quantity_milli: milli(l.quantity),
      unit_price_pence: l.unit_price_pence,
    })),
    { net_pence: Number(partOrder.po.net_pence), invoiced_before_pence: 0 },
  );
  const invTotals = invoiceTotals(
    invLines.map((l) => ({ net_pence: l.net_pence, vat_code: 'standard' as VatCode })),
  );
  await SupplierInvoice.create(
    {
      company_id: companyId,
      purchase_order_id: partOrder.po.id,
      supplier_id: partOrder.po.supplier_id,
      supplier_reference: 'INV-88213',
      invoice_date: today,
      lines: invLines,
      net_pence: invTotals.net_pence,
      vat_pence: invTotals.vat_pence,
      gross_pence: invTotals.gross_pence,
      match,
      match_clean: match.clean,
      created_by: buyer,
    },
    { transaction: t },
  );

  const done = await request(CEMENT, 'delivered');
  await order(CEMENT, 'delivered', merchantA, done.r.id);
  await order(CEMENT, 'draft', merchantB, null);
  return 5;
}
