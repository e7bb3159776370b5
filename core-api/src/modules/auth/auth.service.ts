// Owns the sign-in rules: credential checks with even timing, account status, sessions and password changes.
import type { Sequelize } from 'sequelize';
import { Company, User } from '../../models/index.js';
import { AuthenticationError, AuthorizationError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import {
  REMEMBER_ME_TTL_SECONDS,
  TOKEN_TTL_SECONDS,
  signAccessToken,
  type IssuedToken,
  type TokenClaims,
} from '../../lib/tokens.js';
import { withTransaction } from '../../lib/transaction.js';
import type { Actor } from '../../lib/auth.js';
import type { LoginRateLimiter } from './login-rate-limit.js';
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
    private readonly limiter: LoginRateLimiter,
  ) {}

  async login(input: LoginInput, ip: string): Promise<Session> {
    const email = input.email.toLowerCase();
    await this.limiter.consumeIp(ip);
    await this.limiter.assertAccountAllowed(email);

    const user = await User.findOne({
      where: { email },
      include: [{ model: Company, as: 'company' }],
    });
    // Unknown emails still pay for one argon2 verify, so timing does not reveal which emails exist.
    const ok = user
      ? await verifyPassword(user.password_hash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!user || !ok) {
      await this.limiter.recordAccountFailure(email);
      throw new AuthenticationError(INVALID_CREDENTIALS, 'invalid_credentials');
    }
    // Status is revealed only to someone who knows the password.
    if (!user.is_active || user.company?.status !== 'active') {
      throw new AuthorizationError(ACCOUNT_DISABLED, 'account_disabled');
    }
    await this.limiter.resetAccount(email);
    await user.update({ last_login_at: new Date() });
    const ttl = input.remember_me ? REMEMBER_ME_TTL_SECONDS : TOKEN_TTL_SECONDS;
    return { token: signAccessToken(this.jwtSecret, user, ttl), user };
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
      await user.update({ password_hash, token_version: user.token_version + 1 }, { transaction });
    });
    return { token: signAccessToken(this.jwtSecret, user, ttlOf(claims)), user };
  }

  async refresh(actor: Actor, claims?: TokenClaims): Promise<Session> {
    const user = await this.getUser(actor);
    return { token: signAccessToken(this.jwtSecret, user, ttlOf(claims)), user };
  }
}

/** Keeps a remember-me session a remember-me session across refreshes. */
function ttlOf(claims?: TokenClaims): number {
  return claims && claims.exp - claims.iat > TOKEN_TTL_SECONDS ? REMEMBER_ME_TTL_SECONDS : TOKEN_TTL_SECONDS;
}
