// Owns company users: list, create (with a one-time set-password link), role changes, deactivation (ending
// sessions at once through token_version) and password resets. Every rule is enforced here, in one
// transaction per change, with the company's admin rows locked whenever the last-admin rule is at stake.
import { Op, UniqueConstraintError, type Sequelize, type Transaction, type WhereOptions } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword } from '../../lib/passwords.js';
import { withTransaction } from '../../lib/transaction.js';
import { Activity, Company, User, type Role } from '../../models/index.js';
import { randomBytes } from 'node:crypto';
import { EMAIL_TAKEN, LAST_ADMIN, authorizeGrant, authorizeManage, canManage } from './users.policy.js';
import type { CreateUserInput, ListUsersQuery } from './users.schema.js';
import { createSetPasswordLink, mailSetPasswordLink } from './set-password-link.js';

export interface CompanyUserJson {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: Role;
  company_id: string;
  is_active: boolean;
  last_login_at: string | null;
  created_at: string;
  /** Whether the caller may change this user's role, status or password (the UI hides controls otherwise). */
  can_manage: boolean;
}

export function presentCompanyUser(user: User, actor: Actor): CompanyUserJson {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? null,
    role: user.role,
    company_id: user.company_id,
    is_active: user.is_active,
    last_login_at: user.last_login_at ? user.last_login_at.toISOString() : null,
    created_at: user.created_at.toISOString(),
    can_manage: canManage(actor, user),
  };
}

/** An unusable password for accounts that have not chosen one yet (the set-password link replaces it). */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class UsersService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
  ) {}

  async list(actor: Actor, query: ListUsersQuery) {
    const where: WhereOptions<User>[] = [{ company_id: actor.companyId }];
    if (query.role) where.push({ role: query.role });
    if (query.status !== 'all') where.push({ is_active: query.status === 'active' });
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      where.push({
        [Op.or]: [
          { first_name: { [Op.iLike]: like } },
          { last_name: { [Op.iLike]: like } },
          { email: { [Op.iLike]: like } },
        ],
      });
    }
    const { rows, count } = await User.findAndCountAll({
      where: { [Op.and]: where },
      order: [
        ['last_name', 'ASC'],
        ['first_name', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return {
      items: rows.map((u) => presentCompanyUser(u, actor)),
      total: count,
      page: query.page,
      size: query.size,
    };
  }

  async get(actor: Actor, id: string): Promise<User> {
    return this.find(actor, id);
  }

  private async find(actor: Actor, id: string, transaction?: Transaction): Promise<User> {
    const user = await User.findOne({
      where: { id, company_id: actor.companyId },
      transaction,
      lock: transaction ? transaction.LOCK.UPDATE : undefined,
    });
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  /** Throws 409 when `target` is the last active admin and would stop being one. */
  private async assertAnotherActiveAdmin(actor: Actor, target: User, transaction: Transaction) {
    // Locking every active admin row serialises two admins demoting each other at the same moment.
    const admins = await User.findAll({
      where: { company_id: actor.companyId, role: 'admin', is_active: true },
      attributes: ['id'],
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!admins.some((a) => a.id !== target.id)) throw new ConflictError(LAST_ADMIN);
  }

  private record(
    actor: Actor,
    user: User,
    action: string,
    transaction: Transaction,
    from?: string,
    to?: string,
  ) {
    return Activity.create(
      {
        company_id: actor.companyId,
        actor_id: actor.userId,
        entity_type: 'user',
        entity_id: user.id,
        action,
        from_state: from ?? null,
        to_state: to ?? null,
      },
      { transaction },
    );
  }

  async create(actor: Actor, input: CreateUserInput) {
    authorizeGrant(actor, input.role);
    const password_hash = await unusablePasswordHash();
    const { user, link, companyName } = await withTransaction(this.sequelize, async (transaction) => {
      const company = await Company.findByPk(actor.companyId, { transaction });
      if (!company) throw new NotFoundError();
      const taken = await User.findOne({ where: { email: input.email }, attributes: ['id'], transaction });
      if (taken) throw new ConflictError(EMAIL_TAKEN);
      const user = await User.create(
        {
          company_id: actor.companyId,
          email: input.email,
          first_name: input.first_name,
          last_name: input.last_name,
          phone: input.phone,
          role: input.role,
          password_hash,
        },
        { transaction },
      ).catch((err: unknown) => {
        if (err instanceof UniqueConstraintError) throw new ConflictError(EMAIL_TAKEN);
        throw err;
      });
      await this.record(actor, user, 'user_created', transaction, undefined, input.role);
      const link = await createSetPasswordLink(this.appUrl, user.id, transaction);
      return { user, link, companyName: company.name };
    });
    await mailSetPasswordLink(this.mailer, user, link, companyName);
    return { user: presentCompanyUser(user, actor), set_password_link: link };
  }

  async changeRole(actor: Actor, id: string, role: Role) {
    return withTransaction(this.sequelize, async (transaction) => {
      const user = await this.find(actor, id, transaction);
      authorizeManage(actor, user);
      authorizeGrant(actor, role);
      if (user.role === role) return presentCompanyUser(user, actor);
      if (user.role === 'admin' && user.is_active)
        await this.assertAnotherActiveAdmin(actor, user, transaction);
      const from = user.role;
      await user.update({ role }, { transaction });
      await this.record(actor, user, 'role_changed', transaction, from, role);
      return presentCompanyUser(user, actor);
    });
  }

  /** Deactivating bumps token_version, so every session of that user fails its next request. */
  async setActive(actor: Actor, id: string, active: boolean) {
    return withTransaction(this.sequelize, async (transaction) => {
      const user = await this.find(actor, id, transaction);
      authorizeManage(actor, user);
      if (user.is_active === active) return presentCompanyUser(user, actor);
      if (!active && user.role === 'admin') await this.assertAnotherActiveAdmin(actor, user, transaction);
      await user.update(
        active ? { is_active: true } : { is_active: false, token_version: user.token_version + 1 },
        { transaction },
      );
      await this.record(actor, user, active ? 'reactivated' : 'deactivated', transaction);
      return presentCompanyUser(user, actor);
    });
  }

  /** Issues a set-password link (shown once, and mailed); the current password keeps working until used. */
  async resetPassword(actor: Actor, id: string) {
    const { user, link, companyName } = await withTransaction(this.sequelize, async (transaction) => {
      const user = await this.find(actor, id, transaction);
      authorizeManage(actor, user);
      if (!user.is_active) throw new ConflictError('Reactivate this user before resetting their password');
      const company = await Company.findByPk(actor.companyId, { transaction });
      const link = await createSetPasswordLink(this.appUrl, user.id, transaction);
      await this.record(actor, user, 'password_reset_issued', transaction);
      return { user, link, companyName: company?.name ?? 'your company' };
    });
    await mailSetPasswordLink(this.mailer, user, link, companyName);
    return { user: presentCompanyUser(user, actor), set_password_link: link };
  }
}
