// Migration: a project's diary week (issue 41, decision 0090) — one row per project per week commencing Monday,
// made when a supervisor asks for the week's PDF to be filed: whether it is queued or filed, the filed PDF and
// who asked. The week's content is the diaries themselves; nothing of them is copied here.
import { DataTypes, type QueryInterface } from 'sequelize';

const ref = (model: string, onDelete: 'CASCADE' | 'SET NULL') => ({
  references: { model, key: 'id' },
  onDelete,
});

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('site_diary_weeks', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: { type: DataTypes.UUID, allowNull: false, ...ref('companies', 'CASCADE') },
    project_id: { type: DataTypes.UUID, allowNull: false, ...ref('projects', 'CASCADE') },
    week_commencing: { type: DataTypes.DATEONLY, allowNull: false },
    filing: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'queued' },
    pdf_upload_id: { type: DataTypes.UUID, allowNull: true, ...ref('uploads', 'SET NULL') },
    requested_by: { type: DataTypes.UUID, allowNull: true, ...ref('users', 'SET NULL') },
    filed_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.sequelize.query(
    `ALTER TABLE site_diary_weeks ADD CONSTRAINT site_diary_weeks_filing CHECK (filing IN ('queued', 'filed')),
       ADD CONSTRAINT site_diary_weeks_monday CHECK (EXTRACT(ISODOW FROM week_commencing) = 1)`,
  );
  await qi.sequelize.query(
    'CREATE UNIQUE INDEX site_diary_weeks_project_week ON site_diary_weeks (company_id, project_id, week_commencing)',
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('site_diary_weeks');
}
