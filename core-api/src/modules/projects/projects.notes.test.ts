// Notes with visibility, team candidates, stats, activity, export and folder creation against real Postgres.
import { bearer } from '../../test/support.js';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Company, Role, User } from '../../models/index.js';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompany, createUser } from '../../test/factories.js';
import { DEFAULT_FOLDER_TEMPLATE, LocalDriveAdapter, type DriveAdapter } from '../../lib/drive.js';
import { pdfText } from '../../test/pdf-text.js';
import { FOLDER_FAILED } from './folders.service.js';

const sequelize = testDatabase({ own: true });
let driveRoot: string;
let failures = 0;
/** The real local adapter, made to fail on demand (a provider outage) to prove failed → retry. */
class FlakyDrive extends LocalDriveAdapter {
  override async createProjectTree(input: Parameters<DriveAdapter['createProjectTree']>[0]) {
    if (failures > 0) {
      failures -= 1;
      throw new Error("ENAMETOOLONG: name too long, mkdir '/srv/sitebase/drive/c0ffee/P-0001 x'");
    }
    return super.createProjectTree(input);
  }
}
let request: ReturnType<typeof testApp>['request'];

const ROLE_LIST: Role[] = ['worker', 'supervisor', 'manager', 'admin'];
let company: Company;
const users = {} as Record<Role, User>;
let outsider: User;
let projectId: string;

beforeAll(async () => {
  driveRoot = await mkdtemp(path.join(tmpdir(), 'sitebase-drive-'));
  request = testApp(sequelize, { drive: new FlakyDrive(driveRoot) }).request;
  company = await createCompany();
  for (const role of ROLE_LIST) users[role] = await createUser(company, { role, last_name: `Z${role}` });
  outsider = await createUser(await createCompany(), { role: 'admin' });
  const res = await request
    .post('/api/projects')
    .set('Authorization', bearer(users.manager))
    .send({ name: 'Harbour View Offices', start_date: '2026-01-01', end_date: '2026-12-31' });
  projectId = res.body.id;
  await request
    .post(`/api/projects/${projectId}/team`)
    .set('Authorization', bearer(users.manager))
    .send({ user_id: users.worker.id });
});

afterAll(async () => {
  await rm(driveRoot, { recursive: true, force: true });
});

