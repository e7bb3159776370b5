// Owns schema changes: umzug over the versioned files in ./migrations, recorded in "SequelizeMeta". Never sync().
import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import * as m0001 from './migrations/0001-initial.js';
import * as m0002 from './migrations/0002-contact-reset-push.js';
import * as m0003 from './migrations/0003-projects.js';
import * as m0004 from './migrations/0004-platform.js';
import * as m0005 from './migrations/0005-idempotency.js';

type Migration = {
  up(params: { context: QueryInterface }): Promise<void>;
  down(params: { context: QueryInterface }): Promise<void>;
};

// Listed explicitly (not globbed) so the same code runs from src under vitest and from dist in production.
const MIGRATIONS: [string, Migration][] = [
  ['0001-initial', m0001],
  ['0002-contact-reset-push', m0002],
  ['0003-projects', m0003],
  ['0004-platform', m0004],
  ['0005-idempotency', m0005],
];

export function createMigrator(sequelize: Sequelize, logger?: { info(msg: string): void }) {
  return new Umzug<QueryInterface>({
    migrations: MIGRATIONS.map(([name, m]) => ({
      name,
      up: ({ context }) => m.up({ context }),
      down: ({ context }) => m.down({ context }),
    })),
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize }),
    logger: logger
      ? {
          info: (e) => logger.info(`migration ${JSON.stringify(e)}`),
          warn: () => {},
          error: () => {},
          debug: () => {},
        }
      : undefined,
  });
}

/** Applies every pending migration; returns the names applied. */
export async function runMigrations(sequelize: Sequelize): Promise<string[]> {
  const applied = await createMigrator(sequelize).up();
  return applied.map((m) => m.name);
}
