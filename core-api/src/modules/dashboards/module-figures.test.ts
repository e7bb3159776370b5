// The dashboard figures of the business modules whose SQL reads at scale (issue 13): the London month of
// materials committed and delay notices, compared as instants (BST: 23:30 UTC on 30 June is 1 July), the plant
// requests awaiting approval (first ten, counted beside them), and the enquiry status breakdown and win rate,
// which share one statement; and the Construction Act deadlines, read in date order from their partial indexes.
import { beforeAll, describe, expect, it } from 'vitest';
import { figureContext, gatherContributions } from '../../kit/module.js';
import type { Company, User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { createCompany, createUser, testDatabase } from '../../test/support.js';
import { Application } from '../applications/application.model.js';
import { makeApplication, makeTemplate } from '../applications/applications.fixtures.js';
import { makeEnquiry } from '../enquiries/enquiries.fixtures.js';
import { builtin } from '../forms/forms.fixtures.js';
import { FormSubmission } from '../forms/form-submission.model.js';
import { makePo } from '../materials/materials.fixtures.js';
import { makeRequest } from '../plant/plant.fixtures.js';
import { MODULES } from '../index.js';
import { DashboardService } from './dashboards.service.js';

const sequelize = testDatabase();

let company: Company;
let manager: User;
const NOW = new Date('2026-07-15T12:00:00Z');
const JUST_BEFORE_JULY = new Date('2026-06-30T22:59:00Z'); // 23:59 BST, 30 June
const FIRST_OF_JULY = new Date('2026-06-30T23:30:00Z'); // 00:30 BST, 1 July

const actor = () => ({ userId: manager.id, companyId: company.id, role: 'manager' as const });
const figure = async (key: string, now = NOW) => {
  const contributions = gatherContributions(MODULES);
  const f = contributions.dashboardFigures.find((x) => x.key === key)!;
  return f.compute(actor(), figureContext(now, contributions, sequelize));
};

beforeAll(async () => {
  void sequelize;
  company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
});

describe('figures by the London month', () => {
  it('counts purchase orders issued from 00:00 on the 1st in London, not in UTC', async () => {
    const project = await makeProject(company);
    const before = await makePo(project, 'issued');
    await before.po.update({ issued_at: JUST_BEFORE_JULY });
    const inMonth = await makePo(project, 'issued');
    await inMonth.po.update({ issued_at: FIRST_OF_JULY });
    await makePo(project, 'draft');
    await project.update({ status: 'active', budget_materials_pence: 123_456 });
    const onHold = await makeProject(company);
    await onHold.update({ status: 'on_hold', budget_materials_pence: 999 });
    const committed = await figure('materials.committed_this_month');
    expect(committed.amount_pence).toBe(Number(inMonth.po.net_pence));
    // Against the materials budget of the active projects (the projects' counters).
    expect(committed.items![0]!.budget_pence).toBe(123_456);
  });

  it('counts delay notices submitted from 00:00 on the 1st in London, not drafts', async () => {
    const project = await makeProject(company);
    const { template, version } = await builtin(company.id, 'delay_notice');
    const submission = (submitted_at: Date | null, status: 'submitted' | 'draft', n: number) =>
      FormSubmission.create({
        company_id: company.id,
        project_id: project.id,
        template_id: template.id,
        template_version_id: version.id,
        reference: `FRM-T${n}`,
        status,
        answers: {},
        submitted_by: manager.id,
        submitted_at,
        submit_count: status === 'draft' ? 0 : 1,
      });
    await submission(JUST_BEFORE_JULY, 'submitted', 1);
    await submission(FIRST_OF_JULY, 'submitted', 2);
    await submission(new Date('2026-07-10T09:00:00Z'), 'submitted', 3);
    await submission(null, 'draft', 4);
    expect((await figure('forms.delay_notices_this_month')).count).toBe(2);
  });
});

describe('plant requests awaiting approval', () => {
  it('counts every one and lists the first ten by the date needed', async () => {
    const own = await createCompany();
    const boss = await createUser(own, { role: 'manager' });
    const project = await makeProject(own);
    for (let i = 0; i < 12; i++) await makeRequest(own, project.id, boss.id, 'requested');
    await makeRequest(own, project.id, boss.id, 'approved');
    const contributions = gatherContributions(MODULES);
    const f = contributions.dashboardFigures.find((x) => x.key === 'plant.awaiting_approval')!;
    const value = await f.compute(
      { userId: boss.id, companyId: own.id, role: 'manager' },
      figureContext(new Date(), contributions, sequelize),
    );
    expect(value.count).toBe(12);
    expect(value.items).toHaveLength(10);
  });
});

describe('enquiries: the breakdown from the status counters, the win rate from one pass over the decided', () => {
  it('counts every status, and wins of the decisions in the last 12 months', async () => {
    const own = await createCompany();
    const boss = await createUser(own, { role: 'manager' });
    const won = await makeEnquiry(own, { status: 'won' });
    await won.update({ status_changed_at: new Date('2026-05-01T00:00:00Z') });
    const lost = await makeEnquiry(own, { status: 'lost' });
    await lost.update({ status_changed_at: new Date('2026-06-01T00:00:00Z') });
    const oldLoss = await makeEnquiry(own, { status: 'lost' });
    await oldLoss.update({ status_changed_at: new Date('2025-01-01T00:00:00Z') });
    await makeEnquiry(own, { status: 'new' });

    let statements = 0;
    let counterReads = 0;
    const service = new DashboardService({ contributions: gatherContributions(MODULES), sequelize });
    sequelize.addHook('afterQuery', 'enquiry-statuses', (_options, query) => {
      const sql = (query as { sql?: string }).sql ?? '';
      if (/FROM enquiries\s+WHERE company_id/.test(sql) && /GROUP BY status/.test(sql)) statements += 1;
      if (/list = 'enquiries' AND view LIKE 'status:%'/.test(sql)) counterReads += 1;
    });
    let board;
    try {
      board = await service.board({ userId: boss.id, companyId: own.id, role: 'manager' }, 'main', NOW);
    } finally {
      sequelize.removeHook('afterQuery', 'enquiry-statuses');
    }
    const get = (key: string) => board.figures.find((f) => f.key === key)!;
    expect(get('enquiries.win_rate')).toMatchObject({ count: 50 });
    expect(get('enquiries.by_status').items.find((i) => i.id === 'lost')!.value).toBe(2);
    expect(get('enquiries.by_status').count).toBe(1);
    expect(statements).toBe(1);
    expect(counterReads).toBe(1);
    // A status change moves the counters with it (the list's triggers).
    await lost.update({ status: 'won', status_changed_at: NOW });
    const again = await new DashboardService({
      contributions: gatherContributions(MODULES),
      sequelize,
    }).board({ userId: boss.id, companyId: own.id, role: 'manager' }, 'main', NOW);
    const after = (key: string) => again.figures.find((f) => f.key === key)!;
    expect(after('enquiries.by_status').items.find((i) => i.id === 'lost')!.value).toBe(1);
    expect(after('enquiries.by_status').items.find((i) => i.id === 'won')!.value).toBe(2);
    expect(after('enquiries.win_rate')).toMatchObject({ count: 100 });
  });
});

describe('Construction Act deadlines', () => {
  it('lists pending notice deadlines from today to day 14 and every final date up to day 14, by date', async () => {
    const own = await createCompany();
    const boss = await createUser(own, { role: 'manager' });
    const application = async (
      status: 'submitted' | 'certified' | 'paid',
      dates: { payment_notice_deadline: string; pay_less_deadline: string; final_date: string },
    ) => {
      const template = await makeTemplate(await makeProject(own), boss.id);
      const id = await makeApplication(template, boss.id, status);
      await Application.update(dates, { where: { id } });
      return id;
    };
    // Today is 15/07/2026 (NOW); the window ends on 29/07.
    const a = await application('submitted', {
      payment_notice_deadline: '2026-07-20',
      pay_less_deadline: '2026-07-25',
      final_date: '2026-08-10', // beyond the window
    });
    const b = await application('certified', {
      payment_notice_deadline: '2026-07-18', // given (certified by a payment notice)
      pay_less_deadline: '2026-07-22',
      final_date: '2026-07-10', // past: payment overdue
    });
    await application('paid', {
      payment_notice_deadline: '2026-07-16',
      pay_less_deadline: '2026-07-17',
      final_date: '2026-07-01', // paid: nothing due
    });
    const d = await application('submitted', {
      payment_notice_deadline: '2026-07-01', // past notice deadlines are not listed
      pay_less_deadline: '2026-07-05',
      final_date: '2026-07-28',
    });
    const contributions = gatherContributions(MODULES);
    const f = contributions.dashboardFigures.find((x) => x.key === 'applications.deadlines')!;
    const value = await f.compute(
      { userId: boss.id, companyId: own.id, role: 'manager' },
      figureContext(NOW, contributions, sequelize),
    );
    expect(value.items!.map((i) => [i.id, i.detail, i.date, i.tone])).toEqual([
      [`${b}:Final date for payment`, 'Payment overdue', '2026-07-10', 'danger'],
      [`${a}:Payment notice due`, 'Payment notice due', '2026-07-20', 'info'],
      [`${b}:Pay less notice deadline`, 'Pay less notice deadline', '2026-07-22', 'info'],
      [`${a}:Pay less notice deadline`, 'Pay less notice deadline', '2026-07-25', 'info'],
      [`${d}:Final date for payment`, 'Final date for payment', '2026-07-28', 'info'],
    ]);
  });
});
