// Records a worker may not read stay unreadable wherever else they surface (issue 33, decision 0052). A worker on
// a project's team answers 403 on its applications, estimates and priced orders; so their documents filed in
// the project's files are neither listed, counted, read, downloaded nor deleted by that worker (404, as any
// file they may not see), while a supervisor and up still have them and the worker's own upload is untouched;
// and the activity of those records (an application certified by its payment notice, the filed PDF in the
// project's history) reaches supervisors' live event streams and histories, never the worker's. Each filed
// document is made by the real filing code: the applications and estimates jobs, a purchase order's issue.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalDriveAdapter } from '../lib/drive.js';
import type { DomainEvent } from '../lib/events.js';
import { Upload, type Company, type Project, type User } from '../models/index.js';
import { Application } from '../modules/applications/application.model.js';
import { makeApplication, makeTemplate } from '../modules/applications/applications.fixtures.js';
import { makeEnquiry, makeEstimate } from '../modules/enquiries/enquiries.fixtures.js';
import { fileEstimatePdfJob } from '../modules/enquiries/estimate.pdf.js';
import { makePo } from '../modules/materials/materials.fixtures.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../test/support.js';
import { makeProject } from './world.js';

// Its jobs file PDFs in this file's drive: on the shared database another file's app could take them.
const sequelize = testDatabase({ own: true });
let driveRoot: string;
let drive: LocalDriveAdapter;
let request: ReturnType<typeof testApp>['request'];
let app: Express;
let server: ReturnType<Express['listen']>;
let base: string;

let company: Company;
let project: Project;
const u = {} as Record<'worker' | 'supervisor' | 'manager', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });
/** The project's filed documents by kind, and the worker's own upload. */
const filed = {} as Record<'application' | 'estimate' | 'order', Upload>;
let own: string;
let applicationId: string;

beforeAll(async () => {
  driveRoot = await mkdtemp(path.join(tmpdir(), 'sitebase-record-visibility-'));
  drive = new LocalDriveAdapter(driveRoot);
  ({ request, app } = testApp(sequelize, { drive }));
  company = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  project = await makeProject(company, [u.worker.id, u.supervisor.id]);

  // An application submitted through the API: the job files its PDF in the project's files.
  const template = await makeTemplate(project, u.supervisor.id);
  applicationId = await makeApplication(template, u.supervisor.id, 'draft');
  const submitted = await request
    .post(`/api/applications/${applicationId}/status`)
    .set(auth(u.supervisor))
    .send({ status: 'submitted' });
  expect(submitted.status).toBe(200);
  await vi.waitFor(
    async () => expect((await Application.findByPk(applicationId))?.pdf_upload_id).toBeTruthy(),
    { timeout: 20_000, interval: 250 },
  );
  filed.application = (await Upload.findByPk((await Application.findByPk(applicationId))!.pdf_upload_id!))!;

  // The accepted estimate of the enquiry converted into this project, filed by its job.
  const enquiry = await makeEnquiry(company, { status: 'won', project_id: project.id });
  const estimate = await makeEstimate(enquiry, 'accepted');
  await fileEstimatePdfJob({ drive, sequelize }).handler(
    { estimateId: estimate.id, projectId: project.id, companyId: company.id, actorId: u.supervisor.id },
    { id: 'test', retryCount: 0 },
  );
  filed.estimate = (await Upload.findOne({ where: { project_id: project.id, source_type: 'estimate' } }))!;

  // A purchase order issued through the API: its priced PDF is filed on issue.
  const { po } = await makePo(project, 'draft');
  const issued = await request
    .post(`/api/purchase-orders/${po.id}/status`)
    .set(auth(u.supervisor))
    .send({ status: 'issued' });
  expect(issued.status).toBe(200);
  filed.order = (await Upload.findByPk(issued.body.pdf_upload_id))!;

  const upload = await request
    .post('/api/uploads')
    .set(auth(u.worker))
    .field('project_id', project.id)
    .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), 'site-photo-notes.pdf');
  expect(upload.status).toBe(201);
  own = upload.body.id;

  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
}, 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await rm(driveRoot, { recursive: true, force: true });
});

