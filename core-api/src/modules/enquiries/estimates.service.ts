// Owns the rules of estimates: versions 1..n of an enquiry's estimate whose totals core-api computes
// (estimate-totals.ts) from sectioned lines, edits while draft, issue/accept/reject on the transition table, and
// a new draft version copying the latest one, which it supersedes. Every change writes an activity row.
import { Op, literal, type Sequelize, type Transaction } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { allocateReference } from '../../lib/numbering.js';
import { withTransaction } from '../../lib/transaction.js';
import { companyVatRegistered } from '../settings/index.js';
import { Enquiry } from './enquiry.model.js';
import { EstimateLine } from './estimate-line.model.js';
import { Estimate } from './estimate.model.js';
import { estimateTotals } from './estimate-totals.js';
import { authorizeInternalEstimate, enquiryIsOpen } from './enquiries.policy.js';
import {
  presentEstimate,
  presentEstimateSummary,
  type EstimateJson,
  type EstimateSummaryJson,
} from './enquiries.presenter.js';
import type { EstimateStatusInput, UpdateEstimateInput } from './enquiries.schema.js';
import {
  CONFLICTS,
  ESTIMATE_NOT_FOUND,
  enquiryFollowsEstimate,
  findEnquiry,
  lockEnquiry,
} from './enquiries.service.js';
import { ESTIMATE_STATUS } from './enquiries.transitions.js';

const estimateLink = (id: string) => `/app/estimates/${id}`;

