// Invitations (issue 11, decision 0018): inviting answers the same whether or not the address has an account
// with another company, never creates or reserves a user, and accepting the link creates the account.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../lib/mailer.js';
import { Activity, Invitation, User, type Company, type Role } from '../../models/index.js';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompany, createUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { makeResetToken } from '../../security/world.js';
import { ADDRESS_HAS_ACCOUNT } from '../auth/password-reset.service.js';
import {
  ALREADY_INVITED,
  INVITATION_ACCEPTED,
  INVITATION_CANCELLED,
  ONLY_ADMIN_CHANGES_ADMIN,
} from './users.policy.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);
const INVALID = 'This password reset link is invalid or has expired.';

async function actorIn(company: Company, role: Role) {
  const user = await createUser(company, { role });
  const res = await request.post('/api/auth/login').send({ email: user.email, password: DEFAULT_PASSWORD });
  return { user, auth: { Authorization: `Bearer ${res.body.access_token as string}` } };
}

const freshEmail = () => `inv-${randomUUID()}@test.example`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

function invite(auth: Record<string, string>, email: string, role: Role = 'worker') {
  return request.post('/api/users').set(auth).send({ first_name: 'Dai', last_name: 'Price', email, role });
}

function accept(link: string, password = 'Chosen-pass-1') {
  return request.post('/api/auth/reset-password').send({ token: tokenOf(link), new_password: password });
}

/** An answer with what legitimately differs between two invitations (ids, addresses, times, the link) masked. */
function shape(body: Record<string, unknown>) {
  const invitation = body.invitation as Record<string, unknown>;
  return {
    keys: Object.keys(body).sort(),
    invitation: {
      ...invitation,
      id: typeof invitation.id,
      email: typeof invitation.email,
      expires_at: typeof invitation.expires_at,
      created_at: typeof invitation.created_at,
    },
    link: typeof body.set_password_link,
  };
}

