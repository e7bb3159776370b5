// Owns the rules of plant requests: a worker asks for plant on a project they are on (PR-0001, numbered in the
// creating transaction); supervisors and up see every request, a worker their own and their projects'. Every
// move goes through the transition table (plant.policy.ts) and writes an activity (and so the requester's
// notification and the dashboards' live refresh) in the same transaction as the change:
// - approve as an allocation of an owned register item — refused (409) when the item is not available or one
//   of its inspections has expired (naming the inspection and its date), with a warning when one falls due
//   within 7 days — or as a hire at a supplier's rate valid on the start date for the category (the cheapest
//   over the requested period is suggested by rateOptions); the rate is copied onto the request;
// - on hire (the delivery date; a hire puts the hired machine on the register), off-hire asked for by the site,
//   the collection recorded by the office (the supplier's reference and date), reject with a reason, cancel
//   before on-hire (the requester or a supervisor).
// Hire cost to date follows plant-cost.ts; it feeds the project's costs through the module's contribution.
import { Op, QueryTypes, type Sequelize, type Transaction, type WhereOptions, literal } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { allocateReference } from '../../lib/numbering.js';
import { paginate, pageRequest, type Page, cappedTotalOf, countedTotal } from '../../lib/paging.js';
import { escapeLike } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { Activity, User } from '../../models/index.js';
import { PROJECT_NOT_FOUND, findVisibleProject, visibleProjectIdsSql } from '../projects/index.js';
import { Supplier } from '../suppliers/index.js';
import {
  ZERO_COST,
  estimateHire,
  hireCostToDate,
  hireCostWithin,
  regionOf,
  type HireCost,
  type HireTerms,
} from './plant-cost.js';
import { PlantItem } from './plant-item.model.js';
import { loadNames } from './plant-names.js';
import { PlantRate } from './plant-rate.model.js';
import { PlantRequest, type RequestStatus } from './plant-request.model.js';
import { ONLY_REQUESTER_CANCELS, REQUEST_TRANSITIONS, recordAllows, seesAllPlant } from './plant.policy.js';
import { presentRate, presentRequest, type Names, type PlantRequestJson } from './plant.presenter.js';
import type {
  ApproveInput,
  CollectionInput,
  CreateRequestInput,
  ListRequestsQuery,
  OnHireInput,
} from './plant.schema.js';
import { ITEM_NOT_FOUND, inspectionDates } from './plant-register.service.js';

export const PLANT_REQUEST_NOT_FOUND = 'Plant request not found';
export const OPEN_STATUSES: RequestStatus[] = ['requested', 'approved', 'on_hire', 'off_hire_requested'];
const HIRED_STATUSES: RequestStatus[] = ['on_hire', 'off_hire_requested', 'off_hired'];

/** dd/mm/yyyy for messages people read. */
export function ukDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

const INSPECTIONS = [
  { field: 'loler_due_date', name: 'LOLER thorough examination' },
  { field: 'puwer_due_date', name: 'PUWER inspection' },
] as const;

/**
 * The inspection gate on allocating an owned item: 409 naming the first inspection that has expired and its
 * date; otherwise the warnings for those falling due within 7 days (today included).
 */
export function inspectionGate(
  item: Pick<PlantItem, 'asset_number' | 'loler_due_date' | 'puwer_due_date'>,
  today: string,
): string[] {
  const soon = addDays(today, 7);
  const warnings: string[] = [];
  for (const { field, name } of INSPECTIONS) {
    const due = item[field];
    if (!due) continue;
    if (due < today) {
      throw new ConflictError(
        `${item.asset_number} cannot be allocated: its ${name} expired on ${ukDate(due)}`,
      );
    }
    if (due <= soon) warnings.push(`${item.asset_number}: ${name} due on ${ukDate(due)}`);
  }
  return warnings;
}

export function termsOf(request: PlantRequest): HireTerms | null {
  if (request.fulfilment !== 'hire' || request.rate_pence == null || !request.rate_unit) return null;
  return {
    rate_pence: Number(request.rate_pence),
    rate_unit: request.rate_unit,
    delivery_pence: Number(request.delivery_pence ?? 0),
    collection_pence: Number(request.collection_pence ?? 0),
    quantity: request.quantity,
  };
}

