import { beforeAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { testApp, testDatabase, TEST_JWT_SECRET } from '../../test/context.js';
import { createCompany, createUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import type { Company, User } from '../../models/index.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

describe('POST /api/auth/login', () => {
  let company: Company;
  let user: User;

  beforeAll(async () => {
    company = await createCompany({ name: 'Login Test Ltd' });
    user = await createUser(company, { role: 'manager', first_name: 'Eleanor', last_name: 'Shaw' });
  });

  it('signs in with the right password and returns a 12 h HS256 token and the user', async () => {
    const res = await request
      .post('/api/auth/login')
      .send({ email: user.email.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 43200 });
    expect(res.body.user).toEqual({
      id: user.id,
      email: user.email,
      first_name: 'Eleanor',
      last_name: 'Shaw',
      phone: null,
      role: 'manager',
      company_id: company.id,
      company_name: 'Login Test Ltd',
    });
    const decoded = jwt.verify(res.body.access_token, TEST_JWT_SECRET, { complete: true });
    expect(decoded.header.alg).toBe('HS256');
    expect(decoded.payload).toMatchObject({
      sub: user.id,
      cid: company.id,
      role: 'manager',
      tv: 0,
      iss: 'sitebase',
      aud: 'sitebase:company',
    });
  });

  it('gives a 30 day token with remember_me', async () => {
    const res = await request
      .post('/api/auth/login')
      .send({ email: user.email, password: DEFAULT_PASSWORD, remember_me: true });
    expect(res.status).toBe(200);
    expect(res.body.expires_in).toBe(30 * 24 * 3600);
  });

  it('refuses a wrong password with 401', async () => {
    const res = await request.post('/api/auth/login').send({ email: user.email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Incorrect email or password', id: 'invalid_credentials' });
  });

  it('refuses an unknown email with the same 401', async () => {
    const res = await request
      .post('/api/auth/login')
      .send({ email: 'nobody@nowhere.example', password: 'whatever1' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Incorrect email or password', id: 'invalid_credentials' });
  });

  it.each([
    [{ password: 'secret123' }, ['Email is required']],
    [{ email: '', password: 'secret123' }, ['Email is required']],
    [{ email: 'not-an-email', password: 'secret123' }, ['Please enter a valid email address']],
    [{ email: 'a@b.example' }, ['Password is required']],
    [{ email: 'a@b.example', password: '' }, ['Password is required']],
    [{ email: 'a@b.example', password: '12345' }, ['Password must be at least 6 characters']],
    [{}, ['Email is required', 'Password is required']],
  ])('answers 400 with the spec message for %j', async (body, detail) => {
    const res = await request.post('/api/auth/login').send(body);
    expect(res.status).toBe(400);
    expect(res.body.id).toBe('validation_error');
    expect(res.body.detail).toEqual(detail);
    expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual(detail);
  });

  it('refuses a user of a suspended company with 403', async () => {
    const suspended = await createCompany({ status: 'suspended' });
    const u = await createUser(suspended);
    const res = await request.post('/api/auth/login').send({ email: u.email, password: DEFAULT_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      detail: 'Your account is not active. Contact your administrator.',
      id: 'account_disabled',
    });
  });

  it('refuses a deactivated user with 403', async () => {
    const u = await createUser(company, { is_active: false });
    const res = await request.post('/api/auth/login').send({ email: u.email, password: DEFAULT_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.id).toBe('account_disabled');
  });
});

describe('POST /api/auth/register', () => {
  it('is closed', async () => {
    const res = await request
      .post('/api/auth/register')
      .send({ email: 'a@b.example', password: 'secret123' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      detail: 'Public registration is closed. Contact us for early access.',
      id: 'registration_closed',
    });
  });
});
