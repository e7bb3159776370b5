// The upload helper against real Postgres, run on every storage (decision 0058: the local folder, our fake S3,
// a real S3 when S3_TEST_* is set): content-type by magic bytes, 413 over the limit and the company quota,
// project visibility (404 across companies), download, delete, the delete-project guard; a file written through
// one instance downloads through another; missing bytes answer 404 and a store in trouble 503, never 500.
import type { Test } from 'supertest';
import { bearer } from '../../test/support.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriveAdapter } from '../../lib/drive.js';
import { StoredFileMissingError } from '../../lib/drive.js';
import { Upload, type Role, type User } from '../../models/index.js';
import { makeEnquiry, makeEstimate } from '../enquiries/enquiries.fixtures.js';
import { fileEstimatePdfJob } from '../enquiries/estimate.pdf.js';
import { makeProject } from '../../security/world.js';
import { ONLY_MANAGER_DELETES_RECORD_FILES } from './uploads.policy.js';
import { nameForType } from './uploads.service.js';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompany, createUser } from '../../test/factories.js';
import { describeEachStorage, openTestStorage, type TestStorage } from '../../test/storage.js';

const sequelize = testDatabase();

// The smallest valid PNG (1×1) and PDF headers: real magic bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);

/** A download's bytes, whatever its type. */
function binary(req: Test): Test {
  return req.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

// 'fake-s3' is slower to set up than a folder, but every case here must hold on every storage.
describeEachStorage('uploads', (kind) => {
  let storage: TestStorage;
  let drive: DriveAdapter;
  let request: ReturnType<typeof testApp>['request'];
  const users = {} as Record<Role, User>;
  let outsider: User;
  let projectId: string;

  beforeAll(async () => {
    storage = await openTestStorage(kind);
    drive = storage.open();
    request = testApp(sequelize, { drive, uploadMaxBytes: 1024 }).request;
    const company = await createCompany();
    for (const role of ['worker', 'supervisor', 'manager', 'admin'] as const) {
      users[role] = await createUser(company, { role });
    }
    outsider = await createUser(await createCompany(), { role: 'admin' });
    const res = await request
      .post('/api/projects')
      .set('Authorization', bearer(users.manager))
      .send({ name: 'Quayside Depot' });
    projectId = res.body.id;
  });

  afterAll(async () => {
    await storage?.close();
  });

  describe('POST /api/uploads', () => {
    it('401 without a token, 400 without a file', async () => {
      expect((await request.post('/api/uploads').attach('file', PNG, 'a.png')).status).toBe(401);
      const none = await request
        .post('/api/uploads')
        .set('Authorization', bearer(users.worker))
        .field('x', '1');
      expect(none.status).toBe(400);
      expect(none.body.detail).toEqual(['Please choose a file to upload']);
      const wrongField = await request
        .post('/api/uploads')
        .set('Authorization', bearer(users.worker))
        .attach('document', PNG, 'a.png');
      expect(wrongField.status).toBe(400);
    });

    it('stores a project file by its real type and serves it back', async () => {
      const res = await request
        .post('/api/uploads')
        .set('Authorization', bearer(users.supervisor))
        .field('project_id', projectId)
        .attach('file', PDF, { filename: 'Site plan.pdf', contentType: 'image/png' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        filename: 'Site plan.pdf',
        content_type: 'application/pdf',
        size: PDF.length,
      });
      const row = await Upload.findByPk(res.body.id);
      expect(await drive.readFile(row!.storage_key)).toEqual(PDF);

      const list = await request
        .get(`/api/uploads?project_id=${projectId}`)
        .set('Authorization', bearer(users.manager));
      expect((list.body as { id: string }[]).map((u) => u.id)).toContain(res.body.id);
      const content = await request
        .get(`/api/uploads/${res.body.id}/content`)
        .set('Authorization', bearer(users.manager))
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(content.status).toBe(200);
      expect(content.headers['content-type']).toBe('application/pdf');
      expect(content.body).toEqual(PDF);
      // A worker not on the team, and another company, cannot see it.
      for (const who of [users.worker, outsider]) {
        expect(
          (await request.get(`/api/uploads/${res.body.id}`).set('Authorization', bearer(who))).status,
        ).toBe(404);
        expect(
          (await request.get(`/api/uploads/${res.body.id}/content`).set('Authorization', bearer(who))).status,
        ).toBe(404);
      }
      const foreign = await request
        .post('/api/uploads')
        .set('Authorization', bearer(outsider))
        .field('project_id', projectId)
        .attach('file', PNG, 'a.png');
      expect(foreign.status).toBe(404);
    });

    it('checks the type by content, not by name or declared type', async () => {
      const exe = await request
        .post('/api/uploads')
        .set('Authorization', bearer(users.worker))
        .attach('file', EXE, { filename: 'photo.jpg', contentType: 'image/jpeg' });
      expect(exe.status).toBe(400);
      expect(exe.body.detail[0]).toMatch(/^File type not allowed/);
      const csv = await request
        .post('/api/uploads')
        .set('Authorization', bearer(users.worker))
        .attach('file', Buffer.from('date,hours\n2026-11-20,8\n'), 'hours.csv');
      expect(csv.status).toBe(201);
      expect(csv.body.content_type).toBe('text/csv');
      const png = await request
        .post('/api/uploads')
        .set('Authorization', bearer(users.worker))
        .attach('file', PNG, '../../etc/passwd.png');
      expect(png.status).toBe(201);
      expect(png.body).toMatchObject({ content_type: 'image/png', filename: 'passwd.png' });
      expect(await Upload.count({ where: { uploaded_by: users.worker.id } })).toBe(2);
    });

    it('names the stored file by its detected type, never by the name it was sent with (issue 33)', async () => {
      const disguised = await request
        .post('/api/uploads')
        .set('Authorization', bearer(users.worker))
        .attach('file', PNG, { filename: 'x.html', contentType: 'text/html' });
      expect(disguised.status).toBe(201);
      expect(disguised.body).toMatchObject({ content_type: 'image/png', filename: 'x.png' });
      const stored = await Upload.findByPk(disguised.body.id as string);
      expect(stored?.filename).toBe('x.png');
      const download = await request
        .get(`/api/uploads/${disguised.body.id as string}/content`)
        .set('Authorization', bearer(users.worker));
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.headers['content-disposition']).toContain('x.png');
      expect(download.headers['content-disposition']).not.toContain('.html');
    });

    it('413 over the size limit, and nothing is stored', async () => {
      const before = await Upload.count();
      const big = await request
        .post('/api/uploads')
        .set('Authorization', bearer(users.worker))
        .attach('file', Buffer.concat([PDF, Buffer.alloc(2048, 32)]), 'big.pdf');
      expect(big.status).toBe(413);
      expect(big.body.detail).toBe('File is too large. The maximum is 1 KB');
      expect(await Upload.count()).toBe(before);
    });

    it('a file its record made (a form’s filed PDF) is deleted by a manager only, never its uploader', async () => {
      const up = await request
        .post('/api/uploads')
        .set('Authorization', bearer(users.supervisor))
        .field('project_id', projectId)
        .attach('file', PDF, 'FS-0001.pdf');
      expect(up.status).toBe(201);
      // As the forms module files a submission's PDF: the record made it (decision 0066).
      await Upload.update({ source_type: 'form_submission' }, { where: { id: up.body.id } });
      const row = (await Upload.findByPk(up.body.id))!;
      const listed = async (user: User) =>
        (
          (await request.get(`/api/uploads?project_id=${projectId}`).set('Authorization', bearer(user)))
            .body as { id: string; can_delete: boolean }[]
        ).find((f) => f.id === up.body.id);
      expect(await listed(users.supervisor)).toMatchObject({ can_delete: false });
      expect(await listed(users.manager)).toMatchObject({ can_delete: true });
      const refused = await request
        .delete(`/api/uploads/${up.body.id}`)
        .set('Authorization', bearer(users.supervisor));
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe(ONLY_MANAGER_DELETES_RECORD_FILES);
      expect(await Upload.findByPk(up.body.id)).not.toBeNull();
      expect((await drive.readFile(row.storage_key)).length).toBeGreaterThan(0);
      const deleted = await request
        .delete(`/api/uploads/${up.body.id}`)
        .set('Authorization', bearer(users.manager));
      expect(deleted.status).toBe(204);
      expect(await Upload.findByPk(up.body.id)).toBeNull();
    });

    it('only the uploader or a manager deletes; project delete counts files and force removes them', async () => {
      const up = await request
        .post('/api/uploads')
        .set('Authorization', bearer(users.supervisor))
        .field('project_id', projectId)
        .attach('file', PNG, 'crack.png');
      expect(
        (await request.delete(`/api/uploads/${up.body.id}`).set('Authorization', bearer(users.admin))).status,
      ).toBe(204);
      expect(
        (await request.get(`/api/uploads/${up.body.id}`).set('Authorization', bearer(users.admin))).status,
      ).toBe(404);
      const refused = await request
        .delete(`/api/projects/${projectId}`)
        .set('Authorization', bearer(users.manager));
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatch(/has 1 file\. Remove them first/);
      const row = await Upload.findOne({ where: { project_id: projectId } });
      const forced = await request
        .delete(`/api/projects/${projectId}?force=true`)
        .set('Authorization', bearer(users.manager));
      expect(forced.status).toBe(204);
      expect(await Upload.count({ where: { project_id: projectId } })).toBe(0);
      await expect(drive.readFile(row!.storage_key)).rejects.toBeInstanceOf(StoredFileMissingError);
    });
  });

  describe('upload limits', () => {
    it('refuses a user’s uploads over the rate limit with 429, before reading the file', async () => {
      const limited = testApp(sequelize, {
        drive: storage.open(),
        uploadRateLimit: { points: 2, durationSeconds: 3600 },
      }).request;
      const company = await createCompany();
      const worker = await createUser(company, { role: 'worker' });
      const other = await createUser(company, { role: 'worker' });
      const send = (u: User) =>
        limited.post('/api/uploads').set('Authorization', bearer(u)).attach('file', PNG, 'photo.png');
      expect((await send(worker)).status).toBe(201);
      expect((await send(worker)).status).toBe(201);
      const third = await send(worker);
      expect(third.status).toBe(429);
      expect(third.body.detail).toMatch(/^Too many uploads\. Please try again in \d+ minutes?\.$/);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // Another user has their own allowance.
      expect((await send(other)).status).toBe(201);
    });

    it('refuses an upload past the company’s storage quota with 413, and other companies are unaffected', async () => {
      const quota = testApp(sequelize, {
        drive: storage.open(),
        companyStorageQuotaBytes: PDF.length + PNG.length + 10,
      }).request;
      const company = await createCompany();
      const manager = await createUser(company, { role: 'manager' });
      const send = (u: User, bytes: Buffer, name: string) =>
        quota.post('/api/uploads').set('Authorization', bearer(u)).attach('file', bytes, name);
      expect((await send(manager, PDF, 'a.pdf')).status).toBe(201);
      expect((await send(manager, PNG, 'b.png')).status).toBe(201);
      const full = await send(manager, PDF, 'c.pdf');
      expect(full.status).toBe(413);
      expect(full.body.detail).toMatch(/^Your company's file storage is full \(1 KB of 1 KB used\)\./);
      expect(await Upload.count({ where: { company_id: company.id } })).toBe(2);
      const elsewhere = await createUser(await createCompany(), { role: 'manager' });
      expect((await send(elsewhere, PDF, 'a.pdf')).status).toBe(201);
    });
  });

  describe('stored bytes across instances, and when they are gone', () => {
    // The suite's project was force-deleted above: these cases file into one of their own.
    let projectId: string;
    beforeAll(async () => {
      const res = await request
        .post('/api/projects')
        .set('Authorization', bearer(users.manager))
        .send({ name: 'Harbour Wall' });
      projectId = res.body.id as string;
    });

    it('a file uploaded through one instance downloads through another (same database, same storage)', async () => {
      const a = testApp(sequelize, { drive: storage.open() }).request;
      const b = testApp(sequelize, { drive: storage.open() }).request;
      const up = await a
        .post('/api/uploads')
        .set('Authorization', bearer(users.supervisor))
        .field('project_id', projectId)
        .attach('file', PDF, 'handover.pdf');
      expect(up.status).toBe(201);
      const down = await binary(
        b.get(`/api/uploads/${up.body.id as string}/content`).set('Authorization', bearer(users.manager)),
      );
      expect(down.status).toBe(200);
      expect(down.body).toEqual(PDF);
    });

    it('a PDF filed by a job on one instance downloads through another (issue 34)', async () => {
      const driveA = storage.open();
      const b = testApp(sequelize, { drive: storage.open() }).request;
      const company = await createCompany();
      const supervisor = await createUser(company, { role: 'supervisor' });
      const project = await makeProject(company, [supervisor.id]);
      const enquiry = await makeEnquiry(company, { status: 'won', project_id: project.id });
      const estimate = await makeEstimate(enquiry, 'accepted');
      await fileEstimatePdfJob({ drive: driveA, sequelize }).handler(
        { estimateId: estimate.id, projectId: project.id, companyId: company.id, actorId: supervisor.id },
        { id: 'test', retryCount: 0 },
      );
      const filed = await Upload.findOne({ where: { project_id: project.id, source_type: 'estimate' } });
      expect(filed?.storage_provider).toBe(driveA.provider);
      const down = await binary(
        b.get(`/api/uploads/${filed!.id}/content`).set('Authorization', bearer(supervisor)),
      );
      expect(down.status).toBe(200);
      expect((down.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      expect(down.body).toEqual(await driveA.readFile(filed!.storage_key));
    });

    it('bytes gone from storage answer 404 with a clear message, never 500; the row is still listed', async () => {
      const up = await request
        .post('/api/uploads')
        .set('Authorization', bearer(users.supervisor))
        .field('project_id', projectId)
        .attach('file', PNG, 'gone.png');
      expect(up.status).toBe(201);
      const row = await Upload.findByPk(up.body.id as string);
      await drive.deleteFile(row!.storage_key);
      const down = await request
        .get(`/api/uploads/${row!.id}/content`)
        .set('Authorization', bearer(users.supervisor));
      expect(down.status).toBe(404);
      expect(down.body.detail).toBe("The file's content is no longer stored. Upload it again.");
      expect(
        (await request.get(`/api/uploads/${row!.id}`).set('Authorization', bearer(users.supervisor))).status,
      ).toBe(200);
    });

    it.runIf(kind === 'local')(
      'instances each on their own folder (the old shape): the other instance answers 404, not 500',
      async () => {
        const elsewhere = await openTestStorage('local');
        try {
          const a = testApp(sequelize, { drive: storage.open() }).request;
          const b = testApp(sequelize, { drive: elsewhere.open() }).request;
          const up = await a
            .post('/api/uploads')
            .set('Authorization', bearer(users.worker))
            .attach('file', PNG, 'p.png');
          expect(up.status).toBe(201);
          const down = await b
            .get(`/api/uploads/${up.body.id as string}/content`)
            .set('Authorization', bearer(users.worker));
          expect(down.status).toBe(404);
        } finally {
          await elsewhere.close();
        }
      },
    );

    it.runIf(kind === 'fake-s3')(
      'a store in trouble answers 503 on download and upload, and keeps no row',
      async () => {
        const up = await request
          .post('/api/uploads')
          .set('Authorization', bearer(users.worker))
          .attach('file', PNG, 'q.png');
        expect(up.status).toBe(201);
        const before = await Upload.count();
        storage.fake!.unavailable = true;
        try {
          const down = await request
            .get(`/api/uploads/${up.body.id as string}/content`)
            .set('Authorization', bearer(users.worker));
          expect(down.status).toBe(503);
          expect(down.body.detail).toBe('File storage is not available right now. Please try again shortly.');
          const refused = await request
            .post('/api/uploads')
            .set('Authorization', bearer(users.worker))
            .attach('file', PNG, 'r.png');
          expect(refused.status).toBe(503);
          expect(await Upload.count()).toBe(before);
        } finally {
          storage.fake!.unavailable = false;
        }
      },
    );
  });
});

describe('nameForType', () => {
  it('keeps a fitting extension, replaces a wrong one and adds a missing one', () => {
    expect(nameForType('Site plan.PDF', 'application/pdf')).toBe('Site plan.PDF');
    expect(nameForType('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(nameForType('x.html', 'image/gif')).toBe('x.gif');
    expect(nameForType('invoice.pdf.exe', 'application/pdf')).toBe('invoice.pdf.pdf');
    expect(nameForType('scan', 'application/pdf')).toBe('scan.pdf');
    expect(nameForType('.png', 'image/png')).toBe('.png');
    expect(nameForType('.html', 'image/gif')).toBe('file.gif');
    expect(nameForType('hours.txt', 'text/csv')).toBe('hours.csv');
  });
});
