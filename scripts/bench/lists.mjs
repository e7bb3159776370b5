// Each module's main list at volume. A module adds one file to scripts/bench/lists/ exporting
// `{ name, path, table, seed(client, companyId, userId, n) }` (client: a `pg` Client; one INSERT … SELECT
// generate_series) and the bench seeds it, loads the list at 10 connections and counts its SQL at two sizes.
// An optional `search` (a path with `search=`) is timed too, at 1 connection against the search goal (p95 ≤ 10 ms,
// decision 0069), and the plan check (core-api/src/db/list-plans.test.ts) asserts it reads a trigram index.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { root } from '../lib.mjs';

export const MODULE_ROWS = 10_000;
const DIR = join(root, 'scripts/bench/lists');

export async function loadModuleLists() {
  const files = readdirSync(DIR)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  const lists = [];
  for (const file of files) lists.push((await import(pathToFileURL(join(DIR, file)).href)).default);
  return lists;
}

/** Seeds each list to MODULE_ROWS rows in the company (again from empty if a run left it part-seeded). */
export async function seedModuleLists(url, lists, companyId, userId, log) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const list of lists) {
      const count = async () =>
        (
          await client.query(`SELECT count(*)::int AS n FROM ${list.table} WHERE company_id = $1`, [
            companyId,
          ])
        ).rows[0].n;
      if ((await count()) === MODULE_ROWS) continue;
      log(`Seeding ${MODULE_ROWS.toLocaleString('en-GB')} ${list.name}…`);
      await client.query('BEGIN');
      await client.query(`DELETE FROM ${list.table} WHERE company_id = $1`, [companyId]);
      await list.seed(client, companyId, userId, MODULE_ROWS);
      await client.query('COMMIT');
      const seeded = await count();
      if (seeded !== MODULE_ROWS) throw new Error(`${list.name}: seeded ${seeded} rows, not ${MODULE_ROWS}`);
      await client.query(`ANALYZE ${list.table}`);
    }
  } finally {
    await client.end();
  }
}
