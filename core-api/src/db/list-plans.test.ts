// The plan check (issue 13, decision 0028): on a database where one company has 10,000 rows in each listed table
// (projects, users, suppliers, notifications, a project's history), every list route is called in its
// variants (views, filters, searches, every sort) and every SELECT it ran — page, total, auth re-check — is
// put under EXPLAIN. A sequential scan of a company-scoped table (one with a company_id column) fails, naming
// the statement: such a list gets slower with every row the company adds.
// Every module's main list comes in too, with no edit here: each module's bench list file
// (scripts/bench/lists/<m>.mjs: `{ name, path, capped, table, seed }`, docs/adding-a-module.md) seeds 10,000 rows
// in the big company and four times as many in another, and its first page (total from its counter) and a
// filtered first page (total counted to the cap) are called and explained like the rest.
import { readdirSync } from 'node:fs';
import { QueryTypes } from 'sequelize';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SORTABLE } from '../modules/projects/projects.schema.js';
import type { Company, User } from '../models/index.js';
import { createCompany, createUser } from '../test/factories.js';
import { bearer, isolatedDatabase, testApp } from '../test/support.js';

const ROWS = 10_000;
const SMALL_TABLE = 1_000;

interface BenchList {
  name: string;
  path: string;
  /** A filtered first page, whose total counts to the cap (the unfiltered one reads a counter). */
  capped?: string;
  /** A search of the list (decision 0069): its statements must read a trigram index. */
  search?: string;
  table: string;
  seed: (
    client: { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> },
    companyId: string,
    userId: string,
    n: number,
  ) => Promise<void>;
}

/** The modules' bench lists (scripts/bench/lists/*.mjs), loaded as the bench loads them. */
async function benchLists(): Promise<BenchList[]> {
  const dir = new URL('../../../scripts/bench/lists/', import.meta.url);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  const lists: BenchList[] = [];
  for (const file of files) {
    const href: string = new URL(file, dir).href;
    lists.push(((await import(/* @vite-ignore */ href)) as { default: BenchList }).default);
  }
  return lists;
}
let lists: BenchList[] = [];
const db = isolatedDatabase();
let request: ReturnType<typeof testApp>['request'];
let big: Company;
let admin: User;
let worker: User;
let projectId: string;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The indexes a plan reads (index, index-only and bitmap index scans). */
function indexesRead(node: PlanNode, out: string[] = []): string[] {
  if (node['Index Name']) out.push(node['Index Name']);
  for (const child of node.Plans ?? []) indexesRead(child, out);
  return out;
}

/** Every SELECT each call ran (page, total, auth re-check), captured from Sequelize's log. */
async function statementsOf(calls: [User, string][]): Promise<{ call: string; sql: string }[]> {
  const statements: { call: string; sql: string }[] = [];
  const options = (db.current as unknown as { options: { logging?: unknown } }).options;
  const previous = options.logging;
  let current = '';
  options.logging = (message: string) => {
    const sql = message.replace(/^Executing \([^)]*\): /, '');
    if (/^\s*(SELECT|WITH)\b/i.test(sql)) statements.push({ call: current, sql });
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
  return statements;
}

async function planOf(sql: string): Promise<PlanNode> {
  const [row] = await db.current.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `EXPLAIN (FORMAT JSON) ${sql.replace(/;\s*$/, '')}`,
    { type: QueryTypes.SELECT, logging: false },
  );
  return row!['QUERY PLAN'][0].Plan;
}

