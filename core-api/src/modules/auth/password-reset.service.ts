// Owns password reset: a single-use random token (only its SHA-256 stored) mailed as a link, valid 1 hour;
// redeeming it sets the password, bumps token_version (ending every session) and signs in, in one transaction.
// The request answers the same, in similar time, whether or not the email belongs to an account.
// The same page and call also redeem an invitation's link (decision 0018): accepting creates the user in the
// inviting company with the chosen password and signs in. When the address already has an account (with any
// company) the person at the link is told — the address owner is entitled to know; the inviter never is — and
// the address is mailed once about it.
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { Op, UniqueConstraintError, type Sequelize } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { RateLimitRule } from '../../config.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword } from '../../lib/passwords.js';
import { consumeOrThrow, pgRateLimiter } from '../../lib/rate-limit.js';
import { TOKEN_TTL_SECONDS, signAccessToken } from '../../lib/tokens.js';
import { withTransaction } from '../../lib/transaction.js';
import { Company, Invitation, PasswordResetToken, User } from '../../models/index.js';
import { RESET_LINK_INVALID, type ForgotPasswordInput, type ResetPasswordInput } from './auth.schema.js';
import { ACCOUNT_DISABLED, type Session } from './auth.service.js';

export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset your password.';
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const ADDRESS_HAS_ACCOUNT =
  'This email address already has a SiteBase account, so this invitation cannot be accepted with it. ' +
  'Sign in with your existing account, or ask the person who invited you to invite a different address.';
/** Every forgot-password answer takes at least this long, masking the extra work done for real accounts. */
export const RESET_MIN_RESPONSE_MS = 250;

const limitMessage = (minutes: number) =>
  `Too many password reset requests. Please try again in ${minutes} minutes.`;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface PasswordResetOptions {
  sequelize: Sequelize;
  jwtSecret: string;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** Log the link at info when mail goes to the outbox (never in production). */
  logLinks: boolean;
  rateLimit: { ip: RateLimitRule; email: RateLimitRule };
  minResponseMs?: number;
}

export class PasswordResetService {
  private readonly ipLimiter: RateLimiterPostgres;
  private readonly emailLimiter: RateLimiterPostgres;

  constructor(private readonly options: PasswordResetOptions) {
    this.ipLimiter = pgRateLimiter(options.sequelize, 'reset_ip', options.rateLimit.ip);
    this.emailLimiter = pgRateLimiter(options.sequelize, 'reset_email', options.rateLimit.email);
  }

  async requestReset(input: ForgotPasswordInput, ip: string): Promise<void> {
    const email = input.email.toLowerCase();
    await consumeOrThrow(this.ipLimiter, ip, limitMessage);
    await consumeOrThrow(this.emailLimiter, email, limitMessage);
    const floor = new Promise((resolve) =>
      setTimeout(resolve, this.options.minResponseMs ?? RESET_MIN_RESPONSE_MS),
    );
    // The token is made for every request, known email or not, so the work before the lookup is the same.
    const token = randomBytes(32).toString('base64url');
    await Promise.all([this.issue(email, token), floor]);
  }

