// Migration: notifications — one row per person told about a change, with the spec's deep-link payload — and
// the push outbox (pushes kept in the database when no push provider is configured, and the send log).
import { DataTypes, type QueryInterface } from 'sequelize';

const uuid = { type: DataTypes.UUID, allowNull: false };

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('notifications', {
    id: { ...uuid, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
    company_id: { ...uuid, references: { model: 'companies', key: 'id' }, onDelete: 'CASCADE' },
    user_id: { ...uuid, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    type: { type: DataTypes.STRING(50), allowNull: false },
    title: { type: DataTypes.STRING(300), allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: true },
    payload: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
    activity_id: { type: DataTypes.UUID, allowNull: true },
    read_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.addIndex('notifications', ['user_id', 'created_at'], { name: 'notifications_user_created' });
  await qi.sequelize.query(
    'CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL',
  );

  await qi.createTable('push_outbox', {
    id: { ...uuid, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
    user_id: { ...uuid, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    notification_id: { type: DataTypes.UUID, allowNull: true },
    device_id: { type: DataTypes.STRING(200), allowNull: false },
    platform: { type: DataTypes.STRING(10), allowNull: false },
    provider: { type: DataTypes.STRING(20), allowNull: false },
    title: { type: DataTypes.STRING(300), allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: true },
    data: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
    status: { type: DataTypes.STRING(20), allowNull: false },
    error: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    sent_at: { type: DataTypes.DATE, allowNull: true },
  });
  await qi.addIndex('push_outbox', ['user_id', 'created_at'], { name: 'push_outbox_user_created' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('push_outbox');
  await qi.dropTable('notifications');
}
