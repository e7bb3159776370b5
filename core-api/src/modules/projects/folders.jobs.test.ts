// Folder creation on the job queue survives a worker dying mid-job: the attempt expires and another
// instance's worker runs it again to completion.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { shutdownApp } from '../../app.js';
import { DEFAULT_FOLDER_TEMPLATE, LocalDriveAdapter, type DriveAdapter } from '../../lib/drive.js';
import type { JobQueue } from '../../lib/jobs.js';
import { Project, type User } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';

const sequelize = testDatabase({ own: true });
let driveRoot: string;
let started = 0;

/** A drive whose folder creation never finishes: the worker "dies" holding the job. */
class StuckDrive extends LocalDriveAdapter {
  override createProjectTree(_input: Parameters<DriveAdapter['createProjectTree']>[0]) {
    started += 1;
    return new Promise<{ folderId: string }>(() => undefined);
  }
}

const jobOptions = {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  expireInSeconds: 2,
  retryLimit: 2,
  retryDelay: 1,
};
let manager: User;

beforeAll(async () => {
  driveRoot = await mkdtemp(path.join(tmpdir(), 'sitebase-folder-jobs-'));
  manager = await createUser(await createCompany(), { role: 'manager' });
});
afterAll(() => rm(driveRoot, { recursive: true, force: true }));

describe('folder creation jobs', () => {
  it('a job whose worker stops mid-way completes on another instance', async () => {
    const first = testApp(sequelize, { drive: new StuckDrive(driveRoot), jobs: jobOptions });
    // Started up front as index.ts does (on the embedded database's single connection a lazy start inside the
    // claiming transaction would wait on that transaction).
    await (first.app.locals.jobs as JobQueue).start();
    const created = await first.request
      .post('/api/projects')
      .set('Authorization', bearer(manager))
      .send({ name: 'Wharf Road Depot' });
    const projectId = created.body.id as string;
    // Ask for the folders and do not wait: the first instance's worker takes the job and hangs.
    const asking = first.request
      .post(`/api/projects/${projectId}/create-folder-structure`)
      .set('Authorization', bearer(manager))
      .then((r) => r);
    const until = Date.now() + 10_000;
    while (started === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(started).toBe(1);
    // The worker "dies": it stops without finishing what it holds.
    await (first.app.locals.jobs as JobQueue).stop({ graceful: false });

    // Another instance (a working drive) picks the job up once the stuck attempt expires.
    const second = testApp(sequelize, { drive: new LocalDriveAdapter(driveRoot), jobs: jobOptions });
    await (second.app.locals.jobs as JobQueue).start();
    const answer = await asking;
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('created');
    const project = await Project.findByPk(projectId);
    expect(project?.folder_status).toBe('created');
    const root = path.join(driveRoot, project!.drive_folder_id!);
    expect((await readdir(root)).sort()).toEqual([...DEFAULT_FOLDER_TEMPLATE].sort());
    // The queue marks the job completed after its handler has returned (the answer above waits on the folders,
    // not on that write): read it until it is, the wait a guard against a hang only.
    const jobRow = async () =>
      (
        await sequelize.query<{ state: string; retry_count: number }>(
          `SELECT state, retry_count FROM pgboss.job WHERE name = 'project.create-folders' AND data->>'projectId' = :id`,
          { type: QueryTypes.SELECT, replacements: { id: projectId } },
        )
      )[0];
    await expect
      .poll(async () => (await jobRow())?.state, { timeout: 60_000, interval: 100 })
      .toBe('completed');
    expect((await jobRow())?.retry_count).toBeGreaterThanOrEqual(1);
    await shutdownApp(second.app);
  }, 120_000);
});
