import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MailOutbox, User, type Company, type Role } from '../../models/index.js';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompany, createUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import {
  ALREADY_IN_COMPANY,
  LAST_ADMIN,
  ONLY_ADMIN_CHANGES_ADMIN,
  ONLY_ADMIN_GRANTS_ADMIN,
  OWN_ACCOUNT_STATUS,
  OWN_ROLE,
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
    expect(all.body.items.every((u: { kind: string }) => u.kind === 'user')).toBe(true);
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
    const badStatus = await request.get('/api/users?status=deleted').set(auth);
    expect(badStatus.body.detail).toEqual(['Status must be one of: active, invited, inactive, all']);
  });

  it('a user who never chose a password (company setup, the old invite flow) is "invited", not active', async () => {
    const company = await createCompany();
    const { user: me, auth } = await actorIn(company, 'manager');
    const legacy = await createUser(company, { first_name: 'Legacy', last_name: 'Invitee' });
    await legacy.update({ password_set_at: null });
    const off = await createUser(company, { first_name: 'Gone', is_active: false });
    await off.update({ password_set_at: null });

    const all = await request.get('/api/users').set(auth);
    const status = (id: string) =>
      all.body.items.find((u: { id: string }) => u.id === id)?.status as string | undefined;
    expect(status(legacy.id)).toBe('invited');
    expect(status(off.id)).toBe('inactive');
    expect(status(me.id)).toBe('active');
    const invited = await request.get('/api/users?status=invited').set(auth);
    expect(invited.body.items.map((u: { id: string }) => u.id)).toEqual([legacy.id]);
    expect((await request.get(`/api/users/${legacy.id}`).set(auth)).body.status).toBe('invited');

    // Their link (reset-password, i.e. "resend") sets a password: from then on they are active.
    const link = (await request.post(`/api/users/${legacy.id}/reset-password`).set(auth)).body
      .set_password_link as string;
    const token = new URL(link).searchParams.get('token')!;
    expect(
      (await request.post('/api/auth/reset-password').send({ token, new_password: 'Chosen-pass-1' })).status,
    ).toBe(200);
    expect((await request.get(`/api/users/${legacy.id}`).set(auth)).body.status).toBe('active');
  });

  it('a sign-in with a real password marks an account misjudged as invited as active', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    const misjudged = await createUser(company);
    await misjudged.update({ password_set_at: null });
    await signIn(misjudged);
    expect((await request.get(`/api/users/${misjudged.id}`).set(auth)).body.status).toBe('active');
  });
});

describe('inviting (the rules that stay with users; the invitation flow is in invitations.test.ts)', () => {
  it('refuses a manager granting admin (403), an address already in the company (409) and bad input (400)', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    const admin = await request
      .post('/api/users')
      .set(auth)
      .send({ first_name: 'A', last_name: 'B', email: `a-${randomUUID()}@test.example`, role: 'admin' });
    expect(admin.status).toBe(403);
    expect(admin.body.detail).toBe(ONLY_ADMIN_GRANTS_ADMIN);
    const colleague = await createUser(company);
    const taken = await request
      .post('/api/users')
      .set(auth)
      .send({ first_name: 'A', last_name: 'B', email: colleague.email.toUpperCase(), role: 'worker' });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(ALREADY_IN_COMPANY);
    const bad = await request.post('/api/users').set(auth).send({ email: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual([
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Role must be one of: worker, supervisor, manager, admin',
    ]);
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

  it('an admin grants and removes admin', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'admin');
    const worker = await createUser(company, { role: 'worker' });
    expect((await change(auth, worker.id, 'admin')).body.role).toBe('admin');
    expect((await change(auth, worker.id, 'manager')).body.role).toBe('manager');
  });

  it('two admins demoting each other at once: one wins, the company keeps an active admin', async () => {
    // Five rounds: the race (and the deadlock it once caused, a 500) shows up in some rounds, not every one.
    for (let round = 0; round < 5; round++) {
      const company = await createCompany();
      const a = await actorIn(company, 'admin');
      const b = await actorIn(company, 'admin');
      const [ab, ba] = await Promise.all([
        change(a.auth, b.user.id, 'manager'),
        change(b.auth, a.user.id, 'manager'),
      ]);
      const statuses = [ab.status, ba.status].sort();
      expect(statuses[0]).toBe(200);
      // The loser was demoted a moment before its own change ran (403), or lost the last-admin rule (409).
      expect([403, 409]).toContain(statuses[1]);
      if (statuses[1] === 409) expect([ab, ba].find((r) => r.status === 409)!.body.detail).toBe(LAST_ADMIN);
      expect(await User.count({ where: { company_id: company.id, role: 'admin', is_active: true } })).toBe(1);
    }
  });

  it('400 for an unknown role', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'admin');
    const worker = await createUser(company);
    const res = await change(auth, worker.id, 'boss' as Role);
    expect(res.status).toBe(400);
  });
});

describe('your own account', () => {
  for (const role of ['manager', 'admin'] as const) {
    it(`a ${role} can neither change their own role nor deactivate themselves, and is offered neither`, async () => {
      const company = await createCompany();
      await createUser(company, { role: 'admin' });
      const { user: me, auth } = await actorIn(company, role);
      const demote = await request.patch(`/api/users/${me.id}/role`).set(auth).send({ role: 'worker' });
      expect(demote.status).toBe(409);
      expect(demote.body).toEqual({ detail: OWN_ROLE, id: 'conflict' });
      const same = await request.patch(`/api/users/${me.id}/role`).set(auth).send({ role });
      expect(same.status).toBe(409);
      const off = await request.post(`/api/users/${me.id}/deactivate`).set(auth);
      expect(off.status).toBe(409);
      expect(off.body).toEqual({ detail: OWN_ACCOUNT_STATUS, id: 'conflict' });
      // Still signed in, same role.
      expect((await request.get('/api/auth/me').set(auth)).body.role).toBe(role);
      expect(await User.findByPk(me.id)).toMatchObject({ role, is_active: true });
      // The list offers no controls on the caller's own row.
      const mine = (await request.get('/api/users').set(auth)).body.items.find(
        (u: { id: string }) => u.id === me.id,
      );
      expect(mine.can_manage).toBe(false);
      expect((await request.get(`/api/users/${me.id}`).set(auth)).body.can_manage).toBe(false);
    });
  }
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
