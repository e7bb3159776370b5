// Owns the platform account's bootstrap: on a start with no superadmin at all, `superadmin` is created with
// SUPERADMIN_PASSWORD (hashed; never logged), whether or not the demo seed runs — a production install
// (SEED=false) had no way in to set up its first company (issue 34). An existing superadmin is never touched,
// so a restart never resets a password that was changed. Runs under the start-up lock (startup-lock.ts).
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { registerModels } from '../app.js';
import { hashPassword } from '../lib/passwords.js';
import { Superadmin } from '../models/index.js';

export const BOOTSTRAP_SUPERADMIN_USERNAME = 'superadmin';
/** The demo default, used only outside production (README: "`Super1234!` (`SUPERADMIN_PASSWORD`)"). */
export const DEV_SUPERADMIN_PASSWORD = 'Super1234!';

export interface BootstrapOptions {
  /** SUPERADMIN_PASSWORD. */
  password: string | undefined;
  /** In production a missing password creates nothing: a well-known default would be an open door. */
  production: boolean;
}

export type BootstrapResult = 'created' | 'exists' | 'no-password';

/** Creates the first superadmin when there is none; see the file header. */
export async function bootstrapSuperadmin(
  sequelize: Sequelize,
  options: BootstrapOptions,
): Promise<BootstrapResult> {
  registerModels(sequelize);
  if ((await Superadmin.count()) > 0) return 'exists';
  const password = options.password ?? (options.production ? undefined : DEV_SUPERADMIN_PASSWORD);
  if (!password) return 'no-password';
  // ON CONFLICT: even outside the lock (a caller that skipped it), a second creator changes nothing.
  const created = await sequelize.query<{ id: string }>(
    `INSERT INTO superadmins (id, username, password_hash, created_at, updated_at)
     VALUES (:id, :username, :hash, now(), now())
     ON CONFLICT (username) DO NOTHING
     RETURNING id`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        id: randomUUID(),
        username: BOOTSTRAP_SUPERADMIN_USERNAME,
        hash: await hashPassword(password),
      },
    },
  );
  return created.length ? 'created' : 'exists';
}
