// Enquiries and estimates through GraphQL against the REAL core-api on real Postgres: the role gate, an enquiry
// priced and converted end to end with core-api's totals, each list row's latest estimate loaded in one batch
// call (never one per row), core-api's own messages and CONFLICT on a second conversion, a create retried with
// one Idempotency-Key making one enquiry, and the estimate PDF pass-through.
import type { Express } from 'express';
import request from 'supertest';
import { setVatRegistered } from '@sitebase/core-api/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-enquiries-test-secret';
let stack: RealStack;
let app: Express;
let supervisor: User;
let worker: User;

const gql = (query: string, variables: Record<string, unknown> = {}, bearer?: string) =>
  post(app, query, variables, bearer);

const CREATE = `mutation C($input: CreateEnquiryInput!) { createEnquiry(input: $input) { id reference status abilities { status_moves } } }`;
const MOVE = `mutation M($id: ID!, $input: StatusMoveInput!) { setEnquiryStatus(id: $id, input: $input) { id status abilities { can_convert } } }`;
const START = `mutation S($id: ID!, $input: EstimateInput!) { createEstimate(enquiryId: $id, input: $input) { id } }`;
const PRICE = `mutation P($id: ID!, $input: EstimateInput!) { updateEstimate(id: $id, input: $input) {
  id net_pence vat_pence gross_pence overhead_pence profit_pence sections { section net_pence } lines { net_pence } } }`;
const EST_MOVE = `mutation E($id: ID!, $input: StatusMoveInput!) { setEstimateStatus(id: $id, input: $input) { id status } }`;
const ACCEPTED = `mutation A($id: ID!, $input: StatusMoveInput!) { setEstimateStatus(id: $id, input: $input) { enquiry_status abilities { can_convert_enquiry } } }`;
const LIST = `query { enquiries(sort_by: tender_due_date, size: 50) { total items { id reference latest_estimate { version status gross_pence } } } }`;
const CONVERT = `mutation V($id: ID!) { convertEnquiry(id: $id) { project_id enquiry { project_id } } }`;

beforeAll(async () => {
  stack = await startRealStack(secret);
  app = stack.app;
  const company = await createCompany();
  await setVatRegistered(company);
  supervisor = await createUser(company, { role: 'supervisor' });
  worker = await createUser(company, { role: 'worker' });
}, 60_000);
afterAll(() => stack?.close());
beforeEach(() => {
  stack.core.requests.length = 0;
});

// Many calls through two servers: a busy machine takes longer than vitest's 5 s default.
describe('enquiries through the BFF', { timeout: 20_000 }, () => {
  it('prices an estimate with core-api’s totals, lists latest estimates in one batch and converts once', async () => {
    const token = stack.tokenFor(supervisor);
    expect((await gql(LIST, {}, stack.tokenFor(worker))).body.errors[0].extensions.code).toBe('FORBIDDEN');

    const made = await gql(CREATE, { input: { title: 'Rear extension', client_name: 'Mr Hughes' } }, token);
    expect(made.body.errors).toBeUndefined();
    const id = made.body.data.createEnquiry.id as string;
    expect(made.body.data.createEnquiry).toMatchObject({
      status: 'new',
      abilities: { status_moves: ['estimating', 'declined'] },
    });
    await gql(CREATE, { input: { title: 'Second', client_name: 'Other' } }, token);

    const bad = await gql(MOVE, { id, input: { status: 'lost' } }, token);
    expect(bad.body.errors[0].message).toBe('Cannot change status from new to lost');
    await gql(MOVE, { id, input: { status: 'estimating' } }, token);
    const started = await gql(START, { id, input: {} }, token);
    const estimateId = started.body.data.createEstimate.id as string;
    const priced = await gql(
      PRICE,
      {
        id: estimateId,
        input: {
          overhead_percent: 7.5,
          profit_percent: 5,
          vat_code: 'standard',
          lines: [
            {
              section: 'preliminaries',
              description: 'Site set-up',
              quantity: 1,
              unit: 'item',
              unit_cost_pence: 185000,
            },
            {
              section: 'labour',
              description: 'Bricklayer',
              quantity: 2.5,
              unit: 'day',
              unit_cost_pence: 333,
            },
            { section: 'materials', description: 'Sand', quantity: 0.125, unit: 't', unit_cost_pence: 1999 },
            {
              section: 'materials',
              description: 'Blocks',
              quantity: 3.333,
              unit: 'm2',
              unit_cost_pence: 1250,
            },
            {
              section: 'subcontract',
              description: 'Roofing',
              quantity: 1,
              unit: 'item',
              unit_cost_pence: 50000,
            },
          ],
        },
      },
      token,
    );
    expect(priced.body.errors).toBeUndefined();
    expect(priced.body.data.updateEstimate).toMatchObject({
      overhead_pence: 18019,
      profit_pence: 12913,
      net_pence: 271181,
      vat_pence: 54236,
      gross_pence: 325417,
    });
    const badLine = await gql(
      PRICE,
      {
        id: estimateId,
        input: { lines: [{ section: 'roof', description: 'x', quantity: 1, unit_cost_pence: 1 }] },
      },
      token,
    );
    expect(JSON.stringify(badLine.body.errors)).toContain('Section must be one of');

    stack.core.requests.length = 0;
    const list = await gql(LIST, {}, token);
    expect(list.body.errors).toBeUndefined();
    const row = list.body.data.enquiries.items.find((e: { id: string }) => e.id === id);
    expect(row.latest_estimate).toEqual({ version: 1, status: 'draft', gross_pence: 325417 });
    expect(
      list.body.data.enquiries.items.some((e: { latest_estimate: unknown }) => e.latest_estimate === null),
    ).toBe(true);
    expect(stack.core.requests.filter((r) => r.startsWith('GET /api/estimates/latest'))).toHaveLength(1);

    await gql(EST_MOVE, { id: estimateId, input: { status: 'issued' } }, token);
    // The enquiry follows its estimate (decision 0061): accepted → won, and converting is offered at once.
    const accepted = await gql(ACCEPTED, { id: estimateId, input: { status: 'accepted' } }, token);
    expect(accepted.body.data.setEstimateStatus).toMatchObject({
      enquiry_status: 'won',
      abilities: { can_convert_enquiry: true },
    });
    const converted = await gql(CONVERT, { id }, token);
    expect(converted.body.errors).toBeUndefined();
    expect(converted.body.data.convertEnquiry.enquiry.project_id).toBe(
      converted.body.data.convertEnquiry.project_id,
    );
    const again = await gql(CONVERT, { id }, token);
    expect(again.body.errors[0]).toMatchObject({
      message: 'This enquiry has already been converted to a project',
      extensions: { code: 'CONFLICT' },
    });

    const pdf = await request(app)
      .get(`/files/estimates/${estimateId}/pdf`)
      .set('authorization', `Bearer ${token}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await request(app).get(`/files/estimates/${estimateId}/pdf`)).status).toBe(401);
  });

  it('a createEnquiry retried with the same Idempotency-Key makes one enquiry', async () => {
    const send = () =>
      request(app)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${stack.tokenFor(supervisor)}`)
        .set('idempotency-key', 'web-enquiry-retry-1')
        .send({ query: CREATE, variables: { input: { title: 'Retry Lane', client_name: 'Retry Ltd' } } });
    const first = await send();
    const again = await send();
    expect(first.body.data.createEnquiry.id).toBeDefined();
    expect(again.body.data.createEnquiry.id).toBe(first.body.data.createEnquiry.id);
    expect(stack.core.requests.filter((r) => r === 'POST /api/enquiries')).toHaveLength(2);
  });
});
