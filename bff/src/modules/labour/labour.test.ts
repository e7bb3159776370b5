// Labour through GraphQL against the REAL core-api on real Postgres: a timesheet created twice with one
// Idempotency-Key is one timesheet, core-api's own messages come through ("Week commencing must be a Monday"),
// a worker is refused the invoices early, a supervisor approves the week, a manager's labour invoice carries the
// CIS arithmetic, and the CIS month's CSV comes through the /files pass-through.
import request from 'supertest';
import type { Express } from 'express';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProject, makeLabourInvoice, makeOperative, thisMonday } from '@sitebase/core-api/testing';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-labour-test-secret';
let stack: RealStack;
let app: Express;
let worker: User;
let supervisor: User;
let manager: User;
let projectId: string;
let operativeId: string;

const gql = (query: string, variables: Record<string, unknown> = {}, user?: User) =>
  post(app, query, variables, user ? stack.tokenFor(user) : undefined);

const CREATE = `mutation C($input: TimesheetInput!) { createTimesheet(input: $input) { id status status_moves total_hours } }`;

beforeAll(async () => {
  stack = await startRealStack(secret);
  app = stack.app;
  const company = await createCompany();
  worker = await createUser(company, { role: 'worker' });
  supervisor = await createUser(company, { role: 'supervisor' });
  manager = await createUser(company, { role: 'manager' });
  const project = await makeProject(company, [worker.id]);
  projectId = project.id;
  operativeId = (await makeOperative(company, { userId: worker.id, supplier: null })).id;
}, 60_000);
afterAll(() => stack?.close());

