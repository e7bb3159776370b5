// Superadmin through GraphQL against the REAL core-api on real Postgres: sign-in, companies, setup and status
// changes, and the two token audiences never crossing.
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, Superadmin } from '@sitebase/core-api/testing';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-superadmin-test-secret';
let stack: RealStack;
let app: Express;
let manager: User;
let superToken: string;
const username = `ops-${randomUUID().slice(0, 8)}`;

const gql = (query: string, variables: Record<string, unknown> = {}, bearer?: string) =>
  post(app, query, variables, bearer);

const LOGIN = `mutation L($input: SuperadminLoginInput!) {
  superadminLogin(input: $input) { access_token superadmin { id username } }
}`;
const COMPANIES = `query C($search: String, $status: CompanyStatus, $size: Int) {
  superadminCompanies(search: $search, status: $status, size: $size) { total items { id name status user_count project_count } }
}`;
const SETUP = `mutation S($input: SetupCompanyInput!) {
  superadminSetupCompany(input: $input) { company { id name status } admin { email role } set_password_link }
}`;
const STATUS = `mutation St($id: ID!, $status: CompanyStatus!) {
  superadminUpdateCompanyStatus(id: $id, status: $status) { id status }
}`;
const USERS = `query U($role: Role) { companyUsers(role: $role) { total items { id email role can_manage } } }`;
const SETTINGS = `query { companySettings { name folder_template retention_percent available_drive_providers } }`;

beforeAll(async () => {
  stack = await startRealStack(secret);
  app = stack.app;
  manager = await createUser(await createCompany(), { role: 'manager' });
  await Superadmin.create({ username, password_hash: await hashPassword('Platform123!') });
  const res = await gql(LOGIN, { input: { username, password: 'Platform123!' } });
  expect(res.body.errors).toBeUndefined();
  superToken = res.body.data.superadminLogin.access_token as string;
}, 60_000);
afterAll(() => stack?.close());
beforeEach(() => {
  stack.core.requests.length = 0;
});

describe('superadmin through the BFF', () => {
  it('signs in, lists companies, sets one up and changes its status', async () => {
    expect((await gql(LOGIN, { input: { username, password: 'nope' } })).body.errors[0]).toMatchObject({
      message: 'Incorrect username or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const email = `first-${randomUUID()}@test.example`;
    const setup = await gql(
      SETUP,
      {
        input: {
          company_name: 'Graph Builders',
          admin_first_name: 'Ann',
          admin_last_name: 'Lee',
          admin_email: email,
        },
      },
      superToken,
    );
    expect(setup.body.errors).toBeUndefined();
    const created = setup.body.data.superadminSetupCompany;
    expect(created.admin).toEqual({ email, role: 'admin' });
    expect(created.set_password_link).toMatch(/reset-password\?token=/);
    const list = await gql(COMPANIES, { search: 'Graph Builders' }, superToken);
    expect(list.body.data.superadminCompanies.items[0]).toMatchObject({
      name: 'Graph Builders',
      user_count: 1,
      project_count: 0,
    });
    const suspended = await gql(STATUS, { id: created.company.id, status: 'suspended' }, superToken);
    expect(suspended.body.data.superadminUpdateCompanyStatus.status).toBe('suspended');
    const invalid = await gql(
      SETUP,
      { input: { company_name: '', admin_first_name: 'A', admin_last_name: 'B', admin_email: 'x' } },
      superToken,
    );
    expect(invalid.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('filters companies by the CompanyStatus enum and refuses a status core-api does not know', async () => {
    const filtered = await gql(COMPANIES, { search: 'Graph Builders', status: 'suspended' }, superToken);
    expect(filtered.body.errors).toBeUndefined();
    expect(filtered.body.data.superadminCompanies.items).toEqual([
      expect.objectContaining({ name: 'Graph Builders', status: 'suspended' }),
    ]);
    const active = await gql(COMPANIES, { search: 'Graph Builders', status: 'active' }, superToken);
    expect(active.body.data.superadminCompanies.total).toBe(0);
    stack.core.requests.length = 0;
    const unknown = await gql(COMPANIES, { status: 'closed' }, superToken);
    expect(unknown.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(unknown.body.errors[0].message).toContain('"closed" does not exist in "CompanyStatus" enum');
    const tooBig = await gql(COMPANIES, { size: 101 }, superToken);
    expect(tooBig.body.errors[0]).toMatchObject({
      message: 'Size must be at most 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(stack.core.requests).toEqual([]);
  });

  it('refuses a company token on superadmin fields and a superadmin token on company fields', async () => {
    const companyToken = stack.tokenFor(manager);
    for (const query of [
      COMPANIES,
      `query { superadminStats { users { total } } }`,
      `query { superadminMe { id } }`,
    ]) {
      const res = await gql(query, {}, companyToken);
      expect(res.body.errors[0].extensions.code, query).toBe('UNAUTHENTICATED');
    }
    for (const query of [USERS, SETTINGS, `query { me { id } }`]) {
      const res = await gql(query, {}, superToken);
      expect(res.body.errors[0].extensions.code, query).toBe('UNAUTHENTICATED');
    }
  });
});
