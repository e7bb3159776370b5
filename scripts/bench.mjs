// `npm run bench`: seeds a bench database on the PostgreSQL server (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres → a fresh database `sitebase_bench`) through core-api's real
// models, starts core-api and the BFF from their builds as child processes on loopback ports, and measures with
// autocannon, each for a fixed time after a warm-up: (a) the REST project list with and without search, (f) the
// floor for the same page (scripts/bench/floor.mjs: node:http + pg running core-api's own captured SQL), (s) the
// list in a company of 100,000 projects at 1 connection, (b) the BFF `projects` query for the same page and
// fields, (c) the BFF project detail with team, visible notes and stats, (d) sign-in (REST and BFF), (l) the live
// main board at 1 and 50 subscribers while 5 changes a second are written (scripts/bench/live.mjs), (n) a note's
// notification reaching a listening teammate (scripts/bench/notify.mjs). It also counts the SQL statements each operation runs at 10 items and at
// the largest size (proving no N+1), sizes each route's first-load JavaScript (gzip) and runs Lighthouse on `/`
// and `/login` (scripts/audit-web.mjs). Prints one table and writes the same as JSON to bench/results/.
//
// Flags: --duration=S (seconds per measurement, default 8; BENCH_DURATION), --warmup=S (default 2),
// --connections=N (default 10), --reuse (keep the database and reuse its data next time),
// --no-lighthouse, --no-web, --no-build (measure the existing dist even when stale), --profile=DIR (core-api,
// the BFF and the floor each write a V8 CPU profile of the run to DIR). Otherwise it builds first when a
// workspace's dist is older than its sources.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { needsBuild, root, run, waitForHttp } from './lib.mjs';
import {
  BENCH_PASSWORD,
  BIG_COMPANY,
  LARGE_PROJECT_NAME,
  SCALE_ADMIN,
  SCALE_PROJECTS,
  SMALL_PROJECT_NAME,
  isSeeded,
  seedBench,
  seedScale,
} from './bench/seed.mjs';
import { PUBLIC_ROUTES, measureNavigation, measureRoutes } from './bench/web.mjs';
import { MODULE_ROWS, loadModuleLists, seedModuleLists } from './bench/lists.mjs';
import { measureLiveBoard } from './bench/live.mjs';
import { measureNotificationDelivery } from './bench/notify.mjs';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    reuse: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const DURATION = Number(flags.duration);
const WARMUP = Number(flags.warmup);
const CONNECTIONS = Number(flags.connections);
const CORE_PORT = Number(process.env.BENCH_CORE_API_PORT ?? 4410);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? CORE_PORT + 1);
// 3300 is the port scripts/audit-web.mjs audits: Lighthouse then runs against this very stack (production mode,
// the same web snapshot) instead of starting another one.
const AUDIT_PORT = 3300;
const BFF_PORT = Number(process.env.BENCH_PORT ?? AUDIT_PORT);
const DB_NAME = process.env.BENCH_DB ?? 'sitebase_bench';
const JWT_SECRET = 'bench-only-secret-not-for-production-0123456789';
const GOALS = {
  ratio: 0.7,
  floorRatio: 0.7,
  listReqPerS: 500,
  listP95Ms: 25,
  scaleP95Ratio: 1.5,
  dashboardP95Ms: 50,
  // Issue 40 (decision 0085): the CVR of one project's month and of the company's, 10,000 projects, 1 connection.
  cvrProjectP95Ms: 200,
  cvrCompanyP95Ms: 2000,
  // A list search at 1 connection, flat in company size (issue 36, decision 0069).
  searchP95Ms: 10,
  // Issue 36: the dashboard at 10,000 projects, 1 connection, and the BFF project detail.
  dashboardStatements: 12,
  dashboardP95Ms1Connection: 15,
  detailStatements: 10,
  // Half the detail's core-api + PostgreSQL CPU per request when issue 36 was filed (8.9 + 9.0 ms).
  detailCpuMs: (8.9 + 9.0) / 2,
  // Live board (decision 0070): CPU per change at 50 subscribers against 1, and delivery p95.
  liveCpuRatio: 1.5,
  liveDeliveryP95Ms: 1000,
  // A note reaches a teammate's screen within 2 s (decision 0093: measured here, not by a browser test's clock).
  notificationDeliveryP95Ms: 2000,
  landingGzipBytes: 170 * 1024,
  // Issue 36: the BFF's own CPU per list request at most core-api's for the same request, and the BFF list at
  // least half the REST list's throughput at the CPU ceiling (2 CPUs / total CPU per request, load-independent).
  bffCpuVsCoreApi: 1,
  bffCeilingRatio: 0.5,
  // Issue 36: every public route's first load, every signed-in route's, and a signed-in cold load until content.
  publicGzipBytes: 170 * 1024,
  signedInGzipBytes: 250 * 1024,
  signedInShownMs: 1000,
  lighthousePerformance: 95,
};

const log = (...args) => console.log(...args);
const dist = (ws, file) => pathToFileURL(join(root, ws, 'dist', file)).href;

// ---------------------------------------------------------------------------------------------------------
// Database

function databaseUrls() {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const bench = new URL(base.href);
  bench.pathname = `/${DB_NAME}`;
  return { admin: base.href, bench: bench.href };
}

async function prepareDatabase(adminUrl, reuse) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
    if (rowCount && !reuse) await client.query(`DROP DATABASE "${DB_NAME}" WITH (FORCE)`);
    if (!rowCount || !reuse) await client.query(`CREATE DATABASE "${DB_NAME}"`);
  } finally {
    await client.end();
  }
}

async function dropDatabase(adminUrl) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Processes

