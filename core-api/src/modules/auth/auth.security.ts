// Security-suite description of the auth module: the bodies each route needs to succeed.
import { defineSecurity } from '../../security/harness.js';
import { DEFAULT_PASSWORD, makeInvitationToken, makeResetToken } from '../../security/world.js';

export const security = defineSecurity({
  cases: {
    'POST /auth/login': {
      body: (w) => ({ email: w.users.worker.email, password: DEFAULT_PASSWORD }),
    },
    'POST /auth/register': { body: {} },
    'GET /auth/me': {},
    'PUT /auth/me': { body: { phone: '07700 900123' } },
    'POST /auth/change-password': {
      body: { current_password: DEFAULT_PASSWORD, new_password: 'N3w-password!' },
    },
    'POST /auth/refresh': { body: {} },
    'POST /auth/forgot-password': { body: (w) => ({ email: w.users.manager.email }) },
    'POST /auth/reset-password': {
      body: async (w) => ({ token: await makeResetToken(w.users.manager), new_password: 'Reset-pass1' }),
    },
    'POST /auth/invitation': {
      body: async (w) => ({ token: await makeInvitationToken(w.users.admin) }),
    },
    'POST /auth/logout': { body: {} },
  },
});
