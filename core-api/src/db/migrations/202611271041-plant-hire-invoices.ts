// Migration: plant hire invoices (issue 32, decision 0050) — a supplier's invoice for a hired plant request,
// with the CIS deduction of a wet hire (plant with operator, HMRC CISR14260) and the VAT worked when recorded;
// paid with a payment date that puts its CIS in a tax month. A supplier's reference is unique per supplier
// (case-insensitive), so one invoice cannot be entered twice. Money is BIGINT pence.
import { DataTypes, type QueryInterface } from 'sequelize';

const ref = (model: string, onDelete = 'CASCADE', allowNull = false) => ({
  type: DataTypes.UUID,
  allowNull,
  references: { model, key: 'id' },
  onDelete,
});
const pence = () => ({ type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 });

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('plant_hire_invoices', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: ref('companies'),
    plant_request_id: ref('plant_requests'),
    supplier_id: ref('suppliers', 'NO ACTION'),
    supplier_reference: { type: DataTypes.STRING(100), allowNull: false },
    invoice_date: { type: DataTypes.DATEONLY, allowNull: false },
    with_operator: { type: DataTypes.BOOLEAN, allowNull: false },
    hire_pence: pence(),
    materials_pence: pence(),
    materials_cost_pence: pence(),
    net_pence: pence(),
    hire_cost_to_date_pence: pence(),
    invoiced_before_pence: pence(),
    cis_status: { type: DataTypes.STRING(20), allowNull: true },
    cis_rate_percent: { type: DataTypes.INTEGER, allowNull: true },
    cis_base_pence: pence(),
    cis_deduction_pence: pence(),
    cis_reason: { type: DataTypes.TEXT, allowNull: false },
    vat_rate: { type: DataTypes.STRING(10), allowNull: false },
    vat_treatment: { type: DataTypes.STRING(20), allowNull: false },
    vat_rate_percent: { type: DataTypes.INTEGER, allowNull: false },
    vat_pence: pence(),
    reverse_charge_vat_pence: pence(),
    vat_reason: { type: DataTypes.TEXT, allowNull: false },
    customer_end_user: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    gross_pence: pence(),
    payable_pence: pence(),
    steps: { type: DataTypes.JSONB, allowNull: false },
    status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'recorded' },
    payment_date: { type: DataTypes.DATEONLY, allowNull: true },
    created_by: ref('users', 'NO ACTION'),
    paid_by: ref('users', 'NO ACTION', true),
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.sequelize.query(
    `CREATE UNIQUE INDEX plant_hire_invoices_supplier_reference
       ON plant_hire_invoices (company_id, supplier_id, upper(regexp_replace(supplier_reference, '[^[:alnum:]]', '', 'g')))`,
  );
  await qi.sequelize.query(
    'CREATE INDEX plant_hire_invoices_request ON plant_hire_invoices (company_id, plant_request_id)',
  );
  await qi.sequelize.query(
    `CREATE INDEX plant_hire_invoices_cis_month ON plant_hire_invoices (company_id, payment_date)
       WHERE status = 'paid' AND cis_status IS NOT NULL`,
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('plant_hire_invoices');
}
