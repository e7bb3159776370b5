// Owns recording goods received against an order's lines, in one transaction with its activity row: the received
// quantities (ticket photo, shortage or damage notes), then the order and its request move on to part delivered
// or delivered.
import type { Sequelize } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import { withTransaction } from '../../lib/transaction.js';
import { Upload } from '../../models/index.js';
import { MaterialDelivery } from './material-delivery.model.js';
import { MaterialRequest, type RequestStatus } from './material-request.model.js';
import { MESSAGES, type DeliveryInput } from './materials.schema.js';
import { DELIVERY_NOT_OPEN, findPo, moveRequest, movePo, poLink } from './materials.service.js';
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
}
