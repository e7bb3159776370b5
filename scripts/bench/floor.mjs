// The floor of the project list (issue 13): a bare node:http + pg server, started by the bench as a child
// process, that does what core-api's `GET /api/projects` must do and nothing more — the same token check
// (HS256 signature, issuer, audience and expiry, then the same session statement core-api runs: user, company
// status, revoked session) and the very SQL core-api ran for the page and its total (captured from core-api's
// own Sequelize log by the bench: same count design, same join, same values), the page and the total in
// parallel on a pool of core-api's size, answered with JSON.stringify. Whatever core-api spends beyond this is
// framework, ORM and presenting.
//
// Env: DATABASE_URL, PORT, JWT_SECRET, FLOOR_STATEMENTS (a JSON file: { auth, parallel: [sql…], page, size }),
// FLOOR_POOL (default 10, core-api's pool).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const { auth, parallel, page, size } = JSON.parse(readFileSync(process.env.FLOOR_STATEMENTS, 'utf8'));
const secret = process.env.JWT_SECRET;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.FLOOR_POOL ?? 10),
});

function refuse(res, status, detail) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ detail, id: 'authentication_error' }));
}

const server = createServer(async (req, res) => {
  if (req.url === '/health') return void res.end('ok');
  try {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : null;
    if (!token) return refuse(res, 401, 'Not signed in');
    let claims;
    try {
      claims = jwt.verify(token, secret, {
        algorithms: ['HS256'],
        issuer: 'sitebase',
        audience: 'sitebase:company',
      });
    } catch {
      return refuse(res, 401, 'Session expired');
    }
    const {
      rows: [row],
    } = await pool.query(auth);
    if (
      !row ||
      !row.is_active ||
      row.revoked ||
      row.company_status !== 'active' ||
      row.token_version !== claims.tv ||
      row.company_id !== claims.cid
    ) {
      return refuse(res, 401, 'Session expired');
    }
    const results = await Promise.all(parallel.map((sql) => pool.query(sql)));
    // The total is the one-row, one-column answer; the page is the other.
    const totalAt = results.findIndex(
      (r) => r.fields.length === 1 && r.rows.length === 1 && 'n' in r.rows[0],
    );
    const total = Number(results[totalAt].rows[0].n);
    const items = results.find((_, i) => i !== totalAt).rows;
    const body = JSON.stringify({
      items,
      total,
      total_capped: false,
      page,
      size,
      pages: total === 0 ? 0 : Math.ceil(total / size),
    });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  } catch (err) {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ detail: err instanceof Error ? err.message : String(err), id: 'internal' }));
  }
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
