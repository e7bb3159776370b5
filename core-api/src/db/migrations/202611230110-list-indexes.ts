// Migration: indexes found missing by the plan check (src/db/list-plans.test.ts, decision 0028), so every list
// page and capped count of a company walks an index in page order instead of reading the company's rows:
// - projects sorted by a column that may be empty (NULLS LAST both ways: one index per direction, since a
//   backward scan would put the empty ones first), by status, and with archived projects included;
// - the compact postcode search (the last arm of the projects search, so the whole OR can use trigram indexes)
//   and trigram indexes for the suppliers search;
// - users and open invitations by name (the users list is both, merged in name order), suppliers by name with
//   the id tie-break.
import { QueryTypes, type QueryInterface } from 'sequelize';

const NULLABLE_SORTS = ['client_name', 'start_date', 'end_date', 'contract_value_pence'];

const INDEXES: Record<string, string> = {
  ...Object.fromEntries(
    NULLABLE_SORTS.flatMap((c) => [
      [`projects_company_${c}_asc`, `ON projects (company_id, is_archived, ${c} ASC NULLS LAST, id)`],
      [`projects_company_${c}_desc`, `ON projects (company_id, is_archived, ${c} DESC NULLS LAST, id DESC)`],
    ]),
  ),
  projects_company_status_id: 'ON projects (company_id, is_archived, status, id)',
  projects_company_all_created: 'ON projects (company_id, created_at, id)',
  users_company_name: 'ON users (company_id, last_name, first_name, id)',
  suppliers_company_active_name_id: 'ON suppliers (company_id, is_active, lower(name), id)',
  invitations_company_open_name: `ON invitations (company_id, last_name, first_name, id)
    WHERE accepted_at IS NULL AND cancelled_at IS NULL`,
};

const SUPPLIER_SEARCH = ['name', 'contact_name', 'email', 'account_number'];
const COMPACT_POSTCODE = "replace(lower(site_postcode), ' ', '')";

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  for (const [name, definition] of Object.entries(INDEXES)) await sql(`CREATE INDEX ${name} ${definition}`);
  // Replaced by suppliers_company_active_name_id (the id tie-break lets a filtered page walk it in order).
  await sql('DROP INDEX IF EXISTS suppliers_company_active_name');
  // The same choice as migration 0003 made for the other search columns: trigram when pg_trgm is there.
  const [trigram] = await qi.sequelize.query<{ ok: number }>(
    `SELECT 1 AS ok FROM pg_extension WHERE extname = 'pg_trgm'`,
    { type: QueryTypes.SELECT },
  );
  await sql(
    trigram
      ? `CREATE INDEX projects_search_postcode_compact ON projects USING gin (${COMPACT_POSTCODE} gin_trgm_ops)`
      : `CREATE INDEX projects_search_postcode_compact ON projects (company_id, ${COMPACT_POSTCODE})`,
  );
  // The suppliers search (ILIKE on four columns): trigram indexes let a narrow search skip the company's rows.
  if (trigram) {
    for (const column of SUPPLIER_SEARCH) {
      await sql(`CREATE INDEX suppliers_search_${column} ON suppliers USING gin (${column} gin_trgm_ops)`);
    }
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  const names = [
    ...Object.keys(INDEXES),
    'projects_search_postcode_compact',
    ...SUPPLIER_SEARCH.map((c) => `suppliers_search_${c}`),
  ];
  for (const name of names) {
    await qi.sequelize.query(`DROP INDEX IF EXISTS ${name}`);
  }
  await qi.sequelize.query(
    'CREATE INDEX suppliers_company_active_name ON suppliers (company_id, is_active, lower(name))',
  );
}
