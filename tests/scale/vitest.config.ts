// Vitest for the scale-out suite (issue 34): two core-apis and two BFFs from their builds on one test database
// (DATABASE_URL's server). Checks run one after the other in one file: they share the instances and the two
// CPU cores. The workspace packages' test kits resolve from their sources ("sitebase-source"), as in the BFF.
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ssr: { resolve: { conditions: ['sitebase-source', ...defaultServerConditions] } },
  test: {
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 180_000,
  },
});
