// Owns the rules of enquiries and their estimates: the company's list (search over reference, client, title
// and postcode; status filter; sort by tender due date by default; the kit's paging, one statement for the page
// and one for the total whatever its size: the counter unfiltered, else a capped count), create/edit/delete-while-new, status moves on the transition table,
// estimates versioned 1..n whose totals core-api computes (estimate-totals.ts), and the conversion of a won
// enquiry with an accepted estimate into a project, in one transaction. Every change writes an activity row.
import { Op, QueryTypes, literal, type Sequelize, type Transaction, type WhereOptions } from 'sequelize';
import type { JobQueue } from '../../lib/jobs.js';
import { recordActivity } from '../../lib/activity.js';
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { allocateReference } from '../../lib/numbering.js';
import { paginate, pageRequest, type Page, cappedTotalOf, countedTotal } from '../../lib/paging.js';
import { escapeLike } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { Activity, Project, User, BUDGET_CATEGORIES } from '../../models/index.js';
import { recordProjectActivity } from '../projects/index.js';
import { getProjectDefaults } from '../settings/index.js';
import { Enquiry, type EnquiryStatus } from './enquiry.model.js';
import { EstimateLine } from './estimate-line.model.js';
import { Estimate } from './estimate.model.js';
import { estimateTotals } from './estimate-totals.js';
import { enquiryIsOpen } from './enquiries.policy.js';
import {
  presentEnquiry,
  presentEstimate,
  presentEstimateSummary,
  type EnquiryJson,
  type EnquiryRow,
  type EstimateJson,
  type EstimateSummaryJson,
} from './enquiries.presenter.js';
import {
  MESSAGES,
  type CreateEnquiryInput,
  type EnquiryStatusInput,
  type EstimateStatusInput,
  type ListEnquiriesQuery,
  type UpdateEnquiryInput,
  type UpdateEstimateInput,
} from './enquiries.schema.js';
import { ENQUIRY_STATUS, ESTIMATE_STATUS } from './enquiries.transitions.js';

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
} as const;

export const FILE_ESTIMATE_PDF_JOB = 'enquiries.file-estimate-pdf';

const link = (id: string) => `/app/enquiries/${id}`;
const estimateLink = (id: string) => `/app/estimates/${id}`;

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