function startChild(name, entry, env) {
  // --profile=DIR: each server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = flags.profile
    ? [`--cpu-prof`, `--cpu-prof-dir=${flags.profile}`, `--cpu-prof-name=${name}.cpuprofile`]
    : [];
  const child = spawn(process.execPath, [...profile, join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  child.describe = () => `${name} exited (${child.exitCode ?? child.signalCode}): ${stderr.trim()}`;
  return child;
}

async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function listen(app) {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

// ---------------------------------------------------------------------------------------------------------
// HTTP helpers

async function restJson(base, path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function gql(base, query, variables, token) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json() };
}

// ---------------------------------------------------------------------------------------------------------
// GraphQL selections built from the BFF's own schema, so "the same fields" follows the schema as it grows.

async function selections(restProject) {
  const graphql = await import('graphql');
  const { buildBffSchema } = await import(dist('bff', 'lib/schema.js'));
  const { modules } = await import(dist('bff', 'modules/index.js'));
  const schema = await buildBffSchema(modules);
  const { getNamedType, isObjectType, isLeafType } = graphql;

  const leaves = (type, depth = 1) =>
    Object.values(type.getFields())
      .filter((f) => f.args.every((a) => !graphql.isNonNullType(a.type)))
      .map((f) => {
        const named = getNamedType(f.type);
        if (isLeafType(named)) return f.name;
        if (depth > 0 && isObjectType(named)) return `${f.name} { ${leaves(named, depth - 1)} }`;
        return null;
      })
      .filter(Boolean)
      .join(' ');

  const project = schema.getType('Project');
  const query = schema.getQueryType().getFields();
  if (!project || !query.projects || !query.project) return null;
  const fields = project.getFields();
  // REST keys that GraphQL exposes under another name (the REST string became an object resolver there).
  const renamed = { folder_status: 'folder_state' };
  const listFields = Object.keys(restProject)
    .map((key) => {
      const value = restProject[key];
      const name =
        fields[key] && (isLeafType(getNamedType(fields[key].type)) || typeof value === 'object')
          ? key
          : renamed[key];
      if (!name || !fields[name]) return null;
      const named = getNamedType(fields[name].type);
      return isObjectType(named) ? `${name} { ${leaves(named, 0)} }` : name;
    })
    .filter(Boolean);
  const sub = (name) => (fields[name] ? `${name} { ${leaves(getNamedType(fields[name].type), 1)} }` : null);
  const detailExtra = ['team', 'notes', 'stats'].map(sub);
  if (detailExtra.some((s) => !s)) return null;
  return {
    list: `query BenchProjects($page: Int, $size: Int, $search: String) {
      projects(page: $page, size: $size, search: $search) { items { ${listFields.join(' ')} } total page size pages }
    }`,
    detail: `query BenchProject($id: ID!) {
      project(id: $id) { ${listFields.join(' ')} ${detailExtra.join(' ')} }
    }`,
    login: `mutation BenchLogin($input: LoginInput!) { login(input: $input) { access_token } }`,
    listFieldCount: listFields.length,
    restFieldCount: Object.keys(restProject).length,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Load

function percentile(sorted, p) {
  if (!sorted.length) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

function cannon(opts, duration, graphql, connections = CONNECTIONS) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const counts = { graphqlErrors: 0 };
    // GraphQL answers errors with status 200: look into the body so they count as errors too.
    const request = graphql
      ? {
          requests: [
            {
              method: opts.method,
              body: opts.body,
              headers: opts.headers,
              onResponse: (_status, body) => {
                if (body.includes('"errors"')) counts.graphqlErrors += 1;
              },
            },
          ],
          url: opts.url,
        }
      : opts;
    const instance = autocannon({ connections, duration, ...request }, (err, result) =>
      err ? reject(err) : resolve({ result, latencies, counts }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

// ---------------------------------------------------------------------------------------------------------
// CPU per request: where a row's time goes on this machine's two cores. Linux's /proc/<pid>/stat (utime +
// stime, in clock ticks of 10 ms) for each server and the PostgreSQL backends of the bench database; the bench's
// own process is the load generator.

function procCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * The backends serving the bench database (pg_stat_activity), refreshed before each snapshot: the server is
 * shared with other work on this machine, whose backends are not this bench's cost. Null: every process.
 */
let benchBackends = null;
let backendsUrl = null;
async function refreshBackends() {
  if (!backendsUrl) return;
  const client = new pg.Client({ connectionString: backendsUrl });
  try {
    await client.connect();
    const { rows } = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [DB_NAME],
    );
    benchBackends = new Set(rows.map((r) => String(r.pid)));
  } catch {
    benchBackends = null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Every PostgreSQL process's CPU so far (of the bench's backends when known), by pid. */
function postgresCpu() {
  const byPid = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    if (benchBackends && !benchBackends.has(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const ms = procCpuMs(pid);
    if (ms !== null) byPid.set(pid, ms);
  }
  return byPid;
}

/** Named processes to account for (name → pid), set once the servers run. */
const cpuAccounts = new Map();

/** A snapshot after refreshing which PostgreSQL backends are the bench's. */
async function cpuSnapshotOfBench() {
  await refreshBackends();
  return cpuSnapshot();
}

function cpuSnapshot() {
  if (!existsSync('/proc/self/stat')) return null;
  const own = process.cpuUsage();
  const snap = { 'load generator': (own.user + own.system) / 1000, PostgreSQL: postgresCpu() };
  for (const [name, pid] of cpuAccounts) snap[name] = procCpuMs(pid);
  return snap;
}

function cpuPerRequest(before, after, requests) {
  if (!before || !after || !requests) return null;
  const out = {};
  for (const name of Object.keys(after)) {
    if (name === 'PostgreSQL') {
      // Processes that ended during the window take their last ticks with them; new ones count from zero.
      let ms = 0;
      for (const [pid, now] of after.PostgreSQL) ms += Math.max(0, now - (before.PostgreSQL.get(pid) ?? 0));
      out[name] = Math.round((ms / requests) * 100) / 100;
      continue;
    }
    if (before[name] === null || after[name] === null || before[name] === undefined) continue;
    out[name] = Math.round(((after[name] - before[name]) / requests) * 100) / 100;
  }
  return out;
}

async function load(op) {
  const connections = op.connections ?? CONNECTIONS;
  await cannon(op.request, op.warmup ?? WARMUP, op.graphql, connections);
  // Autocannon abandons the warm-up's in-flight requests but the server still works them off (slow ones such
  // as argon2 sign-ins would eat the measured window): one awaited request queues behind them and drains it.
  await fetch(op.request.url, {
    method: op.request.method ?? 'GET',
    headers: op.request.headers,
    body: op.request.body,
  });
  const cpuBefore = await cpuSnapshotOfBench();
  const { result, latencies, counts } = await cannon(op.request, DURATION, op.graphql, connections);
  const cpuAfter = await cpuSnapshotOfBench();
  latencies.sort((a, b) => a - b);
  const completed = result.requests.total;
  return {
    cpu_ms_per_request: cpuPerRequest(cpuBefore, cpuAfter, completed),
    req_per_s: Math.round((completed / DURATION) * 10) / 10,
    p50_ms: percentile(latencies, 50),
    p95_ms: percentile(latencies, 95),
    p99_ms: percentile(latencies, 99),
    requests: completed,
    errors: result.errors + result.timeouts + result.non2xx + counts.graphqlErrors,
    non2xx: result.non2xx,
    graphql_errors: counts.graphqlErrors,
  };
}

/**
 * Times `fn` one call at a time, in this process, for DURATION seconds after WARMUP (what has no HTTP route of
 * its own: the dashboard computed afresh, as the first request after a change computes it).
 */
async function timeInProcess(fn) {
  const until = (s) => performance.now() + s * 1000;
  for (const end = until(WARMUP); performance.now() < end;) await fn();
  const latencies = [];
  let errors = 0;
  for (const end = until(DURATION); performance.now() < end;) {
    const t0 = performance.now();
    try {
      await fn();
    } catch {
      errors += 1;
    }
    latencies.push(Math.round((performance.now() - t0) * 100) / 100);
  }
  latencies.sort((a, b) => a - b);
  return {
    req_per_s: Math.round((latencies.length / DURATION) * 10) / 10,
    p50_ms: percentile(latencies, 50),
    p95_ms: percentile(latencies, 95),
    p99_ms: percentile(latencies, 99),
    requests: latencies.length,
    errors,
  };
}

// ---------------------------------------------------------------------------------------------------------
// SQL statements per operation, on an in-process core-api + BFF whose Sequelize counts every statement.

async function countStatements(counter, fn, repeats = 3) {
  const seen = [];
  for (let i = 0; i < repeats; i++) {
    counter.n = 0;
    const t0 = performance.now();
    const items = await fn();
    const ms = performance.now() - t0;
    // Statements a handler starts after answering (none expected) still land in this window.
    await new Promise((r) => setTimeout(r, 20));
    seen.push({ statements: counter.n, items, ms });
  }
  const last = seen[seen.length - 1];
  return {
    statements: last.statements,
    items: last.items,
    stable: seen.every((s) => s.statements === last.statements),
    // One request at a time on the in-process stack: the latency without queueing.
    sequential_ms: Math.round(Math.min(...seen.map((s) => s.ms)) * 10) / 10,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Output

function fmt(v, digits = 1) {
  if (v === null || v === undefined) return 'n/a';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(digits);
  return String(v);
}

function table(head, rows) {
  const cells = rows.map((r) => r.map((c) => fmt(c)));
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (cols) =>
    cols.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

function newestLighthouse(since) {
  const dir = join(root, 'bench/results');
  const files = readdirSync(dir)
    .filter((f) => f.startsWith('lighthouse-') && f.endsWith('.json'))
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return files[0] ? { file: files[0], data: JSON.parse(readFileSync(files[0], 'utf8')) } : null;
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const stale =
    ['shared', 'core-api', 'bff'].some((ws) => needsBuild(ws)) || needsBuild('web', 'dist', 'index.html');
  if (stale && flags['no-build'])
    log('Warning: a dist is older than its sources; measuring it anyway (--no-build).');
  else if (stale) {
    log('Building (a dist is older than its sources)…');
    if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('npm run build failed');
  }

  const urls = databaseUrls();
  backendsUrl = urls.admin;
  await prepareDatabase(urls.admin, flags.reuse);
  const dataDir = mkdtempSync(join(tmpdir(), 'sitebase-bench-'));
  process.env.DATA_DIR = dataDir;
  // A snapshot of the web build: the BFF serves it and the sizes are read from it, so a rebuild elsewhere in
  // the tree during the run cannot change what is measured.
  const webDist = join(dataDir, 'web-dist');
  cpSync(join(root, 'web/dist'), webDist, { recursive: true });
  // Whatever happens below, the bench database (unless --reuse) and the temporary directory go.
  try {
    const { createSequelize } = await import(dist('core-api', 'db/sequelize.js'));
    const { runMigrations } = await import(dist('core-api', 'db/migrate.js'));
    const models = await import(dist('core-api', 'models/index.js'));
    const { registerModels } = await import(dist('core-api', 'app.js'));
    const { hashPassword } = await import(dist('core-api', 'lib/passwords.js'));
    const counter = { n: 0 };
    const open = async () => {
      const db = createSequelize(urls.bench, {
        poolMax: 5,
        logging: (sql) => {
          counter.n += 1;
          counter.capture?.push(sql.replace(/^Executing \([^)]*\): /, ''));
        },
      });
      // Every module's models too (core-api's createApp would find the core ones already bound and stop there).
      registerModels(db);
      await runMigrations(db);
      return db;
    };
    let sequelize = await open();

    let seeded = null;
    const seedStart = Date.now();
    if (flags.reuse && (await isSeeded(models))) {
      log(`Reusing the seeded database ${DB_NAME}.`);
    } else {
      if (flags.reuse) {
        // Missing or left half-seeded by an interrupted run: start it again from empty.
        await sequelize.close();
        await prepareDatabase(urls.admin, false);
        sequelize = await open();
      }
      seeded = await seedBench(models, { hashPassword, sequelize });
    }
    // The scale row's company (100,000 projects), kept by --reuse like the rest.
    await seedScale(sequelize);
    const seedSeconds = (Date.now() - seedStart) / 1000;

    const children = [];
    const servers = [];
    const results = { operations: [], sql: [], web: null, lighthouse: null, notes: [] };
    try {
      // Load targets: the real entry points, as production runs them.
      const CORE = `http://127.0.0.1:${CORE_PORT}`;
      const BFF = `http://127.0.0.1:${BFF_PORT}`;
      const core = startChild('core-api', 'core-api/dist/index.js', {
        DATABASE_URL: urls.bench,
        CORE_API_PORT: String(CORE_PORT),
        JWT_SECRET,
        DATA_DIR: dataDir,
        SEED: 'false',
        NODE_ENV: 'production',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        LOGIN_RATE_LIMIT_IP: '100000000/60',
        LOGIN_RATE_LIMIT_ACCOUNT: '100000000/60',
      });
      children.push(core);
      cpuAccounts.set('core-api', core.pid);
      if (!(await waitForHttp(`${CORE}/api/ready`, 60_000, () => core.exitCode === null))) {
        throw new Error(core.describe());
      }
      const bff = startChild('bff', 'bff/dist/index.js', {
        PORT: String(BFF_PORT),
        CORE_API_URL: `${CORE}/api`,
        JWT_SECRET,
        NODE_ENV: 'production',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        WEB_DIST: webDist,
        // One signed-in user drives the load: the per-user /graphql limit would answer 429 instead.
        GRAPHQL_RATE_LIMIT: '100000000/60',
      });
      children.push(bff);
      cpuAccounts.set('BFF', bff.pid);
      if (!(await waitForHttp(`${BFF}/health`, 60_000, () => bff.exitCode === null)))
        throw new Error(bff.describe());

      // Counting stack, in-process on the same database.
      const { createApp } = await import(dist('core-api', 'app.js'));
      const { createLogger } = await import(dist('core-api', 'lib/logger.js'));
      const coreApp = createApp({
        sequelize,
        jwtSecret: JWT_SECRET,
        logger: createLogger(process.env.BENCH_INPROC_LOG_LEVEL ?? 'silent'),
        trustProxy: 'loopback',
        loginRateLimit: {
          ip: { points: 100_000_000, durationSeconds: 60 },
          account: { points: 100_000_000, durationSeconds: 60 },
        },
      });
      const coreServer = await listen(coreApp);
      servers.push(coreServer);
      const COUNT_CORE = `http://127.0.0.1:${coreServer.address().port}`;
      const { createBffApp } = await import(dist('bff', 'app.js'));
      const bffApp = await createBffApp({
        coreApiUrl: `${COUNT_CORE}/api`,
        jwtSecret: JWT_SECRET,
        nodeEnv: 'production',
        logLevel: 'silent',
        graphqlRateLimit: { points: 100_000_000, durationSeconds: 60 },
        webDist: join(dataDir, 'no-web'),
      });
      const bffServer = await listen(bffApp);
      servers.push(bffServer);
      const COUNT_BFF = `http://127.0.0.1:${bffServer.address().port}`;
      // The dashboard's computation itself, in-process on the counting connection (the route caches it).
      const { DashboardService } = await import(dist('core-api', 'modules/dashboards/dashboards.service.js'));
      const { gatherContributions } = await import(dist('core-api', 'kit/module.js'));
      const { MODULES } = await import(dist('core-api', 'modules/index.js'));
      const dashboards = new DashboardService({ contributions: gatherContributions(MODULES), sequelize });
      const freshBoard = (user) => async () =>
        (await dashboards.board({ userId: user.id, companyId: user.company_id, role: user.role }, 'main'))
          .figures.length;
      // The widget figures computed afresh (GET /dashboard/figures keeps an answer per question like a board).
      const freshFigures = (user, question) => async () =>
        (
          await dashboards.figures(
            { userId: user.id, companyId: user.company_id, role: user.role },
            { period: 'this_tax_year', ...question },
          )
        ).figures.length;

      // Signed in as the big company's admin (sees every project and every note).
      const credentials = { email: 'admin@bench01.example', password: BENCH_PASSWORD };
      const signIn = await restJson(CORE, '/api/auth/login', { method: 'POST', body: credentials });
      if (signIn.status !== 200)
        throw new Error(`bench sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
      const token = signIn.body.access_token;
      const auth = { authorization: `Bearer ${token}` };
      const company = await models.Company.findOne({ where: { name: BIG_COMPANY }, logging: false });
      const scaleAdmin = await models.User.findOne({ where: { email: SCALE_ADMIN }, logging: false });
      const small = await models.Project.findOne({
        where: { company_id: company.id, name: SMALL_PROJECT_NAME },
        logging: false,
      });
      const large = await models.Project.findOne({
        where: { company_id: company.id, name: LARGE_PROJECT_NAME },
        logging: false,
      });

      // A typical project (random team and notes, like most of the 10,000) for the detail load test.
      const typical = await models.Project.findOne({
        where: { company_id: company.id, project_number: 'P-0003' },
        logging: false,
      });
      const [typicalTeam, typicalNotes] = await Promise.all([
        models.ProjectTeamMember.count({ where: { project_id: typical.id }, logging: false }),
        models.ProjectNote.count({ where: { project_id: typical.id }, logging: false }),
      ]);

      // Each module's main list at volume (scripts/bench/lists/*.mjs), in the big company.
      const moduleLists = await loadModuleLists();
      const benchAdmin = await models.User.findOne({ where: { email: credentials.email }, logging: false });
      await seedModuleLists(urls.bench, moduleLists, company.id, benchAdmin.id, log);
      // What autovacuum does on a live database (it is on by default, and in docker-compose.yml's PostgreSQL),
      // before anything is measured: statistics, the visibility map that index-only scans rely on, and the GIN
      // indexes' pending lists merged. A server run with autovacuum off (as CI's may be) would otherwise be
      // measured as no production database is. Every run: the previous run's writes leave work for it too.
      await sequelize.query('VACUUM (ANALYZE)', { logging: false });

      // The floor: the very statements the in-process core-api runs for the list page (its Sequelize log), served
      // by a bare node:http + pg child process (scripts/bench/floor.mjs) with the same token check.
      counter.capture = [];
      const captured = await restJson(COUNT_CORE, '/api/projects?page=1&size=20', { token });
      const statements = counter.capture;
      counter.capture = null;
      if (captured.status !== 200 || statements.length < 2) {
        throw new Error(
          `could not capture the list's SQL: ${captured.status}, ${statements.length} statements`,
        );
      }
      const floorFile = join(dataDir, 'floor-statements.json');
      writeFileSync(
        floorFile,
        JSON.stringify({ auth: statements[0], parallel: statements.slice(1), page: 1, size: 20 }),
      );
      results.floor_sql = statements;
      const floor = startChild('floor', 'scripts/bench/floor.mjs', {
        DATABASE_URL: urls.bench,
        PORT: String(FLOOR_PORT),
        JWT_SECRET,
        FLOOR_STATEMENTS: floorFile,
      });
      children.push(floor);
      cpuAccounts.set('floor', floor.pid);
      const FLOOR = `http://127.0.0.1:${FLOOR_PORT}`;
      if (!(await waitForHttp(`${FLOOR}/health`, 30_000, () => floor.exitCode === null)))
        throw new Error(floor.describe());
      const floorProbe = await restJson(FLOOR, '/api/projects?page=1&size=20', { token });
      if (floorProbe.status !== 200 || floorProbe.body.items.length !== 20)
        throw new Error(
          `floor answered ${floorProbe.status}: ${JSON.stringify(floorProbe.body).slice(0, 300)}`,
        );

      // The scale row: the same list in a company of 100,000 projects, signed in as its admin.
      const scaleSignIn = await restJson(CORE, '/api/auth/login', {
        method: 'POST',
        body: { email: SCALE_ADMIN, password: BENCH_PASSWORD },
      });
      if (scaleSignIn.status !== 200) throw new Error(`scale sign-in failed: ${scaleSignIn.status}`);
      const scaleAuth = { authorization: `Bearer ${scaleSignIn.body.access_token}` };
      const scalePage = await restJson(CORE, '/api/projects?page=1&size=20', {
        token: scaleSignIn.body.access_token,
      });
      if (scalePage.body?.total !== SCALE_PROJECTS)
        throw new Error(`scale list answered total=${scalePage.body?.total}`);

      const firstPage = await restJson(CORE, '/api/projects?page=1&size=20', { token });
      if (firstPage.status !== 200 || firstPage.body.total < 10_000) {
        throw new Error(`unexpected list answer: ${firstPage.status} total=${firstPage.body?.total}`);
      }
      const sel = await selections(firstPage.body.items[0]);
      let bffReason = null;
      if (!sel) bffReason = 'the BFF schema has no projects/project query with team, notes and stats';
      else {
        const probe = await gql(BFF, sel.detail, { id: large.id }, token);
        const probeList = await gql(BFF, sel.list, { page: 1, size: 20 }, token);
        const err = probe.body.errors?.[0] ?? probeList.body.errors?.[0];
        if (err) bffReason = `the BFF answered an error: ${err.message}`;
      }
      if (bffReason) results.notes.push(`(b)/(c) not available: ${bffReason}`);

      const gqlRequest = (query, variables) => ({
        url: `${BFF}/graphql`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const SEARCH = 'river';
      const ops = [
        {
          id: 'a1',
          name: '(a) REST GET /api/projects?page=1&size=20',
          // Each server's first row warms it as long as b1 warms the BFF (below), so that a1 against f1
          // (core_vs_floor) compares two warm processes, as a long-running server is: a1 and f1 are the first
          // requests core-api and the floor serve. After 2 s core-api cost 1.31 ms of CPU a list, warm 0.98.
          warmup: WARMUP + 2 * (WARMUP + DURATION),
          request: { url: `${CORE}/api/projects?page=1&size=20`, headers: auth },
        },
        {
          // Latency without queueing: one request at a time, so the machine's two cores (shared with the load
          // generator and PostgreSQL) do not turn throughput limits into waiting time.
          id: 'a1c1',
          name: '(a) REST same, 1 connection (latency)',
          connections: 1,
          request: { url: `${CORE}/api/projects?page=1&size=20`, headers: auth },
        },
        {
          id: 'f1',
          name: '(f) floor: node:http + pg, same SQL and token check',
          warmup: WARMUP + 2 * (WARMUP + DURATION),
          request: { url: `${FLOOR}/api/projects?page=1&size=20`, headers: auth },
        },
        {
          id: 'f1c1',
          name: '(f) floor same, 1 connection (latency)',
          connections: 1,
          request: { url: `${FLOOR}/api/projects?page=1&size=20`, headers: auth },
        },
        {
          id: 's1c1',
          name: `(s) REST list, ${SCALE_PROJECTS.toLocaleString('en-GB')} projects, 1 connection`,
          connections: 1,
          request: { url: `${CORE}/api/projects?page=1&size=20`, headers: scaleAuth },
        },
        {
          // The search at 100,000 projects, one request at a time: its cost follows the matches read, not the
          // company's size (company-scoped trigram indexes, decision 0069).
          id: 's2c1',
          name: `(s) REST search=${SEARCH}, ${SCALE_PROJECTS.toLocaleString('en-GB')} projects, 1 connection`,
          connections: 1,
          request: { url: `${CORE}/api/projects?page=1&size=20&search=${SEARCH}`, headers: scaleAuth },
        },
        {
          id: 'a2',
          name: `(a) REST same, search=${SEARCH}`,
          request: { url: `${CORE}/api/projects?page=1&size=20&search=${SEARCH}`, headers: auth },
        },
        {
          id: 'b1',
          graphql: true,
          name: '(b) BFF projects(page 1, size 20)',
          // The BFF's CPU per request is compared with core-api's in this row (bff_cpu_vs_core_api_list), so both
          // are measured warm: by now core-api has served the same list through rows a1 and a1c1 (two warm-ups
          // and two measurements), the BFF nothing but a probe. Its warm-up here is as long, so that V8's
          // optimised code and the compiled query are in place in both processes rather than only in one
          // (decision 0071: the same BFF cost 1.3–1.8× more CPU per request after a 2 s warm-up than after 12 s).
          warmup: WARMUP + 2 * (WARMUP + DURATION),
          request: sel && !bffReason ? gqlRequest(sel.list, { page: 1, size: 20 }) : null,
        },
        {
          id: 'b2',
          graphql: true,
          name: `(b) BFF same, search "${SEARCH}"`,
          request: sel && !bffReason ? gqlRequest(sel.list, { page: 1, size: 20, search: SEARCH }) : null,
        },
        {
          id: 'c',
          graphql: true,
          name: `(c) BFF project detail (team ${typicalTeam}, ${typicalNotes} notes, stats)`,
          request: sel && !bffReason ? gqlRequest(sel.detail, { id: typical.id }) : null,
        },
        {
          id: 'd1',
          name: '(d) sign-in, REST POST /api/auth/login',
          request: {
            url: `${CORE}/api/auth/login`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(credentials),
          },
        },
        {
          id: 'd2',
          graphql: true,
          name: '(d) sign-in, BFF login mutation',
          request: sel ? gqlRequest(sel.login, { input: credentials }) : null,
        },
        ...moduleLists.map((m) => ({
          id: `m:${m.name}`,
          name: `(m) REST ${m.name}, ${MODULE_ROWS.toLocaleString('en-GB')} rows`,
          request: { url: `${CORE}${m.path}`, headers: auth },
        })),
        // A module list's search at 10,000 rows, one request at a time (the lists that declare `search`).
        ...moduleLists
          .filter((m) => m.search)
          .map((m) => ({
            id: `ms:${m.name}`,
            name: `(m) REST ${m.name} search="${new URL(m.search, CORE).searchParams.get('search')}", ${MODULE_ROWS.toLocaleString('en-GB')} rows, 1 connection`,
            connections: 1,
            request: { url: `${CORE}${m.search}`, headers: auth },
          })),
        {
          id: 'dash',
          name: '(m) REST GET /api/dashboard, 10,000 projects, 1 connection',
          connections: 1,
          request: { url: `${CORE}/api/dashboard`, headers: auth },
        },
        {
          id: 'dashS',
          name: `(m) REST GET /api/dashboard, ${SCALE_PROJECTS.toLocaleString('en-GB')} projects, 1 connection`,
          connections: 1,
          request: { url: `${CORE}/api/dashboard`, headers: scaleAuth },
        },
        // The widget figures (decision 0083): every figure over this tax year, the company's and by project.
        {
          id: 'wfig',
          name: '(m) REST GET /api/dashboard/figures?period=this_tax_year&by_project=true, 10,000 projects, 1 connection',
          connections: 1,
          request: {
            url: `${CORE}/api/dashboard/figures?period=this_tax_year&by_project=true`,
            headers: auth,
          },
        },
        {
          id: 'wfigS',
          name: `(m) REST GET /api/dashboard/figures?period=this_tax_year, ${SCALE_PROJECTS.toLocaleString('en-GB')} projects, 1 connection`,
          connections: 1,
          request: { url: `${CORE}/api/dashboard/figures?period=this_tax_year`, headers: scaleAuth },
        },
        // The CVR (decision 0085): one project's month, and the company's month (every project's figures, a page).
        {
          id: 'cvrP',
          name: '(m) REST GET /api/reports/cvr?project_id=…, 10,000 projects, 1 connection',
          connections: 1,
          request: { url: `${CORE}/api/reports/cvr?project_id=${typical.id}`, headers: auth },
        },
        {
          id: 'cvrC',
          name: '(m) REST GET /api/reports/cvr (the company), 10,000 projects, 1 connection',
          connections: 1,
          request: { url: `${CORE}/api/reports/cvr?page=1&size=20`, headers: auth },
        },
      ];

      for (const op of ops) {
        if (!op.request) {
          results.operations.push({ id: op.id, name: op.name, available: false, reason: bffReason });
          log(`${op.name}: not available`);
          continue;
        }
        log(`${op.name}: warm-up ${op.warmup ?? WARMUP}s, measure ${DURATION}s…`);
        const measured = await load(op);
        // The machine's 1-minute load average as the measurement ended (other work skews the figures).
        const load1 = Math.round(loadavg()[0] * 100) / 100;
        results.operations.push({ id: op.id, name: op.name, available: true, ...measured, load1 });
      }

      // The dashboard computed afresh, as the first request after a change computes it: REST GET /dashboard
      // answers from the board cache while nothing has changed (decision 0078), so the rows above time that.
      {
        const name =
          '(m) dashboard computed afresh (first request after a change), 10,000 projects, in-process';
        log(`${name}: warm-up ${WARMUP}s, measure ${DURATION}s…`);
        const measured = await timeInProcess(freshBoard(benchAdmin));
        const load1 = Math.round(loadavg()[0] * 100) / 100;
        results.operations.push({ id: 'dashF', name, available: true, ...measured, load1 });
      }
      // The widget figures likewise: the rows wfig and wfigS above answer from the kept answer.
      for (const [id, name, fn] of [
        [
          'wfigF',
          '(m) widget figures computed afresh, this tax year by project, 10,000 projects, in-process',
          freshFigures(benchAdmin, { by_project: true }),
        ],
        [
          'wfigSF',
          `(m) widget figures computed afresh, this tax year, ${SCALE_PROJECTS.toLocaleString('en-GB')} projects, in-process`,
          freshFigures(scaleAdmin, {}),
        ],
      ]) {
        log(`${name}: warm-up ${WARMUP}s, measure ${DURATION}s…`);
        const measured = await timeInProcess(fn);
        const load1 = Math.round(loadavg()[0] * 100) / 100;
        results.operations.push({ id, name, available: true, ...measured, load1 });
      }

      // Live board: 1 and 50 subscribers of the bench company's main board while 5 changes a second are written
      // (to a project no other row reads: P-0004).
      const liveProject = await models.Project.findOne({
        where: { company_id: company.id, project_number: 'P-0004' },
        logging: false,
      });
      results.live = [];
      for (const subscribers of [1, 50]) {
        log(`(l) live board, ${subscribers} subscriber(s), 5 changes/s for ${Math.max(DURATION, 4)}s…`);
        try {
          results.live.push(
            await measureLiveBoard({
              bffUrl: BFF,
              coreUrl: CORE,
              token,
              projectId: liveProject.id,
              subscribers,
              seconds: Math.max(DURATION, 4),
              cpu: cpuSnapshotOfBench,
              perChange: cpuPerRequest,
            }),
          );
        } catch (err) {
          results.notes.push(
            `live board (${subscribers}) failed: ${err instanceof Error ? err.message : String(err)}`,
          );
        }
      }

      // Notification delivery (decision 0093): the bench company's worker, on P-0004's team, listens on
      // `notificationAdded` while the admin adds 2 notes a second to it.
      {
        log(`(n) notification delivery, 2 notes/s for ${Math.max(DURATION, 4)}s…`);
        try {
          const worker = await models.User.findOne({
            where: { email: 'worker@bench01.example' },
            logging: false,
          });
          await models.ProjectTeamMember.findOrCreate({
            where: { project_id: liveProject.id, user_id: worker.id },
            defaults: { company_id: company.id, project_id: liveProject.id, user_id: worker.id },
            logging: false,
          });
          const workerSignIn = await restJson(CORE, '/api/auth/login', {
            method: 'POST',
            body: { email: 'worker@bench01.example', password: BENCH_PASSWORD },
          });
          if (workerSignIn.status !== 200) throw new Error(`worker sign-in answered ${workerSignIn.status}`);
          results.notify = await measureNotificationDelivery({
            bffUrl: BFF,
            coreUrl: CORE,
            authorToken: token,
            readerToken: workerSignIn.body.access_token,
            projectId: liveProject.id,
            seconds: Math.max(DURATION, 4),
          });
        } catch (err) {
          results.notes.push(
            `notification delivery failed: ${err instanceof Error ? err.message : String(err)}`,
          );
        }
      }

      // SQL statements per operation at 10 items and at the largest size the operation allows.
      const restList = (size, search) => async () => {
        const r = await restJson(
          COUNT_CORE,
          `/api/projects?page=1&size=${size}${search ? `&search=${search}` : ''}`,
          {
            token,
          },
        );
        if (r.status !== 200) throw new Error(`REST list answered ${r.status}`);
        return r.body.items.length;
      };
      const bffList = (size, search) => async () => {
        const r = await gql(COUNT_BFF, sel.list, { page: 1, size, search }, token);
        if (r.body.errors)
          throw new Error(`BFF: ${r.body.errors[0].message} ${JSON.stringify(r.body.errors[0].path)}`);
        return r.body.data.projects.items.length;
      };
      const bffDetail = (id) => async () => {
        const r = await gql(COUNT_BFF, sel.detail, { id }, token);
        if (r.body.errors)
          throw new Error(`BFF: ${r.body.errors[0].message} ${JSON.stringify(r.body.errors[0].path)}`);
        const p = r.body.data.project;
        return p.team.length + p.notes.length;
      };
      const restPath =
        (path, bearer, key = 'items') =>
        async () => {
          const r = await restJson(COUNT_CORE, path, { token: bearer });
          if (r.status !== 200) throw new Error(`REST ${path} answered ${r.status}`);
          return r.body[key].length;
        };
      const restLogin = async () => {
        const r = await restJson(COUNT_CORE, '/api/auth/login', { method: 'POST', body: credentials });
        if (r.status !== 200) throw new Error(`REST login answered ${r.status}`);
        return 1;
      };
      const sqlOps = [
        { id: 'a1', small: restList(10), large: restList(100) },
        { id: 'a2', small: restList(10, SEARCH), large: restList(100, SEARCH) },
        ...(sel && !bffReason
          ? [
              { id: 'b1', small: bffList(10), large: bffList(100) },
              { id: 'b2', small: bffList(10, SEARCH), large: bffList(100, SEARCH) },
              { id: 'c', small: bffDetail(small.id), large: bffDetail(large.id) },
            ]
          : []),
        { id: 'd1', small: restLogin, large: restLogin },
        ...moduleLists.map((m) => ({
          id: `m:${m.name}`,
          small: restPath(m.path.replace(/size=\d+/, 'size=10'), token),
          large: restPath(m.path.replace(/size=\d+/, 'size=100'), token),
        })),
        // The dashboard's "size" is the company's: 10,000 projects against 100,000.
        {
          id: 'dash',
          small: restPath('/api/dashboard', token, 'figures'),
          large: restPath('/api/dashboard', scaleSignIn.body.access_token, 'figures'),
        },
        // …and computed afresh (what the first request after a change runs).
        { id: 'dashF', small: freshBoard(benchAdmin), large: freshBoard(scaleAdmin) },
      ];
      // The in-process core-api asks the server's version once, on its first combined SELECT (batchedSelects,
      // decision 0070): one call of each operation first, so that one-off statement counts against none.
      // Both sizes: the REST dashboard then answers from its board cache at each (nothing changes in between).
      for (const op of sqlOps) {
        await op.small();
        await op.large();
      }
      for (const op of sqlOps) {
        const atSmall = await countStatements(counter, op.small);
        const atLarge = await countStatements(counter, op.large);
        results.sql.push({
          id: op.id,
          small: atSmall,
          large: atLarge,
          independent_of_size: atSmall.statements === atLarge.statements,
        });
      }

      // Web: first-load JS per route, public and signed in.
      if (!flags['no-web']) {
        try {
          log('Web: first-load JavaScript per route (Chromium, cold cache)…');
          const pub = await measureRoutes({
            baseUrl: BFF,
            webDist,
            routes: PUBLIC_ROUTES.map((path) => ({ path })),
          });
          const signedIn = await measureRoutes({
            baseUrl: BFF,
            webDist,
            routes: [
              '/app/dashboard',
              '/app/projects',
              `/app/projects/${large.id}`,
              '/app/enquiries',
              '/app/plant',
              '/app/materials',
              '/app/forms',
              '/app/labour',
              '/app/applications',
              '/app/users',
              '/app/settings',
              '/app/suppliers',
              '/app/profile',
              '/app/worker-dashboard',
              '/app/labour/my-timesheet',
              '/app/labour/setup',
            ].map((path) => ({
              path,
              label: path.replace(large.id, ':id'),
            })),
            session: { token, user: signIn.body.user },
          });
          log('Web: navigation from the project list to a project (Chromium)…');
          results.web = { shell: pub.shell, routes: [...pub.routes, ...signedIn.routes], navigation: [] };
          results.web.navigation.push(
            await measureNavigation({
              baseUrl: BFF,
              session: { token, user: signIn.body.user },
              from: '/app/projects',
              label: '/app/projects → /app/projects/:id',
              link: (page) => page.locator('a[href^="/app/projects/"]').first(),
            }),
          );
        } catch (err) {
          results.notes.push(`web measurement failed: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      if (!flags['no-lighthouse']) {
        log('Lighthouse on / and /login (scripts/audit-web.mjs)…');
        const since = Date.now();
        const code = await run(process.execPath, [join(root, 'scripts/audit-web.mjs')], {
          env: { ...process.env, ...(BFF_PORT === AUDIT_PORT ? { AUDIT_EXTERNAL_SERVER: '1' } : {}) },
        });
        const lh = newestLighthouse(since);
        results.lighthouse =
          code === 0 && lh ? { file: lh.file.slice(root.length + 1), pages: lh.data.pages } : null;
        if (!results.lighthouse)
          results.notes.push('Lighthouse did not produce a result (see its output above)');
      }
    } finally {
      for (const server of servers) await new Promise((r) => server.close(() => r()));
      for (const child of children.reverse()) await stopChild(child);
      await sequelize.close();
    }

    report(results, { seeded, seedSeconds, totalSeconds: (Date.now() - started) / 1000 });
  } finally {
    if (!flags.reuse) await dropDatabase(urls.admin).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(results, meta) {
  const byId = Object.fromEntries(results.operations.map((o) => [o.id, o]));
  const sqlById = Object.fromEntries(results.sql.map((s) => [s.id, s]));
  const ratio = (b, a) =>
    byId[b]?.available && byId[a]?.available
      ? Math.round((byId[b].req_per_s / byId[a].req_per_s) * 100) / 100
      : null;
  const ratios = {
    list: ratio('b1', 'a1'),
    search: ratio('b2', 'a2'),
    core_vs_floor: ratio('a1', 'f1'),
    core_vs_floor_1_connection: ratio('a1c1', 'f1c1'),
  };
  const p95Ratio = (a, b) =>
    byId[a]?.p95_ms && byId[b]?.p95_ms ? Math.round((byId[a].p95_ms / byId[b].p95_ms) * 100) / 100 : null;
  ratios.scale_p95_vs_10k = p95Ratio('s1c1', 'a1c1');
  // Each row's ratio, printed beside its figures: what it is compared with and how it compares.
  const versus = {
    a1: ratios.core_vs_floor === null ? '' : `${fmt(ratios.core_vs_floor, 2)}× floor req/s`,
    a1c1:
      ratios.core_vs_floor_1_connection === null
        ? ''
        : `${fmt(ratios.core_vs_floor_1_connection, 2)}× floor req/s`,
    s1c1: ratios.scale_p95_vs_10k === null ? '' : `p95 ${fmt(ratios.scale_p95_vs_10k, 2)}× 10k`,
    dash: byId.dash?.p95_ms ? `p95 goal ≤ ${GOALS.dashboardP95Ms} ms` : '',
    cvrP: byId.cvrP?.p95_ms ? `p95 goal ≤ ${GOALS.cvrProjectP95Ms} ms` : '',
    cvrC: byId.cvrC?.p95_ms ? `p95 goal ≤ ${GOALS.cvrCompanyP95Ms} ms` : '',
    s2c1: byId.s2c1?.p95_ms ? `p95 goal ≤ ${GOALS.searchP95Ms} ms` : '',
    ...Object.fromEntries(
      results.operations
        .filter((o) => o.id.startsWith('ms:') && o.p95_ms)
        .map((o) => [o.id, `p95 goal ≤ ${GOALS.searchP95Ms} ms`]),
    ),
    dashS: p95Ratio('dashS', 'dash') === null ? '' : `p95 ${fmt(p95Ratio('dashS', 'dash'), 2)}× 10k`,
    b1: ratios.list === null ? '' : `${fmt(ratios.list, 2)}× REST req/s`,
    b2: ratios.search === null ? '' : `${fmt(ratios.search, 2)}× REST req/s`,
  };

  const rows = results.operations.map((o) => {
    const s = sqlById[o.id];
    const sql = (x) => (x ? `${x.statements} (${x.items})` : 'n/a');
    return o.available
      ? [
          o.name,
          o.req_per_s,
          o.p50_ms,
          o.p95_ms,
          o.p99_ms,
          o.errors,
          versus[o.id] ?? '',
          fmt(o.load1, 2),
          sql(s?.small),
          sql(s?.large),
        ]
      : [o.name, 'not available', '', '', '', '', '', '', '', ''];
  });
  console.log('');
  console.log(
    `Bench: ${DURATION}s per operation after ${WARMUP}s warm-up, ${CONNECTIONS} connections unless said, ` +
      `loopback; load = 1-minute load average at the end of the row (2 CPUs); SQL = statements (items returned)`,
  );
  console.log(
    table(
      ['operation', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'ratio', 'load', 'SQL @10', 'SQL @max'],
      rows,
    ),
  );
  console.log(
    `\nRatios: core-api/floor ${fmt(ratios.core_vs_floor, 2)} (1 connection ${fmt(ratios.core_vs_floor_1_connection, 2)}), ` +
      `BFF/core-api list ${fmt(ratios.list, 2)}, search ${fmt(ratios.search, 2)}, ` +
      `p95 at ${SCALE_PROJECTS.toLocaleString('en-GB')} / 10,000 projects ${fmt(ratios.scale_p95_vs_10k, 2)}`,
  );
  const independent = results.sql.every((s) => s.independent_of_size && s.small.stable && s.large.stable);
  console.log(`SQL statements independent of list size: ${independent ? 'yes' : 'NO'}`);
  if (results.floor_sql) {
    console.log(`Floor runs core-api's own list SQL (${results.floor_sql.length} statements):`);
    for (const sql of results.floor_sql) console.log(`  ${sql.replace(/\s+/g, ' ').slice(0, 160)}…`);
  }

  // Where each row's CPU went (ms per request), and the throughput two cores allow at that cost.
  const withCpu = results.operations.filter((o) => o.available && o.cpu_ms_per_request);
  if (withCpu.length) {
    const names = ['load generator', 'core-api', 'BFF', 'floor', 'PostgreSQL'];
    console.log('');
    console.log(
      table(
        ['CPU ms per request', ...names, 'total', 'ceiling req/s (2 CPUs)'],
        withCpu.map((o) => {
          const c = o.cpu_ms_per_request;
          const total = names.reduce((sum, n) => sum + (c[n] ?? 0), 0);
          return [o.name, ...names.map((n) => fmt(c[n], 2)), fmt(total, 2), Math.round(2000 / total)];
        }),
      ),
    );
  }

  // The live board rows: CPU per change written (core-api + BFF + PostgreSQL) and delivery to each subscriber.
  const liveCpu = (row) =>
    row?.cpu_ms_per_change
      ? ['core-api', 'BFF', 'PostgreSQL'].reduce((sum, n) => sum + (row.cpu_ms_per_change[n] ?? 0), 0)
      : null;
  if (results.live?.length) {
    console.log('');
    console.log(
      table(
        [
          'live board (main), 5 changes/s',
          'changes',
          'pushes',
          'core-api ms/change',
          'BFF',
          'PostgreSQL',
          'total',
          'delivery p50 ms',
          'p95 ms',
          'max ms',
          'undelivered',
          'errors',
        ],
        results.live.map((r) => [
          `${r.subscribers} subscriber${r.subscribers === 1 ? '' : 's'}`,
          r.changes,
          r.pushes,
          fmt(r.cpu_ms_per_change?.['core-api'], 2),
          fmt(r.cpu_ms_per_change?.BFF, 2),
          fmt(r.cpu_ms_per_change?.PostgreSQL, 2),
          fmt(liveCpu(r), 2),
          r.delivery_p50_ms,
          r.delivery_p95_ms,
          r.delivery_max_ms,
          r.undelivered,
          r.errors,
        ]),
      ),
    );
  }
  if (results.notify) {
    const r = results.notify;
    console.log('');
    console.log(
      table(
        [
          'notification delivery, 2 notes/s',
          'notes',
          'delivery p50 ms',
          'p95 ms',
          'max ms',
          'undelivered',
          'errors',
        ],
        [
          [
            '1 listener',
            r.notes,
            r.delivery_p50_ms,
            r.delivery_p95_ms,
            r.delivery_max_ms,
            r.undelivered,
            r.errors,
          ],
        ],
      ),
    );
  }
  const live1 = results.live?.find((r) => r.subscribers === 1);
  const live50 = results.live?.find((r) => r.subscribers === 50);
  const liveRatio =
    liveCpu(live1) && liveCpu(live50) ? Math.round((liveCpu(live50) / liveCpu(live1)) * 100) / 100 : null;
  const liveP95 = results.live?.length
    ? Math.max(...results.live.map((r) => r.delivery_p95_ms ?? Infinity))
    : null;
  const detailCpu = byId.c?.cpu_ms_per_request
    ? Math.round(
        ((byId.c.cpu_ms_per_request['core-api'] ?? 0) + (byId.c.cpu_ms_per_request.PostgreSQL ?? 0)) * 100,
      ) / 100
    : null;

  let landing = null;
  let publicMax = null;
  let signedInMax = null;
  let signedInShown = null;
  if (results.web) {
    console.log('');
    console.log(
      table(
        ['route (first load)', 'scripts', 'gzip kB', 'beyond shell kB', 'after shown kB', 'shown ms (cold)'],
        results.web.routes.map((r) => [
          `${r.label}${r.signed_in ? ' (signed in)' : ''}`,
          r.scripts,
          r.gzip_bytes / 1024,
          r.beyond_shell_gzip_bytes / 1024,
          (r.after_shown_gzip_bytes ?? 0) / 1024,
          r.shown_ms ?? '—',
        ]),
      ),
    );
    for (const n of results.web.navigation ?? []) {
      console.log(
        `navigation ${n.label}: median ${n.median_ms} ms, worst ${n.worst_ms} ms (runs ${n.runs.join(', ')})`,
      );
    }
    landing = results.web.routes.find((r) => r.route === '/')?.gzip_bytes ?? null;
    // The worst route of each kind against its goal (issue 36). A route that never showed its content counts as
    // missed (shown_ms null → Infinity).
    const worst = (rows, pick) => (rows.length ? rows.reduce((a, b) => (pick(b) > pick(a) ? b : a)) : null);
    const pub = results.web.routes.filter((r) => !r.signed_in);
    const signed = results.web.routes.filter((r) => r.signed_in);
    publicMax = worst(pub, (r) => r.gzip_bytes);
    signedInMax = worst(signed, (r) => r.gzip_bytes);
    signedInShown = worst(signed, (r) => r.shown_ms ?? Infinity);
  }
  if (results.lighthouse) {
    console.log('');
    console.log(
      table(
        ['lighthouse (mobile)', 'performance', 'accessibility', 'best-practices', 'seo'],
        results.lighthouse.pages.map((p) => [
          p.page,
          p.scores.performance,
          p.scores.accessibility,
          p.scores['best-practices'],
          p.scores.seo,
        ]),
      ),
    );
  }

  // The BFF list (b1): its own CPU per request against core-api's in the same row, and its ceiling (2 CPUs over
  // the row's total CPU per request) against the REST list's (a1): throughput the machine allows, whatever the load.
  const cpuOf = (id) => byId[id]?.available && byId[id].cpu_ms_per_request;
  const ceiling = (c) => {
    const total = ['load generator', 'core-api', 'BFF', 'floor', 'PostgreSQL'].reduce(
      (t, n) => t + (c[n] ?? 0),
      0,
    );
    return total > 0 ? 2000 / total : null;
  };
  const b1Cpu = cpuOf('b1');
  const a1Cpu = cpuOf('a1');
  const bffCpu = {
    ratio:
      b1Cpu && b1Cpu.BFF != null && b1Cpu['core-api'] > 0
        ? Math.round((b1Cpu.BFF / b1Cpu['core-api']) * 100) / 100
        : null,
    ceilingRatio:
      b1Cpu && a1Cpu && ceiling(b1Cpu) && ceiling(a1Cpu)
        ? Math.round((ceiling(b1Cpu) / ceiling(a1Cpu)) * 100) / 100
        : null,
  };
  const goals = {
    core_vs_floor: {
      goal: `>= ${GOALS.floorRatio}`,
      value: ratios.core_vs_floor,
      met: ratios.core_vs_floor === null ? null : ratios.core_vs_floor >= GOALS.floorRatio,
    },
    list_req_per_s: {
      goal: `>= ${GOALS.listReqPerS}`,
      value: byId.a1?.req_per_s ?? null,
      met: byId.a1?.req_per_s == null ? null : byId.a1.req_per_s >= GOALS.listReqPerS,
    },
    scale_p95_vs_10k: {
      goal: `<= ${GOALS.scaleP95Ratio}`,
      value: ratios.scale_p95_vs_10k,
      met: ratios.scale_p95_vs_10k === null ? null : ratios.scale_p95_vs_10k <= GOALS.scaleP95Ratio,
    },
    bff_rest_ratio: {
      goal: `>= ${GOALS.ratio}`,
      value: ratios.list,
      met: ratios.list === null ? null : ratios.list >= GOALS.ratio,
    },
    list_p95_ms_1_connection: {
      goal: `<= ${GOALS.listP95Ms}`,
      value: byId.a1c1?.p95_ms ?? null,
      met: byId.a1c1?.p95_ms == null ? null : byId.a1c1.p95_ms <= GOALS.listP95Ms,
    },
    list_p95_ms: {
      goal: `<= ${GOALS.listP95Ms}`,
      value: byId.a1?.p95_ms ?? null,
      met: byId.a1?.p95_ms == null ? null : byId.a1.p95_ms <= GOALS.listP95Ms,
    },
    cvr_project_month_p95_ms: {
      goal: `<= ${GOALS.cvrProjectP95Ms}`,
      value: byId.cvrP?.p95_ms ?? null,
      met: byId.cvrP?.p95_ms == null ? null : byId.cvrP.p95_ms <= GOALS.cvrProjectP95Ms,
    },
    cvr_company_month_p95_ms: {
      goal: `<= ${GOALS.cvrCompanyP95Ms}`,
      value: byId.cvrC?.p95_ms ?? null,
      met: byId.cvrC?.p95_ms == null ? null : byId.cvrC.p95_ms <= GOALS.cvrCompanyP95Ms,
    },
    search_p95_ms_100k_projects: {
      goal: `<= ${GOALS.searchP95Ms}`,
      value: byId.s2c1?.p95_ms ?? null,
      met: byId.s2c1?.p95_ms == null ? null : byId.s2c1.p95_ms <= GOALS.searchP95Ms,
    },
    ...Object.fromEntries(
      results.operations
        .filter((o) => o.id.startsWith('ms:'))
        .map((o) => [
          `search_p95_ms_${o.id.slice(3).replace(/\W+/g, '_')}`,
          {
            goal: `<= ${GOALS.searchP95Ms}`,
            value: o.p95_ms ?? null,
            met: o.p95_ms == null ? null : o.p95_ms <= GOALS.searchP95Ms,
          },
        ]),
    ),
    bff_cpu_vs_core_api_list: {
      goal: `<= ${GOALS.bffCpuVsCoreApi}`,
      value: bffCpu.ratio,
      met: bffCpu.ratio === null ? null : bffCpu.ratio <= GOALS.bffCpuVsCoreApi,
    },
    bff_rest_ceiling_ratio: {
      goal: `>= ${GOALS.bffCeilingRatio}`,
      value: bffCpu.ceilingRatio,
      met: bffCpu.ceilingRatio === null ? null : bffCpu.ceilingRatio >= GOALS.bffCeilingRatio,
    },
    sql_independent_of_size: { goal: true, value: independent, met: independent },
    dashboard_statements: {
      goal: `<= ${GOALS.dashboardStatements}`,
      // Counted on the board computed afresh: a cached answer (the REST row) runs fewer.
      value: sqlById.dashF?.small.statements ?? null,
      met: sqlById.dashF ? sqlById.dashF.small.statements <= GOALS.dashboardStatements : null,
    },
    dashboard_p95_ms_1_connection: {
      goal: `<= ${GOALS.dashboardP95Ms1Connection}`,
      value: byId.dash?.p95_ms ?? null,
      met: byId.dash?.p95_ms == null ? null : byId.dash.p95_ms <= GOALS.dashboardP95Ms1Connection,
    },
    // The same board computed afresh (the first request after a change): shown beside it, with no goal of its own.
    dashboard_fresh_p95_ms: {
      goal: 'shown (what the first request after a change takes)',
      value: byId.dashF?.p95_ms ?? null,
      met: null,
    },
    detail_statements: {
      goal: `<= ${GOALS.detailStatements}`,
      value: sqlById.c?.small.statements ?? null,
      met: sqlById.c ? sqlById.c.small.statements <= GOALS.detailStatements : null,
    },
    detail_cpu_ms_core_api_and_postgres: {
      goal: `<= ${GOALS.detailCpuMs}`,
      value: detailCpu,
      met: detailCpu === null ? null : detailCpu <= GOALS.detailCpuMs,
    },
    live_cpu_per_change_50_vs_1: {
      goal: `<= ${GOALS.liveCpuRatio}`,
      value: liveRatio,
      met: liveRatio === null ? null : liveRatio <= GOALS.liveCpuRatio,
    },
    live_delivery_p95_ms: {
      goal: `<= ${GOALS.liveDeliveryP95Ms}`,
      value: liveP95,
      met: liveP95 === null ? null : liveP95 <= GOALS.liveDeliveryP95Ms,
    },
    notification_delivery_p95_ms: {
      goal: `<= ${GOALS.notificationDeliveryP95Ms}`,
      value: results.notify ? (results.notify.undelivered ? null : results.notify.delivery_p95_ms) : null,
      met: results.notify
        ? !results.notify.undelivered && results.notify.delivery_p95_ms <= GOALS.notificationDeliveryP95Ms
        : null,
    },
    landing_first_load_gzip_kb: {
      goal: `<= ${GOALS.landingGzipBytes / 1024}`,
      value: landing === null ? null : Math.round((landing / 1024) * 10) / 10,
      met: landing === null ? null : landing <= GOALS.landingGzipBytes,
    },
    public_first_load_gzip_kb_worst: {
      goal: `<= ${GOALS.publicGzipBytes / 1024} (every public route; worst ${publicMax?.label ?? '—'})`,
      value: publicMax === null ? null : Math.round((publicMax.gzip_bytes / 1024) * 10) / 10,
      met: publicMax === null ? null : publicMax.gzip_bytes <= GOALS.publicGzipBytes,
    },
    signed_in_first_load_gzip_kb_worst: {
      goal: `<= ${GOALS.signedInGzipBytes / 1024} (every signed-in route; worst ${signedInMax?.label ?? '—'})`,
      value: signedInMax === null ? null : Math.round((signedInMax.gzip_bytes / 1024) * 10) / 10,
      met: signedInMax === null ? null : signedInMax.gzip_bytes <= GOALS.signedInGzipBytes,
    },
    lighthouse_performance_worst: {
      goal: `>= ${GOALS.lighthousePerformance} (mobile, / and /login)`,
      value: results.lighthouse
        ? Math.min(...results.lighthouse.pages.map((p) => p.scores.performance ?? 0))
        : null,
      met: results.lighthouse
        ? results.lighthouse.pages.every((p) => (p.scores.performance ?? 0) >= GOALS.lighthousePerformance)
        : null,
    },
    signed_in_cold_load_ms_worst: {
      goal: `<= ${GOALS.signedInShownMs} (every signed-in route; worst ${signedInShown?.label ?? '—'})`,
      value: signedInShown?.shown_ms ?? null,
      met:
        signedInShown === null
          ? null
          : signedInShown.shown_ms !== null && signedInShown.shown_ms <= GOALS.signedInShownMs,
    },
  };
  console.log('\nGoals:');
  for (const [name, g] of Object.entries(goals)) {
    console.log(
      `  ${name}: ${fmt(g.value, 2)} (goal ${g.goal}) ${g.met === null ? 'n/a' : g.met ? 'met' : 'MISSED'}`,
    );
  }
  for (const note of results.notes) console.log(`Note: ${note}`);

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${stamp}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        settings: { duration_s: DURATION, warmup_s: WARMUP, connections: CONNECTIONS, database: DB_NAME },
        floor_sql: results.floor_sql ?? null,
        seed: meta.seeded,
        seed_seconds: meta.seedSeconds,
        total_seconds: meta.totalSeconds,
        operations: results.operations,
        sql: results.sql,
        live: results.live ?? null,
        notify: results.notify ?? null,
        ratios,
        web: results.web,
        lighthouse: results.lighthouse,
        goals,
        notes: results.notes,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${file.slice(root.length + 1)} (total ${Math.round(meta.totalSeconds)} s)`);
}

main().catch((err) => {
  console.error(
    `bench failed: ${err instanceof Error ? (process.env.BENCH_DEBUG ? err.stack : err.message) : String(err)}`,
  );
  process.exit(1);
});
