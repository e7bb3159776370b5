// The dashboards against hand-counted seeded data, per role: what a supervisor's main board shows (and what it
// leaves out: archived projects, other companies, notes above their level), what a worker's board shows (their
// own live projects, the notes they may read), who may open which board, the Europe/London day, committed spend
// from every module's cost contribution, and a fixed number of SQL statements whatever the company's size.
import { RAW_SYSTEM_TEXT } from '@sitebase/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatherContributions, type ProjectCosts } from '../../kit/module.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { Activity, Project, ProjectTeamMember, type Company, type User } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { MODULES } from '../index.js';
import { DashboardService } from './dashboards.service.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let manager: User;
let supervisor: User;
let worker: User;
let otherWorker: User;
const ids: Record<string, string> = {};
const today = londonDate();

interface Figure {
  key: string;
  count: number | null;
  amount_pence: number | null;
  items: {
    id: string | null;
    label: string;
    value: number | null;
    date: string | null;
    tone: string | null;
    link: string | null;
    budget_pence: number | null;
    committed_pence: number | null;
  }[];
  refresh_on: string[];
}

async function project(key: string, attrs: Partial<Project>, c: Company = company) {
  const p = await Project.create({
    company_id: c.id,
    project_number: `P-${String(Object.keys(ids).length + 1).padStart(4, '0')}`,
    name: key,
    ...attrs,
  } as Project);
  ids[key] = p.id;
  return p;
}

beforeAll(async () => {
  company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
  supervisor = await createUser(company, { role: 'supervisor' });
  worker = await createUser(company, { role: 'worker' });
  otherWorker = await createUser(company, { role: 'worker' });
  await project('Planning yard', { status: 'planning', contract_value_pence: 7_000_00 });
  await project('Quay wall', {
    status: 'active',
    contract_value_pence: 1_000_00,
    budget_labour_pence: 500_00,
    end_date: addDays(today, 5),
  });
  await project('Depot roof', {
    status: 'active',
    contract_value_pence: 2_500_50,
    budget_labour_pence: 100_00,
    budget_plant_pence: 200_00,
    end_date: addDays(today, 40),
  });
  await project('Car park', { status: 'on_hold', contract_value_pence: 99, end_date: addDays(today, 30) });
  await project('Finished school', {
    status: 'completed',
    contract_value_pence: 10_000_00,
    end_date: addDays(today, 3),
  });
  await project('Archived pier', {
    status: 'active',
    is_archived: true,
    contract_value_pence: 50_000_00,
    budget_other_pence: 9_000_00,
    end_date: addDays(today, 2),
    folder_status: 'failed',
  });
  await project('Cancelled shed', { status: 'cancelled' });
  await project('Flood gate', { status: 'active', folder_status: 'failed' });
  await project('Ended yesterday', { status: 'active', end_date: addDays(today, -1) });
  // Another company's projects count nowhere.
  const other = await createCompany();
  await project(
    'Elsewhere',
    { status: 'active', contract_value_pence: 77_777_00, end_date: today, folder_status: 'failed' },
    other,
  );

  for (const key of ['Quay wall', 'Depot roof', 'Finished school', 'Archived pier']) {
    await ProjectTeamMember.create({ company_id: company.id, project_id: ids[key]!, user_id: worker.id });
  }
  const note = (key: string, content: string, visibility_level: string) =>
    request
      .post(`/api/projects/${ids[key]}/notes`)
      .set('Authorization', bearer(manager))
      .send({ content, visibility_level })
      .expect(201);
  await note('Quay wall', 'Crane lift Tuesday', 'worker');
  await note('Quay wall', 'Margin review for supervisors', 'supervisor');
  await note('Quay wall', 'Directors only: claim strategy', 'manager');
  await note('Car park', 'Barrier delivery moved', 'worker');
});

const board = async (user: User, path = '/api/dashboard') => {
  const res = await request.get(path).set('Authorization', bearer(user));
  expect(res.status).toBe(200);
  return res.body as { board: string; today: string; figures: Figure[] };
};
const figure = (figures: Figure[], key: string) => {
  const f = figures.find((x) => x.key === key);
  if (!f) throw new Error(`no figure ${key}`);
  return f;
};

