// The widget figures (issue 39, decision 0083): named periods worked out on the London calendar (weeks from
// Monday, calendar quarters, the UK tax year from 6 April, leap years), the range rules, and GET
// /dashboard/figures against hand-counted records of two projects and another company's — company-wide values
// the sum of the projects', one project's alone, `by_project` named and ordered, London-day boundaries for
// instants, what each role and an API key may read, and the live stream's first answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { londonDate } from '../../lib/calendar.js';
import { Project, type Company, type User } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { Application } from '../applications/application.model.js';
import { makeApplication, makeTemplate } from '../applications/applications.fixtures.js';
import { FormSubmission } from '../forms/form-submission.model.js';
import { builtin } from '../forms/forms.fixtures.js';
import { makeOperative, makeTimesheet } from '../labour/labour.fixtures.js';
import { makePo, makeRequest as makeMaterialRequest } from '../materials/materials.fixtures.js';
import { makeItem, makeRequest as makePlantRequest } from '../plant/plant.fixtures.js';
import { periodRange, widgetRange, WIDGET_PERIODS, type WidgetPeriod } from './dashboards.widgets.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

describe('named periods', () => {
  const cases: [string, WidgetPeriod, string, string][] = [
    // Saturday 28 November 2026.
    ['2026-11-28', 'today', '2026-11-28', '2026-11-28'],
    ['2026-11-28', 'yesterday', '2026-11-27', '2026-11-27'],
    ['2026-11-28', 'this_week', '2026-11-23', '2026-11-29'],
    ['2026-11-23', 'this_week', '2026-11-23', '2026-11-29'],
    ['2026-11-29', 'this_week', '2026-11-23', '2026-11-29'],
    ['2026-11-28', 'last_week', '2026-11-16', '2026-11-22'],
    ['2026-11-28', 'this_month', '2026-11-01', '2026-11-30'],
    ['2026-11-28', 'last_month', '2026-10-01', '2026-10-31'],
    ['2026-01-15', 'last_month', '2025-12-01', '2025-12-31'],
    ['2028-02-10', 'this_month', '2028-02-01', '2028-02-29'],
    ['2026-03-31', 'last_month', '2026-02-01', '2026-02-28'],
    ['2026-11-28', 'this_quarter', '2026-10-01', '2026-12-31'],
    ['2026-11-28', 'last_quarter', '2026-07-01', '2026-09-30'],
    ['2026-02-10', 'last_quarter', '2025-10-01', '2025-12-31'],
    ['2026-03-31', 'this_quarter', '2026-01-01', '2026-03-31'],
    ['2026-11-28', 'this_year', '2026-01-01', '2026-12-31'],
    ['2026-11-28', 'last_year', '2025-01-01', '2025-12-31'],
    // The tax year runs from 6 April to 5 April.
    ['2026-04-05', 'this_tax_year', '2025-04-06', '2026-04-05'],
    ['2026-04-06', 'this_tax_year', '2026-04-06', '2027-04-05'],
    ['2026-04-06', 'last_tax_year', '2025-04-06', '2026-04-05'],
    ['2026-01-10', 'last_tax_year', '2024-04-06', '2025-04-05'],
    ['2026-11-28', 'last_7_days', '2026-11-22', '2026-11-28'],
    ['2026-03-01', 'last_30_days', '2026-01-31', '2026-03-01'],
    ['2028-12-31', 'last_365_days', '2028-01-02', '2028-12-31'],
  ];
  it.each(cases)('on %s, %s is %s to %s', (today, period, from, to) => {
    expect(periodRange(period, today)).toEqual({ from, to });
  });

  it('each named period is a range in order that holds or touches today', () => {
    for (const period of WIDGET_PERIODS) {
      const { from, to } = periodRange(period, '2026-11-28');
      expect(from <= to).toBe(true);
    }
  });
});

