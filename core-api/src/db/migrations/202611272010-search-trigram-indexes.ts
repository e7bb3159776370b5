// Migration: company-scoped trigram indexes for every list's search (issue 36, decision 0069).
// A search is `company_id = :c AND (col ILIKE '%term%' OR …)`. Each searched expression gets a GIN index on
// (company_id, expression gin_trgm_ops) — btree_gin indexes the company id inside the same GIN index — so a
// search reads only the matching rows of the caller's company: its cost follows what it finds, not how many
// projects the company (or any other company) has. The OR of several columns becomes a BitmapOr of these
// indexes. Each expression is written exactly as the list's SQL writes it (`lower(name)` where the query says
// `lower(name) LIKE`, the bare column where it says `col ILIKE`), or the planner cannot match it.
// pg_trgm and btree_gin are standard contrib extensions on the server; the embedded PGlite loads both
// (db/embedded.ts). The global trigram indexes of migrations 0003, 202611230110 and the forms migration (and
// the btree fallbacks a database without pg_trgm got) are replaced by these.
import type { QueryInterface } from 'sequelize';

/** [table, name suffix, indexed expression] — the expressions the list searches compare. */
export const SEARCH_INDEXES: [string, string, string][] = [
  // projects.service.ts: one expression of every searched field (PROJECT_SEARCH_TEXT there, to the character),
  // and the compact postcode a term with spaces also tries; name and number alone for the forms search by project.
  [
    'projects',
    'text',
    "lower(name || E'\\n' || project_number || E'\\n' || coalesce(client_name, '') || E'\\n' || " +
      "coalesce(site_postcode, '') || E'\\n' || replace(coalesce(site_postcode, ''), ' ', ''))",
  ],
  ['projects', 'postcode_compact', "replace(lower(site_postcode), ' ', '')"],
  ['projects', 'name', 'lower(name)'],
  ['projects', 'project_number', 'lower(project_number)'],
  // suppliers.service.ts (and the purchase order and labour invoice searches by supplier)
  ['suppliers', 'name', 'name'],
  ['suppliers', 'contact_name', 'contact_name'],
  ['suppliers', 'email', 'email'],
  ['suppliers', 'account_number', 'account_number'],
  // users.read.ts: users and open invitations, one list
  ['users', 'first_name', 'first_name'],
  ['users', 'last_name', 'last_name'],
  ['users', 'email', 'email'],
  ['invitations', 'first_name', 'first_name'],
  ['invitations', 'last_name', 'last_name'],
  ['invitations', 'email', 'email'],
  // enquiries.service.ts
  ['enquiries', 'reference', 'reference'],
  ['enquiries', 'client_name', 'client_name'],
  ['enquiries', 'title', 'title'],
  ['enquiries', 'site_postcode', 'site_postcode'],
  // plant-requests.read.ts and plant-register.service.ts
  ['plant_requests', 'reference', 'reference'],
  ['plant_requests', 'category', 'category'],
  ['plant_requests', 'notes', 'notes'],
  ['plant_items', 'asset_number', 'asset_number'],
  ['plant_items', 'description', 'description'],
  ['plant_items', 'category', 'category'],
  ['plant_items', 'hire_reference', 'hire_reference'],
  // materials: material-requests.read.ts, purchase-orders.read.ts
  ['material_requests', 'reference', 'reference'],
  ['material_request_lines', 'description', 'description'],
  ['purchase_orders', 'reference', 'reference'],
  // forms.read.ts
  ['form_submissions', 'reference', 'lower(reference)'],
  ['form_template_versions', 'name', 'lower(name)'],
  // labour: labour-operatives.read.ts, labour-timesheets.read.ts (by operative), labour-invoices.read.ts
  ['operatives', 'name', 'name'],
  ['operatives', 'cscs_card_number', 'cscs_card_number'],
  ['labour_invoices', 'reference', 'reference'],
  ['labour_invoices', 'supplier_reference', 'supplier_reference'],
];

/** Indexes this one replaces (global trigram indexes, or btree fallbacks where pg_trgm was missing). */
const REPLACED = [
  'projects_search_name',
  'projects_search_project_number',
  'projects_search_client_name',
  'projects_search_site_postcode',
  'projects_search_postcode_compact',
  'suppliers_search_name',
  'suppliers_search_contact_name',
  'suppliers_search_email',
  'suppliers_search_account_number',
  'form_submissions_search_reference',
];

const indexName = (table: string, suffix: string) => `${table}_search_${suffix}`;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  await sql('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await sql('CREATE EXTENSION IF NOT EXISTS btree_gin');
  for (const name of REPLACED) await sql(`DROP INDEX IF EXISTS ${name}`);
  for (const [table, suffix, expression] of SEARCH_INDEXES) {
    await sql(
      `CREATE INDEX ${indexName(table, suffix)} ON ${table} USING gin (company_id, (${expression}) gin_trgm_ops)`,
    );
  }
  // The platform's companies list (superadmin) is not a company's: a plain trigram index on the name.
  await sql('CREATE INDEX companies_search_name ON companies USING gin (name gin_trgm_ops)');
  // Statistics of the new expressions (lower(name)…), so the planner estimates a search's matches from the
  // data rather than a default, and picks the trigram bitmap or the page-order walk accordingly.
  for (const table of new Set(SEARCH_INDEXES.map(([t]) => t))) await sql(`ANALYZE ${table}`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  await sql('DROP INDEX IF EXISTS companies_search_name');
  for (const [table, suffix] of SEARCH_INDEXES) await sql(`DROP INDEX IF EXISTS ${indexName(table, suffix)}`);
  // Back to the global trigram indexes the earlier migrations made.
  for (const column of ['name', 'project_number', 'client_name', 'site_postcode'])
    await sql(`CREATE INDEX projects_search_${column} ON projects USING gin (lower(${column}) gin_trgm_ops)`);
  await sql(
    "CREATE INDEX projects_search_postcode_compact ON projects USING gin (replace(lower(site_postcode), ' ', '') gin_trgm_ops)",
  );
  for (const column of ['name', 'contact_name', 'email', 'account_number'])
    await sql(`CREATE INDEX suppliers_search_${column} ON suppliers USING gin (${column} gin_trgm_ops)`);
  await sql(
    'CREATE INDEX form_submissions_search_reference ON form_submissions USING gin (lower(reference) gin_trgm_ops)',
  );
}
