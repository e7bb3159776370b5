// Owns per-file test wiring: a Sequelize on the injected test database and an app with generous rate limits
// (rate-limit tests build their own app with low ones); mail goes to the mail_outbox table.
import { afterAll, inject } from 'vitest';
import supertest from 'supertest';
import type { Sequelize } from 'sequelize';
import { createApp, type CreateAppOptions } from '../app.js';
import { createSequelize } from '../db/sequelize.js';
import { createLogger } from '../lib/logger.js';
import { initModels } from '../models/index.js';

import { TEST_JWT_SECRET } from './secret.js';

export { TEST_JWT_SECRET };

export function testDatabase(): Sequelize {
  const sequelize = createSequelize(inject('databaseUrl'), { poolMax: inject('poolMax') });
  initModels(sequelize);
  afterAll(async () => {
    await sequelize.close();
  });
  return sequelize;
}

export function testApp(sequelize: Sequelize, overrides: Partial<CreateAppOptions> = {}) {
  const app = createApp({
    sequelize,
    jwtSecret: TEST_JWT_SECRET,
    logger: createLogger(process.env.TEST_LOG_LEVEL || 'silent'),
    trustProxy: 'loopback',
    loginRateLimit: {
      ip: { points: 100_000, durationSeconds: 900 },
      account: { points: 100_000, durationSeconds: 900 },
    },
    contactRateLimit: { points: 100_000, durationSeconds: 3600 },
    passwordResetRateLimit: {
      ip: { points: 100_000, durationSeconds: 3600 },
      email: { points: 100_000, durationSeconds: 3600 },
    },
    appUrl: 'http://localhost:3000',
    ...overrides,
  });
  return { app, request: supertest(app) };
}
