// Migration: plant hire. Supplier rates per plant category (pence per day or per week, delivery and collection,
// valid from/to); the plant register (owned and hired items, LOLER and PUWER due dates, current project); plant
// requests (PR-0001) with how each was fulfilled (an owned item allocated, or a hire at a supplier's rate, the
// rate copied onto the request so later rate edits never change a running hire's cost). Every table is per
// company, with indexes for its lists; suppliers are referenced with plain foreign keys (NO ACTION), so a
// supplier with rates or hires cannot be deleted, only deactivated.
import { DataTypes, type QueryInterface } from 'sequelize';

const company = {
  type: DataTypes.UUID,
  allowNull: false,
  references: { model: 'companies', key: 'id' },
  onDelete: 'CASCADE',
} as const;
const user = (allowNull = true) =>
  ({
    type: DataTypes.UUID,
    allowNull,
    references: { model: 'users', key: 'id' },
    onDelete: allowNull ? 'SET NULL' : 'NO ACTION',
  }) as const;
const supplier = { type: DataTypes.UUID, allowNull: true, references: { model: 'suppliers', key: 'id' } };
const stamps = {
  created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);

  await qi.createTable('plant_rates', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: company,
    supplier_id: { ...supplier, allowNull: false },
    category: { type: DataTypes.STRING(100), allowNull: false },
    rate_pence: { type: DataTypes.BIGINT, allowNull: false },
    rate_unit: { type: DataTypes.STRING(10), allowNull: false },
    delivery_pence: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    collection_pence: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    valid_from: { type: DataTypes.DATEONLY, allowNull: false },
    valid_to: { type: DataTypes.DATEONLY, allowNull: true },
    created_by: user(),
    ...stamps,
  });
  await sql(`ALTER TABLE plant_rates
    ADD CONSTRAINT plant_rates_unit_valid CHECK (rate_unit IN ('day', 'week')),
    ADD CONSTRAINT plant_rates_money_valid CHECK (rate_pence > 0 AND delivery_pence >= 0 AND collection_pence >= 0),
    ADD CONSTRAINT plant_rates_dates_valid CHECK (valid_to IS NULL OR valid_to >= valid_from)`);
  await sql(
    'CREATE INDEX plant_rates_company_category ON plant_rates (company_id, lower(category), valid_from)',
  );
  await sql('CREATE INDEX plant_rates_supplier ON plant_rates (supplier_id)');

  await qi.createTable('plant_items', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: company,
    asset_number: { type: DataTypes.STRING(50), allowNull: false },
    description: { type: DataTypes.STRING(200), allowNull: false },
    category: { type: DataTypes.STRING(100), allowNull: false },
    ownership: { type: DataTypes.STRING(10), allowNull: false },
    supplier_id: supplier,
    hire_reference: { type: DataTypes.STRING(100), allowNull: true },
    status: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'available' },
    current_project_id: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'projects', key: 'id' },
      onDelete: 'SET NULL',
    },
    loler_due_date: { type: DataTypes.DATEONLY, allowNull: true },
    puwer_due_date: { type: DataTypes.DATEONLY, allowNull: true },
    created_by: user(),
    ...stamps,
  });
  await sql(`ALTER TABLE plant_items
    ADD CONSTRAINT plant_items_ownership_valid CHECK (ownership IN ('owned', 'hired')),
    ADD CONSTRAINT plant_items_status_valid CHECK (status IN
      ('available', 'on_hire', 'off_hire_requested', 'off_hired', 'in_repair', 'disposed')),
    ADD CONSTRAINT plant_items_hired_has_supplier CHECK (ownership = 'owned' OR supplier_id IS NOT NULL)`);
  await sql('CREATE UNIQUE INDEX plant_items_company_asset ON plant_items (company_id, lower(asset_number))');
  await sql('CREATE INDEX plant_items_company_status ON plant_items (company_id, status, asset_number)');
  await sql('CREATE INDEX plant_items_company_loler ON plant_items (company_id, loler_due_date)');
  await sql('CREATE INDEX plant_items_company_puwer ON plant_items (company_id, puwer_due_date)');
  await sql('CREATE INDEX plant_items_project ON plant_items (current_project_id)');

  await qi.createTable('plant_requests', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: company,
    reference: { type: DataTypes.STRING(20), allowNull: false },
    project_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'projects', key: 'id' },
      onDelete: 'CASCADE',
    },
    requested_by: user(false),
    category: { type: DataTypes.STRING(100), allowNull: false },
    wanted_item_id: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'plant_items', key: 'id' },
      onDelete: 'SET NULL',
    },
    quantity: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    required_from: { type: DataTypes.DATEONLY, allowNull: false },
    required_until: { type: DataTypes.DATEONLY, allowNull: false },
    with_operator: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    notes: { type: DataTypes.TEXT, allowNull: true },
    status: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'requested' },
    fulfilment: { type: DataTypes.STRING(20), allowNull: true },
    plant_item_id: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'plant_items', key: 'id' },
      onDelete: 'SET NULL',
    },
    supplier_id: supplier,
    rate_id: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'plant_rates', key: 'id' },
      onDelete: 'SET NULL',
    },
    rate_pence: { type: DataTypes.BIGINT, allowNull: true },
    rate_unit: { type: DataTypes.STRING(10), allowNull: true },
    delivery_pence: { type: DataTypes.BIGINT, allowNull: true },
    collection_pence: { type: DataTypes.BIGINT, allowNull: true },
    hire_reference: { type: DataTypes.STRING(100), allowNull: true },
    decided_by: user(),
    decided_at: { type: DataTypes.DATE, allowNull: true },
    decision_reason: { type: DataTypes.TEXT, allowNull: true },
    on_hire_date: { type: DataTypes.DATEONLY, allowNull: true },
    off_hire_requested_at: { type: DataTypes.DATE, allowNull: true },
    off_hire_requested_by: user(),
    collection_reference: { type: DataTypes.STRING(100), allowNull: true },
    off_hire_date: { type: DataTypes.DATEONLY, allowNull: true },
    ...stamps,
  });
  await sql(`ALTER TABLE plant_requests
    ADD CONSTRAINT plant_requests_status_valid CHECK (status IN
      ('requested', 'approved', 'rejected', 'on_hire', 'off_hire_requested', 'off_hired', 'cancelled')),
    ADD CONSTRAINT plant_requests_fulfilment_valid CHECK (fulfilment IN ('allocation', 'hire')),
    ADD CONSTRAINT plant_requests_quantity_valid CHECK (quantity BETWEEN 1 AND 100),
    ADD CONSTRAINT plant_requests_dates_valid CHECK (required_until >= required_from),
    ADD CONSTRAINT plant_requests_rate_unit_valid CHECK (rate_unit IN ('day', 'week'))`);
  await sql('CREATE UNIQUE INDEX plant_requests_company_reference ON plant_requests (company_id, reference)');
  await sql('CREATE INDEX plant_requests_company_status ON plant_requests (company_id, status, created_at)');
  await sql('CREATE INDEX plant_requests_requester ON plant_requests (requested_by, created_at)');
  await sql('CREATE INDEX plant_requests_project ON plant_requests (project_id, status)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('plant_requests');
  await qi.dropTable('plant_items');
  await qi.dropTable('plant_rates');
}
