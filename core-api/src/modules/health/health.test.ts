import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../test/context.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

describe('health', () => {
  it('GET /api/health answers ok', async () => {
    const res = await request.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('GET /api/ready answers ready when the database does', async () => {
    const res = await request.get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('echoes X-Request-Id, or generates one', async () => {
    const res = await request.get('/api/health').set('X-Request-Id', 'req-123');
    expect(res.headers['x-request-id']).toBe('req-123');
    const generated = await request.get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