/** Hire cost to date of a request (zero until on hire); allocations count days but cost nothing here. */
export function costOf(request: PlantRequest, sitePostcode: string | null, today: string): HireCost {
  if (!HIRED_STATUSES.includes(request.status)) return { ...ZERO_COST };
  const region = regionOf(sitePostcode);
  const period = { on_hire_date: request.on_hire_date ?? null, off_hire_date: request.off_hire_date ?? null };
  const terms = termsOf(request) ?? {
    rate_pence: 0,
    rate_unit: 'day' as const,
    delivery_pence: 0,
    collection_pence: 0,
    quantity: request.quantity,
  };
  return hireCostToDate(terms, period, today, region);
}

/** Requests the actor may see: every one for supervisors and up; a worker's own and their projects'. */
export function visibleRequestsWhere(actor: Actor): WhereOptions<PlantRequest> {
  if (seesAllPlant(actor)) return { company_id: actor.companyId };
  const me = PlantRequest.sequelize!.escape(actor.userId);
  return {
    company_id: actor.companyId,
    [Op.and]: [
      literal(
        `("PlantRequest"."requested_by" = ${me} OR "PlantRequest"."project_id" IN (${visibleProjectIdsSql(actor, true)}))`,
      ),
    ],
  } as WhereOptions<PlantRequest>;
}

/** Whether the actor may see the request (the kit's 404-before-403 check). */
export async function isPlantRequestVisible(actor: Actor, id: string): Promise<boolean> {
  return (await PlantRequest.count({ where: { ...(visibleRequestsWhere(actor) as object), id } })) > 0;
}

export class PlantRequestsService {
  constructor(private readonly sequelize: Sequelize) {}

  private visibleWhere(actor: Actor): WhereOptions<PlantRequest> {
    return visibleRequestsWhere(actor);
  }

  private async find(actor: Actor, id: string, transaction?: Transaction): Promise<PlantRequest> {
    const request = await PlantRequest.findOne({
      where: { ...(this.visibleWhere(actor) as object), id },
      transaction,
      lock: transaction ? transaction.LOCK.UPDATE : undefined,
    });
    if (!request) throw new NotFoundError(PLANT_REQUEST_NOT_FOUND);
    return request;
  }

  private names(requests: PlantRequest[], companyId: string, transaction?: Transaction): Promise<Names> {
    return loadNames(
      {
        projects: requests.map((r) => r.project_id),
        people: requests.flatMap((r) => [r.requested_by, r.decided_by]),
        suppliers: requests.map((r) => r.supplier_id),
        items: requests.flatMap((r) => [r.plant_item_id, r.wanted_item_id]),
      },
      companyId,
      transaction,
    );
  }

  async present(
    actor: Actor,
    requests: PlantRequest[],
    transaction?: Transaction,
  ): Promise<PlantRequestJson[]> {
    const names = await this.names(requests, actor.companyId, transaction);
    const today = londonDate();
    return requests.map((r) =>
      presentRequest(
        r,
        names,
        actor,
        costOf(r, names.projects.get(r.project_id)?.site_postcode ?? null, today),
      ),
    );
  }

  async presentOne(actor: Actor, request: PlantRequest): Promise<PlantRequestJson> {
    return (await this.present(actor, [request]))[0]!;
  }

