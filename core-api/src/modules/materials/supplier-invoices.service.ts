// Owns a supplier's invoices against an order, each write in one transaction with its activity row: entering
// one, priced per line at the order's VAT codes and matched three ways (ordered, received, invoiced), and
// approving it — a clean match by a supervisor, a mismatch only by a manager's override with a reason — which
// moves a delivered order to invoiced.
import type { Sequelize } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { invoiceTotals } from '../../lib/money.js';
import { num } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { assertMayApproveInvoice } from './materials.policy.js';
import { INVOICE_NOT_FOUND } from './materials.read.js';
import { MESSAGES, type InvoiceInput } from './materials.schema.js';
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
import { SupplierInvoice } from './supplier-invoice.model.js';
import { milli, threeWayMatch } from './three-way-match.js';

export class SupplierInvoicesService {
  constructor(private readonly sequelize: Sequelize) {}

  async add(actor: Actor, id: string, input: InvoiceInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const po = await findPo(actor, id, t);
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
      if (invoice.status === 'approved') throw new ConflictError(INVOICE_ALREADY_APPROVED);
      const override = !invoice.match_clean;
      if (override) {
        assertMayApproveInvoice(actor, invoice);
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
      if (po.status === 'part_delivered' || po.status === 'delivered') await movePo(actor, po, 'invoiced', t);
      return po.id;
    });
  }
}
