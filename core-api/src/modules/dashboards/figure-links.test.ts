// A dashboard count opens the list behind it (issue 35): each figure's `link` is a list URL whose query, parsed by
// that list's own route schema, makes the list return exactly the records the figure counted.
import { beforeAll, describe, expect, it } from 'vitest';
import { figureContext, gatherContributions } from '../../kit/module.js';
import type { Company, User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { createCompany, createUser, testDatabase } from '../../test/support.js';
import { Application } from '../applications/application.model.js';
import { makeApplication, makeTemplate } from '../applications/applications.fixtures.js';
import { listApplications } from '../applications/applications.read.js';
import { listApplicationsQuerySchema } from '../applications/applications.schema.js';
import { builtin, makeSubmission } from '../forms/forms.fixtures.js';
import { listSubmissions } from '../forms/forms.read.js';
import { listSubmissionsQuerySchema } from '../forms/forms.schema.js';
import { MODULES } from '../index.js';
import { makePo, makeRequest } from '../materials/materials.fixtures.js';
import { listRequests } from '../materials/material-requests.read.js';
import { listPos } from '../materials/purchase-orders.read.js';
import { listPosQuerySchema, listRequestsQuerySchema } from '../materials/materials.schema.js';
import { makeLabourInvoice, makeOperative } from '../labour/labour.fixtures.js';
import { listLabourInvoices } from '../labour/labour-invoices.read.js';
import { listLabourInvoicesQuerySchema } from '../labour/labour.schema.js';
import { makeItem } from '../plant/plant.fixtures.js';
import { PlantRegisterService } from '../plant/plant-register.service.js';
import { listItemsQuerySchema } from '../plant/plant.schema.js';
import { presentFigure } from './dashboards.presenter.js';

const sequelize = testDatabase();
let company: Company;
let manager: User;
const actor = () => ({ userId: manager.id, companyId: company.id, role: 'manager' as const });
const contributions = () => gatherContributions(MODULES);
const declared = (key: string) => contributions().dashboardFigures.find((f) => f.key === key)!;
const count = async (key: string) =>
  (await declared(key).compute(actor(), figureContext(new Date(), contributions(), sequelize))).count;
/** The link's query string as the list route receives it (the web app drops its own `view` parameter). */
const queryOf = (link: string) => {
  const params = Object.fromEntries(new URL(link, 'http://x').searchParams);
  delete params.view;
  delete params.tab;
  if (params.status === 'outstanding' || params.status === 'overdue') return { owing: params.status };
  if (params.status === 'delay_notices_this_month') return { delay_notices_this_month: 'true' };
  if (params.status === 'with_variance') return { with_variance: 'true' };
  if (params.status === 'on_hire_now') return { on_hire_now: 'true' };
  if (params.status === 'awaiting_review') return { awaiting_review: 'true' };
  if (params.status === 'awaiting_delivery') return { awaiting_delivery: 'true' };
  return params;
};

beforeAll(async () => {
  company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
});

describe('dashboard counts link to exactly what they count', () => {
  it('carries the link on the wire', () => {
    const f = declared('plant.awaiting_approval');
    expect(presentFigure(f, { count: 3 }).link).toBe('/app/plant?status=requested');
    expect(presentFigure(declared('projects.contract_value_in_progress'), {}).link).toBeNull();
  });

  it('forms awaiting review: submitted and resubmitted, not drafts, returned or approved', async () => {
    const project = await makeProject(company);
    for (const status of [
      'submitted',
      'resubmitted',
      'submitted',
      'draft',
      'returned',
      'approved',
    ] as const) {
      await makeSubmission(project, status, manager.id);
    }
    const link = declared('forms.awaiting_review').link!;
    expect(link).toBe('/app/forms?status=awaiting_review');
    const list = await listSubmissions(sequelize, actor(), listSubmissionsQuerySchema.parse(queryOf(link)));
    expect(list.total).toBe(3);
    expect(list.total).toBe(await count('forms.awaiting_review'));
  });

  it('purchase orders awaiting delivery: issued and part delivered only', async () => {
    const project = await makeProject(company);
    for (const status of ['issued', 'part_delivered', 'draft', 'delivered', 'cancelled'] as const) {
      await makePo(project, status);
    }
    const link = declared('materials.pos_awaiting_delivery').link!;
    expect(link).toBe('/app/materials?view=orders&status=awaiting_delivery');
    const list = await listPos(sequelize, actor(), listPosQuerySchema.parse(queryOf(link)));
    expect(list.total).toBe(2);
    expect(list.total).toBe(await count('materials.pos_awaiting_delivery'));
  });

  it('material requests awaiting approval: the requested ones', async () => {
    const project = await makeProject(company);
    await makeRequest(project, 'requested');
    await makeRequest(project, 'approved');
    const link = declared('materials.requests_awaiting_approval').link!;
    const list = await listRequests(sequelize, actor(), listRequestsQuerySchema.parse(queryOf(link)));
    expect(list.total).toBe(1);
    expect(list.total).toBe(await count('materials.requests_awaiting_approval'));
  });

  it('plant on hire: on hire or off-hire requested, not available, off hired, in repair or disposed', async () => {
    for (const status of [
      'on_hire',
      'off_hire_requested',
      'on_hire',
      'available',
      'off_hired',
      'in_repair',
      'disposed',
    ] as const) {
      await makeItem(company, { status });
    }
    const link = declared('plant.on_hire').link!;
    expect(link).toBe('/app/plant?tab=register&status=on_hire_now');
    const list = await new PlantRegisterService(sequelize).listItems(
      actor(),
      listItemsQuerySchema.parse(queryOf(link)),
    );
    expect(list.total).toBe(3);
    expect(list.total).toBe(await count('plant.on_hire'));
  });

  it('labour invoices with variances: received with a variance, not clean, matched or disputed', async () => {
    const project = await makeProject(company);
    const operative = await makeOperative(company);
    const invoice = async (status: 'received' | 'matched' | 'disputed', variance: boolean) => {
      const inv = await makeLabourInvoice(operative, project, status);
      await inv.update({ has_variance: variance });
    };
    await invoice('received', true);
    await invoice('received', true);
    await invoice('received', false);
    await invoice('matched', true);
    await invoice('disputed', true);
    const link = declared('labour.invoices_with_variances').link!;
    expect(link).toBe('/app/labour?tab=invoices&status=with_variance');
    const list = await listLabourInvoices(
      sequelize,
      actor(),
      listLabourInvoicesQuerySchema.parse(queryOf(link)),
    );
    expect(list.total).toBe(2);
    expect(list.total).toBe(await count('labour.invoices_with_variances'));
  });

  it('delay notices this month: sent since the 1st, not drafts, last month’s or other forms', async () => {
    const project = await makeProject(company);
    const { template, version } = await builtin(company.id, 'delay_notice');
    const lastMonth = new Date(Date.now() - 40 * 86_400_000);
    const notice = async (status: 'approved' | 'returned' | 'draft', submittedAt?: Date) => {
      const s = await makeSubmission(project, status, manager.id);
      await s.update({
        template_id: template.id,
        template_version_id: version.id,
        ...(submittedAt ? { submitted_at: submittedAt } : {}),
      });
    };
    await notice('approved');
    await notice('returned');
    await notice('draft');
    await notice('approved', lastMonth);
    await makeSubmission(project, 'approved', manager.id); // a site issue report
    const link = declared('forms.delay_notices_this_month').link!;
    expect(link).toBe('/app/forms?status=delay_notices_this_month');
    const list = await listSubmissions(sequelize, actor(), listSubmissionsQuerySchema.parse(queryOf(link)));
    expect(list.total).toBe(2);
    expect(list.total).toBe(await count('forms.delay_notices_this_month'));
  });

  it('applications outstanding and overdue: the rows count and sum to the figures', async () => {
    const project = await makeProject(company);
    const template = await makeTemplate(project, manager.id);
    // One application per template is open at a time: a template each.
    const app = async (status: 'draft' | 'submitted' | 'certified' | 'paid', finalDate?: string) => {
      const t = status === 'draft' ? template : await makeTemplate(project, manager.id);
      const id = await makeApplication(t, manager.id, status);
      if (finalDate) await Application.update({ final_date: finalDate }, { where: { id } });
    };
    await app('submitted', '2099-01-01');
    await app('certified', '2020-01-01');
    await app('submitted', '2020-01-02');
    await app('paid');
    await app('draft');
    const money = async (key: string) =>
      declared(key).compute(actor(), figureContext(new Date(), contributions(), sequelize));
    for (const [key, rows] of [
      ['applications.outstanding', 3],
      ['applications.overdue', 2],
    ] as const) {
      const link = declared(key).link!;
      const list = await listApplications(
        sequelize,
        actor(),
        listApplicationsQuerySchema.parse(queryOf(link)),
      );
      const figure = await money(key);
      expect(list.total).toBe(rows);
      expect(list.total).toBe(figure.count);
      expect(figure.amount_pence).toBeGreaterThan(0);
      expect(list.items.reduce((sum, a) => sum + a.outstanding_pence, 0)).toBe(figure.amount_pence);
    }
    expect(declared('applications.outstanding').link).toBe('/app/applications?status=outstanding');
  });

  it('every other linked count names a list the web app reads', () => {
    expect(declared('plant.awaiting_approval').link).toBe('/app/plant?status=requested');
    expect(declared('labour.timesheets_awaiting_approval').link).toBe('/app/labour?status=submitted');
  });
});
