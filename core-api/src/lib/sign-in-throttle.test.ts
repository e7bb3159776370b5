// Sign-in throttling through the real routes: per address for every attempt, and a growing wait for failures
// per (account, address) — never a lock the account's owner cannot get past from their own address.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Superadmin } from '../models/index.js';
import {
  DEFAULT_PASSWORD,
  createCompanyWithUser,
  createUser,
  testApp,
  testDatabase,
} from '../test/support.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize, {
  loginRateLimit: {
    ip: { points: 5, durationSeconds: 900 },
    account: { points: 3, durationSeconds: 600 },
  },
});
const { request: roomy } = testApp(sequelize, {
  loginRateLimit: {
    ip: { points: 1000, durationSeconds: 900 },
    account: { points: 3, durationSeconds: 600 },
  },
});

const randomIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('sign-in throttling', () => {
  it('limits attempts per address with 429 and Retry-After', async () => {
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
    // Another address is unaffected.
    const other = await request
      .post('/api/auth/login')
      .set('X-Forwarded-For', randomIp())
      .send({ email: `${randomUUID()}@x.example`, password: 'secret123' });
    expect(other.status).toBe(401);
  });

  it('failures from one address earn that address a growing wait, and the owner still signs in from theirs', async () => {
    const { user } = await createCompanyWithUser();
    const attacker = randomIp();
    const guess = () =>
      roomy
        .post('/api/auth/login')
        .set('X-Forwarded-For', attacker)
        .send({ email: user.email, password: 'wrong-password' });
    // Three free failures, then each failure sets a wait: 1 s, then 2 s…
    for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(401);
    const waiting = await guess();
    expect(waiting.status).toBe(429);
    expect(waiting.body.detail).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(Number(waiting.headers['retry-after'])).toBe(1);
    await sleep(1100);
    expect((await guess()).status).toBe(401);
    const longer = await guess();
    expect(longer.status).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);
    // Even the right password waits from the attacker's address…
    const rightFromAttacker = await roomy
      .post('/api/auth/login')
      .set('X-Forwarded-For', attacker)
      .send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(rightFromAttacker.status).toBe(429);
    // …but the owner, from their own address, is not locked out.
    const owner = await roomy
      .post('/api/auth/login')
      .set('X-Forwarded-For', randomIp())
      .send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(owner.status).toBe(200);
  });

  it('a successful sign-in clears the address’s failures', async () => {
    const { user } = await createCompanyWithUser();
    const ip = randomIp();
    const send = (password: string) =>
      roomy.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: user.email, password });
    expect((await send('wrong-password')).status).toBe(401);
    expect((await send('wrong-password')).status).toBe(401);
    expect((await send(DEFAULT_PASSWORD)).status).toBe(200);
    expect((await send('wrong-password')).status).toBe(401);
    expect((await send('wrong-password')).status).toBe(401);
    expect((await send(DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('the superadmin is throttled the same way, never locked out from another address', async () => {
    const company = await createCompanyWithUser();
    const username = `sa-${randomUUID().slice(0, 8)}`;
    await Superadmin.create({
      username,
      password_hash: (await createUser(company.company, { role: 'worker' })).password_hash,
    });
    const attacker = randomIp();
    for (let i = 0; i < 3; i++) {
      const res = await roomy
        .post('/api/superadmin/login')
        .set('X-Forwarded-For', attacker)
        .send({ username, password: 'wrong-password' });
      expect(res.status).toBe(401);
    }
    expect(
      (
        await roomy
          .post('/api/superadmin/login')
          .set('X-Forwarded-For', attacker)
          .send({ username, password: DEFAULT_PASSWORD })
      ).status,
    ).toBe(429);
    const owner = await roomy
      .post('/api/superadmin/login')
      .set('X-Forwarded-For', randomIp())
      .send({ username, password: DEFAULT_PASSWORD });
    expect(owner.status).toBe(200);
  });
});
