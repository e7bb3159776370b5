// Kept in its own file: createApp binds the (global) models to this unreachable database.
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createLogger } from '../lib/logger.js';
import { createSequelize } from './sequelize.js';

// Port 1 on loopback: nothing listens, so every connection is refused at once.
const sequelize = createSequelize('postgres://postgres@127.0.0.1:1/none', { poolMax: 1 });
const app = createApp({
  sequelize,
  jwtSecret: 'x',
  logger: createLogger('silent'),
  trustProxy: 'loopback',
  loginRateLimit: { ip: { points: 5, durationSeconds: 60 }, account: { points: 5, durationSeconds: 60 } },
});
afterAll(() => sequelize.close());

describe('database unreachable', () => {
  it('GET /api/ready answers 503', async () => {
    const res = await supertest(app).get('/api/ready');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: 'Database unavailable', id: 'service_unavailable' });
  });

  it('login answers 503 service_unavailable without driver details', async () => {
    const res = await supertest(app)
      .post('/api/auth/login')
      .send({ email: 'a@b.example', password: 'secret123' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      detail: 'Service temporarily unavailable. Please try again shortly.',
      id: 'service_unavailable',
    });
  });

  it('GET /api/health still answers ok', async () => {
    expect((await supertest(app).get('/api/health')).status).toBe(200);
  });
});
