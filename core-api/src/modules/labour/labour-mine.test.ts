// "My timesheet" (issue 35): `GET /operatives?mine=true` answers only the operative linked to the caller's own
// user — for a worker and for a manager alike — and nothing for someone with none (never another operative).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, User } from '../../models/index.js';
import { createCompany, createUser, testDatabase } from '../../test/support.js';
import { listOperatives } from './labour-operatives.read.js';
import { makeOperative } from './labour.fixtures.js';
import { listOperativesQuerySchema } from './labour.schema.js';

const sequelize = testDatabase();
let company: Company;
let worker: User;
let manager: User;
let loner: User;

const actor = (user: User) => ({ userId: user.id, companyId: company.id, role: user.role });
const mine = (user: User) =>
  listOperatives(sequelize, actor(user), listOperativesQuerySchema.parse({ mine: 'true' }));

beforeAll(async () => {
  company = await createCompany();
  worker = await createUser(company, { role: 'worker' });
  manager = await createUser(company, { role: 'manager' });
  loner = await createUser(company, { role: 'worker' });
  await makeOperative(company, { supplier: null });
  await makeOperative(company, { supplier: null, userId: worker.id });
  await makeOperative(company, { supplier: null, userId: manager.id });
});

describe('operatives: mine', () => {
  it('answers the worker’s own operative only', async () => {
    const page = await mine(worker);
    expect(page.items.map((o) => o.user_id)).toEqual([worker.id]);
    expect(page.total).toBe(1);
  });

  it('answers a manager’s own operative, not everyone’s', async () => {
    const page = await mine(manager);
    expect(page.items.map((o) => o.user_id)).toEqual([manager.id]);
  });

  it('answers nothing for a user with no operative', async () => {
    const page = await mine(loner);
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
    // Without the filter the same worker sees the company's operatives (the list is not per user).
    const all = await listOperatives(sequelize, actor(loner), listOperativesQuerySchema.parse({}));
    expect(all.items.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a value that is not true or false', () => {
    expect(listOperativesQuerySchema.safeParse({ mine: 'yes' }).success).toBe(false);
  });
});