describe('notes and visibility', () => {
  it('each role reads exactly the notes at or below its level', async () => {
    for (const level of ROLE_LIST) {
      const res = await request
        .post(`/api/projects/${projectId}/notes`)
        .set('Authorization', bearer(users.admin))
        .send({ content: `Note for ${level}`, visibility_level: level });
      expect(res.status).toBe(201);
      expect(res.body.visibility_level).toBe(level);
    }
    for (const [i, role] of ROLE_LIST.entries()) {
      const res = await request
        .get(`/api/projects/${projectId}/notes`)
        .set('Authorization', bearer(users[role]));
      expect(res.status, role).toBe(200);
      const seen = (res.body as { content: string }[]).map((n) => n.content).sort();
      expect(seen, role).toEqual(
        ROLE_LIST.slice(0, i + 1)
          .map((l) => `Note for ${l}`)
          .sort(),
      );
    }
    const counts = await request
      .get(`/api/projects/counts?ids=${projectId}`)
      .set('Authorization', bearer(users.supervisor));
    expect(counts.body.items[0]).toMatchObject({ team_count: 1, note_count: 2 });
  });

  it('a note above the reader is 404 for read, edit and delete', async () => {
    const admin = await request
      .post(`/api/projects/${projectId}/notes`)
      .set('Authorization', bearer(users.admin))
      .send({ content: 'Admins only: commercial position', visibility_level: 'admin' });
    const url = `/api/projects/${projectId}/notes/${admin.body.id}`;
    expect(
      (await request.put(url).set('Authorization', bearer(users.manager)).send({ content: 'x' })).status,
    ).toBe(404);
    expect((await request.delete(url).set('Authorization', bearer(users.worker))).status).toBe(404);
    expect((await request.delete(url).set('Authorization', bearer(outsider))).status).toBe(404);
  });

  it('validates, defaults to worker, and lets only the author or a manager edit or delete', async () => {
    const url = `/api/projects/${projectId}/notes`;
    expect((await request.post(url).send({ content: 'x' })).status).toBe(401);
    const blank = await request.post(url).set('Authorization', bearer(users.worker)).send({ content: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toEqual(['Please enter note content']);
    const badLevel = await request
      .post(url)
      .set('Authorization', bearer(users.worker))
      .send({ content: 'x', visibility_level: 'owner' });
    expect(badLevel.body.detail).toEqual(['Visibility must be one of worker, supervisor, manager, admin']);
    const above = await request
      .post(url)
      .set('Authorization', bearer(users.worker))
      .send({ content: 'x', visibility_level: 'manager' });
    expect(above.status).toBe(400);
    expect(above.body.detail).toEqual(['You cannot make a note visible only above your own role']);

    const mine = await request
      .post(url)
      .set('Authorization', bearer(users.worker))
      .send({ content: 'Scaffold tag missing on east elevation' });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({
      visibility_level: 'worker',
      can_edit: true,
      can_delete: true,
      edited_at: null,
    });
    const noteUrl = `${url}/${mine.body.id}`;
    const bySupervisor = await request
      .put(noteUrl)
      .set('Authorization', bearer(users.supervisor))
      .send({ content: 'Edited by someone else' });
    expect(bySupervisor.status).toBe(403);
    const byAuthor = await request
      .put(noteUrl)
      .set('Authorization', bearer(users.worker))
      .send({ content: 'Scaffold tag replaced' });
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body.content).toBe('Scaffold tag replaced');
    // An edited note says so (the web shows "(edited)").
    expect(byAuthor.body.edited_at).toEqual(expect.any(String));
    expect(byAuthor.body.edited_at).toBe(byAuthor.body.updated_at);
    expect((await request.delete(noteUrl).set('Authorization', bearer(users.supervisor))).status).toBe(403);
    expect((await request.delete(noteUrl).set('Authorization', bearer(users.manager))).status).toBe(204);
    expect((await request.delete(noteUrl).set('Authorization', bearer(users.manager))).status).toBe(404);
  });
});

describe('notes, a few at a time', () => {
  it('answers the first `limit` readable notes, newest first, and refuses a bad limit', async () => {
    const project = await request
      .post('/api/projects')
      .set('Authorization', bearer(users.manager))
      .send({ name: 'Many Notes Wharf', start_date: '2026-01-01', end_date: '2026-12-31' });
    const url = `/api/projects/${project.body.id}/notes`;
    await request
      .post(`/api/projects/${project.body.id}/team`)
      .set('Authorization', bearer(users.manager))
      .send({ user_id: users.worker.id });
    for (const [content, visibility_level] of [
      ['first', 'worker'],
      ['second', 'manager'],
      ['third', 'worker'],
      ['fourth', 'worker'],
    ]) {
      await request.post(url).set('Authorization', bearer(users.manager)).send({ content, visibility_level });
    }
    const all = await request.get(url).set('Authorization', bearer(users.manager));
    expect((all.body as { content: string }[]).map((n) => n.content)).toEqual([
      'fourth',
      'third',
      'second',
      'first',
    ]);
    const first = await request.get(`${url}?limit=2`).set('Authorization', bearer(users.manager));
    expect(first.body).toEqual(all.body.slice(0, 2));
    // The limit counts only what the reader may see: a worker's three newest skip the manager's note.
    const worker = await request.get(`${url}?limit=3`).set('Authorization', bearer(users.worker));
    expect((worker.body as { content: string }[]).map((n) => n.content)).toEqual([
      'fourth',
      'third',
      'first',
    ]);
    const bad = await request.get(`${url}?limit=500`).set('Authorization', bearer(users.manager));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Limit must be a whole number from 1 to 100');
  });
});

describe('team candidates', () => {
  it('lists active company users not on the team, for supervisors and up', async () => {
    const url = `/api/projects/${projectId}/team/candidates`;
    expect((await request.get(url).set('Authorization', bearer(users.worker))).status).toBe(403);
    expect((await request.get(url).set('Authorization', bearer(outsider))).status).toBe(404);
    const res = await request.get(url).set('Authorization', bearer(users.supervisor));
    expect(res.status).toBe(200);
    const ids = (res.body as { id: string }[]).map((u) => u.id);
    expect(ids).not.toContain(users.worker.id);
    expect(ids).toEqual(expect.arrayContaining([users.supervisor.id, users.manager.id, users.admin.id]));
    const searched = await request.get(`${url}?search=zadmin`).set('Authorization', bearer(users.supervisor));
    expect((searched.body as { id: string }[]).map((u) => u.id)).toEqual([users.admin.id]);
  });
});

describe('team', () => {
  it('answers the whole team in name order, or its first `limit` members; a bad limit is a 400', async () => {
    const other = await request
      .post('/api/projects')
      .set('Authorization', bearer(users.manager))
      .send({ name: 'Quay Street Depot', start_date: '2026-01-01', end_date: '2026-12-31' });
    const url = `/api/projects/${other.body.id}/team`;
    for (const role of ['admin', 'worker', 'supervisor'] as const) {
      await request.post(url).set('Authorization', bearer(users.manager)).send({ user_id: users[role].id });
    }
    const all = await request.get(url).set('Authorization', bearer(users.worker));
    expect(all.status).toBe(200);
    const names = (all.body as { last_name: string }[]).map((m) => m.last_name);
    expect(names).toEqual(['Zadmin', 'Zsupervisor', 'Zworker']);
    const first = await request.get(`${url}?limit=2`).set('Authorization', bearer(users.worker));
    expect(first.status).toBe(200);
    expect(first.body).toEqual(all.body.slice(0, 2));
    for (const bad of ['0', '101', '1.5', 'two']) {
      const res = await request.get(`${url}?limit=${bad}`).set('Authorization', bearer(users.worker));
      expect(res.status, bad).toBe(400);
      expect(JSON.stringify(res.body), bad).toContain('Limit must be a whole number from 1 to 100');
    }
    expect((await request.get(`${url}?limit=2`).set('Authorization', bearer(outsider))).status).toBe(404);
  });
});

describe('stats, activity and export', () => {
  it('reports stats and the history of changes', async () => {
    const stats = await request
      .get(`/api/projects/${projectId}/stats`)
      .set('Authorization', bearer(users.worker));
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ project_id: projectId, team_count: 1, days_total: 364 });
    // Budget lines are commercial: a worker's stats do not carry them; a supervisor's do.
    expect(stats.body).not.toHaveProperty('spend_vs_budget');
    expect(stats.body).not.toHaveProperty('budget_total_pence');
    const supStats = await request
      .get(`/api/projects/${projectId}/stats`)
      .set('Authorization', bearer(users.supervisor));
    expect(supStats.body.spend_vs_budget).toHaveLength(6);
    const history = await request
      .get(`/api/projects/${projectId}/activity?size=100`)
      .set('Authorization', bearer(users.manager));
    const actions = (history.body.items as { action: string }[]).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['created', 'team_member_added', 'note_added', 'note_deleted']),
    );
    expect(JSON.stringify(history.body)).not.toContain('commercial position');
    expect(
      (await request.get(`/api/projects/${projectId}/stats`).set('Authorization', bearer(outsider))).status,
    ).toBe(404);
  });

  it('exports a PDF holding only the notes the reader may see', async () => {
    const asWorker = await request
      .get(`/api/projects/${projectId}/export`)
      .set('Authorization', bearer(users.worker))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(asWorker.status).toBe(200);
    expect(asWorker.headers['content-type']).toBe('application/pdf');
    expect(asWorker.headers['content-disposition']).toMatch(
      /attachment; filename="P-\d{4}-harbour-view-offices\.pdf"/,
    );
    expect((asWorker.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(asWorker.body as Buffer);
    expect(text).toContain('Harbour View Offices');
    // On the PDF kit: the company's letterhead, the reference beside the document's title, page numbers.
    expect(text).toContain(company.name);
    expect(text).toMatch(/P-\d{4}\nProject summary/);
    expect(text).toMatch(/Page 1 of 1$/);
    expect(text).toContain('Note for worker');
    expect(text).not.toContain('Note for supervisor');
    expect(text).not.toContain('commercial position');
    const bad = await request
      .get(`/api/projects/${projectId}/export?format=docx`)
      .set('Authorization', bearer(users.worker));
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual(['Unsupported export format. Use pdf']);
  });
});

