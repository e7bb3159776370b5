// Owns the writes of a purchase order, each in one transaction with its activity rows: raising one (PO-00001,
// totals worked per line by the shared money rule) directly or for an approved request — or, for the RFQs'
// service, from a chosen quote — and its manual moves: issuing it (its PDF filed in the project's folder, the
// request moving to ordered), cancelling or closing it.
import { createHash, randomUUID } from 'node:crypto';
import type { Sequelize, Transaction } from 'sequelize';
import type { AppDeps } from '../../kit/module.js';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import { invoiceTotals, type VatCode } from '../../lib/money.js';
import { allocateReference } from '../../lib/numbering.js';
import { withTransaction } from '../../lib/transaction.js';
import { Upload } from '../../models/index.js';
import { findVisibleProject } from '../projects/index.js';
import { Supplier } from '../suppliers/index.js';
import { MaterialRequest } from './material-request.model.js';
import { buildPoPdf } from './materials.pdf.js';
import type { CreatePoInput } from './materials.schema.js';
import {
  SUPPLIER_NOT_AVAILABLE,
  findPo,
  findRequest,
  moveRequest,
  movePo,
  poLink,
  priceLine,
} from './materials.service.js';
import { PO_PDF_MIN_ROLE } from './materials.policy.js';
import { PO_MANUAL_MOVES } from './materials.transitions.js';
import { PurchaseOrderLine } from './purchase-order-line.model.js';
import { PurchaseOrder, type PoStatus } from './purchase-order.model.js';

export class PurchaseOrdersService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly deps: Pick<AppDeps, 'drive'>,
  ) {}

  /** A draft order with its priced lines and activity row, inside the caller's transaction. */
  async raise(
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

  async createDirect(actor: Actor, input: CreatePoInput): Promise<string> {
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
        const request = await findRequest(actor, input.request_id, t);
        if (request.project_id !== project.id) {
          throw ValidationError.single('request_id', 'The request belongs to another project');
        }
        if (request.status !== 'approved' && request.status !== 'quoting') {
          throw new ConflictError('Orders can be raised only for an approved request');
        }
        requestId = request.id;
      }
      const po = await this.raise(actor, t, {
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

  async changeStatus(actor: Actor, id: string, to: PoStatus, reason: string | null | undefined) {
    let filed: (() => Promise<void>) | null = null;
    await withTransaction(this.sequelize, async (t) => {
      const po = await findPo(actor, id, t);
      if (!PO_MANUAL_MOVES.includes(to)) {
        throw new ConflictError(
          `Cannot change status from ${po.status.replace(/_/g, ' ')} to ${to.replace(/_/g, ' ')}`,
        );
      }
      await movePo(actor, po, to, t, reason);
      if (to === 'issued') {
        filed = await this.filePdf(actor, po, t);
        if (po.request_id) {
          const request = await MaterialRequest.findByPk(po.request_id, {
            transaction: t,
            lock: t.LOCK.UPDATE,
          });
          if (request && (request.status === 'approved' || request.status === 'quoting')) {
            await moveRequest(actor, request, 'ordered', t);
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
    const bytes = await file.pdf.render();
    const project = await findVisibleProject(actor, po.project_id, { transaction: t, withManager: false });
    const id = randomUUID();
    const { key } = await this.deps.drive.putFile({
      companyId: actor.companyId,
      folderId: project.folder_status === 'created' ? (project.drive_folder_id ?? null) : null,
      name: `${id}-${file.filename}`,
      bytes,
    });
    await Upload.create(
      {
        id,
        company_id: actor.companyId,
        project_id: project.id,
        filename: file.filename,
        content_type: 'application/pdf',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storage_provider: (this.deps.drive as { provider: string }).provider,
        storage_key: key,
        uploaded_by: actor.userId,
        // The priced order as a document is the buyers' (GET /purchase-orders/{id}/pdf: decision 0052).
        min_role: PO_PDF_MIN_ROLE,
        source_type: 'purchase_order',
        source_id: po.id,
      },
      { transaction: t },
    );
    await po.update({ pdf_upload_id: id }, { transaction: t });
    return () => this.deps.drive.deleteFile(key).catch(() => undefined);
  }
}
