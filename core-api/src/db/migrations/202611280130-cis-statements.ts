// Migration: the CIS payment and deduction statements kept once a tax month has ended (issue 37, decision 0077) —
// one row per subcontractor, tax month and version (a payment recorded late in a closed month gives a revised
// statement, version 2…), the figures it shows and a hash of them, and the stored PDF (an upload, which a
// connected cloud drive files under "CIS Statements/<tax year>").
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('cis_statements', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'companies', key: 'id' },
      onDelete: 'CASCADE',
    },
    supplier_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'suppliers', key: 'id' },
      onDelete: 'CASCADE',
    },
    /** "2026-27" */
    tax_year: { type: DataTypes.STRING(7), allowNull: false },
    /** 1 (6 April to 5 May) … 12 (6 March to 5 April) */
    month_number: { type: DataTypes.INTEGER, allowNull: false },
    version: { type: DataTypes.INTEGER, allowNull: false },
    gross_pence: { type: DataTypes.BIGINT, allowNull: false },
    materials_cost_pence: { type: DataTypes.BIGINT, allowNull: false },
    deduction_pence: { type: DataTypes.BIGINT, allowNull: false },
    /** SHA-256 of the figures and the payments behind them: the same hash, no new version. */
    figures_hash: { type: DataTypes.STRING(64), allowNull: false },
    upload_id: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'uploads', key: 'id' },
      onDelete: 'SET NULL',
    },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.addIndex('cis_statements', ['company_id', 'supplier_id', 'tax_year', 'month_number', 'version'], {
    unique: true,
    name: 'cis_statements_version',
  });
  await qi.addIndex('cis_statements', ['company_id', 'tax_year', 'month_number'], {
    name: 'cis_statements_month',
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('cis_statements');
}