describe('GET /dashboard (supervisors and up)', () => {
  it('counts live projects by status, leaving out archived ones and other companies', async () => {
    const { figures, today: day } = await board(supervisor);
    expect(day).toBe(today);
    const byStatus = figure(figures, 'projects.by_status');
    expect(Object.fromEntries(byStatus.items.map((i) => [i.id, i.value]))).toEqual({
      planning: 1,
      active: 4,
      on_hold: 1,
      completed: 1,
      cancelled: 1,
    });
    expect(byStatus.count).toBe(6);
    expect(byStatus.refresh_on).toEqual(['project']);
    expect(byStatus.items[1]!.link).toBe('/app/projects?status=active');
  });

  it('adds up contract value in progress to the penny (active and on hold, unarchived)', async () => {
    const { figures } = await board(manager);
    expect(figure(figures, 'projects.contract_value_in_progress').amount_pence).toBe(
      1_000_00 + 2_500_50 + 99,
    );
  });

  it('sets each active project’s budget against committed spend, largest budget first', async () => {
    const { figures } = await board(supervisor);
    const items = figure(figures, 'projects.budget_vs_committed').items;
    expect(items.map((i) => [i.label.replace(/^P-\d{4} /, ''), i.budget_pence, i.committed_pence])).toEqual([
      ['Quay wall', 500_00, 0],
      ['Depot roof', 300_00, 0],
      ['Flood gate', 0, 0],
      ['Ended yesterday', 0, 0],
    ]);
  });

  it('lists projects ending in the next 30 days (today to day 30), the first week as a warning', async () => {
    const { figures } = await board(supervisor);
    const ending = figure(figures, 'projects.ending_soon');
    expect(ending.count).toBe(2);
    expect(ending.items.map((i) => [i.label.replace(/^P-\d{4} /, ''), i.date, i.tone])).toEqual([
      ['Quay wall', addDays(today, 5), 'warning'],
      ['Car park', addDays(today, 30), 'info'],
    ]);
    expect(ending.items[0]!.link).toBe(`/app/projects/${ids['Quay wall']}`);
  });

  it('lists live projects whose folders could not be created', async () => {
    const { figures } = await board(supervisor);
    const failed = figure(figures, 'projects.folder_failures');
    expect(failed.count).toBe(1);
    expect(failed.items[0]).toMatchObject({ id: ids['Flood gate'], tone: 'danger' });
  });

  it('shows recent activity, newest first, without notes above the reader’s level', async () => {
    const forSupervisor = figure((await board(supervisor)).figures, 'activity.recent');
    const forManager = figure((await board(manager)).figures, 'activity.recent');
    expect(forManager.items).toHaveLength(4);
    expect(forSupervisor.items).toHaveLength(3);
    expect(forManager.items.map((i) => i.link)).toEqual(
      Array(4).fill(expect.stringMatching(/^\/app\/projects\//)),
    );
    expect(forManager.items[0]!.label).toMatch(/added a note to project P-\d{4} Car park$/);
    expect(forSupervisor.refresh_on).toEqual(['*']);
    const newest = await Activity.findAll({
      where: { company_id: company.id },
      order: [['created_at', 'DESC']],
    });
    expect(forManager.items.map((i) => i.id)).toEqual(newest.slice(0, 4).map((a) => a.id));
  });

  it('names other records by the label they were recorded with, and links to them', async () => {
    const created = await request
      .post('/api/suppliers')
      .set('Authorization', bearer(manager))
      .send({ name: 'Valleys Plant Hire', kinds: ['plant'] });
    expect(created.status).toBe(201);
    const recent = figure((await board(supervisor)).figures, 'activity.recent');
    expect(recent.items[0]).toMatchObject({
      label: expect.stringMatching(/ created supplier Valleys Plant Hire$/),
      link: '/app/suppliers',
    });
  });

  it('words every line as a sentence: no raw keys, no arrows between raw states', async () => {
    // Rows as the modules write them, including those the issue found printed raw.
    const rows: [string, string, string | null, string | null, string | null][] = [
      ['enquiry', 'created', null, 'new', 'ENQ-0901'],
      ['material_request', 'created', null, 'requested', 'MR-0901'],
      ['project', 'application_template_created', null, null, null],
      ['enquiry', 'status_changed', 'new', 'estimating', 'ENQ-0901'],
      ['plant_request', 'off_hire_requested', 'on_hire', 'off_hire_requested', 'PR-0901'],
      ['purchase_order', 'delivery_recorded', 'issued', 'part_delivered', 'PO-0901'],
    ];
    for (const [entity_type, action, from_state, to_state, label] of rows) {
      await Activity.create({
        company_id: company.id,
        actor_id: manager.id,
        entity_type,
        entity_id: entity_type === 'project' ? ids['Car park']! : crypto.randomUUID(),
        action,
        from_state,
        to_state,
        details: label ? { label } : null,
        min_role: 'worker',
      });
    }
    const lines = figure((await board(manager)).figures, 'activity.recent').items.map((i) => i.label);
    for (const line of lines) expect(line).not.toMatch(RAW_SYSTEM_TEXT);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ created enquiry ENQ-0901$/),
        expect.stringMatching(/ created material request MR-0901$/),
        expect.stringMatching(/ set up the application template of project P-\d{4} Car park$/),
        expect.stringMatching(/ moved enquiry ENQ-0901 from New to Estimating$/),
        expect.stringMatching(/ asked to off-hire plant request PR-0901$/),
        expect.stringMatching(/ recorded a delivery on purchase order PO-0901 \(now Part delivered\)$/),
      ]),
    );
  });

  it('is refused to workers', async () => {
    const res = await request.get('/api/dashboard').set('Authorization', bearer(worker));
    expect(res.status).toBe(403);
  });
});

