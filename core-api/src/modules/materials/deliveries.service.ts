// Owns recording goods received against an order's lines, in one transaction with its activity row: the received
// quantities (ticket photo, shortage or damage notes), then the order and its request move on to part delivered
// or delivered. What comes beyond the order is recorded but held (decision 0046): it does not count as received
// (for the three-way match or the costs) until a manager accepts it with a reason.
import type { Sequelize } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import { lineNet } from '../../lib/money.js';
import { withTransaction } from '../../lib/transaction.js';
import { Upload } from '../../models/index.js';
import { MaterialDelivery } from './material-delivery.model.js';
import { MaterialRequest, type RequestStatus } from './material-request.model.js';
import { MAX_QUANTITY, MESSAGES, type DeliveryInput } from './materials.schema.js';
import {
  DELIVERY_NOT_OPEN,
  NO_OVER_DELIVERY,
  findPo,
  moveRequest,
  movePo,
  poLink,
} from './materials.service.js';
import { PurchaseOrderLine } from './purchase-order-line.model.js';
import type { PoStatus } from './purchase-order.model.js';
import { milli } from './three-way-match.js';

export class DeliveriesService {
  constructor(private readonly sequelize: Sequelize) {}

  async record(actor: Actor, id: string, input: DeliveryInput) {
    await withTransaction(this.sequelize, async (t) => {
      const po = await findPo(actor, id, t);
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
      const deliveryLines = [];
      const held = [];
      for (const l of received) {
        const line = byId.get(l.line_id)!;
        const had = milli(line.received_quantity);
        const heldBefore = milli(line.held_quantity);
        if (had + heldBefore + milli(l.quantity) > milli(MAX_QUANTITY))
          throw ValidationError.single('lines', MESSAGES.quantityMax);
        // Up to the order counts as received; the rest is held for a manager.
        const accepted = Math.min(milli(l.quantity), Math.max(0, milli(line.quantity) - had));
        const excess = milli(l.quantity) - accepted;
        await line.update(
          {
            received_quantity: ((had + accepted) / 1000).toFixed(3),
            held_quantity: ((heldBefore + excess) / 1000).toFixed(3),
          },
          { transaction: t },
        );
        deliveryLines.push({ line_id: l.line_id, quantity: l.quantity, held_quantity: excess / 1000 });
        if (excess) held.push({ line_id: line.id, description: line.description, quantity: excess / 1000 });
      }
      const delivery = await MaterialDelivery.create(
        {
          company_id: actor.companyId,
          purchase_order_id: po.id,
          received_by: actor.userId,
          received_at: new Date(),
          lines: deliveryLines,
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
      if (held.length) {
        await recordActivity({
          actor,
          entityType: 'purchase_order',
          entityId: po.id,
          action: 'over_delivery_held',
          label: po.reference,
          link: poLink(po.id),
          projectId: po.project_id,
          details: { delivery_id: delivery.id, lines: held },
          transaction: t,
        });
      }
      const complete = lines.every((l) => milli(l.received_quantity) >= milli(l.quantity));
      const to: PoStatus = complete ? 'delivered' : 'part_delivered';
      if (po.status !== to) await movePo(actor, po, to, t);
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
          await moveRequest(actor, request, reqTo, t);
        }
      }
    });
  }

  /** A manager accepts the goods held beyond the order, with a reason: they count as received from now on. */
  async acceptOverDelivery(actor: Actor, id: string, reason: string): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const po = await findPo(actor, id, t);
      const lines = await PurchaseOrderLine.findAll({
        where: { purchase_order_id: po.id },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      const held = lines.filter((l) => milli(l.held_quantity) > 0);
      if (!held.length || po.status === 'cancelled' || po.status === 'closed')
        throw new ConflictError(NO_OVER_DELIVERY);
      const accepted = held.map((l) => ({
        line_id: l.id,
        description: l.description,
        quantity: Number(l.held_quantity),
        value_pence: lineNet(Number(l.held_quantity).toFixed(3), Number(l.unit_price_pence)),
      }));
      for (const line of held) {
        const total = milli(line.received_quantity) + milli(line.held_quantity);
        await line.update(
          { received_quantity: (total / 1000).toFixed(3), held_quantity: '0.000' },
          { transaction: t },
        );
      }
      await recordActivity({
        actor,
        entityType: 'purchase_order',
        entityId: po.id,
        action: 'over_delivery_accepted',
        reason,
        label: po.reference,
        link: poLink(po.id),
        projectId: po.project_id,
        details: { lines: accepted },
        transaction: t,
      });
      return po.id;
    });
  }
}
