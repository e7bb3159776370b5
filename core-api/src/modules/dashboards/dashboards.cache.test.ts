// The board cache (decision 0078): a board is computed once per audience while the company logs no event, the
// London day holds and it is under BOARD_CACHE_MS old; a write through the API shows on the very next request;
// requests arriving together share one computation; a failed computation is not kept.
import { beforeAll, describe, expect, it } from 'vitest';
import { gatherContributions } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { Project, type Company, type User } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { MODULES } from '../index.js';
import { BOARD_CACHE_MS, DashboardService } from './dashboards.service.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let manager: User;
let supervisor: User;

beforeAll(async () => {
  company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
  supervisor = await createUser(company, { role: 'supervisor' });
});

type Body = { generated_at: string; figures: { key: string; count: number | null }[] };
const get = async (user: User) => {
  const res = await request.get('/api/dashboard').set('Authorization', bearer(user));
  expect(res.status).toBe(200);
  return res.body as Body;
};
const live = (b: Body) => b.figures.find((f) => f.key === 'projects.by_status')!.count;
const actor = (user: User): Actor => ({ userId: user.id, companyId: company.id, role: user.role });

describe('GET /dashboard answers from the board cache', () => {
  it('answers the same board until the company changes, then the change at once', async () => {
    const first = await get(supervisor);
    const again = await get(supervisor);
    expect(again.generated_at).toBe(first.generated_at);

    const created = await request
      .post('/api/projects')
      .set('Authorization', bearer(manager))
      .send({ name: 'Cache Lane', client_name: 'Cardiff Council', status: 'active' });
    expect(created.status).toBe(201);
    const after = await get(supervisor);
    expect(live(after)).toBe(live(first)! + 1);
    expect(after.generated_at >= first.generated_at).toBe(true);
    expect(after.figures).not.toEqual(first.figures);
  });

  it('keeps a board per audience: another role computes its own', async () => {
    const sup = await get(supervisor);
    const man = await get(manager);
    // A manager sees figures a supervisor does not (applications, money).
    expect(man.figures.length).toBeGreaterThan(sup.figures.length);
  });
});

describe('the board cache', () => {
  const service = () => new DashboardService({ contributions: gatherContributions(MODULES), sequelize });

  it('computes once for requests arriving together, and once while nothing changes', async () => {
    const s = service();
    const now = new Date();
    const boards = await Promise.all(
      Array.from({ length: 5 }, () => s.current(actor(supervisor), 'main', now)),
    );
    expect(s.computations).toBe(1);
    expect(new Set(boards.map((b) => b.generated_at)).size).toBe(1);
    await s.current(actor(supervisor), 'main', new Date(now.getTime() + BOARD_CACHE_MS - 1));
    expect(s.computations).toBe(1);
  });

  it('computes again once the board is BOARD_CACHE_MS old, or on the next London day', async () => {
    const s = service();
    const now = new Date('2026-06-30T22:58:00Z'); // 23:58 in London (BST)
    await s.current(actor(supervisor), 'main', now);
    await s.current(actor(supervisor), 'main', new Date(now.getTime() + BOARD_CACHE_MS));
    expect(s.computations).toBe(2);
    // 00:00:30 on 1 July in London: under a minute after the last, but another day.
    const nextDay = await s.current(actor(supervisor), 'main', new Date('2026-06-30T23:00:30Z'));
    expect(nextDay.today).toBe('2026-07-01');
    expect(s.computations).toBe(3);
  });

  it('computes again after any event the company logs, on whichever instance wrote it', async () => {
    const s = service();
    const before = await s.current(actor(supervisor), 'main');
    // A direct write with no event is not seen until the board expires (every product write logs one)…
    await Project.create({
      company_id: company.id,
      project_number: 'P-9001',
      name: 'Quiet',
      status: 'active',
    } as Project);
    expect(live(await s.current(actor(supervisor), 'main'))).toBe(live(before));
    // …another instance's write through the API is: its event is numbered in the shared log at commit.
    const created = await request
      .post('/api/projects')
      .set('Authorization', bearer(manager))
      .send({ name: 'Seen Lane', client_name: 'Cardiff Council', status: 'active' });
    expect(created.status).toBe(201);
    expect(live(await s.current(actor(supervisor), 'main'))).toBe(live(before)! + 2);
    expect(s.computations).toBe(2);
  });

  it('does not keep a board whose computation failed', async () => {
    const base = gatherContributions(MODULES);
    let fail = true;
    const s = new DashboardService({
      contributions: {
        ...base,
        dashboardFigures: [
          ...base.dashboardFigures,
          {
            key: 'test.flaky',
            label: 'Flaky',
            board: 'main',
            sameFor: 'role',
            minRole: 'supervisor',
            kind: 'count',
            section: 'figures',
            order: 999,
            changesWith: [],
            async compute() {
              if (fail) throw new Error('database away');
              return { count: 1 };
            },
          },
        ],
      },
      sequelize,
    });
    await expect(s.current(actor(supervisor), 'main')).rejects.toThrow('database away');
    fail = false;
    const board = await s.current(actor(supervisor), 'main');
    expect(board.figures.find((f) => f.key === 'test.flaky')!.count).toBe(1);
    expect(s.computations).toBe(2);
  });
});

