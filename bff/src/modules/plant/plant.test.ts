// Plant hire through GraphQL against the REAL core-api on real Postgres: a worker asks for plant on their
// project, a supervisor reads the rate options (cheapest first, suggested) and approves the hire, the worker's
// copy carries no money, core-api's own messages reach the user (a bad date, an expired inspection), enum
// filters never reach core-api with a value it does not know, and a worker is refused the office moves. A
// request sent again with its Idempotency-Key (the phone's outbox after a lost answer) is one request.
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProject, makeItem, makePlantSupplier, makeRate, makeRequest } from '@sitebase/core-api/testing';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type Company,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-plant-test-secret';
let stack: RealStack;
let app: Express;
let company: Company;
let supervisor: User;
let worker: User;

const gql = (query: string, variables: Record<string, unknown> = {}, bearer?: string) =>
  post(app, query, variables, bearer);

const FIELDS = `id reference status category rate_pence cost { total_pence } supplier { name }
  abilities { can_approve can_request_off_hire can_cancel }`;
const CREATE = `mutation C($input: CreatePlantRequestInput!) { createPlantRequest(input: $input) { ${FIELDS} } }`;
const OPTIONS = `query O($id: ID!) { plantRateOptions(requestId: $id) {
  options { suggested estimate { total_pence } rate { id supplier { name } } } } }`;
const APPROVE = `mutation A($id: ID!, $input: ApprovePlantRequestInput!) {
  approvePlantRequest(id: $id, input: $input) { ${FIELDS} warnings } }`;
const ONE = `query P($id: ID!) { plantRequest(id: $id) { ${FIELDS} timeline { action to_state } } }`;

beforeAll(async () => {
  stack = await startRealStack(secret);
  app = stack.app;
  company = await createCompany();
  supervisor = await createUser(company, { role: 'supervisor' });
  worker = await createUser(company, { role: 'worker' });
}, 60_000);
afterAll(() => stack?.close());

