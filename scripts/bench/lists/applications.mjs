// Bench seed for applications (scripts/bench/lists.mjs seeds and loads it): the applications list of one company
// at `n` applications, one template on each of up to 50 of its projects and the applications numbered 1, 2, 3…
// per project across them, a mix of statuses, inserted with INSERT … SELECT generate_series (one statement per
// table). The list answers with one page query, one total (its counter) and three batched reads whatever the page
// size (core-api/src/modules/applications/applications.read.ts).
export const name = 'applications';
export const path = '/api/applications?page=1&size=20';
/** A filtered first page: its total still counts to the cap (the plan check explains it too). */
export const capped = '/api/applications?page=1&size=20&status=submitted';

/** @param {import('pg').Client} client */
export async function seed(client, companyId, userId, n) {
  const { rows: templates } = await client.query(
    `INSERT INTO application_templates (id, company_id, project_id, name, lines, retention_percent,
                                        retention_after_pc_percent, vat_treatment, terms, payment_due_days,
                                        payment_final_days, pay_less_days, region, created_by, created_at, updated_at)
       SELECT gen_random_uuid(), $1, p.id, 'Bench schedule ' || p.project_number,
              jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'reference', 'A1',
                                                   'description', 'Bench works', 'contract_value_pence', 10000000)),
              5, 2.5, 'standard', 'contract', 14, 17, 7, 'england-and-wales', $2, now(), now()
         FROM (SELECT id, project_number FROM projects WHERE company_id = $1 ORDER BY project_number LIMIT 50) p
       RETURNING id, project_id`,
    [companyId, userId],
  );
  if (!templates.length) throw new Error('applications bench: the company has no projects');
  const statuses = ['draft', 'submitted', 'certified', 'part_paid', 'paid'];
  await client.query(
    `INSERT INTO applications (id, company_id, project_id, template_id, number, valuation_date, submitted_on, status,
                               lines, variations, materials_on_site, terms, vat_treatment, retention_stage,
                               retention_percent, work_done_pence, gross_pence, retention_pence,
                               net_valuation_pence, amount_due_pence, vat_pence, total_pence, due_date,
                               payment_notice_deadline, pay_less_deadline, final_date, created_by, created_at,
                               updated_at)
       SELECT gen_random_uuid(), $1, ($3::uuid[])[1 + (g % array_length($3::uuid[], 1))],
              ($2::uuid[])[1 + (g % array_length($2::uuid[], 1))],
              (SELECT coalesce(max(a.number), 0) FROM applications a
                WHERE a.project_id = ($3::uuid[])[1 + (g % array_length($3::uuid[], 1))]) + 1 + g / array_length($2::uuid[], 1),
              current_date - (g % 90), current_date - (g % 90), ($4::text[])[1 + (g % 5)],
              '[]'::jsonb, '[]'::jsonb, '[]'::jsonb,
              '{"terms":"contract","due_days":14,"final_days":17,"pay_less_days":7,"region":"england-and-wales"}'::jsonb,
              'standard', 'full', 5, 100000, 100000, 5000, 95000, 95000, 19000, 114000,
              current_date - (g % 90) + 14, current_date - (g % 90) + 19, current_date - (g % 90) + 24,
              current_date - (g % 90) + 31, $5, now() - (g || ' minutes')::interval, now()
         FROM generate_series(0, $6::int - 1) AS g`,
    [companyId, templates.map((t) => t.id), templates.map((t) => t.project_id), statuses, userId, n],
  );
}

export const table = 'applications';

export default { name, path, capped, table, seed };
