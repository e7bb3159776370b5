// Migration: indexes for the dashboard figures, so each is an index walk over the few rows it shows rather than
// a scan of a company's 10,000 projects — contract value in progress (index-only), the largest active budgets,
// projects ending soon and folder failures (partial indexes), and the recent activity tie-break.
import type { QueryInterface } from 'sequelize';

const BUDGET =
  '(budget_labour_pence + budget_plant_pence + budget_materials_pence + budget_subcontract_pence' +
  ' + budget_preliminaries_pence + budget_other_pence)';

const INDEXES: Record<string, string> = {
  projects_dashboard_in_progress: `ON projects (company_id) INCLUDE (contract_value_pence)
      WHERE is_archived = false AND status IN ('active', 'on_hold')`,
  projects_dashboard_budget: `ON projects (company_id, ${BUDGET} DESC, project_number)
      WHERE is_archived = false AND status = 'active'`,
  projects_dashboard_ending: `ON projects (company_id, end_date, project_number)
      WHERE is_archived = false AND status IN ('active', 'on_hold') AND end_date IS NOT NULL`,
  projects_dashboard_folder_failed: `ON projects (company_id, project_number)
      WHERE is_archived = false AND folder_status = 'failed'`,
  activities_company_recent: `ON activities (company_id, created_at DESC, id DESC)`,
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const [name, definition] of Object.entries(INDEXES)) {
    await qi.sequelize.query(`CREATE INDEX ${name} ${definition}`);
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const name of Object.keys(INDEXES)) await qi.sequelize.query(`DROP INDEX IF EXISTS ${name}`);
}
