// Migration: an index on uploads.storage_key (issue 34, decision 0058) — the hourly orphan sweep asks, for each
// page of stored files, which keys a row names; without it every page is a scan of all uploads.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('CREATE INDEX IF NOT EXISTS uploads_storage_key ON uploads (storage_key)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP INDEX IF EXISTS uploads_storage_key');
}
