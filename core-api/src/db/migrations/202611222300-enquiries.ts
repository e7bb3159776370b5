// Migration: enquiries and estimates (issue 16). An enquiry (ENQ-0001) is a tender a client sent; its estimates
// are versions 1..n (EST-0001 v1, v2…) with lines grouped by section. Money is BIGINT pence; quantities keep 3
// decimals; totals are stored as core-api computed them (docs/decisions/0029-estimate-totals.md) so lists and
// dashboards read them without adding lines up. A converted enquiry points at its project (one only).
import { DataTypes, type QueryInterface } from 'sequelize';

const id = () => ({
  type: DataTypes.UUID,
  primaryKey: true,
  allowNull: false,
  defaultValue: DataTypes.UUIDV4,
});
const companyId = () => ({
  type: DataTypes.UUID,
  allowNull: false,
  references: { model: 'companies', key: 'id' },
  onDelete: 'CASCADE',
});
const userRef = () => ({
  type: DataTypes.UUID,
  allowNull: true,
  references: { model: 'users', key: 'id' },
  onDelete: 'SET NULL',
});
const pence = () => ({ type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 });
const stamps = () => ({
  created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
});

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('enquiries', {
    id: id(),
    company_id: companyId(),
    reference: { type: DataTypes.STRING(20), allowNull: false },
    title: { type: DataTypes.STRING(200), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    client_name: { type: DataTypes.STRING(200), allowNull: false },
    client_contact_name: { type: DataTypes.STRING(200), allowNull: true },
    client_email: { type: DataTypes.STRING(254), allowNull: true },
    client_phone: { type: DataTypes.STRING(50), allowNull: true },
    site_address: { type: DataTypes.TEXT, allowNull: true },
    site_postcode: { type: DataTypes.STRING(10), allowNull: true },
    source: { type: DataTypes.STRING(100), allowNull: true },
    received_date: { type: DataTypes.DATEONLY, allowNull: false },
    tender_due_date: { type: DataTypes.DATEONLY, allowNull: true },
    estimator_id: userRef(),
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'new' },
    status_reason: { type: DataTypes.TEXT, allowNull: true },
    status_changed_at: { type: DataTypes.DATE, allowNull: true },
    project_id: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'projects', key: 'id' },
      onDelete: 'SET NULL',
    },
    converted_at: { type: DataTypes.DATE, allowNull: true },
    created_by: userRef(),
    ...stamps(),
  });
  const sql = (text: string) => qi.sequelize.query(text);
  await sql(`ALTER TABLE enquiries
    ADD CONSTRAINT enquiries_status_valid CHECK (
      status IN ('new', 'estimating', 'submitted', 'won', 'lost', 'declined'))`);
  await sql('CREATE UNIQUE INDEX enquiries_company_reference ON enquiries (company_id, reference)');
  await sql(
    'CREATE UNIQUE INDEX enquiries_project_unique ON enquiries (project_id) WHERE project_id IS NOT NULL',
  );
  // The list: by tender due date (all, or one status), newest first; dashboards by status and due date.
  await sql('CREATE INDEX enquiries_company_due ON enquiries (company_id, tender_due_date, id)');
  await sql(
    'CREATE INDEX enquiries_company_status_due ON enquiries (company_id, status, tender_due_date, id)',
  );
  await sql('CREATE INDEX enquiries_company_created ON enquiries (company_id, created_at DESC, id)');

  await qi.createTable('estimates', {
    id: id(),
    company_id: companyId(),
    enquiry_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'enquiries', key: 'id' },
      onDelete: 'CASCADE',
    },
    reference: { type: DataTypes.STRING(20), allowNull: false },
    version: { type: DataTypes.INTEGER, allowNull: false },
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
    status_reason: { type: DataTypes.TEXT, allowNull: true },
    valid_until: { type: DataTypes.DATEONLY, allowNull: true },
    notes: { type: DataTypes.TEXT, allowNull: true },
    overhead_percent: { type: DataTypes.DECIMAL(5, 2), allowNull: false, defaultValue: 0 },
    profit_percent: { type: DataTypes.DECIMAL(5, 2), allowNull: false, defaultValue: 0 },
    vat_code: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'standard' },
    lines_net_pence: pence(),
    overhead_pence: pence(),
    profit_pence: pence(),
    net_pence: pence(),
    vat_pence: pence(),
    gross_pence: pence(),
    superseded_by_id: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'estimates', key: 'id' },
      onDelete: 'SET NULL',
    },
    issued_at: { type: DataTypes.DATE, allowNull: true },
    decided_at: { type: DataTypes.DATE, allowNull: true },
    created_by: userRef(),
    ...stamps(),
  });
  await sql(`ALTER TABLE estimates
    ADD CONSTRAINT estimates_status_valid CHECK (
      status IN ('draft', 'issued', 'accepted', 'rejected', 'superseded')),
    ADD CONSTRAINT estimates_percent_valid CHECK (
      overhead_percent BETWEEN 0 AND 100 AND profit_percent BETWEEN 0 AND 100)`);
  await sql('CREATE UNIQUE INDEX estimates_enquiry_version ON estimates (enquiry_id, version)');
  await sql('CREATE INDEX estimates_company_status ON estimates (company_id, status)');

  await qi.createTable('estimate_lines', {
    id: id(),
    company_id: companyId(),
    estimate_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'estimates', key: 'id' },
      onDelete: 'CASCADE',
    },
    section: { type: DataTypes.STRING(20), allowNull: false },
    position: { type: DataTypes.INTEGER, allowNull: false },
    description: { type: DataTypes.STRING(500), allowNull: false },
    quantity: { type: DataTypes.DECIMAL(12, 3), allowNull: false },
    unit: { type: DataTypes.STRING(20), allowNull: true },
    unit_cost_pence: { type: DataTypes.BIGINT, allowNull: false },
    net_pence: pence(),
    ...stamps(),
  });
  await sql(`ALTER TABLE estimate_lines
    ADD CONSTRAINT estimate_lines_section_valid CHECK (
      section IN ('preliminaries', 'labour', 'plant', 'materials', 'subcontract', 'other'))`);
  await sql('CREATE INDEX estimate_lines_estimate_position ON estimate_lines (estimate_id, position)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('estimate_lines');
  await qi.dropTable('estimates');
  await qi.dropTable('enquiries');
}
