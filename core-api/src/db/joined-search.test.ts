// The searches that OR a list's own columns with another table's (decision 0069): purchase orders by reference,
// supplier or project; timesheets by operative or project; material requests by reference, project or a line;
// labour invoices by reference or supplier. The other tables' arms are resolved to ids first
// (`resolveSearchArms`, lib/sql.ts): each arm must still find what it matched — a few ids, none, or more than
// SEARCH_ARM_IDS_MAX (then a subquery) — with the total counted to match, and nothing of another company.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, User } from '../models/index.js';
import { SEARCH_ARM_IDS_MAX } from '../lib/sql.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../test/support.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

const client = {
  query: async (sql: string, params: unknown[] = []) => {
    const [rows] = await sequelize.query(sql, { bind: params });
    return { rows: rows as Record<string, unknown>[] };
  },
};
/** A module's bench list seeder (scripts/bench/lists/<name>.mjs), loaded as the plan check loads it. */
async function benchSeeder(name: string) {
  const href = new URL(`../../../scripts/bench/lists/${name}.mjs`, import.meta.url).href;
  return (
    (await import(/* @vite-ignore */ href)) as {
      default: { seed: (c: typeof client, companyId: string, userId: string, n: number) => Promise<void> };
    }
  ).default;
}
const sql = (text: string, replacements: Record<string, unknown> = {}) =>
  sequelize.query(text, { replacements });

interface Listed {
  total: number;
  items: { reference?: string; id: string }[];
}

async function search(admin: User, path: string, term: string): Promise<Listed> {
  const res = await request
    .get(`${path}?page=1&size=100&search=${encodeURIComponent(term)}`)
    .set('Authorization', bearer(admin));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Listed;
}

/** A company with projects named `<tag> Riverside 1…5` (numbers `<tag>-P1…`), and an admin. */
async function companyWithProjects(
  tag: string,
): Promise<{ company: Company; admin: User; projects: string[] }> {
  const company = await createCompany({ name: `Search ${tag}` });
  const admin = await createUser(company, { role: 'admin' });
  const [rows] = await sql(
    `INSERT INTO projects (id, company_id, project_number, name, status, is_archived, created_at, updated_at)
     SELECT gen_random_uuid(), :c, :tag || '-P' || g, :tag || ' Riverside ' || g, 'active', false, now(), now()
       FROM generate_series(1, 5) g RETURNING id`,
    { c: company.id, tag },
  );
  return { company, admin, projects: (rows as { id: string }[]).map((r) => r.id) };
}

