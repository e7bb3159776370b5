// Migration: applications for payment — a template per project (schedule of works lines, retention rates,
// payment terms, VAT treatment, practical completion and rectification dates), applications numbered per
// project (valuation lines, variations and materials on site as JSONB with their computed totals in BIGINT
// pence and their Construction Act dates) and the payment and pay less notices recorded against them.
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
const pence = { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 };
const percent = { type: DataTypes.DECIMAL(5, 2), allowNull: false, defaultValue: 0 };
const date = { type: DataTypes.DATEONLY, allowNull: true };

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('application_templates', {
    id,
    company_id: ref('companies'),
    project_id: ref('projects'),
    name: { type: DataTypes.STRING(200), allowNull: false },
    lines: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
    retention_percent: percent,
    retention_after_pc_percent: percent,
    vat_treatment: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'standard' },
    terms: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'contract' },
    payment_due_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 14 },
    payment_final_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 17 },
    pay_less_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 7 },
    region: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'england-and-wales' },
    practical_completion_date: date,
    rectification_end_date: date,
    created_by: ref('users', 'SET NULL', true),
    ...stamps,
  });
  await qi.createTable('applications', {
    id,
    company_id: ref('companies'),
    project_id: ref('projects'),
    template_id: ref('application_templates'),
    number: { type: DataTypes.INTEGER, allowNull: false },
    valuation_date: { type: DataTypes.DATEONLY, allowNull: false },
    submitted_on: date,
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
    status_reason: { type: DataTypes.TEXT, allowNull: true },
    lines: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
    variations: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
    materials_on_site: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
    terms: { type: DataTypes.JSONB, allowNull: false },
    vat_treatment: { type: DataTypes.STRING(20), allowNull: false },
    retention_stage: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'full' },
    retention_percent: percent,
    work_done_pence: pence,
    variations_pence: pence,
    materials_on_site_pence: pence,
    gross_pence: pence,
    retention_pence: pence,
    net_valuation_pence: pence,
    previously_certified_pence: pence,
    amount_due_pence: pence,
    vat_pence: pence,
    reverse_charge_vat_pence: pence,
    total_pence: pence,
    paid_pence: pence,
    due_date: { type: DataTypes.DATEONLY, allowNull: false },
    payment_notice_deadline: { type: DataTypes.DATEONLY, allowNull: false },
    pay_less_deadline: { type: DataTypes.DATEONLY, allowNull: false },
    final_date: { type: DataTypes.DATEONLY, allowNull: false },
    pdf_upload_id: ref('uploads', 'SET NULL', true),
    created_by: ref('users', 'SET NULL', true),
    ...stamps,
  });
  await qi.createTable('application_notices', {
    id,
    company_id: ref('companies'),
    application_id: ref('applications'),
    kind: { type: DataTypes.STRING(20), allowNull: false },
    amount_pence: pence,
    reason: { type: DataTypes.TEXT, allowNull: true },
    notice_date: { type: DataTypes.DATEONLY, allowNull: false },
    recorded_by: ref('users', 'SET NULL', true),
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  const sql = (text: string) => qi.sequelize.query(text);
  await sql(
    'CREATE INDEX application_templates_company ON application_templates (company_id, created_at DESC, id)',
  );
  await sql('CREATE INDEX application_templates_project ON application_templates (project_id)');
  await sql('CREATE UNIQUE INDEX applications_project_number ON applications (project_id, number)');
  await sql('CREATE INDEX applications_template ON applications (template_id, number)');
  await sql('CREATE INDEX applications_company_status ON applications (company_id, status, final_date, id)');
  await sql('CREATE INDEX applications_company_created ON applications (company_id, created_at DESC, id)');
  await sql(
    'CREATE INDEX application_notices_application ON application_notices (application_id, created_at)',
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of ['application_notices', 'applications', 'application_templates']) {
    await qi.dropTable(table);
  }
}