describe('the range asked for', () => {
  const today = '2026-11-28';
  it('is this month when nothing is named, the period when one is, and from to today when To is left out', () => {
    expect(widgetRange({}, today)).toEqual({ period: 'this_month', from: '2026-11-01', to: '2026-11-30' });
    expect(widgetRange({ period: 'last_week' }, today)).toEqual({
      period: 'last_week',
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(widgetRange({ from: '2026-06-06' }, today)).toEqual({
      period: null,
      from: '2026-06-06',
      to: today,
    });
  });

  it('refuses a period with dates, To without From, From after To and more than three years', () => {
    const message = (query: Parameters<typeof widgetRange>[0]) => {
      try {
        widgetRange(query, today);
      } catch (err) {
        return (err as { status: number; message: string }).message;
      }
      return null;
    };
    expect(message({ period: 'today', from: '2026-01-01' })).toMatch(/period or From and To, not both/);
    expect(message({ to: '2026-01-01' })).toMatch(/Give From with To/);
    expect(message({ from: '2026-02-02', to: '2026-02-01' })).toMatch(/From must be on or before To/);
    expect(message({ from: '2023-01-01', to: '2026-01-01' })).toBeNull(); // three years and a day
    expect(message({ from: '2023-01-01', to: '2026-01-02' })).toMatch(/at most three years/);
  });
});

describe('GET /dashboard/figures', () => {
  let company: Company;
  let other: Company;
  let admin: User;
  let manager: User;
  let supervisor: User;
  let worker: User;
  let quay: Project;
  let yard: Project;
  let foreign: Project;
  let appliedFor: number;
  const today = londonDate();

  const ask = async (query: string, user: User = manager) => {
    const res = await request.get(`/api/dashboard/figures?${query}`).set('Authorization', bearer(user));
    return res;
  };
  const values = async (query: string) => {
    const res = await ask(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return Object.fromEntries(
      (res.body.figures as { key: string; value: number }[]).map((f) => [f.key, f.value]),
    ) as Record<string, number>;
  };

  beforeAll(async () => {
    company = await createCompany();
    other = await createCompany();
    admin = await createUser(company, { role: 'admin' });
    manager = await createUser(company, { role: 'manager' });
    supervisor = await createUser(company, { role: 'supervisor' });
    worker = await createUser(company, { role: 'worker' });
    const otherManager = await createUser(other, { role: 'manager' });
    const project = (c: Company, number: string, name: string, attrs: Partial<Project>) =>
      Project.create({ company_id: c.id, project_number: number, name, ...attrs } as Project);
    quay = await project(company, 'P-0001', 'Quay wall', {
      status: 'active',
      contract_value_pence: 250_000_00,
      budget_labour_pence: 40_000_00,
      budget_materials_pence: 60_000_00,
    });
    yard = await project(company, 'P-0002', 'Depot yard', {
      status: 'on_hold',
      contract_value_pence: 80_000_00,
      budget_plant_pence: 9_000_00,
    });
    await project(company, 'P-0003', 'Finished road', {
      status: 'completed',
      contract_value_pence: 1_000_00,
    });
    foreign = await project(other, 'X-0001', 'Their site', {
      status: 'active',
      contract_value_pence: 5_000_00,
    });

    // Materials: £70.00 + £14.00 VAT orders (10 bags at £7.00). Quay: one issued on 1 July 00:30 BST (in July),
    // one at 23:59 BST on 30 June (June), one cancelled in July; Yard: one in July. The other company: one in July.
    const po = async (p: Project, status: 'issued' | 'cancelled', at: string) => {
      const { po } = await makePo(p, status);
      await po.update({ issued_at: new Date(at) });
    };
    await po(quay, 'issued', '2026-06-30T23:30:00Z');
    await po(quay, 'issued', '2026-06-30T22:59:00Z');
    await po(quay, 'cancelled', '2026-07-10T09:00:00Z');
    await po(yard, 'issued', '2026-07-31T22:59:00Z'); // 23:59 BST on 31 July
    await po(yard, 'issued', '2026-07-31T23:00:00Z'); // 00:00 BST on 1 August
    await po(foreign, 'issued', '2026-07-10T09:00:00Z');
    await makeMaterialRequest(quay, 'requested', manager.id);
    await makeMaterialRequest(foreign, 'requested', otherManager.id);

    // Labour: a direct operative at £200.00 a day. Quay: 5 days approved in the week of 6 July (£1,000.00, 40 h
    // and 2.5 h overtime), 3 days in the week of 29 June (June's Monday: not in July); one sent for approval.
    const operative = await makeOperative(company, { supplier: null });
    const july = await makeTimesheet(operative, quay, 'approved', '2026-07-06');
    await july.update({ overtime_hours: 2.5 });
    await makeTimesheet(operative, quay, 'approved', '2026-06-29', [8, 8, 8, 0, 0, 0, 0]);
    await makeTimesheet(operative, yard, 'submitted', '2026-07-13');
    const theirs = await makeOperative(other, { supplier: null });
    await makeTimesheet(theirs, foreign, 'approved', '2026-07-06');

    // Plant: an item on hire on Quay, one available; a request awaiting approval on Yard.
    await makeItem(company, { status: 'on_hire', current_project_id: quay.id });
    await makeItem(company, { status: 'off_hire_requested', current_project_id: quay.id });
    await makeItem(company, { status: 'available' });
    await makeItem(other, { status: 'on_hire', current_project_id: foreign.id });
    await makePlantRequest(company, yard.id, manager.id, 'requested');

    // Applications: Yard's first application certified at £100.00 by its payment notice (no VAT: the company is
    // not VAT-registered); its
    // applied-for sum as valued, submitted on 15 July.
    const template = await makeTemplate(yard, manager.id);
    const applicationId = await makeApplication(template, manager.id, 'certified');
    await Application.update({ submitted_on: '2026-07-15' }, { where: { id: applicationId } });
    appliedFor = Number((await Application.findByPk(applicationId))!.amount_due_pence);
    expect(appliedFor).toBeGreaterThan(0);

    // Forms: two sent on Quay in July (one a delay notice), one in June, a draft; one on Yard awaiting review.
    const { template: delay, version: delayVersion } = await builtin(company.id, 'delay_notice');
    const { template: issue, version: issueVersion } = await builtin(company.id, 'site_issue_report');
    let n = 0;
    const form = async (
      p: Project,
      t: { id: string },
      v: { id: string },
      status: string,
      at: string | null,
    ) =>
      FormSubmission.create({
        company_id: company.id,
        project_id: p.id,
        template_id: t.id,
        template_version_id: v.id,
        reference: `FRM-W${++n}`,
        status: status as FormSubmission['status'],
        answers: {},
        submitted_by: manager.id,
        submitted_at: at ? new Date(at) : null,
        submit_count: at ? 1 : 0,
      });
    await form(quay, delay, delayVersion, 'approved', '2026-07-02T10:00:00Z');
    await form(quay, issue, issueVersion, 'approved', '2026-07-20T10:00:00Z');
    await form(quay, issue, issueVersion, 'approved', '2026-06-20T10:00:00Z');
    await form(quay, issue, issueVersion, 'draft', null);
    await form(yard, issue, issueVersion, 'submitted', '2026-08-03T10:00:00Z');
  });

  it('sums July for the company: London days, committed orders, weeks by their Monday, sent forms', async () => {
    const july = await values('from=2026-07-01&to=2026-07-31');
    expect(july['materials.ordered']).toBe(2 * 70_00); // Quay's 1 July order and Yard's 31 July one
    expect(july['labour.cost']).toBe(1_000_00);
    expect(july['labour.hours']).toBe(42.5);
    expect(july['applications.applied']).toBe(appliedFor);
    expect(july['forms.submitted']).toBe(2);
    expect(july['forms.delay_notices']).toBe(1);
    // As they stand now, whatever the range.
    expect(july['plant.on_hire']).toBe(2);
    expect(july['plant.requests_awaiting_approval']).toBe(1);
    expect(july['materials.requests_awaiting_approval']).toBe(1);
    expect(july['labour.timesheets_awaiting_approval']).toBe(1);
    expect(july['forms.awaiting_review']).toBe(1);
    expect(july['applications.outstanding']).toBe(100_00); // the company is not VAT-registered: no VAT
    expect(july['projects.contract_value']).toBe(330_000_00); // active and on hold, not completed
    expect(july['projects.budget']).toBe(100_000_00); // the active project's whole budget
    expect(july['projects.committed']).toBe(2 * 70_00 + 1_000_00 + 600_00); // orders and approved timesheets
  });

  it('gives one project alone, and the company the sum of its projects', async () => {
    const range = 'from=2026-07-01&to=2026-08-31';
    const [all, onQuay, onYard] = await Promise.all([
      values(range),
      values(`${range}&project_id=${quay.id}`),
      values(`${range}&project_id=${yard.id}`),
    ]);
    expect(onQuay['materials.ordered']).toBe(70_00);
    expect(onYard['materials.ordered']).toBe(2 * 70_00);
    expect(onQuay['forms.awaiting_review']).toBe(0);
    expect(onYard['forms.awaiting_review']).toBe(1);
    for (const key of Object.keys(all)) {
      // Plant items off any project count for the company only; here every one is on a project.
      expect(all[key], key).toBeCloseTo(onQuay[key]! + onYard[key]!, 2);
    }
  });

  it('lists the projects behind each value, largest first, named', async () => {
    const res = await ask(
      'from=2026-07-01&to=2026-08-31&by_project=true&keys=materials.ordered,plant.on_hire',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ period: null, from: '2026-07-01', to: '2026-08-31', project: null });
    expect(res.body.figures).toEqual([
      {
        key: 'plant.on_hire',
        label: 'Plant on hire',
        unit: 'count',
        over: 'now',
        value: 2,
        by_project: [{ project_id: quay.id, project_number: 'P-0001', name: 'Quay wall', value: 2 }],
      },
      {
        key: 'materials.ordered',
        label: 'Materials ordered',
        unit: 'pence',
        over: 'range',
        value: 3 * 70_00,
        by_project: [
          { project_id: yard.id, project_number: 'P-0002', name: 'Depot yard', value: 2 * 70_00 },
          { project_id: quay.id, project_number: 'P-0001', name: 'Quay wall', value: 70_00 },
        ],
      },
    ]);
  });

  it('names the project asked for and the period worked out today', async () => {
    const res = await ask(`period=this_month&project_id=${quay.id}&keys=plant.on_hire`);
    expect(res.status).toBe(200);
    expect(res.body.project).toEqual({ id: quay.id, project_number: 'P-0001', name: 'Quay wall' });
    expect(res.body.period).toBe('this_month');
    expect(res.body.from).toBe(`${today.slice(0, 7)}-01`);
    expect(res.body.figures[0].by_project).toBeNull();
  });

  it('refuses bad questions in words, another company’s project as not found, and roles below supervisor', async () => {
    const detail = async (query: string) => ((await ask(query)).body.detail as string[]).join(' ');
    expect(await detail('keys=plant.on_hire,plant.teleport')).toMatch(
      /Unknown figure plant.teleport\. The figures are .*plant\.hire_cost/,
    );
    expect(await detail('period=fortnight')).toMatch(/Period must be one of today, yesterday/);
    expect(await detail('from=2026-13-01')).toMatch(/From must be a date/);
    expect((await ask('period=today&to=2026-01-01')).status).toBe(400);
    expect((await ask('project_id=not-a-project')).status).toBe(400);
    expect((await ask(`project_id=${foreign.id}`)).status).toBe(404);
    expect((await ask('', worker)).status).toBe(403);
    expect((await ask('', supervisor)).status).toBe(200);
  });

  it('never counts another company’s records', async () => {
    const mine = await values('from=2026-07-01&to=2026-07-31');
    const otherManager = await createUser(other, { role: 'manager' });
    const res = await ask('from=2026-07-01&to=2026-07-31', otherManager);
    const theirs = Object.fromEntries(
      (res.body.figures as { key: string; value: number }[]).map((f) => [f.key, f.value]),
    );
    expect(theirs['materials.ordered']).toBe(70_00);
    expect(theirs['labour.cost']).toBe(1_000_00);
    expect(theirs['plant.on_hire']).toBe(1);
    expect(theirs['projects.contract_value']).toBe(5_000_00);
    expect(mine['projects.contract_value']).toBe(330_000_00);
  });

  it('answers an API key with dashboards:read, and refuses one without', async () => {
    const make = async (scopes: string[]) => {
      const res = await request
        .post('/api/api-keys')
        .set('Authorization', bearer(admin))
        .send({ name: `Widget ${scopes.join(' ')}`, scopes });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.secret as string;
    };
    const widget = await make(['dashboards:read']);
    const projectsOnly = await make(['projects:read']);
    const res = await request
      .get(`/api/dashboard/figures?period=last_30_days&project_id=${quay.id}`)
      .set('Authorization', `Bearer ${widget}`);
    expect(res.status).toBe(200);
    expect(res.body.figures.map((f: { key: string }) => f.key)).toContain('applications.outstanding');
    const catalogue = await request
      .get('/api/dashboard/figures/catalogue')
      .set('Authorization', `Bearer ${widget}`);
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.periods).toContain('this_tax_year');
    expect(catalogue.body.figures.find((f: { key: string }) => f.key === 'labour.hours')).toMatchObject({
      unit: 'hours',
      over: 'range',
      description: expect.stringMatching(/week commences/),
    });
    const refused = await request
      .get('/api/dashboard/figures')
      .set('Authorization', `Bearer ${projectsOnly}`);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/dashboards:read/);
  });

  it('streams the same answer live, the whole answer first', async () => {
    const res = await request
      .get(`/api/dashboard/figures/stream?timeout=1&from=2026-07-01&to=2026-07-31&keys=labour.cost`)
      .set('Authorization', bearer(manager))
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    const board = (res.body as string)
      .split('\n\n')
      .find((event) => event.startsWith('event: board'))!
      .split('\n')
      .find((line) => line.startsWith('data: '))!
      .slice(6);
    expect(JSON.parse(board)).toMatchObject({
      from: '2026-07-01',
      figures: [{ key: 'labour.cost', value: 1_000_00 }],
    });
    // A bad question fails as the plain request does, before any stream opens.
    const bad = await request
      .get(`/api/dashboard/figures/stream?timeout=1&project_id=${foreign.id}`)
      .set('Authorization', bearer(manager));
    expect(bad.status).toBe(404);
  });
});
