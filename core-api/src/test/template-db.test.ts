// The template databases tests copy (./template-db.ts): every migration applied, each copy its own database.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationFiles } from '../db/migrate.js';
import { createMigratedDatabase, templateName } from './template-db.js';

const serverUrl = process.env.DATABASE_URL;

async function applied(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM sequelize_meta ORDER BY name');
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

describe.runIf(serverUrl)('migrated test databases', () => {
  it('are copies of one template holding every migration, each a database of its own', async () => {
    const [a, b] = await Promise.all([
      createMigratedDatabase(serverUrl!, 'core_api_tmpl_check'),
      createMigratedDatabase(serverUrl!, 'core_api_tmpl_check'),
    ]);
    try {
      expect(a.name).not.toBe(b.name);
      const names = migrationFiles().map((m) => m.name);
      expect(await applied(a.url)).toEqual(names);
      expect(await applied(b.url)).toEqual(names);
      // A row written in one copy is not in the other.
      const client = new pg.Client({ connectionString: a.url });
      await client.connect();
      await client.query(`INSERT INTO sequelize_meta (name) VALUES ('only-in-a')`);
      await client.end();
      expect(await applied(b.url)).not.toContain('only-in-a');
    } finally {
      await a.drop();
      await b.drop();
    }
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname IN ($1, $2, $3)', [
      a.name,
      b.name,
      templateName(),
    ]);
    await admin.end();
    // Both copies dropped; the template stays for the next file.
    expect(rows.map((r: { datname: string }) => r.datname)).toEqual([templateName()]);
  });
});