  async list(actor: Actor, query: ListRequestsQuery): Promise<Page<PlantRequestJson>> {
    const where: WhereOptions<PlantRequest>[] = [this.visibleWhere(actor)];
    // Workers always get their own; supervisors and up get all unless they ask for theirs.
    if (query.scope === 'mine' || !seesAllPlant(actor)) where.push({ requested_by: actor.userId });
    if (query.status) where.push({ status: query.status });
    if (query.open === true) where.push({ status: { [Op.in]: OPEN_STATUSES } });
    if (query.open === false) where.push({ status: { [Op.notIn]: OPEN_STATUSES } });
    if (query.project_id) where.push({ project_id: query.project_id });
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      where.push({
        [Op.or]: [
          { reference: { [Op.iLike]: like } },
          { category: { [Op.iLike]: like } },
          { notes: { [Op.iLike]: like } },
        ],
      });
    }
    const filter = { [Op.and]: where };
    // Supervisors and up asking for every request, unfiltered: the company's counter. A worker's (or "mine")
    // and any filter count to the cap.
    const unfiltered =
      seesAllPlant(actor) &&
      query.scope !== 'mine' &&
      !query.status &&
      query.open === undefined &&
      !query.project_id &&
      !query.search;
    const page = await paginate(
      pageRequest(query),
      (limit, offset) =>
        PlantRequest.findAll({
          where: filter,
          order: [
            ['created_at', 'DESC'],
            ['id', 'DESC'],
          ],
          limit,
          offset,
        }),
      () =>
        unfiltered
          ? countedTotal(this.sequelize, {
              companyId: actor.companyId,
              list: 'plant_requests',
              views: ['all'],
            })
          : cappedTotalOf(PlantRequest, filter),
      (r) => r,
    );
    return { ...page, items: await this.present(actor, page.items) };
  }

  async get(actor: Actor, id: string): Promise<PlantRequest> {
    return this.find(actor, id);
  }

  /** The request's history: every activity about it, oldest first, with who made it. */
  async timeline(actor: Actor, id: string) {
    const rows = await Activity.findAll({
      where: { company_id: actor.companyId, entity_type: 'plant_request', entity_id: id },
      order: [
        ['created_at', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: 200,
    });
    const people = await User.findAll({
      where: { id: { [Op.in]: [...new Set(rows.map((r) => r.actor_id).filter((v): v is string => !!v))] } },
      attributes: ['id', 'first_name', 'last_name'],
    });
    const byId = new Map(
      people.map((u) => [u.id, { id: u.id, first_name: u.first_name, last_name: u.last_name }]),
    );
    return rows.map((r) => ({
      id: r.id,
      action: r.action,
      from_state: r.from_state ?? null,
      to_state: r.to_state ?? null,
      reason: r.reason ?? null,
      actor: r.actor_id ? (byId.get(r.actor_id) ?? null) : null,
      at: r.created_at.toISOString(),
    }));
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

  /** Rates valid on the request's start date for its category, cheapest over the requested period first. */
  async rateOptions(actor: Actor, id: string) {
    const request = await this.find(actor, id);
    const [project] = (
      await loadNames({ projects: [request.project_id] }, actor.companyId)
    ).projects.values();
    const region = regionOf(project?.site_postcode);
    const rates = await PlantRate.findAll({
      where: {
        company_id: actor.companyId,
        valid_from: { [Op.lte]: request.required_from },
        [Op.and]: [
          { [Op.or]: [{ valid_to: null }, { valid_to: { [Op.gte]: request.required_from } }] },
          literal(`lower("PlantRate"."category") = ${this.sequelize.escape(request.category.toLowerCase())}`),
          literal(`"PlantRate"."supplier_id" IN (SELECT id FROM suppliers WHERE is_active)`),
        ],
      },
    });
    const names = await loadNames({ suppliers: rates.map((r) => r.supplier_id) }, actor.companyId);
    const options = rates
      .map((rate) => ({
        rate,
        estimate: estimateHire(
          {
            rate_pence: Number(rate.rate_pence),
            rate_unit: rate.rate_unit,
            delivery_pence: Number(rate.delivery_pence),
            collection_pence: Number(rate.collection_pence),
            quantity: request.quantity,
          },
          request.required_from,
          request.required_until,
          region,
        ),
      }))
      .sort(
        (a, b) =>
          a.estimate.total_pence - b.estimate.total_pence ||
          (names.suppliers.get(a.rate.supplier_id)?.name ?? '').localeCompare(
            names.suppliers.get(b.rate.supplier_id)?.name ?? '',
          ) ||
          a.rate.id.localeCompare(b.rate.id),
      );
    return {
      request_id: request.id,
      category: request.category,
      valid_on: request.required_from,
      options: options.map((o, i) => ({
        rate: presentRate(o.rate, names, actor),
        estimate: o.estimate,
        suggested: i === 0,
      })),
    };
  }

  async approve(
    actor: Actor,
    id: string,
    input: ApproveInput,
  ): Promise<{ request: PlantRequest; warnings: string[] }> {
    return withTransaction(this.sequelize, async (transaction) => {
      const { request, from, action } = await this.move(actor, id, 'approved', transaction);
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
            `This rate is not valid on ${ukDate(request.required_from)}, the hire’s start date`,
          );
        }
        const supplier = await Supplier.findOne({
          where: { id: rate.supplier_id, company_id: actor.companyId },
          transaction,
        });
        if (!supplier?.is_active) throw new ConflictError('This supplier is inactive: choose another rate');
        request.set({
          fulfilment: 'hire',
          supplier_id: rate.supplier_id,
          rate_id: rate.id,
          rate_pence: Number(rate.rate_pence),
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
          `The collection date cannot be before the on-hire date (${ukDate(request.on_hire_date)})`,
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

  /** Inspections due in 7 days or expired, and hires (on hire) whose until date falls this week. */
  async dueSoon(actor: Actor) {
    const { today, soon } = inspectionDates();
    const items = await PlantItem.findAll({
      where: {
        company_id: actor.companyId,
        status: { [Op.ne]: 'disposed' },
        [Op.or]: [{ loler_due_date: { [Op.lte]: soon } }, { puwer_due_date: { [Op.lte]: soon } }],
      },
      order: [['asset_number', 'ASC']],
      limit: 100,
    });
    const inspections = items
      .flatMap((item) =>
        INSPECTIONS.filter(({ field }) => item[field] && item[field]! <= soon).map(({ field, name }) => ({
          item: { id: item.id, asset_number: item.asset_number, description: item.description },
          inspection: field === 'loler_due_date' ? ('loler' as const) : ('puwer' as const),
          label: name,
          due_date: item[field]!,
          state: item[field]! < today ? ('expired' as const) : ('due_soon' as const),
        })),
      )
      .sort((a, b) => a.due_date.localeCompare(b.due_date));
    const weekEnd = endOfWeek(today);
    const hires = await PlantRequest.findAll({
      where: {
        ...(this.visibleWhere(actor) as object),
        status: { [Op.in]: ['on_hire', 'off_hire_requested'] },
        required_until: { [Op.lte]: weekEnd },
      },
      order: [
        ['required_until', 'ASC'],
        ['reference', 'ASC'],
      ],
      limit: 100,
    });
    return { inspections, hires_ending: await this.present(actor, hires) };
  }

  /** A project's hires and their cost to date (supervisors and up). */
  async projectCost(actor: Actor, projectId: string) {
    await findVisibleProject(actor, projectId, { withManager: false });
    const requests = await PlantRequest.findAll({
      where: { company_id: actor.companyId, project_id: projectId, status: { [Op.in]: HIRED_STATUSES } },
      order: [
        ['on_hire_date', 'ASC'],
        ['reference', 'ASC'],
      ],
    });
    const hires = await this.present(actor, requests);
    return {
      project_id: projectId,
      total_pence: hires.reduce((sum, h) => sum + (h.cost?.total_pence ?? 0), 0),
      chargeable_days: hires.reduce((sum, h) => sum + h.chargeable_days, 0),
      hires,
    };
  }
}

/** The Sunday that ends the week (Monday to Sunday) of `date`. */
export function endOfWeek(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(date, weekday === 0 ? 0 : 7 - weekday);
}

/**
 * Hire cost per project among `projectIds` (hired plant only), up to today or within [from, to]: the module's
 * contribution to project costs and the dashboards.
 */
export async function plantCostsByProject(
  sequelize: Sequelize,
  projectIds: string[] | null,
  options: { transaction?: Transaction; companyId?: string; window?: { from: string; to: string } } = {},
): Promise<Map<string, { total: number; days: number }>> {
  if (projectIds && !projectIds.length) return new Map();
  const rows = await sequelize.query<{
    project_id: string;
    site_postcode: string | null;
    quantity: number;
    rate_pence: string;
    rate_unit: 'day' | 'week';
    delivery_pence: string | null;
    collection_pence: string | null;
    on_hire_date: string | null;
    off_hire_date: string | null;
  }>(
    `SELECT r.project_id, p.site_postcode, r.quantity, r.rate_pence, r.rate_unit, r.delivery_pence,
            r.collection_pence, r.on_hire_date, r.off_hire_date
       FROM plant_requests r JOIN projects p ON p.id = r.project_id
      WHERE r.fulfilment = 'hire' AND r.status IN ('on_hire', 'off_hire_requested', 'off_hired')
        AND r.rate_pence IS NOT NULL
        ${projectIds ? 'AND r.project_id IN (:projectIds)' : ''}
        ${options.companyId ? 'AND r.company_id = :companyId' : ''}`,
    {
      type: QueryTypes.SELECT,
      replacements: { projectIds: projectIds ?? [], companyId: options.companyId ?? null },
      transaction: options.transaction,
    },
  );
  const today = londonDate();
  const out = new Map<string, { total: number; days: number }>();
  for (const r of rows) {
    const terms: HireTerms = {
      rate_pence: Number(r.rate_pence),
      rate_unit: r.rate_unit,
      delivery_pence: Number(r.delivery_pence ?? 0),
      collection_pence: Number(r.collection_pence ?? 0),
      quantity: r.quantity,
    };
    const window = options.window
      ? { from: options.window.from, to: options.window.to < today ? options.window.to : today }
      : { to: today };
    const cost = hireCostWithin(terms, r, window, regionOf(r.site_postcode));
    const entry = out.get(r.project_id) ?? { total: 0, days: 0 };
    entry.total += cost.total_pence;
    entry.days += cost.chargeable_days;
    out.set(r.project_id, entry);
  }
  return out;
}
