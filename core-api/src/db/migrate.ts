// Owns schema changes: umzug over the files in ./migrations, recorded in "SequelizeMeta". Never sync().
// Migrations are found by listing the folder (the same names from src under vitest and from dist in
// production), applied in name order. New files are named `YYYYMMDDHHMM-what.ts` (UTC), so branches adding
// migrations at the same time never pick the same number; the first five keep their 0001–0005 names, which
// existing databases have recorded.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';

type Migration = {
  up(params: { context: QueryInterface }): Promise<void>;
  down(params: { context: QueryInterface }): Promise<void>;
};

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_FILE = /^(\d{4}|\d{12})-[a-z0-9-]+\.(ts|js)$/;

/** Migration names (file names without extension) in the order they apply. */
export function migrationFiles(dir = folder): { name: string; file: string }[] {
  const seen = new Set<string>();
  return readdirSync(dir)
    .filter((f) => MIGRATION_FILE.test(f) && !f.endsWith('.d.ts'))
    .map((f) => ({ name: f.replace(/\.(ts|js)$/, ''), file: path.join(dir, f) }))
    .filter(({ name }) => (seen.has(name) ? false : (seen.add(name), true)))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function createMigrator(sequelize: Sequelize, logger?: { info(msg: string): void }) {
  return new Umzug<QueryInterface>({
    migrations: migrationFiles().map(({ name, file }) => {
      const load = () => import(pathToFileURL(file).href) as Promise<Migration>;
      return {
        name,
        up: async ({ context }) => (await load()).up({ context }),
        down: async ({ context }) => (await load()).down({ context }),
      };
    }),
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
