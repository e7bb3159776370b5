// The role × operation matrix: every REST route of the route table (src/openapi/routes.ts) × every kind of caller
// (nobody, worker, supervisor, manager, admin, the superadmin, another company's admin), each cell asserting the
// exact status. Expectations come from the table (auth, minRole, success code) plus the per-record rules written
// beside each case. A route in the table without a case here fails the suite, so new routes must join it.
import { mkdtemp, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Upload } from '../models/index.js';
import { ROUTES, routeKey } from '../openapi/routes.js';
import { LocalDriveAdapter } from '../modules/projects/drive.js';
import { testApp, testDatabase } from '../test/context.js';
import { createCompany, createUser } from '../test/factories.js';
import {
  ACTORS,
  DEFAULT_PASSWORD,
  createWorld,
  makeNote,
  makeProject,
  makeResetToken,
  makeUploadRow,
  impliedStatus,
  type ActorName,
  type World,
} from './world.js';

const sequelize = testDatabase();
let driveRoot: string;
let drive: LocalDriveAdapter;
let request: ReturnType<typeof testApp>['request'];

beforeAll(async () => {
  driveRoot = await mkdtemp(path.join(tmpdir(), 'sitebase-matrix-'));
  drive = new LocalDriveAdapter(driveRoot);
  request = testApp(sequelize, { drive }).request;
});
afterAll(() => rm(driveRoot, { recursive: true, force: true }));

interface Call {
  path: string;
  body?: unknown;
  file?: { bytes: Buffer; name: string };
}
interface Case {
  /** Builds a fresh target for one cell (a new world per cell, so destructive calls never interfere). */
  prepare(w: World): Promise<Call>;
  /** Outcomes that differ from what the table implies, with the rule that makes them differ. */
  expect?: Partial<Record<ActorName, number>>;
}

const teamProject = (w: World) => makeProject(w.company, [w.users.worker.id]);
const unique = () => randomUUID().slice(0, 8);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

