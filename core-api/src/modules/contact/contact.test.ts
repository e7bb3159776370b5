import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../test/context.js';
import { ContactMessage } from '../../models/index.js';
import { listContactMessages } from './contact.service.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);
const limited = testApp(sequelize, { contactRateLimit: { points: 2, durationSeconds: 3600 } });

const randomIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

const good = {
  name: '  Dylan Hughes ',
  email: 'dylan@hughes-build.example',
  phone: '07700 900123',
  company: 'Hughes Build Ltd',
  reason: 'demo',
  message: 'We would like a demo for our site team next week.',
};

describe('POST /api/contact', () => {
  it('stores the message and thanks the sender with 201', async () => {
    const res = await request.post('/api/contact').send(good);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      detail: "Thank you for contacting us! We'll get back to you soon.",
    });
    const row = await ContactMessage.findByPk(res.body.id);
    expect(row).toMatchObject({ name: 'Dylan Hughes', reason: 'demo', company: 'Hughes Build Ltd' });

    const listed = await listContactMessages({ size: 100 });
    expect(listed.items.map((m) => m.id)).toContain(res.body.id);
    expect(listed.total).toBeGreaterThanOrEqual(1);
  });

  it('accepts a message without phone or company', async () => {
    const { phone: _p, company: _c, ...rest } = good;
    const res = await request.post('/api/contact').send(rest);
    expect(res.status).toBe(201);
    const row = await ContactMessage.findByPk(res.body.id);
    expect(row).toMatchObject({ phone: null, company: null });
  });

  it.each([
    [{ name: '   ' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email format'],
    [{ reason: undefined }, 'Please select a reason for contacting us'],
    [{ reason: 'gossip' }, 'Please select a reason for contacting us'],
    [{ message: '' }, 'Message is required'],
    [{ message: '   short    ' }, 'Message must be at least 10 characters long'],
    [{ message: 'x'.repeat(501) }, 'Message must be 500 characters or fewer'],
    [{ phone: '1'.repeat(51) }, 'Phone must be 50 characters or fewer'],
    [{ company: 'c'.repeat(201) }, 'Company must be 200 characters or fewer'],
  ])('answers 400 for %j', async (change, message) => {
    const res = await request.post('/api/contact').send({ ...good, ...change });
    expect(res.status).toBe(400);
    expect(res.body.id).toBe('validation_error');
    expect(res.body.detail).toEqual([message]);
  });

  it('accepts exactly 500 characters', async () => {
    const res = await request.post('/api/contact').send({ ...good, message: 'y'.repeat(500) });
    expect(res.status).toBe(201);
  });

  it('lists every missing required field in form order', async () => {
    const res = await request.post('/api/contact').send({});
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual([
      'Name is required',
      'Email is required',
      'Please select a reason for contacting us',
      'Message is required',
    ]);
  });

  it('rate-limits per IP with 429 and Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 2; i++) {
      const ok = await limited.request.post('/api/contact').set('X-Forwarded-For', ip).send(good);
      expect(ok.status).toBe(201);
    }
    const res = await limited.request.post('/api/contact').set('X-Forwarded-For', ip).send(good);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      detail: 'Too many messages. Please try again in 60 minutes.',
      id: 'rate_limited',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    const other = await limited.request.post('/api/contact').set('X-Forwarded-For', randomIp()).send(good);
    expect(other.status).toBe(201);
  });
});
