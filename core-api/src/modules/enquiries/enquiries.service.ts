// Owns the rules of enquiries: the company's list (search over reference, client, title and postcode; status
// filter; sort by tender due date by default; the kit's paging, one statement for the page and one for the total
// whatever its size: the counter unfiltered, else a capped count), create/edit/delete-while-new, status moves on
// the transition table, and the history of an enquiry and its estimates. Every change writes an activity row.
// Estimates are estimates.service.ts; the conversion into a project is convert-enquiry.command.ts.
import { Op, literal, type Sequelize, type Transaction, type WhereOptions } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { allocateReference } from '../../lib/numbering.js';
import { paginate, pageRequest, type Page, cappedTotalOf, countedTotal } from '../../lib/paging.js';
import { escapeLike } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { Activity, User } from '../../models/index.js';
import { Enquiry, type EnquiryStatus } from './enquiry.model.js';
import { Estimate } from './estimate.model.js';
import { enquiryIsOpen, mayEstimate } from './enquiries.policy.js';
import { presentEnquiry, type EnquiryJson, type EnquiryRow } from './enquiries.presenter.js';
import {
  MESSAGES,
  type CreateEnquiryInput,
  type EnquiryStatusInput,
  type ListEnquiriesQuery,
  type UpdateEnquiryInput,
} from './enquiries.schema.js';
import { ENQUIRY_STATUS } from './enquiries.transitions.js';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';
export const ESTIMATE_NOT_FOUND = 'Estimate not found';
export const CONFLICTS = {
  deleteOnlyNew: 'Only a new enquiry can be deleted',
  closed: 'This enquiry is closed and can no longer be changed',
  estimateExists: 'This enquiry already has an estimate: make a new version of the latest one',
  onlyDraft: 'Only a draft estimate can be edited',
  notLatest: 'Only the latest version of an estimate can have a new version',
  alreadyConverted: 'This enquiry has already been converted to a project',
  notWon: 'Only a won enquiry can be converted to a project',
  noAccepted: 'The enquiry needs an accepted estimate to be converted to a project',
  enquiryDecided: 'The enquiry is lost or declined: its estimate can no longer be issued or accepted',
} as const;

export const FILE_ESTIMATE_PDF_JOB = 'enquiries.file-estimate-pdf';

export const enquiryLink = (id: string) => `/app/enquiries/${id}`;

const HAS_ACCEPTED = literal(
  `EXISTS (SELECT 1 FROM estimates e WHERE e.enquiry_id = "Enquiry"."id" AND e.status = 'accepted')`,
);

const EDITABLE = [
  'title',
  'description',
  'client_name',
  'client_contact_name',
  'client_email',
  'client_phone',
  'site_address',
  'site_postcode',
  'source',
  'received_date',
  'tender_due_date',
  'estimator_id',
] as const;

/** The caller's company's enquiry (with whether it has an accepted estimate), or 404. */
export async function findEnquiry(actor: Actor, id: string, transaction?: Transaction): Promise<EnquiryRow> {
  const enquiry = await Enquiry.findOne({
    where: { id, company_id: actor.companyId },
    attributes: { include: [[HAS_ACCEPTED, 'has_accepted_estimate']] },
    include: [{ model: User, as: 'estimator', attributes: ['id', 'first_name', 'last_name'] }],
    transaction,
  });
  if (!enquiry) throw new NotFoundError(ENQUIRY_NOT_FOUND);
  return enquiry;
}