export class EnquiriesService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly jobs?: JobQueue,
  ) {}

  // ——— enquiries ———

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

  async find(actor: Actor, id: string, transaction?: Transaction): Promise<EnquiryRow> {
    const enquiry = await Enquiry.findOne({
      where: { id, company_id: actor.companyId },
      attributes: { include: [[HAS_ACCEPTED, 'has_accepted_estimate']] },
      include: [{ model: User, as: 'estimator', attributes: ['id', 'first_name', 'last_name'] }],
      transaction,
    });
    if (!enquiry) throw new NotFoundError(ENQUIRY_NOT_FOUND);
    return enquiry;
  }

  private async lockEnquiry(actor: Actor, id: string, transaction: Transaction): Promise<Enquiry> {
    const enquiry = await Enquiry.findOne({
      where: { id, company_id: actor.companyId },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!enquiry) throw new NotFoundError(ENQUIRY_NOT_FOUND);
    return enquiry;
  }

  private async checkEstimator(actor: Actor, userId: string | null | undefined, transaction: Transaction) {
    if (!userId) return;
    const user = await User.findOne({ where: { id: userId, company_id: actor.companyId }, transaction });
    if (!user || !user.is_active || !roleAtLeast(user.role, 'supervisor')) {
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
        link: link(enquiry.id),
        transaction,
      });
      return enquiry.id;
    });
    return presentEnquiry(await this.find(actor, id), actor);
  }

  async update(actor: Actor, id: string, input: UpdateEnquiryInput): Promise<EnquiryJson> {
    await withTransaction(this.sequelize, async (transaction) => {
      const enquiry = await this.lockEnquiry(actor, id, transaction);
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
        link: link(enquiry.id),
        transaction,
      });
    });
    return presentEnquiry(await this.find(actor, id), actor);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await withTransaction(this.sequelize, async (transaction) => {
      const enquiry = await this.lockEnquiry(actor, id, transaction);
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
      const enquiry = await this.lockEnquiry(actor, id, transaction);
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
        link: link(enquiry.id),
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

  // ——— estimates ———

  async estimatesOf(actor: Actor, enquiryId: string): Promise<EstimateSummaryJson[]> {
    await this.find(actor, enquiryId);
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

  private async linesOf(estimateId: string, transaction?: Transaction) {
    return EstimateLine.findAll({
      where: { estimate_id: estimateId },
      order: [
        ['position', 'ASC'],
        ['id', 'ASC'],
      ],
      transaction,
    });
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
      this.linesOf(id, transaction),
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
      lines = (copyLines ?? (await this.linesOf(estimate.id, transaction))).map((l) => ({
        section: l.section,
        description: l.description,
        quantity: String(l.quantity),
        unit: l.unit ?? null,
        unit_cost_pence: Number(l.unit_cost_pence),
      }));
    }
    const totals = estimateTotals({
      lines,
      overhead_percent: String(estimate.overhead_percent),
      profit_percent: String(estimate.profit_percent),
      vat_code: estimate.vat_code,
    });
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
    estimate.lines_net_pence = totals.lines_net_pence;
    estimate.overhead_pence = totals.overhead_pence;
    estimate.profit_pence = totals.profit_pence;
    estimate.net_pence = totals.net_pence;
    estimate.vat_pence = totals.vat_pence;
    estimate.gross_pence = totals.gross_pence;
    await estimate.save({ transaction });
  }

  async createEstimate(actor: Actor, enquiryId: string, input: UpdateEstimateInput): Promise<EstimateJson> {
    return withTransaction(this.sequelize, async (transaction) => {
      const enquiry = await this.lockEnquiry(actor, enquiryId, transaction);
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
      return this.getEstimate(actor, estimate.id, transaction);
    });
  }

  /** A new draft version copying the latest (issued or rejected) one, which it supersedes. */
  async newVersion(actor: Actor, id: string): Promise<EstimateJson> {
    return withTransaction(this.sequelize, async (transaction) => {
      const previous = await this.loadEstimate(actor, id, transaction, true);
      const enquiry = await this.lockEnquiry(actor, previous.enquiry_id, transaction);
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
      await this.price(actor, next, {}, transaction, await this.linesOf(previous.id, transaction));
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

  async estimateForPdf(actor: Actor, id: string) {
    const estimate = await this.loadEstimate(actor, id);
    const [enquiry, lines] = await Promise.all([Enquiry.findByPk(estimate.enquiry_id), this.linesOf(id)]);
    return { estimate, enquiry: enquiry!, lines };
  }

  // ——— convert ———

  /**
   * A won enquiry with an accepted estimate becomes a project, in one transaction: name, client and site from
   * the enquiry, contract value the estimate's net, budget per cost category its sections' subtotals; the
   * enquiry is linked (a second call finds the link: 409). The estimate's PDF is filed in the project's files
   * by a job queued in the same transaction.
   */
  async convert(actor: Actor, id: string): Promise<{ project_id: string; enquiry: EnquiryJson }> {
    const projectId = await withTransaction(this.sequelize, async (transaction) => {
      const enquiry = await this.lockEnquiry(actor, id, transaction);
      if (enquiry.project_id) throw new ConflictError(CONFLICTS.alreadyConverted);
      if (enquiry.status !== 'won') throw new ConflictError(CONFLICTS.notWon);
      const estimate = await Estimate.findOne({
        where: { enquiry_id: enquiry.id, status: 'accepted' },
        order: [['version', 'DESC']],
        transaction,
      });
      if (!estimate) throw new ConflictError(CONFLICTS.noAccepted);
      const lines = await this.linesOf(estimate.id, transaction);
      const budget = Object.fromEntries(BUDGET_CATEGORIES.map((c) => [`budget_${c}_pence`, 0])) as Record<
        string,
        number
      >;
      for (const l of lines) budget[`budget_${l.section}_pence`]! += Number(l.net_pence);
      const defaults = await getProjectDefaults(actor.companyId, transaction);
      const projectNumber = await allocateReference(actor.companyId, 'project', transaction);
      const project = await Project.create(
        {
          ...(defaults as object),
          ...budget,
          company_id: actor.companyId,
          project_number: projectNumber,
          name: enquiry.title,
          description: enquiry.description,
          client_name: enquiry.client_name,
          client_contact_name: enquiry.client_contact_name,
          client_email: enquiry.client_email,
          client_phone: enquiry.client_phone,
          site_address: enquiry.site_address,
          site_postcode: enquiry.site_postcode,
          contract_value_pence: Number(estimate.net_pence),
          created_by: actor.userId,
        } as unknown as Project,
        { transaction },
      );
      await enquiry.update({ project_id: project.id, converted_at: new Date() }, { transaction });
      await recordProjectActivity(actor, project.id, 'created', {
        to: project.status,
        details: { from_enquiry: enquiry.reference, estimate: `${estimate.reference} v${estimate.version}` },
        transaction,
      });
      await recordActivity({
        actor,
        entityType: 'enquiry',
        entityId: enquiry.id,
        action: 'converted',
        details: { project_id: project.id, project_number: projectNumber },
        label: `${enquiry.reference} ${enquiry.title}`,
        link: link(enquiry.id),
        transaction,
      });
      await this.jobs?.send(
        FILE_ESTIMATE_PDF_JOB,
        { estimateId: estimate.id, projectId: project.id, companyId: actor.companyId, actorId: actor.userId },
        { transaction },
      );
      return project.id;
    });
    return { project_id: projectId, enquiry: presentEnquiry(await this.find(actor, id), actor) };
  }

  async sqlCount(sql: string, replacements: Record<string, unknown>): Promise<number> {
    const [row] = await this.sequelize.query<{ n: string }>(sql, { type: QueryTypes.SELECT, replacements });
    return Number(row?.n ?? 0);
  }
}
