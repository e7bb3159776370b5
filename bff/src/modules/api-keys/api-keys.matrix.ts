// The api-keys module's rows of the GraphQL role × operation matrix: admins only, each cell as the route's
// x-min-role says — the company's admin renames and revokes a real key of the world's company, "foreign" (another
// company's admin) finds it 404 and lists and creates in its own company.
import { makeApiKey, type World } from '@sitebase/core-api/testing';
import { defineOperations } from '../../security/matrix.js';

const companysKey = async (w: World) => ({ id: (await makeApiKey(w.company, w.users.admin)).id });

export const operations = defineOperations({
  apiKeys: { rest: 'GET /api-keys', document: 'query { apiKeys { items { id } } }' },
  createApiKey: {
    rest: 'POST /api-keys',
    document:
      'mutation { createApiKey(input: { name: "Matrix", scopes: ["projects:read"] }) { key { id } } }',
  },
  updateApiKey: {
    rest: 'PATCH /api-keys/{apiKeyId}',
    document: 'mutation U($id: ID!) { updateApiKey(id: $id, input: { name: "Renamed" }) { id } }',
    variables: companysKey,
  },
  revokeApiKey: {
    rest: 'DELETE /api-keys/{apiKeyId}',
    document: 'mutation R($id: ID!) { revokeApiKey(id: $id) }',
    variables: companysKey,
  },
});
