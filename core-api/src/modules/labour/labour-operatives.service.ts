// Owns the writes of labour's set-up and people, each in one transaction with its activity rows: trades (names
// unique per company) and operatives (the supplier must be an active labour agency or subcontractor for agency
// and subcontract operatives, none for direct ones; a trade and a linked user of the company; a user is linked
// to one operative at most).
import { Op, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { recordActivity } from '../../lib/activity.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { withTransaction } from '../../lib/transaction.js';
import { User } from '../../models/index.js';
import { CIS_KINDS, Supplier } from '../suppliers/index.js';
import { LabourTrade } from './labour-trade.model.js';
import { OPERATIVE_NOT_FOUND, TRADE_NOT_FOUND } from './labour-operatives.read.js';
import { operativeLink } from './labour.presenter.js';
import {
  MESSAGES,
  type CreateOperativeInput,
  type CreateTradeInput,
  type UpdateOperativeInput,
  type UpdateTradeInput,
} from './labour.schema.js';
import { Operative, type Engagement } from './operative.model.js';

export class LabourOperativesService {
  constructor(private readonly sequelize: Sequelize) {}

  async createTrade(actor: Actor, input: CreateTradeInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      try {
        const trade = await LabourTrade.create(
          {
            company_id: actor.companyId,
            name: input.name,
            default_day_rate_pence: input.default_day_rate_pence,
          },
          { transaction: t },
        );
        await recordActivity({
          actor,
          entityType: 'labour_trade',
          entityId: trade.id,
          action: 'created',
          label: trade.name,
          transaction: t,
        });
        return trade.id;
      } catch (e) {
        if (e instanceof UniqueConstraintError) throw ValidationError.single('name', MESSAGES.tradeTaken);
        throw e;
      }
    });
  }

  async updateTrade(actor: Actor, id: string, input: UpdateTradeInput): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const trade = await LabourTrade.findOne({ where: { id, company_id: actor.companyId }, transaction: t });
      if (!trade) throw new NotFoundError(TRADE_NOT_FOUND);
      try {
        await trade.update(input, { transaction: t });
      } catch (e) {
        if (e instanceof UniqueConstraintError) throw ValidationError.single('name', MESSAGES.tradeTaken);
        throw e;
      }
      await recordActivity({
        actor,
        entityType: 'labour_trade',
        entityId: trade.id,
        action: 'updated',
        label: trade.name,
        transaction: t,
      });
    });
  }

  // ------------------------------------------------------------------------------------------ operatives
  private async checkOperative(
    actor: Actor,
    input: {
      engagement: Engagement;
      supplier_id?: string | null;
      trade_id?: string | null;
      user_id?: string | null;
    },
    selfId: string | null,
    t: Transaction,
  ) {
    if (input.engagement === 'direct') {
      if (input.supplier_id) throw ValidationError.single('supplier_id', MESSAGES.directNoSupplier);
    } else {
      if (!input.supplier_id) throw ValidationError.single('supplier_id', MESSAGES.supplierRequired);
      const supplier = await Supplier.findOne({
        where: {
          id: input.supplier_id,
          company_id: actor.companyId,
          is_active: true,
          kinds: { [Op.overlap]: [...CIS_KINDS] },
        },
        transaction: t,
      });
      if (!supplier) throw ValidationError.single('supplier_id', MESSAGES.supplierNotLabour);
    }
    if (input.trade_id) {
      const trade = await LabourTrade.count({
        where: { id: input.trade_id, company_id: actor.companyId },
        transaction: t,
      });
      if (!trade) throw ValidationError.single('trade_id', MESSAGES.trade);
    }
    if (input.user_id) {
      const user = await User.count({
        where: { id: input.user_id, company_id: actor.companyId },
        transaction: t,
      });
      if (!user) throw ValidationError.single('user_id', MESSAGES.user);
      const taken = await Operative.count({
        where: {
          user_id: input.user_id,
          company_id: actor.companyId,
          ...(selfId ? { id: { [Op.ne]: selfId } } : {}),
        },
        transaction: t,
      });
      if (taken) throw ValidationError.single('user_id', MESSAGES.userTaken);
    }
  }

  async createOperative(actor: Actor, input: CreateOperativeInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      await this.checkOperative(actor, input, null, t);
      const op = await Operative.create(
        {
          company_id: actor.companyId,
          name: input.name,
          trade_id: input.trade_id ?? null,
          engagement: input.engagement,
          supplier_id: input.engagement === 'direct' ? null : (input.supplier_id ?? null),
          user_id: input.user_id ?? null,
          rate_unit: input.rate_unit,
          rate_pence: input.rate_pence,
          cscs_card_type: input.cscs_card_type ?? null,
          cscs_card_number: input.cscs_card_number ?? null,
          cscs_expiry: input.cscs_expiry ?? null,
          phone: input.phone ?? null,
          created_by: actor.userId,
        },
        { transaction: t },
      );
      await recordActivity({
        actor,
        entityType: 'operative',
        entityId: op.id,
        action: 'created',
        label: op.name,
        link: operativeLink(op.id),
        transaction: t,
      });
      return op.id;
    });
  }

  async updateOperative(actor: Actor, id: string, input: UpdateOperativeInput): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const op = await Operative.findOne({
        where: { id, company_id: actor.companyId },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      if (!op) throw new NotFoundError(OPERATIVE_NOT_FOUND);
      const engagement = input.engagement ?? op.engagement;
      const supplierId = input.supplier_id !== undefined ? input.supplier_id : op.supplier_id;
      const merged = {
        engagement,
        supplier_id: engagement === 'direct' && input.supplier_id === undefined ? null : supplierId,
        trade_id: input.trade_id,
        user_id: input.user_id,
      };
      await this.checkOperative(actor, merged, op.id, t);
      const changes: Partial<Operative> = { engagement, supplier_id: merged.supplier_id };
      for (const key of [
        'name',
        'trade_id',
        'user_id',
        'rate_unit',
        'rate_pence',
        'cscs_card_type',
        'cscs_card_number',
        'cscs_expiry',
        'phone',
        'is_active',
      ] as const) {
        if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
      }
      await op.update(changes, { transaction: t });
      await recordActivity({
        actor,
        entityType: 'operative',
        entityId: op.id,
        action: 'updated',
        label: op.name,
        link: operativeLink(op.id),
        transaction: t,
      });
    });
  }
}
