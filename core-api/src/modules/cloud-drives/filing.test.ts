// Filing into the company's own drive end to end (issue 37, decision 0076), over both providers' fakes on real
// Postgres with the real job queue: a connected drive → a new project's tree made once (asked twice: one tree) →
// a form PDF, an order and an application filed in their folders (the order and the application in the
// restricted tree) → a revoked token marks the connection "needs reconnecting" and keeps the files queued; new
// credentials and the resume job send them → a 429 storm and an outage past every retry lose nothing (each
// document filed once; the failed one retried by a supervisor) → archive moves the project's folder under
// "Archive" with a note saying why, and restore moves it back. Time passing between tries is the test moving a
// row's next try to now (never a sleep): the row's own next_attempt_at is asserted first.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryTypes } from 'sequelize';
import {
  GOOGLE_DRIVE_FILE_SCOPE,
  GoogleCloudDrive,
  MicrosoftCloudDrive,
  type CloudDrive,
  type CloudDriveCredentials,
} from '../../lib/cloud-drive/index.js';
import { DEFAULT_FOLDER_TEMPLATE, LocalDriveAdapter } from '../../lib/drive.js';
import type { JobQueue } from '../../lib/jobs.js';
import { withTransaction } from '../../lib/transaction.js';
import { Company, Upload, type Role, type User } from '../../models/index.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { createLogger } from '../../lib/logger.js';
import {
  CIS_STATEMENTS_COMPANY_JOB,
  keepCompanyStatements,
  labourSupplier,
  makeLabourInvoice,
  makeOperative,
  taxMonthOf,
} from '../../test/index.js';
import { TEST_TOKEN_KEYS, recordedPolicy } from '../../test/cloud-drive-harness.js';
import { startGoogleDriveFake, type GoogleDriveFake } from '../../test/fakes/google-drive-fake.js';
import { trustingFetch } from '../../test/fakes/https-fetch.js';
import { startMicrosoftGraphFake, type MicrosoftGraphFake } from '../../test/fakes/microsoft-graph-fake.js';
import { TEST_TLS_CERT } from '../../test/fakes/test-tls.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { CloudDriveConnection } from './cloud-drive-connection.model.js';
import { CloudDriveFiling } from './cloud-drive-filing.model.js';
import { CLOUD_DRIVE_RESUME_JOB, sealFor } from './company-drive.js';
import { MAX_ATTEMPTS, sendPump } from './filing.jobs.js';
import { ARCHIVE_FOLDER, RESTRICTED_FOLDER } from './filing.work.js';

// The job queue does the work: on a busy machine that can take long; limits are for hangs, not speed.
vi.setConfig({ testTimeout: 120_000 });
const sequelize = testDatabase({ own: true });
// One app for the file: both providers' describes share its job workers (any worker may take any company's job).
const providers: Partial<Record<'google_drive' | 'microsoft_365', CloudDrive>> = {};
const storageRoot = mkdtempSync(path.join(tmpdir(), 'sitebase-filing-'));
const app = testApp(sequelize, {
  drive: new LocalDriveAdapter(storageRoot),
  cloudDrive: { providers, tokenKeys: TEST_TOKEN_KEYS },
});
afterAll(() => rm(storageRoot, { recursive: true, force: true }));
const REDIRECT = 'http://127.0.0.1:3420/api/integrations/cloud-drive/callback';
const fakeFetch = trustingFetch(TEST_TLS_CERT);

/** What the test needs of a provider and its fake: the drive, a root, names under a folder, fresh consent. */
interface Harness {
  drive: CloudDrive;
  rootId: string;
  /** Live children of a folder by the adapter's id: names and (files) bytes. */
  children(id: string): { id: string; name: string; folder: boolean; bytes?: Buffer }[];
  credentials(): Promise<CloudDriveCredentials>;
  revokeAll(): void;
  inject(fail: 'rate_limited' | 'unavailable', times: number, retryAfter?: number): void;
  close(): Promise<void>;
}