const CASES: Record<string, Case> = {
  'GET /openapi.json': { prepare: async () => ({ path: '/openapi.json' }) },
  'GET /health': { prepare: async () => ({ path: '/health' }) },
  'GET /ready': { prepare: async () => ({ path: '/ready' }) },
  'POST /auth/login': {
    prepare: async (w) => ({
      path: '/auth/login',
      body: { email: w.users.worker.email, password: DEFAULT_PASSWORD },
    }),
  },
  'POST /auth/register': { prepare: async () => ({ path: '/auth/register', body: {} }) },
  'GET /auth/me': { prepare: async () => ({ path: '/auth/me' }) },
  'PUT /auth/me': { prepare: async () => ({ path: '/auth/me', body: { phone: '07700 900123' } }) },
  'POST /auth/change-password': {
    prepare: async () => ({
      path: '/auth/change-password',
      body: { current_password: DEFAULT_PASSWORD, new_password: 'N3w-password!' },
    }),
  },
  'POST /auth/refresh': { prepare: async () => ({ path: '/auth/refresh', body: {} }) },
  'POST /auth/forgot-password': {
    prepare: async (w) => ({ path: '/auth/forgot-password', body: { email: w.users.manager.email } }),
  },
  'POST /auth/reset-password': {
    prepare: async (w) => ({
      path: '/auth/reset-password',
      body: { token: await makeResetToken(w.users.manager), new_password: 'Reset-pass1' },
    }),
  },
  'POST /auth/logout': { prepare: async () => ({ path: '/auth/logout', body: {} }) },
  'POST /contact': {
    prepare: async () => ({
      path: '/contact',
      body: {
        name: 'Ann',
        email: 'ann@example.com',
        reason: 'sales',
        message: 'Please call me back about a demo.',
      },
    }),
  },
  'POST /push-tokens': {
    prepare: async () => ({
      path: '/push-tokens',
      body: { token: 'tok', platform: 'ios', device_id: unique() },
    }),
  },
  'DELETE /push-tokens/{deviceId}': {
    // The device id is the caller's own device, not a record of the company: everyone signed in may call it.
    prepare: async () => ({ path: `/push-tokens/${unique()}` }),
    expect: { foreign: 204 },
  },

  // Lists answer for every company user (another company's admin sees only their own company's rows).
  'GET /projects': { prepare: async () => ({ path: '/projects?page=1&size=20' }) },
  'GET /projects/archived': { prepare: async () => ({ path: '/projects/archived' }) },
  'GET /projects/my': { prepare: async () => ({ path: '/projects/my' }) },
  'GET /projects/for-forms': { prepare: async () => ({ path: '/projects/for-forms' }) },
  'GET /projects/batch': {
    prepare: async (w) => ({ path: `/projects/batch?ids=${(await teamProject(w)).id}` }),
  },
  'GET /projects/counts': {
    prepare: async (w) => ({ path: `/projects/counts?ids=${(await teamProject(w)).id}` }),
  },
  'POST /projects': { prepare: async () => ({ path: '/projects', body: { name: `Matrix ${unique()}` } }) },
  'GET /projects/{id}': { prepare: async (w) => ({ path: `/projects/${(await teamProject(w)).id}` }) },
  'PUT /projects/{id}': {
    prepare: async (w) => ({
      path: `/projects/${(await teamProject(w)).id}`,
      body: { description: 'Updated' },
    }),
  },
  'POST /projects/{id}/archive': {
    prepare: async (w) => ({
      path: `/projects/${(await teamProject(w)).id}/archive`,
      body: { reason: 'Done' },
    }),
  },
  'POST /projects/{id}/restore': {
    prepare: async (w) => {
      const p = await teamProject(w);
      await p.update({ is_archived: true, archived_at: new Date(), archive_reason: 'x' });
      return { path: `/projects/${p.id}/restore`, body: { reason: 'Reopened' } };
    },
  },
  'DELETE /projects/{id}': {
    // A team would make the delete a 409, so the worker is not on it: for them the project is invisible (404).
    prepare: async (w) => ({ path: `/projects/${(await makeProject(w.company)).id}` }),
    expect: { worker: 404 },
  },
  'GET /projects/{id}/team': {
    prepare: async (w) => ({ path: `/projects/${(await teamProject(w)).id}/team` }),
  },
  'POST /projects/{id}/team': {
    prepare: async (w) => ({
      path: `/projects/${(await teamProject(w)).id}/team`,
      body: { user_id: w.users.admin.id },
    }),
  },
  'DELETE /projects/{id}/team/{userId}': {
    prepare: async (w) => ({ path: `/projects/${(await teamProject(w)).id}/team/${w.users.worker.id}` }),
  },
  'GET /projects/{id}/notes': {
    prepare: async (w) => ({ path: `/projects/${(await teamProject(w)).id}/notes` }),
  },
  'POST /projects/{id}/notes': {
    prepare: async (w) => ({
      path: `/projects/${(await teamProject(w)).id}/notes`,
      body: { content: 'Gate left open overnight', visibility_level: 'worker' },
    }),
  },
  'PUT /projects/{id}/notes/{noteId}': {
    // The note is the admin's: only its author or a manager and up may edit it.
    prepare: async (w) => {
      const p = await teamProject(w);
      const n = await makeNote(p, w.users.admin);
      return { path: `/projects/${p.id}/notes/${n.id}`, body: { content: 'Edited' } };
    },
    expect: { worker: 403, supervisor: 403 },
  },
  'DELETE /projects/{id}/notes/{noteId}': {
    prepare: async (w) => {
      const p = await teamProject(w);
      const n = await makeNote(p, w.users.admin);
      return { path: `/projects/${p.id}/notes/${n.id}` };
    },
    expect: { worker: 403, supervisor: 403 },
  },
  'GET /projects/{id}/stats': {
    prepare: async (w) => ({ path: `/projects/${(await teamProject(w)).id}/stats` }),
  },
  'GET /projects/{id}/activity': {
    prepare: async (w) => ({ path: `/projects/${(await teamProject(w)).id}/activity` }),
  },
  'GET /projects/{id}/folder-status': {
    prepare: async (w) => ({ path: `/projects/${(await teamProject(w)).id}/folder-status` }),
  },
  'POST /projects/{id}/create-folder-structure': {
    prepare: async (w) => ({
      path: `/projects/${(await teamProject(w)).id}/create-folder-structure`,
      body: {},
    }),
  },
  'GET /projects/{id}/export': {
    prepare: async (w) => ({ path: `/projects/${(await teamProject(w)).id}/export?format=pdf` }),
  },
  'GET /projects/{id}/team/candidates': {
    prepare: async (w) => ({ path: `/projects/${(await teamProject(w)).id}/team/candidates` }),
  },

  'POST /uploads': { prepare: async () => ({ path: '/uploads', file: { bytes: PDF, name: 'plan.pdf' } }) },
  'GET /uploads': { prepare: async () => ({ path: '/uploads' }) },
  'GET /uploads/{id}': {
    prepare: async (w) => ({ path: `/uploads/${(await makeUploadRow(w.company, w.users.worker, null)).id}` }),
  },
  'GET /uploads/{id}/content': {
    prepare: async (w) => {
      const row = await makeUploadRow(w.company, w.users.worker, null);
      const { key } = await drive.putFile({
        companyId: w.company.id,
        folderId: null,
        name: row.id,
        bytes: PDF,
      });
      await Upload.update({ storage_key: key }, { where: { id: row.id } });
      return { path: `/uploads/${row.id}/content` };
    },
  },
  'DELETE /uploads/{id}': {
    // The worker uploaded it: the uploader or a manager and up may delete it.
    prepare: async (w) => ({ path: `/uploads/${(await makeUploadRow(w.company, w.users.worker, null)).id}` }),
    expect: { supervisor: 403 },
  },

  'GET /users': { prepare: async () => ({ path: '/users' }) },
  'POST /users': {
    prepare: async () => ({
      path: '/users',
      body: {
        first_name: 'New',
        last_name: 'Starter',
        email: `new-${unique()}@test.example`,
        role: 'worker',
      },
    }),
  },
  'GET /users/{id}': { prepare: async (w) => ({ path: `/users/${w.users.worker.id}` }) },
  'PATCH /users/{id}/role': {
    prepare: async (w) => ({
      path: `/users/${(await createUser(w.company, { role: 'worker' })).id}/role`,
      body: { role: 'supervisor' },
    }),
  },
  'POST /users/{id}/deactivate': {
    prepare: async (w) => ({
      path: `/users/${(await createUser(w.company, { role: 'worker' })).id}/deactivate`,
    }),
  },
  'POST /users/{id}/reactivate': {
    prepare: async (w) => ({
      path: `/users/${(await createUser(w.company, { role: 'worker', is_active: false })).id}/reactivate`,
    }),
  },
  'POST /users/{id}/reset-password': {
    prepare: async (w) => ({
      path: `/users/${(await createUser(w.company, { role: 'worker' })).id}/reset-password`,
    }),
  },
  'GET /settings/defaults': { prepare: async () => ({ path: '/settings/defaults' }) },
  'GET /settings': { prepare: async () => ({ path: '/settings' }) },
  'PATCH /settings': { prepare: async () => ({ path: '/settings', body: { retention_percent: 3 } }) },

  'POST /superadmin/login': {
    prepare: async (w) => ({
      path: '/superadmin/login',
      body: { username: w.superadmin.username, password: DEFAULT_PASSWORD },
    }),
  },
  'GET /superadmin/me': { prepare: async () => ({ path: '/superadmin/me' }) },
  'GET /superadmin/companies': { prepare: async () => ({ path: '/superadmin/companies' }) },
  'GET /superadmin/stats': { prepare: async () => ({ path: '/superadmin/stats' }) },
  'POST /superadmin/companies/setup': {
    prepare: async () => ({
      path: '/superadmin/companies/setup',
      body: {
        company_name: `Setup ${unique()} Ltd`,
        admin_first_name: 'Ffion',
        admin_last_name: 'Rees',
        admin_email: `admin-${unique()}@test.example`,
      },
    }),
  },
  'PATCH /superadmin/companies/{id}/status': {
    prepare: async () => ({
      path: `/superadmin/companies/${(await createCompany()).id}/status`,
      body: { status: 'suspended', reason: 'Unpaid invoices' },
    }),
  },
  'GET /superadmin/contact-messages': { prepare: async () => ({ path: '/superadmin/contact-messages' }) },
  'GET /superadmin/audit-log': { prepare: async () => ({ path: '/superadmin/audit-log' }) },
};

