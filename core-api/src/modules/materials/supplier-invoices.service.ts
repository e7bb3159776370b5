// Owns a supplier's invoices against an order, each write in one transaction with its activity row: entering
// one, priced per line at the order's VAT codes and matched three ways (ordered, received, invoiced — counting
// the order's earlier invoices, so the same goods never match twice), and approving it — a clean match by a
// supervisor, a variance or mismatch only by a manager's override with a reason, never by whoever entered it —
// which moves a delivered order to invoiced. A supplier's reference is unique per supplier (409 naming the first
// invoice; the unique index holds it under concurrency). Decision 0046. An approved invoice is then recorded paid
// by a manager — the day (not in the future, not before the invoice) and the payment's reference (decision 0068).
import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { invoiceTotals, sumPence } from '../../lib/money.js';
import { formatUkDate } from '../../lib/pdf.js';
import { num, q } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { assertMayApproveInvoice } from './materials.policy.js';
import { INVOICE_NOT_FOUND } from './materials.read.js';
import { MESSAGES, PAYMENT_MESSAGES, type InvoiceInput, type PayInvoiceInput } from './materials.schema.js';
import { INVOICE_STATUS } from './materials.transitions.js';
import { londonDate } from '../../lib/calendar.js';
import {
  INVOICE_ALREADY_APPROVED,
  INVOICE_NOT_OPEN,
  OVERRIDE_REASON_REQUIRED,
  findPo,
  movePo,
  poLink,
  priceLine,
} from './materials.service.js';
import { PurchaseOrderLine } from './purchase-order-line.model.js';
import { SupplierInvoice, referenceKey } from './supplier-invoice.model.js';
import { milli, threeWayMatch } from './three-way-match.js';

export class SupplierInvoicesService {
  constructor(private readonly sequelize: Sequelize) {}

  /** The supplier's earlier invoice with this reference (case and spaces aside), as a 409; null when none. */
  private async duplicateOf(
    companyId: string,
    supplierId: string,
    reference: string,
    t?: Transaction,
  ): Promise<ConflictError | null> {
    const [first] = await q<{
      supplier_reference: string;
      invoice_date: string;
      po_reference: string;
      supplier_name: string;
    }>(
      this.sequelize,
      `SELECT i.supplier_reference, i.invoice_date, o.reference AS po_reference, s.name AS supplier_name
         FROM supplier_invoices i
         JOIN purchase_orders o ON o.id = i.purchase_order_id
         JOIN suppliers s ON s.id = i.supplier_id
        WHERE i.company_id = :companyId AND i.supplier_id = :supplierId AND i.reference_key = :key`,
      { companyId, supplierId, key: referenceKey(reference) },
      t,
    );
    if (!first) return null;
    return new ConflictError(
      `${first.supplier_name} has already invoiced ${first.supplier_reference} (on ${first.po_reference}, dated ${formatUkDate(first.invoice_date)}): a supplier’s reference can be entered only once`,
    );
  }

  async add(actor: Actor, id: string, input: InvoiceInput): Promise<string> {
    try {
      return await this.addOnce(actor, id, input);
    } catch (err) {
      // Two entries of the same reference at once: the unique index refuses the second; name the first.
      if (err instanceof UniqueConstraintError) {
        const po = await q<{ supplier_id: string }>(
          this.sequelize,
          'SELECT supplier_id FROM purchase_orders WHERE id = :id AND company_id = :companyId',
          { id, companyId: actor.companyId },
        );
        const dup =
          po[0] && (await this.duplicateOf(actor.companyId, po[0].supplier_id, input.supplier_reference));
        if (dup) throw dup;
      }
      throw err;
    }
  }

