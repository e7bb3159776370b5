// Migration: revoked sessions. Signing out records the session id (the `sid` claim every token of a sign-in
// and its refreshes share); requests carrying it are refused until it would have ended anyway.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('revoked_sessions', {
    sid: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
    user_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    /** When the session would have ended by itself: the row can go after that. */
    expires_at: { type: DataTypes.DATE, allowNull: false },
    revoked_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.addIndex('revoked_sessions', ['expires_at'], { name: 'revoked_sessions_expires' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('revoked_sessions');
}
