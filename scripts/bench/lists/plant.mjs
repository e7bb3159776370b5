// Bench volume for the plant module's main list: n plant requests in one company, spread over its projects, in
// one INSERT … SELECT (statuses that need no supplier or item, so every row presents as the API would).
export default {
  name: 'plant requests',
  path: '/api/plant/requests?page=1&size=20',
  /** A filtered first page: its total still counts to the cap (the plan check explains it too). */
  capped: '/api/plant/requests?page=1&size=20&status=requested',
  /** A search (timed at 1 connection, p95 goal ≤ 10 ms; the plan check asserts it reads a trigram index). */
  search: '/api/plant/requests?page=1&size=20&search=PR-0012',
  table: 'plant_requests',
  async seed(client, companyId, userId, n) {
    await client.query(
      `INSERT INTO plant_requests (id, company_id, reference, project_id, requested_by, category, quantity,
         required_from, required_until, with_operator, status, created_at, updated_at)
       SELECT gen_random_uuid(), $1, 'PR-' || lpad(g::text, 5, '0'), p.ids[1 + g % array_length(p.ids, 1)], $2,
         (ARRAY['Telehandler', 'Excavator', 'Dumper', 'Scissor lift'])[1 + g % 4], 1 + g % 3,
         DATE '2026-11-02' + (g % 60), DATE '2026-11-09' + (g % 60), g % 5 = 0,
         (ARRAY['requested', 'rejected', 'cancelled'])[1 + g % 3], now() - make_interval(mins => g), now()
       FROM generate_series(1, $3::int) g,
         (SELECT array_agg(id) AS ids FROM (SELECT id FROM projects WHERE company_id = $1 LIMIT 200) s) p`,
      [companyId, userId, n],
    );
  },
};
