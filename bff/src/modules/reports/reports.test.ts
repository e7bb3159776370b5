// Reports through GraphQL against the REAL core-api on real Postgres: the index lists what the caller may open,
// applications by project and the CIS summary come through with core-api's figures and messages, lower roles
// are refused before core-api, and the downloads come through the /files pass-throughs — the PDFs (their own
// routes) and the spreadsheets (the exports pass-through every list uses).
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  labourSupplier,
  makeApplication,
  makeApplicationTemplate,
  makeLabourInvoice,
  makeOperative,
  makeProject,
  pdfText,
  taxMonthOf,
} from '@sitebase/core-api/testing';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-reports-test-secret';
let stack: RealStack;
let app: Express;
const u = {} as Record<'worker' | 'supervisor' | 'manager', User>;
let projectId: string;
const PAYMENT_DATE = '2026-06-10';

const gql = (query: string, variables: Record<string, unknown> = {}, user?: User) =>
  post(app, query, variables, user ? stack.tokenFor(user) : undefined);
const binary = (path: string, user: User) =>
  request(app)
    .get(path)
    .set('authorization', `Bearer ${stack.tokenFor(user)}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

beforeAll(async () => {
  stack = await startRealStack(secret);
  app = stack.app;
  const company = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  const project = await makeProject(company);
  projectId = project.id;
  await makeApplication(await makeApplicationTemplate(project, u.manager.id), u.manager.id, 'submitted');
  // £1,000 of labour to a net (20%) subcontractor, paid in tax month 3 of 2026-27.
  const op = await makeOperative(company, { supplier: await labourSupplier(company, 'net') });
  await makeLabourInvoice(op, project, 'paid', 5, PAYMENT_DATE);
}, 60_000);
afterAll(() => stack?.close());

describe('reports through the BFF', () => {
  it('lists the reports each role may open', async () => {
    const keys = async (user: User) =>
      (await gql('query { reports { reports { key title } } }', {}, user)).body.data.reports.reports.map(
        (r: { key: string }) => r.key,
      );
    expect(await keys(u.supervisor)).toEqual(['applications', 'plant']);
    expect(await keys(u.manager)).toEqual(['applications', 'cis', 'vat', 'plant', 'cvr', 'cost_to_complete']);
    const worker = await gql('query { reports { reports { key } } }', {}, u.worker);
    expect(worker.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('answers applications by project with core-api’s figures and messages', async () => {
    const res = await gql(
      `query R($p: ID) { applicationsReport(project_id: $p, status: submitted) { total as_of
        items { number status project { id } due_date final_date applied_pence payable_pence outstanding_pence }
        project_totals { project { id } applications outstanding_pence }
        totals { applications outstanding_pence } } }`,
      { p: projectId },
      u.supervisor,
    );
    expect(res.body.errors).toBeUndefined();
    const r = res.body.data.applicationsReport;
    expect(r.total).toBe(1);
    expect(r.items[0]).toMatchObject({ number: 1, status: 'submitted', project: { id: projectId } });
    expect(r.items[0].outstanding_pence).toBe(r.items[0].payable_pence);
    expect(r.totals).toEqual({ applications: 1, outstanding_pence: r.items[0].outstanding_pence });
    const bad = await gql(
      'query { applicationsReport(from: "2026-06-01", to: "2026-05-01") { total } }',
      {},
      u.supervisor,
    );
    expect(bad.body.errors[0].message).toBe('From must be on or before To');
  });

  it('answers the CIS summary to managers only', async () => {
    const query = `query C($y: String, $m: Int) { cisReport(tax_year: $y, month: $m) { tax_year month_number start end
      rows { supplier { name } gross_pence deduction_pence } totals { gross_pence deduction_pence } } }`;
    const month = taxMonthOf(PAYMENT_DATE);
    const res = await gql(query, { y: month.tax_year, m: month.month_number }, u.manager);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.cisReport).toMatchObject({
      tax_year: '2026-27',
      month_number: 3,
      start: month.start,
      end: month.end,
      totals: { gross_pence: 100_000, deduction_pence: 20_000 },
    });
    const refused = await gql(query, { y: '2026-27' }, u.supervisor);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('downloads the PDFs and spreadsheets through /files', async () => {
    const pdf = await binary(
      `/files/reports/applications/pdf?project_id=${projectId}&status=submitted`,
      u.supervisor,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.body as Buffer)).toContain('Applications for payment by project');
    const xlsx = await binary(
      `/files/exports/reports/applications?format=xlsx&project_id=${projectId}`,
      u.manager,
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/applications-by-project-\d{4}-\d{2}-\d{2}\.xlsx/);
    const csv = await binary('/files/exports/reports/cis?tax_year=2026-27&format=csv', u.manager);
    expect(csv.status).toBe(200);
    expect((csv.body as Buffer).toString('utf8')).toContain('Total,,,,1,1000.00,0.00,1000.00,200.00,');
    const cisPdf = await binary('/files/reports/cis/pdf?tax_year=2026-27&month=3', u.manager);
    expect(cisPdf.status).toBe(200);
    const refused = await binary('/files/reports/cis/pdf?tax_year=2026-27', u.supervisor);
    expect(refused.status).toBe(403);
  });
});
