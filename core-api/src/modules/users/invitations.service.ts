// Owns invitations (decision 0018): inviting records an invitation — never a user — and answers its one-time
// link, the same way whether or not the address has an account with another company: only the caller's own
// company is ever consulted, so the answer cannot reveal (and a pending invitation cannot reserve) an address
// elsewhere. Resending issues a new link (the old one dies) with a fresh expiry; cancelling kills the link.
// Accepting is POST /auth/reset-password with the link's token (modules/auth).
import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { withTransaction } from '../../lib/transaction.js';
import { Company, Invitation, User } from '../../models/index.js';
import { mailInvitation, newLinkToken, setPasswordUrl } from './set-password-link.js';
import {
  ALREADY_INVITED,
  ALREADY_IN_COMPANY,
  INVITATION_ACCEPTED,
  INVITATION_CANCELLED,
  authorizeGrant,
  authorizeManage,
} from './users.policy.js';
import { presentInvitation } from './users.presenter.js';
import type { InviteUserInput } from './users.schema.js';

export const INVITATION_NOT_FOUND = 'Invitation not found';

export class InvitationsService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
  ) {}

  async invite(actor: Actor, input: InviteUserInput) {
    authorizeGrant(actor, input.role);
    const { token, hash, expiresAt } = newLinkToken();
    const { invitation, companyName, inviterName } = await withTransaction(
      this.sequelize,
      async (transaction) => {
        const company = await Company.findByPk(actor.companyId, { transaction });
        if (!company) throw new NotFoundError();
        // Both lookups are scoped to the caller's company; no other company is consulted.
        const member = await User.count({
          where: { company_id: actor.companyId, email: input.email },
          transaction,
        });
        if (member) throw new ConflictError(ALREADY_IN_COMPANY);
        const open = await Invitation.count({
          where: { company_id: actor.companyId, email: input.email, accepted_at: null, cancelled_at: null },
          transaction,
        });
        if (open) throw new ConflictError(ALREADY_INVITED);
        const invitation = await Invitation.create(
          {
            company_id: actor.companyId,
            email: input.email,
            first_name: input.first_name,
            last_name: input.last_name,
            phone: input.phone,
            role: input.role,
            invited_by: actor.userId,
            token_hash: hash,
            expires_at: expiresAt,
          },
          { transaction },
        ).catch((err: unknown) => {
          // Two managers inviting the same address at once: the open-invitation index lets one through.
          if (err instanceof UniqueConstraintError) throw new ConflictError(ALREADY_INVITED);
          throw err;
        });
        await this.record(actor, invitation, 'user_invited', transaction, input.role);
        return {
          invitation,
          companyName: company.name,
          inviterName: await this.inviterName(actor, transaction),
        };
      },
    );
    const link = setPasswordUrl(this.appUrl, token);
    await mailInvitation(this.mailer, invitation, link, companyName, inviterName);
    return { invitation: presentInvitation(invitation, actor), set_password_link: link };
  }

  /** A new link (the previous one stops working) valid for another 72 hours; shown once and mailed. */
  async resend(actor: Actor, id: string) {
    const { token, hash, expiresAt } = newLinkToken();
    const { invitation, companyName, inviterName } = await withTransaction(
      this.sequelize,
      async (transaction) => {
        const invitation = await this.findOpen(actor, id, transaction);
        await invitation.update({ token_hash: hash, expires_at: expiresAt }, { transaction });
        await this.record(actor, invitation, 'invitation_resent', transaction);
        const company = await Company.findByPk(actor.companyId, { transaction });
        return {
          invitation,
          companyName: company?.name ?? 'your company',
          inviterName: await this.inviterName(actor, transaction),
        };
      },
    );
    const link = setPasswordUrl(this.appUrl, token);
    await mailInvitation(this.mailer, invitation, link, companyName, inviterName);
    return { invitation: presentInvitation(invitation, actor), set_password_link: link };
  }

  /** Cancelling kills the link; cancelling a cancelled invitation changes nothing. */
  async cancel(actor: Actor, id: string) {
    return withTransaction(this.sequelize, async (transaction) => {
      const invitation = await this.find(actor, id, transaction);
      authorizeManage(actor, invitation);
      if (invitation.accepted_at) throw new ConflictError(INVITATION_ACCEPTED);
      if (!invitation.cancelled_at) {
        await invitation.update({ cancelled_at: new Date() }, { transaction });
        await this.record(actor, invitation, 'invitation_cancelled', transaction);
      }
      return presentInvitation(invitation, actor);
    });
  }

  private async find(actor: Actor, id: string, transaction: Transaction): Promise<Invitation> {
    const invitation = await Invitation.findOne({
      where: { id, company_id: actor.companyId },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
    return invitation;
  }

  private async findOpen(actor: Actor, id: string, transaction: Transaction): Promise<Invitation> {
    const invitation = await this.find(actor, id, transaction);
    authorizeManage(actor, invitation);
    if (invitation.accepted_at) throw new ConflictError(INVITATION_ACCEPTED);
    if (invitation.cancelled_at) throw new ConflictError(INVITATION_CANCELLED);
    return invitation;
  }

  private async inviterName(actor: Actor, transaction: Transaction): Promise<string | null> {
    const inviter = await User.findByPk(actor.userId, {
      attributes: ['first_name', 'last_name'],
      transaction,
    });
    return inviter ? `${inviter.first_name} ${inviter.last_name}` : null;
  }

  private record(
    actor: Actor,
    invitation: Invitation,
    action: string,
    transaction: Transaction,
    to?: string,
  ) {
    return recordActivity({
      actor,
      entityType: 'invitation',
      entityId: invitation.id,
      action,
      to,
      details: { email: invitation.email },
      transaction,
    });
  }
}
