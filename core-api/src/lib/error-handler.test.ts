import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../test/context.js';
import { errorHandler } from './error-handler.js';
import { ConflictError } from './errors.js';
import { lineNet } from './money.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

describe('error handler', () => {
  it('never leaks SQL or stacks from a failing query', async () => {
    const app = express();
    app.get('/boom', async () => {
      await sequelize.query('SELECT secret_column FROM table_that_does_not_exist');
    });
    app.use(errorHandler);
    const res = await supertest(app).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: 'An internal error occurred', id: 'internal_error' });
    expect(res.text).not.toMatch(/SELECT|table_that_does_not_exist|secret_column|at /);
  });

  it('maps application errors to {detail, id}', async () => {
    const app = express();
    app.get('/conflict', () => {
      throw new ConflictError('Cannot do that now');
    });
    app.use(errorHandler);
    const res = await supertest(app).get('/conflict');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: 'Cannot do that now', id: 'conflict' });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await request
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ id: 'validation_error', detail: ['Request body is not valid JSON'] });
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    const res = await request.post('/api/auth/login').set('Content-Type', 'application/json').send('[1,2]');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      id: 'validation_error',
      detail: ['Request body must be a JSON object'],
    });
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await request
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Request body is too large', id: 'payload_too_large' });
  });

  it('answers 404 not_found for unknown routes', async () => {
    const res = await request.get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found', id: 'not_found' });
  });

  it('answers 400, never 500, when a value is beyond its column (22003) or malformed (22P02, 22008)', async () => {
    const app = express();
    // Each query stands for a write whose input slipped past a route schema's limit.
    app.get('/too-big', async () => {
      await sequelize.query('SELECT CAST(:v AS numeric(12,3))', { replacements: { v: '1e15' } });
    });
    app.get('/bigint', async () => {
      await sequelize.query('SELECT CAST(:v AS bigint)', { replacements: { v: '99999999999999999999' } });
    });
    app.get('/not-a-number', async () => {
      await sequelize.query('SELECT CAST(:v AS integer)', { replacements: { v: 'ten' } });
    });
    app.get('/date', async () => {
      await sequelize.query('SELECT make_date(2026, 13, 40)');
    });
    app.get('/money', () => {
      lineNet(999_999_999, 9_007_199_254_740);
    });
    app.use(errorHandler);
    for (const [path, message] of [
      ['/money', 'too large to hold in pence'],
      ['/too-big', 'A number is too large'],
      ['/bigint', 'A number is too large'],
      ['/not-a-number', 'A value is not in the expected format'],
      ['/date', 'A date or time is out of range'],
    ] as const) {
      const res = await supertest(app).get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.id).toBe('validation_error');
      expect(res.body.detail[0]).toContain(message);
      expect(res.text).not.toMatch(/SELECT|numeric|bigint|CAST/);
    }
  });
});
