// Bench fixture for the enquiries list (issue 16): `n` enquiries for one company in one INSERT … SELECT over
// generate_series, spread over the six statuses, with tender due dates either side of today (some none),
// postcodes and clients to search. scripts/bench/lists.mjs seeds and loads it; the list's SQL statements (one
// page, one count) do not depend on the page size.
const bench = {
  name: 'enquiries',
  path: '/api/enquiries?page=1&size=20',
  /** A filtered first page: its total still counts to the cap (the plan check explains it too). */
  capped: '/api/enquiries?page=1&size=20&status=new',
  /** A search (timed at 1 connection, p95 goal ≤ 10 ms; the plan check asserts it reads a trigram index). */
  search: '/api/enquiries?page=1&size=20&search=tender%20123',
  table: 'enquiries',
  /**
   * @param {import('pg').Client} client
   * @param {string} companyId
   * @param {string} userId
   * @param {number} n
   */
  async seed(client, companyId, userId, n) {
    await client.query(
      `INSERT INTO enquiries (id, company_id, reference, title, description, client_name, client_contact_name,
         client_email, site_address, site_postcode, source, received_date, tender_due_date, estimator_id, status,
         status_reason, status_changed_at, created_by, created_at, updated_at)
       SELECT gen_random_uuid(), $1, 'ENQ-B' || lpad(g::text, 6, '0'), 'Bench tender ' || g,
         'Bench enquiry for load testing', 'Bench Client ' || (g % 500), 'Contact ' || (g % 97),
         'client' || (g % 500) || '@bench.example', g || ' High Street', 'CF' || (g % 90 + 10) || ' ' || (g % 9) || 'AA',
         'Bench', (current_date - (g % 120))::date,
         CASE WHEN g % 7 = 0 THEN NULL ELSE (current_date + ((g % 60) - 20))::date END,
         $2, (ARRAY['new', 'estimating', 'submitted', 'won', 'lost', 'declined'])[g % 6 + 1],
         CASE WHEN g % 6 IN (4, 5) THEN 'Bench reason' ELSE NULL END,
         now() - ((g % 300) || ' days')::interval, $2, now(), now()
       FROM generate_series(1, $3::int) AS g`,
      [companyId, userId, n],
    );
  },
};
export default bench;
export const { name, path, search } = bench;
export const seed = bench.seed.bind(bench);
