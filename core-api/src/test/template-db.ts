// Owns the migrated databases tests make on a PostgreSQL server. Migrating a fresh database runs every migration
// (about 4 s on a busy two-core machine), and the BFF's files and core-api's isolated files each want one: so the
// migrations run once into a template named after their contents, and each test database is a copy of it
// (CREATE DATABASE … TEMPLATE, a file copy: about 0.3 s). A change to any migration names a new template; the
// old ones are dropped when nobody is copying them (decision 0073).
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { migrationFiles, runMigrations } from '../db/migrate.js';
import { createSequelize } from '../db/sequelize.js';

const TEMPLATE_PREFIX = 'sitebase_tmpl_';
/** One lock for every test process on the server: only one builds a template at a time. */
const BUILD_LOCK = 730_073;

/** The template's name: a hash of every migration's name and text. */
export function templateName(): string {
  const hash = createHash('sha256');
  for (const { name, file } of migrationFiles()) hash.update(name).update('\0').update(readFileSync(file));
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

/** A database name not used before: `<prefix>_<time>_<random>`. */
export function newDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
}

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function exists(admin: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return (rowCount ?? 0) > 0;
}

/**
 * The migrated template, built if missing. The build migrates a database of another name and renames it when
 * done, so a crash never leaves a half-migrated template under the real name.
 */
async function ensureTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const template = templateName();
  if (await exists(admin, template)) return template;
  // A session-level lock on the admin connection; released below, or by the server if this process dies.
  await admin.query(`SELECT pg_advisory_lock(${BUILD_LOCK})`);
  try {
    if (await exists(admin, template)) return template;
    const building = `${template}_b${randomBytes(3).toString('hex')}`;
    await admin.query(`CREATE DATABASE "${building}"`);
    const db = createSequelize(databaseUrl(serverUrl, building), { poolMax: 1 });
    try {
      await runMigrations(db);
    } finally {
      await db.close();
    }
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    // Templates of other migration sets (an older checkout's): dropped unless someone is copying one right now.
    const { rows: stale } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2',
      [`${TEMPLATE_PREFIX}%`, template],
    );
    for (const { datname } of stale) {
      if (/_b[0-9a-f]{6}$/.test(datname)) continue; // another process's build in progress
      await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {});
    }
    return template;
  } finally {
    await admin.query(`SELECT pg_advisory_unlock(${BUILD_LOCK})`);
  }
}

export interface MigratedDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A fresh database on `serverUrl`'s server with every migration applied: named `name` when it has the form
 * newDatabaseName gives, else `<name>_<time>_<random>` (a prefix).
 */
export async function createMigratedDatabase(serverUrl: string, name: string): Promise<MigratedDatabase> {
  if (!/_\d{13}_[0-9a-f]{6}$/.test(name)) name = newDatabaseName(name);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = await ensureTemplate(admin, serverUrl);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(serverUrl, name),
    name,
    drop: () => dropDatabase(serverUrl, name),
  };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