async function googleHarness(): Promise<Harness> {
  const fake: GoogleDriveFake = await startGoogleDriveFake();
  const drive = new GoogleCloudDrive(
    {
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      authUrl: fake.authUrl,
      tokenUrl: fake.tokenUrl,
      apiUrl: fake.apiUrl,
    },
    { retry: recordedPolicy() },
  );
  return {
    drive,
    rootId: fake.rootId,
    children: (id) =>
      fake.childrenOf(id).map((f) => ({
        id: f.id,
        name: f.name,
        folder: f.mimeType === 'application/vnd.google-apps.folder',
        bytes: f.bytes,
      })),
    credentials: async () => ({
      provider: 'google_drive',
      refreshToken: fake.oauth.issueRefreshToken([GOOGLE_DRIVE_FILE_SCOPE]),
      accessToken: 'never-issued',
      expiresAt: 0,
      scopes: [GOOGLE_DRIVE_FILE_SCOPE],
    }),
    revokeAll: () => fake.oauth.revokeAll(),
    inject: (fail, times, retryAfter) => fake.inject({ fail, times, retryAfter }),
    close: () => fake.close(),
  };
}

async function microsoftHarness(): Promise<Harness> {
  const fake: MicrosoftGraphFake = await startMicrosoftGraphFake();
  const drive = new MicrosoftCloudDrive(
    {
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      tenant: fake.tenant,
      authorityHost: fake.authorityHost,
      graphUrl: fake.graphUrl,
    },
    { fetch: fakeFetch, retry: recordedPolicy() },
  );
  const local = (id: string) => id.slice(id.indexOf('/') + 1);
  return {
    drive,
    rootId: `${fake.oneDrive.id}/${fake.oneDrive.rootId}`,
    children: (id) =>
      fake.childrenOf(local(id)).map((i) => ({
        id: `${i.driveId}/${i.id}`,
        name: i.name,
        folder: i.folder,
        bytes: i.bytes,
      })),
    async credentials() {
      fake.oauth.autoApprove = true;
      const res = await fakeFetch(await drive.consentUrl({ redirectUri: REDIRECT, state: 's' }));
      fake.oauth.autoApprove = false;
      const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
      return (await drive.exchangeCode({ code, redirectUri: REDIRECT })).credentials;
    },
    revokeAll: () => fake.oauth.revokeAll(),
    inject: (fail, times, retryAfter) => fake.inject({ fail, times, retryAfter }),
    close: () => fake.close(),
  };
}

/** Waits for a condition the job queue brings about (the timeout only ends a hang). */
async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, ms = 90_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A document as a module stores it: bytes in our storage, the row in a transaction (the hook queues it). */
async function storeDocument(
  owner: Pick<User, 'id' | 'company_id'>,
  projectId: string,
  doc: { sourceType: string | null; minRole: Role; filename: string; bytes?: Buffer },
) {
  const bytes = doc.bytes ?? Buffer.from(`${doc.filename} ${Math.random()}`);
  const { key } = await new LocalDriveAdapter(storageRoot).putFile({
    companyId: owner.company_id,
    folderId: null,
    name: doc.filename,
    bytes,
  });
  const upload = await withTransaction(sequelize, (transaction) =>
    Upload.create(
      {
        company_id: owner.company_id,
        project_id: projectId,
        filename: doc.filename,
        content_type: 'application/pdf',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storage_provider: 'local',
        storage_key: key,
        uploaded_by: owner.id,
        min_role: doc.minRole,
        source_type: doc.sourceType,
      },
      { transaction },
    ),
  );
  return { id: upload.id, bytes };
}

