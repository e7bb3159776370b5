import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { testApp, testDatabase, TEST_JWT_SECRET } from '../../test/context.js';
import { createCompanyWithUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import type { User } from '../../models/index.js';
import { makeResetToken } from '../../security/world.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

async function signIn(user: User, password = DEFAULT_PASSWORD): Promise<string> {
  const res = await request.post('/api/auth/login').send({ email: user.email, password });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('bearer tokens', () => {
  it('accepts a valid token on GET /me', async () => {
    const { user, company } = await createCompanyWithUser({ role: 'supervisor' });
    const token = await signIn(user);
    const res = await request.get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, role: 'supervisor', company_name: company.name });
  });

  it('answers 401 without a token', async () => {
    const res = await request.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'No authentication token available', id: 'authentication_required' });
  });

  it('refuses expired, tampered, alg none and wrong-audience tokens', async () => {
    const { user, company } = await createCompanyWithUser();
    const claims = { cid: company.id, role: user.role, tv: 0 };
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, {
      subject: user.id,
      issuer: 'sitebase',
      audience: 'sitebase:company',
    });
    const valid = await signIn(user);
    const [h, p, s] = valid.split('.') as [string, string, string];
    const tamperedPayload = b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'admin' });
    const tampered = `${h}.${tamperedPayload}.${s}`;
    const badSignature = `${h}.${p}.${s.slice(0, -4)}${s.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const now = Math.floor(Date.now() / 1000);
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
      ...claims,
      sub: user.id,
      iss: 'sitebase',
      aud: 'sitebase:company',
      iat: now,
      exp: now + 3600,
    })}.`;
    const otherSecret = jwt.sign(claims, 'another-secret', {
      subject: user.id,
      issuer: 'sitebase',
      audience: 'sitebase:company',
      expiresIn: 3600,
    });
    const wrongAudience = jwt.sign(claims, TEST_JWT_SECRET, {
      subject: user.id,
      issuer: 'sitebase',
      audience: 'someone-else',
      expiresIn: 3600,
    });
    for (const token of [expired, tampered, badSignature, algNone, otherSecret, wrongAudience, 'garbage']) {
      const res = await request.get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      expect(res.status, token).toBe(401);
      expect(res.body.id).toBe('authentication_required');
    }
  });

  it('ends existing sessions when the company is suspended', async () => {
    const { user, company } = await createCompanyWithUser();
    const token = await signIn(user);
    await company.update({ status: 'suspended' });
    const res = await request.get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
    const login = await request
      .post('/api/auth/login')
      .send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(403);
  });

  it('ends existing sessions when the user is deactivated', async () => {
    const { user } = await createCompanyWithUser();
    const token = await signIn(user);
    await user.update({ is_active: false });
    const res = await request.get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
    const login = await request
      .post('/api/auth/login')
      .send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(403);
  });
});

