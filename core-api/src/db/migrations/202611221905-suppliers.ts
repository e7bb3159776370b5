// Migration: suppliers (shared by plant, materials and labour). Per company; kinds as a text array (at least
// one, from the fixed set); CIS details only for labour agencies and subcontractors; names unique per company
// regardless of case (accounting contacts are matched by name). Later tables refer to suppliers with plain
// foreign keys (NO ACTION), so a supplier with records cannot be deleted, only deactivated.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('suppliers', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'companies', key: 'id' },
      onDelete: 'CASCADE',
    },
    name: { type: DataTypes.STRING(200), allowNull: false },
    kinds: { type: DataTypes.ARRAY(DataTypes.STRING(20)), allowNull: false },
    contact_name: { type: DataTypes.STRING(200), allowNull: true },
    email: { type: DataTypes.STRING(254), allowNull: true },
    phone: { type: DataTypes.STRING(50), allowNull: true },
    account_number: { type: DataTypes.STRING(50), allowNull: true },
    address: { type: DataTypes.TEXT, allowNull: true },
    vat_number: { type: DataTypes.STRING(20), allowNull: true },
    cis_status: { type: DataTypes.STRING(20), allowNull: true },
    utr: { type: DataTypes.STRING(10), allowNull: true },
    verification_number: { type: DataTypes.STRING(20), allowNull: true },
    is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    deactivated_at: { type: DataTypes.DATE, allowNull: true },
    created_by: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'SET NULL',
    },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  const sql = (text: string) => qi.sequelize.query(text);
  await sql(`ALTER TABLE suppliers
    ADD CONSTRAINT suppliers_kinds_valid CHECK (
      cardinality(kinds) >= 1
      AND kinds <@ ARRAY['plant', 'materials', 'labour_agency', 'subcontractor']::varchar(20)[]),
    ADD CONSTRAINT suppliers_cis_status_valid CHECK (cis_status IN ('gross', 'net', 'unverified')),
    ADD CONSTRAINT suppliers_cis_only_for_cis_kinds CHECK (
      (cis_status IS NULL AND utr IS NULL AND verification_number IS NULL)
      OR kinds && ARRAY['labour_agency', 'subcontractor']::varchar(20)[])`);
  // The list: the company's suppliers by name (active first filter), the kind filter, unique names.
  await sql('CREATE UNIQUE INDEX suppliers_company_name_unique ON suppliers (company_id, lower(name))');
  await sql('CREATE INDEX suppliers_company_active_name ON suppliers (company_id, is_active, lower(name))');
  await sql('CREATE INDEX suppliers_kinds ON suppliers USING gin (kinds)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('suppliers');
}
