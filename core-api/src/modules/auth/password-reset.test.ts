import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompany, createCompanyWithUser, createUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { listOutbox } from '../../lib/mailer.js';
import { PasswordResetToken, User } from '../../models/index.js';
import { hashResetToken } from './password-reset.service.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);
const limited = testApp(sequelize, {
  passwordResetRateLimit: {
    ip: { points: 3, durationSeconds: 3600 },
    email: { points: 2, durationSeconds: 3600 },
  },
});

const SENT = 'If an account exists for that email, we have sent a link to reset your password.';
const INVALID = 'This password reset link is invalid or has expired.';
const randomIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

async function requestLink(email: string): Promise<string> {
  const res = await request.post('/api/auth/forgot-password').send({ email });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ detail: SENT });
  const [mail] = await listOutbox({ to: email });
  expect(mail).toBeDefined();
  const match = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('POST /api/auth/forgot-password', () => {
  it('mails a link for a known email and stores only the token hash, valid for an hour', async () => {
    const { user } = await createCompanyWithUser();
    const started = Date.now();
    const token = await requestLink(user.email.toUpperCase());
    const [mail] = await listOutbox({ to: user.email });
    expect(mail!.subject).toBe('Reset your SiteBase password');
    const row = await PasswordResetToken.findOne({ where: { user_id: user.id } });
    expect(row!.token_hash).toBe(hashResetToken(token));
    expect(row!.token_hash).not.toContain(token);
    const ttl = row!.expires_at.getTime() - started;
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('answers an unknown email the same way, in similar time, and sends nothing', async () => {
    const email = `nobody-${randomUUID()}@nowhere.example`;
    const t0 = Date.now();
    const res = await request.post('/api/auth/forgot-password').send({ email });
    const elapsed = Date.now() - t0;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: SENT });
    expect(elapsed).toBeGreaterThanOrEqual(240);
    expect(await listOutbox({ to: email })).toHaveLength(0);
  });

  it('validates the email', async () => {
    const res = await request.post('/api/auth/forgot-password').send({ email: '' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual(['Email is required']);
  });

  it('rate-limits per email and per IP', async () => {
    const email = `limit-${randomUUID()}@x.example`;
    const send = (ip: string, to = email) =>
      limited.request.post('/api/auth/forgot-password').set('X-Forwarded-For', ip).send({ email: to });
    expect((await send(randomIp())).status).toBe(200);
    expect((await send(randomIp())).status).toBe(200);
    const byEmail = await send(randomIp());
    expect(byEmail.status).toBe(429);
    expect(byEmail.body).toEqual({
      detail: 'Too many password reset requests. Please try again in 60 minutes.',
      id: 'rate_limited',
    });
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await send(ip, `${randomUUID()}@x.example`)).status).toBe(200);
    expect((await send(ip, `${randomUUID()}@x.example`)).status).toBe(429);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs in, ends old sessions and works only once', async () => {
    const { user, company } = await createCompanyWithUser({ role: 'supervisor' });
    const login = await request
      .post('/api/auth/login')
      .send({ email: user.email, password: DEFAULT_PASSWORD });
    const oldToken = login.body.access_token as string;
    expect((await request.get('/api/auth/me').set('Authorization', `Bearer ${oldToken}`)).status).toBe(200);

    const token = await requestLink(user.email);
    const res = await request.post('/api/auth/reset-password').send({ token, new_password: 'BrandNew99' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 43200 });
    expect(res.body.user).toMatchObject({ id: user.id, role: 'supervisor', company_name: company.name });

    // The new session works, the old one is over.
    expect(
      (await request.get('/api/auth/me').set('Authorization', `Bearer ${res.body.access_token}`)).status,
    ).toBe(200);
    const old = await request.get('/api/auth/me').set('Authorization', `Bearer ${oldToken}`);
    expect(old.status).toBe(401);

    // New password signs in, old one does not.
    const withNew = await request.post('/api/auth/login').send({ email: user.email, password: 'BrandNew99' });
    expect(withNew.status).toBe(200);
    const withOld = await request
      .post('/api/auth/login')
      .send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(withOld.status).toBe(401);

    // Single use.
    const again = await request
      .post('/api/auth/reset-password')
      .send({ token, new_password: 'Another-Pass-99' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ detail: [INVALID], id: 'validation_error' });
    const row = await PasswordResetToken.findOne({ where: { token_hash: hashResetToken(token) } });
    expect(row!.used_at).not.toBeNull();
  });

  it('refuses an expired link', async () => {
    const { user } = await createCompanyWithUser();
    const token = await requestLink(user.email);
    await PasswordResetToken.update(
      { expires_at: new Date(Date.now() - 1000) },
      { where: { token_hash: hashResetToken(token) } },
    );
    const res = await request.post('/api/auth/reset-password').send({ token, new_password: 'BrandNew99' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual([INVALID]);
    const fresh = await User.findByPk(user.id);
    expect(fresh!.token_version).toBe(0);
  });

  it('refuses a made-up token and a short password', async () => {
    const bogus = await request
      .post('/api/auth/reset-password')
      .send({ token: 'not-a-real-token', new_password: 'BrandNew99' });
    expect(bogus.status).toBe(400);
    expect(bogus.body.detail).toEqual([INVALID]);

    const { user } = await createCompanyWithUser();
    const token = await requestLink(user.email);
    const short = await request.post('/api/auth/reset-password').send({ token, new_password: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.detail).toEqual(['Password must be at least 6 characters']);
    const common = await request.post('/api/auth/reset-password').send({ token, new_password: 'password1' });
    expect(common.status).toBe(400);
    expect(common.body.detail).toEqual([
      'This password is too common or easy to guess. Choose a longer, less predictable one.',
    ]);
    // A refused attempt does not burn the link.
    const ok = await request
      .post('/api/auth/reset-password')
      .send({ token, new_password: 'Kestrel-Yard-66' });
    expect(ok.status).toBe(200);
  });

  it('sends nothing for a user of a suspended company', async () => {
    const company = await createCompany({ status: 'suspended' });
    const u = await createUser(company);
    const res = await request.post('/api/auth/forgot-password').send({ email: u.email });
    expect(res.status).toBe(200);
    expect(await listOutbox({ to: u.email })).toHaveLength(0);
  });
});
