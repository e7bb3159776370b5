// `npm test`: every check in one run — lint, typecheck, build, unit and integration tests against real
// Postgres (DATABASE_URL when given, else embedded PGlite), the generated code drift check (core-api client, schema.graphql, web documents), the
// scale-out suite (tests/scale: two core-apis and two BFFs; only with DATABASE_URL) and the Playwright suite in
// Chromium — then one closing line "N passed, N failed" summed over every runner.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { root, run } from './lib.mjs';

const started = Date.now();
const outDir = mkdtempSync(join(tmpdir(), 'sitebase-test-'));
let passed = 0;
let failed = 0;
const failures = [];
/** Each failed test's name and the first line of its error, printed again at the very end (CI keeps the tail). */
const failedTests = [];

/** Runs a command with its output held back, then prints it in one piece; resolves with its exit code. */
function runBuffered(cmd, args, opts) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { cwd: root, ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    let ended = false;
    const done = (code) => {
      if (ended) return;
      ended = true;
      process.stdout.write(Buffer.concat(chunks));
      resolvePromise(code);
    };
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

async function step(name, cmd, args, env = {}, { buffered = false } = {}) {
  const t0 = Date.now();
  const opts = { env: { ...process.env, ...env } };
  if (!buffered) console.log(`\n=== ${name}`);
  const code = buffered ? await runBuffered(cmd, args, opts) : await run(cmd, args, opts);
  if (buffered) console.log(`\n=== ${name} (ran alongside another step; its output above)`);
  console.log(
    `=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - t0) / 1000).toFixed(1)}s`,
  );
  if (code !== 0) failures.push(name);
  return code === 0;
}

function firstLine(text) {
  return (
    String(text ?? '')
      .split('\n')
      .find((l) => l.trim()) ?? ''
  );
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  for (const suite of r.testResults ?? []) {
    const path = String(suite.name ?? '').replace(`${root}/`, '');
    const failedCases = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedCases)
      failedTests.push(`${path} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    // A file that failed outside any test (an import error, a hook) has no failed case of its own.
    if (!failedCases.length && suite.status === 'failed')
      failedTests.push(`${path}: ${firstLine(suite.message)}`);
  }
  return true;
}

/** Playwright's JSON report nests suites by file and describe; a spec failed when none of its runs passed. */
function collectPlaywrightFailures(suites, prefix) {
  for (const suite of suites) {
    const title = prefix ? `${prefix} > ${suite.title}` : suite.title;
    for (const spec of suite.specs ?? []) {
      if (spec.ok !== false) continue;
      const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error?.message;
      failedTests.push(`${title} > ${spec.title}: ${firstLine(error)}`);
    }
    collectPlaywrightFailures(suite.suites ?? [], title);
  }
}

/** A database of its own for the e2e run, on the server DATABASE_URL names. */
async function createE2eDatabase() {
  if (!process.env.DATABASE_URL) return { url: undefined, drop: async () => {} };
  const name = `sitebase_e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

async function main() {
  // Lint and typecheck read the sources only and each keeps one core busy: on a two-core machine they run side by
  // side (about a minute saved), each one's output printed whole when it ends. The build after them: run as a
  // third beside them, the three took 140 s against 91 + 37 s one after the other (decision 0091).
  await Promise.all([
    step('lint', 'npm', ['run', 'lint'], {}, { buffered: true }),
    step('typecheck', 'npm', ['run', 'typecheck'], {}, { buffered: true }),
  ]);
  // The build, from sources the typecheck step has just checked: shared first (the others import its dist), then
  // core-api and the BFF emitted without checking their types again (`build:emit`, tsc --noCheck: the same
  // JavaScript as `npm run build`, which still checks for production images) side by side with web's Vite build.
  // 35 s → ~15 s (decision 0093).
  const built = await step('build', 'node', ['scripts/build-for-tests.mjs']);
  await step('generated code drift check (core-api client, schema.graphql, web documents)', 'node', [
    'scripts/schema-check.mjs',
  ]);

  async function vitest(name, dir, { buffered = false } = {}) {
    const file = join(outDir, `${dir.replace(/\//g, '-')}.json`);
    await step(
      name,
      'npx',
      ['vitest', 'run', '--root', dir, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      {},
      { buffered },
    );
    if (!countVitest(file)) failures.push(`${name} produced no report`);
  }

  for (const ws of ['shared', 'core-api', 'bff']) await vitest(`${ws} tests (vitest)`, ws);

  // The scale-out suite (issue 34): two core-apis and two BFFs from the build on a database of their own, on the
  // server DATABASE_URL names (it needs one: several processes share it). Its cases join the count. It keeps a
  // core and a half busy at most (most of its minute is instances starting, migrating and stopping), so web's
  // suite — no database, no network — runs beside it, each one's output printed whole when it ends (decision 0093).
  await Promise.all([
    vitest('web tests (vitest)', 'web', { buffered: true }),
    built && process.env.DATABASE_URL
      ? vitest('scale-out suite (two core-apis, two BFFs; vitest)', 'tests/scale', { buffered: true })
      : Promise.resolve(),
  ]);

  if (built && process.env.SKIP_E2E !== '1') {
    const db = await createE2eDatabase();
    const dataDir = join(outDir, 'e2e-data');
    mkdirSync(dataDir, { recursive: true });
    const report = join(outDir, 'e2e.json');
    await step(
      'e2e (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '--config', 'tests/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        E2E_DATA_DIR: dataDir,
        ...(db.url ? { E2E_DATABASE_URL: db.url } : {}),
      },
    );
    await db.drop().catch(() => {});
    if (existsSync(report)) {
      const s = JSON.parse(readFileSync(report, 'utf8')).stats ?? {};
      passed += (s.expected ?? 0) + (s.flaky ?? 0);
      failed += s.unexpected ?? 0;
      collectPlaywrightFailures(JSON.parse(readFileSync(report, 'utf8')).suites ?? [], '');
    } else {
      failures.push('e2e produced no report');
    }
  }

  rmSync(outDir, { recursive: true, force: true });
  console.log(`\nFinished in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
  if (failedTests.length) {
    console.log('Failed tests:');
    for (const t of failedTests) console.log(`  ✗ ${t.slice(0, 400)}`);
  }
  if (failures.length) console.log(`Failed steps: ${failures.join('; ')}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failures.length || failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
