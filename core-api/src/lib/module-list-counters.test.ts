// The business modules' list counters (decision 0028, migration 202611231000) stay exactly equal to a recount of
// the rows they stand for: through each module's API — creates, status moves (a form leaving draft, an operative
// deactivated, a plant item disposed), deletes (an enquiry, a plant rate, a project force-deleted with everything
// on it) — under concurrent creates, when a transaction rolls back, and after the migration's own backfill.
import { QueryTypes } from 'sequelize';
import { beforeAll, describe, expect, it } from 'vitest';
import * as moduleCounters from '../db/migrations/202611231000-module-list-counters.js';
import * as enquiryStatuses from '../db/migrations/202611281000-enquiry-status-counters.js';
import type { Company, Project, Role, User } from '../models/index.js';
import { builtin, SITE_ISSUE_ANSWERS } from '../modules/forms/forms.fixtures.js';
import { labourSupplier } from '../modules/labour/labour.fixtures.js';
import { materialsSupplier } from '../modules/materials/materials.fixtures.js';
import { makePlantSupplier } from '../modules/plant/plant.fixtures.js';
import { makeProject } from '../security/world.js';
import { createCompany, createUser } from '../test/factories.js';
import { counters, recount } from '../test/list-counters.js';
import { bearer, isolatedDatabase, testApp } from '../test/support.js';

const db = isolatedDatabase();
let request: ReturnType<typeof testApp>['request'];
let company: Company;
let project: Project;
const users = {} as Record<Role, User>;

async function expectExact(companyId = company.id) {
  expect(await counters(db.current, companyId)).toEqual(await recount(db.current, companyId));
}

/** A call as `role` that must answer `status`; its body. */
async function call(
  role: Role,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  body?: object,
  status?: number,
) {
  const req = request[method](path).set('Authorization', bearer(users[role]));
  const res = await (body ? req.send(body) : req);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(
    status ?? (method === 'post' && !path.includes('/status') ? 201 : method === 'delete' ? 204 : 200),
  );
  return res.body as Record<string, unknown> & { id: string };
}

const totalOf = async (role: Role, path: string) =>
  ((await call(role, 'get', path)) as unknown as { total: number; total_capped: boolean }).total;

beforeAll(async () => {
  ({ request } = testApp(db.current));
  company = await createCompany();
  for (const role of ['worker', 'supervisor', 'manager', 'admin'] as const) {
    users[role] = await createUser(company, { role });
  }
  project = await makeProject(company, [users.worker.id]);
});

