// The CVR and cost to complete through GraphQL against the REAL core-api on real Postgres (decision 0085): a
// manager enters an adjustment, edits it, sets a cost to complete and closes the month; the closed month's
// adjustments are refused with core-api's message; supervisors are refused before core-api; the PDF and the
// spreadsheet come through /files.
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProject, pdfText } from '@sitebase/core-api/testing';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-cvr-test-secret';
let stack: RealStack;
let app: Express;
const u = {} as Record<'supervisor' | 'manager', User>;
let projectId: string;

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
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  projectId = (await makeProject(company)).id;
}, 60_000);
afterAll(() => stack?.close());

const REPORT = `query R($m: String, $p: ID) { cvrReport(month: $m, project_id: $p) { month closed_count can_close
  totals { value_pence cost_pence margin_pence adjustments { over_measure_pence total_pence }
    categories { category cost_to_complete_pence cost_to_complete_entered } }
  adjustments { id kind amount_pence note can_edit } trend { month closed margin_pence } } }`;

describe('CVR through the BFF', () => {
  it('enters, edits and closes a month; the closed month refuses changes with core-api’s message', async () => {
    const created = await gql(
      `mutation A($input: CreateCvrAdjustmentInput!) { createCvrAdjustment(input: $input) { id amount_pence can_edit } }`,
      {
        input: {
          project_id: projectId,
          month: '2026-08',
          kind: 'over_measure',
          amount_pence: -25_000,
          note: 'Groundworks measured ahead',
        },
      },
      u.manager,
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createCvrAdjustment.id;
    const edited = await gql(
      'mutation E($id: ID!) { updateCvrAdjustment(id: $id, input: { amount_pence: -30000 }) { amount_pence note } }',
      { id },
      u.manager,
    );
    expect(edited.body.data.updateCvrAdjustment).toEqual({
      amount_pence: -30_000,
      note: 'Groundworks measured ahead',
    });
    const set = await gql(
      `mutation S { setCvrCostToComplete(input: { project_id: "${projectId}", month: "2026-08", category: "labour", amount_pence: 50000 }) { amount_pence } }`,
      {},
      u.manager,
    );
    expect(set.body.errors).toBeUndefined();

    const open = await gql(REPORT, { m: '2026-08', p: projectId }, u.manager);
    expect(open.body.errors).toBeUndefined();
    expect(open.body.data.cvrReport).toMatchObject({
      month: '2026-08',
      closed_count: 0,
      can_close: true,
      totals: { value_pence: -30_000, cost_pence: 0, margin_pence: -30_000 },
      adjustments: [{ kind: 'over_measure', amount_pence: -30_000, can_edit: true }],
    });
    expect(open.body.data.cvrReport.totals.categories[0]).toEqual({
      category: 'labour',
      cost_to_complete_pence: 50_000,
      cost_to_complete_entered: true,
    });

    const close = `mutation C($p: ID) { closeCvrMonth(input: { month: "2026-08", project_id: $p }) { closed already_closed } }`;
    const closed = await gql(close, { p: projectId }, u.manager);
    expect(closed.body.data.closeCvrMonth).toEqual({ closed: 1, already_closed: 0 });
    const again = await gql(close, { p: projectId }, u.manager);
    expect(again.body.errors[0].message).toMatch(/^August 2026 is already closed for /);
    const refused = await gql('mutation D($id: ID!) { deleteCvrAdjustment(id: $id) }', { id }, u.manager);
    expect(refused.body.errors[0].message).toMatch(
      /^August 2026 is closed for .*: its figures cannot be changed/,
    );

    const september = await gql(REPORT, { m: '2026-09', p: projectId }, u.manager);
    expect(september.body.data.cvrReport.trend).toEqual([
      { month: '2026-08', closed: true, margin_pence: -30_000 },
      { month: '2026-09', closed: false, margin_pence: -30_000 },
    ]);
    const bad = await gql(REPORT, { m: '2026-13' }, u.manager);
    expect(bad.body.errors[0].message).toBe(
      'Month must be a month written like 2026-11 (YYYY-MM), from 2000-01 to 2099-12',
    );
  });

  it('refuses supervisors before core-api, and downloads through /files', async () => {
    const refused = await gql('query { costToCompleteReport { month } }', {}, u.supervisor);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const wip = await gql(
      'query { costToCompleteReport(month: "2026-08") { totals { percent_complete } } }',
      {},
      u.manager,
    );
    expect(wip.body.errors).toBeUndefined();
    const pdf = await binary(`/files/reports/cvr/pdf?month=2026-08&project_id=${projectId}`, u.manager);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.body as Buffer)).toContain('Groundworks measured ahead');
    const xlsx = await binary(`/files/exports/reports/cost-to-complete?format=xlsx&month=2026-08`, u.manager);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/cost-to-complete-\d{4}-\d{2}-\d{2}\.xlsx/);
    const supervisorPdf = await binary('/files/reports/cost-to-complete/pdf?month=2026-08', u.supervisor);
    expect(supervisorPdf.status).toBe(403);
  });
});
