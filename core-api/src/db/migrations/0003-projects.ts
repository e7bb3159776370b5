// Migration 0003: projects (money in BIGINT pence, budget per cost category, drive folder state), the
// per-company project number counter, team members, notes with a visibility level, and activity details.
import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';

const uuidPk = {
  type: DataTypes.UUID,
  primaryKey: true,
  allowNull: false,
  defaultValue: DataTypes.UUIDV4,
};
const now = { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW };
const companyFk = {
  type: DataTypes.UUID,
  allowNull: false,
  references: { model: 'companies', key: 'id' },
  onDelete: 'CASCADE',
};
const projectFk = {
  type: DataTypes.UUID,
  allowNull: false,
  references: { model: 'projects', key: 'id' },
  onDelete: 'CASCADE',
};
const optionalUserFk = {
  type: DataTypes.UUID,
  allowNull: true,
  references: { model: 'users', key: 'id' },
  onDelete: 'SET NULL',
};
const pence = { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 };

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sequelize = qi.sequelize;

  // One row per company and sequence; locked FOR UPDATE by the creating transaction.
  await qi.createTable('company_counters', {
    company_id: { ...companyFk, primaryKey: true },
    name: { type: DataTypes.STRING(30), allowNull: false, primaryKey: true },
    value: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
  });

  await qi.createTable('projects', {
    id: uuidPk,
    company_id: companyFk,
    project_number: { type: DataTypes.STRING(20), allowNull: false },
    name: { type: DataTypes.STRING(200), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'planning' },
    is_archived: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    archived_at: { type: DataTypes.DATE, allowNull: true },
    archived_by: optionalUserFk,
    archive_reason: { type: DataTypes.TEXT, allowNull: true },
    client_name: { type: DataTypes.STRING(200), allowNull: true },
    client_contact_name: { type: DataTypes.STRING(200), allowNull: true },
    client_email: { type: DataTypes.STRING(254), allowNull: true },
    client_phone: { type: DataTypes.STRING(50), allowNull: true },
    site_address: { type: DataTypes.TEXT, allowNull: true },
    site_postcode: { type: DataTypes.STRING(10), allowNull: true },
    start_date: { type: DataTypes.DATEONLY, allowNull: true },
    end_date: { type: DataTypes.DATEONLY, allowNull: true },
    contract_value_pence: { type: DataTypes.BIGINT, allowNull: true },
    contract_form: { type: DataTypes.STRING(20), allowNull: true },
    retention_percent: { type: DataTypes.DECIMAL(5, 2), allowNull: false, defaultValue: 5 },
    payment_due_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 14 },
    payment_final_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 14 },
    drc_applies: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    budget_labour_pence: pence,
    budget_plant_pence: pence,
    budget_materials_pence: pence,
    budget_subcontract_pence: pence,
    budget_preliminaries_pence: pence,
    budget_other_pence: pence,
    manager_id: optionalUserFk,
    drive_provider: { type: DataTypes.STRING(20), allowNull: true },
    drive_folder_id: { type: DataTypes.STRING(500), allowNull: true },
    folder_status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'not_created' },
    folder_error: { type: DataTypes.TEXT, allowNull: true },
    folder_updated_at: { type: DataTypes.DATE, allowNull: true },
    created_by: optionalUserFk,
    created_at: now,
    updated_at: now,
  });
  await qi.addIndex('projects', ['company_id', 'project_number'], {
    name: 'projects_company_number_unique',
    unique: true,
  });
  await qi.addIndex('projects', ['company_id', 'is_archived', 'status'], { name: 'projects_company_status' });
  // List pages: company, archived flag, then the sort column with id as the tie-break, so a page is an index
  // walk rather than a sort of the whole company's projects.
  await qi.addIndex('projects', ['company_id', 'is_archived', 'created_at', 'id'], {
    name: 'projects_company_created',
  });
  await qi.addIndex('projects', ['company_id', 'is_archived', 'updated_at', 'id'], {
    name: 'projects_company_updated',
  });
  await qi.addIndex('projects', ['company_id', 'is_archived', 'name', 'id'], {
    name: 'projects_company_name',
  });

  // Search: trigram GIN indexes when pg_trgm is available (ILIKE '%x%' uses them), else lower() btree.
  const [available] = await sequelize.query<{ ok: number }>(
    `SELECT 1 AS ok FROM pg_available_extensions WHERE name = 'pg_trgm'`,
    { type: QueryTypes.SELECT },
  );
  let trigram = false;
  if (available) {
    try {
      await sequelize.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      trigram = true;
    } catch {
      trigram = false;
    }
  }
  for (const column of ['name', 'project_number', 'client_name', 'site_postcode']) {
    await sequelize.query(
      trigram
        ? `CREATE INDEX projects_search_${column} ON projects USING gin (lower(${column}) gin_trgm_ops)`
        : `CREATE INDEX projects_search_${column} ON projects (company_id, lower(${column}))`,
    );
  }

  await qi.createTable('project_team_members', {
    id: uuidPk,
    company_id: companyFk,
    project_id: projectFk,
    user_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    role_on_project: { type: DataTypes.STRING(100), allowNull: true },
    added_by: optionalUserFk,
    created_at: now,
  });
  await qi.addIndex('project_team_members', ['project_id', 'user_id'], {
    name: 'project_team_members_unique',
    unique: true,
  });
  await qi.addIndex('project_team_members', ['company_id', 'user_id'], { name: 'project_team_members_user' });

  await qi.createTable('project_notes', {
    id: uuidPk,
    company_id: companyFk,
    project_id: projectFk,
    author_id: optionalUserFk,
    content: { type: DataTypes.TEXT, allowNull: false },
    visibility_level: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'worker' },
    created_at: now,
    updated_at: now,
  });
  await qi.addIndex('project_notes', ['project_id', 'created_at'], { name: 'project_notes_project' });
  await qi.addIndex('project_notes', ['company_id'], { name: 'project_notes_company' });

  await qi.addColumn('activities', 'details', { type: DataTypes.JSONB, allowNull: true });

  // Uploaded files: the bytes live in the drive adapter's storage; this row is the metadata.
  await qi.createTable('uploads', {
    id: uuidPk,
    company_id: companyFk,
    project_id: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'projects', key: 'id' },
      onDelete: 'CASCADE',
    },
    filename: { type: DataTypes.STRING(255), allowNull: false },
    content_type: { type: DataTypes.STRING(100), allowNull: false },
    size: { type: DataTypes.INTEGER, allowNull: false },
    sha256: { type: DataTypes.STRING(64), allowNull: false },
    storage_provider: { type: DataTypes.STRING(20), allowNull: false },
    storage_key: { type: DataTypes.STRING(500), allowNull: false },
    uploaded_by: optionalUserFk,
    created_at: now,
  });
  await qi.addIndex('uploads', ['company_id', 'project_id', 'created_at'], {
    name: 'uploads_company_project',
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('uploads');
  await qi.removeColumn('activities', 'details');
  await qi.dropTable('project_notes');
  await qi.dropTable('project_team_members');
  await qi.dropTable('projects');
  await qi.dropTable('company_counters');
}