async function textPlanOf(sql: string): Promise<string> {
  const plan = await db.current.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql.replace(/;\s*$/, '')}`, {
    type: QueryTypes.SELECT,
    logging: false,
  });
  return plan.map((r) => r['QUERY PLAN']).join('\n');
}

interface AnalyzedNode extends PlanNode {
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: AnalyzedNode[];
}

const HEAP_READS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

/** The table rows a plan's scans read (kept or filtered out), over every loop, as EXPLAIN ANALYZE counts them. */
function rowsRead(node: AnalyzedNode): number {
  const own = HEAP_READS.has(node['Node Type'])
    ? ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      (node['Actual Loops'] ?? 1)
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
}

async function analyzedPlanOf(sql: string): Promise<AnalyzedNode> {
  const [row] = await db.current.query<{ 'QUERY PLAN': [{ Plan: AnalyzedNode }] }>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${sql.replace(/;\s*$/, '')}`,
    { type: QueryTypes.SELECT, logging: false },
  );
  return row!['QUERY PLAN'][0].Plan;
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
  big = await createCompany({ name: 'Plan Check Big' });
  admin = await createUser(big, { role: 'admin' });
  worker = await createUser(big, { role: 'worker' });
  // The rest of the platform: more rows than the big company, so company_id filters as it does in production.
  const rest = await createCompany();
  const q = (sql: string, replacements: Record<string, unknown>) => db.current.query(sql, { replacements });
  for (const [company, n] of [
    [big, ROWS],
    [rest, 4 * ROWS],
  ] as const) {
    await q(
      `INSERT INTO projects (id, company_id, project_number, name, client_name, site_postcode, status,
                             is_archived, start_date, end_date, contract_value_pence, created_at, updated_at)
       SELECT gen_random_uuid(), :c, 'P-' || lpad(g::text, 5, '0'),
              (ARRAY['Riverside', 'Mill Lane', 'Station Road', 'High Street'])[1 + g % 4] || ' block ' || g,
              CASE WHEN g % 5 = 0 THEN NULL ELSE 'Client ' || (g % 300) END, 'CF10 ' || (g % 9) || 'AA',
              (ARRAY['planning', 'active', 'on_hold', 'completed', 'cancelled'])[1 + g % 5], g % 10 = 0,
              CASE WHEN g % 7 = 0 THEN NULL ELSE date '2026-01-01' + (g % 400) END,
              CASE WHEN g % 6 = 0 THEN NULL ELSE date '2027-01-01' + (g % 400) END,
              CASE WHEN g % 4 = 0 THEN NULL ELSE g::bigint * 100000 END,
              now() - g * interval '1 minute', now() - g * interval '1 minute'
         FROM generate_series(1, :n) g`,
      { c: company.id, n },
    );
    await q(
      `INSERT INTO users (id, company_id, email, password_hash, first_name, last_name, role, is_active,
                          password_set_at, created_at, updated_at)
       SELECT gen_random_uuid(), :c, 'plan-' || :c || '-' || g || '@test.example', 'x', 'First' || g,
              'Last' || (g % 700), (ARRAY['worker', 'supervisor', 'manager', 'admin'])[1 + g % 4]::enum_users_role,
              g % 9 <> 0, CASE WHEN g % 11 = 0 THEN NULL ELSE now() END, now(), now()
         FROM generate_series(1, :n) g`,
      { c: company.id, n },
    );
    await q(
      `INSERT INTO suppliers (id, company_id, name, kinds, contact_name, is_active, created_at, updated_at)
       SELECT gen_random_uuid(), :c, 'Supplier ' || g,
              ARRAY[(ARRAY['plant', 'materials', 'labour_agency', 'subcontractor'])[1 + g % 4]]::varchar(20)[],
              'Contact ' || g, g % 8 <> 0, now(), now()
         FROM generate_series(1, :n) g`,
      { c: company.id, n },
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
  await q(
    `INSERT INTO notifications (id, company_id, user_id, type, title, payload, read_at, created_at)
     SELECT gen_random_uuid(), :c, :u, 'test', 'Notification ' || g, '{}',
            CASE WHEN g % 3 = 0 THEN NULL ELSE now() END, now() - g * interval '1 second'
       FROM generate_series(1, :n) g`,
    { c: big.id, u: admin.id, n: ROWS },
  );
  await q(
    `INSERT INTO activities (id, company_id, actor_id, entity_type, entity_id, action, created_at)
     SELECT gen_random_uuid(), :c, :u, 'project', p.id, 'updated', now() - g * interval '1 second'
       FROM generate_series(1, 100) g, (SELECT id FROM projects WHERE company_id = :c LIMIT 100) p`,
    { c: big.id, u: admin.id },
  );
  // Teams (three people on each project) and invitations (open and settled), so memberships and the users
  // list's second half are tables of a real size too.
  await q(
    `WITH u AS (SELECT id, company_id, row_number() OVER (PARTITION BY company_id ORDER BY id) AS rn
                  FROM users WHERE id <> :w),
          c AS (SELECT company_id, count(*) AS n FROM u GROUP BY company_id),
          p AS (SELECT p.id, p.company_id, c.n, row_number() OVER (PARTITION BY p.company_id ORDER BY p.id) AS rn
                  FROM projects p JOIN c USING (company_id))
     INSERT INTO project_team_members (id, company_id, project_id, user_id, created_at)
     SELECT gen_random_uuid(), p.company_id, p.id, u.id, now()
       FROM p CROSS JOIN generate_series(0, 2) j
       JOIN u ON u.company_id = p.company_id AND u.rn = 1 + (p.rn * 7 + j * 13) % p.n`,
    { w: worker.id },
  );
  for (const company of [big, rest]) {
    await q(
      `INSERT INTO invitations (id, company_id, email, first_name, last_name, role, token_hash, expires_at,
                                accepted_at, created_at, updated_at)
       SELECT gen_random_uuid(), :c, 'inv-' || :c || '-' || g || '@test.example', 'Invited' || g, 'Last' || (g % 700),
              'worker', md5(:c || g::text) || md5(g::text || :c), now() + interval '7 days',
              CASE WHEN g % 10 = 0 THEN NULL ELSE now() END, now(), now()
         FROM generate_series(1, :n) g`,
      { c: company.id, n: ROWS },
    );
  }
  // Each module’s main list at 10,000 rows in the big company and 40,000 in the other one (its seeder needs a
  // user of the company and finds the projects the company already has).
  lists = await benchLists();
  const client = {
    query: async (sql: string, params: unknown[] = []) => {
      const [rows] = await db.current.query(sql, { bind: params });
      return { rows: rows as Record<string, unknown>[] };
    },
  };
  const [{ id: restUser }] = (await db.current.query<{ id: string }>(
    `SELECT id FROM users WHERE company_id = :c AND role = 'admin' LIMIT 1`,
    { type: QueryTypes.SELECT, replacements: { c: rest.id } },
  )) as [{ id: string }];
  for (const list of lists) {
    await list.seed(client, big.id, admin.id, ROWS);
    await list.seed(client, rest.id, restUser, 4 * ROWS);
  }
  // The counters of a platform of 2,000 companies (ten views each), so list_counters is read as it is in
  // production — by its primary key — rather than scanned as the handful of rows one test company makes.
  await q(
    `WITH c AS (INSERT INTO companies (id, name, status, created_at, updated_at)
                SELECT gen_random_uuid(), 'Platform ' || g, 'active', now(), now() FROM generate_series(1, 2000) g
                RETURNING id)
     INSERT INTO list_counters (company_id, list, view, n)
     SELECT c.id, l, v, 0 FROM c, unnest(ARRAY['projects', 'users', 'suppliers']) l,
            unnest(ARRAY['live', 'archived', 'active', 'inactive']) v`,
    {},
  );
  // VACUUM as autovacuum would have by then: the visibility map lets a capped count read an index alone.
  await db.current.query('VACUUM ANALYZE');
}, 600_000);

