// PDF rendering is throttled (issue 33, decision 0054): every `produces: 'pdf'` route is limited per user
// (Postgres-backed, 429 with Retry-After), drawn in a bounded pool (never more than N at once, a bounded queue,
// then 503), and an unchanged document is served from the cache without being drawn again — while a changed
// record, or a reader who sees different content, gets a fresh render.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Stream } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, User } from '../models/index.js';
import { testApp, testDatabase } from '../test/context.js';
import { createCompany, createUser } from '../test/factories.js';
import { pdfText } from '../test/pdf-text.js';
import { bearer } from '../test/support.js';
import type { PdfDefinition } from './pdf-draw.js';
import { PdfOutput, pdfCacheKey } from './pdf-output.js';
import { PDF_BUSY_MESSAGE, PdfPool, pdfPool } from './pdf-pool.js';

const sequelize = testDatabase();
const LIMIT = 3;
// A low limit for this file; the pool keeps the product's default size (2 at once).
const { request } = testApp(sequelize, { pdfRateLimit: { points: LIMIT, durationSeconds: 60 } });

let company: Company;
let manager: User;
let worker: User;
let projectId: string;

/** Reads a PDF answer as bytes (supertest would parse it as text). */
const binary = (res: Stream, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const exportAs = (user: User) =>
  request
    .get(`/api/projects/${projectId}/export`)
    .set('Authorization', bearer(user))
    .buffer(true)
    .parse(binary);

beforeAll(async () => {
  company = await createCompany({ name: 'Throttle Build Ltd' });
  manager = await createUser(company, { role: 'manager' });
  worker = await createUser(company, { role: 'worker' });
  const res = await request
    .post('/api/projects')
    .set('Authorization', bearer(manager))
    .send({ name: 'Quay Street Flats', start_date: '2026-01-01', end_date: '2026-12-31' });
  expect(res.status).toBe(201);
  projectId = res.body.id;
  await request
    .post(`/api/projects/${projectId}/team`)
    .set('Authorization', bearer(manager))
    .send({ user_id: worker.id })
    .expect(201);
});

describe('per-user limit on PDF routes', () => {
  it(`the ${LIMIT + 1}th PDF in the window is 429 with Retry-After for that user; another user still gets theirs`, async () => {
    const heavy = await createUser(company, { role: 'supervisor' });
    for (let i = 0; i < LIMIT; i++) expect((await exportAs(heavy)).status).toBe(200);
    const refused = await request
      .get(`/api/projects/${projectId}/export`)
      .set('Authorization', bearer(heavy));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      id: 'rate_limited',
      detail: 'Too many documents requested. Please try again in 1 minute.',
    });
    // The limit is on the route kind, not one module: another PDF route is refused for the same user too.
    const other = await request
      .get(`/api/purchase-orders/00000000-0000-4000-8000-000000000000/pdf`)
      .set('Authorization', bearer(heavy));
    expect(other.status).toBe(429);
    // Counted per user: a colleague is unaffected.
    const colleague = await createUser(company, { role: 'supervisor' });
    expect((await exportAs(colleague)).status).toBe(200);
  });

  it('the count is kept in Postgres (rate_limits), so every instance sees it', async () => {
    const user = await createUser(company, { role: 'supervisor' });
    await exportAs(user).expect(200);
    const [row] = await sequelize.query<{ points: number }>(
      'SELECT points FROM rate_limits WHERE key = :key',
      { replacements: { key: `pdf_user:${user.id}` }, type: QueryTypes.SELECT },
    );
    expect(row?.points).toBe(1);
  });
});

