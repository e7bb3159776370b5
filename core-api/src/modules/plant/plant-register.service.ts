// Owns the rules of supplier rates and the plant register: the lists (filters, the kit's paging), create and
// edit (rates for active suppliers only, valid-to on or after valid-from; asset numbers unique per company; a
// hired item names its supplier), a register item's hand-made status changes on its transition table
// (available ↔ in repair, disposed), and deleting a rate no hire refers to. Every change writes an activity.
import {
  ForeignKeyConstraintError,
  Op,
  UniqueConstraintError,
  col,
  fn,
  where as sqlWhere,
  type Sequelize,
  type Transaction,
  type WhereOptions,
} from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { paginate, pageRequest, type Page, cappedTotalOf, countedTotal } from '../../lib/paging.js';
import { escapeLike } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { Supplier } from '../suppliers/index.js';
import { loadNames } from './plant-names.js';
import { ON_HIRE_NOW, PlantItem } from './plant-item.model.js';
import { PlantRate } from './plant-rate.model.js';
import { ITEM_TRANSITIONS } from './plant.policy.js';
import { presentItem, presentRate, type PlantItemJson, type PlantRateJson } from './plant.presenter.js';
import {
  MESSAGES,
  type CreateItemInput,
  type CreateRateInput,
  type ListItemsQuery,
  type ListRatesQuery,
  type UpdateItemInput,
  type UpdateRateInput,
} from './plant.schema.js';

export const RATE_NOT_FOUND = 'Plant rate not found';
export const ITEM_NOT_FOUND = 'Plant item not found';
export const RATE_IN_USE =
  'Hires were placed at this rate, so it cannot be deleted. End it with a valid-to date instead.';
export const SUPPLIER_INACTIVE = 'This supplier is inactive: reactivate it before adding rates';

export function inspectionDates(now = new Date()) {
  const today = londonDate(now);
  return { today, soon: addDays(today, 7) };
}

async function activeSupplier(actor: Actor, id: string, transaction?: Transaction): Promise<Supplier> {
  const supplier = await Supplier.findOne({ where: { id, company_id: actor.companyId }, transaction });
  if (!supplier) throw ValidationError.single('supplier_id', 'Supplier not found');
  if (!supplier.is_active) throw new ConflictError(SUPPLIER_INACTIVE);
  return supplier;
}

function assetTaken(err: unknown): never {
  if (err instanceof UniqueConstraintError) throw new ConflictError(MESSAGES.assetTaken);
  throw err;
}

export class PlantRegisterService {
  constructor(private readonly sequelize: Sequelize) {}

  // ---- rates ----
  async listRates(actor: Actor, query: ListRatesQuery): Promise<Page<PlantRateJson>> {
    const where: WhereOptions<PlantRate>[] = [{ company_id: actor.companyId }];
    if (query.category)
      where.push(sqlWhere(fn('lower', col('category')), query.category.toLowerCase()) as never);
    if (query.supplier_id) where.push({ supplier_id: query.supplier_id });
    if (query.valid_on) {
      where.push({ valid_from: { [Op.lte]: query.valid_on } });
      where.push({ [Op.or]: [{ valid_to: null }, { valid_to: { [Op.gte]: query.valid_on } }] });
    }
    const filter = { [Op.and]: where };
    const page = await paginate(
      pageRequest(query),
      (limit, offset) =>
        PlantRate.findAll({
          where: filter,
          order: [
            [fn('lower', col('category')), 'ASC'],
            ['rate_pence', 'ASC'],
            ['id', 'ASC'],
          ],
          limit,
          offset,
        }),
      // Supervisors and up (the route's callers) see every rate of the company: unfiltered, its counter.
      () =>
        query.category || query.supplier_id || query.valid_on
          ? cappedTotalOf(PlantRate, filter)
          : countedTotal(this.sequelize, { companyId: actor.companyId, list: 'plant_rates', views: ['all'] }),
      (r) => r,
    );
    const names = await loadNames({ suppliers: page.items.map((r) => r.supplier_id) }, actor.companyId);
    return { ...page, items: page.items.map((r) => presentRate(r, names, actor)) };
  }

