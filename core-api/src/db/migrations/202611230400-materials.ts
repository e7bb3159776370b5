// Migration: materials — material requests (MR-0001) with their lines, supplier enquiries (RFQ) with each
// supplier's quote per line, purchase orders (PO-00001) with priced lines, deliveries against PO lines and
// supplier invoices with their three-way match. Every table is per company; money is BIGINT pence; quantities
// are NUMERIC(12,3) (the money kit's three decimals). References are unique per company (the counter allocates
// them inside the creating transaction; the index is the backstop).
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
const quantity = { type: DataTypes.DECIMAL(12, 3), allowNull: false };
const pence = { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 };

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('material_requests', {
    id,
    company_id: ref('companies'),
    project_id: ref('projects'),
    reference: { type: DataTypes.STRING(20), allowNull: false },
    requested_by: ref('users', 'SET NULL', true),
    required_by: { type: DataTypes.DATEONLY, allowNull: true },
    delivery_notes: { type: DataTypes.TEXT, allowNull: true },
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'requested' },
    status_reason: { type: DataTypes.TEXT, allowNull: true },
    decided_by: ref('users', 'SET NULL', true),
    decided_at: { type: DataTypes.DATE, allowNull: true },
    ...stamps,
  });
  await qi.createTable('material_request_lines', {
    id,
    company_id: ref('companies'),
    request_id: ref('material_requests'),
    position: { type: DataTypes.INTEGER, allowNull: false },
    description: { type: DataTypes.STRING(500), allowNull: false },
    quantity,
    unit: { type: DataTypes.STRING(30), allowNull: false },
  });
  await qi.createTable('material_enquiries', {
    id,
    company_id: ref('companies'),
    request_id: ref('material_requests'),
    supplier_id: ref('suppliers', 'NO ACTION'),
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'sent' },
    quote_lines: { type: DataTypes.JSONB, allowNull: true },
    quote_net_pence: { type: DataTypes.BIGINT, allowNull: true },
    quote_vat_pence: { type: DataTypes.BIGINT, allowNull: true },
    lead_time_days: { type: DataTypes.INTEGER, allowNull: true },
    valid_until: { type: DataTypes.DATEONLY, allowNull: true },
    quoted_at: { type: DataTypes.DATE, allowNull: true },
    sent_by: ref('users', 'SET NULL', true),
    ...stamps,
  });
  await qi.createTable('purchase_orders', {
    id,
    company_id: ref('companies'),
    project_id: ref('projects'),
    supplier_id: ref('suppliers', 'NO ACTION'),
    request_id: ref('material_requests', 'SET NULL', true),
    enquiry_id: ref('material_enquiries', 'SET NULL', true),
    reference: { type: DataTypes.STRING(20), allowNull: false },
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
    status_reason: { type: DataTypes.TEXT, allowNull: true },
    delivery_date: { type: DataTypes.DATEONLY, allowNull: true },
    delivery_address: { type: DataTypes.TEXT, allowNull: true },
    net_pence: pence,
    vat_pence: pence,
    gross_pence: pence,
    issued_at: { type: DataTypes.DATE, allowNull: true },
    issued_by: ref('users', 'SET NULL', true),
    pdf_upload_id: ref('uploads', 'SET NULL', true),
    created_by: ref('users', 'SET NULL', true),
    ...stamps,
  });
  await qi.createTable('purchase_order_lines', {
    id,
    company_id: ref('companies'),
    purchase_order_id: ref('purchase_orders'),
    position: { type: DataTypes.INTEGER, allowNull: false },
    description: { type: DataTypes.STRING(500), allowNull: false },
    quantity,
    unit: { type: DataTypes.STRING(30), allowNull: false },
    unit_price_pence: pence,
    vat_code: { type: DataTypes.STRING(20), allowNull: false },
    net_pence: pence,
    vat_pence: pence,
    received_quantity: { type: DataTypes.DECIMAL(12, 3), allowNull: false, defaultValue: 0 },
  });
  await qi.createTable('material_deliveries', {
    id,
    company_id: ref('companies'),
    purchase_order_id: ref('purchase_orders'),
    received_by: ref('users', 'SET NULL', true),
    received_at: { type: DataTypes.DATE, allowNull: false },
    lines: { type: DataTypes.JSONB, allowNull: false },
    ticket_upload_id: ref('uploads', 'SET NULL', true),
    notes: { type: DataTypes.TEXT, allowNull: true },
    ...stamps,
  });
  await qi.createTable('supplier_invoices', {
    id,
    company_id: ref('companies'),
    purchase_order_id: ref('purchase_orders'),
    supplier_reference: { type: DataTypes.STRING(100), allowNull: false },
    invoice_date: { type: DataTypes.DATEONLY, allowNull: false },
    lines: { type: DataTypes.JSONB, allowNull: false },
    net_pence: pence,
    vat_pence: pence,
    gross_pence: pence,
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'received' },
    match: { type: DataTypes.JSONB, allowNull: false },
    match_clean: { type: DataTypes.BOOLEAN, allowNull: false },
    override_reason: { type: DataTypes.TEXT, allowNull: true },
    approved_by: ref('users', 'SET NULL', true),
    approved_at: { type: DataTypes.DATE, allowNull: true },
    created_by: ref('users', 'SET NULL', true),
    ...stamps,
  });
  const sql = (text: string) => qi.sequelize.query(text);
  await sql(`ALTER TABLE material_requests ADD CONSTRAINT material_requests_status_valid CHECK (status IN
    ('requested','approved','rejected','quoting','ordered','part_delivered','delivered','cancelled'))`);
  await sql(`ALTER TABLE purchase_orders ADD CONSTRAINT purchase_orders_status_valid CHECK (status IN
    ('draft','issued','part_delivered','delivered','invoiced','closed','cancelled'))`);
  await sql(`ALTER TABLE purchase_order_lines ADD CONSTRAINT purchase_order_lines_quantity_positive
    CHECK (quantity > 0 AND received_quantity >= 0)`);
  await sql(
    'CREATE UNIQUE INDEX material_requests_company_reference ON material_requests (company_id, reference)',
  );
  await sql(
    'CREATE INDEX material_requests_company_status ON material_requests (company_id, status, created_at DESC)',
  );
  await sql('CREATE INDEX material_requests_project ON material_requests (project_id)');
  await sql('CREATE INDEX material_request_lines_request ON material_request_lines (request_id, position)');
  await sql('CREATE INDEX material_enquiries_request ON material_enquiries (request_id)');
  await sql(
    'CREATE UNIQUE INDEX purchase_orders_company_reference ON purchase_orders (company_id, reference)',
  );
  await sql(
    'CREATE INDEX purchase_orders_company_created ON purchase_orders (company_id, created_at DESC, id)',
  );
  await sql(
    'CREATE INDEX purchase_orders_company_status ON purchase_orders (company_id, status, delivery_date)',
  );
  await sql('CREATE INDEX purchase_orders_project ON purchase_orders (project_id)');
  await sql('CREATE INDEX purchase_orders_request ON purchase_orders (request_id)');
  await sql('CREATE INDEX purchase_order_lines_order ON purchase_order_lines (purchase_order_id, position)');
  await sql('CREATE INDEX material_deliveries_order ON material_deliveries (purchase_order_id, received_at)');
  await sql('CREATE INDEX supplier_invoices_order ON supplier_invoices (purchase_order_id)');
  await sql(
    'CREATE INDEX supplier_invoices_company_status ON supplier_invoices (company_id, status, match_clean)',
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of [
    'supplier_invoices',
    'material_deliveries',
    'purchase_order_lines',
    'purchase_orders',
    'material_enquiries',
    'material_request_lines',
    'material_requests',
  ]) {
    await qi.dropTable(table);
  }
}
