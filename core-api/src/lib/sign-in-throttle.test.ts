// Sign-in throttling through the real routes: per address for every attempt, a growing wait for failures per
// (account, address), and one per account whatever the address (issue 33: guesses from rotated addresses went
// unthrottled) — never a lock the account's owner cannot get past from an address they signed in from.
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

// Per account: the fifth failure from any address starts the account's wait (pairs: 3, far from reached).
const { request: rotating } = testApp(sequelize, {
  loginRateLimit: {
    ip: { points: 1000, durationSeconds: 900 },
    account: { points: 3, durationSeconds: 600 },
    accountTotal: { points: 5, durationSeconds: 600 },
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

  it('failures from rotating addresses earn the account a growing wait; the owner still signs in from a known address', async () => {
    const { user } = await createCompanyWithUser();
    const home = randomIp();
    const signIn = (password: string, ip = randomIp()) =>
      rotating.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: user.email, password });
    // The owner signed in from home once: a known address of the account.
    expect((await signIn(DEFAULT_PASSWORD, home)).status).toBe(200);
    // Five guesses, each from a new address (no pair ever reaches its three free failures).
    for (let i = 0; i < 5; i++) expect((await signIn('wrong-password')).status).toBe(401);
    const refused = await signIn('wrong-password');
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(Number(refused.headers['retry-after'])).toBe(1);
    // Even the right password waits from an address the account never signed in from…
    expect((await signIn(DEFAULT_PASSWORD)).status).toBe(429);
    // …and the email's case does not make it another account.
    const upper = await rotating
      .post('/api/auth/login')
      .set('X-Forwarded-For', randomIp())
      .send({ email: user.email.toUpperCase(), password: 'wrong-password' });
    expect(upper.status).toBe(429);
    // The owner from home is not held up.
    expect((await signIn(DEFAULT_PASSWORD, home)).status).toBe(200);
    // The wait grows with each failure past the free ones, and the owner's success did not reset the count.
    await sleep(1100);
    expect((await signIn('wrong-password')).status).toBe(401);
    const longer = await signIn('wrong-password');
    expect(longer.status).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);
  });

  it('the superadmin gets the same per-account wait across rotating addresses', async () => {
    const company = await createCompanyWithUser();
    const username = `sa-${randomUUID().slice(0, 8)}`;
    await Superadmin.create({
      username,
      password_hash: (await createUser(company.company, { role: 'worker' })).password_hash,
    });
    const office = randomIp();
    const signIn = (password: string, ip = randomIp()) =>
      rotating.post('/api/superadmin/login').set('X-Forwarded-For', ip).send({ username, password });
    expect((await signIn(DEFAULT_PASSWORD, office)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn('wrong-password')).status).toBe(401);
    const refused = await signIn('wrong-password');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(1);
    expect((await signIn(DEFAULT_PASSWORD)).status).toBe(429);
    expect((await signIn(DEFAULT_PASSWORD, office)).status).toBe(200);
  });
});
