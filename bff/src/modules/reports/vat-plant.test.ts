// The VAT summary and plant utilisation through GraphQL against the REAL core-api on real Postgres (decision 0086):
// a subcontractor's labour invoice under the domestic reverse charge dated 30/06/2026 (£1,000.00; we account for
// £200.00 in box 1 and reclaim it in box 4) and a telehandler at £95.00 a day delivered 21/09/2026 (£50.00),
// wanted until 25/09/2026 and still on hire (September: 10 days, 8 working, £760.00 + £50.00; 5 days past its
// end). Lower roles are refused before core-api, core-api's messages come through, and the PDFs and spreadsheets
// come through /files.
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  labourSupplier,
  makeLabourInvoice,
  makeOperative,
  makeProject,
  makeRequest,
  pdfText,
  setVatRegistered,
} from '@sitebase/core-api/testing';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-vat-plant-reports-test-secret';
let stack: RealStack;
let app: Express;
const u = {} as Record<'worker' | 'supervisor' | 'manager', User>;
let projectId: string;
let foreignProjectId: string;

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
  await setVatRegistered(company.id);
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  const project = await makeProject(company);
  projectId = project.id;
  foreignProjectId = (await makeProject(await createCompany())).id;
  const op = await makeOperative(company, { supplier: await labourSupplier(company, 'net') });
  await makeLabourInvoice(op, project, 'approved', 5, null, {
    customerVatRegistered: true,
    invoiceDate: '2026-06-30',
  });
  const hire = await makeRequest(company, project.id, u.supervisor.id, 'on_hire');
  await hire.update({
    rate_pence: 9_500,
    rate_unit: 'day',
    delivery_pence: 5_000,
    collection_pence: 5_000,
    quantity: 1,
    required_from: '2026-09-21',
    required_until: '2026-09-25',
    on_hire_date: '2026-09-21',
    off_hire_date: null,
  });
}, 60_000);
afterAll(() => stack?.close());

describe('the VAT summary and plant utilisation through the BFF', () => {
  it('answers the VAT summary with core-api’s boxes to managers only, and core-api’s messages', async () => {
    const query = `query V($p: String, $f: String, $t: String) { vatReport(period_end: $p, from: $f, to: $t) {
      period { kind start end } vat_registered net_vat_pence
      boxes { box_1 { title pence return_pence lines { label pence documents } } box_4 { pence } box_6 { pence }
              box_7 { pence return_pence } }
      documents { kind side tax_date treatment net_pence vat_pence reverse_charge_vat_pence } } }`;
    const res = await gql(query, { p: '2026-06' }, u.manager);
    expect(res.body.errors).toBeUndefined();
    const r = res.body.data.vatReport;
    expect(r.period).toEqual({ kind: 'period', start: '2026-04-01', end: '2026-06-30' });
    expect(r.boxes.box_1).toEqual({
      title: 'Box 1: VAT due on sales and other outputs',
      pence: 20_000,
      return_pence: 20_000,
      lines: [{ label: 'Reverse charge on labour and subcontract invoices', pence: 20_000, documents: 1 }],
    });
    expect(r.boxes.box_4.pence).toBe(20_000);
    expect(r.boxes.box_6.pence).toBe(0);
    expect(r.boxes.box_7).toEqual({ pence: 100_000, return_pence: 100_000 });
    expect(r.net_vat_pence).toBe(0);
    expect(r.documents).toEqual([
      {
        kind: 'labour_invoice',
        side: 'purchase',
        tax_date: '2026-06-30',
        treatment: 'reverse_charge',
        net_pence: 100_000,
        vat_pence: 0,
        reverse_charge_vat_pence: 20_000,
      },
    ]);
    const refused = await gql(query, { p: '2026-06' }, u.supervisor);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const bad = await gql(query, { p: '2026-13' }, u.manager);
    expect(bad.body.errors[0].message).toBe('Period end must be a month written like 2026-06');
    const half = await gql(query, { f: '2026-04-01' }, u.manager);
    expect(half.body.errors[0].message).toBe('A range needs both From and To');
  });

  it('answers plant utilisation to supervisors and up; another company’s project is not found', async () => {
    const query = `query P($p: ID, $f: String, $t: String) { plantReport(project_id: $p, from: $f, to: $t) {
      from to as_of rows { project { id } days_on_hire chargeable_days cost_in_range_pence cost_to_date_pence
        late days_late on_hire_at_end }
      projects { project { id } hires late_count cost_to_date_pence budget_pence budget_remaining_pence }
      totals { hires cost_in_range_pence } } }`;
    const res = await gql(query, { p: projectId, f: '2026-09-01', t: '2026-09-30' }, u.supervisor);
    expect(res.body.errors).toBeUndefined();
    const r = res.body.data.plantReport;
    expect(r).toMatchObject({ from: '2026-09-01', to: '2026-09-30', as_of: '2026-09-30' });
    expect(r.rows).toEqual([
      {
        project: { id: projectId },
        days_on_hire: 10,
        chargeable_days: 8,
        cost_in_range_pence: 81_000,
        cost_to_date_pence: 81_000,
        late: true,
        days_late: 5,
        on_hire_at_end: true,
      },
    ]);
    expect(r.totals).toEqual({ hires: 1, cost_in_range_pence: 81_000 });
    const worker = await gql(query, {}, u.worker);
    expect(worker.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const foreign = await gql(query, { p: foreignProjectId }, u.supervisor);
    expect(foreign.body.errors[0].message).toBe('Project not found');
  });

  it('downloads the PDFs and spreadsheets through /files', async () => {
    const vatPdf = await binary('/files/reports/vat/pdf?period_end=2026-06', u.manager);
    expect(vatPdf.status).toBe(200);
    expect(vatPdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(vatPdf.body as Buffer)).toContain('VAT period 01/04/2026 to 30/06/2026');
    expect((await binary('/files/reports/vat/pdf?period_end=2026-06', u.supervisor)).status).toBe(403);
    const vatCsv = await binary('/files/exports/reports/vat?period_end=2026-06&format=csv', u.manager);
    expect(vatCsv.status).toBe(200);
    expect((vatCsv.body as Buffer).toString('utf8')).toContain(
      'Box 1: VAT due on sales and other outputs,200.00,200.00,',
    );
    const plantPdf = await binary(
      `/files/reports/plant/pdf?project_id=${projectId}&from=2026-09-01&to=2026-09-30`,
      u.supervisor,
    );
    expect(plantPdf.status).toBe(200);
    const plantText = await pdfText(plantPdf.body as Buffer);
    expect(plantText).toContain('5 days past its end date,');
    expect(plantText).toContain('£810.00');
    const plantXlsx = await binary(
      '/files/exports/reports/plant?from=2026-09-01&to=2026-09-30&format=xlsx',
      u.supervisor,
    );
    expect(plantXlsx.status).toBe(200);
    expect(plantXlsx.headers['content-disposition']).toMatch(/plant-utilisation-\d{4}-\d{2}-\d{2}\.xlsx/);
  });
});
