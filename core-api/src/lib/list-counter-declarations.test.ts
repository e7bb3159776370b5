// Every counted list is declared once, by the module that owns its table (`contributes.countedLists`, decision
// 0028), and installed by that module's migration. This suite holds the two together on a migrated database: each
// declaration has its trigger function and its insert, update and delete triggers, whose body counts exactly the
// declared views (and sums) into the declared list; and every counter trigger in the database is declared, so the
// recount (test/list-counters.ts) misses none.
import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { gatherContributions } from '../kit/module.js';
import { MODULES } from '../modules/index.js';
import { testDatabase } from '../test/support.js';

const sequelize = testDatabase();
const declared = gatherContributions(MODULES).countedLists;
/** SQL compared without its layout. */
const squash = (sql: string) => sql.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();

async function installed() {
  const functions = await sequelize.query<{ name: string; body: string }>(
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS body FROM pg_proc p
      WHERE p.proname LIKE 'list\\_counters\\_%'`,
    { type: QueryTypes.SELECT },
  );
  const triggers = await sequelize.query<{ name: string; table: string }>(
    `SELECT t.tgname AS name, c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal AND t.tgname LIKE 'list\\_counters\\_%'`,
    { type: QueryTypes.SELECT },
  );
  return { functions: new Map(functions.map((f) => [f.name, squash(f.body)])), triggers };
}

describe('counted lists: declarations and installed triggers', () => {
  it('declares each counted table once', () => {
    const tables = declared.map((c) => c.table);
    expect(tables.length).toBeGreaterThan(10);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('installs, for each declaration, a trigger function counting its views into its list, on every write', async () => {
    const { functions, triggers } = await installed();
    for (const c of declared) {
      const body = functions.get(`list_counters_${c.table}`);
      expect(body, `no trigger function for ${c.table}`).toBeDefined();
      expect(body).toContain(squash(`unnest(${c.views}) v`));
      expect(body).toContain(`'${c.list}'`);
      for (const sum of c.sums ?? []) {
        expect(body).toContain(
          squash(`'${sum.view}', 1 * (${sum.amount}) FROM new_rows r WHERE ${sum.where}`),
        );
      }
      expect(
        triggers
          .filter((t) => t.table === c.table)
          .map((t) => t.name)
          .sort(),
      ).toEqual(['delete', 'insert', 'update'].map((op) => `list_counters_${c.table}_${op}`));
    }
  });

  it('declares every counter trigger the migrations installed', async () => {
    const { functions, triggers } = await installed();
    const tables = new Set(declared.map((c) => c.table));
    expect([...functions.keys()].filter((name) => !tables.has(name.replace(/^list_counters_/, '')))).toEqual(
      [],
    );
    expect(triggers.filter((t) => !tables.has(t.table))).toEqual([]);
  });

  it('would notice a declaration whose views differ from what is installed', async () => {
    const { functions } = await installed();
    const projects = declared.find((c) => c.table === 'projects')!;
    const drifted = projects.views.replace("'archived'", "'gone'");
    expect(functions.get('list_counters_projects')).not.toContain(squash(`unnest(${drifted}) v`));
  });
});
