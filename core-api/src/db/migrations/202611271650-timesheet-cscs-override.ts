// Migration: a timesheet keeps the manager's override of an expired CSCS card (issue 35, decision 0064): the
// reason, who and when. A sheet whose operative's card had expired by the last day worked is approved only so.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE timesheets
    ADD COLUMN cscs_override_reason TEXT,
    ADD COLUMN cscs_override_by UUID REFERENCES users(id) ON DELETE SET NULL,
    ADD COLUMN cscs_override_at TIMESTAMPTZ`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`ALTER TABLE timesheets
    DROP COLUMN cscs_override_reason, DROP COLUMN cscs_override_by, DROP COLUMN cscs_override_at`);
}
