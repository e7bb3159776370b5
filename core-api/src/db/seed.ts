// Owns the demo seed: one company with a user per role, plus the superadmin. Idempotent: rows that already
// exist are left exactly as they are (passwords changed by a user are never reset).
import type { Sequelize } from 'sequelize';
import { Company, CompanySettings, Superadmin, User, type Role } from '../models/index.js';
import { registerModels } from '../app.js';
import { hashPassword } from '../lib/passwords.js';
import { seedDemoProjects } from './seed-projects.js';
import { gatherContributions } from '../kit/module.js';
import { setActivityReadRoles } from '../lib/activity.js';
import { MODULES } from '../modules/index.js';

export const DEMO_COMPANY_NAME = 'Demo Construction Ltd';

export const DEMO_USERS: { email: string; first_name: string; last_name: string; role: Role }[] = [
  { email: 'worker@demo.example', first_name: 'Callum', last_name: 'Davies', role: 'worker' },
  { email: 'supervisor@demo.example', first_name: 'Siân', last_name: 'Evans', role: 'supervisor' },
  { email: 'manager@demo.example', first_name: 'Gareth', last_name: 'Thompson', role: 'manager' },
  { email: 'admin@demo.example', first_name: 'Priya', last_name: 'Patel', role: 'admin' },
];

export interface SeedOptions {
  demoPassword?: string;
  superadminPassword?: string;
}

export interface SeedResult {
  created: string[];
}

export async function seedDemo(sequelize: Sequelize, options: SeedOptions = {}): Promise<SeedResult> {
  registerModels(sequelize);
  const demoPassword = options.demoPassword ?? process.env.DEMO_PASSWORD ?? 'Demo1234!';
  const superPassword = options.superadminPassword ?? process.env.SUPERADMIN_PASSWORD ?? 'Super1234!';
  const created: string[] = [];
  let demoHash: string | undefined;

  await sequelize.transaction(async (transaction) => {
    let company = await Company.findOne({ where: { name: DEMO_COMPANY_NAME }, transaction });
    if (!company) {
      company = await Company.create({ name: DEMO_COMPANY_NAME, status: 'active' }, { transaction });
      // A VAT-registered contractor, as most are (decision 0043): its documents charge VAT and the reverse charge
      // applies to the CIS work it buys.
      await CompanySettings.create(
        {
          company_id: company.id,
          address: '14 Wharf Road, Cardiff CF10 5AB',
          vat_number: 'GB246813579',
          vat_registered: true,
          cis_utr: '1357924680',
        },
        { transaction },
      );
      created.push(`company ${DEMO_COMPANY_NAME}`);
    }
    const usersByRole: Partial<Record<Role, User>> = {};
    for (const demo of DEMO_USERS) {
      const existing = await User.findOne({ where: { email: demo.email }, transaction });
      if (existing) {
        if (existing.company_id === company.id) usersByRole[demo.role] = existing;
        continue;
      }
      demoHash ??= await hashPassword(demoPassword);
      usersByRole[demo.role] = await User.create(
        { ...demo, company_id: company.id, password_hash: demoHash },
        { transaction },
      );
      created.push(`user ${demo.email}`);
    }
    const projects = await seedDemoProjects(sequelize, company.id, usersByRole, transaction);
    if (projects) created.push(`${projects} demo projects`);
    // Every module's demo data, in module order (their contributions); its activity carries each entity type's
    // read role, as the app's would (the seed may run without an app: npm start seeds before it serves).
    const contributions = gatherContributions(MODULES);
    setActivityReadRoles(contributions.activityReadRoles);
    for (const seedModule of contributions.demoData) {
      const made = await seedModule({
        db: sequelize,
        companyId: company.id,
        users: usersByRole,
        transaction,
      });
      if (made) created.push(made);
    }
    const superadmin = await Superadmin.findOne({ where: { username: 'superadmin' }, transaction });
    if (!superadmin) {
      await Superadmin.create(
        { username: 'superadmin', password_hash: await hashPassword(superPassword) },
        { transaction },
      );
      created.push('superadmin superadmin');
    }
  });
  return { created };
}
