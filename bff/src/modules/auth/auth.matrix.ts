// The auth module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import { DEFAULT_PASSWORD, makeInvitationToken, makeResetToken } from '@sitebase/core-api/testing';
import { defineOperations } from '../../security/matrix.js';

export const operations = defineOperations({
  me: { rest: 'GET /auth/me', document: 'query { me { id } }' },
  updateProfile: {
    rest: 'PUT /auth/me',
    document: 'mutation { updateProfile(input: { phone: "07700 900123" }) { id } }',
  },
  changePassword: {
    rest: 'POST /auth/change-password',
    document: `mutation { changePassword(input: { current_password: "${DEFAULT_PASSWORD}", new_password: "N3w-password!" }) { __typename } }`,
  },
  refresh: { rest: 'POST /auth/refresh', document: 'mutation { refresh { access_token } }' },
  logout: { rest: 'POST /auth/logout', document: 'mutation { logout }' },
  login: {
    rest: 'POST /auth/login',
    document:
      'mutation L($email: String!) { login(input: { email: $email, password: "' +
      DEFAULT_PASSWORD +
      '" }) { access_token } }',
    variables: async (w) => ({ email: w.users.worker.email }),
  },
  requestPasswordReset: {
    rest: 'POST /auth/forgot-password',
    document: 'mutation R($e: String!) { requestPasswordReset(email: $e) { __typename } }',
    variables: async (w) => ({ e: w.users.manager.email }),
  },
  invitationWelcome: {
    rest: 'POST /auth/invitation',
    document: 'query W($t: String!) { invitationWelcome(token: $t) { company_name } }',
    variables: async (w) => ({ t: await makeInvitationToken(w.users.admin) }),
  },
  resetPassword: {
    rest: 'POST /auth/reset-password',
    document:
      'mutation R($t: String!) { resetPassword(input: { token: $t, new_password: "Reset-pass1" }) { access_token } }',
    variables: async (w) => ({ t: await makeResetToken(w.users.manager) }),
  },
});
