// Migration: the projects' counters (decision 0028) also keep what the dashboard's two project figures summed over
// every live project of the company on each view (decision 0022, issue 13: the board at 100,000 projects): the
// number of live projects in each status (`status:<status>`) and the contract value of those active or on hold
// (`contract_value:in_progress`, in pence), and the materials budget of those active (`budget_materials:active`,
// the materials figure's budget). `live` and `archived` are kept as before, so the lists are unchanged.
// The trigger function is replaced in place (the triggers stay); the projects' counters are recounted.
import type { QueryInterface } from 'sequelize';

/** The counted views of a project row `r` (each counts 1). */
export const PROJECT_VIEWS = `CASE WHEN r.is_archived THEN ARRAY['archived']
  ELSE ARRAY['live', 'status:' || r.status] END`;

/** Views that add up an amount of a project row `r` rather than count it. */
export const PROJECT_SUMS = [
  {
    view: 'contract_value:in_progress',
    amount: 'coalesce(r.contract_value_pence, 0)',
    where: `NOT r.is_archived AND r.status IN ('active', 'on_hold')`,
  },
  {
    view: 'budget_materials:active',
    amount: 'coalesce(r.budget_materials_pence, 0)',
    where: `NOT r.is_archived AND r.status = 'active'`,
  },
];

const OLD_VIEWS = `ARRAY[CASE WHEN r.is_archived THEN 'archived' ELSE 'live' END]`;

/** Each statement's changes per company and view, applied in (company, view) order (as migration 0100). */
function applySql(rows: ('new_rows' | 'old_rows')[], views: string, sums: typeof PROJECT_SUMS): string {
  const parts = rows.flatMap((t) => {
    const sign = t === 'new_rows' ? 1 : -1;
    return [
      `SELECT r.company_id, v, ${sign}::bigint AS delta FROM ${t} r, unnest(${views}) v`,
      ...sums.map(
        (s) => `SELECT r.company_id, '${s.view}', ${sign} * (${s.amount}) FROM ${t} r WHERE ${s.where}`,
      ),
    ];
  });
  return `WITH d AS (
      SELECT company_id, v AS view, sum(delta)::bigint AS delta FROM (${parts.join(' UNION ALL ')}) x
       GROUP BY company_id, v HAVING sum(delta) <> 0)
    INSERT INTO list_counters AS c (company_id, list, view, n)
    SELECT d.company_id, 'projects', d.view, d.delta FROM d
     WHERE d.delta > 0 OR EXISTS (SELECT 1 FROM list_counters e
                                   WHERE e.company_id = d.company_id AND e.list = 'projects' AND e.view = d.view)
     ORDER BY d.company_id, d.view
    ON CONFLICT (company_id, list, view) DO UPDATE SET n = c.n + EXCLUDED.n`;
}

async function install(qi: QueryInterface, views: string, sums: typeof PROJECT_SUMS): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  await sql(`CREATE OR REPLACE FUNCTION list_counters_projects() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN ${applySql(['new_rows'], views, sums)};
      ELSIF TG_OP = 'DELETE' THEN ${applySql(['old_rows'], views, sums)};
      ELSE ${applySql(['old_rows', 'new_rows'], views, sums)};
      END IF;
      RETURN NULL;
    END $$`);
  // Recount: the projects' rows of every company, from the rows themselves.
  await sql(`DELETE FROM list_counters WHERE list = 'projects'`);
  await sql(`INSERT INTO list_counters (company_id, list, view, n)
    SELECT company_id, 'projects', v, sum(delta) FROM (
      SELECT r.company_id, v, 1::bigint AS delta FROM projects r, unnest(${views}) v
      ${sums.map((s) => `UNION ALL SELECT r.company_id, '${s.view}', ${s.amount} FROM projects r WHERE ${s.where}`).join(' ')}
    ) x GROUP BY company_id, v`);
}

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await install(qi, PROJECT_VIEWS, PROJECT_SUMS);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await install(qi, OLD_VIEWS, []);
}
