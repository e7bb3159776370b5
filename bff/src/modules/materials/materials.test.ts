// Materials through GraphQL against the REAL core-api on real Postgres: a worker asks for materials (a create
// retried with one Idempotency-Key makes one request), a supervisor approves it and sends an RFQ, core-api's
// own messages come through, a worker is refused the commercial fields early, the cheaper quote becomes a PO
// whose PDF comes through the /files pass-through, and a delivery drives the PO's status. Purchase controls
// (decision 0046): an over-delivery is held until a manager accepts it with a reason; a repeated supplier
// reference is core-api's 409 with its message; the match's split and sum come through.
import request from 'supertest';
import type { Express } from 'express';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeInvoice,
  makeMaterialEnquiry,
  makePo,
  makeProject,
  materialsSupplier,
  pdfText,
} from '@sitebase/core-api/testing';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-materials-test-secret';
let stack: RealStack;
let app: Express;
let worker: User;
let supervisor: User;
let manager: User;
let projectId: string;
let project: Awaited<ReturnType<typeof makeProject>>;
let supplierIds: string[];

const gql = (query: string, variables: Record<string, unknown> = {}, user?: User) =>
  post(app, query, variables, user ? stack.tokenFor(user) : undefined);

const REQUEST_FIELDS = `id reference status status_moves can_send_enquiries lines { id quantity }
  enquiries { id supplier { id } net_pence is_cheapest can_order } timeline { action }`;
const CREATE = `mutation C($input: CreateMaterialRequestInput!) { createMaterialRequest(input: $input) { ${REQUEST_FIELDS} } }`;

beforeAll(async () => {
  stack = await startRealStack(secret);
  app = stack.app;
  const company = await createCompany();
  worker = await createUser(company, { role: 'worker' });
  supervisor = await createUser(company, { role: 'supervisor' });
  manager = await createUser(company, { role: 'manager' });
  project = await makeProject(company, [worker.id]);
  projectId = project.id;
  supplierIds = [(await materialsSupplier(company)).id, (await materialsSupplier(company)).id];
}, 60_000);
afterAll(() => stack?.close());

const input = {
  project_id: '',
  required_by: '2026-12-01',
  lines: [{ description: 'Sharp sand', quantity: 2.5, unit: 'tonne' }],
};

