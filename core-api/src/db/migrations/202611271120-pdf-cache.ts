// Migration: the rendered-PDF cache (issue 33, decision 0054) — a PDF route's bytes kept under a hash of what the
// document prints, so an unchanged record is not drawn again. Rows go with their company; lib/pdf-output.ts
// bounds the table by age (a day) and total size, least recently used first.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('pdf_cache', {
    key: { type: DataTypes.CHAR(64), primaryKey: true, allowNull: false },
    company_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'companies', key: 'id' },
      onDelete: 'CASCADE',
    },
    bytes: { type: DataTypes.BLOB, allowNull: false },
    size: { type: DataTypes.INTEGER, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: qi.sequelize.literal('now()') },
    used_at: { type: DataTypes.DATE, allowNull: false, defaultValue: qi.sequelize.literal('now()') },
  });
  await qi.sequelize.query('CREATE INDEX pdf_cache_company ON pdf_cache (company_id)');
  await qi.sequelize.query('CREATE INDEX pdf_cache_used_at ON pdf_cache (used_at)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('pdf_cache');
}
