// Owns the writes of materials, each in one transaction with its activity rows: a worker's request for a
// project they are on; approve/reject/cancel on the transition table; RFQs to suppliers and their quotes; a
// purchase order from the chosen quote or directly, with totals worked per line by lib/money.ts; issuing it
// (the PDF filed in the project's folder); deliveries against its lines moving the PO and request on; supplier
// invoices with their three-way match and approval (clean, or a manager's override with a reason).
import { createHash, randomUUID } from 'node:crypto';
import { Op, type Sequelize, type Transaction } from 'sequelize';
import type { AppDeps } from '../../kit/module.js';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { roleAtLeast } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { invoiceTotals, lineNet, lineVat, type VatCode } from '../../lib/money.js';
import { allocateReference } from '../../lib/numbering.js';
import { withTransaction } from '../../lib/transaction.js';
import { Upload } from '../../models/index.js';
import { findVisibleProject } from '../projects/index.js';
import { Supplier } from '../suppliers/index.js';
import { MaterialDelivery } from './material-delivery.model.js';
import { MaterialEnquiry, type QuoteLine } from './material-enquiry.model.js';
import { MaterialRequestLine } from './material-request-line.model.js';
import { MaterialRequest, type RequestStatus } from './material-request.model.js';
import { buildPoPdf } from './materials.pdf.js';
import {
  MESSAGES,
  type CreatePoInput,
  type CreateRequestInput,
  type DeliveryInput,
  type InvoiceInput,
  type OrderFromQuoteInput,
  type QuoteInput,
} from './materials.schema.js';
import { PO_MANUAL_MOVES, PO_STATUS, REQUEST_MANUAL_MOVES, REQUEST_STATUS } from './materials.transitions.js';
import { ENQUIRY_NOT_FOUND, INVOICE_NOT_FOUND, PO_NOT_FOUND, REQUEST_NOT_FOUND } from './materials.read.js';
import { PurchaseOrderLine } from './purchase-order-line.model.js';
import { PurchaseOrder, type PoStatus } from './purchase-order.model.js';
import { SupplierInvoice } from './supplier-invoice.model.js';
import { milli, threeWayMatch } from './three-way-match.js';

export const SUPPLIER_NOT_AVAILABLE = 'Supplier not found or inactive';
export const QUOTE_EXPIRED = 'This quote has expired';
export const NOT_YOUR_REQUEST = 'Only the requester or a supervisor can cancel this request';
export const MISMATCH_NEEDS_MANAGER =
  'The invoice does not match the order and deliveries: a manager must override it';
export const OVERRIDE_REASON_REQUIRED = 'Override reason is required to approve a mismatched invoice';
export const INVOICE_ALREADY_APPROVED = 'Supplier invoice is already approved';
export const DELIVERY_NOT_OPEN = 'Deliveries can be recorded only against an issued order';
export const INVOICE_NOT_OPEN = 'Invoices can be added only to an issued order';

const requestLink = (id: string) => `/app/materials?request_id=${id}`;
const poLink = (id: string) => `/app/materials?po_id=${id}`;
const num = (v: string | number | null | undefined) => Number(v ?? 0);

/** A line's net and VAT by the shared rule (quantity × unit price half up; VAT per line half up). */
export function priceLine(quantity: number | string, unitPricePence: number, vatCode: VatCode) {
  const net = lineNet(Number(quantity).toFixed(3), unitPricePence);
  return { net_pence: net, vat_pence: lineVat(net, vatCode).vat_pence };
}

