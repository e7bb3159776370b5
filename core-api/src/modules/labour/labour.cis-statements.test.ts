// The CIS statements kept once a tax month has ended (issue 37, decision 0077): which months have ended (the
// 5th/6th edge and the tax-year boundary), one statement per subcontractor and month however often the daily
// run comes, a payment recorded late in an ended month keeps a revised statement that says so, the kept
// statement is the managers' document, and the CIS month shows it.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../lib/calendar.js';
import { LocalDriveAdapter } from '../../lib/drive.js';
import { createLogger } from '../../lib/logger.js';
import { Upload, type Company, type Project, type User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { pdfText } from '../../test/pdf-text.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import type { Supplier } from '../suppliers/index.js';
import { taxMonthOf } from './cis.js';
import { CisStatement } from './cis-statement.model.js';
import { endedTaxMonths, keepCompanyStatements, statementFilename } from './labour.cis-statements.js';
import { labourSupplier, makeLabourInvoice, makeOperative } from './labour.fixtures.js';
import type { Operative } from './operative.model.js';

const sequelize = testDatabase();
const storageRoot = mkdtempSync(path.join(tmpdir(), 'sitebase-cis-kept-'));
const drive = new LocalDriveAdapter(storageRoot);
const { app, request } = testApp(sequelize, { drive });
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

describe('the tax months that have ended', () => {
  it('on the 5th the month still runs; from the 6th it has ended', () => {
    expect(endedTaxMonths('2026-12-05', 1)[0]).toMatchObject({ start: '2026-10-06', end: '2026-11-05' });
    expect(endedTaxMonths('2026-12-06', 1)[0]).toMatchObject({ start: '2026-11-06', end: '2026-12-05' });
  });

  it('crosses the tax year: on 6 April the year’s month 12 has ended, then 11 and 10', () => {
    const months = endedTaxMonths('2027-04-06');
    expect(months.map((m) => [m.tax_year, m.month_number, m.start, m.end])).toEqual([
      ['2026-27', 12, '2027-03-06', '2027-04-05'],
      ['2026-27', 11, '2027-02-06', '2027-03-05'],
      ['2026-27', 10, '2027-01-06', '2027-02-05'],
    ]);
    expect(endedTaxMonths('2027-05-06', 2).map((m) => [m.tax_year, m.month_number])).toEqual([
      ['2027-28', 1],
      ['2026-27', 12],
    ]);
  });

  it('names a statement by year, month, subcontractor and revision, without characters drives refuse', () => {
    const month = taxMonthOf('2026-11-20');
    expect(statementFilename(month, 'Smith & Sons', 1)).toBe('CIS statement 2026-27 M08 Smith & Sons.pdf');
    expect(statementFilename(month, 'A/B: "Build" Ltd', 2)).toBe(
      'CIS statement 2026-27 M08 A-B- -Build- Ltd (revised 2).pdf',
    );
  });
});

describe('keeping the statements', () => {
  let company: Company;
  let manager: User;
  let supervisor: User;
  let supplier: Supplier;
  let operative: Operative;
  let project: Project;
  const today = londonDate();
  /** The last day of the tax month before this one: a payment there is in an ended month. */
  const lastMonthEnd = addDays(taxMonthOf(today).start, -1);
  const deps = () => ({ sequelize, drive, jobs: app.locals.jobs, logger: createLogger('silent') });

  beforeAll(async () => {
    company = await createCompany();
    manager = await createUser(company, { role: 'manager' });
    supervisor = await createUser(company, { role: 'supervisor' });
    supplier = await labourSupplier(company, 'net');
    operative = await makeOperative(company, { supplier });
    project = await makeProject(company);
  });

  it('keeps one statement per subcontractor for an ended month, however often the run comes', async () => {
    await makeLabourInvoice(operative, project, 'paid', 5, lastMonthEnd);
    // A payment in this month (not ended) is kept after it ends, not now.
    await makeLabourInvoice(operative, project, 'paid', 1, today);
    expect(await keepCompanyStatements(deps(), company.id, today)).toBe(1);
    expect(await keepCompanyStatements(deps(), company.id, today)).toBe(0);
    const month = taxMonthOf(lastMonthEnd);
    const kept = await CisStatement.findAll({ where: { company_id: company.id } });
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      supplier_id: supplier.id,
      tax_year: month.tax_year,
      month_number: month.month_number,
      version: 1,
      gross_pence: 1000_00,
      deduction_pence: 200_00, // 20% of £1,000 labour, net status
    });
    const upload = (await Upload.findByPk(kept[0]!.upload_id!))!;
    expect(upload).toMatchObject({
      company_id: company.id,
      project_id: null,
      min_role: 'manager',
      source_type: 'cis_statement',
      source_id: kept[0]!.id,
      content_type: 'application/pdf',
      filename: statementFilename(month, supplier.name, 1),
    });
    expect(upload.storage_key.startsWith(`${company.id}/CIS Statements/${month.tax_year}/`)).toBe(true);
    const words = await pdfText(await drive.readFile(upload.storage_key));
    expect(words).toContain('Payment and deduction statement');
    expect(words).toContain(`Subcontractor ${supplier.name}`);
    expect(words).toContain('£1,000.00');
    expect(words).not.toContain('revised');
  });

  it('a payment recorded late in the ended month keeps a revised statement that says it replaces the first', async () => {
    await makeLabourInvoice(operative, project, 'paid', 2, lastMonthEnd);
    expect(await keepCompanyStatements(deps(), company.id, today)).toBe(1);
    expect(await keepCompanyStatements(deps(), company.id, today)).toBe(0);
    const kept = await CisStatement.findAll({
      where: { company_id: company.id },
      order: [['version', 'ASC']],
    });
    expect(kept.map((k) => [k.version, k.gross_pence])).toEqual([
      [1, 1000_00],
      [2, 1400_00],
    ]);
    const upload = (await Upload.findByPk(kept[1]!.upload_id!))!;
    expect(upload.filename).toMatch(/\(revised 2\)\.pdf$/);
    const words = await pdfText(await drive.readFile(upload.storage_key));
    expect(words).toContain('revised statement 2');
    expect(words).toContain('£1,400.00');
  });

  it('the CIS month shows the newest statement kept; a month not ended shows none', async () => {
    const ended = await request
      .get(`/api/cis-month?date=${lastMonthEnd}`)
      .set({ Authorization: bearer(manager) });
    expect(ended.status).toBe(200);
    expect(ended.body.rows).toEqual([
      expect.objectContaining({
        supplier: { id: supplier.id, name: supplier.name },
        statement: { version: 2, kept_at: expect.any(String), upload_id: expect.any(String), filing: null },
      }),
    ]);
    const running = await request.get(`/api/cis-month?date=${today}`).set({ Authorization: bearer(manager) });
    expect(running.body.rows[0].statement).toBeNull();
    // The kept statement is the managers' document: a manager downloads it, a supervisor may not.
    const own = await request
      .get(`/api/uploads/${ended.body.rows[0].statement.upload_id}/content`)
      .set({ Authorization: bearer(manager) });
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toContain('application/pdf');
    const file = await request
      .get(`/api/uploads/${ended.body.rows[0].statement.upload_id}/content`)
      .set({ Authorization: bearer(supervisor) });
    expect(file.status).toBe(404);
  });
});