  async presentRate(actor: Actor, rate: PlantRate): Promise<PlantRateJson> {
    const names = await loadNames({ suppliers: [rate.supplier_id] }, actor.companyId);
    return presentRate(rate, names, actor);
  }

  private async findRate(actor: Actor, id: string, transaction?: Transaction): Promise<PlantRate> {
    const rate = await PlantRate.findOne({
      where: { id, company_id: actor.companyId },
      transaction,
      lock: transaction ? transaction.LOCK.UPDATE : undefined,
    });
    if (!rate) throw new NotFoundError(RATE_NOT_FOUND);
    return rate;
  }

  async getRate(actor: Actor, id: string): Promise<PlantRate> {
    return this.findRate(actor, id);
  }

  async createRate(actor: Actor, input: CreateRateInput): Promise<PlantRate> {
    return withTransaction(this.sequelize, async (transaction) => {
      const supplier = await activeSupplier(actor, input.supplier_id, transaction);
      const rate = await PlantRate.create(
        { ...input, valid_to: input.valid_to ?? null, company_id: actor.companyId, created_by: actor.userId },
        { transaction },
      );
      await recordActivity({
        actor,
        entityType: 'plant_rate',
        entityId: rate.id,
        label: `${supplier.name} ${rate.category}`,
        link: '/app/plant?tab=rates',
        action: 'created',
        transaction,
      });
      return rate;
    });
  }

  async updateRate(actor: Actor, id: string, input: UpdateRateInput): Promise<PlantRate> {
    return withTransaction(this.sequelize, async (transaction) => {
      const rate = await this.findRate(actor, id, transaction);
      if (input.supplier_id && input.supplier_id !== rate.supplier_id) {
        await activeSupplier(actor, input.supplier_id, transaction);
      }
      for (const [key, value] of Object.entries(input)) {
        if (value !== undefined) rate.set(key as never, value as never);
      }
      if (rate.valid_to && rate.valid_to < rate.valid_from) {
        throw ValidationError.single('valid_to', MESSAGES.validToBeforeFrom);
      }
      const changed = rate.changed() || [];
      if (!changed.length) return rate;
      await rate.save({ transaction });
      await recordActivity({
        actor,
        entityType: 'plant_rate',
        entityId: rate.id,
        label: rate.category,
        link: '/app/plant?tab=rates',
        action: 'updated',
        details: { changed },
        transaction,
      });
      return rate;
    });
  }

  async removeRate(actor: Actor, id: string): Promise<void> {
    try {
      await withTransaction(this.sequelize, async (transaction) => {
        const rate = await this.findRate(actor, id, transaction);
        const used = await this.sequelize.query('SELECT 1 FROM plant_requests WHERE rate_id = :id LIMIT 1', {
          replacements: { id },
          transaction,
          plain: true,
        });
        if (used) throw new ConflictError(RATE_IN_USE);
        await recordActivity({
          actor,
          entityType: 'plant_rate',
          entityId: rate.id,
          label: rate.category,
          action: 'deleted',
          transaction,
        });
        await rate.destroy({ transaction });
      });
    } catch (err) {
      if (err instanceof ForeignKeyConstraintError) throw new ConflictError(RATE_IN_USE);
      throw err;
    }
  }

  /** Categories the company knows (from its rates and its register), for the request form. */
  async categories(actor: Actor): Promise<string[]> {
    const rows = await this.sequelize.query<{ category: string }>(
      `SELECT DISTINCT ON (lower(category)) category FROM (
         SELECT category FROM plant_rates WHERE company_id = :companyId
         UNION ALL SELECT category FROM plant_items WHERE company_id = :companyId AND status <> 'disposed'
       ) c ORDER BY lower(category), category`,
      { replacements: { companyId: actor.companyId }, type: 'SELECT' as never },
    );
    return rows.map((r) => r.category);
  }

