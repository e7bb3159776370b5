// Migration: every notification carries the in-app path of the item it is about (`link`: "/app/plant?request_id=…"),
// so a click in the list, the banner or a push opens the item itself (issue 35, decision 0060). Rows written before
// have none; their answer falls back to the spec's deep-link mapping of their payload.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('notifications', 'link', { type: DataTypes.STRING(500), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('notifications', 'link');
}
