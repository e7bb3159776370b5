// The plan check of the forms list (decision 0028), as db/list-plans.test.ts does for the core lists: with
// 10,000 submissions in one company (and 40,000 elsewhere, as db/list-plans.test.ts has) every variant of GET /form-submissions — filters by
// status, template, project, severity inside the answers, search, a worker's view — is run and each SELECT it
// made is put under EXPLAIN; a sequential scan of a company-scoped table fails, naming the statement.
import { QueryTypes } from 'sequelize';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Company, User } from '../../models/index.js';
import { createCompany, createUser } from '../../test/factories.js';
import { bearer, isolatedDatabase, testApp } from '../../test/support.js';
import { builtin } from './forms.fixtures.js';

const ROWS = 10_000;
const db = isolatedDatabase();
let request: ReturnType<typeof testApp>['request'];
let big: Company;
let admin: User;
let worker: User;
let projectId: string;
let templateId: string;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
function seqScans(node: PlanNode, tables: Set<string>, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && tables.has(node['Relation Name'])) {
    out.push(node['Relation Name']);
  }
  for (const child of node.Plans ?? []) seqScans(child, tables, out);
  return out;
}

beforeAll(async () => {
  if (inject('poolMax') === 1) return;
  ({ request } = testApp(db.current));
  big = await createCompany({ name: 'Forms Plan Big' });
  admin = await createUser(big, { role: 'admin' });
  worker = await createUser(big, { role: 'worker' });
  const rest = await createCompany();
  const restUser = await createUser(rest, { role: 'admin' });
  const q = (sql: string, replacements: Record<string, unknown>) => db.current.query(sql, { replacements });
  for (const [company, user, n] of [
    [big, admin, ROWS],
    [rest, restUser, 4 * ROWS],
  ] as const) {
    const { template, version } = await builtin(company.id, 'site_issue_report');
    if (company === big) templateId = template.id;
    await q(
      `INSERT INTO projects (id, company_id, project_number, name, status, is_archived, created_at, updated_at)
       SELECT gen_random_uuid(), :c, 'P-' || lpad(g::text, 5, '0'), 'Plan block ' || g, 'active', false, now(), now()
         FROM generate_series(1, 300) g`,
      { c: company.id },
    );
    await q(
      `INSERT INTO form_submissions (id, company_id, project_id, template_id, template_version_id, reference, status,
                                     answers, submitted_by, submitted_at, submit_count, created_at, updated_at)
       SELECT gen_random_uuid(), :c, p.ids[1 + g % 300], :t, :v, 'FRM-' || lpad(g::text, 6, '0'),
              (ARRAY['draft', 'submitted', 'returned', 'resubmitted', 'approved'])[1 + g % 5],
              jsonb_build_object('location', 'Plot ' || g, 'description', 'Issue ' || g,
                                 'severity', (ARRAY['low', 'medium', 'high', 'critical'])[1 + g % 4]),
              :u, now() - g * interval '1 minute', 1, now() - g * interval '1 minute', now()
         FROM generate_series(1, :n) g,
              (SELECT array_agg(id ORDER BY project_number) AS ids FROM projects WHERE company_id = :c) p`,
      { c: company.id, t: template.id, v: version.id, u: user.id, n },
    );
  }
  [{ id: projectId }] = (await db.current.query<{ id: string }>(
    `SELECT id FROM projects WHERE company_id = :c ORDER BY project_number LIMIT 1`,
    { type: QueryTypes.SELECT, replacements: { c: big.id } },
  )) as [{ id: string }];
  await q(
    `INSERT INTO project_team_members (id, company_id, project_id, user_id, created_at)
     SELECT gen_random_uuid(), :c, p.id, :w, now()
       FROM projects p WHERE p.company_id = :c AND p.project_number LIKE 'P-000%'`,
    { c: big.id, w: worker.id },
  );
  await db.current.query('ANALYZE');
}, 120_000);

describe.skipIf(inject('poolMax') === 1)('forms list plans', () => {
  it(`use no sequential scan of a company-scoped table with ${ROWS.toLocaleString('en-GB')} forms`, async () => {
    // Company-scoped tables of a real size here (a scan of a table of a few rows is the planner's right choice).
    const company = await db.current.query<{ table_name: string }>(
      `SELECT c.table_name FROM information_schema.columns c
         JOIN pg_class r ON r.relname = c.table_name AND r.relkind = 'r'
        WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND r.reltuples > 1000`,
      { type: QueryTypes.SELECT },
    );
    const scoped = new Set(company.map((r) => r.table_name));
    expect(scoped.has('form_submissions')).toBe(true);
    const calls: [User, string][] = [
      ...[
        '',
        'status=submitted',
        'severity=critical',
        `template_id=${templateId}`,
        `project_id=${projectId}`,
        'search=FRM-0001',
        'search=plan block 12',
        'mine=true',
        'page=200&size=50',
      ].map((q) => [admin, `/api/form-submissions?${q}`] as [User, string]),
      [worker, '/api/form-submissions'],
      [worker, '/api/form-submissions?severity=high'],
    ];
    const statements: { call: string; sql: string }[] = [];
    const options = (db.current as unknown as { options: { logging?: unknown } }).options;
    const previous = options.logging;
    let current = '';
    options.logging = (message: string) => {
      const sql = message.replace(/^Executing \([^)]*\): /, '');
      if (/^\s*(SELECT|WITH)\b/i.test(sql) && sql.includes('form_submissions'))
        statements.push({ call: current, sql });
    };
    try {
      for (const [user, path] of calls) {
        current = `${user.role} ${path}`;
        const res = await request.get(path).set('Authorization', bearer(user));
        expect(res.status, `${current}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    } finally {
      options.logging = previous;
    }
    const failures: string[] = [];
    for (const { call, sql } of statements) {
      const [row] = await db.current.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (FORMAT JSON) ${sql.replace(/;\s*$/, '')}`,
        { type: QueryTypes.SELECT, logging: false },
      );
      const scans = seqScans(row!['QUERY PLAN'][0].Plan, scoped);
      if (scans.length) {
        const plan = await db.current.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql.replace(/;\s*$/, '')}`, {
          type: QueryTypes.SELECT,
          logging: false,
        });
        failures.push(
          `${call}: Seq Scan on ${scans.join(', ')}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`,
        );
      }
    }
    expect(statements.length).toBeGreaterThanOrEqual(calls.length * 2);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 120_000);
});
