import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MailOutbox, User, type Company, type Role } from '../../models/index.js';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompany, createUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import {
  EMAIL_TAKEN,
  LAST_ADMIN,
  ONLY_ADMIN_CHANGES_ADMIN,
  ONLY_ADMIN_GRANTS_ADMIN,
} from './users.policy.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

async function signIn(user: User): Promise<string> {
  const res = await request.post('/api/auth/login').send({ email: user.email, password: DEFAULT_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

async function actorIn(company: Company, role: Role) {
  const user = await createUser(company, { role });
  return { user, auth: { Authorization: `Bearer ${await signIn(user)}` } };
}

describe('/api/users access', () => {
  it('401 without a token, 403 below manager, 404 for another company’s user', async () => {
    expect((await request.get('/api/users')).status).toBe(401);
    const company = await createCompany();
    for (const role of ['worker', 'supervisor'] as const) {
      const { auth } = await actorIn(company, role);
      expect((await request.get('/api/users').set(auth)).status).toBe(403);
      expect((await request.post('/api/users').set(auth).send({})).status).toBe(403);
    }
    // A worker gets 403 for a colleague, but 404 for another company's user (the id is never confirmed).
    const { auth: workerAuth } = await actorIn(company, 'worker');
    const colleague = await createUser(company);
    const stranger = await createUser(await createCompany());
    expect((await request.get(`/api/users/${colleague.id}`).set(workerAuth)).status).toBe(403);
    expect((await request.post(`/api/users/${colleague.id}/deactivate`).set(workerAuth)).status).toBe(403);
    expect((await request.get(`/api/users/${stranger.id}`).set(workerAuth)).status).toBe(404);
    expect((await request.post(`/api/users/${stranger.id}/deactivate`).set(workerAuth)).status).toBe(404);
    const { auth } = await actorIn(company, 'manager');
    const other = await createUser(await createCompany());
    for (const res of [
      await request.get(`/api/users/${other.id}`).set(auth),
      await request.patch(`/api/users/${other.id}/role`).set(auth).send({ role: 'supervisor' }),
      await request.post(`/api/users/${other.id}/deactivate`).set(auth),
      await request.post(`/api/users/${other.id}/reset-password`).set(auth),
      await request.get('/api/users/not-a-uuid').set(auth),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await User.findByPk(other.id))?.is_active).toBe(true);
  });
});

describe('listing', () => {
  it('lists only the company’s users with search, role and status filters and pagination', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    await createUser(company, { role: 'worker', first_name: 'Zebedee', last_name: 'Quill' });
    await createUser(company, { role: 'supervisor', first_name: 'Yolanda', last_name: 'Quill' });
    await createUser(company, { role: 'worker', first_name: 'Xander', last_name: 'Reed', is_active: false });
    await createUser(await createCompany(), { first_name: 'Zebedee' });

    const all = await request.get('/api/users').set(auth);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    const search = await request.get('/api/users?search=zebedee').set(auth);
    expect(search.body.items.map((u: { first_name: string }) => u.first_name)).toEqual(['Zebedee']);
    const workers = await request.get('/api/users?role=worker').set(auth);
    expect(workers.body.total).toBe(2);
    const inactive = await request.get('/api/users?status=inactive').set(auth);
    expect(inactive.body.items.map((u: { first_name: string }) => u.first_name)).toEqual(['Xander']);
    const page = await request.get('/api/users?size=3&page=2').set(auth);
    expect(page.body).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(page.body.items).toHaveLength(1);
    const bad = await request.get('/api/users?role=boss').set(auth);
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual(['Role must be one of: worker, supervisor, manager, admin']);
  });
});

describe('creating users', () => {
  it('a manager invites a worker who sets a password by the one-time link and signs in', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    const email = `new-${randomUUID()}@test.example`;
    const res = await request
      .post('/api/users')
      .set(auth)
      .send({ first_name: 'Dai', last_name: 'Price', email: email.toUpperCase(), role: 'worker' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, role: 'worker', is_active: true, company_id: company.id });
    expect((await MailOutbox.findAll({ where: { to: email } }))[0]?.text).toContain(
      res.body.set_password_link,
    );
    const token = new URL(res.body.set_password_link as string).searchParams.get('token')!;
    const set = await request.post('/api/auth/reset-password').send({ token, new_password: 'Worker123!' });
    expect(set.status).toBe(200);
    expect((await request.post('/api/auth/login').send({ email, password: 'Worker123!' })).status).toBe(200);
  });

  it('refuses a manager granting admin (403), a taken email (409) and bad input (400)', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    const admin = await request
      .post('/api/users')
      .set(auth)
      .send({ first_name: 'A', last_name: 'B', email: `a-${randomUUID()}@test.example`, role: 'admin' });
    expect(admin.status).toBe(403);
    expect(admin.body.detail).toBe(ONLY_ADMIN_GRANTS_ADMIN);
    const existing = await createUser(await createCompany());
    const taken = await request
      .post('/api/users')
      .set(auth)
      .send({ first_name: 'A', last_name: 'B', email: existing.email.toUpperCase(), role: 'worker' });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(EMAIL_TAKEN);
    const bad = await request.post('/api/users').set(auth).send({ email: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual([
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Role must be one of: worker, supervisor, manager, admin',
    ]);
  });

  it('an admin may create an admin', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'admin');
    const res = await request
      .post('/api/users')
      .set(auth)
      .send({ first_name: 'A', last_name: 'B', email: `adm-${randomUUID()}@test.example`, role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('admin');
  });
});

describe('role changes', () => {
  const change = (auth: Record<string, string>, id: string, role: Role) =>
    request.patch(`/api/users/${id}/role`).set(auth).send({ role });

  it('a manager may move non-admins between worker, supervisor and manager', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    const worker = await createUser(company, { role: 'worker' });
    const res = await change(auth, worker.id, 'manager');
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('manager');
    expect((await change(auth, worker.id, 'supervisor')).body.role).toBe('supervisor');
  });

  it('a manager may not grant admin nor change an admin', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    const worker = await createUser(company, { role: 'worker' });
    const admin = await createUser(company, { role: 'admin' });
    await createUser(company, { role: 'admin' });
    const grant = await change(auth, worker.id, 'admin');
    expect(grant.status).toBe(403);
    expect(grant.body.detail).toBe(ONLY_ADMIN_GRANTS_ADMIN);
    const demote = await change(auth, admin.id, 'worker');
    expect(demote.status).toBe(403);
    expect(demote.body.detail).toBe(ONLY_ADMIN_CHANGES_ADMIN);
    for (const path of ['deactivate', 'reset-password']) {
      const res = await request.post(`/api/users/${admin.id}/${path}`).set(auth);
      expect(res.status, path).toBe(403);
    }
    expect(await User.findByPk(admin.id)).toMatchObject({ role: 'admin', is_active: true });
    expect((await User.findByPk(worker.id))?.role).toBe('worker');
  });

  it('an admin grants and removes admin, but never from the last active admin', async () => {
    const company = await createCompany();
    const { user: me, auth } = await actorIn(company, 'admin');
    const worker = await createUser(company, { role: 'worker' });
    expect((await change(auth, worker.id, 'admin')).body.role).toBe('admin');
    expect((await change(auth, worker.id, 'manager')).body.role).toBe('manager');
    // Now `me` is the only admin: demoting or deactivating myself is refused.
    const demoteSelf = await change(auth, me.id, 'manager');
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body.detail).toBe(LAST_ADMIN);
    const deactivateSelf = await request.post(`/api/users/${me.id}/deactivate`).set(auth);
    expect(deactivateSelf.status).toBe(409);
    expect(deactivateSelf.body.detail).toBe(LAST_ADMIN);
    // An inactive admin does not count as the company's other admin.
    await createUser(company, { role: 'admin', is_active: false });
    expect((await change(auth, me.id, 'manager')).status).toBe(409);
    // With a second active admin, stepping down is allowed.
    await createUser(company, { role: 'admin' });
    expect((await change(auth, me.id, 'manager')).status).toBe(200);
  });

  it('400 for an unknown role', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'admin');
    const worker = await createUser(company);
    const res = await change(auth, worker.id, 'boss' as Role);
    expect(res.status).toBe(400);
  });
});

