// Owns the changes to plant requests: a worker asks for plant on a project they are on (PR-0001, numbered in
// the creating transaction). Every move goes through the transition table (plant.policy.ts) and writes an
// activity (and so the requester's notification and the dashboards' live refresh) in the same transaction as
// the change:
// - approve as an allocation of an owned register item — refused (409) by the inspection gate (plant.policy.ts)
//   when one of its inspections has expired, with a warning when one falls due within 7 days — or as a hire at
//   a supplier's rate valid on the start date for the category; the rate is copied onto the request;
// - on hire (the delivery date; a hire puts the hired machine on the register), off-hire asked for by the site,
//   the collection recorded by the office (the supplier's reference and date), reject with a reason, cancel
//   before on-hire (the requester or a supervisor).
// Reads are plant-requests.read.ts; hire cost is plant-cost.ts.
import type { Sequelize, Transaction } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { allocateReference } from '../../lib/numbering.js';
import { formatUkDate } from '../../lib/pdf.js';
import { withTransaction } from '../../lib/transaction.js';
import { PROJECT_NOT_FOUND, findVisibleProject } from '../projects/index.js';
import { Supplier } from '../suppliers/index.js';
import { hireRate, NO_OPERATED_RATE } from './plant-cost.js';
import { PlantItem } from './plant-item.model.js';
import { PlantRate } from './plant-rate.model.js';
import { PlantRequest, type RequestStatus } from './plant-request.model.js';
import {
  ONLY_REQUESTER_CANCELS,
  REQUEST_TRANSITIONS,
  assertMayApprove,
  inspectionGate,
  offUseGate,
  recordAllows,
} from './plant.policy.js';
import type { ApproveInput, CollectionInput, CreateRequestInput, OnHireInput } from './plant.schema.js';
import { ITEM_NOT_FOUND, inspectionDates } from './plant-register.service.js';
import type { PlantRequestReads } from './plant-requests.read.js';

