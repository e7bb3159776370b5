// The orphan sweep (decision 0058) on every storage: a write killed between its bytes and its row leaves a stored
// file no row names; the hourly job deletes such files once they are an hour old, and keeps files a row names,
// files still young (a write in flight), files of companies this database does not know, and keys not ours.
// The job is registered with pg-boss's cron, once across instances.
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startJobs } from '../../app.js';
import type { DriveAdapter } from '../../lib/drive.js';
import { Upload, type Company, type User } from '../../models/index.js';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompany, createUser } from '../../test/factories.js';
import { describeEachStorage, openTestStorage, type TestStorage } from '../../test/storage.js';
import { bearer } from '../../test/support.js';
import { ORPHAN_MIN_AGE_MS, SWEEP_ORPHAN_FILES_JOB, sweepOrphanFiles } from './uploads.sweeper.js';

const sequelize = testDatabase();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const later = () => new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000);

async function exists(drive: DriveAdapter, key: string): Promise<boolean> {
  return drive.readFile(key).then(
    () => true,
    () => false,
  );
}

describeEachStorage('orphan sweep', (kind) => {
  let storage: TestStorage;
  let drive: DriveAdapter;
  let request: ReturnType<typeof testApp>['request'];
  let app: ReturnType<typeof testApp>['app'];
  let company: Company;
  let worker: User;

  beforeAll(async () => {
    storage = await openTestStorage(kind);
    drive = storage.open();
    ({ request, app } = testApp(sequelize, { drive }));
    company = await createCompany();
    worker = await createUser(company, { role: 'worker' });
  });
  afterAll(() => storage?.close());

  it('deletes an hour-old file no row names; keeps rows’ files and young files', async () => {
    const up = await request
      .post('/api/uploads')
      .set('Authorization', bearer(worker))
      .attach('file', PNG, 'a.png');
    expect(up.status).toBe(201);
    const kept = (await Upload.findByPk(up.body.id as string))!.storage_key;
    // A write killed after its bytes, before its row.
    const { key: orphan } = await drive.putFile({
      companyId: company.id,
      folderId: null,
      name: `${randomUUID()}-killed.pdf`,
      bytes: Buffer.from('%PDF-1.4'),
    });
    // One company's keys only: a real bucket may hold other tests' writes in flight.
    const prefix = `${company.id}/`;

    // Young: a write may be between its bytes and its row right now.
    const young = await sweepOrphanFiles({ drive, sequelize }, { prefix });
    expect(young).toEqual({ deleted: [], kept: 0 });
    expect(await exists(drive, orphan)).toBe(true);

    const swept = await sweepOrphanFiles({ drive, sequelize }, { now: later(), prefix });
    expect(swept).toEqual({ deleted: [orphan], kept: 1 });
    expect(await exists(drive, orphan)).toBe(false);
    expect(await exists(drive, kept)).toBe(true);

    // The upload still downloads; a second sweep finds nothing.
    const down = await request
      .get(`/api/uploads/${up.body.id as string}/content`)
      .set('Authorization', bearer(worker));
    expect(down.status).toBe(200);
    expect(await sweepOrphanFiles({ drive, sequelize }, { now: later(), prefix })).toEqual({
      deleted: [],
      kept: 1,
    });
  });

  // Not on a real bucket: a whole-bucket sweep an hour ahead would take other test files' writes in flight.
  it.runIf(kind !== 'real-s3')(
    'leaves files of companies this database does not know, and keys not ours',
    async () => {
      const strangers = (
        await drive.putFile({
          companyId: randomUUID(),
          folderId: null,
          name: 'other-db.pdf',
          bytes: Buffer.from('a'),
        })
      ).key;
      const foreign = (
        await drive.putFile({
          companyId: 'backups',
          folderId: null,
          name: 'not-ours.txt',
          bytes: Buffer.from('b'),
        })
      ).key;
      const { key: orphan } = await drive.putFile({
        companyId: company.id,
        folderId: null,
        name: `${randomUUID()}-killed.pdf`,
        bytes: Buffer.from('c'),
      });
      const swept = await sweepOrphanFiles({ drive, sequelize }, { now: later() });
      expect(swept.deleted).toEqual([orphan]);
      for (const key of [strangers, foreign]) expect(await exists(drive, key)).toBe(true);
    },
  );

  it.runIf(kind === 'local')('is scheduled hourly through pg-boss, once across instances', async () => {
    await startJobs(app);
    const rows = await sequelize.query<{ cron: string }>(
      'SELECT cron FROM pgboss.schedule WHERE name = :name',
      {
        replacements: { name: SWEEP_ORPHAN_FILES_JOB },
        type: QueryTypes.SELECT,
      },
    );
    expect(rows).toEqual([{ cron: '17 * * * *' }]);
  });
});
