// Playwright drives the real stack (core-api + BFF serving the built web app) in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { accountingEnv } from './support/accounting-env';
import { cloudDriveEnv } from './support/cloud-drive-env';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const corePort = Number(process.env.E2E_CORE_API_PORT ?? 4100);

const serverEnv: Record<string, string> = {
  PORT: String(port),
  CORE_API_PORT: String(corePort),
  DATA_DIR: process.env.E2E_DATA_DIR ?? join(tmpdir(), `sitebase-e2e-${Date.now()}`),
  LOGIN_RATE_LIMIT_IP: '10000/900',
  CONTACT_RATE_LIMIT: '1000/3600',
  PASSWORD_RESET_RATE_LIMIT_IP: '1000/3600',
  // Every spec signs in as the same demo users from one address, two workers at a time.
  GRAPHQL_RATE_LIMIT: '100000/60',
  // The same demo users print PDFs across specs; the per-user PDF limit (30 a minute) has its own test.
  PDF_RATE_LIMIT: '10000/60',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  DEMO_PASSWORD: 'Demo1234!',
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  // The Google Drive fake the global setup starts (tests/support/cloud-drive-fakes.ts).
  ...cloudDriveEnv,
  // The Xero fake the global setup starts (tests/support/accounting-fakes.ts).
  ...accountingEnv,
};
if (process.env.E2E_DATABASE_URL) serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;

export default defineConfig({
  testDir: join(here, 'e2e'),
  globalSetup: [join(here, 'support', 'cloud-drive-fakes.ts'), join(here, 'support', 'accounting-fakes.ts')],
  outputDir: join(here, 'test-results'),
  fullyParallel: true,
  workers: 2,
  // One retry everywhere (.ci/run sets no CI variable, so the full run had none): on this two-core machine each of
  // three full runs met one different timing flake; a retried test is still reported as flaky.
  retries: process.env.E2E_RETRIES ? Number(process.env.E2E_RETRIES) : 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    // A trace of every test, kept when it fails: actions, DOM snapshots, network and console. Without the
    // screencast: its frames (captured, JPEG-encoded and written all test long, for every test) were about a
    // fifth of the whole suite's CPU (docs/decisions/0073); the DOM snapshots still show each step's page.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // No service worker unless a spec asks for one (`test.use({ serviceWorkers: 'allow' })`: the offline specs).
    // Registered, it precaches the whole app (~220 files) in every new context, in the background of every test:
    // CPU for Chromium and the server that no other spec's assertions need (decision 0091).
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    // A person who asked their device for less motion: menus, dialogs and toasts open and close without their
    // animations (lib/theme.ts GLOBAL_CSS), so a click does not wait for a menu to stop moving — on this
    // two-core machine each animation took its 0.2 s several times over. `shell.spec.ts` keeps the motion on.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/health`,
    env: serverEnv,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
