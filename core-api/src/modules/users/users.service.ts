// Owns changes to company users: role changes, deactivation (ending sessions at once through token_version)
// and password resets (the users list is users.read.ts). Every rule is enforced here, in one
// transaction per change, with the company's admin rows locked whenever the last-admin rule is at stake.
// Nobody changes their own role or status here: a manager who did would be locked out at once.
import { randomBytes } from 'node:crypto';
import { Op, type Sequelize, type Transaction } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { AuthorizationError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword } from '../../lib/passwords.js';
import { withTransaction } from '../../lib/transaction.js';
import { Company, User, type Role } from '../../models/index.js';
import { createSetPasswordLink, mailSetPasswordLink } from './set-password-link.js';
import {
  LAST_ADMIN,
  OWN_ACCOUNT_STATUS,
  OWN_ROLE,
  authorizeGrant,
  authorizeManage,
  isActiveAdmin,
  refuseSelf,
} from './users.policy.js';
import { presentCompanyUser } from './users.presenter.js';

/** An unusable password for accounts that have not chosen one yet (the set-password link replaces it). */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

export class UsersService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
  ) {}

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

  /**
   * Locks, in one statement and in id order, every active admin of the company plus the actor and the target,
   * so two admins changing each other at the same moment queue instead of deadlocking. The actor's own row is
   * read again under the lock: one whose role or status changed since the request was authenticated (another
   * admin demoted them a moment ago) is refused with 403.
   */
  private async lockForChange(actor: Actor, id: string, transaction: Transaction) {
    const rows = await User.findAll({
      where: {
        company_id: actor.companyId,
        [Op.or]: [{ role: 'admin', is_active: true }, { id: [actor.userId, id] }],
      },
      order: [['id', 'ASC']],
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    const me = rows.find((r) => r.id === actor.userId);
    if (!me || !me.is_active || me.role !== actor.role) throw new AuthorizationError();
    const user = rows.find((r) => r.id === id);
    if (!user) throw new NotFoundError('User not found');
    const otherAdmins = rows.filter((r) => isActiveAdmin(r) && r.id !== id);
    return { user, lastAdmin: otherAdmins.length === 0 };
  }

  private record(
    actor: Actor,
    user: User,
    action: string,
    transaction: Transaction,
    from?: string,
    to?: string,
  ) {
    return recordActivity({
      actor,
      entityType: 'user',
      entityId: user.id,
      action,
      from,
      to,
      transaction,
    });
  }

  async changeRole(actor: Actor, id: string, role: Role) {
    return withTransaction(this.sequelize, async (transaction) => {
      refuseSelf(actor, id, OWN_ROLE);
      const { user, lastAdmin } = await this.lockForChange(actor, id, transaction);
      authorizeManage(actor, user);
      authorizeGrant(actor, role);
      if (user.role === role) return presentCompanyUser(user, actor);
      if (isActiveAdmin(user) && lastAdmin) throw new ConflictError(LAST_ADMIN);
      const from = user.role;
      await user.update({ role }, { transaction });
      await this.record(actor, user, 'role_changed', transaction, from, role);
      return presentCompanyUser(user, actor);
    });
  }

  /** Deactivating bumps token_version, so every session of that user fails its next request. */
  async setActive(actor: Actor, id: string, active: boolean) {
    return withTransaction(this.sequelize, async (transaction) => {
      refuseSelf(actor, id, OWN_ACCOUNT_STATUS);
      const { user, lastAdmin } = await this.lockForChange(actor, id, transaction);
      authorizeManage(actor, user);
      if (user.is_active === active) return presentCompanyUser(user, actor);
      // Past the line above, deactivating means the user is active now.
      if (!active && isActiveAdmin(user) && lastAdmin) throw new ConflictError(LAST_ADMIN);
      await user.update(
        active ? { is_active: true } : { is_active: false, token_version: user.token_version + 1 },
        { transaction },
      );
      await this.record(actor, user, active ? 'reactivated' : 'deactivated', transaction);
      return presentCompanyUser(user, actor);
    });
  }

  /**
   * Issues a set-password link (shown once, and mailed); the current password keeps working until it is used.
   * For a user still "invited" (no password of their own yet) this is resending their link.
   */
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
