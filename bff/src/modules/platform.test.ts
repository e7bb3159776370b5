// Superadmin, users and settings through GraphQL against the REAL core-api on real Postgres: the two token
// audiences never cross, role gates, error mapping and the happy paths.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@sitebase/core-api/src/lib/passwords.js';
import { Superadmin, type Company, type User } from '@sitebase/core-api/src/models/index.js';
import { createCompany, createUser } from '@sitebase/core-api/src/test/factories.js';
import { createBffApp } from '../app.js';
import { startRealCoreApi, type RealCoreApi } from '../test/real-core-api.js';

const secret = 'bff-platform-test-secret';
let core: RealCoreApi;
let app: Express;
let company: Company;
let manager: User;
let worker: User;
let superToken: string;
const username = `ops-${randomUUID().slice(0, 8)}`;

function gql(query: string, variables: Record<string, unknown> = {}, bearer?: string) {
  const req = request(app).post('/graphql').set('content-type', 'application/json');
  if (bearer) req.set('authorization', `Bearer ${bearer}`);
  return req.send({ query, variables });
}

const LOGIN = `mutation L($input: SuperadminLoginInput!) {
  superadminLogin(input: $input) { access_token superadmin { id username } }
}`;
const COMPANIES = `query C($search: String) {
  superadminCompanies(search: $search) { total items { id name status user_count project_count } }
}`;
const SETUP = `mutation S($input: SetupCompanyInput!) {
  superadminSetupCompany(input: $input) { company { id name status } admin { email role } set_password_link }
}`;
const STATUS = `mutation St($id: ID!, $status: CompanyStatus!) {
  superadminUpdateCompanyStatus(id: $id, status: $status) { id status }
}`;
const USERS = `query U($role: Role) { companyUsers(role: $role) { total items { id email role can_manage } } }`;
const CREATE_USER = `mutation CU($input: CreateCompanyUserInput!) {
  createCompanyUser(input: $input) { user { id email role } set_password_link }
}`;
const SETTINGS = `query { companySettings { name folder_template retention_percent available_drive_providers } }`;
const UPDATE_SETTINGS = `mutation US($input: UpdateCompanySettingsInput!) {
  updateCompanySettings(input: $input) { vat_number folder_template payment_due_days }
}`;

beforeAll(async () => {
  core = await startRealCoreApi(secret);
  app = await createBffApp({
    coreApiUrl: core.url,
    jwtSecret: secret,
    webDist: join(tmpdir(), 'bff-no-web-dist'),
    nodeEnv: 'test',
  });
  company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
  worker = await createUser(company, { role: 'worker' });
  await Superadmin.create({ username, password_hash: await hashPassword('Platform123!') });
  const res = await gql(LOGIN, { input: { username, password: 'Platform123!' } });
  expect(res.body.errors).toBeUndefined();
  superToken = res.body.data.superadminLogin.access_token as string;
}, 60_000);
afterAll(() => core.close());

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

  it('refuses a company token on superadmin fields and a superadmin token on company fields', async () => {
    const companyToken = core.tokenFor(manager);
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

describe('users and settings through the BFF', () => {
  it('a manager lists and creates users; a worker is refused; a taken email is CONFLICT', async () => {
    const managerToken = core.tokenFor(manager);
    const list = await gql(USERS, {}, managerToken);
    expect(list.body.data.companyUsers.total).toBe(2);
    expect((await gql(USERS, {}, core.tokenFor(worker))).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const email = `inv-${randomUUID()}@test.example`;
    const input = { first_name: 'Ivy', last_name: 'Nash', email, role: 'worker' };
    const created = await gql(CREATE_USER, { input }, managerToken);
    expect(created.body.data.createCompanyUser.user).toMatchObject({ email, role: 'worker' });
    const again = await gql(CREATE_USER, { input }, managerToken);
    expect(again.body.errors[0]).toMatchObject({
      message: 'A user with this email already exists',
      extensions: { code: 'CONFLICT' },
    });
    const admin = await gql(
      CREATE_USER,
      { input: { ...input, email: `x-${email}`, role: 'admin' } },
      managerToken,
    );
    expect(admin.body.errors[0]).toMatchObject({
      message: 'Only an admin can grant the admin role',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('reads and updates settings', async () => {
    const managerToken = core.tokenFor(manager);
    const read = await gql(SETTINGS, {}, managerToken);
    expect(read.body.data.companySettings).toMatchObject({
      retention_percent: 5,
      available_drive_providers: ['local'],
    });
    expect(read.body.data.companySettings.folder_template[0]).toBe('01 Contracts & Tender');
    const updated = await gql(
      UPDATE_SETTINGS,
      { input: { vat_number: '123456789', folder_template: ['A', 'B'], payment_due_days: 14 } },
      managerToken,
    );
    expect(updated.body.data.updateCompanySettings).toEqual({
      vat_number: '123456789',
      folder_template: ['A', 'B'],
      payment_due_days: 14,
    });
    const bad = await gql(UPDATE_SETTINGS, { input: { cis_utr: '12' } }, managerToken);
    expect(bad.body.errors[0]).toMatchObject({
      message: 'CIS contractor UTR must be 10 digits',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
