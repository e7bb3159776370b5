// Security-suite description of the api-keys module: company admins only; another company's key is 404.
import { defineSecurity, type FixtureMaker } from '../../security/harness.js';
import { makeApiKey } from './api-keys.fixtures.js';

const aKey: FixtureMaker = async (w) => (await makeApiKey(w.company, w.users.admin)).id;

export const security = defineSecurity({
  params: { apiKeyId: aKey },
  cases: {
    // People are not keys: 404 (keys themselves: the API key matrix).
    'GET /api-key': {
      expect: { worker: 404, supervisor: 404, manager: 404, admin: 404, foreign: 404 },
    },
    'GET /api-keys': { expect: { foreign: 200 } },
    'POST /api-keys': {
      body: { name: 'Site screen', scopes: ['dashboards:read'] },
      expect: { foreign: 201 },
    },
    'PATCH /api-keys/{apiKeyId}': { body: { name: 'Renamed' } },
    'DELETE /api-keys/{apiKeyId}': {},
  },
  notCompanyRecords: ['GET /api-key'],
  attackBodies: { 'PATCH /api-keys/{apiKeyId}': { name: 'Taken over' } },
});
