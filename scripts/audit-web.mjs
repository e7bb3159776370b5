// `npm run audit:web`: starts the product on its own ports with a throwaway data directory, runs Lighthouse
// (performance, accessibility, best-practices, seo; mobile, default throttling) against / and /login in
// Debian's Chromium, prints a score table, writes bench/results/lighthouse-<timestamp>.json and stops the
// server (AUDIT_FULL_DIR=dir also keeps each page's whole Lighthouse report there). Installs nothing and downloads no browser; only 127.0.0.1 is contacted. Exits nonzero only when
// Lighthouse itself (or the server start) fails.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, waitForHttp } from './lib.mjs';

const PORT = 3300;
const CORE_API_PORT = 4300;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/login'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function startServer(dataDir) {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      CORE_API_PORT: String(CORE_API_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stopServer(child) {
  if (!child) return;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function scoresOf(lhr) {
  const out = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    out[id] = score == null ? null : Math.round(score * 100);
  }
  return out;
}

function failedAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue }));
}

function printTable(rows) {
  const head = ['page', ...CATEGORIES];
  const cells = rows.map((r) => [r.page, ...CATEGORIES.map((c) => String(r.scores[c] ?? 'n/a'))]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (cols) =>
    cols.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitebase-audit-'));
  // AUDIT_EXTERNAL_SERVER=1 audits a server already listening on PORT (e.g. while a workspace does not build).
  const server = process.env.AUDIT_EXTERNAL_SERVER === '1' ? null : startServer(dataDir);
  let chrome;
  let code = 0;
  try {
    console.log(`Starting SiteBase on ${BASE} (data in ${dataDir})…`);
    const ready = await waitForHttp(`${BASE}/health`, 240_000, () => !server || server.exitCode === null);
    if (!ready) throw new Error('server did not become ready');

    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const rows = [];
    for (const page of PAGES) {
      const url = `${BASE}${page}`;
      console.log(`Lighthouse: ${url}`);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      // AUDIT_FULL_DIR=dir keeps each page's whole report (long tasks, script bootup, main-thread breakdown).
      if (process.env.AUDIT_FULL_DIR) {
        mkdirSync(process.env.AUDIT_FULL_DIR, { recursive: true });
        const name = page === '/' ? 'root' : page.replace(/\W+/g, '-').replace(/^-|-$/g, '');
        writeFileSync(join(process.env.AUDIT_FULL_DIR, `${name}.lhr.json`), JSON.stringify(lhr));
        const trace = result.artifacts?.Trace;
        if (trace)
          writeFileSync(join(process.env.AUDIT_FULL_DIR, `${name}.trace.json`), JSON.stringify(trace));
      }
      rows.push({
        page,
        url,
        scores: scoresOf(lhr),
        metrics: Object.fromEntries(
          [
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'cumulative-layout-shift',
            'speed-index',
            'total-byte-weight',
          ].map((id) => [id, lhr.audits[id]?.numericValue ?? null]),
        ),
        failed: Object.fromEntries(CATEGORIES.map((c) => [c, failedAudits(lhr, c)])),
        lighthouseVersion: lhr.lighthouseVersion,
        warnings: lhr.runWarnings,
      });
    }

    console.log('');
    printTable(rows);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const dir = join(root, 'bench/results');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `lighthouse-${stamp}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), base: BASE, formFactor: 'mobile', pages: rows }, null, 2)}\n`,
    );
    console.log(`\nWrote ${file}`);
  } catch (err) {
    console.error(`audit:web failed: ${err instanceof Error ? err.message : String(err)}`);
    code = 1;
  } finally {
    if (chrome) await chrome.kill();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(code);
}

void main();