describe('documents filed from records follow the record’s read role', () => {
  it('each is filed with its record’s role and source', () => {
    expect(filed.application).toMatchObject({ min_role: 'supervisor', source_type: 'application' });
    expect(filed.estimate).toMatchObject({ min_role: 'supervisor', source_type: 'estimate' });
    expect(filed.order).toMatchObject({ min_role: 'supervisor', source_type: 'purchase_order' });
  });

  it('a worker on the team is refused the records themselves (403)', async () => {
    expect((await request.get(`/api/applications/${applicationId}`).set(auth(u.worker))).status).toBe(403);
  });

  it('a worker neither lists, reads, downloads nor deletes them (404); their own upload is theirs', async () => {
    const list = await request.get(`/api/uploads?project_id=${project.id}`).set(auth(u.worker));
    expect(list.status).toBe(200);
    expect(list.body.map((f: { id: string }) => f.id)).toEqual([own]);
    for (const file of Object.values(filed)) {
      expect((await request.get(`/api/uploads/${file.id}`).set(auth(u.worker))).status).toBe(404);
      const content = await request.get(`/api/uploads/${file.id}/content`).set(auth(u.worker));
      expect(content.status).toBe(404);
      expect(content.body.detail).toBe('File not found');
      expect((await request.delete(`/api/uploads/${file.id}`).set(auth(u.worker))).status).toBe(404);
    }
    expect(await Upload.count({ where: { project_id: project.id } })).toBe(4); // nothing was deleted
    expect((await request.get(`/api/uploads/${own}/content`).set(auth(u.worker))).status).toBe(200);
  });

  it('a supervisor lists and downloads them', async () => {
    const list = await request.get(`/api/uploads?project_id=${project.id}`).set(auth(u.supervisor));
    expect(list.body.map((f: { id: string }) => f.id).sort()).toEqual(
      [own, ...Object.values(filed).map((f) => f.id)].sort(),
    );
    for (const file of Object.values(filed)) {
      const content = await request.get(`/api/uploads/${file.id}/content`).set(auth(u.supervisor));
      expect(content.status).toBe(200);
      expect(content.headers['content-type']).toMatch(/^application\/pdf/);
    }
  });

  it('the project page counts the files each reader sees', async () => {
    const count = async (user: User) => {
      const stats = await request.get(`/api/projects/${project.id}/stats`).set(auth(user));
      expect(stats.status).toBe(200);
      return stats.body.dependents.find((d: { key: string }) => d.key === 'files').count;
    };
    expect(await count(u.worker)).toBe(1);
    expect(await count(u.supervisor)).toBe(4);
  });

  it('the project history shows a filed application or estimate to supervisors, not to the worker', async () => {
    const filenames = async (user: User) => {
      const res = await request.get(`/api/projects/${project.id}/activity?size=100`).set(auth(user));
      expect(res.status).toBe(200);
      return res.body.items
        .filter((a: { action: string }) => a.action === 'file_uploaded')
        .map((a: { details: { filename: string } }) => a.details.filename)
        .sort();
    };
    expect(await filenames(u.worker)).toEqual(['site-photo-notes.pdf']);
    expect(await filenames(u.supervisor)).toEqual(
      [filed.application.filename, filed.estimate.filename, 'site-photo-notes.pdf'].sort(),
    );
  });

  it('a manager deletes one (its drive file too)', async () => {
    expect((await request.delete(`/api/uploads/${filed.order.id}`).set(auth(u.manager))).status).toBe(204);
    expect(await Upload.findByPk(filed.order.id)).toBeNull();
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens `user`'s live event stream; `events` fills as they arrive, `close` ends it. */
async function openStream(user: User) {
  const controller = new AbortController();
  const res = await fetch(`${base}/events/stream?timeout=30`, {
    headers: { authorization: bearer(user) },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const events: { event: string; data: DomainEvent }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (name && data) events.push({ event: name, data: JSON.parse(data) as DomainEvent });
      }
    }
  })();
  await vi.waitFor(() => expect(events.some((e) => e.event === 'ready')).toBe(true), { timeout: 5000 });
  return {
    events,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

describe('activity of records a worker may not read', () => {
  it('an application certified by its payment notice reaches the supervisor’s stream, never the worker’s', async () => {
    const worker = await openStream(u.worker);
    const supervisor = await openStream(u.supervisor);
    try {
      const notice = await request
        .post(`/api/applications/${applicationId}/notices`)
        .set(auth(u.supervisor))
        .send({ kind: 'payment', amount_pence: 80_000, notice_date: '2026-11-18' });
      expect(notice.status).toBe(201);
      // A change the worker may see, after it: once it has arrived, anything before it has too.
      const note = await request
        .post(`/api/projects/${project.id}/notes`)
        .set(auth(u.supervisor))
        .send({ content: 'Scaffold inspection Friday', visibility_level: 'worker' });
      expect(note.status).toBe(201);
      const noted = (s: { events: { data: DomainEvent }[] }) =>
        s.events.some((e) => e.data.action === 'note_added');
      await vi.waitFor(() => expect(noted(worker) && noted(supervisor)).toBe(true), { timeout: 5000 });
      await sleep(100);
      const about = (s: { events: { data: DomainEvent }[] }) =>
        s.events.filter((e) => e.data.entity_type === 'application').map((e) => e.data);
      expect(about(supervisor).length).toBeGreaterThan(0);
      expect(about(supervisor).every((e) => e.min_role === 'supervisor')).toBe(true);
      expect(about(supervisor).some((e) => e.entity_id === applicationId)).toBe(true);
      expect(about(worker)).toEqual([]);
    } finally {
      await worker.close();
      await supervisor.close();
    }
  });

  it('the activity rows of applications and estimates carry their read role', async () => {
    const rows = await sequelize.query<{ entity_type: string; min_role: string }>(
      `SELECT DISTINCT entity_type, min_role FROM activities WHERE company_id = :companyId
        AND entity_type IN ('application', 'application_template', 'estimate') ORDER BY 1`,
      { type: QueryTypes.SELECT, replacements: { companyId: company.id } },
    );
    expect(rows.map((r) => r.entity_type)).toContain('application');
    expect(rows.every((r) => r.min_role === 'supervisor')).toBe(true);
  });
});