describe('rendered PDFs are reused while unchanged', () => {
  it('a second request for an unchanged record is not drawn again; after an edit it is, with the new content', async () => {
    const reader = await createUser(company, { role: 'supervisor' });
    // A project of its own: the other tests' exports of the shared one are already cached.
    const created = await request
      .post('/api/projects')
      .set('Authorization', bearer(manager))
      .send({ name: 'Quay Street Flats', start_date: '2026-01-01', end_date: '2026-12-31' })
      .expect(201);
    const own = created.body.id as string;
    const exportOwn = () =>
      request
        .get(`/api/projects/${own}/export`)
        .set('Authorization', bearer(reader))
        .buffer(true)
        .parse(binary);
    const before = pdfPool().stats.renders;
    const first = await exportOwn().expect(200);
    expect(pdfPool().stats.renders).toBe(before + 1);
    const second = await exportOwn().expect(200);
    expect(pdfPool().stats.renders).toBe(before + 1);
    expect(Buffer.compare(second.body as Buffer, first.body as Buffer)).toBe(0);
    expect(second.headers['content-disposition']).toBe(first.headers['content-disposition']);

    await request
      .put(`/api/projects/${own}`)
      .set('Authorization', bearer(manager))
      .send({ name: 'Quay Street Flats Phase 2' })
      .expect(200);
    const third = await exportOwn().expect(200);
    expect(pdfPool().stats.renders).toBe(before + 2);
    expect(await pdfText(third.body as Buffer)).toContain('Quay Street Flats Phase 2');
    expect(await pdfText(first.body as Buffer)).not.toContain('Phase 2');
  });

  it('what a reader may see is part of the key: a worker never gets the supervisor’s cached copy', async () => {
    const boss = await createUser(company, { role: 'supervisor' });
    await exportAs(boss).expect(200); // cached with the commercial terms
    const before = pdfPool().stats.renders;
    const asWorker = await exportAs(worker).expect(200);
    expect(pdfPool().stats.renders).toBe(before + 1);
    const text = await pdfText(asWorker.body as Buffer);
    expect(text).not.toContain('Budget vs committed');
    const asBoss = await exportAs(boss).expect(200);
    expect(await pdfText(asBoss.body as Buffer)).toContain('Budget vs committed');
  });

  it('the key is the layout version, the company and every printed thing (photos by their bytes)', () => {
    const def = (jpeg: Uint8Array, text = 'Gable end'): PdfDefinition => ({
      letterhead: { name: 'A Ltd', address: null, vat_number: null },
      title: 'Form',
      reference: 'FRM-0001',
      madeOn: '27/11/2026',
      blocks: [{ kind: 'image', image: { jpeg, width: 4, height: 3, caption: text } }],
    });
    const a = Buffer.from([1, 2, 3]);
    const key = pdfCacheKey('c1', def(a));
    expect(pdfCacheKey('c1', def(Buffer.from([1, 2, 3])))).toBe(key);
    expect(pdfCacheKey('c1', def(new Uint8Array([1, 2, 3])))).toBe(key);
    expect(pdfCacheKey('c1', def(Buffer.from([1, 2, 4])))).not.toBe(key);
    expect(pdfCacheKey('c1', def(a, 'Gable end.'))).not.toBe(key);
    expect(pdfCacheKey('c2', def(a))).not.toBe(key);
  });

  it('rows go with their company (ON DELETE CASCADE)', async () => {
    const [fk] = await sequelize.query<{ confdeltype: string }>(
      `SELECT confdeltype FROM pg_constraint WHERE conrelid = 'pdf_cache'::regclass AND contype = 'f'`,
      { type: QueryTypes.SELECT },
    );
    expect(fk?.confdeltype).toBe('c');
  });
});

