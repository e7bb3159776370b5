// Web part of the bench: the gzip size of each route's first-load JavaScript from the production build.
// The entry and its modulepreloads come from the built index.html; what a route adds on top (its lazy chunks)
// is what Chromium actually requests when that URL is opened cold, so the numbers follow the router without
// re-implementing it. Every script is read from web/dist and gzipped here with zlib (level 9, like a
// pre-compressing server), so the size does not depend on how the BFF serves it.
// A route's first load is every script requested until its content was on screen (CONTENT_SHOWN below): what
// the page had to fetch to show itself. What it fetches after that, until the network is quiet (the live
// socket, the outbox, the next page's prefetch: lib/first-page.ts in web), is reported beside it
// (`after_shown_gzip_bytes`), not counted in it (decision 0072, fourth round).
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROME_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=bench',
  '/superadmin/login',
];

/** In-page: the time since navigation start once the page shows its h1 and no loading status, else false. */
const CONTENT_SHOWN = `(() => {
  const h1 = document.querySelector('h1');
  if (!h1 || document.querySelector('[role="status"][aria-label^="Loading"]')) return false;
  return performance.now();
})()`;

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Scripts index.html loads before any route code runs: the entry module and its modulepreloads. */
export function shellScripts(webDist) {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const srcs = new Set();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]);
  // web/vite.config.ts replaces those tags with an inline loader that names the same files in data attributes.
  const loader = html.match(/<script id="app-loader" data-entry="([^"]+)" data-shell="([^"]*)"/);
  if (loader) for (const src of [loader[1], ...loader[2].split(' ')]) if (src) srcs.add(src);
  return [...srcs];
}

/**
 * Opens each route cold in Chromium (cache disabled) and sums the gzip size of every same-origin script it
 * loads. `session` (optional) is written to localStorage first, for signed-in routes. Each route is opened
 * `runs` times (default 3), each time in a fresh context with the cache off: its cold load (`shown_ms`) is the
 * median of the runs (all of them in `shown_runs_ms`), since one cold load on a shared two-core machine moved by
 * ±40 % from one run to the next; the scripts and their sizes are the first run's (they do not change).
 */
export async function measureRoutes({
  baseUrl,
  webDist,
  routes,
  session,
  runs = 3,
  chromePath = '/usr/bin/chromium',
}) {
  const shell = shellScripts(webDist);
  const shellBytes = shell.reduce((sum, src) => sum + gzipSize(join(webDist, src)), 0);
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  const out = [];
  try {
    for (const route of routes) {
      const shownRuns = [];
      let first = null;
      for (let run = 0; run < runs; run += 1) {
        const measured = await openCold(browser, { baseUrl, webDist, shell, route, session });
        first ??= measured;
        shownRuns.push(measured.shown_ms);
      }
      // A run whose content never showed counts as the slowest.
      const sorted = [...shownRuns].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
      out.push({ ...first, shown_ms: sorted[Math.floor(sorted.length / 2)], shown_runs_ms: shownRuns });
    }
  } finally {
    await browser.close();
  }
  return { shell: { scripts: shell.length, gzip_bytes: shellBytes }, routes: out };
}

/** One cold opening of `route`: the scripts it loaded until its content showed, and when that was. */
async function openCold(browser, { baseUrl, webDist, shell, route, session }) {
  // bypassCSP: the page's CSP forbids eval, and Playwright evaluates waitForFunction's predicate with it.
  const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true });
  // Resource Timing's default buffer (250 entries) is enough today; a larger one keeps every script's start.
  await context.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  if (session) {
    await context.addInitScript((s) => {
      localStorage.setItem('access_token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set();
  page.on('request', (req) => {
    if (req.resourceType() !== 'script') return;
    const url = new URL(req.url());
    if (url.origin === new URL(baseUrl).origin) scripts.add(url.pathname);
  });
  await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'commit', timeout: 30_000 });
  // Pages are lazy chunks: on a busy machine the network can look idle before the entry has run and asked
  // for them. Wait until the page itself (its h1) is on screen with no loading status (the lazy page's
  // spinner, a list's "Loading …"); the moment that first holds, on the page's own clock from the start of
  // the navigation, is the route's cold-load time.
  const shownMs = await page
    .waitForFunction(CONTENT_SHOWN, null, { timeout: 15_000 })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  await page.waitForLoadState('networkidle');
  const files = [...scripts].filter((p) => existsSync(join(webDist, p)));
  // When each script was requested, on the same clock as shownMs. A script with no entry, or a page that
  // never showed its content, counts in full.
  const startedAt = await page.evaluate(() => {
    const first = {};
    for (const e of performance.getEntriesByType('resource')) {
      const path = new URL(e.name).pathname;
      first[path] = Math.min(first[path] ?? Infinity, e.startTime);
    }
    return first;
  });
  const beforeShown = (p) => typeof shownMs !== 'number' || !(startedAt[p] > shownMs);
  const first = files.filter(beforeShown);
  const sizeOf = (list) => list.reduce((sum, p) => sum + gzipSize(join(webDist, p)), 0);
  const measured = {
    route: route.path,
    label: route.label ?? route.path,
    signed_in: Boolean(session),
    final_url: new URL(page.url()).pathname,
    scripts: first.length,
    shown_ms: typeof shownMs === 'number' ? Math.round(shownMs) : null,
    gzip_bytes: sizeOf(first),
    beyond_shell_gzip_bytes: sizeOf(first.filter((p) => !shell.includes(p))),
    after_shown_gzip_bytes: sizeOf(files.filter((p) => !beforeShown(p))),
  };
  await context.close();
  return measured;
}

/**
 * In-app navigation (issue 13): opens `from` signed in, waits until it is shown and the network is quiet (the
 * router's prefetch of likely next pages has had its chance), then clicks `link` (a Playwright locator
 * function) and measures, on the page's clock, the time from the click until the new route shows its h1 with
 * no loading status. Repeated `runs` times on fresh contexts; the median and the worst are reported.
 */
export async function measureNavigation({
  baseUrl,
  session,
  from,
  link,
  label,
  runs = 3,
  chromePath = '/usr/bin/chromium',
}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  const times = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true });
      await context.addInitScript((s) => {
        localStorage.setItem('access_token', s.token);
        localStorage.setItem('user', JSON.stringify(s.user));
      }, session);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${from}`, { waitUntil: 'commit', timeout: 30_000 });
      await page.waitForFunction(CONTENT_SHOWN, null, { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const before = new URL(page.url()).pathname;
      const target = link(page);
      await target.waitFor({ timeout: 15_000 }).catch(async (err) => {
        const shot = join(tmpdir(), `bench-navigation-${Date.now()}.png`);
        await page.screenshot({ path: shot }).catch(() => {});
        throw new Error(`${label}: no link to follow on ${before} (screenshot ${shot}): ${err.message}`);
      });
      const started = await page.evaluate(() => performance.now());
      await target.click();
      const shown = await page
        .waitForFunction(`location.pathname !== ${JSON.stringify(before)} && ${CONTENT_SHOWN}`, null, {
          timeout: 15_000,
        })
        .then((handle) => handle.jsonValue());
      times.push(Math.round(shown - started));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    label,
    runs: times,
    median_ms: sorted[Math.floor(sorted.length / 2)],
    worst_ms: sorted[sorted.length - 1],
  };
}
