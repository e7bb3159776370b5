import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { testApp, testDatabase, TEST_JWT_SECRET } from '../test/context.js';
import { createCompanyWithUser, DEFAULT_PASSWORD } from '../test/factories.js';
import { requireAuth, requireRole } from './auth.js';
import { errorHandler } from './error-handler.js';
import { createHttpLogger, createLogger } from './logger.js';
import { validate } from './validate.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

const guarded = express();
guarded.get('/manager-only', requireAuth(TEST_JWT_SECRET), requireRole('manager'), (req, res) => {
  res.json({ actor: req.actor });
});
guarded.post(
  '/validated',
  express.json(),
  validate(z.object({ name: z.string({ error: 'Name is required' }) })),
  (req, res) => {
    res.json(req.body);
  },
);
guarded.use(errorHandler);

async function tokenFor(role: 'worker' | 'manager' | 'admin') {
  const { user, company } = await createCompanyWithUser({ role });
  const res = await request.post('/api/auth/login').send({ email: user.email, password: DEFAULT_PASSWORD });
  return { token: res.body.access_token as string, user, company };
}

describe('requireRole', () => {
  it('refuses a lower role with 403 authorization_error', async () => {
    const { token } = await tokenFor('worker');
    const res = await supertest(guarded).get('/manager-only').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(403);
    expect(res.body.id).toBe('authorization_error');
  });

  it('lets the role and higher ones through with req.actor set', async () => {
    for (const role of ['manager', 'admin'] as const) {
      const { token, user, company } = await tokenFor(role);
      const res = await supertest(guarded).get('/manager-only').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      expect(res.body.actor).toEqual({ userId: user.id, companyId: company.id, role });
    }
  });

  it('answers 401 before checking the role', async () => {
    expect((await supertest(guarded).get('/manager-only')).status).toBe(401);
  });
});

describe('validate', () => {
  it('answers 400 with the schema message', async () => {
    const res = await supertest(guarded).post('/validated').send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: ['Name is required'],
      id: 'validation_error',
      errors: [{ path: 'name', message: 'Name is required' }],
    });
  });
});

describe('request logging', () => {
  it('redacts the authorization header', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const logger = createLogger('info', sink);
    const app = express();
    app.use(createHttpLogger(logger));
    app.get('/x', (_req, res) => {
      res.json({});
    });
    await supertest(app).get('/x').set('Authorization', 'Bearer super-secret-token');
    expect(lines.join('')).toContain('[redacted]');
    expect(lines.join('')).not.toContain('super-secret-token');
  });

  it("redacts cloud-drive tokens by name, and an OAuth callback's code in the URL (decision 0074)", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const logger = createLogger('info', sink);
    logger.info(
      {
        refresh_token: 'rt-secret-1',
        connection: {
          refreshToken: 'rt-secret-2',
          accessToken: 'at-secret-3',
          msalCache: '{"RefreshToken":"rt-secret-4"}',
        },
        credentials: 'v1.sealed-secret-5',
        token: { client_secret: 'cs-secret-6' },
      },
      'refreshed',
    );
    const app = express();
    app.use(createHttpLogger(logger));
    app.get('/callback', (_req, res) => {
      res.json({});
    });
    await supertest(app).get('/callback?state=s1&code=4%2F0Acode-secret-7&scope=x');
    const out = lines.join('');
    for (let n = 1; n <= 7; n++) expect(out).not.toContain(`secret-${n}`);
    expect(out).toContain('state=s1');
  });
});