describe.each([
  ['google_drive', googleHarness],
  ['microsoft_365', microsoftHarness],
] as const)('filing into %s', (provider, makeHarness) => {
  let h: Harness;
  let manager: User;
  let supervisor: User;
  let worker: User;
  let projectId: string;
  let projectFolder: string;
  const auth = (u: User) => ({ Authorization: bearer(u) });
  const deps = { cloudDrive: { providers: {}, tokenKeys: TEST_TOKEN_KEYS } };

  beforeAll(async () => {
    h = await makeHarness();
    providers[provider] = h.drive;
    const company = await createCompany();
    manager = await createUser(company, { role: 'manager' });
    supervisor = await createUser(company, { role: 'supervisor' });
    worker = await createUser(company, { role: 'worker' });
    await CloudDriveConnection.create({
      company_id: company.id,
      provider,
      access: null,
      credentials: sealFor(deps, company.id, await h.credentials()),
      account_id: 'acct',
      account_email: 'owner@example.test',
      account_name: 'Owner',
      connected_by: manager.id,
      root_id: h.rootId,
      root_name: 'My Drive',
    });
  }, 30_000);
  afterAll(() => h.close());

  const jobs = () => app.app.locals.jobs as JobQueue;
  const folderStatus = async () =>
    (await app.request.get(`/api/projects/${projectId}/folder-status`).set(auth(manager))).body;
  const childNamed = (parent: string, name: string) => {
    const found = h.children(parent).filter((c) => c.name === name);
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const filingOf = (uploadId: string) => CloudDriveFiling.findOne({ where: { upload_id: uploadId } });
  /** Filed, time passing for any try the provider's faults put off. */
  const filed = (uploadId: string) =>
    until(`${uploadId} filed`, async () => {
      const f = await filingOf(uploadId);
      if (f?.status === 'queued' && f.next_attempt_at > new Date()) await timePasses();
      return f?.status === 'filed';
    });

  /** A document of this company's project, stored as a module stores it (the hook queues it). */
  const store = (sourceType: string | null, minRole: Role, filename: string) =>
    storeDocument(manager, projectId, { sourceType, minRole, filename });

  /** Time passes: the company's waiting documents are due now, and its pump is sent. */
  async function timePasses() {
    for (const table of ['cloud_drive_filings', 'cloud_drive_trees']) {
      await sequelize.query(
        `UPDATE ${table} SET next_attempt_at = now() WHERE company_id = :c AND next_attempt_at > now()`,
        { replacements: { c: manager.company_id } },
      );
    }
    await sendPump(jobs(), manager.company_id);
  }

  it('a new project gets its tree in the drive once, however often it is asked for', async () => {
    const created = await app.request.post('/api/projects').set(auth(manager)).send({ name: 'Quay Street' });
    expect(created.status).toBe(201);
    projectId = created.body.id;
    const status = await until('the cloud tree', async () => {
      const s = await folderStatus();
      return s.cloud?.status === 'created' && s;
    });
    expect(status.status).toBe('created'); // our own tree too
    expect(status.cloud).toMatchObject({
      provider,
      connection_status: 'connected',
      folders_done: 1 + DEFAULT_FOLDER_TEMPLATE.length,
      folders_total: 1 + DEFAULT_FOLDER_TEMPLATE.length,
      error: null,
      archived: false,
    });
    expect(status.cloud.web_url).toEqual(expect.any(String));
    expect(status.cloud.folders.every((f: { web_url: string | null }) => f.web_url)).toBe(true);
    const top = childNamed(h.rootId, `${created.body.project_number} Quay Street`);
    projectFolder = top.id;
    expect(
      h
        .children(top.id)
        .map((c) => c.name)
        .sort(),
    ).toEqual([...DEFAULT_FOLDER_TEMPLATE].sort());

    const again = await app.request
      .post(`/api/projects/${projectId}/create-folder-structure`)
      .set(auth(manager));
    expect(again.status).toBe(200);
    await sendPump(jobs(), manager.company_id);
    expect((await folderStatus()).cloud.status).toBe('created');
    childNamed(h.rootId, `${created.body.project_number} Quay Street`);
    expect(h.children(top.id)).toHaveLength(DEFAULT_FOLDER_TEMPLATE.length);
  });

  it('files a form PDF, an order and an application once each, in their folders', async () => {
    const form = await store('form_submission', 'worker', 'Daily diary.pdf');
    const po = await store('purchase_order', 'supervisor', 'PO-0001.pdf');
    const application = await store('application', 'supervisor', 'Application 1.pdf');
    for (const u of [form, po, application]) await filed(u.id);

    const forms = childNamed(projectFolder, '04 Site Forms');
    expect(childNamed(forms.id, 'Daily diary.pdf').bytes?.equals(form.bytes)).toBe(true);
    // Above the site team: the restricted tree, never the project's folder.
    const restricted = childNamed(h.rootId, RESTRICTED_FOLDER);
    const own = h.children(restricted.id)[0]!;
    expect(
      childNamed(childNamed(own.id, '06 Orders & Deliveries').id, 'PO-0001.pdf').bytes?.equals(po.bytes),
    ).toBe(true);
    expect(
      childNamed(childNamed(own.id, '09 Applications & Valuations').id, 'Application 1.pdf'),
    ).toBeTruthy();
    expect(h.children(childNamed(projectFolder, '09 Applications & Valuations').id)).toHaveLength(0);

    // Each reader sees the filings of the files they may read, with the link once filed.
    const joined = await app.request
      .post(`/api/projects/${projectId}/team`)
      .set(auth(manager))
      .send({ user_id: worker.id });
    expect(joined.status).toBe(201);
    const asWorker = await app.request.get(`/api/projects/${projectId}/cloud-filings`).set(auth(worker));
    expect(asWorker.body.filings.map((f: { upload_id: string }) => f.upload_id)).toEqual([form.id]);
    const asSupervisor = await app.request
      .get(`/api/projects/${projectId}/cloud-filings`)
      .set(auth(supervisor));
    const byUpload = new Map(asSupervisor.body.filings.map((f: { upload_id: string }) => [f.upload_id, f]));
    expect(byUpload.get(po.id)).toMatchObject({
      status: 'filed',
      folder: 'restricted/06 Orders & Deliveries',
    });
    expect(byUpload.get(form.id)).toMatchObject({
      status: 'filed',
      web_url: expect.any(String),
      can_retry: false,
    });
    const managerView = await app.request.get(`/api/projects/${projectId}/cloud-filings`).set(auth(manager));
    expect(managerView.body.filings.map((f: { upload_id: string }) => f.upload_id)).toEqual(
      expect.arrayContaining([form.id, po.id, application.id]),
    );
  });

  it('a revoked token marks the connection and keeps the files queued; the resume job sends them', async () => {
    h.revokeAll();
    const photo = await store('form_photo', 'worker', 'Slab pour.jpg');
    await until('needs reconnecting', async () => {
      const c = await CloudDriveConnection.findOne({ where: { company_id: manager.company_id } });
      return c?.status === 'needs_reconnecting';
    });
    const waiting = await filingOf(photo.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 0, error: null });
    const view = await app.request.get(`/api/projects/${projectId}/cloud-filings`).set(auth(manager));
    expect(view.body.filings.find((f: { upload_id: string }) => f.upload_id === photo.id)).toMatchObject({
      status: 'queued',
      waiting_for_reconnect: true,
    });

    // A reconnect: new credentials, the connection back to connected, and the resume job.
    await CloudDriveConnection.update(
      {
        credentials: sealFor(deps, manager.company_id, await h.credentials()),
        status: 'connected',
        status_reason: null,
      },
      { where: { company_id: manager.company_id } },
    );
    await jobs().send(CLOUD_DRIVE_RESUME_JOB, { companyId: manager.company_id });
    await filed(photo.id);
    expect(childNamed(childNamed(projectFolder, '05 Photos').id, 'Slab pour.jpg')).toBeTruthy();
  });

  it('a 429 storm waits as long as the provider asks and files the document once', async () => {
    // Retry-After over a minute: not waited out in the job, each try ends at once and the queue waits instead.
    h.inject('rate_limited', 3, 90);
    const doc = await store(null, 'worker', 'Site plan.pdf');
    const first = await until('the first try', async () => {
      const f = await filingOf(doc.id);
      return f?.status === 'queued' && f.attempts === 1 && f;
    });
    // Retry-After: 90 (over what the adapter waits out) is honoured by the queue.
    expect(first.next_attempt_at.getTime()).toBeGreaterThanOrEqual(Date.now() + 80_000);
    await filed(doc.id);
    expect((await filingOf(doc.id))!.attempts).toBe(3);
    childNamed(projectFolder, 'Site plan.pdf');
  });

  it('an outage past every retry leaves it failed with why; a supervisor retries it and it is filed once', async () => {
    h.inject('unavailable', 5 * MAX_ATTEMPTS);
    const doc = await store('form_submission', 'worker', 'Permit to dig.pdf');
    const failed = await until('failed', async () => {
      const f = await filingOf(doc.id);
      if (f?.status === 'failed') return f;
      if (f?.status === 'queued' && f.next_attempt_at > new Date()) await timePasses();
      return null;
    });
    expect(failed.attempts).toBe(MAX_ATTEMPTS);
    expect(failed.error).toMatch(/busy or unavailable each of the 8 times/);
    const list = await app.request.get(`/api/projects/${projectId}/cloud-filings`).set(auth(supervisor));
    expect(list.body.filings.find((f: { id: string }) => f.id === failed.id)).toMatchObject({
      status: 'failed',
      can_retry: true,
    });

    const byWorker = await app.request.post(`/api/cloud-drive/filings/${failed.id}/retry`).set(auth(worker));
    expect(byWorker.status).toBe(403);
    const retried = await app.request
      .post(`/api/cloud-drive/filings/${failed.id}/retry`)
      .set(auth(supervisor));
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'queued', attempts: 0, error: null });
    await filed(doc.id);
    const again = await app.request.post(`/api/cloud-drive/filings/${failed.id}/retry`).set(auth(supervisor));
    expect(again.status).toBe(409);
    childNamed(childNamed(projectFolder, '04 Site Forms').id, 'Permit to dig.pdf');
  });

  it('a tax month’s CIS statements, kept once it has ended, are filed under CIS Statements/<tax year>, once', async () => {
    const company = (await Company.findByPk(manager.company_id))!;
    const supplier = await labourSupplier(company, 'net');
    const operative = await makeOperative(company, { supplier });
    const ended = taxMonthOf(addDays(taxMonthOf(londonDate()).start, -1));
    await makeLabourInvoice(operative, { id: projectId }, 'paid', 3, ended.end);
    // The daily run's per-company job keeps it; the filing queue files it.
    await jobs().send(CIS_STATEMENTS_COMPANY_JOB, { companyId: company.id });
    const upload = await until('the statement kept', () =>
      Upload.findOne({ where: { company_id: company.id, source_type: 'cis_statement' } }),
    );
    await filed(upload.id);
    // The next day's run: the same figures, nothing kept or filed again.
    const keepDeps = {
      sequelize,
      drive: new LocalDriveAdapter(storageRoot),
      jobs: jobs(),
      logger: createLogger('silent'),
    };
    expect(await keepCompanyStatements(keepDeps, company.id)).toBe(0);
    await sendPump(jobs(), company.id);
    const uploads = await Upload.findAll({ where: { company_id: company.id, source_type: 'cis_statement' } });
    expect(uploads.map((u) => u.min_role)).toEqual(['manager']);
    const cis = childNamed(h.rootId, 'CIS Statements');
    const year = childNamed(cis.id, ended.tax_year);
    const m = String(ended.month_number).padStart(2, '0');
    expect(h.children(year.id)).toHaveLength(1);
    const file = childNamed(year.id, `CIS statement ${ended.tax_year} M${m} ${supplier.name}.pdf`);
    expect(file.bytes?.subarray(0, 5).toString()).toBe('%PDF-');
    // Not in the project's folders, nor in the site team's reach.
    expect(h.children(projectFolder).some((c) => c.name.startsWith('CIS statement'))).toBe(false);
    const month = await app.request.get(`/api/cis-month?date=${ended.end}`).set(auth(manager));
    expect(month.body.rows[0].statement.filing).toMatchObject({
      status: 'filed',
      folder: `CIS Statements/${ended.tax_year}`,
      web_url: expect.any(String),
    });
  });

  it('archive moves the project folder under Archive with the reason beside it; restore moves it back', async () => {
    const archived = await app.request
      .post(`/api/projects/${projectId}/archive`)
      .set(auth(manager))
      .send({ reason: 'Practical completion signed off' });
    expect(archived.status).toBe(200);
    await until(
      'moved to Archive',
      async () => (await folderStatus()).cloud.archived || void (await timePasses()),
    );
    const archive = childNamed(h.rootId, ARCHIVE_FOLDER);
    expect(h.children(archive.id).map((c) => c.id)).toEqual([projectFolder]);
    expect(h.children(h.rootId).some((c) => c.id === projectFolder)).toBe(false);
    const note = h.children(projectFolder).find((c) => c.name.startsWith('Archived '));
    expect(note?.bytes?.toString()).toContain('Reason: Practical completion signed off');
    // Stamped in London time: the note reads dd/mm/yyyy HH:mm, its name sorts by date (yyyy-mm-dd HHmm).
    expect(note?.name).toMatch(/^Archived \d{4}-\d{2}-\d{2} \d{4}\.txt$/);
    expect(note?.bytes?.toString()).toMatch(/^Archived in SiteBase on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.\n/);

    const restored = await app.request
      .post(`/api/projects/${projectId}/restore`)
      .set(auth(manager))
      .send({ reason: 'Snagging works' });
    expect(restored.status).toBe(200);
    await until(
      'back in the root',
      async () => !(await folderStatus()).cloud.archived || void (await timePasses()),
    );
    expect(h.children(h.rootId).some((c) => c.id === projectFolder)).toBe(true);
    expect(h.children(archive.id)).toHaveLength(0);
    const [row] = await sequelize.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM cloud_drive_filings WHERE project_id = :p AND status <> 'filed'`,
      { type: QueryTypes.SELECT, replacements: { p: projectId } },
    );
    expect(row?.n).toBe(0);
  });
});

describe('what the company stored before its drive had a root', () => {
  it('gets its project trees and documents filed when the root is chosen, once however often resumed', async () => {
    const h = await googleHarness();
    providers.google_drive = h.drive;
    try {
      const company = await createCompany();
      const manager = await createUser(company, { role: 'manager' });
      const auth = { Authorization: bearer(manager) };
      // No drive yet: the project gets no tree there, the document no filing.
      const created = await app.request.post('/api/projects').set(auth).send({ name: 'Before Lane' });
      expect(created.status).toBe(201);
      const projectId: string = created.body.id;
      const upload = await storeDocument(manager, projectId, {
        sourceType: 'form_submission',
        minRole: 'worker',
        filename: 'SF-0001.pdf',
        bytes: Buffer.from('a form filed before the drive'),
      });
      expect(await CloudDriveFiling.count({ where: { upload_id: upload.id } })).toBe(0);

      await CloudDriveConnection.create({
        company_id: company.id,
        provider: 'google_drive',
        access: null,
        credentials: sealFor(
          { cloudDrive: { providers: {}, tokenKeys: TEST_TOKEN_KEYS } },
          company.id,
          await h.credentials(),
        ),
        account_id: 'acct',
        account_email: 'owner@example.test',
        account_name: 'Owner',
        connected_by: manager.id,
        root_id: h.rootId,
        root_name: 'My Drive',
      });
      // The root chosen sends the resume job (connection.service.ts); twice here: one tree, one copy.
      const jobs = app.app.locals.jobs as JobQueue;
      await jobs.send(CLOUD_DRIVE_RESUME_JOB, { companyId: company.id });
      await until('the early document filed', async () => {
        const f = await CloudDriveFiling.findOne({ where: { upload_id: upload.id } });
        return f?.status === 'filed';
      });
      await jobs.send(CLOUD_DRIVE_RESUME_JOB, { companyId: company.id });
      const status = await until('the tree made', async () => {
        const s = (await app.request.get(`/api/projects/${projectId}/folder-status`).set(auth)).body;
        return s.cloud?.status === 'created' && s;
      });
      expect(status.cloud.folders_done).toBe(1 + DEFAULT_FOLDER_TEMPLATE.length);
      await until('the second resume done', async () => {
        const [row] = await sequelize.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = :name AND data->>'companyId' = :c
             AND state IN ('created', 'retry', 'active')`,
          { type: QueryTypes.SELECT, replacements: { name: CLOUD_DRIVE_RESUME_JOB, c: company.id } },
        );
        return row?.n === 0;
      });
      expect(await CloudDriveFiling.count({ where: { upload_id: upload.id } })).toBe(1);
      const tops = h
        .children(h.rootId)
        .filter((c) => c.name === `${created.body.project_number} Before Lane`);
      expect(tops).toHaveLength(1);
      const forms = h.children(tops[0]!.id).filter((c) => c.name === '04 Site Forms');
      expect(forms).toHaveLength(1);
      expect(h.children(forms[0]!.id).map((c) => [c.name, c.bytes?.toString()])).toEqual([
        ['SF-0001.pdf', 'a form filed before the drive'],
      ]);
    } finally {
      await h.close();
    }
  });
});
