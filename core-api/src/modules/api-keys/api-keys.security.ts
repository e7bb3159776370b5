// Security-suite description of the api-keys module: company admins only; another company's key is 404.
import { randomUUID } from 'node:crypto';
import { generateApiKey } from '../../lib/api-keys.js';
import { defineSecurity, type FixtureMaker } from '../../security/harness.js';
import { ApiKey } from './api-key.model.js';

const aKey: FixtureMaker = async (w) => {
  const { hash, prefix } = generateApiKey();
  const key = await ApiKey.create({
    company_id: w.company.id,
    created_by: w.users.admin.id,
    name: `Fixture ${randomUUID().slice(0, 6)}`,
    prefix,
    secret_hash: hash,
    scopes: ['projects:read'],
    budget_bucket: 1000,
    budget_per_second: 50,
    expires_at: new Date(Date.now() + 86_400_000),
  });
  return key.id;
};

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
