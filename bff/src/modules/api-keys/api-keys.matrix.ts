// The api-keys module's rows of the GraphQL role × operation matrix: admins only; a key nobody has is 404 to
// admins; "foreign" (another company's admin) lists and creates in its own company.
import { randomUUID } from 'node:crypto';
import { defineOperations } from '../../security/matrix.js';

const nobodysKey = async () => ({ id: randomUUID() });

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
    variables: nobodysKey,
    expect: { admin: 'NOT_FOUND', foreign: 'NOT_FOUND' },
  },
  revokeApiKey: {
    rest: 'DELETE /api-keys/{apiKeyId}',
    document: 'mutation R($id: ID!) { revokeApiKey(id: $id) }',
    variables: nobodysKey,
    expect: { admin: 'NOT_FOUND', foreign: 'NOT_FOUND' },
  },
});
