// Migration 0001: companies, users, superadmins, activities and the login rate-limiter table.
import { DataTypes, type QueryInterface } from 'sequelize';

const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
};

const uuidPk = {
  type: DataTypes.UUID,
  primaryKey: true,
  allowNull: false,
  defaultValue: DataTypes.UUIDV4,
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('companies', {
    id: uuidPk,
    name: { type: DataTypes.STRING(200), allowNull: false },
    status: {
      type: DataTypes.ENUM('active', 'suspended', 'cancelled'),
      allowNull: false,
      defaultValue: 'active',
    },
    ...timestamps,
  });
  await qi.createTable('users', {
    id: uuidPk,
    company_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'companies', key: 'id' },
      onDelete: 'CASCADE',
    },
    email: { type: DataTypes.STRING(254), allowNull: false },
    password_hash: { type: DataTypes.STRING(255), allowNull: false },
    first_name: { type: DataTypes.STRING(100), allowNull: false },
    last_name: { type: DataTypes.STRING(100), allowNull: false },
    phone: { type: DataTypes.STRING(30), allowNull: true },
    role: { type: DataTypes.ENUM('worker', 'supervisor', 'manager', 'admin'), allowNull: false },
    is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    token_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    last_login_at: { type: DataTypes.DATE, allowNull: true },
    ...timestamps,
  });
  await qi.sequelize.query('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');
  await qi.addIndex('users', ['company_id'], { name: 'users_company_id' });
  await qi.createTable('superadmins', {
    id: uuidPk,
    username: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    password_hash: { type: DataTypes.STRING(255), allowNull: false },
    ...timestamps,
  });
  await qi.createTable('activities', {
    id: uuidPk,
    company_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'companies', key: 'id' },
      onDelete: 'CASCADE',
    },
    actor_id: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'SET NULL',
    },
    entity_type: { type: DataTypes.STRING(50), allowNull: false },
    entity_id: { type: DataTypes.UUID, allowNull: false },
    action: { type: DataTypes.STRING(50), allowNull: false },
    from_state: { type: DataTypes.STRING(50), allowNull: true },
    to_state: { type: DataTypes.STRING(50), allowNull: true },
    reason: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.addIndex('activities', ['company_id', 'entity_type', 'entity_id'], { name: 'activities_entity' });
  await qi.addIndex('activities', ['company_id', 'created_at'], { name: 'activities_company_created' });
  // Shape required by rate-limiter-flexible's RateLimiterPostgres (created here so it never runs DDL itself).
  await qi.createTable('rate_limits', {
    key: { type: DataTypes.STRING(255), primaryKey: true },
    points: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    expire: { type: DataTypes.BIGINT, allowNull: true },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('rate_limits');
  await qi.dropTable('activities');
  await qi.dropTable('superadmins');
  await qi.dropTable('users');
  await qi.dropTable('companies');
  await qi.sequelize.query(
    'DROP TYPE IF EXISTS "enum_users_role"; DROP TYPE IF EXISTS "enum_companies_status";',
  );
}
