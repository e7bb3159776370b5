// Owns the /auth routes: sign-in, the signed-in user, profile and password changes, refresh, sign-out and the
// password-reset pair. Rules live in AuthService and PasswordResetService.
import { z } from 'zod';
import { defineModule } from '../../kit/module.js';
import { PUBLIC, company, routeBuilder } from '../../kit/route.js';
import { NO_TOKEN_MESSAGE } from '../../lib/auth.js';
import { AuthorizationError } from '../../lib/errors.js';
import { detailSchema } from '../../lib/wire.js';
import { removePushToken } from '../push-tokens/index.js';
import {
  invitationWelcomeAnswer,
  presentSession,
  presentUser,
  sessionSchema,
  userSchema,
} from './auth.presenter.js';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  invitationWelcomeSchema,
  RESET_LINK_INVALID,
  loginSchema,
  logoutSchema,
  resetPasswordSchema,
  updateMeSchema,
} from './auth.schema.js';
import { AuthService } from './auth.service.js';
import { SignInThrottle } from '../../lib/sign-in-throttle.js';
import { PasswordResetService, RESET_REQUESTED } from './password-reset.service.js';

interface AuthServices {
  auth: AuthService;
  passwordReset: PasswordResetService;
}

const route = routeBuilder<AuthServices>();
const signInLimitMessage = (minutes: number) =>
  `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
const LIMITED = { 429: 'Too many attempts; see Retry-After' };

export const authModule = defineModule({
  name: 'auth',
  description: 'Sign-in, sessions, own profile and password reset',
  create: (deps): AuthServices => ({
    auth: new AuthService(
      deps.sequelize,
      deps.jwtSecret,
      new SignInThrottle(deps.sequelize, 'login', deps.settings.loginRateLimit, signInLimitMessage),
    ),
    passwordReset: new PasswordResetService({
      sequelize: deps.sequelize,
      jwtSecret: deps.jwtSecret,
      logger: deps.logger,
      mailer: deps.mailer,
      appUrl: deps.appUrl,
      logLinks: deps.settings.logResetLinks,
      rateLimit: deps.settings.passwordResetRateLimit,
      minResponseMs: deps.settings.resetMinResponseMs,
    }),
  }),
  routes: [
    route({
      method: 'post',
      path: '/auth/login',
      sensitive: true,
      summary: 'Sign in with email and password',
      access: PUBLIC,
      body: loginSchema,
      response: sessionSchema,
      errors: { 401: 'Invalid email or password', ...LIMITED },
      handler: async ({ services, body, ip }) => {
        const session = await services.auth.login(body, ip);
        return presentSession(session.token, session.user);
      },
    }),
    route({
      method: 'post',
      path: '/auth/register',
      summary: 'Public registration (closed)',
      access: PUBLIC,
      produces: 'none',
      status: 403,
      errors: { 403: 'Public registration is closed' },
      handler: () => {
        throw new AuthorizationError(
          'Public registration is closed. Contact us for early access.',
          'registration_closed',
        );
      },
    }),
    route({
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in user',
      access: company('worker'),
      response: userSchema,
      handler: async ({ services, actor }) => presentUser(await services.auth.getUser(actor)),
    }),
    route({
      method: 'put',
      path: '/auth/me',
      summary: 'Update own name and phone',
      access: company('worker'),
      body: updateMeSchema,
      response: userSchema,
      handler: async ({ services, actor, body }) => presentUser(await services.auth.updateMe(actor, body)),
    }),
    route({
      method: 'post',
      path: '/auth/change-password',
      sensitive: true,
      summary: 'Change own password (answers a fresh session)',
      access: company('worker'),
      body: changePasswordSchema,
      response: sessionSchema.extend({ detail: z.string() }),
      handler: async ({ services, actor, body, req }) => {
        const session = await services.auth.changePassword(actor, body, req.tokenClaims);
        return { detail: 'Password changed', ...presentSession(session.token, session.user) };
      },
    }),
    route({
      method: 'post',
      path: '/auth/refresh',
      sensitive: true,
      summary: 'Exchange a valid token for a fresh one',
      access: { auth: 'company', minRole: 'worker', invalidTokenMessage: NO_TOKEN_MESSAGE },
      response: sessionSchema,
      handler: async ({ services, actor, req }) => {
        const session = await services.auth.refresh(actor, req.tokenClaims);
        return presentSession(session.token, session.user);
      },
    }),
    route({
      method: 'post',
      path: '/auth/forgot-password',
      summary: 'Request a password reset link (same answer whether or not the email exists)',
      access: PUBLIC,
      body: forgotPasswordSchema,
      response: detailSchema,
      errors: LIMITED,
      handler: async ({ services, body, ip }) => {
        await services.passwordReset.requestReset(body, ip);
        return { detail: RESET_REQUESTED };
      },
    }),
    route({
      method: 'post',
      path: '/auth/reset-password',
      sensitive: true,
      summary: 'Set a new password with a reset token',
      access: PUBLIC,
      body: resetPasswordSchema,
      response: sessionSchema,
      handler: async ({ services, body }) => {
        const session = await services.passwordReset.resetPassword(body);
        return presentSession(session.token, session.user);
      },
    }),
    route({
      method: 'post',
      path: '/auth/invitation',
      summary:
        'Who invited the holder of an invitation link (company, name, role, inviter), to welcome them before they choose a password; 404 for any other link',
      access: PUBLIC,
      body: invitationWelcomeSchema,
      response: invitationWelcomeAnswer,
      errors: { 404: RESET_LINK_INVALID },
      handler: async ({ services, body }) => services.passwordReset.invitationWelcome(body.token),
    }),
    route({
      method: 'post',
      path: '/auth/logout',
      summary: 'Sign out: ends this session (every refreshed copy of the token too) and forgets the device',
      access: company('worker'),
      body: logoutSchema,
      produces: 'none',
      handler: async ({ services, actor, body, req }) => {
        if (body.device_id) await removePushToken(actor.userId, body.device_id);
        await services.auth.logout(actor, req.tokenClaims!);
      },
    }),
  ],
});