describe('PUT /api/auth/me', () => {
  it('updates the profile', async () => {
    const { user } = await createCompanyWithUser();
    const token = await signIn(user);
    const res = await request
      .put('/api/auth/me')
      .set('Authorization', `Bearer ${token}`)
      .send({ first_name: ' Bethan ', last_name: 'Owens', phone: '07700 900123' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Bethan', last_name: 'Owens', phone: '07700 900123' });
    const again = await request.get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    expect(again.body.first_name).toBe('Bethan');
  });

  it('requires a first name when one is sent', async () => {
    const { user } = await createCompanyWithUser();
    const token = await signIn(user);
    const res = await request
      .put('/api/auth/me')
      .set('Authorization', `Bearer ${token}`)
      .send({ first_name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: ['First name is required'], id: 'validation_error' });
  });

  it('answers 401 without a token', async () => {
    const res = await request.put('/api/auth/me').send({ first_name: 'X' });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  it.each([
    [{ new_password: 'Kestrel-Yard-66' }, ['Current password is required']],
    [{ current_password: DEFAULT_PASSWORD }, ['New password is required']],
    [{ current_password: DEFAULT_PASSWORD, new_password: '123' }, ['Password must be at least 6 characters']],
  ])('validates %j', async (body, detail) => {
    const { user } = await createCompanyWithUser();
    const token = await signIn(user);
    const res = await request
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${token}`)
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual(detail);
  });

  it('refuses a wrong current password', async () => {
    const { user } = await createCompanyWithUser();
    const token = await signIn(user);
    const res = await request
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${token}`)
      .send({ current_password: 'not-it-at-all', new_password: 'Another123!' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: ['Current password is incorrect'], id: 'validation_error' });
  });

  it('changes the password, ends old sessions and returns a working token', async () => {
    const { user } = await createCompanyWithUser();
    const oldToken = await signIn(user);
    const res = await request
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${oldToken}`)
      .send({ current_password: DEFAULT_PASSWORD, new_password: 'Another123!' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ detail: 'Password changed', token_type: 'bearer', expires_in: 43200 });
    expect(res.body.user.id).toBe(user.id);
    expect((await request.get('/api/auth/me').set('Authorization', `Bearer ${oldToken}`)).status).toBe(401);
    const fresh = await request.get('/api/auth/me').set('Authorization', `Bearer ${res.body.access_token}`);
    expect(fresh.status).toBe(200);
    const oldLogin = await request
      .post('/api/auth/login')
      .send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(oldLogin.status).toBe(401);
    await signIn(user, 'Another123!');
  });
});

describe('POST /api/auth/refresh', () => {
  it('issues a new token for a valid one', async () => {
    const { user } = await createCompanyWithUser();
    const token = await signIn(user);
    const res = await request.post('/api/auth/refresh').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 43200, user: { id: user.id } });
    const me = await request.get('/api/auth/me').set('Authorization', `Bearer ${res.body.access_token}`);
    expect(me.status).toBe(200);
  });

  it('answers 401 "No authentication token available" without or with a bad token', async () => {
    for (const auth of [undefined, 'Bearer nonsense']) {
      const req = request.post('/api/auth/refresh');
      const res = await (auth ? req.set('Authorization', auth) : req);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        detail: 'No authentication token available',
        id: 'authentication_required',
      });
    }
  });
});

describe('sessions end when they should', () => {
  it('signing out ends the token and every refreshed copy of it', async () => {
    const { user } = await createCompanyWithUser();
    const token = await signIn(user);
    const refreshed = (await request.post('/api/auth/refresh').set('Authorization', `Bearer ${token}`)).body
      .access_token as string;
    const other = await signIn(user);
    const out = await request.post('/api/auth/logout').set('Authorization', `Bearer ${token}`).send({});
    expect(out.status).toBe(204);
    for (const t of [token, refreshed]) {
      expect((await request.get('/api/auth/me').set('Authorization', `Bearer ${t}`)).status).toBe(401);
      expect((await request.post('/api/auth/refresh').set('Authorization', `Bearer ${t}`)).status).toBe(401);
    }
    // Another sign-in (another device) is its own session and carries on.
    expect((await request.get('/api/auth/me').set('Authorization', `Bearer ${other}`)).status).toBe(200);
  });

  it('refresh keeps the session and never reaches past its absolute end', async () => {
    const { user, company } = await createCompanyWithUser();
    const now = Math.floor(Date.now() / 1000);
    const sign = (sat: number, rem: boolean) =>
      jwt.sign(
        { cid: company.id, role: user.role, tv: 0, sid: `s-${sat}-${rem}`, sat, rem },
        TEST_JWT_SECRET,
        {
          subject: user.id,
          issuer: 'sitebase',
          audience: 'sitebase:company',
          expiresIn: 3600,
        },
      );
    // Signed in 25 hours ago (not remembered): the session's 24 hours are over, whatever the token says.
    const stale = await request
      .post('/api/auth/refresh')
      .set('Authorization', `Bearer ${sign(now - 25 * 3600, false)}`);
    expect(stale.status).toBe(401);
    expect(stale.body.detail).toBe('Your session has ended. Please sign in again.');
    // Signed in 23.5 hours ago: refreshed, but only up to the session's end (about 30 minutes).
    const late = await request
      .post('/api/auth/refresh')
      .set('Authorization', `Bearer ${sign(now - 23.5 * 3600, false)}`);
    expect(late.status).toBe(200);
    expect(late.body.expires_in).toBeLessThanOrEqual(1800);
    expect(late.body.expires_in).toBeGreaterThan(1700);
    const claims = jwt.decode(late.body.access_token) as { sid: string; sat: number };
    expect(claims).toMatchObject({ sid: `s-${now - 23.5 * 3600}-false`, sat: now - 23.5 * 3600 });
    // Remembered 29 days ago: still within its 30 days.
    const remembered = await request
      .post('/api/auth/refresh')
      .set('Authorization', `Bearer ${sign(now - 29 * 86400, true)}`);
    expect(remembered.status).toBe(200);
    expect(remembered.body.expires_in).toBeLessThanOrEqual(86400);
  });

  it('changing the password makes outstanding reset and set-password links useless', async () => {
    const { user } = await createCompanyWithUser();
    const link = await makeResetToken(user);
    const token = await signIn(user);
    const changed = await request
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${token}`)
      .send({ current_password: DEFAULT_PASSWORD, new_password: 'Another123!' });
    expect(changed.status).toBe(200);
    const reset = await request
      .post('/api/auth/reset-password')
      .send({ token: link, new_password: 'Attacker-chosen-1' });
    expect(reset.status).toBe(400);
    expect(reset.body.detail).toEqual(['This password reset link is invalid or has expired.']);
    await signIn(user, 'Another123!');
  });
});
