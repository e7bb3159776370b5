// Migration: site diaries (issue 41, decision 0087) — one diary per project per London day, with what the site
// manager adds (weather, work done, delays, instructions, visitors, photos), a version for autosave, the day's
// records frozen at sign-off (`snapshot`), its filed PDF; and the dated addenda that correct a signed diary.
import { DataTypes, type QueryInterface } from 'sequelize';

const ref = (model: string, onDelete: 'CASCADE' | 'SET NULL') => ({
  references: { model, key: 'id' },
  onDelete,
});

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('site_diaries', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: { type: DataTypes.UUID, allowNull: false, ...ref('companies', 'CASCADE') },
    project_id: { type: DataTypes.UUID, allowNull: false, ...ref('projects', 'CASCADE') },
    diary_date: { type: DataTypes.DATEONLY, allowNull: false },
    status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'draft' },
    version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    weather: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
    work_done: { type: DataTypes.TEXT, allowNull: true },
    delays: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
    instructions: { type: DataTypes.TEXT, allowNull: true },
    visitors: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
    photo_upload_ids: { type: DataTypes.ARRAY(DataTypes.UUID), allowNull: false, defaultValue: [] },
    snapshot: { type: DataTypes.JSONB, allowNull: true },
    signed_by: { type: DataTypes.UUID, allowNull: true, ...ref('users', 'SET NULL') },
    signed_at: { type: DataTypes.DATE, allowNull: true },
    pdf_upload_id: { type: DataTypes.UUID, allowNull: true, ...ref('uploads', 'SET NULL') },
    created_by: { type: DataTypes.UUID, allowNull: true, ...ref('users', 'SET NULL') },
    updated_by: { type: DataTypes.UUID, allowNull: true, ...ref('users', 'SET NULL') },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.sequelize.query(
    'CREATE UNIQUE INDEX site_diaries_project_day ON site_diaries (company_id, project_id, diary_date)',
  );
  await qi.createTable('site_diary_addenda', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: { type: DataTypes.UUID, allowNull: false, ...ref('companies', 'CASCADE') },
    diary_id: { type: DataTypes.UUID, allowNull: false, ...ref('site_diaries', 'CASCADE') },
    text: { type: DataTypes.TEXT, allowNull: false },
    created_by: { type: DataTypes.UUID, allowNull: true, ...ref('users', 'SET NULL') },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.sequelize.query(
    'CREATE INDEX site_diary_addenda_diary ON site_diary_addenda (company_id, diary_id, created_at, id)',
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('site_diary_addenda');
  await qi.dropTable('site_diaries');
}
