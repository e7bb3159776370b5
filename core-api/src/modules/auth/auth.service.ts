// Owns the sign-in rules: credential checks with even timing, account status, sessions and password changes.
import type { Sequelize } from 'sequelize';
import { Company, User } from '../../models/index.js';
import { AuthenticationError, AuthorizationError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import {
  REMEMBER_ME_TTL_SECONDS,
  TOKEN_TTL_SECONDS,
  newSession,
  sessionEnd,
  signAccessToken,
  type IssuedToken,
  type TokenClaims,
} from '../../lib/tokens.js';
import { QueryTypes } from 'sequelize';
import { PasswordResetToken } from '../../models/index.js';
import { withTransaction } from '../../lib/transaction.js';
import type { Actor } from '../../lib/auth.js';
import type { SignInThrottle } from '../../lib/sign-in-throttle.js';
import type { ChangePasswordInput, LoginInput, UpdateMeInput } from './auth.schema.js';

export const INVALID_CREDENTIALS = 'Incorrect email or password';
export const ACCOUNT_DISABLED = 'Your account is not active. Contact your administrator.';

export interface Session {
  token: IssuedToken;
  user: User;
}

export class AuthService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly jwtSecret: string,
    private readonly throttle: SignInThrottle,
  ) {}

  async login(input: LoginInput, ip: string): Promise<Session> {
    const email = input.email.toLowerCase();
    await this.throttle.assertAllowed(email, ip);

    const user = await User.findOne({
      where: { email },
      include: [{ model: Company, as: 'company' }],
    });
    // Unknown emails still pay for one argon2 verify, so timing does not reveal which emails exist.
    const ok = user
      ? await verifyPassword(user.password_hash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!user || !ok) {
      await this.throttle.recordFailure(email, ip);
      throw new AuthenticationError(INVALID_CREDENTIALS, 'invalid_credentials');
    }
    // Status is revealed only to someone who knows the password.
    if (!user.is_active || user.company?.status !== 'active') {
      throw new AuthorizationError(ACCOUNT_DISABLED, 'account_disabled');
    }
    await this.throttle.recordSuccess(email, ip);
    const now = new Date();
    // A correct password proves the owner has one (an account misjudged as "invited" corrects itself).
    await user.update(
      user.password_set_at ? { last_login_at: now } : { last_login_at: now, password_set_at: now },
    );
    const remember = input.remember_me ?? false;
    const ttl = remember ? REMEMBER_ME_TTL_SECONDS : TOKEN_TTL_SECONDS;
    return { token: signAccessToken(this.jwtSecret, user, ttl, newSession(remember)), user };
  }

  async getUser(actor: Actor): Promise<User> {
    const user = await User.findOne({
      where: { id: actor.userId, company_id: actor.companyId },
      include: [{ model: Company, as: 'company' }],
    });
    if (!user) throw new NotFoundError();
    return user;
  }

  async updateMe(actor: Actor, input: UpdateMeInput): Promise<User> {
    const user = await this.getUser(actor);
    const changes: Partial<Pick<User, 'first_name' | 'last_name' | 'phone'>> = {};
    if (input.first_name !== undefined) changes.first_name = input.first_name;
    if (input.last_name !== undefined) changes.last_name = input.last_name;
    if (input.phone !== undefined) changes.phone = input.phone === '' ? null : input.phone;
    await user.update(changes);
    return user;
  }

  /** Bumps token_version (ending every session, this one included) and hands back a fresh token. */
  async changePassword(actor: Actor, input: ChangePasswordInput, claims?: TokenClaims): Promise<Session> {
    const user = await this.getUser(actor);
    if (!(await verifyPassword(user.password_hash, input.current_password))) {
      throw ValidationError.single('current_password', 'Current password is incorrect');
    }
    const password_hash = await hashPassword(input.new_password);
    await withTransaction(this.sequelize, async (transaction) => {
      await user.update(
        { password_hash, token_version: user.token_version + 1, password_set_at: new Date() },
        { transaction },
      );
      await invalidateResetLinks(user.id, transaction);
    });
    const remember = claims?.rem ?? false;
    return { token: signAccessToken(this.jwtSecret, user, ttlFor(remember), newSession(remember)), user };
  }

  /**
   * A fresh token for the same session (same sid, so signing out still ends it), never past the session's
   * absolute end: a session cannot be renewed forever.
   */
  async refresh(actor: Actor, claims?: TokenClaims): Promise<Session> {
    if (!claims || sessionEnd(claims) <= Math.floor(Date.now() / 1000)) {
      throw new AuthenticationError(SESSION_EXPIRED);
    }
    const user = await this.getUser(actor);
    return { token: signAccessToken(this.jwtSecret, user, ttlFor(claims.rem), claims), user };
  }

  /** Signs the session out: this token and every refreshed copy of it stop working at once. */
  async logout(actor: Actor, claims: TokenClaims): Promise<void> {
    await this.sequelize.query(
      `INSERT INTO revoked_sessions (sid, user_id, expires_at, revoked_at)
       VALUES (:sid, :userId, to_timestamp(:end), now()) ON CONFLICT (sid) DO NOTHING`,
      {
        type: QueryTypes.INSERT,
        replacements: { sid: claims.sid, userId: actor.userId, end: sessionEnd(claims) },
      },
    );
    // Rows of sessions that would have ended anyway are no longer needed.
    await this.sequelize.query('DELETE FROM revoked_sessions WHERE expires_at < now()');
  }
}

export const SESSION_EXPIRED = 'Your session has ended. Please sign in again.';

function ttlFor(remember: boolean): number {
  return remember ? REMEMBER_ME_TTL_SECONDS : TOKEN_TTL_SECONDS;
}

/** A password change makes every outstanding reset or set-password link useless. */
export async function invalidateResetLinks(userId: string, transaction?: import('sequelize').Transaction) {
  await PasswordResetToken.update(
    { used_at: new Date() },
    { where: { user_id: userId, used_at: null }, transaction },
  );
}