describe('role × operation matrix', () => {
  it('has a case for every route of the table, and no case for a route that is not there', () => {
    const keys = ROUTES.map(routeKey);
    expect(keys.filter((k) => !CASES[k])).toEqual([]);
    expect(Object.keys(CASES).filter((k) => !keys.includes(k))).toEqual([]);
  });

  let cells = 0;
  for (const route of ROUTES) {
    const key = routeKey(route);
    it(
      key,
      async () => {
        const kase = CASES[key];
        if (!kase) throw new Error(`No matrix case for ${key}`);
        const outcomes: Record<string, number> = {};
        const expected: Record<string, number> = {};
        for (const actor of ACTORS) {
          const world = await createWorld();
          const call = await kase.prepare(world);
          let req = request[route.method](`/api${call.path}`).set(world.auth(actor));
          if (call.file) req = req.attach('file', call.file.bytes, call.file.name);
          else if (call.body !== undefined) req = req.send(call.body as object);
          const res = await req;
          outcomes[actor] = res.status;
          expected[actor] = kase.expect?.[actor] ?? impliedStatus(route, actor);
          cells += 1;
        }
        expect(outcomes, key).toEqual(expected);
      },
      60_000,
    );
  }

  afterAll(() => {
    // Printed so CI logs and the closing note carry the count.
    console.info(`security matrix: ${cells} cells over ${ROUTES.length} routes × ${ACTORS.length} callers`);
  });
});
