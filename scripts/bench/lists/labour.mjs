// Bench seed for labour (scripts/bench/lists.mjs seeds and loads it): the timesheet list of one company at `n`
// timesheets — 50 operatives, one sheet a week each, going back week by week, spread over the company's projects
// — inserted with INSERT … SELECT generate_series, one statement per table. The list answers with one page query
// and one total (its counter) whatever the page size (core-api/src/modules/labour/labour-timesheets.read.ts).
export const name = 'labour';
export const path = '/api/timesheets?page=1&size=20';
/** A filtered first page: its total still counts to the cap (the plan check explains it too). */
export const capped = '/api/timesheets?page=1&size=20&status=submitted';
/** A search (timed at 1 connection, p95 goal ≤ 10 ms; the plan check asserts it reads a trigram index): one
 * operative's 200 sheets by name, which the search ORs with the project's name and number. */
export const search = '/api/timesheets?page=1&size=20&search=operative%2017';

/** @param {import('pg').Client} client */
export async function seed(client, companyId, userId, n) {
  const { rows: projects } = await client.query(
    'SELECT id FROM projects WHERE company_id = $1 ORDER BY project_number LIMIT 50',
    [companyId],
  );
  if (!projects.length) throw new Error('labour bench: the company has no projects');
  const { rows: operatives } = await client.query(
    `INSERT INTO operatives (id, company_id, name, engagement, rate_unit, rate_pence, created_by, created_at, updated_at)
       SELECT gen_random_uuid(), $1, 'Bench operative ' || g || ' ' || substr(md5(random()::text), 1, 6), 'direct',
              'day', 18000, $2, now(), now()
         FROM generate_series(1, 50) AS g
       RETURNING id`,
    [companyId, userId],
  );
  const statuses = ['draft', 'submitted', 'approved', 'rejected'];
  await client.query(
    `INSERT INTO timesheets (id, company_id, operative_id, project_id, week_commencing, hours, overtime_hours,
                             status, cost_pence, created_by, created_at, updated_at)
       SELECT gen_random_uuid(), $1, ($2::uuid[])[1 + (g % 50)], ($3::uuid[])[1 + (g % array_length($3::uuid[], 1))],
              date_trunc('week', current_date)::date - 7 * (g / 50), ARRAY[8, 8, 8, 8, 8, 0, 0]::numeric[], 0,
              ($4::text[])[1 + (g % 4)], 90000, $5, now() - (g || ' minutes')::interval, now()
         FROM generate_series(0, $6::int - 1) AS g`,
    [companyId, operatives.map((o) => o.id), projects.map((p) => p.id), statuses, userId, n],
  );
}

export const table = 'timesheets';

export default { name, path, capped, search, table, seed };