// Plans are the production server's: embedded PGlite (one connection, maybe no pg_trgm) plans differently.
describe.skipIf(inject('poolMax') === 1)('list and count plans', () => {
  it(`use no sequential scan of a company-scoped table with ${ROWS.toLocaleString('en-GB')} rows per company`, async () => {
    const company = await db.current.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'company_id'`,
      { type: QueryTypes.SELECT },
    );
    // A table that holds only a few hundred rows in all (a company's handful of form templates, its trades) is
    // read whole whatever the index — that is not a list that grows with the company — so only tables of
    // SMALL_TABLE rows or more count.
    const sizes = await db.current.query<{ relname: string; n: number }>(
      `SELECT relname, reltuples::bigint AS n FROM pg_class WHERE relkind = 'r'`,
      { type: QueryTypes.SELECT },
    );
    const large = new Set(sizes.filter((r) => Number(r.n) >= SMALL_TABLE).map((r) => r.relname));
    const scoped = new Set(company.map((r) => r.table_name).filter((t) => large.has(t)));

    const sorts = SORTABLE.flatMap((s) => [`sort_by=${s}&sort_order=asc`, `sort_by=${s}&sort_order=desc`]);
    const calls: [User, string][] = [
      ...['', 'status=active', 'search=riverside', 'search=p-0001', 'include_archived=true', ...sorts].map(
        (q) => [admin, `/api/projects?${q}`] as [User, string],
      ),
      [admin, '/api/projects?page=400&size=25'],
      [admin, '/api/projects/archived'],
      [admin, '/api/projects/archived?search=mill'],
      [admin, '/api/projects/my'],
      [worker, '/api/projects'],
      [worker, '/api/projects/my?search=riverside'],
      [admin, '/api/projects/for-forms'],
      [admin, `/api/projects/${projectId}/activity`],
      ...['', 'status=active', 'status=invited', 'role=worker', 'search=last12'].map(
        (q) => [admin, `/api/users?${q}`] as [User, string],
      ),
      ...['', 'status=all', 'kind=plant', 'search=supplier 12'].map(
        (q) => [admin, `/api/suppliers?${q}`] as [User, string],
      ),
      [admin, '/api/notifications'],
      [admin, '/api/notifications?unread=true'],
      [admin, '/api/notifications/unread-count'],
      // Page 1 with its counted total, and a filtered page 1 with its capped count. (Deep pages are checked on
      // the projects list above: with the checked company holding a fifth of a table, an OFFSET of thousands is
      // rightly read in one sweep.)
      ...lists.flatMap((list) =>
        [list.path, ...(list.capped ? [list.capped] : []), ...(list.search ? [list.search] : [])].map(
          (path) => [admin, path] as [User, string],
        ),
      ),
    ];
    expect(lists.length, 'the modules’ bench lists').toBeGreaterThanOrEqual(6);

    const statements = await statementsOf(calls);

    const failures: string[] = [];
    for (const { call, sql } of statements) {
      const scans = seqScans(await planOf(sql), scoped);
      if (scans.length) {
        failures.push(
          `${call}: Seq Scan on ${scans.join(', ')}\n  ${sql.slice(0, 2000)}\n${await textPlanOf(sql)}`,
        );
      }
    }
    expect(statements.length).toBeGreaterThan(calls.length);
    expect(failures, failures.join('\n\n')).toEqual([]);
  });

  // Decision 0069: a search finds its rows through the company-scoped trigram indexes (migration
  // 202611272010), so its cost follows the rows it matches, not the company's size. A narrow search must read
  // one: its page and its capped total both, whichever list it is.
  it('answer a narrow search from the company-scoped trigram indexes', async () => {
    const calls: [User, string][] = [
      [admin, '/api/projects?search=block%201234'],
      [admin, '/api/projects?search=P-01234'],
      [admin, '/api/projects/archived?search=block%201230'],
      [admin, '/api/users?search=first1234'],
      [admin, '/api/suppliers?search=supplier%201234'],
      ...lists.filter((l) => l.search).map((l) => [admin, l.search!] as [User, string]),
    ];
    expect(calls.length, 'bench lists with a search').toBeGreaterThanOrEqual(10);
    const statements = await statementsOf(calls);
    const failures: string[] = [];
    for (const [user, path] of calls) {
      const call = `${user.role} ${path}`;
      const ofCall = statements.filter((s) => s.call === call);
      const searched = ofCall.filter((s) => /LIKE/i.test(s.sql));
      expect(searched.length, `${call}: its search`).toBeGreaterThanOrEqual(1);
      for (const { sql } of searched) {
        const used = indexesRead(await planOf(sql));
        if (!used.some((name) => name.includes('_search_'))) {
          failures.push(
            `${call}: no trigram index read (${used.join(', ')})\n  ${sql.slice(0, 1500)}\n${await textPlanOf(sql)}`,
          );
        }
      }
      // Each of its statements (the lookup of the arms on other tables, the page, the total) reads rows in
      // proportion to what the narrow search matches, never the company's 10,000: a plan that walks the list in
      // page order testing every row (an `OR` across a join, a subquery's ids unknown to the planner) fails.
      for (const { sql } of ofCall) {
        const read = rowsRead(await analyzedPlanOf(sql));
        if (read > ROWS / 4) {
          failures.push(`${call}: read ${read} rows\n  ${sql.slice(0, 1500)}\n${await textPlanOf(sql)}`);
        }
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });

  // Decision 0069 (pending lists): a GIN index files new rows in a pending list that every search reads whole
  // until VACUUM merges it; at 4 MB (the default) 10,000 new rows made each trigram search read ~300 pages and
  // pushed the planner to walk the company's rows. Every GIN index keeps it to 64 kB (migration 202611280010).
  it('keep every GIN index’s pending list to 64 kB', async () => {
    const gin = await db.current.query<{ name: string; options: string[] | null }>(
      `SELECT c.relname AS name, c.reloptions AS options FROM pg_class c JOIN pg_am a ON a.oid = c.relam
        WHERE a.amname = 'gin' AND c.relnamespace = current_schema()::regnamespace ORDER BY 1`,
      { type: QueryTypes.SELECT },
    );
    expect(gin.length, 'the search indexes').toBeGreaterThanOrEqual(30);
    const unbounded = gin
      .filter((i) => !(i.options ?? []).includes('gin_pending_list_limit=64'))
      .map((i) => i.name);
    expect(unbounded, 'GIN indexes created without WITH (gin_pending_list_limit = 64)').toEqual([]);
  });

  // The main dashboard's figures over the module tables (migration 202611280020): the enquiries by status and
  // the win rate count from the status index alone, and retention held takes each template's latest issued
  // application from one entry of a partial index instead of walking its drafts.
  it('count the dashboard’s enquiries from an index alone and find retention through the issued index', async () => {
    const statements = await statementsOf([[admin, '/api/dashboard']]);
    const onlyScans: string[] = [];
    const used: string[] = [];
    const walk = (node: PlanNode & { 'Node Type': string }) => {
      if (node['Node Type'] === 'Index Only Scan' && node['Index Name']) onlyScans.push(node['Index Name']);
      for (const child of node.Plans ?? []) walk(child);
    };
    for (const { sql } of statements) {
      const plan = await planOf(sql);
      walk(plan);
      indexesRead(plan, used);
    }
    expect(onlyScans, 'index-only scans of the dashboard').toContain('enquiries_company_status_due');
    expect(used, 'indexes the dashboard reads').toContain('applications_template_issued');
  });
});