describe('labour through the BFF', () => {
  it('a worker’s week created twice with one Idempotency-Key is one timesheet; the supervisor approves it', async () => {
    const send = () =>
      request(app)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${stack.tokenFor(worker)}`)
        .set('idempotency-key', 'ts-grid-1')
        .send({
          query: CREATE,
          variables: {
            input: {
              operative_id: operativeId,
              project_id: projectId,
              week_commencing: thisMonday(),
              hours: [8, 8, 8, 8, 7.5, 0, 0],
              overtime_hours: 1,
              submit: true,
            },
          },
        });
    const first = await send();
    const again = await send();
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.createTimesheet).toMatchObject({ status: 'submitted', total_hours: 40.5 });
    expect(again.body.data.createTimesheet.id).toBe(first.body.data.createTimesheet.id);
    const [row] = await stack.core.sequelize.query<{ n: string }>(
      'SELECT count(*) AS n FROM timesheets WHERE operative_id = :id',
      { type: QueryTypes.SELECT, replacements: { id: operativeId } },
    );
    expect(Number(row!.n)).toBe(1);

    const approved = await gql(
      'mutation S($id: ID!) { changeTimesheetStatus(id: $id, status: "approved") { status cost_pence } }',
      { id: first.body.data.createTimesheet.id },
      supervisor,
    );
    expect(approved.body.data.changeTimesheetStatus).toEqual({
      status: 'approved',
      cost_pence: 5 * 200_00 + 25_00,
    });
  });

  it('passes core-api’s messages through and refuses a worker the invoices early', async () => {
    const tuesday = await gql(
      CREATE,
      {
        input: {
          operative_id: operativeId,
          project_id: projectId,
          week_commencing: '2026-01-06',
          hours: [8, 0, 0, 0, 0, 0, 0],
        },
      },
      worker,
    );
    expect(tuesday.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(tuesday.body.errors)).toContain('Week commencing must be a Monday');
    const refused = await gql('query { labourInvoices { total } }', {}, worker);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('shows a paid invoice’s arithmetic and the CIS month, with its CSV through /files', async () => {
    const company = { id: manager.company_id };
    const op = await makeOperative(company);
    const inv = await makeLabourInvoice(op, { id: projectId }, 'paid', 3, thisMonday());
    const read = await gql(
      'query I($id: ID!) { labourInvoice(id: $id) { cis_deduction_pence payable_pence steps { key amount_pence } } }',
      { id: inv.id },
      manager,
    );
    // 3 days × £200 = £600; CIS 20% = £120; the supplier is VAT-registered, we are not: VAT £120 charged.
    expect(read.body.data.labourInvoice).toMatchObject({
      cis_deduction_pence: 120_00,
      payable_pence: 600_00,
    });
    const month = await gql(
      'query M($d: String) { cisMonth(date: $d) { rows { supplier { id } deduction_pence } } }',
      { d: thisMonday() },
      manager,
    );
    expect(month.body.data.cisMonth.rows).toContainEqual({
      supplier: { id: op.supplier_id },
      deduction_pence: 120_00,
    });
    const csv = await request(app)
      .get(`/files/cis-month/csv?date=${thisMonday()}`)
      .set('authorization', `Bearer ${stack.tokenFor(manager)}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain(',net,600.00,0.00,120.00');
    const noToken = await request(app).get('/files/cis-month/csv');
    expect(noToken.status).toBe(401);
  });

  it('typed lines come through; a duplicate number and a self-approval are refused with core-api’s message', async () => {
    const company = { id: manager.company_id };
    const op = await makeOperative(company);
    const input = {
      supplier_id: op.supplier_id,
      supplier_reference: 'GQL-1',
      invoice_date: '2026-05-04',
      period_start: '2026-05-04',
      period_end: '2026-05-10',
      lines: [
        { operative_id: op.id, project_id: projectId, unit: 'day', quantity: 1, rate_pence: 501 },
        { type: 'plant_hired', description: 'Dry hire', amount_pence: 94_99, cost_pence: 90_00 },
        { type: 'deduction', description: 'CITB', amount_pence: 1_00 },
      ],
    };
    const CREATE_INVOICE = `mutation C($input: CreateLabourInvoiceInput!) { createLabourInvoice(input: $input) {
      id reference net_pence deductions_pence status_moves
      lines { type cis_treatment drc_specified description operative { id } cost_pence }
      drc_decision { reverse_charge cis_share_percent reason } } }`;
    const made = await gql(CREATE_INVOICE, { input }, manager);
    expect(made.body.errors).toBeUndefined();
    const inv = made.body.data.createLabourInvoice;
    expect(inv.lines.map((l: { type: string }) => l.type)).toEqual(['labour', 'plant_hired', 'deduction']);
    expect(inv.lines[1]).toMatchObject({ cis_treatment: 'materials', drc_specified: false, operative: null });
    // This company is not VAT-registered: the reverse charge cannot apply, so there is no disregard to decide.
    expect(inv.drc_decision).toBeNull();
    expect(inv).toMatchObject({ net_pence: 99_00, deductions_pence: 1_00 });
    const again = await gql(CREATE_INVOICE, { input: { ...input, supplier_reference: 'gql 1' } }, manager);
    expect(JSON.stringify(again.body.errors)).toContain(
      `This supplier’s invoice GQL-1 has already been entered as ${inv.reference}`,
    );
    await gql(
      'mutation M($id: ID!) { matchLabourInvoice(id: $id, override_reason: "Agreed") { status } }',
      { id: inv.id },
      manager,
    );
    const own = await gql(
      'mutation S($id: ID!) { changeLabourInvoiceStatus(id: $id, status: "approved") { status } }',
      { id: inv.id },
      manager,
    );
    expect(JSON.stringify(own.body.errors)).toContain(
      'You raised this labour invoice, so someone else must approve it',
    );
    const month = await gql(
      'query { cisMonth(date: "2026-11-05") { payment_deadline { date moved_because rule } } }',
      {},
      manager,
    );
    expect(month.body.data.cisMonth.payment_deadline).toMatchObject({
      date: '2026-11-20',
      moved_because: 'Sunday',
    });
  });
});
