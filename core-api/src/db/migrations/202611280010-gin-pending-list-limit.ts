// Migration: every GIN index keeps a pending list of at most 64 kB (issue 36, decision 0069). A GIN index
// (fastupdate, on by default) files new rows in an unsorted "pending list" and merges it into the index at the
// next VACUUM or autoanalyze, or when the list passes gin_pending_list_limit (4 MB by default). Every search
// reads the whole pending list, row by row, beside the index: after 10,000 new plant requests a search for one
// reference read ~300 pending pages per trigram index, and the planner, counting those pages, turned to walking
// the company's rows (`ILIKE` on each) instead. At 64 kB (eight pages, the least PostgreSQL allows) a search
// never reads more than eight pending pages per index, whenever autovacuum last ran; a write that fills the list
// merges it on the spot (bulk inserts cost ~1.4× more in GIN upkeep, single rows nothing that shows). The lists
// already pending are merged now. `LIST_LIMIT_KB` is what a new GIN index must be created with (the plan
// check, db/list-plans.test.ts, fails for one that is not).
import type { QueryInterface } from 'sequelize';

export const LIST_LIMIT_KB = 64;

async function ginIndexes(qi: QueryInterface): Promise<string[]> {
  const [rows] = await qi.sequelize.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_am a ON a.oid = c.relam
      WHERE a.amname = 'gin' AND c.relnamespace = current_schema()::regnamespace ORDER BY 1`,
  );
  return (rows as { name: string }[]).map((r) => r.name);
}

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const name of await ginIndexes(qi)) {
    await qi.sequelize.query(`ALTER INDEX "${name}" SET (gin_pending_list_limit = ${LIST_LIMIT_KB})`);
    await qi.sequelize.query(`SELECT gin_clean_pending_list('"${name}"'::regclass)`);
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const name of await ginIndexes(qi)) {
    await qi.sequelize.query(`ALTER INDEX "${name}" RESET (gin_pending_list_limit)`);
  }
}