/** An estimate's lines in order. */
export function estimateLinesOf(estimateId: string, transaction?: Transaction): Promise<EstimateLine[]> {
  return EstimateLine.findAll({
    where: { estimate_id: estimateId },
    order: [
      ['position', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
  });
}

export class EstimatesService {
  constructor(private readonly sequelize: Sequelize) {}

  async estimatesOf(actor: Actor, enquiryId: string): Promise<EstimateSummaryJson[]> {
    await findEnquiry(actor, enquiryId);
    const rows = await Estimate.findAll({
      where: { enquiry_id: enquiryId, company_id: actor.companyId },
      order: [['version', 'DESC']],
    });
    return rows.map(presentEstimateSummary);
  }

  /** The latest version of each enquiry's estimate (for loaders); enquiries of other companies are left out. */
  async latestFor(actor: Actor, enquiryIds: string[]): Promise<EstimateSummaryJson[]> {
    const rows = await Estimate.findAll({
      where: {
        company_id: actor.companyId,
        enquiry_id: { [Op.in]: enquiryIds },
        id: {
          [Op.in]: literal(`(SELECT DISTINCT ON (enquiry_id) id FROM estimates
            WHERE enquiry_id IN (${enquiryIds.map((x) => this.sequelize.escape(x)).join(',')})
            ORDER BY enquiry_id, version DESC)`),
        },
      },
    });
    return rows.map(presentEstimateSummary);
  }

  private async loadEstimate(actor: Actor, id: string, transaction?: Transaction, lock = false) {
    const estimate = await Estimate.findOne({
      where: { id, company_id: actor.companyId },
      transaction,
      lock: lock && transaction ? transaction.LOCK.UPDATE : undefined,
    });
    if (!estimate) throw new NotFoundError(ESTIMATE_NOT_FOUND);
    return estimate;
  }

  private async latestVersion(enquiryId: string, transaction?: Transaction): Promise<number> {
    const max = await Estimate.max<number, Estimate>('version', {
      where: { enquiry_id: enquiryId },
      transaction,
    });
    return Number(max ?? 0);
  }

  async getEstimate(actor: Actor, id: string, transaction?: Transaction): Promise<EstimateJson> {
    const estimate = await this.loadEstimate(actor, id, transaction);
    const [enquiry, lines, latest] = await Promise.all([
      Enquiry.findByPk(estimate.enquiry_id, { transaction }),
      estimateLinesOf(id, transaction),
      this.latestVersion(estimate.enquiry_id, transaction),
    ]);
    return presentEstimate(estimate, enquiry!, lines, latest === estimate.version, actor);
  }

  /** Writes `lines` (in order) and the totals of the estimate, replacing what it had. */
  private async price(
    actor: Actor,
    estimate: Estimate,
    input: Partial<UpdateEstimateInput>,
    transaction: Transaction,
    copyLines?: EstimateLine[],
  ): Promise<void> {
    if (input.valid_until !== undefined) estimate.valid_until = input.valid_until;
    if (input.notes !== undefined) estimate.notes = input.notes;
    if (input.overhead_percent !== undefined) estimate.overhead_percent = input.overhead_percent;
    if (input.profit_percent !== undefined) estimate.profit_percent = input.profit_percent;
    if (input.vat_code !== undefined) estimate.vat_code = input.vat_code;
    let lines: {
      section: EstimateLine['section'];
      description: string;
      quantity: number | string;
      unit: string | null;
      unit_cost_pence: number;
    }[];
    if (input.lines) {
      lines = input.lines.map((l) => ({
        section: l.section,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit ?? null,
        unit_cost_pence: l.unit_cost_pence,
      }));
    } else {
      lines = (copyLines ?? (await estimateLinesOf(estimate.id, transaction))).map((l) => ({
        section: l.section,
        description: l.description,
        quantity: String(l.quantity),
        unit: l.unit ?? null,
        unit_cost_pence: Number(l.unit_cost_pence),
      }));
    }
    // Priced at our company's VAT registration of the moment (decision 0050): not registered, no VAT.
    estimate.vat_registered = await companyVatRegistered(this.sequelize, actor.companyId, transaction);
    const totals = estimateTotals({
      lines,
      overhead_percent: String(estimate.overhead_percent),
      profit_percent: String(estimate.profit_percent),
      vat_code: estimate.vat_code,
      vat_registered: estimate.vat_registered,
    });
    estimate.lines_net_pence = totals.lines_net_pence;
    estimate.overhead_pence = totals.overhead_pence;
    estimate.profit_pence = totals.profit_pence;
    estimate.net_pence = totals.net_pence;
    estimate.vat_pence = totals.vat_pence;
    estimate.gross_pence = totals.gross_pence;
    // The estimate row first: its lines refer to it (a new estimate's lines used to be written before it).
    await estimate.save({ transaction });
    if (input.lines || copyLines) {
      await EstimateLine.destroy({ where: { estimate_id: estimate.id }, transaction });
      await EstimateLine.bulkCreate(
        lines.map((l, i) => ({
          company_id: actor.companyId,
          estimate_id: estimate.id,
          section: l.section,
          position: i + 1,
          description: l.description,
          quantity: l.quantity,
          unit: l.unit,
          unit_cost_pence: l.unit_cost_pence,
          net_pence: totals.line_net_pence[i]!,
        })),
        { transaction },
      );
    }
  }

  async createEstimate(actor: Actor, enquiryId: string, input: UpdateEstimateInput): Promise<EstimateJson> {
    return withTransaction(this.sequelize, async (transaction) => {
      const enquiry = await lockEnquiry(actor, enquiryId, transaction);
      if (!enquiryIsOpen(enquiry)) throw new ConflictError(CONFLICTS.closed);
      if ((await this.latestVersion(enquiry.id, transaction)) > 0)
        throw new ConflictError(CONFLICTS.estimateExists);
      const reference = await allocateReference(actor.companyId, 'estimate', transaction);
      const estimate = Estimate.build({
        company_id: actor.companyId,
        enquiry_id: enquiry.id,
        reference,
        version: 1,
        created_by: actor.userId,
      });
      await this.price(actor, estimate, { lines: [], ...input }, transaction);
      await recordActivity({
        actor,
        entityType: 'estimate',
        entityId: estimate.id,
        action: 'created',
        to: 'draft',
        label: `${reference} v1`,
        link: estimateLink(estimate.id),
        transaction,
      });
      await enquiryFollowsEstimate(
        actor,
        enquiry,
        'estimating',
        { id: estimate.id, label: `${reference} v1` },
        transaction,
      );
      return this.getEstimate(actor, estimate.id, transaction);
    });
  }

  async updateEstimate(actor: Actor, id: string, input: UpdateEstimateInput): Promise<EstimateJson> {
    return withTransaction(this.sequelize, async (transaction) => {
      const estimate = await this.loadEstimate(actor, id, transaction, true);
      if (estimate.status !== 'draft') throw new ConflictError(CONFLICTS.onlyDraft);
      await this.price(actor, estimate, input, transaction);
      await recordActivity({
        actor,
        entityType: 'estimate',
        entityId: estimate.id,
        action: 'updated',
        details: { net_pence: Number(estimate.net_pence), lines: input.lines?.length ?? null },
        label: `${estimate.reference} v${estimate.version}`,
        link: estimateLink(estimate.id),
        transaction,
      });
      return this.getEstimate(actor, estimate.id, transaction);
    });
  }

  async setEstimateStatus(actor: Actor, id: string, input: EstimateStatusInput): Promise<EstimateJson> {
    return withTransaction(this.sequelize, async (transaction) => {
      const estimate = await this.loadEstimate(actor, id, transaction, true);
      const from = estimate.status;
      const rule = ESTIMATE_STATUS.check(actor, from, input.status, input.reason);
      const reason = rule.reasonRequired ? input.reason!.trim() : null;
      const enquiry = await lockEnquiry(actor, estimate.enquiry_id, transaction);
      // A lost or declined enquiry's estimate cannot then be issued or accepted; recording the client's
      // rejection of it can still happen.
      if (input.status !== 'rejected' && (enquiry.status === 'lost' || enquiry.status === 'declined')) {
        throw new ConflictError(CONFLICTS.enquiryDecided);
      }
      await estimate.update(
        {
          status: input.status,
          status_reason: reason,
          ...(input.status === 'issued' ? { issued_at: new Date() } : { decided_at: new Date() }),
        },
        { transaction },
      );
      await ESTIMATE_STATUS.apply({
        actor,
        entityId: estimate.id,
        from,
        to: input.status,
        reason,
        label: `${estimate.reference} v${estimate.version}`,
        link: estimateLink(estimate.id),
        transaction,
      });
      // Rejection leaves the enquiry where it is: a revised version may follow (decision 0061).
      const follows = ({ issued: 'submitted', accepted: 'won' } as const)[
        input.status as 'issued' | 'accepted'
      ];
      if (follows) {
        await enquiryFollowsEstimate(
          actor,
          enquiry,
          follows,
          { id: estimate.id, label: `${estimate.reference} v${estimate.version}` },
          transaction,
        );
      }
      return this.getEstimate(actor, estimate.id, transaction);
    });
  }

  /** A new draft version copying the latest (issued or rejected) one, which it supersedes. */
  async newVersion(actor: Actor, id: string): Promise<EstimateJson> {
    return withTransaction(this.sequelize, async (transaction) => {
      const previous = await this.loadEstimate(actor, id, transaction, true);
      const enquiry = await lockEnquiry(actor, previous.enquiry_id, transaction);
      if (!enquiryIsOpen(enquiry)) throw new ConflictError(CONFLICTS.closed);
      if ((await this.latestVersion(enquiry.id, transaction)) !== previous.version) {
        throw new ConflictError(CONFLICTS.notLatest);
      }
      ESTIMATE_STATUS.check(actor, previous.status, 'superseded');
      const next = Estimate.build({
        company_id: actor.companyId,
        enquiry_id: enquiry.id,
        reference: previous.reference,
        version: previous.version + 1,
        valid_until: previous.valid_until,
        notes: previous.notes,
        overhead_percent: previous.overhead_percent,
        profit_percent: previous.profit_percent,
        vat_code: previous.vat_code,
        created_by: actor.userId,
      });
      await next.save({ transaction });
      await this.price(actor, next, {}, transaction, await estimateLinesOf(previous.id, transaction));
      const from = previous.status;
      await previous.update({ status: 'superseded', superseded_by_id: next.id }, { transaction });
      await ESTIMATE_STATUS.apply({
        actor,
        entityId: previous.id,
        from,
        to: 'superseded',
        details: { superseded_by: next.id, version: next.version },
        label: `${previous.reference} v${previous.version}`,
        link: estimateLink(previous.id),
        transaction,
      });
      await recordActivity({
        actor,
        entityType: 'estimate',
        entityId: next.id,
        action: 'created',
        to: 'draft',
        details: { copied_from: previous.id },
        label: `${next.reference} v${next.version}`,
        link: estimateLink(next.id),
        transaction,
      });
      return this.getEstimate(actor, next.id, transaction);
    });
  }

  async estimateForPdf(actor: Actor, id: string, kind: 'quotation' | 'internal' = 'quotation') {
    // The costed estimate is commercial (decision 0061): its own rule, though today every caller has it.
    if (kind === 'internal') authorizeInternalEstimate(actor);
    const estimate = await this.loadEstimate(actor, id);
    const [enquiry, lines] = await Promise.all([Enquiry.findByPk(estimate.enquiry_id), estimateLinesOf(id)]);
    return { estimate, enquiry: enquiry!, lines };
  }
}