export class PlantRequestsService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly reads: PlantRequestReads,
  ) {}

  private find(actor: Actor, id: string, transaction?: Transaction): Promise<PlantRequest> {
    return this.reads.find(actor, id, transaction);
  }

  async create(actor: Actor, input: CreateRequestInput): Promise<PlantRequest> {
    return withTransaction(this.sequelize, async (transaction) => {
      // Workers ask only for projects they are on; supervisors and up for any of the company's.
      const project = await findVisibleProject(actor, input.project_id, {
        transaction,
        withManager: false,
      }).catch((err: unknown) => {
        if (err instanceof NotFoundError) throw ValidationError.single('project_id', PROJECT_NOT_FOUND);
        throw err;
      });
      if (project.is_archived || ['completed', 'cancelled'].includes(project.status)) {
        throw new ConflictError(
          `${project.project_number} is ${project.is_archived ? 'archived' : project.status}: plant cannot be requested for it`,
        );
      }
      let category = input.category ?? null;
      if (input.plant_item_id) {
        const item = await PlantItem.findOne({
          where: { id: input.plant_item_id, company_id: actor.companyId },
          transaction,
        });
        if (!item) throw ValidationError.single('plant_item_id', ITEM_NOT_FOUND);
        category ??= item.category;
      }
      const reference = await allocateReference(actor.companyId, 'plant_request', transaction);
      const request = await PlantRequest.create(
        {
          company_id: actor.companyId,
          reference,
          project_id: project.id,
          requested_by: actor.userId,
          category: category!,
          wanted_item_id: input.plant_item_id ?? null,
          quantity: input.quantity,
          required_from: input.required_from,
          required_until: input.required_until,
          with_operator: input.with_operator,
          notes: input.notes ?? null,
        },
        { transaction },
      );
      await this.record(actor, request, 'created', { to: 'requested', transaction });
      return request;
    });
  }

  /** Writes the request's activity (its history, the requester's notification, live dashboards). */
  private record(
    actor: Actor,
    request: PlantRequest,
    action: string,
    options: {
      from?: string | null;
      to?: string | null;
      reason?: string | null;
      transaction: Transaction;
      details?: Record<string, unknown>;
    },
  ) {
    return recordActivity({
      actor,
      entityType: 'plant_request',
      entityId: request.id,
      projectId: request.project_id,
      label: request.reference,
      link: `/app/plant?request_id=${request.id}`,
      action,
      from: options.from ?? null,
      to: options.to ?? null,
      reason: options.reason ?? null,
      details: {
        ...(options.details ?? {}),
        reference: request.reference,
        category: request.category,
        requested_by: request.requested_by,
        decided_by: request.decided_by ?? null,
      },
      transaction: options.transaction,
    });
  }

  /** Checks the move on the table and the per-record rule; answers the request locked for update. */
  private async move(
    actor: Actor,
    id: string,
    to: RequestStatus,
    transaction: Transaction,
    reason?: string | null,
  ): Promise<{ request: PlantRequest; from: RequestStatus; action: string }> {
    const request = await this.find(actor, id, transaction);
    const from = request.status;
    const rule = REQUEST_TRANSITIONS.check(actor, from, to, reason);
    if (!recordAllows(actor, request, to)) throw new AuthorizationError(ONLY_REQUESTER_CANCELS);
    return { request, from, action: rule.action ?? 'status_changed' };
  }

  async approve(
    actor: Actor,
    id: string,
    input: ApproveInput,
  ): Promise<{ request: PlantRequest; warnings: string[] }> {
    return withTransaction(this.sequelize, async (transaction) => {
      const { request, from, action } = await this.move(actor, id, 'approved', transaction);
      assertMayApprove(actor, request);
      let warnings: string[] = [];
      const details: Record<string, unknown> = { fulfilment: input.fulfilment };
      if (input.fulfilment === 'allocation') {
        const item = await PlantItem.findOne({
          where: { id: input.plant_item_id, company_id: actor.companyId },
          transaction,
          lock: transaction.LOCK.UPDATE,
        });
        if (!item) throw ValidationError.single('plant_item_id', ITEM_NOT_FOUND);
        if (item.ownership !== 'owned') {
          throw new ConflictError(
            `${item.asset_number} is hired plant: allocate an owned item or place a hire`,
          );
        }
        if (item.status !== 'available') {
          throw new ConflictError(
            `${item.asset_number} is not available (${item.status.replace(/_/g, ' ')})`,
          );
        }
        offUseGate(item);
        warnings = inspectionGate(item, inspectionDates().today);
        // Allocated to the project from approval, so no other request can take it meanwhile.
        await item.update({ status: 'on_hire', current_project_id: request.project_id }, { transaction });
        request.set({ fulfilment: 'allocation', plant_item_id: item.id });
        details.plant_item = item.asset_number;
        if (warnings.length) details.warnings = warnings;
      } else {
        const rate = await PlantRate.findOne({
          where: { id: input.rate_id, company_id: actor.companyId },
          transaction,
        });
        if (!rate) throw ValidationError.single('rate_id', 'Plant rate not found');
        if (rate.category.toLowerCase() !== request.category.toLowerCase()) {
          throw new ConflictError(`This rate is for ${rate.category}, not ${request.category}`);
        }
        if (
          rate.valid_from > request.required_from ||
          (rate.valid_to && rate.valid_to < request.required_from)
        ) {
          throw new ConflictError(
            `This rate is not valid on ${formatUkDate(request.required_from)}, the hire’s start date`,
          );
        }
        const supplier = await Supplier.findOne({
          where: { id: rate.supplier_id, company_id: actor.companyId },
          transaction,
        });
        if (!supplier?.is_active) throw new ConflictError('This supplier is inactive: choose another rate');
        // An operated request is hired at the operated (wet) rate, never the self-drive one.
        const ratePence = hireRate(rate, request.with_operator);
        if (ratePence == null) throw new ConflictError(NO_OPERATED_RATE);
        request.set({
          fulfilment: 'hire',
          supplier_id: rate.supplier_id,
          rate_id: rate.id,
          rate_pence: ratePence,
          rate_unit: rate.rate_unit,
          delivery_pence: Number(rate.delivery_pence),
          collection_pence: Number(rate.collection_pence),
          hire_reference: input.hire_reference ?? null,
        });
        details.supplier = supplier.name;
      }
      request.set({ status: 'approved', decided_by: actor.userId, decided_at: new Date() });
      await request.save({ transaction });
      await this.record(actor, request, action, { from, to: 'approved', details, transaction });
      return { request, warnings };
    });
  }

  async reject(actor: Actor, id: string, reason: string): Promise<PlantRequest> {
    return withTransaction(this.sequelize, async (transaction) => {
      const { request, from, action } = await this.move(actor, id, 'rejected', transaction, reason);
      await request.update(
        { status: 'rejected', decided_by: actor.userId, decided_at: new Date(), decision_reason: reason },
        { transaction },
      );
      await this.record(actor, request, action, { from, to: 'rejected', reason, transaction });
      return request;
    });
  }

  async cancel(actor: Actor, id: string, reason: string | null): Promise<PlantRequest> {
    return withTransaction(this.sequelize, async (transaction) => {
      const { request, from, action } = await this.move(actor, id, 'cancelled', transaction, reason);
      if (request.fulfilment === 'allocation' && request.plant_item_id) {
        await PlantItem.update(
          { status: 'available', current_project_id: null },
          {
            where: { id: request.plant_item_id, company_id: actor.companyId, status: 'on_hire' },
            transaction,
          },
        );
      }
      await request.update(
        { status: 'cancelled', decision_reason: reason ?? request.decision_reason },
        { transaction },
      );
      await this.record(actor, request, action, { from, to: 'cancelled', reason, transaction });
      return request;
    });
  }

  async onHire(actor: Actor, id: string, input: OnHireInput): Promise<PlantRequest> {
    return withTransaction(this.sequelize, async (transaction) => {
      const { request, from, action } = await this.move(actor, id, 'on_hire', transaction);
      const date = input.on_hire_date ?? londonDate();
      if (input.hire_reference) request.hire_reference = input.hire_reference;
      if (request.fulfilment === 'hire') {
        // The hired machine joins the register while it is on site.
        const item = await PlantItem.create(
          {
            company_id: actor.companyId,
            asset_number: `${request.reference}-H`,
            description: `${request.category} (hired for ${request.reference})`,
            category: request.category,
            ownership: 'hired',
            supplier_id: request.supplier_id,
            hire_reference: request.hire_reference ?? null,
            status: 'on_hire',
            current_project_id: request.project_id,
            created_by: actor.userId,
          },
          { transaction },
        );
        request.plant_item_id = item.id;
      }
      request.set({ status: 'on_hire', on_hire_date: date });
      await request.save({ transaction });
      await this.record(actor, request, action, {
        from,
        to: 'on_hire',
        details: { on_hire_date: date },
        transaction,
      });
      return request;
    });
  }

  async requestOffHire(actor: Actor, id: string): Promise<PlantRequest> {
    return withTransaction(this.sequelize, async (transaction) => {
      const { request, from, action } = await this.move(actor, id, 'off_hire_requested', transaction);
      if (request.plant_item_id) {
        await PlantItem.update(
          { status: 'off_hire_requested' },
          { where: { id: request.plant_item_id, company_id: actor.companyId }, transaction },
        );
      }
      await request.update(
        {
          status: 'off_hire_requested',
          off_hire_requested_at: new Date(),
          off_hire_requested_by: actor.userId,
        },
        { transaction },
      );
      await this.record(actor, request, action, { from, to: 'off_hire_requested', transaction });
      return request;
    });
  }

  async recordCollection(actor: Actor, id: string, input: CollectionInput): Promise<PlantRequest> {
    return withTransaction(this.sequelize, async (transaction) => {
      const { request, from, action } = await this.move(actor, id, 'off_hired', transaction);
      if (request.on_hire_date && input.collected_on < request.on_hire_date) {
        throw ValidationError.single(
          'collected_on',
          `The collection date cannot be before the on-hire date (${formatUkDate(request.on_hire_date)})`,
        );
      }
      if (request.plant_item_id) {
        const item = await PlantItem.findByPk(request.plant_item_id, {
          transaction,
          lock: transaction.LOCK.UPDATE,
        });
        if (item) {
          await item.update(
            { status: item.ownership === 'owned' ? 'available' : 'off_hired', current_project_id: null },
            { transaction },
          );
        }
      }
      await request.update(
        {
          status: 'off_hired',
          collection_reference: input.collection_reference,
          off_hire_date: input.collected_on,
        },
        { transaction },
      );
      await this.record(actor, request, action, {
        from,
        to: 'off_hired',
        details: { collection_reference: input.collection_reference, collected_on: input.collected_on },
        transaction,
      });
      return request;
    });
  }
}
