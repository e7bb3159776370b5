// The /files relay on its own (no helmet in front, so the headers seen are the relay's): core-api's
// X-Content-Type-Options and Cache-Control reach the browser, and a file answer without them is still
// no-store and nosniff. The real-stack PDF and upload round trips are in projects.test.ts.
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { signedToken, startBff, startFakeCoreApi, type FakeCoreApi } from '../../test/support.js';
import { projectFileRoutes } from './projects.files.js';

let core: FakeCoreApi;
let relay: Express;
const auth = `Bearer ${signedToken('files-secret')}`;

beforeAll(async () => {
  core = await startFakeCoreApi();
  relay = express().use(
    '/files',
    projectFileRoutes({ coreApiUrl: core.url, logger: createLogger('silent') }),
  );
});
afterAll(() => core.close());

describe('file pass-through headers', () => {
  it('passes core-api’s X-Content-Type-Options and Cache-Control through on a download', async () => {
    core.respond('GET /uploads/u1/content', {
      status: 200,
      body: { pretend: 'bytes' },
      headers: {
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-disposition': 'attachment; filename="survey.pdf"',
      },
    });
    const res = await request(relay).get('/files/uploads/u1/content').set('authorization', auth);
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe('attachment; filename="survey.pdf"');
  });

  it('answers no-store and nosniff when core-api sends neither', async () => {
    core.respond('GET /projects/p1/export', { status: 200, body: { pretend: 'pdf' } });
    const res = await request(relay).get('/files/projects/p1/export').set('authorization', auth);
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps them through the whole BFF too', async () => {
    core.respond('GET /uploads/u2/content', {
      status: 200,
      body: { pretend: 'bytes' },
      headers: { 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' },
    });
    const app = await startBff(core.url, 'files-secret');
    const res = await request(app).get('/files/uploads/u2/content').set('authorization', auth);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
