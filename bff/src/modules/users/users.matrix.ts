// The users module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import { createUser } from '../../test/support.js';
import { defineOperations, makeInvitation, u } from '../../security/matrix.js';

export const operations = defineOperations({
  companyUsers: { rest: 'GET /users', document: 'query { companyUsers { total } }' },
  inviteUser: {
    rest: 'POST /users',
    document:
      'mutation C($e: String!) { inviteUser(input: { first_name: "New", last_name: "Starter", email: $e, role: worker }) { __typename } }',
    variables: async () => ({ e: `new-${u()}@test.example` }),
  },
  resendInvitation: {
    rest: 'POST /invitations/{invitationId}/resend',
    document: 'mutation R($id: ID!) { resendInvitation(id: $id) { __typename } }',
    variables: async (w) => ({ id: await makeInvitation(w) }),
  },
  cancelInvitation: {
    rest: 'POST /invitations/{invitationId}/cancel',
    document: 'mutation C($id: ID!) { cancelInvitation(id: $id) { id } }',
    variables: async (w) => ({ id: await makeInvitation(w) }),
  },
  changeUserRole: {
    rest: 'PATCH /users/{userId}/role',
    document: 'mutation C($id: ID!) { changeUserRole(id: $id, role: supervisor) { id } }',
    variables: async (w) => ({ id: (await createUser(w.company, { role: 'worker' })).id }),
  },
  deactivateUser: {
    rest: 'POST /users/{userId}/deactivate',
    document: 'mutation D($id: ID!) { deactivateUser(id: $id) { id } }',
    variables: async (w) => ({ id: (await createUser(w.company, { role: 'worker' })).id }),
  },
  reactivateUser: {
    rest: 'POST /users/{userId}/reactivate',
    document: 'mutation R($id: ID!) { reactivateUser(id: $id) { id } }',
    variables: async (w) => ({ id: (await createUser(w.company, { role: 'worker', is_active: false })).id }),
  },
  resetUserPassword: {
    rest: 'POST /users/{userId}/reset-password',
    document: 'mutation R($id: ID!) { resetUserPassword(id: $id) { __typename } }',
    variables: async (w) => ({ id: (await createUser(w.company, { role: 'worker' })).id }),
  },
});
