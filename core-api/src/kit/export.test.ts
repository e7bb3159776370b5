// "Export what you see" (decision 0065): a list's export runs the list's own filters and visibility, streams
// every row batch by batch (the next batch is read only once the client took the last), writes money and dates
// for people, defuses formulas in CSV, and opens as a real XLSX with £ and dd/mm/yyyy formats.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, User } from '../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../test/support.js';
import {
  XLSX_DATE_FORMAT,
  XLSX_MONEY_FORMAT,
  csvStream,
  defineExport,
  pagesOf,
  poundsText,
  ukDateText,
  writeXlsx,
} from './export.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

/** supertest: keep the answer's bytes (an XLSX) as a Buffer. */
const binary = (r: import('supertest').Test) =>
  r.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** An XLSX answer opened with exceljs's reader. */
async function workbookOf(body: unknown) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as Parameters<typeof book.xlsx.load>[0]);
  return book;
}

/** A CSV answer's records (BOM dropped; the exports quote only where a value needs it). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r') continue;
    else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  return rows;
}

describe('export formatting', () => {
  it('writes pence as plain decimal pounds and dates as dd/mm/yyyy (London day for instants)', () => {
    expect(poundsText(123456)).toBe('1234.56');
    expect(poundsText(-5)).toBe('-0.05');
    expect(poundsText(0)).toBe('0.00');
    expect(ukDateText('2026-11-27')).toBe('27/11/2026');
    // 23:30 UTC on 30 June is 1 July in London (BST).
    expect(ukDateText('2026-06-30T23:30:00.000Z')).toBe('01/07/2026');
    expect(ukDateText(null)).toBe('');
  });
});

interface Row {
  name: string;
  amount: number | null;
  day: string | null;
}
const rowsExport = defineExport<Row>({
  name: 'rows',
  title: 'Rows',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Name', value: (r) => r.name },
    { header: 'Amount (£)', kind: 'money', value: (r) => r.amount },
    { header: 'Day', kind: 'date', value: (r) => r.day },
  ],
});

/** A list of `total` rows served page by page, remembering how far the reader had got at each fetch. */
function pagedSource(total: number) {
  const fetchedAt: { page: number; received: number }[] = [];
  const sink = { received: 0 };
  const fetchPage = async (page: number, size: number) => {
    fetchedAt.push({ page, received: sink.received });
    const from = (page - 1) * size;
    const items = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({
      name: `Row ${from + i + 1} ${'x'.repeat(40)}`,
      amount: (from + i) * 101,
      day: '2026-11-27',
    }));
    return { items };
  };
  return { fetchPage, fetchedAt, sink };
}

/** A client that takes its time: each chunk is acknowledged on a later turn of the event loop. */
function slowClient(sink: { received: number }) {
  return new Writable({
    highWaterMark: 4096,
    write(chunk: Buffer, _encoding, done) {
      sink.received += chunk.length;
      setImmediate(done);
    },
  });
}