describe('GET /dashboard/worker (every role)', () => {
  it('shows a worker their live projects and the latest notes they may read', async () => {
    const { board: name, figures } = await board(worker, '/api/dashboard/worker');
    expect(name).toBe('worker');
    const mine = figure(figures, 'projects.mine');
    expect(mine.items.map((i) => i.label.replace(/^P-\d{4} /, '')).sort()).toEqual([
      'Depot roof',
      'Quay wall',
    ]);
    expect(mine.items.find((i) => i.id === ids['Quay wall'])!).toMatchObject({
      link: `/app/projects/${ids['Quay wall']}`,
    });
    const notes = figure(figures, 'notes.recent_mine');
    expect(notes.items.map((i) => i.label)).toEqual(['Crane lift Tuesday']);
    // No commercial figure reaches a worker.
    expect(figures.map((f) => f.key)).not.toContain('projects.contract_value_in_progress');
    expect(JSON.stringify(figures)).not.toMatch(/amount_pence":\d|budget_pence":\d/);
  });

  it('is empty for a worker on no team', async () => {
    const { figures } = await board(otherWorker, '/api/dashboard/worker');
    expect(figure(figures, 'projects.mine').count).toBe(0);
    expect(figure(figures, 'notes.recent_mine').count).toBe(0);
  });

  it('shows a supervisor the notes at their level on their projects', async () => {
    await ProjectTeamMember.create({
      company_id: company.id,
      project_id: ids['Quay wall']!,
      user_id: supervisor.id,
    });
    const { figures } = await board(supervisor, '/api/dashboard/worker');
    expect(figure(figures, 'notes.recent_mine').items.map((i) => i.label)).toEqual([
      'Margin review for supervisors',
      'Crane lift Tuesday',
    ]);
  });
});

describe('the dashboard service', () => {
  const actor = () => ({
    userId: supervisor.id,
    companyId: company.id,
    role: 'supervisor' as const,
  });

  it('adds committed spend from every module’s cost contribution', async () => {
    const plant: ProjectCosts = async (projectIds) =>
      new Map(projectIds.filter((id) => id === ids['Quay wall']).map((id) => [id, { plant: 120_00 }]));
    const orders: ProjectCosts = async (projectIds) =>
      new Map(projectIds.map((id) => [id, { materials: 1_01, other: 2 }]));
    const base = gatherContributions(MODULES);
    const service = new DashboardService({
      contributions: { ...base, projectCosts: [plant, orders] },
      sequelize,
    });
    const result = await service.board(actor(), 'main');
    const items = result.figures.find((f) => f.key === 'projects.budget_vs_committed')!.items;
    expect(items.map((i) => i.committed_pence)).toEqual([120_00 + 1_03, 1_03, 1_03, 1_03]);
  });

  it('counts days in Europe/London: 23:30 UTC on 30 June is already 1 July', async () => {
    const service = new DashboardService({ contributions: gatherContributions(MODULES), sequelize });
    const result = await service.board(actor(), 'main', new Date('2026-06-30T23:30:00Z'));
    expect(result.today).toBe('2026-07-01');
  });

  it('runs the same number of SQL statements for 10 projects or 60', async () => {
    const service = new DashboardService({ contributions: gatherContributions(MODULES), sequelize });
    const count = async () => {
      let n = 0;
      const hook = () => {
        n += 1;
      };
      sequelize.addHook('beforeQuery', 'count', hook);
      try {
        await service.board(actor(), 'main');
        await service.board(actor(), 'worker');
      } finally {
        sequelize.removeHook('beforeQuery', 'count');
      }
      return n;
    };
    const before = await count();
    for (let i = 0; i < 50; i += 1) {
      await project(`Bulk ${i}`, {
        status: i % 2 ? 'active' : 'on_hold',
        end_date: addDays(today, i % 30),
        budget_labour_pence: i * 100,
        folder_status: i % 5 ? 'created' : 'failed',
      });
      await ProjectTeamMember.create({
        company_id: company.id,
        project_id: ids[`Bulk ${i}`]!,
        user_id: supervisor.id,
      });
    }
    expect(before).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });
});