describe('plant through the BFF', () => {
  it('a request created twice with one Idempotency-Key is one request', async () => {
    const project = await makeProject(company, [worker.id]);
    const send = () =>
      request(app)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${stack.tokenFor(worker)}`)
        .set('idempotency-key', 'outbox-plant-1')
        .send({
          query: CREATE,
          variables: {
            input: {
              project_id: project.id,
              category: 'Dumper',
              required_from: '2027-06-07',
              required_until: '2027-06-08',
            },
          },
        });
    const first = await send();
    const again = await send();
    expect(first.body.errors).toBeUndefined();
    expect(again.body.data.createPlantRequest.id).toBe(first.body.data.createPlantRequest.id);
    const list = await gql(
      'query L($p: ID!) { plantRequests(project_id: $p, scope: all) { total } }',
      { p: project.id },
      stack.tokenFor(supervisor),
    );
    expect(list.body.data.plantRequests.total).toBe(1);
  });

  it('a worker asks, the cheapest rate is suggested, a supervisor approves the hire; the worker sees no money', async () => {
    const project = await makeProject(company, [worker.id]);
    const cheap = await makePlantSupplier(company, { name: 'Severnside Access' });
    const dear = await makePlantSupplier(company, { name: 'Valleys Plant Hire' });
    await makeRate(company, {
      supplier_id: dear.id,
      rate_pence: 9_500,
      delivery_pence: 6_500,
      collection_pence: 6_500,
      valid_from: '2027-01-01',
    });
    await makeRate(company, {
      supplier_id: cheap.id,
      rate_pence: 42_000,
      rate_unit: 'week',
      delivery_pence: 7_500,
      collection_pence: 7_500,
      valid_from: '2027-01-01',
    });
    const workerToken = stack.tokenFor(worker);
    const input = {
      project_id: project.id,
      category: 'Telehandler',
      required_from: '2027-06-07',
      required_until: '2027-06-18',
      notes: 'Level 4',
    };
    const bad = await gql(CREATE, { input: { ...input, required_from: '07/06/2027' } }, workerToken);
    expect(bad.body.errors[0].message).toContain('Dates must be written YYYY-MM-DD');
    const created = await gql(CREATE, { input }, workerToken);
    expect(created.body.errors).toBeUndefined();
    const request = created.body.data.createPlantRequest;
    expect(request).toMatchObject({
      status: 'requested',
      abilities: { can_approve: false, can_cancel: true },
    });

    const refused = await gql(OPTIONS, { id: request.id }, workerToken);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const supervisorToken = stack.tokenFor(supervisor);
    const options = await gql(OPTIONS, { id: request.id }, supervisorToken);
    const list = options.body.data.plantRateOptions.options;
    expect(
      list.map(
        (o: {
          rate: { supplier: { name: string } };
          estimate: { total_pence: number };
          suggested: boolean;
        }) => [o.rate.supplier.name, o.estimate.total_pence, o.suggested],
      ),
    ).toEqual([
      ['Severnside Access', 99_000, true],
      ['Valleys Plant Hire', 108_000, false],
    ]);
    const approved = await gql(
      APPROVE,
      { id: request.id, input: { fulfilment: 'hire', rate_id: list[0].rate.id } },
      supervisorToken,
    );
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data.approvePlantRequest).toMatchObject({
      status: 'approved',
      rate_pence: 42_000,
      supplier: { name: 'Severnside Access' },
      warnings: [],
    });
    const mine = await gql(ONE, { id: request.id }, workerToken);
    expect(mine.body.data.plantRequest).toMatchObject({ rate_pence: null, cost: null });
    expect(mine.body.data.plantRequest.timeline.map((t: { action: string }) => t.action)).toEqual([
      'created',
      'approved',
    ]);
  });

  it('core-api’s refusal of an expired inspection reaches the user as CONFLICT with its words', async () => {
    const project = await makeProject(company, [worker.id]);
    const item = await makeItem(company, { asset_number: 'BFF-9', puwer_due_date: '2026-01-05' });
    const created = await gql(
      CREATE,
      {
        input: {
          project_id: project.id,
          category: 'Telehandler',
          required_from: '2027-06-07',
          required_until: '2027-06-08',
        },
      },
      stack.tokenFor(worker),
    );
    const res = await gql(
      APPROVE,
      {
        id: created.body.data.createPlantRequest.id,
        input: { fulfilment: 'allocation', plant_item_id: item.id },
      },
      stack.tokenFor(supervisor),
    );
    expect(res.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(res.body.errors[0].message).toBe(
      'BFF-9 cannot be allocated: its PUWER inspection expired on 05/01/2026',
    );
  });

  it('an unknown status filter never reaches core-api', async () => {
    const before = stack.core.requests.length;
    const res = await gql('query { plantRequests(status: lost) { total } }', {}, stack.tokenFor(supervisor));
    expect(res.body.errors).toBeDefined();
    expect(stack.core.requests.length).toBe(before);
  });

  it('a hire invoice: self-drive says no CIS; a reference entered twice is CONFLICT naming the first; a supervisor may not pay', async () => {
    const project = await makeProject(company, [worker.id]);
    const hire = await makeRequest(company, project.id, worker.id, 'on_hire');
    const RECORD = `mutation R($id: ID!, $input: RecordPlantHireInvoiceInput!) {
      recordPlantHireInvoice(plantRequestId: $id, input: $input) {
        id within_cis cis_deduction_pence cis_reason payable_pence warnings steps { key amount_pence }
        abilities { can_pay pay_refusal } } }`;
    const input = { supplier_reference: 'BFF-INV-1', invoice_date: '2026-11-20', hire_pence: 47_500 };
    const token = stack.tokenFor(supervisor);
    const first = await gql(RECORD, { id: hire.id, input: { ...input, materials_pence: null } }, token);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.recordPlantHireInvoice).toMatchObject({
      within_cis: false,
      cis_deduction_pence: 0,
      payable_pence: 47_500,
      abilities: { can_pay: false },
    });
    expect(first.body.data.recordPlantHireInvoice.cis_reason).toContain('Self-drive (dry) hire: no CIS');
    const again = await gql(RECORD, { id: hire.id, input }, token);
    expect(again.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(again.body.errors[0].message).toContain('BFF-INV-1 is already entered');
    const pay = await gql(
      'mutation P($id: ID!) { payPlantHireInvoice(id: $id) { id } }',
      { id: first.body.data.recordPlantHireInvoice.id },
      token,
    );
    expect(pay.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const list = await gql(
      'query H($id: ID!) { plantHireInvoices(plantRequestId: $id) { can_record invoiced_pence cis_rule items { id } } }',
      { id: hire.id },
      token,
    );
    expect(list.body.data.plantHireInvoices).toMatchObject({ can_record: true, invoiced_pence: 47_500 });
  });
});