  private async issue(email: string, token: string): Promise<void> {
    const user = await User.findOne({ where: { email }, include: [{ model: Company, as: 'company' }] });
    if (!user || !user.is_active || user.company?.status !== 'active') return;
    await PasswordResetToken.create({
      user_id: user.id,
      token_hash: hashResetToken(token),
      expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${this.options.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.options.mailer.send({
      to: user.email,
      subject: 'Reset your SiteBase password',
      text: [
        `Hello ${user.first_name},`,
        '',
        'We received a request to reset your SiteBase password. Open this link within 1 hour to choose a new one:',
        '',
        link,
        '',
        'If you did not ask for this, you can ignore this email; your password stays the same.',
      ].join('\n'),
    });
    if (this.options.logLinks) this.options.logger.info({ to: user.email }, `password reset link: ${link}`);
  }

  /**
   * The welcome an invited person sees before choosing a password: the company, their name and role, who invited
   * them. Anything but an open, unexpired invitation's token (a reset token, a used or cancelled link) is a 404,
   * and the page shows the plain "choose a password" form.
   */
  async invitationWelcome(token: string) {
    const invitation = await Invitation.findOne({
      where: { token_hash: hashResetToken(token) },
      include: [
        { model: Company, as: 'company', attributes: ['name', 'status'] },
        { model: User, as: 'inviter', attributes: ['first_name', 'last_name'] },
      ],
    });
    if (!invitation || !isUsable(invitation) || invitation.company?.status !== 'active') {
      throw new NotFoundError(RESET_LINK_INVALID);
    }
    const inviter = invitation.inviter;
    return {
      company_name: invitation.company.name,
      first_name: invitation.first_name,
      last_name: invitation.last_name,
      email: invitation.email,
      role: invitation.role as 'worker' | 'supervisor' | 'manager' | 'admin',
      invited_by: inviter ? `${inviter.first_name} ${inviter.last_name}` : null,
      expires_at: invitation.expires_at.toISOString(),
    };
  }

  /** Redeems the token once: new password, token_version bump, token marked used; returns a fresh session. */
  async resetPassword(input: ResetPasswordInput): Promise<Session> {
    const tokenHash = hashResetToken(input.token);
    const found = await PasswordResetToken.findOne({ where: { token_hash: tokenHash } });
    if (!found) {
      const invitation = await Invitation.findOne({ where: { token_hash: tokenHash } });
      if (invitation) return this.acceptInvitation(invitation, input.new_password);
    }
    if (!found || found.used_at || found.expires_at.getTime() <= Date.now()) throw invalidLink();
    const password_hash = await hashPassword(input.new_password);

    const user = await withTransaction(this.options.sequelize, async (transaction) => {
      const now = new Date();
      // The person's row first: redeemers of different links of one person queue here, in one order, instead of
      // each holding its own link's row while waiting for the others' (a deadlock, nine 500s of ten).
      await this.options.sequelize.query('SELECT id FROM users WHERE id = :id FOR UPDATE', {
        replacements: { id: found.user_id },
        transaction,
      });
      // The conditional update is the single-use guarantee: of two concurrent redeemers only one gets a row.
      const [claimed] = await PasswordResetToken.update(
        { used_at: now },
        { where: { id: found.id, used_at: null, expires_at: { [Op.gt]: now } }, transaction },
      );
      if (claimed !== 1) throw invalidLink();
      const user = await User.findByPk(found.user_id, {
        include: [{ model: Company, as: 'company' }],
        transaction,
      });
      if (!user) throw invalidLink();
      if (!user.is_active || user.company?.status !== 'active') {
        throw new AuthorizationError(ACCOUNT_DISABLED, 'account_disabled');
      }
      await user.update(
        { password_hash, token_version: user.token_version + 1, last_login_at: now, password_set_at: now },
        { transaction },
      );
      // Any other outstanding link for this user dies with this one (and a concurrent redeemer of one of them
      // waits on these row locks, then finds its link used).
      await PasswordResetToken.update(
        { used_at: now },
        { where: { user_id: user.id, used_at: null }, transaction },
      );
      return user;
    });
    return { token: signAccessToken(this.options.jwtSecret, user, TOKEN_TTL_SECONDS), user };
  }

  /**
   * Accepts an open invitation: the user is created in the inviting company with the chosen password and
   * signed in; the invitation is marked accepted (its link dies) in the same transaction.
   */
  private async acceptInvitation(found: Invitation, newPassword: string): Promise<Session> {
    if (!isUsable(found)) throw invalidLink();
    const password_hash = await hashPassword(newPassword);
    const accepted = await withTransaction(this.options.sequelize, async (transaction) => {
      // The row lock makes acceptance single-use: a second redeemer waits, then finds it accepted.
      const invitation = await Invitation.findByPk(found.id, { transaction, lock: transaction.LOCK.UPDATE });
      if (!invitation || !isUsable(invitation)) throw invalidLink();
      const company = await Company.findByPk(invitation.company_id, { transaction });
      if (!company || company.status !== 'active') {
        throw new AuthorizationError(ACCOUNT_DISABLED, 'account_disabled');
      }
      const taken = await User.count({ where: { email: invitation.email }, transaction });
      if (taken) throw new ConflictError(ADDRESS_HAS_ACCOUNT);
      const now = new Date();
      const user = await User.create(
        {
          company_id: invitation.company_id,
          email: invitation.email,
          first_name: invitation.first_name,
          last_name: invitation.last_name,
          phone: invitation.phone,
          role: invitation.role,
          password_hash,
          password_set_at: now,
          last_login_at: now,
        },
        { transaction },
      ).catch((err: unknown) => {
        if (err instanceof UniqueConstraintError) throw new ConflictError(ADDRESS_HAS_ACCOUNT);
        throw err;
      });
      await invitation.update({ accepted_at: now, accepted_user_id: user.id }, { transaction });
      await recordActivity({
        actor: { userId: user.id, companyId: company.id },
        entityType: 'invitation',
        entityId: invitation.id,
        action: 'invitation_accepted',
        to: invitation.role,
        details: { email: invitation.email },
        transaction,
      });
      user.company = company;
      return user;
    }).catch(async (err: unknown) => {
      if (err instanceof ConflictError && err.detail === ADDRESS_HAS_ACCOUNT) await this.tellOwner(found);
      throw err;
    });
    await this.options.mailer.send({
      to: accepted.email,
      subject: `Your SiteBase account at ${accepted.company?.name ?? 'your company'} is ready`,
      text: [
        `Hello ${accepted.first_name},`,
        '',
        `You accepted the invitation to join ${accepted.company?.name ?? 'your company'} on SiteBase and chose`,
        'a password; sign in with this email address and that password.',
        '',
        'If this was not you, reset your password from the sign-in page and tell the company that invited you.',
      ].join('\n'),
    });
    return { token: signAccessToken(this.options.jwtSecret, accepted, TOKEN_TTL_SECONDS), user: accepted };
  }

  /**
   * Once per invitation, tells the address that an invitation to it could not be accepted because it already
   * has an account (whoever opened the link — the owner, or someone else holding it — the owner hears of it).
   */
  private async tellOwner(invitation: Invitation): Promise<void> {
    const [first] = await Invitation.update(
      { owner_notified_at: new Date() },
      { where: { id: invitation.id, owner_notified_at: null } },
    );
    if (first !== 1) return;
    const company = await Company.findByPk(invitation.company_id, { attributes: ['name'] });
    await this.options.mailer.send({
      to: invitation.email,
      subject: 'A SiteBase invitation to your address could not be accepted',
      text: [
        `Hello ${invitation.first_name},`,
        '',
        `Someone opened an invitation to join ${company?.name ?? 'a company'} on SiteBase with this address.`,
        'This address already has a SiteBase account, so the invitation was not accepted and your account',
        'was not changed. Sign in with your existing account, or ask the person who invited you to use a',
        'different address.',
        '',
        'If you did not open the invitation, you can ignore this email.',
      ].join('\n'),
    });
  }
}

function isUsable(invitation: Invitation): boolean {
  return invitation.isOpen && invitation.expires_at.getTime() > Date.now();
}

function invalidLink(): ValidationError {
  return ValidationError.single('token', RESET_LINK_INVALID);
}