export class MaterialsService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly deps: Pick<AppDeps, 'drive'>,
  ) {}

  private async findRequest(actor: Actor, id: string, t: Transaction): Promise<MaterialRequest> {
    const request = await MaterialRequest.findOne({
      where: { id, company_id: actor.companyId },
      transaction: t,
      lock: t.LOCK.UPDATE,
    });
    if (!request) throw new NotFoundError(REQUEST_NOT_FOUND);
    await findVisibleProject(actor, request.project_id, { transaction: t, withManager: false }).catch(() => {
      throw new NotFoundError(REQUEST_NOT_FOUND);
    });
    return request;
  }

  private async findPo(actor: Actor, id: string, t: Transaction): Promise<PurchaseOrder> {
    const po = await PurchaseOrder.findOne({
      where: { id, company_id: actor.companyId },
      transaction: t,
      lock: t.LOCK.UPDATE,
    });
    if (!po) throw new NotFoundError(PO_NOT_FOUND);
    await findVisibleProject(actor, po.project_id, { transaction: t, withManager: false }).catch(() => {
      throw new NotFoundError(PO_NOT_FOUND);
    });
    return po;
  }

  private async moveRequest(
    actor: Actor,
    request: MaterialRequest,
    to: RequestStatus,
    t: Transaction,
    reason?: string | null,
  ): Promise<void> {
    const from = request.status;
    REQUEST_STATUS.check(actor, from, to, reason);
    const decided = to === 'approved' || to === 'rejected';
    await request.update(
      {
        status: to,
        ...(reason ? { status_reason: reason } : {}),
        ...(decided ? { decided_by: actor.userId, decided_at: new Date() } : {}),
      },
      { transaction: t },
    );
    await REQUEST_STATUS.apply({
      actor,
      entityId: request.id,
      from,
      to,
      reason: reason ?? null,
      label: request.reference,
      link: requestLink(request.id),
      projectId: request.project_id,
      transaction: t,
    });
  }

  private async movePo(
    actor: Actor,
    po: PurchaseOrder,
    to: PoStatus,
    t: Transaction,
    reason?: string | null,
  ) {
    const from = po.status;
    PO_STATUS.check(actor, from, to, reason);
    await po.update(
      {
        status: to,
        ...(reason ? { status_reason: reason } : {}),
        ...(to === 'issued' ? { issued_at: new Date(), issued_by: actor.userId } : {}),
      },
      { transaction: t },
    );
    await PO_STATUS.apply({
      actor,
      entityId: po.id,
      from,
      to,
      reason: reason ?? null,
      label: po.reference,
      link: poLink(po.id),
      projectId: po.project_id,
      transaction: t,
    });
  }

  async createRequest(actor: Actor, input: CreateRequestInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const project = await findVisibleProject(actor, input.project_id, {
        transaction: t,
        withManager: false,
      });
      const reference = await allocateReference(actor.companyId, 'material_request', t);
      const request = await MaterialRequest.create(
        {
          company_id: actor.companyId,
          project_id: project.id,
          reference,
          requested_by: actor.userId,
          required_by: input.required_by ?? null,
          delivery_notes: input.delivery_notes ?? null,
        },
        { transaction: t },
      );
      await MaterialRequestLine.bulkCreate(
        input.lines.map((l, i) => ({
          company_id: actor.companyId,
          request_id: request.id,
          position: i + 1,
          description: l.description,
          quantity: l.quantity,
          unit: l.unit,
        })),
        { transaction: t },
      );
      await recordActivity({
        actor,
        entityType: 'material_request',
        entityId: request.id,
        action: 'created',
        to: 'requested',
        label: reference,
        link: requestLink(request.id),
        projectId: project.id,
        details: { lines: input.lines.length },
        transaction: t,
      });
      return request.id;
    });
  }

  async changeRequestStatus(actor: Actor, id: string, to: RequestStatus, reason: string | null | undefined) {
    await withTransaction(this.sequelize, async (t) => {
      const request = await this.findRequest(actor, id, t);
      if (!REQUEST_MANUAL_MOVES.includes(to)) {
        throw new ConflictError(
          `Cannot change status from ${request.status.replace(/_/g, ' ')} to ${to.replace(/_/g, ' ')}`,
        );
      }
      if (
        to === 'cancelled' &&
        request.status === 'requested' &&
        !roleAtLeast(actor.role, 'supervisor') &&
        request.requested_by !== actor.userId
      ) {
        throw new AuthorizationError(NOT_YOUR_REQUEST);
      }
      await this.moveRequest(actor, request, to, t, reason);
    });
  }

  async sendEnquiries(actor: Actor, id: string, supplierIds: string[]) {
    await withTransaction(this.sequelize, async (t) => {
      const request = await this.findRequest(actor, id, t);
      if (request.status !== 'approved' && request.status !== 'quoting') {
        throw new ConflictError('Enquiries can be sent only for an approved request');
      }
      const unique = [...new Set(supplierIds)];
      const suppliers = await Supplier.findAll({
        where: { id: unique, company_id: actor.companyId, is_active: true },
        transaction: t,
      });
      if (suppliers.length !== unique.length)
        throw ValidationError.single('supplier_ids', SUPPLIER_NOT_AVAILABLE);
      const already = await MaterialEnquiry.count({
        where: { request_id: id, supplier_id: unique },
        transaction: t,
      });
      if (already)
        throw new ConflictError('An enquiry has already been sent to this supplier for this request');
      await MaterialEnquiry.bulkCreate(
        suppliers.map((s) => ({
          company_id: actor.companyId,
          request_id: id,
          supplier_id: s.id,
          sent_by: actor.userId,
        })),
        { transaction: t },
      );
      await recordActivity({
        actor,
        entityType: 'material_request',
        entityId: id,
        action: 'enquiries_sent',
        label: request.reference,
        link: requestLink(id),
        projectId: request.project_id,
        details: { suppliers: suppliers.map((s) => s.name) },
        transaction: t,
      });
      if (request.status === 'approved') await this.moveRequest(actor, request, 'quoting', t);
    });
  }

  async recordQuote(actor: Actor, enquiryId: string, input: QuoteInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const enquiry = await MaterialEnquiry.findOne({
        where: { id: enquiryId, company_id: actor.companyId },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      if (!enquiry) throw new NotFoundError(ENQUIRY_NOT_FOUND);
      const request = await this.findRequest(actor, enquiry.request_id, t);
      if (request.status !== 'quoting' || !(enquiry.status === 'sent' || enquiry.status === 'quoted')) {
        throw new ConflictError('This enquiry is closed');
      }
      const lines = await MaterialRequestLine.findAll({ where: { request_id: request.id }, transaction: t });
      const byId = new Map(lines.map((l) => [l.id, l]));
      const given = new Set(input.lines.map((l) => l.line_id));
      if (
        given.size !== input.lines.length ||
        given.size !== lines.length ||
        [...given].some((x) => !byId.has(x))
      ) {
        throw ValidationError.single('lines', 'Give a price for every line of the request, once each');
      }
      const quoteLines: QuoteLine[] = input.lines.map((l) => ({
        line_id: l.line_id,
        unit_price_pence: l.unit_price_pence,
        vat_code: l.vat_code,
        ...priceLine(byId.get(l.line_id)!.quantity, l.unit_price_pence, l.vat_code),
      }));
      const totals = invoiceTotals(quoteLines);
      await enquiry.update(
        {
          status: 'quoted',
          quote_lines: quoteLines,
          quote_net_pence: totals.net_pence,
          quote_vat_pence: totals.vat_pence,
          lead_time_days: input.lead_time_days,
          valid_until: input.valid_until,
          quoted_at: new Date(),
        },
        { transaction: t },
      );
      await recordActivity({
        actor,
        entityType: 'material_request',
        entityId: request.id,
        action: 'quote_recorded',
        label: request.reference,
        link: requestLink(request.id),
        projectId: request.project_id,
        details: { enquiry_id: enquiry.id, net_pence: totals.net_pence },
        transaction: t,
      });
      return request.id;
    });
  }

  private async createPo(
    actor: Actor,
    t: Transaction,
    input: {
      project_id: string;
      supplier_id: string;
      request_id: string | null;
      enquiry_id: string | null;
      delivery_date: string | null;
      delivery_address: string | null;
      lines: {
        description: string;
        quantity: number | string;
        unit: string;
        unit_price_pence: number;
        vat_code: VatCode;
      }[];
    },
  ): Promise<PurchaseOrder> {
    const priced = input.lines.map((l) => ({
      ...l,
      ...priceLine(l.quantity, l.unit_price_pence, l.vat_code),
    }));
    const totals = invoiceTotals(priced);
    const reference = await allocateReference(actor.companyId, 'purchase_order', t);
    const po = await PurchaseOrder.create(
      {
        company_id: actor.companyId,
        project_id: input.project_id,
        supplier_id: input.supplier_id,
        request_id: input.request_id,
        enquiry_id: input.enquiry_id,
        reference,
        delivery_date: input.delivery_date,
        delivery_address: input.delivery_address,
        net_pence: totals.net_pence,
        vat_pence: totals.vat_pence,
        gross_pence: totals.gross_pence,
        created_by: actor.userId,
      },
      { transaction: t },
    );
    await PurchaseOrderLine.bulkCreate(
      priced.map((l, i) => ({
        company_id: actor.companyId,
        purchase_order_id: po.id,
        position: i + 1,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit,
        unit_price_pence: l.unit_price_pence,
        vat_code: l.vat_code,
        net_pence: l.net_pence,
        vat_pence: l.vat_pence,
      })),
      { transaction: t },
    );
    await recordActivity({
      actor,
      entityType: 'purchase_order',
      entityId: po.id,
      action: 'created',
      to: 'draft',
      label: reference,
      link: poLink(po.id),
      projectId: input.project_id,
      details: { request_id: input.request_id, gross_pence: totals.gross_pence },
      transaction: t,
    });
    return po;
  }

  async orderFromQuote(actor: Actor, enquiryId: string, input: OrderFromQuoteInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const enquiry = await MaterialEnquiry.findOne({
        where: { id: enquiryId, company_id: actor.companyId },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      if (!enquiry) throw new NotFoundError(ENQUIRY_NOT_FOUND);
      const request = await this.findRequest(actor, enquiry.request_id, t);
      if (enquiry.status !== 'quoted' || request.status !== 'quoting') {
        throw new ConflictError('Only a quote on an open enquiry can be ordered');
      }
      if (enquiry.valid_until && enquiry.valid_until < londonDate(new Date()))
        throw new ConflictError(QUOTE_EXPIRED);
      const lines = await MaterialRequestLine.findAll({
        where: { request_id: request.id },
        order: [['position', 'ASC']],
        transaction: t,
      });
      const prices = new Map((enquiry.quote_lines ?? []).map((l) => [l.line_id, l]));
      const po = await this.createPo(actor, t, {
        project_id: request.project_id,
        supplier_id: enquiry.supplier_id,
        request_id: request.id,
        enquiry_id: enquiry.id,
        delivery_date: input.delivery_date ?? request.required_by,
        delivery_address: input.delivery_address ?? null,
        lines: lines.map((l) => ({
          description: l.description,
          quantity: l.quantity,
          unit: l.unit,
          unit_price_pence: prices.get(l.id)!.unit_price_pence,
          vat_code: prices.get(l.id)!.vat_code,
        })),
      });
      await enquiry.update({ status: 'chosen' }, { transaction: t });
      await MaterialEnquiry.update(
        { status: 'not_chosen' },
        { where: { request_id: request.id, id: { [Op.ne]: enquiry.id } }, transaction: t },
      );
      return po.id;
    });
  }

  async createDirectPo(actor: Actor, input: CreatePoInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const project = await findVisibleProject(actor, input.project_id, {
        transaction: t,
        withManager: false,
      });
      const supplier = await Supplier.findOne({
        where: { id: input.supplier_id, company_id: actor.companyId, is_active: true },
        transaction: t,
      });
      if (!supplier) throw ValidationError.single('supplier_id', SUPPLIER_NOT_AVAILABLE);
      let requestId: string | null = null;
      if (input.request_id) {
        const request = await this.findRequest(actor, input.request_id, t);
        if (request.project_id !== project.id) {
          throw ValidationError.single('request_id', 'The request belongs to another project');
        }
        if (request.status !== 'approved' && request.status !== 'quoting') {
          throw new ConflictError('Orders can be raised only for an approved request');
        }
        requestId = request.id;
      }
      const po = await this.createPo(actor, t, {
        project_id: project.id,
        supplier_id: supplier.id,
        request_id: requestId,
        enquiry_id: null,
        delivery_date: input.delivery_date ?? null,
        delivery_address: input.delivery_address ?? null,
        lines: input.lines,
      });
      return po.id;
    });
  }

  async changePoStatus(actor: Actor, id: string, to: PoStatus, reason: string | null | undefined) {
    let filed: (() => Promise<void>) | null = null;
    await withTransaction(this.sequelize, async (t) => {
      const po = await this.findPo(actor, id, t);
      if (!PO_MANUAL_MOVES.includes(to)) {
        throw new ConflictError(
          `Cannot change status from ${po.status.replace(/_/g, ' ')} to ${to.replace(/_/g, ' ')}`,
        );
      }
      await this.movePo(actor, po, to, t, reason);
      if (to === 'issued') {
        filed = await this.filePdf(actor, po, t);
        if (po.request_id) {
          const request = await MaterialRequest.findByPk(po.request_id, {
            transaction: t,
            lock: t.LOCK.UPDATE,
          });
          if (request && (request.status === 'approved' || request.status === 'quoting')) {
            await this.moveRequest(actor, request, 'ordered', t);
          }
        }
      }
    }).catch(async (err: unknown) => {
      if (filed) await (filed as () => Promise<void>)();
      throw err;
    });
  }

  /** The issued PO's PDF, stored in the project's folder as one of its files; answers how to undo the bytes. */
  private async filePdf(actor: Actor, po: PurchaseOrder, t: Transaction): Promise<() => Promise<void>> {
    const file = await buildPoPdf(actor.companyId, po.id, t);
    const project = await findVisibleProject(actor, po.project_id, { transaction: t, withManager: false });
    const id = randomUUID();
    const { key } = await this.deps.drive.putFile({
      companyId: actor.companyId,
      folderId: project.folder_status === 'created' ? (project.drive_folder_id ?? null) : null,
      name: `${id}-${file.filename}`,
      bytes: file.bytes,
    });
    await Upload.create(
      {
        id,
        company_id: actor.companyId,
        project_id: project.id,
        filename: file.filename,
        content_type: 'application/pdf',
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        storage_provider: (this.deps.drive as { provider: string }).provider,
        storage_key: key,
        uploaded_by: actor.userId,
      },
      { transaction: t },
    );
    await po.update({ pdf_upload_id: id }, { transaction: t });
    return () => this.deps.drive.deleteFile(key).catch(() => undefined);
  }

  async recordDelivery(actor: Actor, id: string, input: DeliveryInput) {
    await withTransaction(this.sequelize, async (t) => {
      const po = await this.findPo(actor, id, t);
      if (po.status !== 'issued' && po.status !== 'part_delivered')
        throw new ConflictError(DELIVERY_NOT_OPEN);
      const lines = await PurchaseOrderLine.findAll({
        where: { purchase_order_id: po.id },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      const byId = new Map(lines.map((l) => [l.id, l]));
      if (input.lines.some((l) => !byId.has(l.line_id)))
        throw ValidationError.single('lines', MESSAGES.lineId);
      const received = input.lines.filter((l) => l.quantity > 0);
      if (!received.length) throw ValidationError.single('lines', MESSAGES.nothingReceived);
      if (input.ticket_upload_id) {
        const upload = await Upload.count({
          where: { id: input.ticket_upload_id, company_id: actor.companyId },
          transaction: t,
        });
        if (!upload)
          throw ValidationError.single('ticket_upload_id', 'Ticket photo must be an uploaded file');
      }
      for (const l of received) {
        const line = byId.get(l.line_id)!;
        const total = milli(line.received_quantity) + milli(l.quantity);
        await line.update({ received_quantity: (total / 1000).toFixed(3) }, { transaction: t });
      }
      const delivery = await MaterialDelivery.create(
        {
          company_id: actor.companyId,
          purchase_order_id: po.id,
          received_by: actor.userId,
          received_at: new Date(),
          lines: received.map((l) => ({ line_id: l.line_id, quantity: l.quantity })),
          ticket_upload_id: input.ticket_upload_id ?? null,
          notes: input.notes ?? null,
        },
        { transaction: t },
      );
      await recordActivity({
        actor,
        entityType: 'purchase_order',
        entityId: po.id,
        action: 'delivery_recorded',
        label: po.reference,
        link: poLink(po.id),
        projectId: po.project_id,
        details: { delivery_id: delivery.id, notes: input.notes ?? null },
        transaction: t,
      });
      const complete = lines.every((l) => milli(l.received_quantity) >= milli(l.quantity));
      const to: PoStatus = complete ? 'delivered' : 'part_delivered';
      if (po.status !== to) await this.movePo(actor, po, to, t);
      if (po.request_id) {
        const request = await MaterialRequest.findByPk(po.request_id, {
          transaction: t,
          lock: t.LOCK.UPDATE,
        });
        const reqTo: RequestStatus = complete ? 'delivered' : 'part_delivered';
        if (
          request &&
          request.status !== reqTo &&
          (request.status === 'ordered' || request.status === 'part_delivered')
        ) {
          await this.moveRequest(actor, request, reqTo, t);
        }
      }
    });
  }

  async addInvoice(actor: Actor, id: string, input: InvoiceInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const po = await this.findPo(actor, id, t);
      if (!['issued', 'part_delivered', 'delivered'].includes(po.status))
        throw new ConflictError(INVOICE_NOT_OPEN);
      const lines = await PurchaseOrderLine.findAll({ where: { purchase_order_id: po.id }, transaction: t });
      const byId = new Map(lines.map((l) => [l.id, l]));
      const ids = new Set(input.lines.map((l) => l.line_id));
      if (ids.size !== input.lines.length || [...ids].some((x) => !byId.has(x))) {
        throw ValidationError.single('lines', MESSAGES.lineId);
      }
      const invLines = input.lines.map((l) => ({
        line_id: l.line_id,
        quantity: l.quantity,
        unit_price_pence: l.unit_price_pence,
        ...priceLine(l.quantity, l.unit_price_pence, byId.get(l.line_id)!.vat_code),
      }));
      const totals = invoiceTotals(
        invLines.map((l) => ({ net_pence: l.net_pence, vat_code: byId.get(l.line_id)!.vat_code })),
      );
      const match = threeWayMatch(
        lines.map((l) => ({
          id: l.id,
          description: l.description,
          unit: l.unit,
          ordered_milli: milli(l.quantity),
          received_milli: milli(l.received_quantity),
          unit_price_pence: num(l.unit_price_pence),
        })),
        input.lines.map((l) => ({
          line_id: l.line_id,
          quantity_milli: milli(l.quantity),
          unit_price_pence: l.unit_price_pence,
        })),
      );
      const invoice = await SupplierInvoice.create(
        {
          company_id: actor.companyId,
          purchase_order_id: po.id,
          supplier_reference: input.supplier_reference,
          invoice_date: input.invoice_date,
          lines: invLines,
          net_pence: totals.net_pence,
          vat_pence: totals.vat_pence,
          gross_pence: totals.gross_pence,
          match,
          match_clean: match.clean,
          created_by: actor.userId,
        },
        { transaction: t },
      );
      await recordActivity({
        actor,
        entityType: 'purchase_order',
        entityId: po.id,
        action: match.clean ? 'invoice_matched' : 'invoice_mismatched',
        label: po.reference,
        link: poLink(po.id),
        projectId: po.project_id,
        details: {
          invoice_id: invoice.id,
          supplier_reference: input.supplier_reference,
          variance_pence: match.total_variance_pence,
        },
        transaction: t,
      });
      return po.id;
    });
  }

  async approveInvoice(actor: Actor, id: string, overrideReason: string | null | undefined): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const invoice = await SupplierInvoice.findOne({
        where: { id, company_id: actor.companyId },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
      const po = await this.findPo(actor, invoice.purchase_order_id, t).catch(() => {
        throw new NotFoundError(INVOICE_NOT_FOUND);
      });
      if (invoice.status === 'approved') throw new ConflictError(INVOICE_ALREADY_APPROVED);
      const override = !invoice.match_clean;
      if (override) {
        if (!roleAtLeast(actor.role, 'manager')) throw new AuthorizationError(MISMATCH_NEEDS_MANAGER);
        if (!overrideReason?.trim())
          throw ValidationError.single('override_reason', OVERRIDE_REASON_REQUIRED);
      }
      await invoice.update(
        {
          status: 'approved',
          override_reason: override ? overrideReason! : null,
          approved_by: actor.userId,
          approved_at: new Date(),
        },
        { transaction: t },
      );
      await recordActivity({
        actor,
        entityType: 'purchase_order',
        entityId: po.id,
        action: override ? 'invoice_approved_override' : 'invoice_approved',
        reason: override ? overrideReason! : null,
        label: po.reference,
        link: poLink(po.id),
        projectId: po.project_id,
        details: { invoice_id: invoice.id },
        transaction: t,
      });
      if (po.status === 'part_delivered' || po.status === 'delivered')
        await this.movePo(actor, po, 'invoiced', t);
      return po.id;
    });
  }
}
