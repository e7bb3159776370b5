// The business modules' list totals (decision 0028): with more than 1,000 rows in one company, each module's
// unfiltered list answers the exact total from its counter (`total_capped: false`) to the roles that see the
// whole company's list, while a filter, a search, a worker's or "mine" list still counts to the cap ("1,000+").
// Rows are seeded with INSERT … SELECT generate_series (one statement per table).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, Role, User } from '../models/index.js';
import { builtin } from '../modules/forms/forms.fixtures.js';
import { labourSupplier } from '../modules/labour/labour.fixtures.js';
import { materialsSupplier } from '../modules/materials/materials.fixtures.js';
import { makePlantSupplier } from '../modules/plant/plant.fixtures.js';
import { makeProject } from '../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../test/support.js';

const N = 1200;
const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
const users = {} as Record<Role, User>;
/** Three projects; the worker is on the first only. */
let projects: string[] = [];

const seed = (sql: string, replacements: Record<string, unknown> = {}) =>
  sequelize.query(sql, {
    replacements: {
      c: company.id,
      n: N,
      p: projects,
      admin: users.admin.id,
      worker: users.worker.id,
      ...replacements,
    },
  });

async function totalOf(role: Role, path: string) {
  const res = await request.get(path).set('Authorization', bearer(users[role]));
  expect(res.status, `${role} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
  const { total, total_capped, pages, size } = res.body as Record<string, number | boolean>;
  expect(pages, path).toBe(Math.ceil((total as number) / (size as number)));
  return { total, total_capped };
}

const exact = (total: number) => ({ total, total_capped: false });
const CAPPED = { total: 1000, total_capped: true };

beforeAll(async () => {
  company = await createCompany();
  for (const role of ['worker', 'supervisor', 'manager', 'admin'] as const) {
    users[role] = await createUser(company, { role });
  }
  projects = [
    (await makeProject(company, [users.worker.id])).id,
    (await makeProject(company)).id,
    (await makeProject(company)).id,
  ];
});

describe('module lists past 1,000 rows', () => {
  it('forms: every submission not in draft plus the caller’s own drafts, exact; filters and a worker’s list capped', async () => {
    const { template, version } = await builtin(company.id, 'site_issue_report');
    await seed(
      `INSERT INTO form_submissions (id, company_id, project_id, template_id, template_version_id, reference,
                                     status, answers, submitted_by, submitted_at, submit_count, created_at, updated_at)
       SELECT gen_random_uuid(), :c, (ARRAY[:p]::uuid[])[CASE WHEN g <= :n THEN 1 + g % 3 ELSE 1 END], :t, :v,
              'FRM-C' || lpad(g::text, 5, '0'),
              CASE WHEN g <= :n THEN 'submitted' ELSE 'draft' END, jsonb_build_object('severity', 'high'),
              CASE WHEN g <= :n + 30 THEN :admin::uuid ELSE :worker::uuid END, now(), 1,
              now() - g * interval '1 minute', now()
         FROM generate_series(1, :n + 50) g`,
      { t: template.id, v: version.id },
    );
    // 1,200 sent over three projects, and drafts (on the first project): 30 of the admin's, 20 of the worker's.
    // The admin sees the 1,200 sent and their own 30 drafts; a supervisor the 1,200 (others' drafts are hidden).
    expect(await totalOf('admin', '/api/form-submissions')).toEqual(exact(N + 30));
    expect(await totalOf('supervisor', '/api/form-submissions')).toEqual(exact(N));
    expect(await totalOf('admin', '/api/form-submissions?status=submitted')).toEqual(CAPPED);
    expect(await totalOf('admin', '/api/form-submissions?search=frm-c')).toEqual(CAPPED);
    expect(await totalOf('admin', '/api/form-submissions?mine=true')).toEqual(CAPPED);
    expect(await totalOf('admin', '/api/form-submissions?status=draft')).toEqual(exact(30));
    // The worker is on the first project only: its 400 sent forms and their own 20 drafts, counted to the cap.
    expect(await totalOf('worker', '/api/form-submissions')).toEqual(exact(N / 3 + 20));
  });

  it('labour: timesheets, operatives by state and labour invoices exact; filters and a worker’s sheets capped', async () => {
    const supplier = await labourSupplier(company);
    await seed(
      `INSERT INTO operatives (id, company_id, name, engagement, supplier_id, user_id, rate_unit, rate_pence,
                               is_active, created_at, updated_at)
       SELECT gen_random_uuid(), :c, 'Counted operative ' || g, 'subcontractor', :s,
              CASE WHEN g = 1 THEN :worker::uuid END, 'day', 20000, g <= :n, now(), now()
         FROM generate_series(1, :n + 100) g`,
      { s: supplier.id },
    );
    await seed(
      `INSERT INTO timesheets (id, company_id, operative_id, project_id, week_commencing, hours, overtime_hours,
                               status, cost_pence, created_at, updated_at)
       SELECT gen_random_uuid(), :c, o.ids[1 + g % 2], (ARRAY[:p]::uuid[])[1 + g % 3],
              date '2020-01-06' + 7 * g, ARRAY[8, 8, 8, 8, 8, 0, 0]::numeric[], 0, 'submitted', 100000, now(), now()
         FROM generate_series(1, :n) g,
              (SELECT array_agg(id ORDER BY name) AS ids FROM operatives
                WHERE company_id = :c AND name IN ('Counted operative 1', 'Counted operative 2')) o`,
    );
    await seed(
      `INSERT INTO labour_invoices (id, company_id, supplier_id, reference, supplier_reference, invoice_date,
                                    period_start, period_end, lines, vat_rate, supplier_vat_registered,
                                    customer_vat_registered, match, status, created_at, updated_at)
       SELECT gen_random_uuid(), :c, :s, 'LI-C' || lpad(g::text, 5, '0'), 'SUP-' || g, date '2026-11-02',
              date '2026-10-26', date '2026-11-01', '[]', 'standard', true, true, '[]', 'received', now(), now()
         FROM generate_series(1, :n) g`,
      { s: supplier.id },
    );
    expect(await totalOf('admin', '/api/timesheets')).toEqual(exact(N));
    expect(await totalOf('supervisor', '/api/timesheets')).toEqual(exact(N));
    expect(await totalOf('admin', '/api/timesheets?status=submitted')).toEqual(CAPPED);
    expect(await totalOf('admin', '/api/timesheets?search=counted')).toEqual(CAPPED);
    // The worker's operative has every other sheet: 600, counted (to the cap) through their operative.
    expect(await totalOf('worker', '/api/timesheets')).toEqual(exact(N / 2));

    expect(await totalOf('worker', '/api/operatives')).toEqual(exact(N));
    expect(await totalOf('admin', '/api/operatives?status=inactive')).toEqual(exact(100));
    expect(await totalOf('admin', '/api/operatives?status=all')).toEqual(exact(N + 100));
    expect(await totalOf('admin', '/api/operatives?search=counted')).toEqual(CAPPED);
    expect(await totalOf('admin', '/api/operatives?engagement=subcontractor')).toEqual(CAPPED);

    expect(await totalOf('admin', '/api/labour-invoices')).toEqual(exact(N));
    expect(await totalOf('admin', '/api/labour-invoices?status=received')).toEqual(CAPPED);
    expect(await totalOf('admin', '/api/labour-invoices?search=li-c')).toEqual(CAPPED);
  });

  it('materials: requests and purchase orders exact; filters and a worker’s list capped', async () => {
    const supplier = await materialsSupplier(company);
    await seed(
      `INSERT INTO material_requests (id, company_id, project_id, reference, requested_by, status, created_at,
                                      updated_at)
       SELECT gen_random_uuid(), :c, (ARRAY[:p]::uuid[])[1 + g % 3], 'MR-C' || lpad(g::text, 5, '0'), :worker,
              'requested', now() - g * interval '1 minute', now()
         FROM generate_series(1, :n) g`,
    );
    await seed(
      `INSERT INTO purchase_orders (id, company_id, project_id, supplier_id, reference, status, net_pence,
                                    vat_pence, gross_pence, created_at, updated_at)
       SELECT gen_random_uuid(), :c, (ARRAY[:p]::uuid[])[1 + g % 3], :s, 'PO-C' || lpad(g::text, 5, '0'), 'draft',
              20000, 4000, 24000, now() - g * interval '1 minute', now()
         FROM generate_series(1, :n) g`,
      { s: supplier.id },
    );
    expect(await totalOf('admin', '/api/material-requests')).toEqual(exact(N));
    expect(await totalOf('supervisor', '/api/material-requests')).toEqual(exact(N));
    expect(await totalOf('admin', '/api/material-requests?status=requested')).toEqual(CAPPED);
    expect(await totalOf('worker', '/api/material-requests')).toEqual(exact(N / 3));
    expect(await totalOf('admin', '/api/purchase-orders')).toEqual(exact(N));
    expect(await totalOf('admin', '/api/purchase-orders?status=draft')).toEqual(CAPPED);
    expect(await totalOf('admin', '/api/purchase-orders?search=po-c')).toEqual(CAPPED);
    expect(await totalOf('worker', '/api/purchase-orders')).toEqual(exact(N / 3));
  });

  it('applications: applications and their templates exact; filtered capped', async () => {
    await seed(
      `INSERT INTO application_templates (id, company_id, project_id, name, lines, retention_percent,
                                          retention_after_pc_percent, vat_treatment, terms, payment_due_days,
                                          payment_final_days, pay_less_days, region, created_at, updated_at)
       SELECT gen_random_uuid(), :c, (ARRAY[:p]::uuid[])[1 + g % 3], 'Counted schedule ' || g,
              jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'reference', 'A1',
                                                   'description', 'Works', 'contract_value_pence', 10000000)),
              5, 2.5, 'standard', 'contract', 14, 17, 7, 'england-and-wales',
              now() - g * interval '1 minute', now()
         FROM generate_series(1, :n) g`,
    );
    await seed(
      `INSERT INTO applications (id, company_id, project_id, template_id, number, valuation_date, submitted_on,
                                 status, lines, variations, materials_on_site, terms, vat_treatment,
                                 retention_stage, retention_percent, work_done_pence, gross_pence,
                                 retention_pence, net_valuation_pence, amount_due_pence, vat_pence, total_pence,
                                 due_date, payment_notice_deadline, pay_less_deadline, final_date, created_at,
                                 updated_at)
       SELECT gen_random_uuid(), :c, t.project_id, t.id, row_number() OVER (PARTITION BY t.project_id ORDER BY t.id),
              date '2026-10-31', date '2026-10-31', 'submitted', '[]', '[]', '[]',
              '{"terms":"contract","due_days":14,"final_days":17,"pay_less_days":7,"region":"england-and-wales"}',
              'standard', 'full', 5, 100000, 100000, 5000, 95000, 95000, 19000, 114000,
              date '2026-11-14', date '2026-11-19', date '2026-11-24', date '2026-12-01', now(), now()
         FROM application_templates t WHERE t.company_id = :c`,
    );
    expect(await totalOf('admin', '/api/applications')).toEqual(exact(N));
    expect(await totalOf('supervisor', '/api/applications')).toEqual(exact(N));
    expect(await totalOf('admin', '/api/applications?status=submitted')).toEqual(CAPPED);
    expect(await totalOf('admin', `/api/applications?project_id=${projects[0]}`)).toEqual(exact(N / 3));
    expect(await totalOf('admin', '/api/application-templates')).toEqual(exact(N));
    expect(await totalOf('admin', `/api/application-templates?project_id=${projects[1]}`)).toEqual(
      exact(N / 3),
    );
  });

  it('enquiries: exact unfiltered whatever the sort; a status or a search capped', async () => {
    await seed(
      `INSERT INTO enquiries (id, company_id, reference, title, client_name, received_date, status, created_at,
                              updated_at)
       SELECT gen_random_uuid(), :c, 'ENQ-C' || lpad(g::text, 5, '0'), 'Counted tender ' || g, 'Client ' || g,
              date '2026-11-02', 'new', now(), now()
         FROM generate_series(1, :n) g`,
    );
    expect(await totalOf('admin', '/api/enquiries')).toEqual(exact(N));
    expect(await totalOf('supervisor', '/api/enquiries?sort_by=created_at&sort_order=asc')).toEqual(exact(N));
    expect(await totalOf('admin', '/api/enquiries?status=new')).toEqual(CAPPED);
    expect(await totalOf('admin', '/api/enquiries?search=counted')).toEqual(CAPPED);
  });

  it('plant: requests, the register but disposed and rates exact; filters, "mine" and a worker’s list capped', async () => {
    const supplier = await makePlantSupplier(company);
    await seed(
      `INSERT INTO plant_requests (id, company_id, reference, project_id, requested_by, category, quantity,
                                   required_from, required_until, with_operator, status, created_at, updated_at)
       SELECT gen_random_uuid(), :c, 'PR-C' || lpad(g::text, 5, '0'), (ARRAY[:p]::uuid[])[1 + g % 3], :worker,
              'Telehandler', 1, date '2026-12-01', date '2026-12-05', false, 'requested',
              now() - g * interval '1 minute', now()
         FROM generate_series(1, :n) g`,
    );
    await seed(
      `INSERT INTO plant_items (id, company_id, asset_number, description, category, ownership, status,
                                created_at, updated_at)
       SELECT gen_random_uuid(), :c, 'C-' || lpad(g::text, 5, '0'), 'Counted mixer ' || g, 'Mixer', 'owned',
              CASE WHEN g <= :n THEN 'available' ELSE 'disposed' END, now(), now()
         FROM generate_series(1, :n + 100) g`,
    );
    await seed(
      `INSERT INTO plant_rates (id, company_id, supplier_id, category, rate_pence, rate_unit, valid_from,
                                created_at, updated_at)
       SELECT gen_random_uuid(), :c, :s, 'Telehandler', 9000 + g, 'day', date '2026-01-01', now(), now()
         FROM generate_series(1, :n) g`,
      { s: supplier.id },
    );
    expect(await totalOf('admin', '/api/plant/requests')).toEqual(exact(N));
    expect(await totalOf('supervisor', '/api/plant/requests?scope=all')).toEqual(exact(N));
    expect(await totalOf('admin', '/api/plant/requests?scope=mine')).toEqual(exact(0));
    expect(await totalOf('admin', '/api/plant/requests?status=requested')).toEqual(CAPPED);
    expect(await totalOf('admin', '/api/plant/requests?open=true')).toEqual(CAPPED);
    expect(await totalOf('worker', '/api/plant/requests')).toEqual(CAPPED);

    expect(await totalOf('worker', '/api/plant/items')).toEqual(exact(N));
    expect(await totalOf('admin', '/api/plant/items?status=available')).toEqual(CAPPED);
    expect(await totalOf('admin', '/api/plant/items?status=disposed')).toEqual(exact(100));
    expect(await totalOf('admin', '/api/plant/items?search=counted')).toEqual(CAPPED);

    expect(await totalOf('admin', '/api/plant/rates')).toEqual(exact(N));
    expect(await totalOf('admin', '/api/plant/rates?category=telehandler')).toEqual(CAPPED);
  });
});