describe('inviting answers the same for any address outside the company', () => {
  it('an address with an account elsewhere and a fresh one get the same 201 shape; no user is made', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    const elsewhere = await createUser(await createCompany(), { role: 'admin' });
    const fresh = freshEmail();

    const a = await invite(auth, elsewhere.email.toUpperCase());
    const b = await invite(auth, fresh);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(shape(a.body)).toEqual(shape(b.body));
    expect(a.body.invitation).toMatchObject({
      email: elsewhere.email,
      status: 'invited',
      role: 'worker',
      company_id: company.id,
      can_manage: true,
    });
    expect(a.body.set_password_link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]+$/);
    // Neither address became a user of this company; the other company's user is untouched.
    expect(await User.count({ where: { company_id: company.id } })).toBe(1);
    expect(await User.count({ where: { email: fresh } })).toBe(0);
    expect((await User.findByPk(elsewhere.id))?.company_id).toBe(elsewhere.company_id);
    // Both are mailed their link.
    for (const [email, res] of [
      [elsewhere.email, a],
      [fresh, b],
    ] as const) {
      const [mail] = await listOutbox({ to: email });
      expect(mail?.text).toContain(res.body.set_password_link);
      expect(mail?.subject).toBe(`You have been invited to join ${company.name} on SiteBase`);
    }
  });

  it('a pending invitation reserves nothing: two companies invite the same address', async () => {
    const email = freshEmail();
    const first = await actorIn(await createCompany(), 'manager');
    const second = await actorIn(await createCompany(), 'admin');
    expect((await invite(first.auth, email)).status).toBe(201);
    expect((await invite(second.auth, email)).status).toBe(201);
    // A third company is answered the same: the address owner decides which invitation to accept.
    const third = await actorIn(await createCompany(), 'manager');
    expect((await invite(third.auth, email)).status).toBe(201);
  });

  it('inviting the same address twice in one company is a clear 409 (the company’s own data)', async () => {
    const { auth } = await actorIn(await createCompany(), 'manager');
    const email = freshEmail();
    expect((await invite(auth, email)).status).toBe(201);
    const again = await invite(auth, email.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(ALREADY_INVITED);
    // Concurrent invitations of one address: exactly one gets through.
    const other = freshEmail();
    const results = await Promise.all([invite(auth, other), invite(auth, other), invite(auth, other)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('the users list shows open invitations as "Invited"', () => {
  it('lists invitations with users, filters them, and drops them once accepted or cancelled', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    const keep = await invite(auth, freshEmail(), 'supervisor');
    const dropped = await invite(auth, freshEmail());

    const list = await request.get('/api/users?status=invited').set(auth);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    const row = list.body.items.find((m: { id: string }) => m.id === keep.body.invitation.id);
    expect(row).toMatchObject({
      kind: 'invitation',
      status: 'invited',
      role: 'supervisor',
      last_login_at: null,
      expires_at: keep.body.invitation.expires_at,
      can_manage: true,
    });
    expect((await request.get('/api/users?status=active').set(auth)).body.total).toBe(1);
    expect((await request.get('/api/users?role=supervisor').set(auth)).body.total).toBe(1);
    expect(
      (await request.get(`/api/users?search=${encodeURIComponent(keep.body.invitation.email)}`).set(auth))
        .body.items,
    ).toHaveLength(1);

    await request.post(`/api/invitations/${dropped.body.invitation.id}/cancel`).set(auth);
    await accept(keep.body.set_password_link);
    const after = await request.get('/api/users').set(auth);
    expect(after.body.total).toBe(2);
    expect(after.body.items.map((m: { kind: string; status: string }) => [m.kind, m.status])).toEqual([
      ['user', 'active'],
      ['user', 'active'],
    ]);
  });
});

describe('the invitation link welcomes the person (POST /auth/invitation)', () => {
  it('names the company, the person, their role and who invited them; any other link is 404', async () => {
    const company = await createCompany();
    const { user: inviter, auth } = await actorIn(company, 'manager');
    const invited = await invite(auth, freshEmail(), 'supervisor');
    const token = tokenOf(invited.body.set_password_link as string);

    const welcome = await request.post('/api/auth/invitation').send({ token });
    expect(welcome.status).toBe(200);
    expect(welcome.body).toMatchObject({
      company_name: company.name,
      first_name: 'Dai',
      last_name: 'Price',
      role: 'supervisor',
      invited_by: `${inviter.first_name} ${inviter.last_name}`,
    });

    // A password reset token is not an invitation; once accepted the link welcomes nobody.
    const reset = await request.post('/api/auth/invitation').send({ token: await makeResetToken(inviter) });
    expect(reset.status).toBe(404);
    expect((await accept(invited.body.set_password_link as string)).status).toBe(200);
    const used = await request.post('/api/auth/invitation').send({ token });
    expect(used.status).toBe(404);
    expect(used.body.detail).toBe(INVALID);
    expect((await request.post('/api/auth/invitation').send({})).status).toBe(400);
  });
});

describe('accepting an invitation', () => {
  it('creates the user in the inviting company with the chosen password and signs them in, once', async () => {
    const company = await createCompany();
    const { user: manager, auth } = await actorIn(company, 'manager');
    const email = freshEmail();
    const invited = await invite(auth, email, 'supervisor');
    const res = await accept(invited.body.set_password_link);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, role: 'supervisor', company_id: company.id });
    expect(res.body.user.company_name).toBe(company.name);
    expect(
      (await request.get('/api/auth/me').set('Authorization', `Bearer ${res.body.access_token}`)).status,
    ).toBe(200);
    expect((await request.post('/api/auth/login').send({ email, password: 'Chosen-pass-1' })).status).toBe(
      200,
    );
    const row = await Invitation.findByPk(invited.body.invitation.id);
    expect(row?.accepted_at).not.toBeNull();
    expect(row?.accepted_user_id).toBe(res.body.user.id);
    expect(
      await Activity.count({
        where: { entity_id: row!.id, action: 'invitation_accepted', actor_id: res.body.user.id },
      }),
    ).toBe(1);
    expect(
      await Activity.count({ where: { entity_id: row!.id, action: 'user_invited', actor_id: manager.id } }),
    ).toBe(1);
    // The address hears that its account is ready (so someone else redeeming a link does not go unnoticed).
    expect((await listOutbox({ to: email })).map((m) => m.subject)).toContain(
      `Your SiteBase account at ${company.name} is ready`,
    );

    const again = await accept(invited.body.set_password_link, 'Another-pass-2');
    expect(again.status).toBe(400);
    expect(again.body.detail).toEqual([INVALID]);
    const resend = await request.post(`/api/invitations/${row!.id}/resend`).set(auth);
    expect(resend.status).toBe(409);
    expect(resend.body.detail).toBe(INVITATION_ACCEPTED);
    expect((await request.post(`/api/invitations/${row!.id}/cancel`).set(auth)).status).toBe(409);
  });

  it('tells the address owner (not the inviter) when the address already has an account elsewhere', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    const owner = await createUser(await createCompany(), { role: 'worker' });
    const invited = await invite(auth, owner.email);

    const res = await accept(invited.body.set_password_link);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: ADDRESS_HAS_ACCOUNT, id: 'conflict' });
    // Nothing changed: no user in the inviting company, the owner's account as it was (old password works).
    expect(await User.count({ where: { company_id: company.id } })).toBe(1);
    expect(
      (await request.post('/api/auth/login').send({ email: owner.email, password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
    // The inviter's view is unchanged: the invitation is still simply "Invited".
    const list = await request.get('/api/users?status=invited').set(auth);
    expect(list.body.items.map((m: { id: string; status: string }) => [m.id, m.status])).toEqual([
      [invited.body.invitation.id, 'invited'],
    ]);
    // The address is mailed about it once, however often the link is tried.
    expect((await accept(invited.body.set_password_link)).status).toBe(409);
    const told = (await listOutbox({ to: owner.email })).filter(
      (m) => m.subject === 'A SiteBase invitation to your address could not be accepted',
    );
    expect(told).toHaveLength(1);
  });

  it('refuses an expired, resent-over or cancelled link; a resend gives a working one', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    const invited = await invite(auth, freshEmail());
    const id = invited.body.invitation.id as string;
    await Invitation.update({ expires_at: new Date(Date.now() - 1000) }, { where: { id } });
    expect((await accept(invited.body.set_password_link)).body.detail).toEqual([INVALID]);

    const resent = await request.post(`/api/invitations/${id}/resend`).set(auth);
    expect(resent.status).toBe(200);
    expect(resent.body.invitation.id).toBe(id);
    expect(new Date(resent.body.invitation.expires_at).getTime()).toBeGreaterThan(Date.now() + 71 * 3600_000);
    expect(resent.body.set_password_link).not.toBe(invited.body.set_password_link);
    expect((await listOutbox({ to: invited.body.invitation.email }))[0]?.text).toContain(
      resent.body.set_password_link,
    );
    // The old link stays dead even though the invitation is open again.
    expect((await accept(invited.body.set_password_link)).status).toBe(400);

    const cancelled = await request.post(`/api/invitations/${id}/cancel`).set(auth);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', can_manage: false });
    expect((await accept(resent.body.set_password_link)).body.detail).toEqual([INVALID]);
    expect((await request.post(`/api/invitations/${id}/cancel`).set(auth)).status).toBe(200);
    const resendCancelled = await request.post(`/api/invitations/${id}/resend`).set(auth);
    expect(resendCancelled.status).toBe(409);
    expect(resendCancelled.body.detail).toBe(INVITATION_CANCELLED);
    // A cancelled invitation no longer blocks inviting the address again.
    expect((await invite(auth, invited.body.invitation.email)).status).toBe(201);
  });

  it('refuses acceptance while the inviting company is suspended', async () => {
    const company = await createCompany();
    const { auth } = await actorIn(company, 'manager');
    const invited = await invite(auth, freshEmail());
    await company.update({ status: 'suspended' });
    const res = await accept(invited.body.set_password_link);
    expect(res.status).toBe(403);
    expect(res.body.id).toBe('account_disabled');
    expect(await User.count({ where: { email: invited.body.invitation.email } })).toBe(0);
  });

  it('two redeemers of one link at once: one account', async () => {
    const { auth } = await actorIn(await createCompany(), 'manager');
    const invited = await invite(auth, freshEmail());
    const results = await Promise.all([
      accept(invited.body.set_password_link),
      accept(invited.body.set_password_link, 'Other-pass-22'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await User.count({ where: { email: invited.body.invitation.email } })).toBe(1);
  });
});

describe('managing invitations', () => {
  it('only an admin resends or cancels an admin invitation; another company’s invitation is 404', async () => {
    const company = await createCompany();
    const admin = await actorIn(company, 'admin');
    const manager = await actorIn(company, 'manager');
    const invited = await invite(admin.auth, freshEmail(), 'admin');
    expect(invited.status).toBe(201);
    const id = invited.body.invitation.id as string;
    const row = (await request.get('/api/users?status=invited').set(manager.auth)).body.items[0];
    expect(row).toMatchObject({ id, can_manage: false });
    for (const path of ['resend', 'cancel']) {
      const res = await request.post(`/api/invitations/${id}/${path}`).set(manager.auth);
      expect(res.status, path).toBe(403);
      expect(res.body.detail).toBe(ONLY_ADMIN_CHANGES_ADMIN);
    }
    const stranger = await actorIn(await createCompany(), 'admin');
    for (const path of ['resend', 'cancel']) {
      const res = await request.post(`/api/invitations/${id}/${path}`).set(stranger.auth);
      expect(res.status, path).toBe(404);
      expect(res.body.detail).toBe('Invitation not found');
    }
    expect((await request.post('/api/invitations/not-a-uuid/cancel').set(admin.auth)).status).toBe(404);
    expect((await Invitation.findByPk(id))?.cancelled_at).toBeNull();
    expect((await request.post(`/api/invitations/${id}/cancel`).set(admin.auth)).status).toBe(200);
  });
});