describe('materials through the BFF', () => {
  it('a request created twice with one Idempotency-Key is one request', async () => {
    const send = () =>
      request(app)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${stack.tokenFor(worker)}`)
        .set('idempotency-key', 'mr-form-1')
        .send({
          query: CREATE,
          variables: { input: { ...input, project_id: projectId, delivery_notes: 'Retry' } },
        });
    const first = await send();
    const again = await send();
    expect(first.body.errors).toBeUndefined();
    expect(again.body.data.createMaterialRequest.id).toBe(first.body.data.createMaterialRequest.id);
    const [row] = await stack.core.sequelize.query<{ n: string }>(
      "SELECT count(*) AS n FROM material_requests WHERE delivery_notes = 'Retry'",
      { type: QueryTypes.SELECT },
    );
    expect(Number(row!.n)).toBe(1);
  });

  it('passes core-api’s messages through and refuses a worker the commercial mutations early', async () => {
    const bad = await gql(CREATE, { input: { ...input, project_id: projectId, lines: [] } }, worker);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.body.errors)).toContain('Add at least one line');
    const refused = await gql(
      'mutation { createPurchaseOrder(input: { project_id: "x", supplier_id: "y", lines: [] }) { id } }',
      {},
      worker,
    );
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(stack.core.requests).not.toContain('POST /api/purchase-orders');
  });

  it('request → approval → RFQ → cheaper quote ordered → PO issued → PDF → part delivery', async () => {
    const created = await gql(CREATE, { input: { ...input, project_id: projectId } }, worker);
    const mr = created.body.data.createMaterialRequest;
    const approved = await gql(
      `mutation { changeMaterialRequestStatus(id: "${mr.id}", status: "approved") { status } }`,
      {},
      supervisor,
    );
    expect(approved.body.data.changeMaterialRequestStatus.status).toBe('approved');
    const sent = await gql(
      `mutation S($id: ID!, $s: [ID!]!) { sendMaterialEnquiries(id: $id, supplier_ids: $s) { ${REQUEST_FIELDS} } }`,
      { id: mr.id, s: supplierIds },
      supervisor,
    );
    const enquiries = sent.body.data.sendMaterialEnquiries.enquiries as { id: string }[];
    const QUOTE = `mutation Q($id: ID!, $p: Int!) { recordMaterialQuote(enquiry_id: $id, input: {
      lines: [{ line_id: "${mr.lines[0].id}", unit_price_pence: $p, vat_code: "standard" }],
      lead_time_days: 2, valid_until: "2099-01-01" }) { ${REQUEST_FIELDS} } }`;
    await gql(QUOTE, { id: enquiries[0]!.id, p: 4_400 }, supervisor);
    const compared = await gql(QUOTE, { id: enquiries[1]!.id, p: 3_990 }, supervisor);
    const cheapest = compared.body.data.recordMaterialQuote.enquiries.find(
      (e: { is_cheapest: boolean }) => e.is_cheapest,
    );
    expect(cheapest).toMatchObject({ id: enquiries[1]!.id, net_pence: 9_975 }); // 2.5 × 3,990 = 9,975

    const ordered = await gql(
      `mutation { orderMaterialQuote(enquiry_id: "${cheapest.id}", input: { delivery_address: "Gate 2" }) { id reference status gross_pence lines { id } } }`,
      {},
      supervisor,
    );
    const po = ordered.body.data.orderMaterialQuote;
    expect(po).toMatchObject({ status: 'draft', gross_pence: 11_970 });
    const issued = await gql(
      `mutation { changePurchaseOrderStatus(id: "${po.id}", status: "issued") { status pdf_upload_id } }`,
      {},
      supervisor,
    );
    expect(issued.body.data.changePurchaseOrderStatus.status).toBe('issued');

    const pdf = await request(app)
      .get(`/files/purchase-orders/${po.id}/pdf`)
      .set('authorization', `Bearer ${stack.tokenFor(supervisor)}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.body as Buffer)).toContain(po.reference);
    expect((await request(app).get(`/files/purchase-orders/${po.id}/pdf`)).status).toBe(401);

    const delivered = await gql(
      `mutation { recordMaterialDelivery(purchase_order_id: "${po.id}", input: { lines: [{ line_id: "${po.lines[0].id}", quantity: 1.5 }], notes: "1 tonne short" }) { status lines { received_quantity } } }`,
      {},
      worker,
    );
    expect(delivered.body.data.recordMaterialDelivery).toEqual({
      status: 'part_delivered',
      lines: [{ received_quantity: 1.5 }],
    });
  });

  it('holds an over-delivery for a manager; a repeated supplier reference is a 409 with its message', async () => {
    const { po, line } = await makePo(project, 'issued');
    const PO_FIELDS = `status can_accept_over_delivery lines { received_quantity held_quantity }
      invoices { supplier_reference match { status expected_pence quantity_variance_pence price_variance_pence total_variance_pence mismatches } }`;
    const delivered = await gql(
      `mutation { recordMaterialDelivery(purchase_order_id: "${po.id}", input: { lines: [{ line_id: "${line.id}", quantity: 12 }] }) { ${PO_FIELDS} } }`,
      {},
      worker,
    );
    expect(delivered.body.data.recordMaterialDelivery).toMatchObject({
      status: 'delivered',
      can_accept_over_delivery: false,
      lines: [{ received_quantity: 10, held_quantity: 2 }],
    });
    const ACCEPT = `mutation A($id: ID!, $r: String!) { acceptMaterialOverDelivery(purchase_order_id: $id, reason: $r) { ${PO_FIELDS} } }`;
    const early = await gql(ACCEPT, { id: po.id, r: 'Keep them' }, supervisor);
    expect(early.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const noReason = await gql(ACCEPT, { id: po.id, r: ' ' }, manager);
    expect(noReason.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(noReason.body.errors)).toContain('Reason is required to accept an over-delivery');

    const INVOICE = `mutation I($id: ID!, $ref: String!) { addSupplierInvoice(purchase_order_id: $id, input: { supplier_reference: $ref, invoice_date: "2026-11-20", lines: [{ line_id: "${line.id}", quantity: 12, unit_price_pence: 700 }] }) { ${PO_FIELDS} } }`;
    const billed = await gql(INVOICE, { id: po.id, ref: 'BAG-12' }, supervisor);
    expect(billed.body.data.addSupplierInvoice.invoices[0].match).toEqual({
      status: 'mismatch',
      expected_pence: 7_000,
      quantity_variance_pence: 1_400,
      price_variance_pence: 0,
      total_variance_pence: 1_400,
      mismatches: [
        'Cement 25kg: 12 bag invoiced, only 10 ordered',
        'Cement 25kg: £84.00 invoiced, £70.00 ordered',
        'Invoice total £84.00 is above the order’s £70.00',
      ],
    });
    const again = await gql(INVOICE, { id: po.id, ref: 'bag-12' }, supervisor);
    expect(again.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(again.body.errors[0].message).toContain('has already invoiced BAG-12');

    const accepted = await gql(ACCEPT, { id: po.id, r: 'Two spare bags kept for the next pour' }, manager);
    expect(accepted.body.data.acceptMaterialOverDelivery.lines).toEqual([
      { received_quantity: 12, held_quantity: 0 },
    ]);
  });

  it('gives a worker null for prices, quotes, supplier invoices and their match; a manager the figures (decision 0023)', async () => {
    const { po, line } = await makePo(project, 'delivered', 10);
    await makeInvoice(po, line);
    const PO = `query P($id: ID!) { purchaseOrder(id: $id) { gross_pence reverse_charge_vat_pence
      lines { quantity unit_price_pence net_pence } invoices { gross_pence } invoice_variances { invoice_id } } }`;
    const forWorker = await gql(PO, { id: po.id }, worker);
    expect(forWorker.body.errors).toBeUndefined();
    expect(forWorker.body.data.purchaseOrder).toEqual({
      gross_pence: null,
      reverse_charge_vat_pence: null,
      lines: [{ quantity: 10, unit_price_pence: null, net_pence: null }],
      invoices: null,
      invoice_variances: null,
    });
    const forManager = (await gql(PO, { id: po.id }, manager)).body.data.purchaseOrder;
    expect(forManager.gross_pence).toBe(8_400);
    expect(forManager.lines[0].unit_price_pence).toBe(700);
    expect(forManager.invoices).toHaveLength(1);

    const enquiry = await makeMaterialEnquiry(project, true);
    const REQUEST = `query R($id: ID!) { materialRequest(id: $id) { enquiries { net_pence } quote_prices { unit_price_pence } } }`;
    expect((await gql(REQUEST, { id: enquiry.request_id }, worker)).body.data.materialRequest).toEqual({
      enquiries: null,
      quote_prices: null,
    });
    expect((await gql(REQUEST, { id: enquiry.request_id }, manager)).body.data.materialRequest).toEqual({
      enquiries: [{ net_pence: 7_000 }],
      quote_prices: [{ unit_price_pence: 700 }],
    });
  });
});
