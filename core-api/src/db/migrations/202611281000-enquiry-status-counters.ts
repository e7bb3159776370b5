// Migration: enquiries count per status too (views `status:<status>` beside `all`), so the dashboard's
// "Enquiries by status" reads counters instead of grouping every enquiry of the company (issue 36; decision
// 0078). Same statement-level triggers as migration 0100: the enquiries' are reinstalled with the new views and
// the company counters of the list recounted from the rows.
import type { QueryInterface } from 'sequelize';
import { backfillCounted, dropCounted, installCounted, type Counted } from './202611230100-list-counters.js';

const WITH_STATUS: Counted = {
  table: 'enquiries',
  list: 'enquiries',
  views: `ARRAY['all', 'status:' || r.status]`,
};
const ALL_ONLY: Counted = { ...WITH_STATUS, views: `ARRAY['all']` };

async function recount(qi: QueryInterface, counted: Counted): Promise<void> {
  await dropCounted(qi, [counted]);
  await qi.sequelize.query(`DELETE FROM list_counters WHERE list = 'enquiries'`);
  await installCounted(qi, [counted]);
  await backfillCounted(qi, [counted]);
}

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await recount(qi, WITH_STATUS);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await recount(qi, ALL_ONLY);
}
