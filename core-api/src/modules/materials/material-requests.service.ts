// Owns the writes of a material request, each in one transaction with its activity rows: a worker asks for
// materials on a project they are on (MR-0001, with lines); a supervisor approves or rejects it, and it is
// withdrawn by its requester (or a supervisor) on the transition table and the policy's per-record rule; the
// requester never decides their own request (segregation of duties, decision 0046).
import { eachOnItsOwn, type BulkOutcome } from '../../lib/bulk.js';
import type { Sequelize } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError } from '../../lib/errors.js';
import { allocateReference } from '../../lib/numbering.js';
import { withTransaction } from '../../lib/transaction.js';
import { findVisibleProject } from '../projects/index.js';
import { MaterialRequestLine } from './material-request-line.model.js';
import { MaterialRequest, type RequestStatus } from './material-request.model.js';
import {
  assertNotOwnRequestDecision,
  assertRequestMove,
  assertRequesterMayCancel,
} from './materials.policy.js';
import type { CreateRequestInput } from './materials.schema.js';
import { findRequest, moveRequest, requestLink } from './materials.service.js';
import { REQUEST_MANUAL_MOVES, REQUEST_STATUS } from './materials.transitions.js';

export class MaterialRequestsService {
  constructor(private readonly sequelize: Sequelize) {}

  async create(actor: Actor, input: CreateRequestInput): Promise<string> {
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

  /** Several requests approved or rejected, each in its own transaction through changeStatus (decision 0064). */
  async bulkChangeStatus(
    actor: Actor,
    ids: readonly string[],
    to: RequestStatus,
    reason: string | null | undefined,
  ): Promise<BulkOutcome[]> {
    return eachOnItsOwn(ids, (id) => this.changeStatus(actor, id, to, reason));
  }

  async changeStatus(
    actor: Actor,
    id: string,
    to: RequestStatus,
    reason: string | null | undefined,
  ): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const request = await findRequest(actor, id, t);
      if (!REQUEST_MANUAL_MOVES.includes(to)) {
        throw new ConflictError(
          `Cannot change status from ${request.status.replace(/_/g, ' ')} to ${to.replace(/_/g, ' ')}`,
        );
      }
      assertRequestMove(actor, request, to);
      // The table's refusals (409 illegal move, 403 role, 400 reason) first, then segregation: the requester
      // never approves or rejects their own request (409, decision 0046).
      REQUEST_STATUS.check(actor, request.status, to, reason);
      assertNotOwnRequestDecision(actor, request, to);
      assertRequesterMayCancel(actor, request, to);
      await moveRequest(actor, request, to, t, reason);
      return request.reference;
    });
  }
}
