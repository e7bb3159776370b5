// Migration: what the filing side of a cloud drive keeps (issue 37, decision 0076) — the provider's ids of the
// folders we made (per connection and root, so a changed root means a new tree), each project's tree with its
// progress, and one filing row per document per connection (queued → filing → filed | failed), each cascading
// from the connection and from what it mirrors.
import { DataTypes, type QueryInterface } from 'sequelize';

const id = { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 };
const ref = (model: string, allowNull = false) => ({
  type: DataTypes.UUID,
  allowNull,
  references: { model, key: 'id' },
  onDelete: 'CASCADE',
});
const stamps = {
  created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('cloud_drive_folders', {
    id,
    company_id: ref('companies'),
    connection_id: ref('cloud_drive_connections'),
    root_id: { type: DataTypes.STRING(500), allowNull: false },
    /** Null for the company's own folders ("Archive", "CIS Statements/2026-27"). */
    project_id: ref('projects', true),
    /** '' is the project's folder; '04 Site Forms' a sub-folder; 'Restricted/…' the supervisors' tree. */
    path: { type: DataTypes.STRING(1000), allowNull: false },
    item_id: { type: DataTypes.STRING(500), allowNull: false },
    web_url: { type: DataTypes.TEXT, allowNull: true },
    ...stamps,
  });
  await qi.sequelize.query(
    `CREATE UNIQUE INDEX cloud_drive_folders_path ON cloud_drive_folders
       (connection_id, root_id, COALESCE(project_id, '00000000-0000-0000-0000-000000000000'::uuid), path)`,
  );
  await qi.addIndex('cloud_drive_folders', ['project_id']);

  await qi.createTable('cloud_drive_trees', {
    id,
    company_id: ref('companies'),
    connection_id: ref('cloud_drive_connections'),
    root_id: { type: DataTypes.STRING(500), allowNull: false },
    project_id: ref('projects'),
    /** queued | creating | created | failed */
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'queued' },
    folders_done: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    folders_total: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    error: { type: DataTypes.TEXT, allowNull: true },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    next_attempt_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    /** Where the project's folder sits now: live under the root, or archived under "Archive". */
    placement: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'live' },
    /** The placement the project's state asks for (archive/restore set it; the job moves the folder). */
    wanted_placement: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'live' },
    placement_reason: { type: DataTypes.TEXT, allowNull: true },
    ...stamps,
  });
  await qi.addIndex('cloud_drive_trees', ['connection_id', 'root_id', 'project_id'], { unique: true });
  await qi.addIndex('cloud_drive_trees', ['project_id']);
  await qi.addIndex('cloud_drive_trees', ['company_id', 'status', 'next_attempt_at']);

  await qi.createTable('cloud_drive_filings', {
    id,
    company_id: ref('companies'),
    connection_id: ref('cloud_drive_connections'),
    upload_id: ref('uploads'),
    project_id: ref('projects', true),
    /** The folder's path in the tree (see cloud_drive_folders.path), decided when it is filed. */
    folder_path: { type: DataTypes.STRING(1000), allowNull: true },
    /** The name it is filed under (the upload's, made unique in its folder). */
    name: { type: DataTypes.STRING(300), allowNull: true },
    /** queued | filing | filed | failed */
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'queued' },
    item_id: { type: DataTypes.STRING(500), allowNull: true },
    web_url: { type: DataTypes.TEXT, allowNull: true },
    error: { type: DataTypes.TEXT, allowNull: true },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    next_attempt_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    filed_at: { type: DataTypes.DATE, allowNull: true },
    ...stamps,
  });
  await qi.addIndex('cloud_drive_filings', ['connection_id', 'upload_id'], { unique: true });
  await qi.addIndex('cloud_drive_filings', ['upload_id']);
  await qi.addIndex('cloud_drive_filings', ['project_id', 'created_at']);
  await qi.addIndex('cloud_drive_filings', ['company_id', 'status', 'next_attempt_at']);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('cloud_drive_filings');
  await qi.dropTable('cloud_drive_trees');
  await qi.dropTable('cloud_drive_folders');
}