/** The caller's company's enquiry locked for update in `transaction`, or 404. */
export async function lockEnquiry(actor: Actor, id: string, transaction: Transaction): Promise<Enquiry> {
  const enquiry = await Enquiry.findOne({
    where: { id, company_id: actor.companyId },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (!enquiry) throw new NotFoundError(ENQUIRY_NOT_FOUND);
  return enquiry;
}

/** The enquiry's way forward while it is being won; lost and declined are off it (decision 0061). */
const FORWARD: readonly EnquiryStatus[] = ['new', 'estimating', 'submitted', 'won'];

/**
 * Moves `enquiry` forward to `target` because its estimate moved (started → estimating, issued → submitted,
 * accepted → won; decision 0061), one step of the transition table at a time, each with its activity row,
 * in the estimate's transaction. Never backwards: an enquiry already at or past `target` (or lost or declined)
 * stays as it is. Returns the states it passed through.
 */
export async function enquiryFollowsEstimate(
  actor: Actor,
  enquiry: Enquiry,
  target: 'estimating' | 'submitted' | 'won',
  estimate: { id: string; label: string },
  transaction: Transaction,
): Promise<EnquiryStatus[]> {
  const at = FORWARD.indexOf(enquiry.status);
  const to = FORWARD.indexOf(target);
  if (at < 0 || at >= to) return [];
  const passed: EnquiryStatus[] = [];
  for (const next of FORWARD.slice(at + 1, to + 1)) {
    const from = enquiry.status;
    await ENQUIRY_STATUS.apply({
      actor,
      entityId: enquiry.id,
      from,
      to: next,
      details: { by_estimate: estimate.id, estimate: estimate.label },
      label: `${enquiry.reference} ${enquiry.title}`,
      link: enquiryLink(enquiry.id),
      transaction,
    });
    await enquiry.update(
      { status: next, status_reason: null, status_changed_at: new Date() },
      { transaction },
    );
    passed.push(next);
  }
  return passed;
}

export class EnquiriesService {
  constructor(private readonly sequelize: Sequelize) {}

  async list(actor: Actor, query: ListEnquiriesQuery): Promise<Page<EnquiryJson>> {
    const where: WhereOptions<Enquiry>[] = [{ company_id: actor.companyId }];
    if (query.status) where.push({ status: query.status });
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      where.push({
        [Op.or]: [
          { reference: { [Op.iLike]: like } },
          { client_name: { [Op.iLike]: like } },
          { title: { [Op.iLike]: like } },
          { site_postcode: { [Op.iLike]: like } },
        ],
      });
    }
    const filter = { [Op.and]: where };
    const sortBy = query.sort_by ?? 'tender_due_date';
    const dir = (query.sort_order ?? (sortBy === 'tender_due_date' ? 'asc' : 'desc')).toUpperCase();
    const nulls = sortBy === 'tender_due_date' ? ` NULLS LAST` : '';
    return paginate(
      pageRequest(query),
      (limit, offset) =>
        Enquiry.findAll({
          where: filter,
          attributes: { include: [[HAS_ACCEPTED, 'has_accepted_estimate']] },
          include: [{ model: User, as: 'estimator', attributes: ['id', 'first_name', 'last_name'] }],
          order: [literal(`"Enquiry"."${sortBy}" ${dir}${nulls}`), ['id', 'ASC']],
          limit,
          offset,
        }),
      // Supervisors and up (the route's callers) see every enquiry of the company; the sort changes no total.
      () =>
        query.status || query.search
          ? cappedTotalOf(Enquiry, filter)
          : countedTotal(this.sequelize, { companyId: actor.companyId, list: 'enquiries', views: ['all'] }),
      (e) => presentEnquiry(e, actor),
    );
  }

  find(actor: Actor, id: string, transaction?: Transaction): Promise<EnquiryRow> {
    return findEnquiry(actor, id, transaction);
  }

  private async checkEstimator(actor: Actor, userId: string | null | undefined, transaction: Transaction) {
    if (!userId) return;
    const user = await User.findOne({ where: { id: userId, company_id: actor.companyId }, transaction });
    if (!user || !mayEstimate(user)) {
      throw ValidationError.single('estimator_id', MESSAGES.estimator);
    }
  }

  private checkDates(received: string, due: string | null | undefined) {
    if (due && due < received) throw ValidationError.single('tender_due_date', MESSAGES.tenderBeforeReceived);
  }

  async create(actor: Actor, input: CreateEnquiryInput): Promise<EnquiryJson> {
    const id = await withTransaction(this.sequelize, async (transaction) => {
      await this.checkEstimator(actor, input.estimator_id, transaction);
      const received = input.received_date ?? londonDate();
      this.checkDates(received, input.tender_due_date);
      const reference = await allocateReference(actor.companyId, 'enquiry', transaction);
      const enquiry = await Enquiry.create(
        {
          company_id: actor.companyId,
          reference,
          title: input.title,
          description: input.description ?? null,
          client_name: input.client_name,
          client_contact_name: input.client_contact_name ?? null,
          client_email: input.client_email ?? null,
          client_phone: input.client_phone ?? null,
          site_address: input.site_address ?? null,
          site_postcode: input.site_postcode ?? null,
          source: input.source ?? null,
          received_date: received,
          tender_due_date: input.tender_due_date ?? null,
          estimator_id: input.estimator_id ?? null,
          created_by: actor.userId,
        },
        { transaction },
      );
      await recordActivity({
        actor,
        entityType: 'enquiry',
        entityId: enquiry.id,
        action: 'created',
        to: 'new',
        label: `${reference} ${enquiry.title}`,
        link: enquiryLink(enquiry.id),
        transaction,
      });
      return enquiry.id;
    });
    return presentEnquiry(await this.find(actor, id), actor);
  }

  async update(actor: Actor, id: string, input: UpdateEnquiryInput): Promise<EnquiryJson> {
    await withTransaction(this.sequelize, async (transaction) => {
      const enquiry = await lockEnquiry(actor, id, transaction);
      if (!enquiryIsOpen(enquiry)) throw new ConflictError(CONFLICTS.closed);
      if (input.estimator_id !== undefined) await this.checkEstimator(actor, input.estimator_id, transaction);
      const changed: string[] = [];
      for (const field of EDITABLE) {
        const value = input[field];
        if (value === undefined) continue;
        if (field === 'received_date' && value === null) continue; // required: left as it is
        if (enquiry.get(field) !== value) {
          enquiry.set(field, value as never);
          changed.push(field);
        }
      }
      this.checkDates(enquiry.received_date, enquiry.tender_due_date);
      if (changed.length === 0) return;
      await enquiry.save({ transaction });
      await recordActivity({
        actor,
        entityType: 'enquiry',
        entityId: enquiry.id,
        action: 'updated',
        details: { changed },
        label: `${enquiry.reference} ${enquiry.title}`,
        link: enquiryLink(enquiry.id),
        transaction,
      });
    });
    return presentEnquiry(await this.find(actor, id), actor);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await withTransaction(this.sequelize, async (transaction) => {
      const enquiry = await lockEnquiry(actor, id, transaction);
      if (enquiry.status !== 'new') throw new ConflictError(CONFLICTS.deleteOnlyNew);
      await recordActivity({
        actor,
        entityType: 'enquiry',
        entityId: enquiry.id,
        action: 'deleted',
        from: enquiry.status,
        label: `${enquiry.reference} ${enquiry.title}`,
        transaction,
      });
      await enquiry.destroy({ transaction });
    });
  }

  async setStatus(actor: Actor, id: string, input: EnquiryStatusInput): Promise<EnquiryJson> {
    await withTransaction(this.sequelize, async (transaction) => {
      const enquiry = await lockEnquiry(actor, id, transaction);
      const from = enquiry.status;
      const to: EnquiryStatus = input.status;
      const rule = ENQUIRY_STATUS.check(actor, from, to, input.reason);
      await enquiry.update(
        {
          status: to,
          status_reason: rule.reasonRequired ? input.reason!.trim() : null,
          status_changed_at: new Date(),
        },
        { transaction },
      );
      await ENQUIRY_STATUS.apply({
        actor,
        entityId: enquiry.id,
        from,
        to,
        reason: rule.reasonRequired ? input.reason!.trim() : null,
        label: `${enquiry.reference} ${enquiry.title}`,
        link: enquiryLink(enquiry.id),
        transaction,
      });
    });
    return presentEnquiry(await this.find(actor, id), actor);
  }

  async history(actor: Actor, id: string) {
    await this.find(actor, id);
    const estimateIds = (
      await Estimate.findAll({ where: { enquiry_id: id, company_id: actor.companyId }, attributes: ['id'] })
    ).map((e) => e.id);
    const rows = await Activity.findAll({
      where: {
        company_id: actor.companyId,
        [Op.or]: [
          { entity_type: 'enquiry', entity_id: id },
          ...(estimateIds.length ? [{ entity_type: 'estimate', entity_id: { [Op.in]: estimateIds } }] : []),
        ],
      },
      include: [{ model: User, as: 'actor', attributes: ['id', 'first_name', 'last_name'] }],
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: 100,
    });
    return rows.map((a) => {
      const actorUser = (a as unknown as { actor?: User | null }).actor;
      const label = a.details?.label;
      return {
        id: a.id,
        entity_type: a.entity_type,
        action: a.action,
        from_state: a.from_state ?? null,
        to_state: a.to_state ?? null,
        reason: a.reason ?? null,
        label: typeof label === 'string' ? label : null,
        actor: actorUser
          ? { id: actorUser.id, first_name: actorUser.first_name, last_name: actorUser.last_name }
          : null,
        created_at: a.created_at.toISOString(),
      };
    });
  }
}
