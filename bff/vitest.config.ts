// Vitest for the BFF: one copy of graphql (else "from another module or realm"), tests beside the code, and the
// workspace packages (@sitebase/shared, core-api's test kit) read from their sources ("sitebase-source").
import { createRequire } from 'node:module';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
// The security suites first (scripts/vitest-heavy-first.mjs, shared with core-api's config).
import { heavyFirst } from '../scripts/vitest-heavy-first.mjs';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    alias: { graphql: require.resolve('graphql') },
    conditions: ['sitebase-source', ...defaultClientConditions],
  },
  ssr: { resolve: { conditions: ['sitebase-source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    // Vitest's default on two cores is one worker; these files wait on core-api and PostgreSQL (decision 0073).
    maxWorkers: 3,
    // Modules stay loaded from one file to the next in a worker (decision 0091), as in core-api's suite.
    isolate: false,
    // The operations matrix takes a minute: it starts first, on a clean clone too (it started 32 s in).
    sequence: {
      sequencer: heavyFirst(['src/security/operations-matrix.test.ts', 'src/process.test.ts']),
    },
    // Timeouts catch a hang, not slowness: at Vitest's 5 s, tests failed only because the machine was busy
    // (decision 0073).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