describe('deactivation and password reset', () => {
  it('deactivating ends the user’s sessions at once and blocks sign-in; reactivating restores sign-in', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    const worker = await createUser(company, { role: 'worker' });
    const workerToken = await signIn(worker);
    expect((await request.get('/api/auth/me').set('Authorization', `Bearer ${workerToken}`)).status).toBe(
      200,
    );
    const off = await request.post(`/api/users/${worker.id}/deactivate`).set(auth);
    expect(off.status).toBe(200);
    expect(off.body.is_active).toBe(false);
    expect((await request.get('/api/auth/me').set('Authorization', `Bearer ${workerToken}`)).status).toBe(
      401,
    );
    expect(
      (await request.post('/api/auth/login').send({ email: worker.email, password: DEFAULT_PASSWORD }))
        .status,
    ).toBe(403);
    const reset = await request.post(`/api/users/${worker.id}/reset-password`).set(auth);
    expect(reset.status).toBe(409);
    const on = await request.post(`/api/users/${worker.id}/reactivate`).set(auth);
    expect(on.body.is_active).toBe(true);
    expect(
      (await request.post('/api/auth/login').send({ email: worker.email, password: DEFAULT_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('a password reset issues a one-time set-password link (shown and mailed)', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    const worker = await createUser(company, { role: 'supervisor' });
    const res = await request.post(`/api/users/${worker.id}/reset-password`).set(auth);
    expect(res.status).toBe(200);
    const link = res.body.set_password_link as string;
    expect((await MailOutbox.findAll({ where: { to: worker.email } }))[0]?.text).toContain(link);
    const token = new URL(link).searchParams.get('token')!;
    expect(
      (await request.post('/api/auth/reset-password').send({ token, new_password: 'Fresh123!' })).status,
    ).toBe(200);
    expect(
      (await request.post('/api/auth/login').send({ email: worker.email, password: 'Fresh123!' })).status,
    ).toBe(200);
  });
});