  private async addOnce(actor: Actor, id: string, input: InvoiceInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const po = await findPo(actor, id, t);
      if (!['issued', 'part_delivered', 'delivered'].includes(po.status))
        throw new ConflictError(INVOICE_NOT_OPEN);
      const duplicate = await this.duplicateOf(actor.companyId, po.supplier_id, input.supplier_reference, t);
      if (duplicate) throw duplicate;
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
      // Every invoice already entered on the order (approved or not) has claimed its goods.
      const earlier = await SupplierInvoice.findAll({ where: { purchase_order_id: po.id }, transaction: t });
      const before = (lineId: string) => {
        const mine = earlier.flatMap((i) => i.lines.filter((l) => l.line_id === lineId));
        return {
          invoiced_before_milli: mine.reduce((sum, l) => sum + milli(l.quantity), 0),
          invoiced_before_pence: sumPence(mine.map((l) => l.net_pence)),
        };
      };
      const match = threeWayMatch(
        lines.map((l) => ({
          id: l.id,
          description: l.description,
          unit: l.unit,
          ordered_milli: milli(l.quantity),
          received_milli: milli(l.received_quantity),
          unit_price_pence: num(l.unit_price_pence),
          net_pence: num(l.net_pence),
          ...before(l.id),
        })),
        input.lines.map((l) => ({
          line_id: l.line_id,
          quantity_milli: milli(l.quantity),
          unit_price_pence: l.unit_price_pence,
        })),
        {
          net_pence: num(po.net_pence),
          invoiced_before_pence: sumPence(earlier.map((i) => num(i.net_pence))),
        },
      );
      const invoice = await SupplierInvoice.create(
        {
          company_id: actor.companyId,
          purchase_order_id: po.id,
          supplier_id: po.supplier_id,
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
        reason: match.mismatches.length ? match.mismatches.join('; ') : null,
        label: po.reference,
        link: poLink(po.id),
        projectId: po.project_id,
        details: {
          invoice_id: invoice.id,
          supplier_reference: input.supplier_reference,
          match_status: match.status,
          expected_pence: match.expected_pence,
          quantity_variance_pence: match.quantity_variance_pence,
          price_variance_pence: match.price_variance_pence,
          variance_pence: match.total_variance_pence,
        },
        transaction: t,
      });
      return po.id;
    });
  }

  async approve(actor: Actor, id: string, overrideReason: string | null | undefined): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const invoice = await SupplierInvoice.findOne({
        where: { id, company_id: actor.companyId },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
      const po = await findPo(actor, invoice.purchase_order_id, t).catch(() => {
        throw new NotFoundError(INVOICE_NOT_FOUND);
      });
      if (invoice.status !== 'received') throw new ConflictError(INVOICE_ALREADY_APPROVED);
      const override = !invoice.match_clean;
      // 403 a mismatch below a manager; 409 whoever entered the invoice (segregation of duties).
      assertMayApproveInvoice(actor, invoice);
      if (override && !overrideReason?.trim())
        throw ValidationError.single('override_reason', OVERRIDE_REASON_REQUIRED);
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
        details: {
          invoice_id: invoice.id,
          supplier_reference: invoice.supplier_reference,
          match_status: invoice.match.status ?? (invoice.match_clean ? 'clean' : 'variance'),
          variance_pence: invoice.match.total_variance_pence,
        },
        transaction: t,
      });
      if (po.status === 'part_delivered' || po.status === 'delivered') await movePo(actor, po, 'invoiced', t);
      return po.id;
    });
  }

  /** approved → paid (managers and up): the payment date and reference, with its activity row on the order. */
  async pay(actor: Actor, id: string, input: PayInvoiceInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const invoice = await SupplierInvoice.findOne({
        where: { id, company_id: actor.companyId },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
      const po = await findPo(actor, invoice.purchase_order_id, t).catch(() => {
        throw new NotFoundError(INVOICE_NOT_FOUND);
      });
      // 409 unless approved (received, or already paid); 403 below a manager.
      INVOICE_STATUS.check(actor, invoice.status, 'paid');
      if (input.payment_date > londonDate())
        throw ValidationError.single('payment_date', PAYMENT_MESSAGES.inFuture);
      if (input.payment_date < invoice.invoice_date)
        throw ValidationError.single('payment_date', PAYMENT_MESSAGES.beforeInvoice);
      await INVOICE_STATUS.apply({
        actor,
        entityId: invoice.id,
        from: invoice.status,
        to: 'paid',
        recordAs: { entityType: 'purchase_order', entityId: po.id },
        label: po.reference,
        link: poLink(po.id),
        projectId: po.project_id,
        details: {
          invoice_id: invoice.id,
          supplier_reference: invoice.supplier_reference,
          payment_date: input.payment_date,
          payment_reference: input.payment_reference ?? null,
          gross_pence: num(invoice.gross_pence),
        },
        transaction: t,
      });
      await invoice.update(
        {
          status: 'paid',
          payment_date: input.payment_date,
          payment_reference: input.payment_reference ?? null,
          paid_by: actor.userId,
          paid_at: new Date(),
        },
        { transaction: t },
      );
      return po.id;
    });
  }
}
