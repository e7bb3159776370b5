// Owns the RFQ side of a request, each write in one transaction with its activity rows: sending an approved
// request to suppliers for a price (the request moves to quoting), recording a supplier's quote priced per line by
// the shared money rule, and choosing a quote — a draft purchase order at its prices, the other quotes not chosen.
import { Op, type Sequelize } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { invoiceTotals } from '../../lib/money.js';
import { withTransaction } from '../../lib/transaction.js';
import { Supplier } from '../suppliers/index.js';
import { MaterialEnquiry, type QuoteLine } from './material-enquiry.model.js';
import { MaterialRequestLine } from './material-request-line.model.js';
import { ENQUIRY_NOT_FOUND } from './materials.read.js';
import { MAX_LINE_PENCE, MESSAGES, type OrderFromQuoteInput, type QuoteInput } from './materials.schema.js';
import {
  QUOTE_EXPIRED,
  SUPPLIER_NOT_AVAILABLE,
  findRequest,
  moveRequest,
  priceLine,
  requestLink,
} from './materials.service.js';
import type { PurchaseOrdersService } from './purchase-orders.service.js';

export class RfqsService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly orders: PurchaseOrdersService,
  ) {}

  async send(actor: Actor, id: string, supplierIds: string[]) {
    await withTransaction(this.sequelize, async (t) => {
      const request = await findRequest(actor, id, t);
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
      if (request.status === 'approved') await moveRequest(actor, request, 'quoting', t);
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
      const request = await findRequest(actor, enquiry.request_id, t);
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
      if (
        input.lines.some((l) => Number(byId.get(l.line_id)!.quantity) * l.unit_price_pence > MAX_LINE_PENCE)
      )
        throw ValidationError.single('lines', MESSAGES.lineValue);
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

  async order(actor: Actor, enquiryId: string, input: OrderFromQuoteInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const enquiry = await MaterialEnquiry.findOne({
        where: { id: enquiryId, company_id: actor.companyId },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      if (!enquiry) throw new NotFoundError(ENQUIRY_NOT_FOUND);
      const request = await findRequest(actor, enquiry.request_id, t);
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
      const po = await this.orders.raise(actor, t, {
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
}
