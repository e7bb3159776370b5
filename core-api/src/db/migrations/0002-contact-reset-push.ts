// Migration 0002: platform contact messages, password reset tokens, the mail outbox and push tokens.
import { DataTypes, type QueryInterface } from 'sequelize';

const uuidPk = {
  type: DataTypes.UUID,
  primaryKey: true,
  allowNull: false,
  defaultValue: DataTypes.UUIDV4,
};
const createdAt = { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW };
const userFk = {
  type: DataTypes.UUID,
  allowNull: false,
  references: { model: 'users', key: 'id' },
  onDelete: 'CASCADE',
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  // Platform-level: no company_id (enquiries come from people who are not users yet).
  await qi.createTable('contact_messages', {
    id: uuidPk,
    name: { type: DataTypes.STRING(200), allowNull: false },
    email: { type: DataTypes.STRING(254), allowNull: false },
    phone: { type: DataTypes.STRING(50), allowNull: true },
    company: { type: DataTypes.STRING(200), allowNull: true },
    reason: { type: DataTypes.STRING(20), allowNull: false },
    message: { type: DataTypes.TEXT, allowNull: false },
    created_at: createdAt,
  });
  await qi.addIndex('contact_messages', ['created_at'], { name: 'contact_messages_created' });

  // Only the SHA-256 of the token is stored; the token itself exists only in the mailed link.
  await qi.createTable('password_reset_tokens', {
    id: uuidPk,
    user_id: userFk,
    token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    used_at: { type: DataTypes.DATE, allowNull: true },
    created_at: createdAt,
  });
  await qi.addIndex('password_reset_tokens', ['user_id'], { name: 'password_reset_tokens_user' });

  await qi.createTable('mail_outbox', {
    id: uuidPk,
    to: { type: DataTypes.STRING(254), allowNull: false },
    subject: { type: DataTypes.STRING(300), allowNull: false },
    text: { type: DataTypes.TEXT, allowNull: false },
    created_at: createdAt,
  });
  await qi.addIndex('mail_outbox', ['to', 'created_at'], { name: 'mail_outbox_to_created' });

  await qi.createTable('push_tokens', {
    id: uuidPk,
    user_id: userFk,
    device_id: { type: DataTypes.STRING(200), allowNull: false },
    token: { type: DataTypes.STRING(4096), allowNull: false },
    platform: { type: DataTypes.STRING(10), allowNull: false },
    created_at: createdAt,
    updated_at: createdAt,
  });
  await qi.addIndex('push_tokens', ['user_id', 'device_id'], {
    name: 'push_tokens_user_device_unique',
    unique: true,
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('push_tokens');
  await qi.dropTable('mail_outbox');
  await qi.dropTable('password_reset_tokens');
  await qi.dropTable('contact_messages');
}
