import express from 'express';
import supertest from 'supertest';
import {
  AccessDeniedError,
  ConnectionAcquireTimeoutError,
  ConnectionError,
  ConnectionRefusedError,
  ConnectionTimedOutError,
  DatabaseError,
  HostNotFoundError,
  HostNotReachableError,
  InvalidConnectionError,
  QueryTypes,
} from 'sequelize';
import { describe, expect, inject, it } from 'vitest';
import { testApp, testDatabase } from '../test/context.js';
import { CONNECTION_CODES, errorHandler, isDatabaseDown } from './error-handler.js';
import { ConflictError, ValidationError } from './errors.js';
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

/** A driver error as node-postgres makes it (a message, maybe a code), wrapped as Sequelize wraps a query's. */
function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}
const wrapped = (e: Error) => new DatabaseError(Object.assign(e, { sql: 'SELECT 1' }) as never);

const UNAVAILABLE = {
  detail: 'Service temporarily unavailable. Please try again shortly.',
  id: 'service_unavailable',
};

async function answerFor(err: unknown) {
  const app = express();
  app.get('/fault', () => {
    throw err;
  });
  app.use(errorHandler);
  return supertest(app).get('/fault');
}

describe('connection failures answer 503 with Retry-After (issue 34)', () => {
  const cases: [string, unknown][] = [
    // node-postgres, no code: what a query on a dead client says (these answered 500).
    ['not queryable', wrapped(driverError('Client has encountered a connection error and is not queryable'))],
    ['client closed', wrapped(driverError('Client was closed and is not queryable'))],
    ['terminated', wrapped(driverError('Connection terminated unexpectedly'))],
    ['terminated, raw', driverError('Connection terminated unexpectedly')],
    ['connect timeout', driverError('timeout exceeded when trying to connect')],
    // Every Sequelize connection error.
    ['ConnectionError', new ConnectionError(driverError('x'))],
    ['ConnectionRefusedError', new ConnectionRefusedError(driverError('x', 'ECONNREFUSED'))],
    ['AccessDeniedError', new AccessDeniedError(driverError('x', '28P01'))],
    ['HostNotFoundError', new HostNotFoundError(driverError('x', 'ENOTFOUND'))],
    ['HostNotReachableError', new HostNotReachableError(driverError('x', 'EHOSTUNREACH'))],
    ['InvalidConnectionError', new InvalidConnectionError(driverError('x'))],
    ['ConnectionTimedOutError', new ConnectionTimedOutError(driverError('x', 'ETIMEDOUT'))],
    ['ConnectionAcquireTimeoutError', new ConnectionAcquireTimeoutError(driverError('x'))],
    // Every code, raw and as Sequelize wraps it.
    ...[...CONNECTION_CODES].flatMap((code): [string, unknown][] => [
      [code, driverError('some words', code)],
      [`${code}, wrapped`, wrapped(driverError('some words', code))],
    ]),
    // The server's words when its code is lost on the way.
    ['too many clients', wrapped(driverError('sorry, too many clients already'))],
    ['starting up', wrapped(driverError('the database system is starting up'))],
    ['shutting down', wrapped(driverError('the database system is shutting down'))],
    ['admin shutdown', wrapped(driverError('terminating connection due to administrator command'))],
    [
      'cause',
      Object.assign(new Error('query failed'), { cause: driverError('read ECONNRESET', 'ECONNRESET') }),
    ],
  ];

  it.each(cases)('%s → 503 service_unavailable, Retry-After', async (_name, err) => {
    const res = await answerFor(err);
    expect(res.status).toBe(503);
    expect(res.body).toEqual(UNAVAILABLE);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('other failures keep their answer: an error of the app, a client that hung up, a SQL error', async () => {
    expect(isDatabaseDown(new ValidationError(['connection error in the form']))).toBe(false);
    const aborted = Object.assign(new Error('request aborted'), {
      code: 'ECONNABORTED',
      status: 400,
      type: 'request.aborted',
    });
    expect((await answerFor(aborted)).status).toBe(400);
    expect((await answerFor(wrapped(driverError('relation "x" does not exist', '42P01')))).status).toBe(500);
  });

  it.skipIf(inject('poolMax') === 1)(
    'a query on a connection the server ended (pg_terminate_backend) answers 503, then and after',
    async () => {
      const app = express();
      const t = await sequelize.transaction();
      const [{ pid }] = (await sequelize.query<{ pid: number }>('SELECT pg_backend_pid() AS pid', {
        type: QueryTypes.SELECT,
        transaction: t,
      })) as [{ pid: number }];
      await sequelize.query('SELECT pg_terminate_backend(:pid)', { replacements: { pid } });
      // The first query learns of it (57P01 or "terminated"), the next is refused by the dead client.
      app.get('/first', async () => {
        await sequelize.query('SELECT 1', { transaction: t });
      });
      app.get('/again', async () => {
        await sequelize.query('SELECT 1', { transaction: t });
      });
      app.use(errorHandler);
      for (const path of ['/first', '/again']) {
        const res = await supertest(app).get(path);
        expect(res.status, path).toBe(503);
        expect(res.body).toEqual(UNAVAILABLE);
        expect(res.headers['retry-after']).toBe('5');
      }
      await t.rollback().catch(() => undefined);
    },
  );
});
