// The scale-out suite's harness (issue 34): a database of its own on DATABASE_URL's server, the BUILT core-api and
// BFF (core-api/dist, bff/dist: `npm run build`) started as real processes on free loopback ports — each with its
// own DATA_DIR, so nothing on local disk is shared between instances — and what the checks need around them:
// readiness, signals, SQL on the test database (each statement on a connection of its own, so terminating every
// backend never breaks the harness), a signed-in admin, writes with an Idempotency-Key retried the way a client
// retries, and GraphQL subscriptions over graphql-ws. Storage variables come from ./storage.ts alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CORE_API_ENTRY = join(ROOT, 'core-api', 'dist', 'index.js');
export const BFF_ENTRY = join(ROOT, 'bff', 'dist', 'index.js');
export const JWT_SECRET = 'scale-out-suite-secret-not-for-production-0123456789';
export const SUPERADMIN_PASSWORD = 'Scale-Super-1234!';
export const ADMIN_PASSWORD = 'Scale-Admin-1234!';

/**
 * How the BFFs name the core-apis: CORE_API_URL as a comma-separated list (finding 8: reads fail over to the
 * next). SCALE_CORE_API_LIST=0 gives each BFF one core-api instead — only to see what the other checks show on
 * a build whose BFF does not read a list yet.
 */
const CORE_API_LIST = process.env.SCALE_CORE_API_LIST !== '0';

export const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A free TCP port on loopback (asked of the kernel, then released for the child to take). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Database

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The scale-out suite needs DATABASE_URL (a PostgreSQL server)');
  return url;
}