describe('bounded render pool', () => {
  let dir: string;
  let slowWorker: URL;
  let crashingWorker: URL;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sitebase-pdf-pool-'));
    // Stand-ins for lib/pdf-worker.ts speaking the same protocol: a 60 ms "render" that reports when it ran.
    await writeFile(
      path.join(dir, 'slow.mjs'),
      `import { parentPort } from 'node:worker_threads';
       parentPort.on('message', ({ id }) => {
         const start = Date.now();
         setTimeout(() => {
           const bytes = new TextEncoder().encode(JSON.stringify({ start, end: Date.now() }));
           parentPort.postMessage({ id, bytes }, [bytes.buffer]);
         }, 60);
       });`,
    );
    await writeFile(
      path.join(dir, 'crash.mjs'),
      `import { parentPort } from 'node:worker_threads';
       parentPort.on('message', () => process.exit(3));`,
    );
    slowWorker = pathToFileURL(path.join(dir, 'slow.mjs'));
    crashingWorker = pathToFileURL(path.join(dir, 'crash.mjs'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const definition: PdfDefinition = {
    letterhead: { name: 'A Ltd' },
    title: 'T',
    reference: 'R',
    madeOn: '27/11/2026',
    blocks: [],
  };

  it('10 renders requested at once run at most 2 at a time, in worker threads, and all finish', async () => {
    const pool = new PdfPool({ concurrency: 2, maxQueue: 20, worker: slowWorker });
    expect(pool.usesWorkers).toBe(true);
    const results = await Promise.all(Array.from({ length: 10 }, () => pool.render(definition)));
    const spans = results.map((b) => JSON.parse(b.toString()) as { start: number; end: number });
    // Measured by the workers themselves, not the pool's own counter: no instant had more than 2 running.
    const most = Math.max(
      ...spans.map((s) => spans.filter((o) => o.start <= s.start && o.end > s.start).length),
    );
    expect(most).toBeLessThanOrEqual(2);
    expect(pool.stats).toMatchObject({ renders: 10, peak: 2, running: 0, queued: 0 });
    await pool.close();
  });

  it('past the queue a render is refused at once with 503; the rest still finish', async () => {
    const pool = new PdfPool({ concurrency: 1, maxQueue: 2, worker: slowWorker });
    const settled = await Promise.allSettled(Array.from({ length: 5 }, () => pool.render(definition)));
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(3);
    const refused = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
    expect(refused).toHaveLength(2);
    expect(refused[0]!.reason).toMatchObject({ status: 503, detail: PDF_BUSY_MESSAGE });
    await pool.close();
  });

  it('a worker that dies fails its render, frees its slot, and the next render gets a fresh worker', async () => {
    const pool = new PdfPool({ concurrency: 1, maxQueue: 0, worker: crashingWorker });
    await expect(pool.render(definition)).rejects.toThrow(/exited with code 3/);
    await expect(pool.render(definition)).rejects.toThrow(/exited with code 3/);
    expect(pool.stats.running).toBe(0);
    await pool.close();
  });

  it('the cache is bounded by size (least recently used out first) and by age', async () => {
    const pool = new PdfPool({ concurrency: 1, maxQueue: 10, worker: slowWorker });
    // Each stand-in render is {"start":…,"end":…}: 43 bytes with 13-digit times, so two fit in 100, three do not.
    const output = new PdfOutput(sequelize, () => pool, {
      rateLimit: { points: 100, durationSeconds: 60 },
      cacheMaxBytes: 100,
    });
    const doc = (reference: string): PdfDefinition => ({ ...definition, reference });
    const keys = ['BOUND-1', 'BOUND-2', 'BOUND-3'].map((r) => pdfCacheKey(company.id, doc(r)));
    const cached = async () =>
      (
        await sequelize.query<{ key: string }>('SELECT key FROM pdf_cache WHERE key IN (:keys)', {
          replacements: { keys },
          type: QueryTypes.SELECT,
        })
      )
        .map((r) => keys.indexOf(r.key) + 1)
        .sort();
    await output.bytes(company.id, doc('BOUND-1'));
    await output.bytes(company.id, doc('BOUND-2'));
    await output.bytes(company.id, doc('BOUND-1')); // a hit: BOUND-1 is now the most recently used
    expect(pool.stats.renders).toBe(2);
    await output.bytes(company.id, doc('BOUND-3'));
    expect(await cached()).toEqual([1, 3]);
    // Older than a day: not served, drawn again (and the stale row replaced).
    await sequelize.query(`UPDATE pdf_cache SET created_at = now() - interval '2 days' WHERE key = :key`, {
      replacements: { key: keys[0] },
    });
    await output.bytes(company.id, doc('BOUND-1'));
    expect(pool.stats.renders).toBe(4);
    await pool.close();
  });

  it('a PDF route never has more than 2 renders running when 10 are requested at once', async () => {
    const pool = pdfPool();
    const users = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createUser(company, { role: 'supervisor', last_name: `Load${i}` }),
      ),
    );
    // Ten different projects, so no answer comes from the cache and all ten are drawn.
    const projects = await Promise.all(
      users.map(async (_, i) => {
        const res = await request
          .post('/api/projects')
          .set('Authorization', bearer(manager))
          .send({ name: `Load ${i}`, start_date: '2026-01-01', end_date: '2026-12-31' });
        return res.body.id as string;
      }),
    );
    const before = pool.stats.renders;
    const answers = await Promise.all(
      users.map((u, i) =>
        request
          .get(`/api/projects/${projects[i]}/export`)
          .set('Authorization', bearer(u))
          .buffer(true)
          .parse(binary),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(pool.stats.renders - before).toBe(10);
    expect(pool.stats.peak).toBeLessThanOrEqual(2);
  });
});
