// Test fixtures for API keys: a real key row of a company (its secret unknown to anyone: only the hash is kept),
// for this module's security file and the BFF's GraphQL matrix (kept apart from api-keys.security.ts, which the
// security harness loads by glob).
import { randomUUID } from 'node:crypto';
import { generateApiKey } from '../../lib/api-keys.js';
import type { Company, User } from '../../models/index.js';
import { ApiKey } from './api-key.model.js';

/** An active key of `company` made by `creator` (an admin), reading projects, for a day. */
export async function makeApiKey(company: Pick<Company, 'id'>, creator: Pick<User, 'id'>): Promise<ApiKey> {
  const { hash, prefix } = generateApiKey();
  return ApiKey.create({
    company_id: company.id,
    created_by: creator.id,
    name: `Fixture ${randomUUID().slice(0, 6)}`,
    prefix,
    secret_hash: hash,
    scopes: ['projects:read'],
    budget_bucket: 1000,
    budget_per_second: 50,
    expires_at: new Date(Date.now() + 86_400_000),
  });
}
