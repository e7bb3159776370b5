// Migration: the projects search text as a stored column, and the company's creation-order index covering it
// (issue 36, decision 0069). A dense term ("river" in a fifth of a 100,000-project company) is answered by
// walking the company's projects in creation order up to the total's cap of 1,000: about 5,000 rows, each a
// heap fetch to compute the search text and test it. With the text stored and INCLUDEd in the walk's index
// (beside `is_archived`, which the live and archived lists filter on), the walk is an index-only scan: no heap
// fetch, no string built per row. The trigram index moves from the expression to the column; the column is
// the expression of migration 202611272010, to the character, so what a search finds is unchanged.
import type { QueryInterface } from 'sequelize';
import { SEARCH_INDEXES } from './202611272010-search-trigram-indexes.js';

const TEXT = SEARCH_INDEXES.find(([table, suffix]) => table === 'projects' && suffix === 'text')![2];

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  await sql(`ALTER TABLE projects ADD COLUMN search_text TEXT GENERATED ALWAYS AS (${TEXT}) STORED`);
  await sql('DROP INDEX IF EXISTS projects_search_text');
  await sql('CREATE INDEX projects_search_text ON projects USING gin (company_id, search_text gin_trgm_ops)');
  await sql('DROP INDEX IF EXISTS projects_company_all_created');
  await sql(
    'CREATE INDEX projects_company_all_created ON projects (company_id, created_at, id) INCLUDE (is_archived, search_text)',
  );
  await sql('ANALYZE projects');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  await sql('DROP INDEX IF EXISTS projects_company_all_created');
  await sql('DROP INDEX IF EXISTS projects_search_text');
  await sql('ALTER TABLE projects DROP COLUMN search_text');
  await sql(`CREATE INDEX projects_search_text ON projects USING gin (company_id, (${TEXT}) gin_trgm_ops)`);
  await sql('CREATE INDEX projects_company_all_created ON projects (company_id, created_at, id)');
}