describe('module list counters', () => {
  it('follow every module’s API: creates, status moves, deletes and a forced project delete', async () => {
    // Forms: a worker's draft counts only for them until it is sent; then for everyone.
    const { template } = await builtin(company.id, 'site_issue_report');
    const form = { project_id: project.id, template_id: template.id, answers: SITE_ISSUE_ANSWERS };
    const draft = await call('worker', 'post', '/api/form-submissions', form);
    await call('worker', 'post', '/api/form-submissions', { ...form, submit: true });
    await call('manager', 'post', '/api/form-submissions', form);
    await expectExact();
    expect(await counters(db.current, company.id)).toMatchObject({
      'form_submissions/not_draft': 1,
      [`form_submissions/draft:${users.worker.id}`]: 1,
      [`form_submissions/draft:${users.manager.id}`]: 1,
    });
    await call('worker', 'post', `/api/form-submissions/${draft.id}/status`, { status: 'submitted' });
    await expectExact();
    expect(await totalOf('supervisor', '/api/form-submissions')).toBe(2);
    expect(await totalOf('manager', '/api/form-submissions')).toBe(3); // and their own draft

    // Labour: operatives by state, timesheets, labour invoices.
    const supplier = await labourSupplier(company);
    const operative = await call('supervisor', 'post', '/api/operatives', {
      name: 'Counted Operative',
      engagement: 'subcontractor',
      supplier_id: supplier.id,
      user_id: users.worker.id,
      rate_unit: 'day',
      rate_pence: 200_00,
    });
    const spare = await call('supervisor', 'post', '/api/operatives', {
      name: 'Counted Spare',
      engagement: 'direct',
      rate_unit: 'day',
      rate_pence: 150_00,
    });
    await call('supervisor', 'patch', `/api/operatives/${spare.id}`, { is_active: false });
    const sheet = await call('worker', 'post', '/api/timesheets', {
      operative_id: operative.id,
      project_id: project.id,
      week_commencing: '2026-11-16',
      hours: [8, 8, 8, 8, 8, 0, 0],
    });
    await call('worker', 'post', `/api/timesheets/${sheet.id}/status`, { status: 'submitted' });
    await call('supervisor', 'post', `/api/timesheets/${sheet.id}/status`, { status: 'approved' });
    await call('supervisor', 'post', '/api/labour-invoices', {
      supplier_id: supplier.id,
      supplier_reference: 'CNT-1',
      invoice_date: '2026-11-23',
      period_start: '2026-11-16',
      period_end: '2026-11-22',
      lines: [
        { operative_id: operative.id, project_id: project.id, unit: 'day', quantity: 5, rate_pence: 200_00 },
      ],
    });
    await expectExact();
    expect(await counters(db.current, company.id)).toMatchObject({
      'operatives/active': 1,
      'operatives/inactive': 1,
      'timesheets/all': 1,
      'labour_invoices/all': 1,
    });

    // Materials: requests and purchase orders.
    const req = await call('worker', 'post', '/api/material-requests', {
      project_id: project.id,
      lines: [{ description: '7N blocks', quantity: 400, unit: 'each' }],
    });
    await call('worker', 'post', `/api/material-requests/${req.id}/status`, { status: 'cancelled' });
    const po = await call('supervisor', 'post', '/api/purchase-orders', {
      project_id: project.id,
      supplier_id: (await materialsSupplier(company)).id,
      lines: [
        { description: 'Cement', quantity: 1, unit: 'bag', unit_price_pence: 710, vat_code: 'standard' },
      ],
    });
    await call('supervisor', 'post', `/api/purchase-orders/${po.id}/status`, { status: 'issued' });

    // Applications: a template and its first application, submitted.
    const schedule = (await call('supervisor', 'post', '/api/application-templates', {
      project_id: project.id,
      name: 'Main contract',
      lines: [{ reference: 'A1', description: 'Groundworks', contract_value_pence: 1_000_000 }],
      retention_percent: 5,
      vat_treatment: 'standard',
      terms: 'contract',
      payment_due_days: 14,
      payment_final_days: 17,
      pay_less_days: 7,
      region: 'england-and-wales',
    })) as unknown as { id: string; lines: { id: string }[] };
    const application = await call('supervisor', 'post', '/api/applications', {
      template_id: schedule.id,
      valuation_date: '2026-10-31',
      lines: [{ line_id: schedule.lines[0]!.id, percent: 50 }],
      variations: [],
      materials_on_site: [],
    });
    await call('supervisor', 'post', `/api/applications/${application.id}/status`, { status: 'submitted' });

    // Enquiries: two, one moved on, one deleted.
    const tender = await call('supervisor', 'post', '/api/enquiries', { title: 'Counted', client_name: 'C' });
    const gone = await call('supervisor', 'post', '/api/enquiries', { title: 'Gone', client_name: 'C' });
    await call('supervisor', 'post', `/api/enquiries/${tender.id}/status`, { status: 'estimating' });
    await call('supervisor', 'delete', `/api/enquiries/${gone.id}`);

    // Plant: a rate made and deleted, another kept; an item disposed, another kept; a request cancelled.
    const hireFirm = await makePlantSupplier(company);
    const rate = {
      supplier_id: hireFirm.id,
      category: 'Telehandler',
      rate_pence: 95_00,
      rate_unit: 'day',
      valid_from: '2026-01-01',
    };
    const doomed = await call('manager', 'post', '/api/plant/rates', rate);
    await call('manager', 'post', '/api/plant/rates', { ...rate, category: 'Dumper' });
    await call('manager', 'delete', `/api/plant/rates/${doomed.id}`);
    const item = { description: 'Counted mixer', category: 'Mixer', ownership: 'owned' };
    const disposed = await call('manager', 'post', '/api/plant/items', { ...item, asset_number: 'CNT-1' });
    await call('manager', 'post', '/api/plant/items', { ...item, asset_number: 'CNT-2' });
    await call('manager', 'patch', `/api/plant/items/${disposed.id}`, { status: 'disposed' });
    const hire = await call('worker', 'post', '/api/plant/requests', {
      project_id: project.id,
      category: 'Telehandler',
      required_from: '2026-12-01',
      required_until: '2026-12-05',
    });
    await call('worker', 'post', `/api/plant/requests/${hire.id}/cancel`, {}, 200);
    await expectExact();
    expect(await counters(db.current, company.id)).toMatchObject({
      'material_requests/all': 1,
      'purchase_orders/all': 1,
      'application_templates/all': 1,
      'applications/all': 1,
      'enquiries/all': 1,
      'plant_rates/all': 1,
      'plant_items/current': 1,
      'plant_requests/all': 1,
    });

    // The lists answer the counters (unfiltered, for the roles that see the company's whole list).
    expect(await totalOf('admin', '/api/timesheets')).toBe(1);
    expect(await totalOf('admin', '/api/operatives')).toBe(1);
    expect(await totalOf('worker', '/api/operatives?status=all')).toBe(2);
    expect(await totalOf('admin', '/api/operatives?status=inactive')).toBe(1);
    expect(await totalOf('admin', '/api/labour-invoices')).toBe(1);
    expect(await totalOf('admin', '/api/material-requests')).toBe(1);
    expect(await totalOf('admin', '/api/purchase-orders')).toBe(1);
    expect(await totalOf('admin', '/api/application-templates')).toBe(1);
    expect(await totalOf('admin', '/api/applications')).toBe(1);
    expect(await totalOf('admin', '/api/enquiries')).toBe(1);
    expect(await totalOf('admin', '/api/plant/rates')).toBe(1);
    expect(await totalOf('worker', '/api/plant/items')).toBe(1);
    expect(await totalOf('admin', '/api/plant/requests')).toBe(1);

    // A project force-deleted takes its forms, timesheets, requests, orders, applications and hires with it.
    await call('manager', 'delete', `/api/projects/${project.id}?force=true`);
    await expectExact();
    const left = await counters(db.current, company.id);
    for (const list of [
      'form_submissions',
      'timesheets',
      'material_requests',
      'purchase_orders',
      'applications',
      'application_templates',
      'plant_requests',
    ]) {
      expect(Object.keys(left).filter((k) => k.startsWith(`${list}/`))).toEqual([]);
    }
    expect(await totalOf('admin', '/api/form-submissions')).toBe(0);
    expect(await totalOf('admin', '/api/purchase-orders')).toBe(0);
    project = await makeProject(company, [users.worker.id]);
  });

  it('stay exact under concurrent creates in one company', async () => {
    const before = await counters(db.current, company.id);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('supervisor', 'post', '/api/enquiries', { title: `Concurrent ${i}`, client_name: 'C' }),
      ),
    );
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('supervisor', 'post', '/api/operatives', {
          name: `Concurrent ${i}`,
          engagement: 'direct',
          rate_unit: 'day',
          rate_pence: 100_00,
        }),
      ),
    );
    await expectExact();
    const after = await counters(db.current, company.id);
    expect(after['enquiries/all']).toBe((before['enquiries/all'] ?? 0) + 8);
    expect(after['operatives/active']).toBe((before['operatives/active'] ?? 0) + 6);
  });

  it('roll back with the write that failed', async () => {
    const { template } = await builtin(company.id, 'site_issue_report');
    const form = { project_id: project.id, template_id: template.id, answers: SITE_ISSUE_ANSWERS };
    await call('worker', 'post', '/api/form-submissions', form);
    await call('manager', 'post', '/api/plant/items', {
      asset_number: 'RB-1',
      description: 'Rolled back mixer',
      category: 'Mixer',
      ownership: 'owned',
    });
    const before = await counters(db.current, company.id);
    const columns = async (table: string) =>
      (
        await db.current.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name = :table AND column_name <> 'id' ORDER BY ordinal_position`,
          { type: QueryTypes.SELECT, replacements: { table } },
        )
      ).map((c) => c.column_name);
    const operativeColumns = (await columns('operatives')).join(', ');
    await expect(
      db.current.transaction(async (transaction) => {
        const q = (sql: string) => db.current.query(sql, { transaction, replacements: { c: company.id } });
        await q(`INSERT INTO operatives (id, ${operativeColumns})
                 SELECT gen_random_uuid(), ${operativeColumns} FROM operatives WHERE company_id = :c`);
        await q(`UPDATE operatives SET is_active = NOT is_active WHERE company_id = :c`);
        await q(
          `UPDATE form_submissions SET status = 'submitted' WHERE company_id = :c AND status = 'draft'`,
        );
        await q(`UPDATE plant_items SET status = 'disposed' WHERE company_id = :c`);
        await q(`DELETE FROM enquiries WHERE company_id = :c`);
        await q(`DELETE FROM plant_rates WHERE company_id = :c`);
        // Inside the transaction its counters moved with it…
        const [inside] = await db.current.query<{ n: string }>(
          `SELECT n FROM list_counters WHERE company_id = :c AND list = 'enquiries' AND view = 'all'`,
          { type: QueryTypes.SELECT, transaction, replacements: { c: company.id } },
        );
        expect(Number(inside?.n ?? 0)).toBe(0);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(before['enquiries/all']).toBeGreaterThan(0);
    expect(await counters(db.current, company.id)).toEqual(before); // …and roll back with it
    await expectExact();
  });

  it('are rebuilt exactly by the migration backfill', async () => {
    const other = await createCompany();
    const before = await counters(db.current, company.id);
    const context = db.current.getQueryInterface();
    // The later migration that reinstalls the enquiries' triggers goes first, and comes back last.
    await enquiryStatuses.down({ context });
    await moduleCounters.down({ context });
    expect(Object.keys(await counters(db.current, company.id))).not.toContain('enquiries/all');
    await moduleCounters.up({ context });
    await enquiryStatuses.up({ context });
    expect(await counters(db.current, company.id)).toEqual(before);
    await expectExact();
    await expectExact(other.id);
  });
});
