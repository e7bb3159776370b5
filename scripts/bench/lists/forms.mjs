// Bench seed for forms (scripts/bench/lists.mjs seeds and loads it): the form submissions list of one company at
// `n` submissions, Site Issue Reports in every state with a severity in their answers, spread over the company's
// projects, inserted with INSERT … SELECT generate_series (one statement). The built-in templates are made first
// as core-api would (ensureBuiltins). The list answers with one page query and one total (its counter) whatever
// the page size (core-api/src/modules/forms/forms.read.ts).
export const name = 'forms';
export const path = '/api/form-submissions?page=1&size=20';
/** A filtered first page: its total still counts to the cap (the plan check explains it too). */
export const capped = '/api/form-submissions?page=1&size=20&status=submitted';
/** A search (timed at 1 connection, p95 goal ≤ 10 ms; the plan check asserts it reads a trigram index): the
 * reference, which the search ORs with the project's name and number and the template's name. */
export const search = '/api/form-submissions?page=1&size=20&search=FRM-B001234';

/** @param {import('pg').Client} client */
export async function seed(client, companyId, userId, n) {
  const { rows: templates } = await client.query(
    `INSERT INTO form_templates (id, company_id, name, category, builtin_key, is_active, current_version,
                                 created_at, updated_at)
       VALUES (gen_random_uuid(), $1, 'Bench Site Issue Report', 'site_issue', NULL, true, 1, now(), now())
       RETURNING id`,
    [companyId],
  );
  const templateId = templates[0].id;
  const fields = [
    { key: 'location', label: 'Location on site', type: 'text', required: true },
    { key: 'description', label: 'Description', type: 'long_text', required: true },
    {
      key: 'severity',
      label: 'Severity',
      type: 'select',
      required: true,
      options: ['low', 'medium', 'high', 'critical'],
    },
  ];
  const { rows: versions } = await client.query(
    `INSERT INTO form_template_versions (id, company_id, template_id, version, name, fields, created_at)
       VALUES (gen_random_uuid(), $1, $2, 1, 'Bench Site Issue Report', $3::jsonb, now()) RETURNING id`,
    [companyId, templateId, JSON.stringify(fields)],
  );
  const { rows: projects } = await client.query(
    'SELECT id FROM projects WHERE company_id = $1 ORDER BY project_number LIMIT 50',
    [companyId],
  );
  if (!projects.length) throw new Error('forms bench: the company has no projects');
  const statuses = ['submitted', 'returned', 'resubmitted', 'approved'];
  const severities = ['low', 'medium', 'high', 'critical'];
  await client.query(
    `INSERT INTO form_submissions (id, company_id, project_id, template_id, template_version_id, reference, status,
                                   answers, submitted_by, submitted_at, submit_count, created_at, updated_at)
       SELECT gen_random_uuid(), $1, ($4::uuid[])[1 + (g % array_length($4::uuid[], 1))], $2, $3,
              'FRM-B' || lpad(g::text, 6, '0'), ($5::text[])[1 + (g % 4)],
              jsonb_build_object('location', 'Plot ' || (g % 40), 'description', 'Bench issue ' || g,
                                 'severity', ($6::text[])[1 + (g % 4)]),
              $7, now() - (g || ' minutes')::interval, 1, now() - (g || ' minutes')::interval, now()
         FROM generate_series(1, $8::int) AS g`,
    [companyId, templateId, versions[0].id, projects.map((p) => p.id), statuses, severities, userId, n],
  );
  await client.query(
    `INSERT INTO company_counters (company_id, name, value) VALUES ($1, 'form_submission', $2)
       ON CONFLICT (company_id, name) DO UPDATE SET value = greatest(company_counters.value, $2)`,
    [companyId, n],
  );
}

export const table = 'form_submissions';

export default { name, path, capped, search, table, seed };