async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh, empty database on DATABASE_URL's server; `drop()` removes it (connections and all). */
export async function createDatabase(label: string): Promise<TestDatabase> {
  const name = `sitebase_scale_${label}_${process.pid}_${Date.now()}`.toLowerCase();
  await onServer((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      onServer((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** One statement on a connection of its own (a terminated backend never breaks a later call). */
export async function sql<T extends object = Record<string, unknown>>(
  db: TestDatabase,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * An immediate database restart as every client sees it (the shared server itself cannot be restarted in CI):
 * every backend of the test database is terminated. Answers how many were.
 */
export async function terminateBackends(db: TestDatabase): Promise<number> {
  return onServer(async (c) => {
    const { rows } = await c.query<{ ok: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [db.name],
    );
    return rows.filter((r) => r.ok).length;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Processes

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One server process from a build; start() may be called again after it exited (a restart, same port). */
export class Service {
  private child: ChildProcess | undefined;
  /** The start of its output (where a crash names its error) and the last few kB. */
  private head = '';
  private tail = '';
  /** Settles when the current process exits. */
  exited: Promise<Exit> = Promise.resolve({ code: null, signal: null });
  /** Every exit of every run (a crash shows as a non-zero code or an unexpected signal). */
  readonly exits: Exit[] = [];

  constructor(
    readonly name: string,
    private readonly entry: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(extraEnv: Record<string, string> = {}): void {
    if (this.running) throw new Error(`${this.name} is already running`);
    const child = spawn(process.execPath, [this.entry], {
      cwd: ROOT,
      env: { ...this.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.head = '';
    this.tail = '';
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      if (this.head.length < 2000) this.head = (this.head + text).slice(0, 2000);
      this.tail = (this.tail + text).slice(-3000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.exited = new Promise((r) =>
      child.once('exit', (code, signal) => {
        const exit = { code, signal };
        this.exits.push(exit);
        r(exit);
      }),
    );
    this.child = child;
  }

  kill(signal: NodeJS.Signals): void {
    if (this.running) this.child!.kill(signal);
  }

  /**
   * Sends `signal` and waits up to `graceMs` for the exit; past it, kill -9. Answers how long the exit took
   * and whether it came by itself.
   */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) {
    if (!this.running) return { ms: 0, byItself: true, exit: await this.exited };
    const t0 = Date.now();
    this.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      this.exited.then((exit) => ({ exit, byItself: true })),
      new Promise<null>((r) => (timer = setTimeout(() => r(null), graceMs))),
    ]);
    clearTimeout(timer);
    const ms = Date.now() - t0;
    if (outcome) return { ms, ...outcome };
    this.kill('SIGKILL');
    return { ms, byItself: false, exit: await this.exited };
  }

  /** The last few kB of its output, for failure messages. */
  logs(): string {
    const body = this.head.length < 2000 ? this.head : `${this.head}\n[…]\n${this.tail}`;
    return `--- ${this.name} (port ${this.port}) ---\n${body.trim()}`;
  }

  /** The first line of its output that names an error (a crash's reason), if any. */
  firstError(): string | null {
    const lines = `${this.head}\n${this.tail}`.split('\n').map((l) => l.trim());
    const line = lines.find((l) => /^[A-Za-z]*Error\b/.test(l)) ?? lines.find((l) => /error/i.test(l));
    return line ? line.slice(0, 300) : null;
  }
}

/**
 * Polls `url` until it answers 200, the process exits (rejects with its output) or `timeoutMs` passes. Polling
 * is the only way to see a port open.
 */
export async function waitReady(url: string, service?: Service, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void service?.exited.then(() => (exited = true));
  for (;;) {
    if (service && (exited || !service.running)) {
      throw new Error(`${service.name} exited before it was ready\n${service.logs()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(`${url} not ready after ${timeoutMs} ms${service ? `\n${service.logs()}` : ''}`);
    }
    await delay(100);
  }
}

function baseEnv(): Record<string, string> {
  // Not process.env: vitest's NODE_ENV=test and the runner's DATABASE_URL must not reach the servers.
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[key]) env[key] = process.env[key]!;
  return env;
}

export interface CoreApiOptions {
  name: string;
  db: TestDatabase;
  dataDir: string;
  port?: number;
  seed?: boolean;
  storageEnv?: Record<string, string>;
}

export async function coreApi(options: CoreApiOptions): Promise<Service> {
  const port = options.port ?? (await freePort());
  mkdirSync(options.dataDir, { recursive: true });
  return new Service(options.name, CORE_API_ENTRY, port, {
    ...baseEnv(),
    CORE_API_PORT: String(port),
    CORE_API_HOST: '127.0.0.1',
    DATABASE_URL: options.db.url,
    JWT_SECRET,
    DATA_DIR: options.dataDir,
    SEED: options.seed ? 'true' : 'false',
    SUPERADMIN_PASSWORD,
    DEMO_PASSWORD: 'Demo1234!',
    // As production runs it (the compose default), with a public-looking address for links in mail.
    NODE_ENV: 'production',
    APP_URL: 'https://scale.example',
    LOG_LEVEL: 'warn',
    // Two instances and the harness share two CPU cores and one server.
    DB_POOL_MAX: '5',
    // The suite writes, uploads and prints far faster than a person; the limits have their own tests.
    UPLOAD_RATE_LIMIT: '100000/3600',
    PDF_RATE_LIMIT: '100000/60',
    LOGIN_RATE_LIMIT_IP: '100000/900',
    LOGIN_RATE_LIMIT_ACCOUNT: '100000/900',
    // PUSH_PROVIDER unset: pushes go to the push_outbox table.
    ...(options.storageEnv ?? {}),
  });
}

export async function bff(options: {
  name: string;
  cores: Service[];
  dataDir: string;
  port?: number;
}): Promise<Service> {
  const port = options.port ?? (await freePort());
  mkdirSync(options.dataDir, { recursive: true });
  const coreUrls = options.cores.map((c) => `${c.url}/api`);
  return new Service(options.name, BFF_ENTRY, port, {
    ...baseEnv(),
    PORT: String(port),
    CORE_API_URL: CORE_API_LIST ? coreUrls.join(',') : coreUrls[0]!,
    JWT_SECRET,
    NODE_ENV: 'production',
    DATA_DIR: options.dataDir,
    // No web app: the checks speak GraphQL and /files only.
    WEB_DIST: join(options.dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    GRAPHQL_RATE_LIMIT: '100000/60',
  });
}

/** A scratch directory for one run: one DATA_DIR per instance below it. */
export function scratchDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'sitebase-scale-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function assertBuilt(): void {
  for (const entry of [CORE_API_ENTRY, BFF_ENTRY]) {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Signed-in user and REST

export interface Admin {
  companyId: string;
  userId: string;
  email: string;
  token: string;
}

/** A company and its admin, written straight to the database (argon2id, as core-api hashes), then signed in. */
export async function createAdmin(db: TestDatabase, core: Service): Promise<Admin> {
  const hash = await argon2.hash(ADMIN_PASSWORD, { type: argon2.argon2id });
  const [company] = await sql<{ id: string }>(
    db,
    `INSERT INTO companies (id, name, status, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, 'active', now(), now()) RETURNING id`,
    [`Scale Co ${randomUUID().slice(0, 8)}`],
  );
  const email = `scale-admin-${randomUUID().slice(0, 8)}@scale.example`;
  const [user] = await sql<{ id: string }>(
    db,
    `INSERT INTO users (id, company_id, email, password_hash, first_name, last_name, role, is_active,
                        token_version, password_set_at, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, $2, $3, 'Sam', 'Scale', 'admin', true, 0, now(), now(), now())
     RETURNING id`,
    [company!.id, email, hash],
  );
  const res = await api(core, 'POST', '/auth/login', { body: { email, password: ADMIN_PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(res.body)}`);
  return {
    companyId: company!.id,
    userId: user!.id,
    email,
    token: (res.body as { access_token: string }).access_token,
  };
}

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One REST call to a core-api (`path` below /api) or, with `raw`, to any URL. */
export async function api(
  target: Service | string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ApiAnswer> {
  const base = typeof target === 'string' ? target : `${target.url}/api`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
}

// ---------------------------------------------------------------------------------------------------------
// Writes with an Idempotency-Key, retried as a client retries

export interface WriteOutcome {
  key: string;
  /** The final answer's status; null when the retries ran out of time (the write never ended). */
  status: number | null;
  /** The created record's id from the final answer (a 2xx). */
  id: string | null;
  replayed: boolean;
  attempts: number;
  /** Every attempt's answer: a status, or "network". */
  trail: string[];
}

const IN_PROGRESS = /in progress/i;

/** Requests on their way to each instance, so a fault can be timed to land while some are in flight. */
export class InFlight {
  private readonly counts = new Map<string, number>();
  private waiters: { test(): boolean; resolve(): void }[] = [];

  of(service: Service): number {
    return this.counts.get(service.name) ?? 0;
  }

  change(service: Service, by: number): void {
    this.counts.set(service.name, this.of(service) + by);
    this.waiters = this.waiters.filter((w) => (w.test() ? (w.resolve(), false) : true));
  }

  /** Resolves true once `test()` holds, false after `timeoutMs`. */
  when(test: () => boolean, timeoutMs: number): Promise<boolean> {
    if (test()) return Promise.resolve(true);
    return new Promise((resolveWhen) => {
      const timer = setTimeout(() => resolveWhen(false), timeoutMs);
      this.waiters.push({
        test,
        resolve: () => {
          clearTimeout(timer);
          resolveWhen(true);
        },
      });
    });
  }
}

/** Whether an answer is one a client retries with the same key: no answer, 502/503/504, or 409 "in progress". */
function retryable(status: number | 'network', body: unknown): boolean {
  if (status === 'network') return true;
  if (status === 502 || status === 503 || status === 504) return true;
  if (status === 409) {
    const text = JSON.stringify(body ?? '');
    return IN_PROGRESS.test(text);
  }
  return false;
}

/**
 * POSTs `body` to `path` with `key`, attempt n going to targets[(start + n) % targets.length], retrying a
 * retryable answer (short growing backoff) until a definitive one or `deadline` (epoch ms).
 */
export async function idempotentPost(options: {
  targets: Service[];
  start?: number;
  path: string;
  token: string;
  key: string;
  body: unknown;
  deadline: number;
  inFlight?: InFlight;
}): Promise<WriteOutcome> {
  const trail: string[] = [];
  const start = options.start ?? 0;
  for (let attempt = 0; ; attempt += 1) {
    const target = options.targets[(start + attempt) % options.targets.length]!;
    let status: number | 'network' = 'network';
    let answer: ApiAnswer | undefined;
    options.inFlight?.change(target, 1);
    try {
      answer = await api(target, 'POST', options.path, {
        token: options.token,
        body: options.body,
        headers: { 'Idempotency-Key': options.key },
        timeoutMs: 10_000,
      });
      status = answer.status;
    } catch {
      // refused, reset or timed out: the client does not know whether it was stored
    } finally {
      options.inFlight?.change(target, -1);
    }
    trail.push(String(status));
    if (!retryable(status, answer?.body)) {
      const id =
        answer && status !== 'network' && status < 300
          ? ((answer.body as { id?: string } | null)?.id ?? null)
          : null;
      return {
        key: options.key,
        status: status as number,
        id,
        replayed: answer?.headers.get('idempotent-replayed') === 'true',
        attempts: attempt + 1,
        trail,
      };
    }
    if (Date.now() > options.deadline) {
      return { key: options.key, status: null, id: null, replayed: false, attempts: attempt + 1, trail };
    }
    await delay(Math.min(500, 50 * (attempt + 1)));
  }
}

/** A count others can wait on reaching a value (an event, not a poll). */
export class Counter {
  value = 0;
  private waiters: { n: number; resolve(): void }[] = [];

  add(by = 1): void {
    this.value += by;
    this.waiters = this.waiters.filter((w) => (this.value >= w.n ? (w.resolve(), false) : true));
  }

  /** Resolves true when the count reaches `n`, false if `timeoutMs` passes first. */
  reach(n: number, timeoutMs: number): Promise<boolean> {
    if (this.value >= n) return Promise.resolve(true);
    return new Promise((resolveReach) => {
      const timer = setTimeout(() => resolveReach(false), timeoutMs);
      this.waiters.push({
        n,
        resolve: () => {
          clearTimeout(timer);
          resolveReach(true);
        },
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------------------
// GraphQL subscriptions (graphql-ws, as the web app subscribes)

export interface LiveSubscription {
  /** Every `data` payload received, in order. */
  received: Record<string, unknown>[];
  /** Errors and completions the server sent (each one is followed by a resubscribe). */
  interruptions: string[];
  /** Settles when the socket is first connected and acknowledged. */
  connected: Promise<void>;
  /** Resolves once `count(received)` passes `predicate`, or false after `timeoutMs`. */
  until(predicate: (received: Record<string, unknown>[]) => boolean, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

function describeError(err: unknown): string {
  // graphql-ws hands over a CloseEvent or ErrorEvent for socket trouble, an array of GraphQL errors otherwise.
  const e = err as { code?: number; reason?: string; message?: string; type?: string };
  if (typeof e?.code === 'number') return `socket closed ${e.code} ${e.reason ?? ''}`.trim();
  if (e?.message) return e.message;
  try {
    return JSON.stringify(err);
  } catch {
    return String(err);
  }
}

/**
 * Subscribes to `query` on a BFF over graphql-ws with retries (the client reconnects by itself and resubscribes
 * what was active), and resubscribes when the server ends the subscription — the web app's behaviour.
 */
export function subscribe(
  target: Service,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): LiveSubscription {
  const received: Record<string, unknown>[] = [];
  const interruptions: string[] = [];
  const watchers = new Set<() => void>();
  let closed = false;
  let markConnected: () => void = () => undefined;
  const connected = new Promise<void>((r) => (markConnected = r));
  const client: Client = createClient({
    url: `ws://127.0.0.1:${target.port}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 60,
    retryWait: (retries) => delay(Math.min(1000, 100 * 2 ** retries)),
    shouldRetry: () => true,
    on: { connected: () => markConnected() },
    onNonLazyError: (err) => interruptions.push(`connection given up: ${describeError(err)}`),
  });
  let unsubscribe: () => void = () => undefined;
  const start = () => {
    if (closed) return;
    unsubscribe = client.subscribe<Record<string, unknown>>(
      { query, variables },
      {
        next: (result) => {
          if (result.data) received.push(result.data);
          if (result.errors) interruptions.push(`errors: ${JSON.stringify(result.errors)}`);
          for (const w of [...watchers]) w();
        },
        error: (err) => {
          if (closed) return;
          interruptions.push(`error: ${err instanceof Error ? err.message : describeError(err)}`);
          setTimeout(start, 200);
        },
        complete: () => {
          if (closed) return;
          interruptions.push('complete');
          setTimeout(start, 200);
        },
      },
    );
  };
  start();
  return {
    received,
    interruptions,
    connected,
    until(predicate, timeoutMs) {
      if (predicate(received)) return Promise.resolve(true);
      return new Promise((resolveUntil) => {
        const check = () => {
          if (!predicate(received)) return;
          watchers.delete(check);
          clearTimeout(timer);
          resolveUntil(true);
        };
        const timer = setTimeout(() => {
          watchers.delete(check);
          resolveUntil(false);
        }, timeoutMs);
        watchers.add(check);
      });
    },
    async close() {
      closed = true;
      try {
        unsubscribe();
        await client.dispose();
      } catch {
        // the server is gone already
      }
    },
  };
}

/** A core-api event stream (GET /api/events/stream) held open; resolves once its `ready` event arrived. */
export async function openEventStream(core: Service, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${core.url}/api/events/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`event stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const ready = (async () => {
    while (!buffer.includes('event: ready')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('event stream ended before ready');
      buffer += decoder.decode(value, { stream: true });
    }
  })();
  await ready;
  // Keep reading so the stream flows; note when the server ends it.
  const drained = (async () => {
    try {
      for (;;) {
        const { done } = await reader.read();
        if (done) break;
      }
    } catch {
      // aborted or reset
    }
    ended = true;
  })();
  return {
    get ended() {
      return ended;
    },
    drained,
    close: () => controller.abort(),
  };
}
