// Owns /api-keys (company admins; issue 39, decision 0082): the company's keys for external tools and dashboard
// widgets — list, create (the secret answered once), rename or change the budget, revoke. No API key reaches
// these routes (lib/api-keys.ts opens no scope on this module), whatever its creator may do.
import { defineModule } from '../../kit/module.js';
import { uuidParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { API_KEY_ENTITY } from '../../lib/api-key-auth.js';
import { ANY_KEY } from '../../lib/api-keys.js';
import { ApiKey } from './api-key.model.js';
import {
  apiKeyListSchema,
  apiKeySchema,
  createApiKeySchema,
  currentApiKeySchema,
  createdApiKeySchema,
  MESSAGES,
  updateApiKeySchema,
} from './api-keys.schema.js';
import { API_KEY_NOT_FOUND, ApiKeysService, NOT_AN_API_KEY } from './api-keys.service.js';

const route = routeBuilder<ApiKeysService>();
const ADMINS = company('admin', 'company admins manage API keys');

export const apiKeysModule = defineModule({
  name: 'api-keys',
  description: 'API keys for external tools and dashboard widgets (company admins)',
  params: {
    apiKeyId: uuidParam({
      description: 'API key id (uuid). Unknown or another company’s → 404',
      notFound: API_KEY_NOT_FOUND,
      visible: async (actor, id) => (await ApiKey.count({ where: { id, company_id: actor.companyId } })) > 0,
    }),
  },
  models: [ApiKey],
  create: (deps) => new ApiKeysService(deps.sequelize),
  contributes: { activityReadRoles: { [API_KEY_ENTITY]: 'admin' } },
  routes: [
    route({
      method: 'get',
      path: '/api-key',
      summary:
        'The calling API key: its scopes, budget and expiry (any key; a person’s token is answered 404)',
      access: company('worker', 'an API key describes itself', { keyScope: ANY_KEY }),
      response: currentApiKeySchema,
      errors: { 404: NOT_AN_API_KEY },
      handler: ({ services, actor }) => services.current(actor),
    }),
    route({
      method: 'get',
      path: '/api-keys',
      summary:
        'The company’s API keys (newest first; never a secret), the scopes a key may have and the limits',
      access: ADMINS,
      response: apiKeyListSchema,
      handler: ({ services, actor }) => services.list(actor),
    }),
    route({
      method: 'post',
      path: '/api-keys',
      summary:
        'Create an API key: its name, scopes, expiry (default 90 days, at most a year) and budget; the secret is answered once',
      access: ADMINS,
      body: createApiKeySchema,
      status: 201,
      response: createdApiKeySchema,
      sensitive: true,
      handler: ({ services, actor, body }) => services.create(actor, body),
    }),
    route({
      method: 'patch',
      path: '/api-keys/{apiKeyId}',
      summary: 'Rename an API key or change its budget (within the ceiling)',
      access: ADMINS,
      body: updateApiKeySchema,
      response: apiKeySchema,
      errors: { 409: MESSAGES.revoked },
      handler: ({ services, actor, params, body }) => services.update(actor, params.apiKeyId, body),
    }),
    route({
      method: 'delete',
      path: '/api-keys/{apiKeyId}',
      summary: 'Revoke an API key at once (its next request is refused)',
      access: ADMINS,
      produces: 'none',
      errors: { 409: MESSAGES.revoked },
      handler: ({ services, actor, params }) => services.revoke(actor, params.apiKeyId),
    }),
  ],
});
