// Bench seed for materials (scripts/bench/lists.mjs seeds and loads it): the purchase order list of one company at
// `n` orders (issue 18 Proof: 10,000), each with two lines, spread over the company's projects, inserted with
// INSERT … SELECT generate_series so seeding 10,000 takes one statement per table. The list answers with one
// page query and one count whatever the page size (core-api/src/modules/materials/purchase-orders.read.ts).
export const name = 'materials';
export const path = '/api/purchase-orders?page=1&size=20';
/** A filtered first page: its total still counts to the cap (the plan check explains it too). */
export const capped = '/api/purchase-orders?page=1&size=20&status=issued';
/** A search (timed at 1 connection, p95 goal ≤ 10 ms; the plan check asserts it reads a trigram index): the
 * order's reference, which the search ORs with its supplier's and its project's names. */
export const search = '/api/purchase-orders?page=1&size=20&search=PO-B001234';

/** @param {import('pg').Client} client */
export async function seed(client, companyId, userId, n) {
  const { rows: suppliers } = await client.query(
    `INSERT INTO suppliers (id, company_id, name, kinds, created_by, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, 'Bench Builders Merchants ' || substr(md5(random()::text), 1, 6),
               ARRAY['materials']::varchar(20)[], $2, now(), now())
       RETURNING id`,
    [companyId, userId],
  );
  const supplierId = suppliers[0].id;
  const { rows: projects } = await client.query(
    'SELECT id FROM projects WHERE company_id = $1 ORDER BY project_number LIMIT 50',
    [companyId],
  );
  if (!projects.length) throw new Error('materials bench: the company has no projects');
  const statuses = ['draft', 'issued', 'part_delivered', 'delivered', 'invoiced', 'closed'];
  await client.query(
    `INSERT INTO purchase_orders (id, company_id, project_id, supplier_id, reference, status, delivery_date,
                                    net_pence, vat_pence, gross_pence, created_by, created_at, updated_at)
       SELECT gen_random_uuid(), $1, ($3::uuid[])[1 + (g % array_length($3::uuid[], 1))], $2,
              'PO-B' || lpad(g::text, 6, '0'), ($4::text[])[1 + (g % 6)], current_date + (g % 30),
              20000, 4000, 24000, $5, now() - (g || ' minutes')::interval, now()
         FROM generate_series(1, $6::int) AS g`,
    [companyId, supplierId, projects.map((p) => p.id), statuses, userId, n],
  );
  await client.query(
    `INSERT INTO purchase_order_lines (id, company_id, purchase_order_id, position, description, quantity, unit,
                                         unit_price_pence, vat_code, net_pence, vat_pence)
       SELECT gen_random_uuid(), o.company_id, o.id, pos, 'Bench line ' || pos, 10, 'bag', 1000, 'standard', 10000, 2000
         FROM purchase_orders o CROSS JOIN generate_series(1, 2) AS pos
        WHERE o.company_id = $1 AND o.supplier_id = $2`,
    [companyId, supplierId],
  );
  await client.query(
    `INSERT INTO company_counters (company_id, name, value) VALUES ($1, 'purchase_order', $2)
       ON CONFLICT (company_id, name) DO UPDATE SET value = greatest(company_counters.value, $2)`,
    [companyId, n],
  );
}

export const table = 'purchase_orders';

export default { name, path, capped, search, table, seed };
