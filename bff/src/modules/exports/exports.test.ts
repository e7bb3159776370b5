// The export pass-through against a real core-api (decision 0065): the caller's filters reach core-api's
// export, the file streams back with core-api's name and type, the token goes with it, and nothing but a list
// path can be asked for.
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSupplier } from '@sitebase/core-api/testing';
import { createCompany, createUser, startRealStack, type RealStack, type User } from '../../test/support.js';
import { exportQuery, listPathOf } from './exports.files.js';

const secret = 'bff-exports-test-secret';
let stack: RealStack;
let app: Express;
let supervisor: User;
let worker: User;

beforeAll(async () => {
  stack = await startRealStack(secret);
  app = stack.app;
  const company = await createCompany();
  supervisor = await createUser(company, { role: 'supervisor' });
  worker = await createUser(company, { role: 'worker' });
  await makeSupplier(company, { name: 'Alpha Plant Hire', kinds: ['plant'] });
  await makeSupplier(company, { name: '=Beta Scaffolding', kinds: ['subcontractor'] });
  await makeSupplier(company, { name: 'Gamma Merchants', kinds: ['materials'], is_active: false });
}, 60_000);
afterAll(() => stack?.close());

const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('GET /files/exports/<list>', () => {
  it('relays the list’s export with the caller’s filters, name and type kept', async () => {
    const res = await request(app)
      .get('/files/exports/suppliers?status=all&kind=materials')
      .set('authorization', `Bearer ${stack.tokenFor(supervisor)}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="suppliers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const lines = csvLines(res.text);
    expect(lines[0]).toMatch(/^Name,Kinds,/);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Gamma Merchants']);
  });

  it('without filters answers the list’s default view (active suppliers), formulas defused', async () => {
    const res = await request(app)
      .get('/files/exports/suppliers')
      .set('authorization', `Bearer ${stack.tokenFor(supervisor)}`);
    const names = csvLines(res.text)
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(names.sort()).toEqual(["'=Beta Scaffolding", 'Alpha Plant Hire']);
  });

  it('streams an XLSX through', async () => {
    const res = await request(app)
      .get('/files/exports/suppliers?format=xlsx')
      .set('authorization', `Bearer ${stack.tokenFor(supervisor)}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // A zip archive (the XLSX container) starts "PK".
    expect((res.body as Buffer).subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps core-api’s refusals: no token 401, a worker 403, a bad filter 400 with its message', async () => {
    expect((await request(app).get('/files/exports/suppliers')).status).toBe(401);
    const denied = await request(app)
      .get('/files/exports/suppliers')
      .set('authorization', `Bearer ${stack.tokenFor(worker)}`);
    expect(denied.status).toBe(403);
    const bad = await request(app)
      .get('/files/exports/suppliers?status=gone')
      .set('authorization', `Bearer ${stack.tokenFor(supervisor)}`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.detail)).toContain('Status must be one of active, inactive, all');
  });

  it('reaches nothing but a list path', async () => {
    for (const path of ['/files/exports/Suppliers', '/files/exports/a/b/c/d', '/files/exports/%2e%2e/auth']) {
      const res = await request(app)
        .get(path)
        .set('authorization', `Bearer ${stack.tokenFor(supervisor)}`);
      expect(res.status, path).toBe(404);
    }
    expect(listPathOf(['plant', 'requests'])).toBe('/plant/requests');
    expect(listPathOf(['projects', '123e4567-e89b-12d3-a456-426614174000'])).toBeNull();
  });

  it('passes on a few short, list-like parameters only', () => {
    const req = {
      query: { status: 'active', search: 'x'.repeat(500), 'bad name': 'y', nested: { a: '1' } },
    } as never;
    expect(exportQuery(req)).toBe(`status=active&search=${'x'.repeat(200)}`);
  });
});