  // ---- register ----
  async listItems(actor: Actor, query: ListItemsQuery): Promise<Page<PlantItemJson>> {
    const where: WhereOptions<PlantItem>[] = [{ company_id: actor.companyId }];
    if (query.status) where.push({ status: query.status });
    else if (query.on_hire_now) where.push({ status: [...ON_HIRE_NOW] });
    else where.push({ status: { [Op.ne]: 'disposed' } });
    if (query.ownership) where.push({ ownership: query.ownership });
    if (query.category)
      where.push(sqlWhere(fn('lower', col('category')), query.category.toLowerCase()) as never);
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      where.push({
        [Op.or]: [
          { asset_number: { [Op.iLike]: like } },
          { description: { [Op.iLike]: like } },
          { category: { [Op.iLike]: like } },
          { hire_reference: { [Op.iLike]: like } },
        ],
      });
    }
    const filter = { [Op.and]: where };
    const page = await paginate(
      pageRequest(query),
      (limit, offset) =>
        PlantItem.findAll({
          where: filter,
          order: [
            ['asset_number', 'ASC'],
            ['id', 'ASC'],
          ],
          limit,
          offset,
        }),
      // Every role sees the register; its default (all but disposed) without filter or search is its counter.
      () =>
        query.status || query.on_hire_now || query.ownership || query.category || query.search
          ? cappedTotalOf(PlantItem, filter)
          : countedTotal(this.sequelize, {
              companyId: actor.companyId,
              list: 'plant_items',
              views: ['current'],
            }),
      (r) => r,
    );
    return { ...page, items: await this.presentItems(actor, page.items) };
  }

  async presentItems(actor: Actor, items: PlantItem[]): Promise<PlantItemJson[]> {
    const names = await loadNames(
      { suppliers: items.map((i) => i.supplier_id), projects: items.map((i) => i.current_project_id) },
      actor.companyId,
    );
    const dates = inspectionDates();
    return items.map((i) => presentItem(i, names, actor, dates));
  }

  async findItem(actor: Actor, id: string, transaction?: Transaction): Promise<PlantItem> {
    const item = await PlantItem.findOne({
      where: { id, company_id: actor.companyId },
      transaction,
      lock: transaction ? transaction.LOCK.UPDATE : undefined,
    });
    if (!item) throw new NotFoundError(ITEM_NOT_FOUND);
    return item;
  }

  async createItem(actor: Actor, input: CreateItemInput): Promise<PlantItem> {
    return withTransaction(this.sequelize, async (transaction) => {
      if (input.ownership === 'hired') {
        if (!input.supplier_id) throw ValidationError.single('supplier_id', MESSAGES.hiredNeedsSupplier);
        await activeSupplier(actor, input.supplier_id, transaction);
      }
      const item = await PlantItem.create(
        {
          company_id: actor.companyId,
          asset_number: input.asset_number,
          description: input.description,
          category: input.category,
          ownership: input.ownership,
          supplier_id: input.ownership === 'hired' ? (input.supplier_id ?? null) : null,
          hire_reference: input.ownership === 'hired' ? (input.hire_reference ?? null) : null,
          loler_due_date: input.loler_due_date ?? null,
          puwer_due_date: input.puwer_due_date ?? null,
          created_by: actor.userId,
        },
        { transaction },
      ).catch(assetTaken);
      await recordActivity({
        actor,
        entityType: 'plant_item',
        entityId: item.id,
        label: item.asset_number,
        link: '/app/plant?tab=register',
        action: 'created',
        to: item.status,
        transaction,
      });
      return item;
    });
  }

  async updateItem(actor: Actor, id: string, input: UpdateItemInput): Promise<PlantItem> {
    return withTransaction(this.sequelize, async (transaction) => {
      const item = await this.findItem(actor, id, transaction);
      const { status, ...fields } = input;
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined) item.set(key as never, value as never);
      }
      const from = item.status;
      if (status && status !== from) {
        ITEM_TRANSITIONS.check(actor, from, status);
        item.status = status;
        if (status === 'disposed') item.current_project_id = null;
      }
      const changed = item.changed() || [];
      if (!changed.length) return item;
      await item.save({ transaction }).catch(assetTaken);
      await recordActivity({
        actor,
        entityType: 'plant_item',
        entityId: item.id,
        label: item.asset_number,
        link: '/app/plant?tab=register',
        action: status && status !== from ? 'status_changed' : 'updated',
        from: status && status !== from ? from : null,
        to: status && status !== from ? status : null,
        details: { changed },
        transaction,
      });
      return item;
    });
  }
}
