// Migration 0005: idempotency keys. A POST carrying `Idempotency-Key` is stored with its response so a retry
// (a flaky mobile connection) replays the first answer instead of creating a second record.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('idempotency_keys', {
    id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
    scope: { type: DataTypes.STRING(100), allowNull: false },
    key: { type: DataTypes.STRING(255), allowNull: false },
    method: { type: DataTypes.STRING(10), allowNull: false },
    path: { type: DataTypes.STRING(500), allowNull: false },
    request_hash: { type: DataTypes.STRING(64), allowNull: false },
    status: { type: DataTypes.STRING(20), allowNull: false },
    response_status: { type: DataTypes.INTEGER, allowNull: true },
    response_body: { type: DataTypes.JSONB, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.addIndex('idempotency_keys', ['scope', 'key'], {
    name: 'idempotency_keys_scope_key',
    unique: true,
  });
  await qi.addIndex('idempotency_keys', ['created_at'], { name: 'idempotency_keys_created' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('idempotency_keys');
}
