// Migration: the business modules' lists read counters too (decision 0028, issue 13). Same `list_counters` rows,
// same statement-level triggers as migration 0100 (its exported builders), one counted table per list. A view is
// counted only when a row's membership is a function of the row's own columns and it is exactly what the list
// answers, unfiltered, to the roles that see the whole company's list (supervisors and up; anyone for
// operatives and the plant register). Views:
//   form_submissions       not_draft | draft:<user id>   (status; a draft counts for its submitter only: the
//                                                       list shows drafts to the person filling them in)
//   timesheets             all
//   labour_invoices        all
//   operatives             active | inactive             (is_active)
//   material_requests      all
//   purchase_orders        all
//   applications           all
//   application_templates  all
//   enquiries              all
//   plant_requests         all
//   plant_items            current                       (every status but disposed: the register's default)
//   plant_rates            all
// Existing rows are counted once here (backfill).
import type { QueryInterface } from 'sequelize';
import { backfillCounted, dropCounted, installCounted, type Counted } from './202611230100-list-counters.js';

const ALL = `ARRAY['all']`;

export const MODULE_COUNTED: Counted[] = [
  {
    table: 'form_submissions',
    list: 'form_submissions',
    views: `CASE WHEN r.status <> 'draft' THEN ARRAY['not_draft']
      WHEN r.submitted_by IS NOT NULL THEN ARRAY['draft:' || r.submitted_by]
      ELSE '{}'::text[] END`,
  },
  { table: 'timesheets', list: 'timesheets', views: ALL },
  { table: 'labour_invoices', list: 'labour_invoices', views: ALL },
  {
    table: 'operatives',
    list: 'operatives',
    views: `ARRAY[CASE WHEN r.is_active THEN 'active' ELSE 'inactive' END]`,
  },
  { table: 'material_requests', list: 'material_requests', views: ALL },
  { table: 'purchase_orders', list: 'purchase_orders', views: ALL },
  { table: 'applications', list: 'applications', views: ALL },
  { table: 'application_templates', list: 'application_templates', views: ALL },
  { table: 'enquiries', list: 'enquiries', views: ALL },
  { table: 'plant_requests', list: 'plant_requests', views: ALL },
  {
    table: 'plant_items',
    list: 'plant_items',
    views: `CASE WHEN r.status = 'disposed' THEN '{}'::text[] ELSE ARRAY['current'] END`,
  },
  { table: 'plant_rates', list: 'plant_rates', views: ALL },
];

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await installCounted(qi, MODULE_COUNTED);
  await backfillCounted(qi, MODULE_COUNTED);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await dropCounted(qi, MODULE_COUNTED);
  await qi.sequelize.query(`DELETE FROM list_counters WHERE list IN (:lists)`, {
    replacements: { lists: MODULE_COUNTED.map((c) => c.list) },
  });
}
