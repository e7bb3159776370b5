// The database going away mid-load and coming back, through a TCP proxy we can cut: every request during the
// outage answers 503 with a clear detail (never a 500 or a driver message), and the service recovers by itself;
// and an idempotent write cut mid-way leaves no key behind, so its retry performs it once (decision 0055).
// Kept in its own file: createApp binds the (global) models to this proxied database.
import net from 'node:net';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../app.js';
import { createLogger } from '../lib/logger.js';
import { signAccessToken } from '../lib/tokens.js';
import type { User } from '../models/index.js';
import { registerModels } from '../app.js';
import { createCompany, createUser } from '../test/factories.js';
import { writeFaults } from '../test/write-faults.js';
import { createSequelize } from './sequelize.js';

/** A loopback TCP proxy to the test database that can drop every connection and refuse new ones. */
class CuttableProxy {
  private readonly sockets = new Set<net.Socket>();
  private down = false;
  readonly server: net.Server;
  constructor(target: { host: string; port: number }) {
    this.server = net.createServer((client) => {
      if (this.down) return client.destroy();
      const upstream = net.connect(target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }
  listen(): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as net.AddressInfo).port)),
    );
  }
  cut() {
    this.down = true;
    for (const s of this.sockets) s.destroy();
  }
  restore() {
    this.down = false;
  }
  close() {
    this.cut();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const dbUrl = new URL(inject('databaseUrl'));
const proxy = new CuttableProxy({ host: dbUrl.hostname, port: Number(dbUrl.port || 5432) });
const sequelize = { current: undefined as ReturnType<typeof createSequelize> | undefined };
let request: supertest.Agent;
let manager: User;
const bearer = () => `Bearer ${signAccessToken('fault-secret', manager, 3600).access_token}`;

beforeAll(async () => {
  const port = await proxy.listen();
  const proxied = new URL(dbUrl);
  proxied.port = String(port);
  sequelize.current = createSequelize(proxied.toString(), { poolMax: inject('poolMax') });
  registerModels(sequelize.current);
  const app = createApp({
    sequelize: sequelize.current,
    jwtSecret: 'fault-secret',
    logger: createLogger('silent'),
    trustProxy: 'loopback',
    loginRateLimit: {
      ip: { points: 100_000, durationSeconds: 60 },
      account: { points: 100_000, durationSeconds: 60 },
    },
  });
  request = supertest.agent(app);
  manager = await createUser(await createCompany(), { role: 'manager' });
});

afterAll(async () => {
  await sequelize.current?.close();
  await proxy.close();
});

const load = () =>
  Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      i % 3 === 0
        ? request
            .post('/api/projects')
            .set('Authorization', bearer())
            .send({ name: `Outage ${i}` })
        : request.get('/api/projects?page=1&size=20').set('Authorization', bearer()),
    ),
  );

describe('database outage', () => {
  it('answers 503 during the outage and recovers by itself when the database returns', async () => {
    const before = await load();
    expect(before.every((r) => r.status === 200 || r.status === 201)).toBe(true);

    proxy.cut();
    const during = await load();
    for (const r of during) {
      expect(r.status).toBe(503);
      expect(r.body).toEqual({
        detail: 'Service temporarily unavailable. Please try again shortly.',
        id: 'service_unavailable',
      });
    }
    expect((await request.get('/api/ready')).status).toBe(503);

    proxy.restore();
    let after: Awaited<ReturnType<typeof load>> = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      after = await load();
      if (after.every((r) => r.status === 200 || r.status === 201)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(after.map((r) => r.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect((await request.get('/api/ready')).status).toBe(200);
  }, 30_000);
});

describe.skipIf(inject('poolMax') === 1)('an idempotent write cut by the outage (issue 34)', () => {
  it('leaves no key "in progress": once the database is back the retry performs it, once', async () => {
    const faults = await writeFaults(inject('databaseUrl'), 'idem_cut');
    const name = 'Cut Mid Write Depot';
    const send = () =>
      request
        .post('/api/projects')
        .set('Authorization', bearer())
        .set('Idempotency-Key', 'cut-mid-write')
        .send({ name })
        .then((r) => r);
    try {
      await faults.hold(name);
      const first = send();
      await faults.heldBackend();
      proxy.cut();
      const cut = await first;
      expect(cut.status).toBe(503);
      expect(cut.headers['retry-after']).toBeDefined();
      // The cut session, blocked server-side, learns of the cut (and rolls back) once it may go on.
      await faults.release();
      proxy.restore();
      let retry = await send();
      // Until the pool has reconnected (503) and the dead session is gone (409 "in progress"): bounded.
      for (let attempt = 0; attempt < 40 && (retry.status === 503 || retry.status === 409); attempt += 1) {
        await new Promise((r) => setTimeout(r, 250));
        retry = await send();
      }
      expect(retry.status).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      const { rows } = await faults.admin.query<{ n: string }>(
        'SELECT count(*) AS n FROM projects WHERE company_id = $1 AND name = $2',
        [manager.company_id, name],
      );
      expect(Number(rows[0]!.n)).toBe(1);
      const replay = await send();
      expect(replay.headers['idempotent-replayed']).toBe('true');
    } finally {
      proxy.restore();
      await faults.release().catch(() => undefined);
      await faults.close();
    }
  }, 30_000);
});
