// Tests run against a real Postgres: a fresh database on DATABASE_URL's server, or embedded PGlite when unset.
// @sitebase/shared is read from its sources (the "sitebase-source" export condition), so tests need no build.
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { heavyFirst } from '../scripts/vitest-heavy-first.mjs';

const embedded = !process.env.DATABASE_URL;

export default defineConfig({
  resolve: { conditions: ['sitebase-source', ...defaultClientConditions] },
  // Without "module": vitest hands these conditions to Node (--conditions), and under "module" the AWS SDK's
  // CommonJS build requires `@aws-sdk/checksums`' ES build, whose extension-less imports Node cannot load.
  // Node in production uses no "module" condition either.
  ssr: {
    resolve: {
      conditions: ['sitebase-source', ...defaultServerConditions.filter((c) => c !== 'module')],
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    env: { LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-not-for-production' },
    // PGlite is a single session: files take turns rather than share it.
    fileParallelism: !embedded,
    // Vitest's default on a two-core machine is one worker (cores − 1), and a file here spends much of its time
    // waiting on PostgreSQL (another process): three workers keep both cores busy (decision 0073).
    maxWorkers: embedded ? 1 : 3,
    // A worker keeps the modules it has loaded from one file to the next (decision 0091): importing the app's
    // module graph afresh was ~45 % of every file's time (318 of 693 s summed over the files). No file here mocks
    // a module or changes the environment the modules read when they load; each builds its own app and database
    // handle and closes them in its own afterAll.
    isolate: false,
    // The security suites take minutes each: they start first, on a clean clone too. (The process suite, which
    // transpiles and starts a core-api of its own, stays where its size puts it, at the end: beside the security
    // suites' start it added to the machine's busiest minutes — decision 0092.)
    sequence: {
      sequencer: heavyFirst([
        'src/security/isolation.test.ts',
        'src/security/fuzz.test.ts',
        'src/security/matrix.test.ts',
        'src/security/api-key-matrix.test.ts',
        'src/modules/cloud-drives/filing.test.ts',
      ]),
    },
    // For hangs, not speed (issue 36): on a machine three times slower than usual (a whole core-api run of 1,050 s
    // against 333 s; decision 0092) PDF and seed tests of ~5–10 s passed 30 s.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
