import { describe, expect, it } from 'vitest';
import { Enquiry, Estimate } from '../modules/enquiries/index.js';
import { testApp, testDatabase } from '../test/context.js';
import { Company, Project, ProjectNote, ProjectTeamMember, Superadmin, User } from '../models/index.js';
import { DEMO_COMPANY_NAME, seedDemo } from './seed.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

describe('seedDemo', () => {
  it('creates the demo company, one user per role and the superadmin, and is idempotent', async () => {
    await seedDemo(sequelize, { demoPassword: 'Demo1234!', superadminPassword: 'Super1234!' });
    const second = await seedDemo(sequelize, { demoPassword: 'Changed999!' });
    expect(second.created).toEqual([]);
    const company = await Company.findOne({ where: { name: DEMO_COMPANY_NAME } });
    expect(company).not.toBeNull();
    const users = await User.findAll({ where: { company_id: company!.id }, order: [['email', 'ASC']] });
    expect(users.map((u) => u.role).sort()).toEqual(['admin', 'manager', 'supervisor', 'worker']);
    expect(await Superadmin.count({ where: { username: 'superadmin' } })).toBe(1);
    expect(users[0]!.password_hash).toMatch(/^\$argon2id\$/);
    const projects = await Project.findAll({ where: { company_id: company!.id } });
    // 12 demo projects, and the one the demo's won enquiry was converted into (enquiries.seed.ts).
    expect(projects).toHaveLength(13);
    const enquiries = await Enquiry.findAll({ where: { company_id: company!.id } });
    expect(new Set(enquiries.map((e) => e.status))).toEqual(
      new Set(['new', 'estimating', 'submitted', 'won', 'lost', 'declined']),
    );
    const converted = enquiries.find((e) => e.project_id)!;
    const fromEstimate = projects.find((p) => p.id === converted.project_id)!;
    expect(Number(fromEstimate.contract_value_pence)).toBeGreaterThan(0);
    expect(await Estimate.count({ where: { company_id: company!.id } })).toBe(2);
    expect(new Set(projects.map((p) => p.status))).toEqual(
      new Set(['planning', 'active', 'on_hold', 'completed', 'cancelled']),
    );
    expect(projects.filter((p) => p.is_archived)).toHaveLength(1);
    const worker = users.find((u) => u.role === 'worker')!;
    expect(await ProjectTeamMember.count({ where: { user_id: worker.id } })).toBeGreaterThanOrEqual(5);
    expect(await ProjectNote.count({ where: { company_id: company!.id } })).toBeGreaterThanOrEqual(15);
    const res = await request
      .post('/api/auth/login')
      .send({ email: 'admin@demo.example', password: 'Demo1234!' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'admin', company_name: DEMO_COMPANY_NAME });
  });
});