describe('streaming', () => {
  it('reads 5,000 rows in batches, each batch only once the client has taken the ones before it (CSV)', async () => {
    const { fetchPage, fetchedAt, sink } = pagedSource(5000);
    await pipeline(csvStream(rowsExport.columns, pagesOf(fetchPage, 250)), slowClient(sink));
    // 20 full pages and the empty one that ends the list.
    expect(fetchedAt.map((f) => f.page)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    const lineBytes = 60; // each row is at least this long once written
    for (const { page, received } of fetchedAt) {
      // Never more than a few batches ahead of the client: memory holds a batch or two, not the list.
      expect(received, `page ${page}`).toBeGreaterThanOrEqual(Math.max(0, page - 4) * 250 * lineBytes);
    }
    expect(sink.received).toBeGreaterThan(5000 * lineBytes);
  });

  it('streams an XLSX the same way: bytes reach the client before the last batch is read', async () => {
    const { fetchPage, fetchedAt, sink } = pagedSource(5000);
    const client = slowClient(sink);
    await writeXlsx(client, 'Rows', rowsExport.columns, pagesOf(fetchPage, 250));
    await new Promise<void>((resolve) => client.end(resolve));
    expect(fetchedAt).toHaveLength(21);
    expect(fetchedAt.at(-1)!.received).toBeGreaterThan(0);
  });
});

describe('GET /projects/export', () => {
  let company: Company;
  const users = {} as Record<'worker' | 'manager', User>;
  const auth = (who: 'worker' | 'manager') => ({ Authorization: bearer(users[who]) });

  beforeAll(async () => {
    company = await createCompany();
    users.worker = await createUser(company, { role: 'worker' });
    users.manager = await createUser(company, { role: 'manager' });
    // 5,000 projects: every 10th active, the rest planning; contract values in pence; a start date each.
    await sequelize.query(
      `INSERT INTO projects (id, company_id, project_number, name, status, contract_value_pence, start_date,
                             created_at, updated_at)
       SELECT gen_random_uuid(), :companyId, 'P-' || lpad(g::text, 5, '0'), 'Bulk job ' || g,
              CASE WHEN g % 10 = 0 THEN 'active' ELSE 'planning' END, g * 100 + 50, DATE '2026-03-01',
              now() - (g || ' seconds')::interval, now()
         FROM generate_series(1, 5000) g`,
      { replacements: { companyId: company.id } },
    );
    // A name a spreadsheet would run as a formula, and a negative figure.
    await sequelize.query(
      `INSERT INTO projects (id, company_id, project_number, name, status, contract_value_pence, start_date,
                             created_at, updated_at)
       VALUES (gen_random_uuid(), :companyId, 'P-90001', '=HYPERLINK("http://evil.example","Click")', 'on_hold',
               -12345, DATE '2026-11-27', now(), now())`,
      { replacements: { companyId: company.id } },
    );
    // The worker is on the team of two active projects only.
    await sequelize.query(
      `INSERT INTO project_team_members (id, company_id, project_id, user_id, created_at)
       SELECT gen_random_uuid(), :companyId, id, :userId, now() FROM projects
        WHERE company_id = :companyId AND project_number IN ('P-00010', 'P-00020')`,
      { replacements: { companyId: company.id, userId: users.worker.id } },
    );
  }, 60_000);

  it('exports every row of the list as CSV with a dated file name, batch by batch', async () => {
    const res = await request.get('/api/projects/export?format=csv').set(auth('manager'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="projects-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = csvRows(res.text);
    expect(rows[0]).toEqual([
      'Number',
      'Name',
      'Status',
      'Client',
      'Site postcode',
      'Manager',
      'Start',
      'End',
      'Contract value (£)',
      'Archived',
      'Created',
    ]);
    expect(rows).toHaveLength(1 + 5001);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(5001);
    const p42 = rows.find((r) => r[0] === 'P-00042')!;
    expect(p42.slice(0, 3)).toEqual(['P-00042', 'Bulk job 42', 'Planning']);
    expect(p42[6]).toBe('01/03/2026');
    expect(p42[8]).toBe('42.50');
  }, 60_000);

  it('applies the list’s filters: status and search give exactly the rows the list shows', async () => {
    const res = await request
      .get('/api/projects/export?format=csv&status=active&search=bulk%20job%2010')
      .set(auth('manager'));
    const rows = csvRows(res.text).slice(1);
    const list = await request
      .get('/api/projects?status=active&search=bulk%20job%2010&size=100')
      .set(auth('manager'));
    expect(rows.map((r) => r[0]).sort()).toEqual(
      (list.body.items as { project_number: string }[]).map((p) => p.project_number).sort(),
    );
    // Names holding "bulk job 10": 10, 100–109 and 1000–1099; the multiples of 10 among them are active.
    expect(rows.length).toBe(1 + 1 + 10);
    expect(rows.every((r) => r[2] === 'Active')).toBe(true);
  });

  it('keeps visibility: a worker gets only their projects and no contract value column', async () => {
    const res = await request.get('/api/projects/export').set(auth('worker'));
    expect(res.status).toBe(200);
    const rows = csvRows(res.text);
    expect(rows[0]).not.toContain('Contract value (£)');
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['P-00010', 'P-00020']);
  });

  it('defuses formulas in CSV and keeps a negative amount a number', async () => {
    const res = await request.get('/api/projects/export?status=on_hold').set(auth('manager'));
    const [, row] = csvRows(res.text);
    expect(row![1]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row![8]).toBe('-123.45');
    expect(row![6]).toBe('27/11/2026');
  });

  it('answers an XLSX that opens with the right cells, £ and date formats', async () => {
    const res = await binary(
      request.get('/api/projects/export?format=xlsx&status=on_hold').set(auth('manager')),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/filename="projects-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = (await workbookOf(res.body)).getWorksheet('Projects')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Number');
    expect(sheet.getRow(1).getCell(9).value).toBe('Contract value (£)');
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('P-90001');
    // In a workbook a text cell is text, never a formula: the name is kept as typed.
    expect(row.getCell(2).value).toBe('=HYPERLINK("http://evil.example","Click")');
    expect(row.getCell(3).value).toBe('On hold');
    expect(row.getCell(9).value).toBe(-123.45);
    expect(row.getCell(9).numFmt).toBe(XLSX_MONEY_FORMAT);
    expect(row.getCell(7).value).toEqual(new Date('2026-11-27T00:00:00Z'));
    expect(row.getCell(7).numFmt).toBe(XLSX_DATE_FORMAT);
    expect(sheet.rowCount).toBe(2);
  });

  it('exports 5,000 rows as XLSX', async () => {
    const res = await binary(request.get('/api/projects/export?format=xlsx').set(auth('manager')));
    expect((await workbookOf(res.body)).getWorksheet('Projects')!.rowCount).toBe(1 + 5001);
  }, 60_000);

  it('refuses an unknown format and a sort the reader may not use, as JSON errors', async () => {
    const bad = await request.get('/api/projects/export?format=pdf').set(auth('manager'));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.detail)).toMatch(/Format must be one of: csv, xlsx/);
    const sort = await request.get('/api/projects/export?sort_by=contract_value_pence').set(auth('worker'));
    expect(sort.status).toBe(400);
    expect(JSON.stringify(sort.body.detail)).toContain(
      'Sorting by contract value is for supervisors and above',
    );
    expect((await request.get('/api/projects/export')).status).toBe(401);
  });

  it('counts against the per-user document limit', async () => {
    const limited = testApp(sequelize, { pdfRateLimit: { points: 1, durationSeconds: 60 } });
    const someone = { Authorization: bearer(await createUser(company, { role: 'supervisor' })) };
    const first = await limited.request.get('/api/projects/export?status=on_hold').set(someone);
    expect(first.status).toBe(200);
    const second = await limited.request.get('/api/projects/export?status=on_hold').set(someone);
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBeDefined();
  });
});
