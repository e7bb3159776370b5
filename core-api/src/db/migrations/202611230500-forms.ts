// Migration: digital forms — templates (per company; the two built-ins are keyed by `builtin_key`), their
// immutable versions (the field list as JSONB) and submissions (FRM-0001) that keep the version they were filled
// against, with their answers as JSONB so they can be queried (severity of a site issue, say).
import { DataTypes, type QueryInterface } from 'sequelize';

const id = { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 };
const ref = (model: string, onDelete = 'CASCADE', allowNull = false) => ({
  type: DataTypes.UUID,
  allowNull,
  references: { model, key: 'id' },
  onDelete,
});
const stamps = {
  created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('form_templates', {
    id,
    company_id: ref('companies'),
    name: { type: DataTypes.STRING(120), allowNull: false },
    category: { type: DataTypes.STRING(20), allowNull: false },
    builtin_key: { type: DataTypes.STRING(40), allowNull: true },
    is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    current_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    created_by: ref('users', 'SET NULL', true),
    ...stamps,
  });
  await qi.createTable('form_template_versions', {
    id,
    company_id: ref('companies'),
    template_id: ref('form_templates'),
    version: { type: DataTypes.INTEGER, allowNull: false },
    name: { type: DataTypes.STRING(120), allowNull: false },
    fields: { type: DataTypes.JSONB, allowNull: false },
    created_by: ref('users', 'SET NULL', true),
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.createTable('form_submissions', {
    id,
    company_id: ref('companies'),
    project_id: ref('projects'),
    template_id: ref('form_templates', 'NO ACTION'),
    template_version_id: ref('form_template_versions', 'NO ACTION'),
    reference: { type: DataTypes.STRING(20), allowNull: false },
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
    answers: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
    submitted_by: ref('users', 'SET NULL', true),
    submitted_at: { type: DataTypes.DATE, allowNull: true },
    submit_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    review_comment: { type: DataTypes.TEXT, allowNull: true },
    reviewed_by: ref('users', 'SET NULL', true),
    reviewed_at: { type: DataTypes.DATE, allowNull: true },
    pdf_upload_id: ref('uploads', 'SET NULL', true),
    ...stamps,
  });
  const sql = (text: string) => qi.sequelize.query(text);
  await sql(`ALTER TABLE form_templates ADD CONSTRAINT form_templates_category_valid CHECK (category IN
    ('site_issue','delay_notice','custom'))`);
  await sql(`ALTER TABLE form_submissions ADD CONSTRAINT form_submissions_status_valid CHECK (status IN
    ('draft','submitted','returned','resubmitted','approved'))`);
  await sql(
    `CREATE UNIQUE INDEX form_templates_company_builtin ON form_templates (company_id, builtin_key)
      WHERE builtin_key IS NOT NULL`,
  );
  await sql('CREATE INDEX form_templates_company_name ON form_templates (company_id, name)');
  await sql(
    'CREATE UNIQUE INDEX form_template_versions_template ON form_template_versions (template_id, version)',
  );
  await sql(
    'CREATE UNIQUE INDEX form_submissions_company_reference ON form_submissions (company_id, reference)',
  );
  await sql(
    'CREATE INDEX form_submissions_company_created ON form_submissions (company_id, created_at DESC, id DESC)',
  );
  await sql(
    `CREATE INDEX form_submissions_company_status ON form_submissions (company_id, status, created_at DESC)`,
  );
  await sql(
    `CREATE INDEX form_submissions_company_severity ON form_submissions
       (company_id, (answers->>'severity'), created_at DESC) WHERE answers ? 'severity'`,
  );
  await sql(
    'CREATE INDEX form_submissions_submitter ON form_submissions (company_id, submitted_by, status, created_at DESC)',
  );
  await sql('CREATE INDEX form_submissions_project ON form_submissions (project_id, created_at DESC)');
  await sql('CREATE INDEX form_submissions_template ON form_submissions (template_id, created_at DESC)');
  await sql('CREATE INDEX form_submissions_version ON form_submissions (template_version_id)');
  // Search by reference: a trigram index when pg_trgm is installed (migration 0003 adds it when available).
  const [trgm] = await qi.sequelize.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
  await sql(
    (trgm as unknown[]).length
      ? 'CREATE INDEX form_submissions_search_reference ON form_submissions USING gin (lower(reference) gin_trgm_ops)'
      : 'CREATE INDEX form_submissions_search_reference ON form_submissions (company_id, lower(reference))',
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of ['form_submissions', 'form_template_versions', 'form_templates']) {
    await qi.dropTable(table);
  }
}
