// Migration: cost value reconciliation (issue 40, decision 0085) — the QS's adjustments to a project's value per
// month (unagreed variations, over-measure, preliminaries alignment, known future losses: pence, may be negative,
// with a note), the manager's estimated cost to complete per cost category and month (when not worked as budget
// less cost), and the closed months: one row per project and month holding every figure of the report as it
// stood when the month was closed (a later change shows as the next month's movement).
import { DataTypes, Sequelize, type QueryInterface } from 'sequelize';

// Defaults the database applies itself: the rows are written with plain SQL.

const company = {
  type: DataTypes.UUID,
  allowNull: false,
  references: { model: 'companies', key: 'id' },
  onDelete: 'CASCADE',
};
const project = {
  type: DataTypes.UUID,
  allowNull: false,
  references: { model: 'projects', key: 'id' },
  onDelete: 'CASCADE',
};
const user = (allowNull: boolean) => ({
  type: DataTypes.UUID,
  allowNull,
  references: { model: 'users', key: 'id' },
  onDelete: 'SET NULL',
});

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('cvr_adjustments', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: company,
    project_id: project,
    /** The first day of the month the adjustment is entered in. */
    month: { type: DataTypes.DATEONLY, allowNull: false },
    kind: { type: DataTypes.STRING(32), allowNull: false },
    amount_pence: { type: DataTypes.BIGINT, allowNull: false },
    note: { type: DataTypes.TEXT, allowNull: false },
    created_by: user(true),
    updated_by: user(true),
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: Sequelize.fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: Sequelize.fn('now') },
  });
  await qi.sequelize.query(`ALTER TABLE cvr_adjustments ADD CONSTRAINT cvr_adjustments_kind
    CHECK (kind IN ('unagreed_variation', 'over_measure', 'preliminaries_alignment', 'known_future_loss'))`);
  await qi.sequelize.query(`ALTER TABLE cvr_adjustments ADD CONSTRAINT cvr_adjustments_first_of_month
    CHECK (extract(day FROM month) = 1)`);
  // A project's adjustments to date, and the company's per month (the company report groups by project).
  await qi.addIndex('cvr_adjustments', ['company_id', 'project_id', 'month'], {
    name: 'cvr_adjustments_project',
  });

  await qi.createTable('cvr_cost_forecasts', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: company,
    project_id: project,
    month: { type: DataTypes.DATEONLY, allowNull: false },
    category: { type: DataTypes.STRING(16), allowNull: false },
    /** The manager's estimated cost to complete for the category at the month's end. */
    amount_pence: { type: DataTypes.BIGINT, allowNull: false },
    set_by: user(true),
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: Sequelize.fn('now') },
  });
  await qi.sequelize.query(`ALTER TABLE cvr_cost_forecasts ADD CONSTRAINT cvr_cost_forecasts_category
    CHECK (category IN ('labour', 'plant', 'materials', 'subcontract', 'preliminaries', 'other'))`);
  await qi.sequelize.query(`ALTER TABLE cvr_cost_forecasts ADD CONSTRAINT cvr_cost_forecasts_amount
    CHECK (amount_pence >= 0)`);
  await qi.addIndex('cvr_cost_forecasts', ['company_id', 'project_id', 'month', 'category'], {
    unique: true,
    name: 'cvr_cost_forecasts_month',
  });

  await qi.createTable('cvr_month_closes', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: company,
    project_id: project,
    month: { type: DataTypes.DATEONLY, allowNull: false },
    /** Every figure of the project's CVR and cost to complete for the month, as the report answered it. */
    figures: { type: DataTypes.JSONB, allowNull: false },
    closed_by: user(true),
    closed_at: { type: DataTypes.DATE, allowNull: false, defaultValue: Sequelize.fn('now') },
  });
  await qi.addIndex('cvr_month_closes', ['company_id', 'project_id', 'month'], {
    unique: true,
    name: 'cvr_month_closes_month',
  });
  await qi.addIndex('cvr_month_closes', ['company_id', 'month'], { name: 'cvr_month_closes_company_month' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('cvr_month_closes');
  await qi.dropTable('cvr_cost_forecasts');
  await qi.dropTable('cvr_adjustments');
}
