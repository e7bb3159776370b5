import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.js';
import {
  Company,
  CompanySettings,
  MailOutbox,
  Superadmin,
  SuperadminAuditLog,
  User,
} from '../../models/index.js';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompanyWithUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { SUPERADMIN_INVALID_CREDENTIALS } from './superadmin.service.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);
const SUPER_PASSWORD = 'Platform123!';

async function createSuperadmin() {
  const username = `ops-${randomUUID().slice(0, 8)}`;
  await Superadmin.create({ username, password_hash: await hashPassword(SUPER_PASSWORD) });
  const res = await request.post('/api/superadmin/login').send({ username, password: SUPER_PASSWORD });
  expect(res.status).toBe(200);
  return { username, token: res.body.access_token as string, body: res.body };
}

async function companyToken(role: 'worker' | 'admin' = 'admin') {
  const { company, user } = await createCompanyWithUser({ role });
  const res = await request.post('/api/auth/login').send({ email: user.email, password: DEFAULT_PASSWORD });
  expect(res.status).toBe(200);
  return { company, user, token: res.body.access_token as string };
}

const SUPERADMIN_ROUTES: Array<['get' | 'post' | 'patch', string]> = [
  ['get', '/api/superadmin/me'],
  ['get', '/api/superadmin/companies'],
  ['get', '/api/superadmin/stats'],
  ['post', '/api/superadmin/companies/setup'],
  ['patch', `/api/superadmin/companies/${randomUUID()}/status`],
  ['get', '/api/superadmin/contact-messages'],
  ['get', '/api/superadmin/audit-log'],
];

const COMPANY_ROUTES: Array<['get' | 'post' | 'put' | 'patch', string]> = [
  ['get', '/api/auth/me'],
  ['put', '/api/auth/me'],
  ['post', '/api/auth/change-password'],
  ['post', '/api/auth/refresh'],
  ['get', '/api/users'],
  ['post', '/api/users'],
  ['patch', `/api/users/${randomUUID()}/role`],
  ['post', `/api/users/${randomUUID()}/deactivate`],
  ['get', '/api/settings'],
  ['patch', '/api/settings'],
  ['get', '/api/settings/defaults'],
  ['get', '/api/projects'],
  ['post', '/api/push-tokens'],
];

describe('superadmin sign-in', () => {
  it('signs in with username and password, returns access_token and superadmin, and audits it', async () => {
    const { username, body, token } = await createSuperadmin();
    expect(body.superadmin).toEqual({ id: expect.any(String), username });
    const me = await request.get('/api/superadmin/me').set('Authorization', `Bearer ${token}`);
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(username);
    const upper = await request
      .post('/api/superadmin/login')
      .send({ username: username.toUpperCase(), password: SUPER_PASSWORD });
    expect(upper.status).toBe(200);
    const rows = await SuperadminAuditLog.findAll({ where: { username, action: 'login' } });
    expect(rows).toHaveLength(2);
  });

  it('refuses a wrong password (401, audited) and missing fields (400)', async () => {
    const { username } = await createSuperadmin();
    const bad = await request.post('/api/superadmin/login').send({ username, password: 'wrong-one' });
    expect(bad.status).toBe(401);
    expect(bad.body.detail).toBe(SUPERADMIN_INVALID_CREDENTIALS);
    const failed = await SuperadminAuditLog.findAll({ where: { action: 'login_failed' } });
    expect(failed.some((r) => r.details?.username === username)).toBe(true);
    const missing = await request.post('/api/superadmin/login').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toEqual(['Username is required', 'Password is required']);
  });

  it('is rate-limited', async () => {
    const { app: _app, request: limited } = testApp(sequelize, {
      loginRateLimit: {
        ip: { points: 2, durationSeconds: 60 },
        account: { points: 100, durationSeconds: 60 },
      },
    });
    const body = { username: `nobody-${randomUUID()}`, password: 'whatever' };
    await limited.post('/api/superadmin/login').set('X-Forwarded-For', '203.0.113.77').send(body);
    await limited.post('/api/superadmin/login').set('X-Forwarded-For', '203.0.113.77').send(body);
    const third = await limited
      .post('/api/superadmin/login')
      .set('X-Forwarded-For', '203.0.113.77')
      .send(body);
    expect(third.status).toBe(429);
  });
});

