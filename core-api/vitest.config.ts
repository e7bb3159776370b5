// Tests run against a real Postgres: a fresh database on DATABASE_URL's server, or embedded PGlite when unset.
import { defineConfig } from 'vitest/config';

const embedded = !process.env.DATABASE_URL;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    env: { LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-not-for-production' },
    // PGlite is a single session: files take turns rather than share it.
    fileParallelism: !embedded,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
