// Migration: a cloud-drive consent in flight (issue 37) — the OAuth `state` (stored as its SHA-256, so a read of
// the table cannot complete someone's consent), who started it, and the PKCE verifier sealed with the token key.
// Single use; ten minutes to live.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('cloud_drive_oauth_states', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'companies', key: 'id' },
      onDelete: 'CASCADE',
    },
    user_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    provider: { type: DataTypes.STRING(20), allowNull: false },
    access: { type: DataTypes.STRING(20), allowNull: true },
    state_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    verifier: { type: DataTypes.TEXT, allowNull: false },
    redirect_uri: { type: DataTypes.TEXT, allowNull: false },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.addIndex('cloud_drive_oauth_states', ['company_id', 'expires_at'], {
    name: 'cloud_drive_oauth_states_company',
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('cloud_drive_oauth_states');
}
