// Owns what is read about plant requests: the list (visibility from plant.policy.ts, filters, the kit's paging),
// one request with its history, the rates a request may be hired at (cheapest over its period first), what is
// due soon (inspections, hires ending this week) and a project's hires with their cost to date — each request
// presented with its names and hire cost (plant-cost.ts). Runs on the connection it is built with.
import { Op, literal, type Sequelize, type Transaction, type WhereOptions } from 'sequelize';
import { rolesUpTo, type Actor } from '../../lib/auth.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { NotFoundError } from '../../lib/errors.js';
import { paginate, pageRequest, type Page, cappedTotalOf, countedTotal } from '../../lib/paging.js';
import { escapeLike } from '../../lib/sql.js';
import { Activity, User } from '../../models/index.js';
import { findVisibleProject } from '../projects/index.js';
import { HIRED_STATUSES, costOf, estimateHire, hireRate, regionOf } from './plant-cost.js';
import { PlantItem } from './plant-item.model.js';
import { loadNames } from './plant-names.js';
import { PlantRate } from './plant-rate.model.js';
import { PlantRequest, type RequestStatus } from './plant-request.model.js';
import { INSPECTIONS, seesAllPlant, visibleRequestsWhere } from './plant.policy.js';
import {
  offUseText,
  presentRate,
  presentRequest,
  type Names,
  type PlantRequestJson,
} from './plant.presenter.js';
import type { ListRequestsQuery } from './plant.schema.js';
import { inspectionDates } from './plant-register.service.js';

export const PLANT_REQUEST_NOT_FOUND = 'Plant request not found';
export const OPEN_STATUSES: RequestStatus[] = ['requested', 'approved', 'on_hire', 'off_hire_requested'];

/** Whether the actor may see the request (the kit's 404-before-403 check). */
export async function isPlantRequestVisible(actor: Actor, id: string): Promise<boolean> {
  return (await PlantRequest.count({ where: { ...(visibleRequestsWhere(actor) as object), id } })) > 0;
}

/** The Sunday that ends the week (Monday to Sunday) of `date`. */
export function endOfWeek(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(date, weekday === 0 ? 0 : 7 - weekday);
}

export class PlantRequestReads {
  constructor(private readonly sequelize: Sequelize) {}

  private visibleWhere(actor: Actor): WhereOptions<PlantRequest> {
    return visibleRequestsWhere(actor);
  }

  /** A request the actor may see (locked for update inside `transaction`), or 404. */
  async find(actor: Actor, id: string, transaction?: Transaction): Promise<PlantRequest> {
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
      // A hire invoice's rows are the buyers' (their min_role): the rest of the history is everyone's.
      where: {
        company_id: actor.companyId,
        entity_type: 'plant_request',
        entity_id: id,
        min_role: { [Op.in]: rolesUpTo(actor.role) },
      },
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
    // An operated request is priced at each rate's operated price; rates offering none are left out.
    const options = rates
      .filter((rate) => hireRate(rate, request.with_operator) != null)
      .map((rate) => ({
        rate,
        hire_rate_pence: hireRate(rate, request.with_operator)!,
        estimate: estimateHire(
          {
            rate_pence: hireRate(rate, request.with_operator)!,
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
      with_operator: request.with_operator,
      options: options.map((o, i) => ({
        rate: presentRate(o.rate, names, actor),
        hire_rate_pence: o.hire_rate_pence,
        estimate: o.estimate,
        suggested: i === 0,
      })),
    };
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
          item: {
            id: item.id,
            asset_number: item.asset_number,
            description: item.description,
            off_use: offUseText(item),
          },
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
