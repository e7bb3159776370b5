// Migration 0004: the platform layer — the superadmin audit log and per-company settings (details, defaults,
// project folder template, provider choice).
import { DataTypes, type QueryInterface } from 'sequelize';

const now = { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW };

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('superadmin_audit_logs', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    superadmin_id: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'superadmins', key: 'id' },
      onDelete: 'SET NULL',
    },
    // Kept as text so the row still says who acted after the account is gone, and for failed logins.
    username: { type: DataTypes.STRING(100), allowNull: true },
    action: { type: DataTypes.STRING(50), allowNull: false },
    target_type: { type: DataTypes.STRING(50), allowNull: true },
    target_id: { type: DataTypes.STRING(100), allowNull: true },
    details: { type: DataTypes.JSONB, allowNull: true },
    ip: { type: DataTypes.STRING(100), allowNull: true },
    created_at: now,
  });
  await qi.addIndex('superadmin_audit_logs', ['created_at'], { name: 'superadmin_audit_logs_created' });

  await qi.createTable('company_settings', {
    company_id: {
      type: DataTypes.UUID,
      primaryKey: true,
      allowNull: false,
      references: { model: 'companies', key: 'id' },
      onDelete: 'CASCADE',
    },
    address: { type: DataTypes.TEXT, allowNull: true },
    vat_number: { type: DataTypes.STRING(20), allowNull: true },
    cis_utr: { type: DataTypes.STRING(10), allowNull: true },
    retention_percent: { type: DataTypes.DECIMAL(5, 2), allowNull: false, defaultValue: 5 },
    payment_due_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 30 },
    // NULL means "the default template"; a saved list is an ordered JSON array of folder names.
    folder_template: { type: DataTypes.JSONB, allowNull: true },
    drive_provider: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'local' },
    accounting_provider: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'none' },
    created_at: now,
    updated_at: now,
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('company_settings');
  await qi.dropTable('superadmin_audit_logs');
}
