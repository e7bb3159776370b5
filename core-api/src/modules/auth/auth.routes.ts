// Owns the /auth routes: parse, call AuthService, present. Rules live in the service.
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { actorOf, NO_TOKEN_MESSAGE, requireAuth } from '../../lib/auth.js';
import { AuthorizationError } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/validate.js';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  resetPasswordSchema,
  updateMeSchema,
} from './auth.schema.js';
import { presentSession, presentUser } from './auth.presenter.js';
import { AuthService } from './auth.service.js';
import { LoginRateLimiter, type LoginRateLimitOptions } from './login-rate-limit.js';
import { RESET_REQUESTED, type PasswordResetService } from './password-reset.service.js';
import { removePushToken } from '../push-tokens/push-tokens.service.js';

export interface AuthRoutesOptions {
  sequelize: Sequelize;
  jwtSecret: string;
  loginRateLimit: LoginRateLimitOptions;
  passwordReset: PasswordResetService;
}

export function authRoutes({
  sequelize,
  jwtSecret,
  loginRateLimit,
  passwordReset,
}: AuthRoutesOptions): Router {
  const service = new AuthService(sequelize, jwtSecret, new LoginRateLimiter(sequelize, loginRateLimit));
  const authenticated = requireAuth(jwtSecret);
  const router = Router();

  router.post('/login', async (req, res) => {
    const input = parseOrThrow(loginSchema, req.body ?? {});
    const session = await service.login(input, req.ip ?? 'unknown');
    res.json(presentSession(session.token, session.user));
  });

  router.post('/register', () => {
    throw new AuthorizationError(
      'Public registration is closed. Contact us for early access.',
      'registration_closed',
    );
  });

  router.get('/me', authenticated, async (req, res) => {
    res.json(presentUser(await service.getUser(actorOf(req))));
  });

  router.put('/me', authenticated, async (req, res) => {
    const input = parseOrThrow(updateMeSchema, req.body ?? {});
    res.json(presentUser(await service.updateMe(actorOf(req), input)));
  });

  router.post('/change-password', authenticated, async (req, res) => {
    const input = parseOrThrow(changePasswordSchema, req.body ?? {});
    const session = await service.changePassword(actorOf(req), input, req.tokenClaims);
    res.json({ detail: 'Password changed', ...presentSession(session.token, session.user) });
  });

  router.post('/refresh', requireAuth(jwtSecret, { invalidMessage: NO_TOKEN_MESSAGE }), async (req, res) => {
    const session = await service.refresh(actorOf(req), req.tokenClaims);
    res.json(presentSession(session.token, session.user));
  });

  router.post('/forgot-password', async (req, res) => {
    const input = parseOrThrow(forgotPasswordSchema, req.body ?? {});
    await passwordReset.requestReset(input, req.ip ?? 'unknown');
    res.json({ detail: RESET_REQUESTED });
  });

  router.post('/reset-password', async (req, res) => {
    const input = parseOrThrow(resetPasswordSchema, req.body ?? {});
    const session = await passwordReset.resetPassword(input);
    res.json(presentSession(session.token, session.user));
  });

  // Tokens are stateless JWTs: logout forgets this device's push token; the client drops the token itself.
  router.post('/logout', authenticated, async (req, res) => {
    const input = parseOrThrow(logoutSchema, req.body ?? {});
    if (input.device_id) await removePushToken(actorOf(req).userId, input.device_id);
    res.status(204).end();
  });

  return router;
}
