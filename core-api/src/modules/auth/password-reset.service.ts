// Owns password reset: a single-use random token (only its SHA-256 stored) mailed as a link, valid 1 hour;
// redeeming it sets the password, bumps token_version (ending every session) and signs in, in one transaction.
// The request answers the same, in similar time, whether or not the email belongs to an account.
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { Op, type Sequelize } from 'sequelize';
import type { RateLimitRule } from '../../config.js';
import { AuthorizationError, ValidationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword } from '../../lib/passwords.js';
import { consumeOrThrow, pgRateLimiter } from '../../lib/rate-limit.js';
import { TOKEN_TTL_SECONDS, signAccessToken } from '../../lib/tokens.js';
import { withTransaction } from '../../lib/transaction.js';
import { Company, PasswordResetToken, User } from '../../models/index.js';
import { RESET_LINK_INVALID, type ForgotPasswordInput, type ResetPasswordInput } from './auth.schema.js';
import { ACCOUNT_DISABLED, type Session } from './auth.service.js';

export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset your password.';
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
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

  /** Redeems the token once: new password, token_version bump, token marked used; returns a fresh session. */
  async resetPassword(input: ResetPasswordInput): Promise<Session> {
    const tokenHash = hashResetToken(input.token);
    const found = await PasswordResetToken.findOne({ where: { token_hash: tokenHash } });
    if (!found || found.used_at || found.expires_at.getTime() <= Date.now()) throw invalidLink();
    const password_hash = await hashPassword(input.new_password);

    const user = await withTransaction(this.options.sequelize, async (transaction) => {
      const now = new Date();
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
        { password_hash, token_version: user.token_version + 1, last_login_at: now },
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
}

function invalidLink(): ValidationError {
  return ValidationError.single('token', RESET_LINK_INVALID);
}
