// Vitest for the BFF: one copy of graphql (else "from another module or realm"), tests beside the code.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  },
});
