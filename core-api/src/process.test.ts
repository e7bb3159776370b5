// A real core-api process (issue 34), started from its sources (scripts/run-ts.mjs) on a database of its own:
// a production start with SEED=false creates the platform superadmin from SUPERADMIN_PASSWORD (and no demo
// company); and SIGTERM with an event stream open ends the stream cleanly and exits 0 within 10 s — before,
// the open stream kept the HTTP server from closing and the process ran on until killed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_COMPANY_NAME } from './db/seed.js';
import { verifyPassword } from './lib/passwords.js';
import { Company, Superadmin } from './models/index.js';
import { TEST_JWT_SECRET, bearer, createCompany, createUser, isolatedDatabase } from './test/support.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const embedded = inject('poolMax') === 1;
const SUPERADMIN_PASSWORD = 'Platform-Boot-42!';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function get(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .once('error', () => resolve(0));
  });
}

// Skipped on embedded PGlite: the child needs a database server it can share with this file.
describe.skipIf(embedded)('a core-api process', () => {
  const db = isolatedDatabase();
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('bootstraps the superadmin with SEED=false, and on SIGTERM ends open streams and exits 0 within 10 s', async () => {
    const port = await freePort();
    const url = new URL(inject('databaseUrl'));
    url.pathname = `/${db.current.config.database}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'core-api-process-'));
    let output = '';
    const proc = spawn(
      process.execPath,
      [
        '--conditions=sitebase-source',
        '--import',
        path.join(root, 'scripts', 'run-ts.mjs'),
        path.join(root, 'core-api', 'src', 'index.ts'),
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: url.toString(),
          CORE_API_HOST: '127.0.0.1',
          CORE_API_PORT: String(port),
          JWT_SECRET: TEST_JWT_SECRET,
          APP_URL: 'https://sitebase.example',
          DATA_DIR: dataDir,
          SEED: 'false',
          SUPERADMIN_PASSWORD,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = proc;
    const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    proc.stdout!.on('data', collect);
    proc.stderr!.on('data', collect);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      proc.once('exit', (code) => resolve({ code, at: Date.now() })),
    );

    // Ready: /api/ready answers 200 (the child transpiles its sources on start, so allow for a busy machine).
    const until = Date.now() + 90_000;
    while ((await get(port, '/api/ready')) !== 200) {
      if (proc.exitCode !== null) throw new Error(`core-api exited on start: ${output}`);
      if (Date.now() > until) throw new Error(`core-api was not ready in 90 s: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // The platform account exists though the demo seed did not run, with the password from the environment.
    const superadmin = await Superadmin.findOne({ where: { username: 'superadmin' } });
    expect(superadmin).not.toBeNull();
    expect(await verifyPassword(superadmin!.password_hash, SUPERADMIN_PASSWORD)).toBe(true);
    expect(superadmin!.password_hash).not.toContain(SUPERADMIN_PASSWORD);
    expect(output).not.toContain(SUPERADMIN_PASSWORD);
    expect(await Company.count({ where: { name: DEMO_COMPANY_NAME } })).toBe(0);

    // An event stream, open (it would last an hour).
    const user = await createUser(await createCompany(), { role: 'manager' });
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({
          host: '127.0.0.1',
          port,
          path: '/api/events/stream',
          headers: { Authorization: bearer(user), Accept: 'text/event-stream' },
          agent: false,
        })
        .once('response', resolve)
        .once('error', reject);
    });
    expect(stream.statusCode).toBe(200);
    let received = '';
    const ended = new Promise<'ended' | 'cut'>((resolve) => {
      stream.on('data', (chunk: Buffer) => (received += chunk.toString()));
      stream.once('end', () => resolve('ended'));
      stream.once('aborted', () => resolve('cut'));
      stream.once('error', () => resolve('cut'));
    });
    const readyUntil = Date.now() + 10_000;
    while (!received.includes('event: ready') && Date.now() < readyUntil) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(received).toContain('event: ready');

    const signalled = Date.now();
    proc.kill('SIGTERM');
    const exit = await Promise.race([
      exited,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
    ]);
    expect(exit, `still running 15 s after SIGTERM: ${output}`).not.toBeNull();
    expect(exit!.at - signalled).toBeLessThan(10_000);
    expect(exit!.code, output).toBe(0);
    // The stream was ended, not cut: its client reconnects (to another instance) as after any end.
    expect(await ended).toBe('ended');
  }, 150_000);
});