describe('folder structure', () => {
  it('a job failing every attempt ends failed (reason shown, no server path); a retry creates the template on disk', async () => {
    const url = `/api/projects/${projectId}/create-folder-structure`;
    const status = `/api/projects/${projectId}/folder-status`;
    expect((await request.post(url).set('Authorization', bearer(users.worker))).status).toBe(403);
    expect((await request.post(url).set('Authorization', bearer(outsider))).status).toBe(404);
    expect((await request.get(status).set('Authorization', bearer(users.worker))).body.status).toBe(
      'not_created',
    );

    // The job fails on its first attempt and on its retry (tests allow one): the folders end `failed`.
    failures = 2;
    const failed = await request.post(url).set('Authorization', bearer(users.supervisor));
    expect(failed.status).toBe(200);
    // The provider's own words (here with a server path) go to the log; the team sees a reason to act on.
    expect(failed.body).toMatchObject({ status: 'failed', error: FOLDER_FAILED });
    expect(JSON.stringify(failed.body)).not.toContain('/srv/');
    // The project shows `failed` once the last attempt has recorded it; pg-boss marks the job a moment later.
    await vi.waitFor(
      async () => {
        const [job] = await sequelize.query<{ state: string; retry_count: number }>(
          `SELECT state, retry_count FROM pgboss.job WHERE name = 'project.create-folders' AND data->>'projectId' = :id`,
          { type: QueryTypes.SELECT, replacements: { id: projectId } },
        );
        expect(job).toEqual({ state: 'failed', retry_count: 1 });
      },
      { timeout: 10_000, interval: 100 },
    );

    const created = await request.post(url).set('Authorization', bearer(users.supervisor));
    expect(created.body).toMatchObject({ status: 'created', error: null, provider: 'local' });
    expect(created.body.folders).toEqual([...DEFAULT_FOLDER_TEMPLATE]);
    const root = path.join(driveRoot, created.body.drive_folder_id);
    expect((await readdir(root)).sort()).toEqual([...DEFAULT_FOLDER_TEMPLATE].sort());

    const again = await request.post(url).set('Authorization', bearer(users.supervisor));
    expect(again.body.status).toBe('created');
    const history = await request
      .get(`/api/projects/${projectId}/activity?size=100`)
      .set('Authorization', bearer(users.manager));
    const actions = (history.body.items as { action: string }[]).map((a) => a.action);
    expect(actions.filter((a) => a === 'folders_created')).toHaveLength(1);
    expect(actions).toContain('folders_failed');
    expect(JSON.stringify(history.body)).not.toMatch(/\/srv\/|ENAMETOOLONG|EACCES/);
  });

  it('a long name in any script becomes a folder name within the file system’s limit', async () => {
    // 190 characters of two- and four-byte letters: ~600 bytes, over the 255-byte limit of a file name.
    const name = 'Ŵyl Dŵr Łódź 🏗️ '.repeat(12).slice(0, 190);
    const created = await request
      .post('/api/projects')
      .set('Authorization', bearer(users.manager))
      .send({ name });
    expect(created.status).toBe(201);
    const folders = await request
      .post(`/api/projects/${created.body.id}/create-folder-structure`)
      .set('Authorization', bearer(users.manager));
    expect(folders.body).toMatchObject({ status: 'created', error: null });
    const folderName = path.basename(folders.body.drive_folder_id as string);
    expect(Buffer.byteLength(folderName)).toBeLessThanOrEqual(200);
    expect(folderName.startsWith(`${created.body.project_number} Ŵyl Dŵr Łódź`)).toBe(true);
    // No half characters: the name round-trips through UTF-8 unchanged.
    expect(Buffer.from(folderName, 'utf8').toString('utf8')).toBe(folderName);
    expect(folderName).not.toMatch(/[\uD800-\uDFFF]/u);
  });
});

