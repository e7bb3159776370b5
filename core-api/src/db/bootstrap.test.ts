// The platform superadmin's bootstrap (issue 34): a production start with no superadmin creates one from
// SUPERADMIN_PASSWORD, hashed, whether or not the demo seed runs; a later start leaves it — and a password
// changed since — alone; and in production no password means no account rather than a well-known default.
import { describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../lib/passwords.js';
import { Superadmin } from '../models/index.js';
import { isolatedDatabase } from '../test/support.js';
import { bootstrapSuperadmin } from './bootstrap.js';

const embedded = inject('poolMax') === 1;

// On embedded PGlite isolatedDatabase is the shared database, which other files' superadmins may be in.
describe.skipIf(embedded)('superadmin bootstrap', () => {
  const db = isolatedDatabase();

  it('creates the superadmin once, hashed, and never resets its password on a later start', async () => {
    const sequelize = db.current;
    // Production without SUPERADMIN_PASSWORD: nothing is created (no default password in production).
    expect(await bootstrapSuperadmin(sequelize, { password: undefined, production: true })).toBe(
      'no-password',
    );
    expect(await Superadmin.count()).toBe(0);

    expect(await bootstrapSuperadmin(sequelize, { password: 'First-Start-Pass-1', production: true })).toBe(
      'created',
    );
    const created = await Superadmin.findOne({ where: { username: 'superadmin' } });
    expect(created).not.toBeNull();
    expect(created!.password_hash).not.toContain('First-Start-Pass-1');
    expect(await verifyPassword(created!.password_hash, 'First-Start-Pass-1')).toBe(true);

    // A restart with another SUPERADMIN_PASSWORD changes nothing.
    expect(await bootstrapSuperadmin(sequelize, { password: 'Second-Start-Pass-2', production: true })).toBe(
      'exists',
    );
    const after = await Superadmin.findAll();
    expect(after).toHaveLength(1);
    expect(after[0]!.password_hash).toBe(created!.password_hash);
    expect(await verifyPassword(after[0]!.password_hash, 'Second-Start-Pass-2')).toBe(false);
  });
});