describe('GET /dashboard/figures answers from the same cache (widgets poll)', () => {
  type Figures = {
    generated_at: string;
    figures: { key: string; value: number; by_project: { project_id: string; value: number }[] | null }[];
  };
  const figures = async (user: User, query: Record<string, string>) => {
    const res = await request.get('/api/dashboard/figures').query(query).set('Authorization', bearer(user));
    expect(res.status).toBe(200);
    return res.body as Figures;
  };
  const value = (b: Figures, key: string) => b.figures.find((f) => f.key === key)!.value;
  const service = () => new DashboardService({ contributions: gatherContributions(MODULES), sequelize });

  it('answers the same figures until the company changes, then the change at once', async () => {
    const q = { period: 'this_month', keys: 'projects.contract_value' };
    const first = await figures(manager, q);
    expect((await figures(manager, q)).generated_at).toBe(first.generated_at);
    const created = await request.post('/api/projects').set('Authorization', bearer(manager)).send({
      name: 'Widget Lane',
      client_name: 'Cardiff Council',
      status: 'active',
      contract_value_pence: 1234567,
    });
    expect(created.status).toBe(201);
    const after = await figures(manager, q);
    expect(value(after, 'projects.contract_value')).toBe(value(first, 'projects.contract_value') + 1234567);
  });

  it('keeps one answer per question and role, and checks every request before answering from it', async () => {
    const s = service();
    const now = new Date();
    const asked = { period: 'this_month' as const, keys: 'projects.contract_value' };
    await Promise.all([1, 2, 3].map(() => s.currentFigures(actor(manager), asked, now)));
    expect(s.computations).toBe(1);
    // Another question, another role, a list by project: each its own answer.
    await s.currentFigures(actor(manager), { ...asked, period: 'this_year' }, now);
    await s.currentFigures(actor(supervisor), asked, now);
    await s.currentFigures(actor(manager), { ...asked, by_project: true }, now);
    expect(s.computations).toBe(4);
    await s.currentFigures(actor(supervisor), asked, now);
    expect(s.computations).toBe(4);
    // A reader who may not read a figure is refused even while another role's answer is kept, and a project
    // of another company is not found.
    const worker = await createUser(company, { role: 'worker' });
    await expect(s.currentFigures(actor(worker), asked, now)).rejects.toMatchObject({ status: 403 });
    const other = await createCompany();
    const elsewhere = await Project.create({
      company_id: other.id,
      project_number: 'P-0001',
      name: 'Elsewhere',
      status: 'active',
    } as Project);
    await expect(
      s.currentFigures(actor(manager), { ...asked, project_id: elsewhere.id }, now),
    ).rejects.toMatchObject({ status: 404 });
    expect(s.computations).toBe(4);
  });

  it('sums in PostgreSQL what it does not list by project: the same totals either way', async () => {
    const s = service();
    const asked = { period: 'this_year' as const, keys: 'projects.contract_value,projects.budget' };
    const total = await s.figures(actor(manager), asked);
    const listed = await s.figures(actor(manager), { ...asked, by_project: true });
    for (const f of listed.figures) {
      const t = total.figures.find((x) => x.key === f.key)!;
      expect(t.by_project).toBeNull();
      expect(t.value).toBe(f.value);
      expect(f.by_project!.reduce((a, b) => a + b.value, 0)).toBe(f.value);
    }
    expect(value(listed as unknown as Figures, 'projects.contract_value')).toBeGreaterThan(0);
  });
});
