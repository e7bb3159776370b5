// A company's API keys through GraphQL against the REAL core-api: an admin creates a key (the secret answered
// once, in its checksummed shape), lists it (its prefix, never the secret), renames it and revokes it; a manager
// is FORBIDDEN; core-api's own words reach the admin for a bad scope; and the key itself can use none of this.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

let stack: RealStack;
let admin: User;
let manager: User;
const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  post(stack.app, query, variables, token);
const KEY = 'id name prefix scopes status created_by { name } last_used_at expires_at budget_bucket';

beforeAll(async () => {
  stack = await startRealStack('bff-api-keys-secret');
  const company = await createCompany();
  admin = await createUser(company, { role: 'admin' });
  manager = await createUser(company, { role: 'manager' });
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('API keys through the BFF', () => {
  it('an admin creates, lists, renames and revokes a key; the secret is answered once', async () => {
    const made = await gql(
      `mutation { createApiKey(input: { name: "Site screen", scopes: ["dashboards:read"], expires_in_days: 30 }) {
        secret key { ${KEY} } } }`,
      {},
      stack.tokenFor(admin),
    );
    expect(made.body.errors).toBeUndefined();
    const { secret, key } = made.body.data.createApiKey;
    expect(secret).toMatch(/^sb_live_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/);
    expect(key).toMatchObject({
      name: 'Site screen',
      scopes: ['dashboards:read'],
      status: 'active',
      budget_bucket: 1000,
    });
    expect(secret.startsWith(key.prefix)).toBe(true);

    const list = await gql(
      `query { apiKeys { items { ${KEY} } scopes { scope description } limits { expiry_max_days budget_ceiling { bucket } } } }`,
      {},
      stack.tokenFor(admin),
    );
    expect(list.body.errors).toBeUndefined();
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.data.apiKeys.items.map((k: { id: string }) => k.id)).toContain(key.id);
    expect(list.body.data.apiKeys.limits).toEqual({
      expiry_max_days: 365,
      budget_ceiling: { bucket: 10000 },
    });
    expect(list.body.data.apiKeys.scopes.map((s: { scope: string }) => s.scope)).toContain('labour:personal');

    // The key itself may not manage keys.
    const byKey = await gql('query { apiKeys { items { id } } }', {}, secret);
    expect(byKey.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(byKey.body.errors[0].message).toBe('API keys cannot use this');

    const renamed = await gql(
      'mutation R($id: ID!) { updateApiKey(id: $id, input: { name: "Office screen", budget_per_second: 100 }) { name budget_per_second } }',
      { id: key.id },
      stack.tokenFor(admin),
    );
    expect(renamed.body.data.updateApiKey).toEqual({ name: 'Office screen', budget_per_second: 100 });

    const revoked = await gql(
      'mutation R($id: ID!) { revokeApiKey(id: $id) }',
      { id: key.id },
      stack.tokenFor(admin),
    );
    expect(revoked.body.data.revokeApiKey).toBe(true);
    const again = await gql(
      'mutation R($id: ID!) { revokeApiKey(id: $id) }',
      { id: key.id },
      stack.tokenFor(admin),
    );
    expect(again.body.errors[0].message).toBe('This API key is already revoked');
    const after = await gql(`query { apiKeys { items { id status } } }`, {}, stack.tokenFor(admin));
    expect(after.body.data.apiKeys.items.find((k: { id: string }) => k.id === key.id).status).toBe('revoked');
  });

  it('refuses managers, and passes core-api’s words for a bad scope or expiry', async () => {
    const asManager = await gql('query { apiKeys { items { id } } }', {}, stack.tokenFor(manager));
    expect(asManager.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const badScope = await gql(
      'mutation { createApiKey(input: { name: "Bad", scopes: ["users:write"] }) { secret } }',
      {},
      stack.tokenFor(admin),
    );
    expect(badScope.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(badScope.body.errors[0])).toContain('Scopes must be one or more of:');
    const tooLong = await gql(
      'mutation { createApiKey(input: { name: "Long", scopes: ["projects:read"], expires_in_days: 400 }) { secret } }',
      {},
      stack.tokenFor(admin),
    );
    expect(JSON.stringify(tooLong.body.errors[0])).toContain('Expiry must be between 1 and 365 days');
  });
});
