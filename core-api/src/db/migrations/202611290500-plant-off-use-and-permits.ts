// Migration: a failed plant pre-use check takes the item off use until a supervisor clears it, and a permit to
// work has a state of its own beside the form's review status (issue 41, decision 0089).
// - plant_items: when it went off use, why (the check's defects), by which form (FRM-…) and whom; all null while
//   in use.
// - plant_item_off_use_history: each spell off use once cleared — who cleared it, when, with what note — so
//   clearing keeps its record and the item's columns hold only the current spell.
// - form_submissions: the permit's state (issued, in_force, closed; null for any other form or before approval)
//   and its moves [{to, by, by_name, at, note}] as JSONB.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('plant_items', 'off_use_at', { type: DataTypes.DATE, allowNull: true });
  await qi.addColumn('plant_items', 'off_use_reason', { type: DataTypes.TEXT, allowNull: true });
  await qi.addColumn('plant_items', 'off_use_submission_id', { type: DataTypes.UUID, allowNull: true });
  await qi.addColumn('plant_items', 'off_use_reference', { type: DataTypes.STRING(20), allowNull: true });
  await qi.addColumn('plant_items', 'off_use_by', { type: DataTypes.UUID, allowNull: true });
  await qi.createTable('plant_item_off_use_history', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
    company_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'companies', key: 'id' },
      onDelete: 'CASCADE',
    },
    plant_item_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'plant_items', key: 'id' },
      onDelete: 'CASCADE',
    },
    off_use_at: { type: DataTypes.DATE, allowNull: false },
    off_use_reason: { type: DataTypes.TEXT, allowNull: true },
    off_use_submission_id: { type: DataTypes.UUID, allowNull: true },
    off_use_reference: { type: DataTypes.STRING(20), allowNull: true },
    off_use_by: { type: DataTypes.UUID, allowNull: true },
    cleared_by: { type: DataTypes.UUID, allowNull: true },
    cleared_at: { type: DataTypes.DATE, allowNull: false },
    note: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('plant_item_off_use_history', ['company_id', 'plant_item_id', 'cleared_at']);
  await qi.addColumn('form_submissions', 'permit_state', { type: DataTypes.STRING(20), allowNull: true });
  await qi.addColumn('form_submissions', 'permit_history', {
    type: DataTypes.JSONB,
    allowNull: false,
    defaultValue: [],
  });
  await qi.sequelize.query(`ALTER TABLE form_submissions ADD CONSTRAINT form_submissions_permit_state_valid
    CHECK (permit_state IS NULL OR permit_state IN ('issued','in_force','closed'))`);
  await qi.sequelize.query(
    `CREATE INDEX form_submissions_permit_state ON form_submissions (company_id, permit_state)
      WHERE permit_state IS NOT NULL`,
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP INDEX IF EXISTS form_submissions_permit_state');
  await qi.sequelize.query(
    'ALTER TABLE form_submissions DROP CONSTRAINT IF EXISTS form_submissions_permit_state_valid',
  );
  await qi.removeColumn('form_submissions', 'permit_history');
  await qi.removeColumn('form_submissions', 'permit_state');
  await qi.dropTable('plant_item_off_use_history');
  for (const c of [
    'off_use_by',
    'off_use_reference',
    'off_use_submission_id',
    'off_use_reason',
    'off_use_at',
  ]) {
    await qi.removeColumn('plant_items', c);
  }
}
