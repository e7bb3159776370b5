import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompanyWithUser, DEFAULT_PASSWORD } from '../../test/factories.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize, {
  loginRateLimit: {
    ip: { points: 5, durationSeconds: 900 },
    account: { points: 3, durationSeconds: 600 },
  },
});

const randomIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

describe('login rate limits', () => {
  it('limits attempts per IP with 429 and Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const res = await request
        .post('/api/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ email: `${randomUUID()}@x.example`, password: 'secret123' });
      expect(res.status).toBe(401);
    }
    const res = await request
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ email: `${randomUUID()}@x.example`, password: 'secret123' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      detail: 'Too many sign-in attempts. Please try again in 15 minutes.',
      id: 'rate_limited',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    // Another IP is unaffected.
    const other = await request
      .post('/api/auth/login')
      .set('X-Forwarded-For', randomIp())
      .send({ email: `${randomUUID()}@x.example`, password: 'secret123' });
    expect(other.status).toBe(401);
  });

  it('limits failed attempts per account, even from different IPs, and blocks the right password too', async () => {
    const { user } = await createCompanyWithUser();
    for (let i = 0; i < 3; i++) {
      const res = await request
        .post('/api/auth/login')
        .set('X-Forwarded-For', randomIp())
        .send({ email: user.email, password: 'wrong-password' });
      expect(res.status).toBe(401);
    }
    const res = await request
      .post('/api/auth/login')
      .set('X-Forwarded-For', randomIp())
      .send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body.detail).toBe('Too many sign-in attempts. Please try again in 10 minutes.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
  });

  it('resets the account counter after a successful sign-in', async () => {
    const { user } = await createCompanyWithUser();
    const send = (password: string) =>
      request
        .post('/api/auth/login')
        .set('X-Forwarded-For', randomIp())
        .send({ email: user.email, password });
    expect((await send('wrong-password')).status).toBe(401);
    expect((await send('wrong-password')).status).toBe(401);
    expect((await send(DEFAULT_PASSWORD)).status).toBe(200);
    expect((await send('wrong-password')).status).toBe(401);
    expect((await send('wrong-password')).status).toBe(401);
    expect((await send(DEFAULT_PASSWORD)).status).toBe(200);
  });
});