describe('company settings feed projects', () => {
  it("new projects take the company's defaults and folders follow the company's template", async () => {
    const settings = await request
      .patch('/api/settings')
      .set('Authorization', bearer(users.admin))
      .send({
        retention_percent: 3,
        payment_due_days: 30,
        folder_template: ['A Contracts', 'B Drawings', 'C Photos'],
      });
    expect(settings.status).toBe(200);
    const created = await request
      .post('/api/projects')
      .set('Authorization', bearer(users.manager))
      .send({ name: 'Template Test Depot' });
    expect(created.body).toMatchObject({ retention_percent: 3, payment_due_days: 30 });
    const explicit = await request
      .post('/api/projects')
      .set('Authorization', bearer(users.manager))
      .send({ name: 'Explicit Terms', retention_percent: 5, payment_due_days: 14 });
    expect(explicit.body).toMatchObject({ retention_percent: 5, payment_due_days: 14 });

    const folders = await request
      .post(`/api/projects/${created.body.id}/create-folder-structure`)
      .set('Authorization', bearer(users.manager));
    expect(folders.body).toMatchObject({
      status: 'created',
      folders: ['A Contracts', 'B Drawings', 'C Photos'],
    });
    const root = path.join(driveRoot, folders.body.drive_folder_id);
    expect((await readdir(root)).sort()).toEqual(['A Contracts', 'B Drawings', 'C Photos']);
  });
});
