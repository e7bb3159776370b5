// Migration: a company's cloud-drive connection (issue 37, decision 0074) — one per company: the provider, its
// sealed credentials (AES-256-GCM, never a token in the clear), who connected it and when, the root the tree
// lives in, and whether it works or needs reconnecting.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('cloud_drive_connections', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: {
      type: DataTypes.UUID,
      allowNull: false,
      unique: true,
      references: { model: 'companies', key: 'id' },
      onDelete: 'CASCADE',
    },
    provider: { type: DataTypes.STRING(20), allowNull: false },
    /** Microsoft only: all_files (Files.ReadWrite.All) or selected_site (Sites.Selected). */
    access: { type: DataTypes.STRING(20), allowNull: true },
    /** connected | needs_reconnecting */
    status: { type: DataTypes.STRING(30), allowNull: false, defaultValue: 'connected' },
    status_reason: { type: DataTypes.TEXT, allowNull: true },
    status_changed_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    /** sealCredentials(): the whole credentials object, bound to the company and provider. */
    credentials: { type: DataTypes.TEXT, allowNull: false },
    account_id: { type: DataTypes.STRING(255), allowNull: true },
    account_email: { type: DataTypes.STRING(320), allowNull: true },
    account_name: { type: DataTypes.STRING(255), allowNull: true },
    connected_by: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'SET NULL',
    },
    connected_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    /** The provider's id of the picked root (a folder, shared drive, OneDrive or document library). */
    root_id: { type: DataTypes.STRING(500), allowNull: true },
    root_name: { type: DataTypes.STRING(255), allowNull: true },
    root_kind: { type: DataTypes.STRING(30), allowNull: true },
    root_web_url: { type: DataTypes.TEXT, allowNull: true },
    last_tested_at: { type: DataTypes.DATE, allowNull: true },
    last_test_error: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('cloud_drive_connections');
}
