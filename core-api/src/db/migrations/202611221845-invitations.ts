// Migration: invitations, and when a user last set a password (decision 0018).
// - `invitations`: inviting someone records an invitation (company, address, names, role, who invited, the
//   link's token hash and expiry), never a user row; accepting it creates the user. At most one open
//   invitation per company and address (partial unique index); other companies are never consulted.
// - `users.password_set_at`: NULL while the account has no password its owner chose (the first admin of a
//   company set up by the platform operator, and accounts made by the old invite flow), shown as "Invited".
import { DataTypes, type QueryInterface } from 'sequelize';

const ROLES = ['worker', 'supervisor', 'manager', 'admin'];

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('invitations', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'companies', key: 'id' },
      onDelete: 'CASCADE',
    },
    email: { type: DataTypes.STRING(254), allowNull: false },
    first_name: { type: DataTypes.STRING(100), allowNull: false },
    last_name: { type: DataTypes.STRING(100), allowNull: false },
    phone: { type: DataTypes.STRING(30), allowNull: true },
    role: { type: DataTypes.ENUM(...ROLES), allowNull: false },
    invited_by: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'SET NULL',
    },
    // SHA-256 of the link's token; the token itself is never stored.
    token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    accepted_at: { type: DataTypes.DATE, allowNull: true },
    accepted_user_id: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'SET NULL',
    },
    cancelled_at: { type: DataTypes.DATE, allowNull: true },
    // Set once when the address owner was told the invitation cannot be accepted (one mail per invitation).
    owner_notified_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.sequelize.query(
    `CREATE UNIQUE INDEX invitations_open_company_email ON invitations (company_id, lower(email))
      WHERE accepted_at IS NULL AND cancelled_at IS NULL`,
  );
  await qi.addIndex('invitations', ['company_id', 'last_name', 'first_name'], {
    name: 'invitations_company_name',
  });

  await qi.addColumn('users', 'password_set_at', { type: DataTypes.DATE, allowNull: true });
  // Existing accounts have a password of their own unless the old invite flow made them and no link of theirs
  // was ever used (a used link, or a sign-in, means a password was chosen). Sign-in also fills the column, so a
  // misjudged row corrects itself the first time its owner signs in.
  await qi.sequelize.query(
    `UPDATE users u SET password_set_at = COALESCE(u.last_login_at, u.updated_at)
      WHERE u.last_login_at IS NOT NULL
         OR NOT EXISTS (SELECT 1 FROM password_reset_tokens t WHERE t.user_id = u.id)
         OR EXISTS (SELECT 1 FROM password_reset_tokens t WHERE t.user_id = u.id AND t.used_at IS NOT NULL)`,
  );
  // Rows inserted without the column (seeds, raw SQL) are accounts created with a password.
  await qi.sequelize.query('ALTER TABLE users ALTER COLUMN password_set_at SET DEFAULT now()');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('users', 'password_set_at');
  await qi.dropTable('invitations');
  await qi.sequelize.query('DROP TYPE IF EXISTS "enum_invitations_role"');
}