describe('token audiences never cross', () => {
  it('answers 401 to a company token on every superadmin route, and to no token', async () => {
    const { token } = await companyToken('admin');
    for (const [method, path] of SUPERADMIN_ROUTES) {
      const withCompany = await request[method](path).set('Authorization', `Bearer ${token}`).send({});
      expect(withCompany.status, `${method} ${path}`).toBe(401);
      const without = await request[method](path).send({});
      expect(without.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 401 to a superadmin token on every company route', async () => {
    const { token } = await createSuperadmin();
    for (const [method, path] of COMPANY_ROUTES) {
      const res = await request[method](path).set('Authorization', `Bearer ${token}`).send({});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('companies and stats', () => {
  it('lists companies with user and project counts, search, status filter and pagination', async () => {
    const { token } = await createSuperadmin();
    const tag = randomUUID().slice(0, 8);
    const a = await Company.create({ name: `Alpha ${tag}` });
    const b = await Company.create({ name: `Beta ${tag}`, status: 'suspended' });
    await User.bulkCreate(
      [1, 2, 3].map((i) => ({
        company_id: a.id,
        email: `u${i}-${tag}@test.example`,
        password_hash: 'x',
        first_name: 'A',
        last_name: 'B',
        role: 'worker' as const,
        is_active: i !== 3,
      })),
    );
    await sequelize.query(
      `INSERT INTO projects (id, company_id, project_number, name, created_at, updated_at)
       VALUES (gen_random_uuid(), :id, 'P-1', 'One', now(), now()), (gen_random_uuid(), :id, 'P-2', 'Two', now(), now())`,
      { replacements: { id: a.id } },
    );
    const auth = { Authorization: `Bearer ${token}` };
    const all = await request.get(`/api/superadmin/companies?search=${tag}`).set(auth);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    const alpha = all.body.items.find((c: { id: string }) => c.id === a.id);
    expect(alpha).toMatchObject({
      name: `Alpha ${tag}`,
      status: 'active',
      user_count: 3,
      active_user_count: 2,
      project_count: 2,
    });
    const suspended = await request.get(`/api/superadmin/companies?search=${tag}&status=suspended`).set(auth);
    expect(suspended.body.items.map((c: { id: string }) => c.id)).toEqual([b.id]);
    const paged = await request.get(`/api/superadmin/companies?search=${tag}&size=1&page=2`).set(auth);
    expect(paged.body).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(paged.body.items).toHaveLength(1);
    const bad = await request.get('/api/superadmin/companies?status=paused').set(auth);
    expect(bad.status).toBe(400);

    const stats = await request.get('/api/superadmin/stats').set(auth);
    expect(stats.status).toBe(200);
    expect(stats.body.companies.total).toBeGreaterThanOrEqual(2);
    expect(stats.body.companies.suspended).toBeGreaterThanOrEqual(1);
    expect(stats.body.projects.total).toBeGreaterThanOrEqual(2);
    expect(stats.body.users.total).toBeGreaterThanOrEqual(3);
  });
});

describe('company setup', () => {
  it('creates company, settings and first admin at once; the admin sets a password by the link and signs in', async () => {
    const { token, username } = await createSuperadmin();
    const email = `first-admin-${randomUUID()}@test.example`;
    const res = await request
      .post('/api/superadmin/companies/setup')
      .set('Authorization', `Bearer ${token}`)
      .send({
        company_name: 'Setup Builders Ltd',
        address: '1 High Street',
        vat_number: 'GB 123 4567 89',
        cis_utr: '1234567890',
        admin_first_name: 'Rhys',
        admin_last_name: 'Jones',
        admin_email: email,
      });
    expect(res.status).toBe(201);
    expect(res.body.company).toMatchObject({ name: 'Setup Builders Ltd', status: 'active', user_count: 1 });
    expect(res.body.admin).toMatchObject({ email, role: 'admin' });
    const link = res.body.set_password_link as string;
    expect(link).toMatch(/\/reset-password\?token=/);
    const settings = await CompanySettings.findByPk(res.body.company.id);
    expect(settings?.vat_number).toBe('GB123456789');
    const mail = await MailOutbox.findAll({ where: { to: email } });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(link);
    const audit = await SuperadminAuditLog.findAll({ where: { username, action: 'company_setup' } });
    expect(audit).toHaveLength(1);

    // The admin cannot sign in before choosing a password; the link works once.
    const tokenParam = new URL(link).searchParams.get('token')!;
    const set = await request
      .post('/api/auth/reset-password')
      .send({ token: tokenParam, new_password: 'Chosen123!' });
    expect(set.status).toBe(200);
    expect(set.body.user.role).toBe('admin');
    const again = await request
      .post('/api/auth/reset-password')
      .send({ token: tokenParam, new_password: 'Chosen123!' });
    expect(again.status).toBe(400);
    const login = await request.post('/api/auth/login').send({ email, password: 'Chosen123!' });
    expect(login.status).toBe(200);
  });

  it('leaves nothing behind when a step fails (admin email taken → 409)', async () => {
    const { token } = await createSuperadmin();
    const { user } = await createCompanyWithUser();
    const name = `Doomed ${randomUUID()}`;
    const res = await request
      .post('/api/superadmin/companies/setup')
      .set('Authorization', `Bearer ${token}`)
      .send({
        company_name: name,
        admin_first_name: 'A',
        admin_last_name: 'B',
        admin_email: user.email.toUpperCase(),
      });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('A user with this email already exists');
    expect(await Company.count({ where: { name } })).toBe(0);
    expect(
      await SuperadminAuditLog.count({ where: { action: 'company_setup', details: { company_name: name } } }),
    ).toBe(0);
  });

  it('validates the payload', async () => {
    const { token } = await createSuperadmin();
    const res = await request
      .post('/api/superadmin/companies/setup')
      .set('Authorization', `Bearer ${token}`)
      .send({ company_name: '', vat_number: 'XX1', admin_email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual([
      'Company name is required',
      'VAT number must be GB followed by 9 or 12 digits, or 9 digits',
      'Admin first name is required',
      'Admin last name is required',
      'Please enter a valid email address',
    ]);
  });
});

describe('company status', () => {
  it('suspending ends live sessions and blocks sign-in; reactivating lets users sign in again', async () => {
    const { token: superToken, username } = await createSuperadmin();
    const { company, user, token } = await companyToken('admin');
    expect((await request.get('/api/auth/me').set('Authorization', `Bearer ${token}`)).status).toBe(200);

    const res = await request
      .patch(`/api/superadmin/companies/${company.id}/status`)
      .set('Authorization', `Bearer ${superToken}`)
      .send({ status: 'suspended', reason: 'unpaid' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('suspended');
    expect((await request.get('/api/auth/me').set('Authorization', `Bearer ${token}`)).status).toBe(401);
    const login = await request
      .post('/api/auth/login')
      .send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(403);
    const audit = await SuperadminAuditLog.findOne({ where: { username, action: 'company_status_changed' } });
    expect(audit?.details).toMatchObject({ from: 'active', to: 'suspended', reason: 'unpaid' });

    const back = await request
      .patch(`/api/superadmin/companies/${company.id}/status`)
      .set('Authorization', `Bearer ${superToken}`)
      .send({ status: 'active' });
    expect(back.body.status).toBe('active');
    // The old token stays dead after reactivation; signing in again works.
    expect((await request.get('/api/auth/me').set('Authorization', `Bearer ${token}`)).status).toBe(401);
    const relogin = await request
      .post('/api/auth/login')
      .send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(relogin.status).toBe(200);
  });

  it('refuses unknown statuses (400) and unknown companies (404)', async () => {
    const { token } = await createSuperadmin();
    const { company } = await createCompanyWithUser();
    const bad = await request
      .patch(`/api/superadmin/companies/${company.id}/status`)
      .set('Authorization', `Bearer ${token}`)
      .send({ status: 'paused' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual(['Status must be one of: active, suspended, cancelled']);
    const missing = await request
      .patch(`/api/superadmin/companies/${randomUUID()}/status`)
      .set('Authorization', `Bearer ${token}`)
      .send({ status: 'active' });
    expect(missing.status).toBe(404);
  });
});

describe('contact inbox and audit log', () => {
  it('lists contact messages and audit entries newest first', async () => {
    const { token, username } = await createSuperadmin();
    const sent = await request.post('/api/contact').send({
      name: 'Jo Bloggs',
      email: 'jo@example.com',
      reason: 'demo',
      message: 'Please show me a demo of the product.',
    });
    expect(sent.status).toBe(201);
    const inbox = await request
      .get('/api/superadmin/contact-messages')
      .set('Authorization', `Bearer ${token}`);
    expect(inbox.status).toBe(200);
    expect(inbox.body.items.some((m: { id: string }) => m.id === sent.body.id)).toBe(true);
    const log = await request
      .get('/api/superadmin/audit-log?size=100')
      .set('Authorization', `Bearer ${token}`);
    expect(log.status).toBe(200);
    expect(
      log.body.items.some(
        (e: { username: string; action: string }) => e.username === username && e.action === 'login',
      ),
    ).toBe(true);
  });
});
