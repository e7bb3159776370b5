// Migration: labour — trades with default day rates, operatives (engagement, supplier, rate, CSCS card),
// weekly timesheets (hours per day Monday to Sunday and overtime, with the cost worked at approval) and labour
// invoices (LI-0001) with their lines, match against approved timesheets and CIS/VAT figures. Every table is
// per company; money is BIGINT pence; hours NUMERIC(5,2). Indexes lead with company_id for the lists, the
// dashboards and the CIS month.
import { DataTypes, type QueryInterface } from 'sequelize';

const id = { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 };
const ref = (model: string, onDelete = 'CASCADE', allowNull = false) => ({
  type: DataTypes.UUID,
  allowNull,
  references: { model, key: 'id' },
  onDelete,
});
const stamps = {
  created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
};
const pence = () => ({ type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 });

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('labour_trades', {
    id,
    company_id: ref('companies'),
    name: { type: DataTypes.STRING(100), allowNull: false },
    default_day_rate_pence: pence(),
    is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    ...stamps,
  });
  await qi.sequelize.query(
    'CREATE UNIQUE INDEX labour_trades_company_name ON labour_trades (company_id, lower(name))',
  );

  await qi.createTable('operatives', {
    id,
    company_id: ref('companies'),
    name: { type: DataTypes.STRING(200), allowNull: false },
    trade_id: ref('labour_trades', 'SET NULL', true),
    engagement: { type: DataTypes.STRING(20), allowNull: false },
    supplier_id: ref('suppliers', 'NO ACTION', true),
    user_id: ref('users', 'SET NULL', true),
    rate_unit: { type: DataTypes.STRING(10), allowNull: false },
    rate_pence: pence(),
    cscs_card_type: { type: DataTypes.STRING(50), allowNull: true },
    cscs_card_number: { type: DataTypes.STRING(30), allowNull: true },
    cscs_expiry: { type: DataTypes.DATEONLY, allowNull: true },
    phone: { type: DataTypes.STRING(50), allowNull: true },
    is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    created_by: ref('users', 'SET NULL', true),
    ...stamps,
  });
  await qi.addIndex('operatives', ['company_id', 'name'], { name: 'operatives_company_name' });
  await qi.addIndex('operatives', ['company_id', 'cscs_expiry'], { name: 'operatives_company_cscs' });
  await qi.addIndex('operatives', ['company_id', 'supplier_id'], { name: 'operatives_company_supplier' });
  await qi.addIndex('operatives', ['user_id'], { name: 'operatives_user' });

  await qi.createTable('timesheets', {
    id,
    company_id: ref('companies'),
    operative_id: ref('operatives'),
    project_id: ref('projects'),
    week_commencing: { type: DataTypes.DATEONLY, allowNull: false },
    hours: { type: DataTypes.ARRAY(DataTypes.DECIMAL(5, 2)), allowNull: false },
    overtime_hours: { type: DataTypes.DECIMAL(5, 2), allowNull: false, defaultValue: 0 },
    notes: { type: DataTypes.TEXT, allowNull: true },
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
    status_reason: { type: DataTypes.TEXT, allowNull: true },
    cost_pence: pence(),
    submitted_at: { type: DataTypes.DATE, allowNull: true },
    decided_by: ref('users', 'SET NULL', true),
    decided_at: { type: DataTypes.DATE, allowNull: true },
    created_by: ref('users', 'SET NULL', true),
    ...stamps,
  });
  await qi.addIndex('timesheets', ['operative_id', 'project_id', 'week_commencing'], {
    name: 'timesheets_operative_project_week',
    unique: true,
  });
  await qi.addIndex('timesheets', ['company_id', 'week_commencing', 'id'], {
    name: 'timesheets_company_week',
  });
  await qi.addIndex('timesheets', ['company_id', 'status'], { name: 'timesheets_company_status' });
  await qi.addIndex('timesheets', ['project_id', 'week_commencing'], { name: 'timesheets_project_week' });

  await qi.createTable('labour_invoices', {
    id,
    company_id: ref('companies'),
    supplier_id: ref('suppliers', 'NO ACTION'),
    reference: { type: DataTypes.STRING(20), allowNull: false },
    supplier_reference: { type: DataTypes.STRING(100), allowNull: false },
    invoice_date: { type: DataTypes.DATEONLY, allowNull: false },
    period_start: { type: DataTypes.DATEONLY, allowNull: false },
    period_end: { type: DataTypes.DATEONLY, allowNull: false },
    lines: { type: DataTypes.JSONB, allowNull: false },
    vat_rate: { type: DataTypes.STRING(20), allowNull: false },
    customer_end_user: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    cis_status: { type: DataTypes.STRING(20), allowNull: true },
    supplier_vat_registered: { type: DataTypes.BOOLEAN, allowNull: false },
    customer_vat_registered: { type: DataTypes.BOOLEAN, allowNull: false },
    labour_pence: pence(),
    materials_pence: pence(),
    materials_cost_pence: pence(),
    net_pence: pence(),
    cis_deduction_pence: pence(),
    vat_pence: pence(),
    reverse_charge_vat_pence: pence(),
    gross_pence: pence(),
    payable_pence: pence(),
    match: { type: DataTypes.JSONB, allowNull: false },
    has_variance: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'received' },
    status_reason: { type: DataTypes.TEXT, allowNull: true },
    payment_date: { type: DataTypes.DATEONLY, allowNull: true },
    created_by: ref('users', 'SET NULL', true),
    ...stamps,
  });
  await qi.addIndex('labour_invoices', ['company_id', 'reference'], {
    name: 'labour_invoices_company_reference',
    unique: true,
  });
  await qi.addIndex('labour_invoices', ['company_id', 'created_at', 'id'], {
    name: 'labour_invoices_company_created',
  });
  await qi.addIndex('labour_invoices', ['company_id', 'payment_date'], {
    name: 'labour_invoices_company_payment',
  });
  await qi.addIndex('labour_invoices', ['company_id', 'status'], { name: 'labour_invoices_company_status' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of ['labour_invoices', 'timesheets', 'operatives', 'labour_trades']) {
    await qi.dropTable(table);
  }
}