describe('searches across a list and the tables it joins', () => {
  let mine: Awaited<ReturnType<typeof companyWithProjects>>;
  let theirs: Awaited<ReturnType<typeof companyWithProjects>>;

  beforeAll(async () => {
    mine = await companyWithProjects('Qz');
    theirs = await companyWithProjects('Qz');
    const [materials, labour] = [await benchSeeder('materials'), await benchSeeder('labour')];
    for (const c of [mine, theirs]) {
      // 30 orders of one supplier ("Bench Builders Merchants …") over the 5 projects; 100 timesheets of 50
      // operatives ("Bench operative 1 …" to "… 50 …").
      await materials.seed(client, c.company.id, c.admin.id, 30);
      await labour.seed(client, c.company.id, c.admin.id, 100);
    }
  });

  it('purchase orders: by reference, by supplier, by project, none', async () => {
    const byRef = await search(mine.admin, '/api/purchase-orders', 'PO-B000007');
    expect(byRef.items.map((o) => o.reference)).toEqual(['PO-B000007']);
    expect(byRef.total).toBe(1);
    const bySupplier = await search(mine.admin, '/api/purchase-orders', 'builders merchants');
    expect(bySupplier.total).toBe(30);
    expect(bySupplier.items).toHaveLength(30);
    const byProject = await search(mine.admin, '/api/purchase-orders', 'Qz Riverside 3');
    expect(byProject.total).toBe(6);
    const none = await search(mine.admin, '/api/purchase-orders', 'no such order');
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('timesheets: by operative, by project name or number, none', async () => {
    const byOperative = await search(mine.admin, '/api/timesheets', 'operative 17 ');
    // Operative 17 of 50 has the sheets 17 and 67 of the 100.
    expect(byOperative.total).toBe(2);
    const byName = await search(mine.admin, '/api/timesheets', 'riverside 2');
    expect(byName.total).toBe(20);
    const byNumber = await search(mine.admin, '/api/timesheets', 'qz-p2');
    expect(byNumber.total).toBe(20);
    const none = await search(mine.admin, '/api/timesheets', 'nobody at all');
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('an arm matching more than the ids it resolves stays a subquery and still finds every row', async () => {
    // SEARCH_ARM_IDS_MAX + 50 suppliers whose names match, an order from each: were the arm cut at the ids it
    // resolves, some of them would be missing.
    const dense = SEARCH_ARM_IDS_MAX + 50;
    await sql(
      `WITH s AS (
         INSERT INTO suppliers (id, company_id, name, kinds, created_at, updated_at)
         SELECT gen_random_uuid(), :c, 'Dense Timber ' || g, ARRAY['materials']::varchar(20)[], now(), now()
           FROM generate_series(1, :n) g RETURNING id, name)
       INSERT INTO purchase_orders (id, company_id, project_id, supplier_id, reference, status, net_pence, vat_pence,
                                    gross_pence, created_at, updated_at)
       SELECT gen_random_uuid(), :c, :p, s.id, 'PO-D' || substr(s.name, 14), 'draft', 100, 20, 120, now(), now()
         FROM s`,
      { c: mine.company.id, n: dense, p: mine.projects[0] },
    );
    const found = await search(mine.admin, '/api/purchase-orders', 'dense timber');
    // The capped total counts to 1,000: all of them.
    expect(found.total).toBe(dense);
    expect(found.items).toHaveLength(100);
    expect(found.items.every((o) => o.reference?.startsWith('PO-D'))).toBe(true);
    const last = await search(mine.admin, '/api/purchase-orders', `dense timber ${dense}`);
    expect(last.items.map((o) => o.reference)).toEqual([`PO-D${dense}`]);
  });

  it('material requests: by reference, project or a line; labour invoices: by reference or supplier', async () => {
    const [[request1]] = (await sql(
      `INSERT INTO material_requests (id, company_id, project_id, reference, status, created_at, updated_at)
       VALUES (gen_random_uuid(), :c, :p, 'MR-QZ-1', 'requested', now(), now()) RETURNING id`,
      { c: mine.company.id, p: mine.projects[1] },
    )) as unknown as [[{ id: string }]];
    await sql(
      `INSERT INTO material_requests (id, company_id, project_id, reference, status, created_at, updated_at)
       VALUES (gen_random_uuid(), :c, :p, 'MR-QZ-2', 'requested', now(), now())`,
      { c: mine.company.id, p: mine.projects[4] },
    );
    await sql(
      `INSERT INTO material_request_lines (id, company_id, request_id, position, description, quantity, unit)
       VALUES (gen_random_uuid(), :c, :r, 1, 'Galvanised lintels 1200mm', 4, 'each')`,
      { c: mine.company.id, r: request1.id },
    );
    const refs = async (term: string) =>
      (await search(mine.admin, '/api/material-requests', term)).items.map((r) => r.reference).sort();
    expect(await refs('mr-qz')).toEqual(['MR-QZ-1', 'MR-QZ-2']);
    expect(await refs('Riverside 5')).toEqual(['MR-QZ-2']);
    expect(await refs('QZ-P2')).toEqual(['MR-QZ-1']);
    expect(await refs('LINTELS')).toEqual(['MR-QZ-1']);
    expect(await refs('no such thing')).toEqual([]);

    const [[agency]] = (await sql(
      `INSERT INTO suppliers (id, company_id, name, kinds, created_at, updated_at)
       VALUES (gen_random_uuid(), :c, 'Quartz Labour Agency', ARRAY['labour_agency']::varchar(20)[], now(), now())
       RETURNING id`,
      { c: mine.company.id },
    )) as unknown as [[{ id: string }]];
    await sql(
      `INSERT INTO labour_invoices (id, company_id, supplier_id, reference, supplier_reference, invoice_date,
                                    period_start, period_end, lines, vat_rate, supplier_vat_registered,
                                    customer_vat_registered, match, created_at, updated_at)
       VALUES (gen_random_uuid(), :c, :s, 'LI-QZ-1', 'QLA/9917', current_date, current_date - 7, current_date,
               '[]', 'standard', true, true, '{}', now(), now())`,
      { c: mine.company.id, s: agency.id },
    );
    const invoices = async (term: string) =>
      (await search(mine.admin, '/api/labour-invoices', term)).items.map((i) => i.reference);
    expect(await invoices('quartz labour')).toEqual(['LI-QZ-1']);
    expect(await invoices('qla/9917')).toEqual(['LI-QZ-1']);
    expect(await invoices('LI-QZ')).toEqual(['LI-QZ-1']);
    expect(await invoices('nobody')).toEqual([]);
  });

  it("never finds another company's rows through a joined table", async () => {
    // The other company has the same supplier names, project names and operatives; its rows never come back.
    const [[{ n }]] = (await sql(`SELECT count(*)::int AS n FROM purchase_orders WHERE company_id = :c`, {
      c: theirs.company.id,
    })) as unknown as [[{ n: number }]];
    expect(n).toBe(30);
    for (const [path, term] of [
      ['/api/purchase-orders', 'builders merchants'],
      ['/api/purchase-orders', 'qz riverside'],
      ['/api/timesheets', 'operative'],
      ['/api/timesheets', 'qz-p'],
    ] as const) {
      const res = await search(mine.admin, path, term);
      const [[{ ours }]] = (await sql(
        `SELECT count(*)::int AS ours FROM ${path === '/api/timesheets' ? 'timesheets' : 'purchase_orders'}
          WHERE company_id = :c AND id IN (:ids)`,
        { c: mine.company.id, ids: res.items.length ? res.items.map((i) => i.id) : [null] },
      )) as unknown as [[{ ours: number }]];
      expect(ours, `${path} ${term}`).toBe(res.items.length);
    }
  });
});
