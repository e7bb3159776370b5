// Purchase controls over HTTP on real Postgres (issue 32, decision 0046): the 10 × £45 order with 1,000
// on the lorry (the excess held until a manager accepts it with a reason; the £54,000 invoice never clean, a
// supervisor refused, a manager's override recorded), duplicate supplier references (409 naming the first, case
// and spaces aside, also when two arrive at once), a second invoice for the same goods, segregation of duties on
// requests and invoices, and the input limits (400, not a 500 from the columns).
import { beforeAll, describe, expect, it } from 'vitest';
import { Activity, type Company, type Project, type User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { makeInvoice, makePo, materialsSupplier } from './materials.fixtures.js';
import { MISMATCH_NEEDS_MANAGER } from './materials.policy.js';
import { MESSAGES } from './materials.schema.js';
import { NO_OVER_DELIVERY, OVERRIDE_REASON_REQUIRED } from './materials.service.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let project: Project;
const u = {} as Record<'worker' | 'supervisor' | 'supervisor2' | 'manager' | 'manager2', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });

beforeAll(async () => {
  company = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.supervisor2 = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  u.manager2 = await createUser(company, { role: 'manager' });
  project = await makeProject(company, [u.worker.id]);
});

type Line = { description?: string; quantity: number; unit_price_pence: number };
/** An issued order (through the API) to `supplierId` for the lines. */
async function issuedPo(supplierId: string, lines: Line[]) {
  const created = await request
    .post('/api/purchase-orders')
    .set(auth(u.supervisor))
    .send({
      project_id: project.id,
      supplier_id: supplierId,
      lines: lines.map((l) => ({ description: 'Steel lintel', unit: 'each', vat_code: 'standard', ...l })),
    });
  expect(created.status).toBe(201);
  const issued = await request
    .post(`/api/purchase-orders/${created.body.id}/status`)
    .set(auth(u.supervisor))
    .send({ status: 'issued' });
  expect(issued.status).toBe(200);
  return issued.body as { id: string; reference: string; lines: { id: string }[] };
}
const deliver = (poId: string, lines: { line_id: string; quantity: number }[], user = u.worker) =>
  request.post(`/api/purchase-orders/${poId}/deliveries`).set(auth(user)).send({ lines });
const invoice = (
  poId: string,
  ref: string,
  lines: { line_id: string; quantity: number; unit_price_pence: number }[],
  user = u.supervisor,
) =>
  request
    .post(`/api/purchase-orders/${poId}/invoices`)
    .set(auth(user))
    .send({ supplier_reference: ref, invoice_date: '2026-11-20', lines });
const approve = (id: string, user: User, override_reason?: string) =>
  request
    .post(`/api/supplier-invoices/${id}/approve`)
    .set(auth(user))
    .send(override_reason === undefined ? {} : { override_reason });

describe('over-delivery: held until a manager accepts it', () => {
  it('the issue’s case: 10 × £45 ordered, 1,000 delivered, a £54,000 invoice', async () => {
    const supplier = await materialsSupplier(company);
    const po = await issuedPo(supplier.id, [{ quantity: 10, unit_price_pence: 4_500 }]);
    const lineId = po.lines[0]!.id;

    const lorry = await deliver(po.id, [{ line_id: lineId, quantity: 1_000 }]);
    expect(lorry.status).toBe(201);
    expect(lorry.body.status).toBe('delivered');
    expect(lorry.body.lines[0]).toMatchObject({ quantity: 10, received_quantity: 10, held_quantity: 990 });
    expect(lorry.body.deliveries[0].lines[0]).toMatchObject({ quantity: 1_000, held_quantity: 990 });
    expect(lorry.body.can_accept_over_delivery).toBe(false);
    const held = await Activity.findOne({ where: { entity_id: po.id, action: 'over_delivery_held' } });
    expect(held?.details).toMatchObject({ lines: [{ line_id: lineId, quantity: 990 }] });
    // The held 990 are not received: the cost panel counts 10 × £45.
    const costs = await request.get(`/api/projects/${project.id}/material-costs`).set(auth(u.supervisor));
    expect(costs.body.received_pence).toBe(45_000);

    // 1,000 × £45 = £45,000 net, £54,000 gross: a mismatch, never clean; the split adds up to the excess.
    const billed = await invoice(po.id, 'STL-1000', [
      { line_id: lineId, quantity: 1_000, unit_price_pence: 4_500 },
    ]);
    expect(billed.status).toBe(201);
    const inv = billed.body.invoices[0];
    expect(inv.gross_pence).toBe(5_400_000);
    expect(inv.match).toMatchObject({
      clean: false,
      status: 'mismatch',
      invoiced_pence: 4_500_000,
      expected_pence: 45_000,
      quantity_variance_pence: 4_455_000,
      price_variance_pence: 0,
      total_variance_pence: 4_455_000,
    });
    expect(inv.match.mismatches).toContain('Steel lintel: 1000 each invoiced, only 10 ordered');
    expect(inv).toMatchObject({
      can_approve: false,
      can_override: false,
      approval_note: 'You raised this supplier invoice, so someone else must approve it',
    });
    const forOther = await request.get(`/api/purchase-orders/${po.id}`).set(auth(u.supervisor2));
    expect(forOther.body.invoices[0]).toMatchObject({
      can_approve: false,
      can_override: false,
      approval_note: MISMATCH_NEEDS_MANAGER,
    });

    // A supervisor cannot approve it.
    const refused = await approve(inv.id, u.supervisor2);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(MISMATCH_NEEDS_MANAGER);

    // Accepting the over-delivery: a manager, with a reason.
    const path = `/api/purchase-orders/${po.id}/over-delivery/accept`;
    expect((await request.post(path).set(auth(u.supervisor)).send({ reason: 'x' })).status).toBe(403);
    const noReason = await request.post(path).set(auth(u.manager)).send({ reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(MESSAGES.overDeliveryReason);
    const seen = await request.get(`/api/purchase-orders/${po.id}`).set(auth(u.manager));
    expect(seen.body.can_accept_over_delivery).toBe(true);
    const accepted = await request
      .post(path)
      .set(auth(u.manager))
      .send({ reason: 'Keeping them for phase 2; order to be amended' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.lines[0]).toMatchObject({ received_quantity: 1_000, held_quantity: 0 });
    expect(accepted.body.can_accept_over_delivery).toBe(false);
    const row = await Activity.findOne({ where: { entity_id: po.id, action: 'over_delivery_accepted' } });
    expect(row).toMatchObject({
      reason: 'Keeping them for phase 2; order to be amended',
      actor_id: u.manager.id,
    });
    expect(row?.details).toMatchObject({ lines: [{ quantity: 990, value_pence: 4_455_000 }] });
    const again = await request.post(path).set(auth(u.manager)).send({ reason: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(NO_OVER_DELIVERY);

    // The invoice is still above the order: only a manager's override, with a reason, approves it.
    expect((await approve(inv.id, u.manager)).status).toBe(400);
    expect(JSON.stringify((await approve(inv.id, u.manager)).body)).toContain(OVERRIDE_REASON_REQUIRED);
    const overridden = await approve(inv.id, u.manager, 'Order amended to 1,000 by the QS, ref VO-12');
    expect(overridden.status).toBe(200);
    expect(overridden.body.invoices[0]).toMatchObject({
      status: 'approved',
      override_reason: 'Order amended to 1,000 by the QS, ref VO-12',
      approved_by: expect.objectContaining({ id: u.manager.id }),
    });
    const override = await Activity.findOne({
      where: { entity_id: po.id, action: 'invoice_approved_override' },
    });
    expect(override?.reason).toBe('Order amended to 1,000 by the QS, ref VO-12');
  });

  it('a delivery within the order holds nothing; a worker cannot accept (403)', async () => {
    const { po, line } = await makePo(project, 'issued', 0, 0);
    const res = await deliver(po.id, [{ line_id: line.id, quantity: 6 }]);
    expect(res.body.lines[0]).toMatchObject({ received_quantity: 6, held_quantity: 0 });
    expect(res.body.status).toBe('part_delivered');
    const more = await deliver(po.id, [{ line_id: line.id, quantity: 5 }]);
    // 4 more were due: 1 held.
    expect(more.body.lines[0]).toMatchObject({ received_quantity: 10, held_quantity: 1 });
    const path = `/api/purchase-orders/${po.id}/over-delivery/accept`;
    expect((await request.post(path).set(auth(u.worker)).send({ reason: 'x' })).status).toBe(403);
    const none = await makePo(project, 'issued', 10, 0);
    const nothing = await request
      .post(`/api/purchase-orders/${none.po.id}/over-delivery/accept`)
      .set(auth(u.manager))
      .send({ reason: 'x' });
    expect(nothing.status).toBe(409);
  });
});

describe('the three-way match over HTTP', () => {
  it('an invoice above the received quantity is a variance; a clean one is approved by a supervisor', async () => {
    const supplier = await materialsSupplier(company);
    const po = await issuedPo(supplier.id, [{ quantity: 400, unit_price_pence: 145 }]);
    const lineId = po.lines[0]!.id;
    await deliver(po.id, [{ line_id: lineId, quantity: 400 }]);
    // The overlap: 420 at £1.50 against 400 at £1.45 → £29.00 quantity + £21.00 price = £50.00.
    const over = await invoice(po.id, 'OVL-1', [{ line_id: lineId, quantity: 420, unit_price_pence: 150 }]);
    expect(over.body.invoices[0].match).toMatchObject({
      status: 'mismatch',
      expected_pence: 58_000,
      invoiced_pence: 63_000,
      quantity_variance_pence: 2_900,
      price_variance_pence: 2_100,
      total_variance_pence: 5_000,
    });
  });

  it('a second invoice for the same goods is never clean, even with a new reference', async () => {
    const supplier = await materialsSupplier(company);
    const po = await issuedPo(supplier.id, [{ quantity: 10, unit_price_pence: 700 }]);
    const lineId = po.lines[0]!.id;
    await deliver(po.id, [{ line_id: lineId, quantity: 10 }]);
    const first = await invoice(po.id, 'CB-100', [{ line_id: lineId, quantity: 10, unit_price_pence: 700 }]);
    expect(first.body.invoices[0].match.status).toBe('clean');
    expect(first.body.invoices[0].can_approve).toBe(false); // the supervisor entered it
    const copy = await invoice(po.id, 'CB-100A', [{ line_id: lineId, quantity: 10, unit_price_pence: 700 }]);
    expect(copy.status).toBe(201);
    const second = copy.body.invoices[1];
    expect(second.match).toMatchObject({
      clean: false,
      status: 'mismatch',
      expected_pence: 0,
      quantity_variance_pence: 7_000,
      total_variance_pence: 7_000,
    });
    expect(second.match.mismatches[0]).toBe('Steel lintel: 20 each invoiced to date, only 10 ordered');
    expect((await approve(second.id, u.supervisor2)).status).toBe(403);
  });
});

describe('invoices matched before decision 0046', () => {
  it('are read in today’s shape: the split summed from their variances, the basis from their net', async () => {
    const { po, line } = await makePo(project, 'part_delivered', 7);
    const inv = await makeInvoice(po, line, 10, 710, null, 'OLD-1');
    // As stored before: only clean, the variances (quantity at the invoiced price) and their total.
    const old = {
      clean: false,
      variances: [
        {
          line_id: line.id,
          description: 'Cement 25kg',
          kind: 'price',
          ordered_quantity: 10,
          received_quantity: 7,
          invoiced_quantity: 10,
          ordered_unit_price_pence: 700,
          invoiced_unit_price_pence: 710,
          amount_pence: 100,
          message: 'Cement 25kg: invoiced at £7.10 a bag, ordered at £7.00',
        },
        {
          line_id: line.id,
          description: 'Cement 25kg',
          kind: 'quantity',
          ordered_quantity: 10,
          received_quantity: 7,
          invoiced_quantity: 10,
          ordered_unit_price_pence: 700,
          invoiced_unit_price_pence: 710,
          amount_pence: 2_130,
          message: 'Cement 25kg: invoiced 10 bag, received 7 (ordered 10)',
        },
      ],
      total_variance_pence: 2_230,
    };
    await sequelize.query('UPDATE supplier_invoices SET match = :m::jsonb WHERE id = :id', {
      replacements: { m: JSON.stringify(old), id: inv.id },
    });
    const res = await request.get(`/api/purchase-orders/${po.id}`).set(auth(u.manager));
    expect(res.status).toBe(200);
    expect(res.body.invoices[0].match).toMatchObject({
      status: 'variance',
      mismatches: [],
      invoiced_pence: 7_100,
      expected_pence: 4_870,
      quantity_variance_pence: 2_130,
      price_variance_pence: 100,
      total_variance_pence: 2_230,
    });
    expect(res.body.invoices[0].match.variances[0]).toMatchObject({
      matched_quantity: 7,
      invoiced_before_quantity: 0,
    });
  });
});

describe('duplicate supplier references', () => {
  it('409 naming the first invoice, its order and date, whatever the case, spaces and punctuation; another supplier may use it', async () => {
    const supplier = await materialsSupplier(company);
    const a = await issuedPo(supplier.id, [{ quantity: 10, unit_price_pence: 700 }]);
    const b = await issuedPo(supplier.id, [{ quantity: 10, unit_price_pence: 700 }]);
    const line = (po: { lines: { id: string }[] }) => [
      { line_id: po.lines[0]!.id, quantity: 1, unit_price_pence: 700 },
    ];
    expect((await invoice(a.id, 'INV-4471', line(a))).status).toBe(201);
    for (const again of ['INV-4471', 'inv-4471', ' INV - 4471 ', 'inv 4471', 'INV4471', 'INV/4471']) {
      const dup = await invoice(b.id, again, line(b));
      expect(dup.status, again).toBe(409);
      expect(dup.body.detail).toBe(
        `${supplier.name} has already invoiced INV-4471 (on ${a.reference}, dated 20/11/2026): a supplier’s reference can be entered only once`,
      );
    }
    const sameOrder = await invoice(a.id, 'inv-4471 ', line(a));
    expect(sameOrder.status).toBe(409);
    const other = await materialsSupplier(company);
    const c = await issuedPo(other.id, [{ quantity: 10, unit_price_pence: 700 }]);
    expect((await invoice(c.id, 'INV-4471', line(c))).status).toBe(201);
  });

  it('two entries of one reference at once: one is entered, the other is 409', async () => {
    const supplier = await materialsSupplier(company);
    const a = await issuedPo(supplier.id, [{ quantity: 10, unit_price_pence: 700 }]);
    const b = await issuedPo(supplier.id, [{ quantity: 10, unit_price_pence: 700 }]);
    const results = await Promise.all(
      [a, b].map((po) =>
        invoice(po.id, 'RACE-1', [{ line_id: po.lines[0]!.id, quantity: 1, unit_price_pence: 700 }]),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.detail).toContain('has already invoiced RACE-1');
  });
});

describe('segregation of duties', () => {
  it('the requester cannot approve or reject their own request (409); another supervisor can', async () => {
    const created = await request
      .post('/api/material-requests')
      .set(auth(u.supervisor))
      .send({ project_id: project.id, lines: [{ description: 'Sharp sand', quantity: 2, unit: 'tonne' }] });
    expect(created.status).toBe(201);
    expect(created.body.status_moves).toEqual(['cancelled']);
    expect(created.body.decision_note).toBe(
      'You raised this material request, so someone else must approve it',
    );
    const path = `/api/material-requests/${created.body.id}/status`;
    const own = await request.post(path).set(auth(u.supervisor)).send({ status: 'approved' });
    expect(own.status).toBe(409);
    expect(own.body.detail).toBe('You raised this material request, so someone else must approve it');
    const ownReject = await request
      .post(path)
      .set(auth(u.supervisor))
      .send({ status: 'rejected', reason: 'Not needed' });
    expect(ownReject.status).toBe(409);
    const seen = await request.get(`/api/material-requests/${created.body.id}`).set(auth(u.supervisor2));
    expect(seen.body.status_moves.sort()).toEqual(['approved', 'cancelled', 'rejected']);
    expect(seen.body.decision_note).toBeNull();
    const ok = await request.post(path).set(auth(u.supervisor2)).send({ status: 'approved' });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('approved');
    expect(seen.body.reason_moves).toEqual(['rejected']);
    // Approved by someone else: the requester is offered no move (no cancel, no reason box) and is refused one
    // (409, issue 35); a buyer who did not raise it may cancel, with a reason.
    const after = await request.get(`/api/material-requests/${created.body.id}`).set(auth(u.supervisor));
    expect(after.body.status_moves).toEqual([]);
    expect(after.body.reason_moves).toEqual([]);
    const cancel = await request
      .post(path)
      .set(auth(u.supervisor))
      .send({ status: 'cancelled', reason: 'x' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.detail).toBe(
      'You raised this material request and it has been approved: ask a buyer to cancel it',
    );
    const buyer = await request.get(`/api/material-requests/${created.body.id}`).set(auth(u.supervisor2));
    expect(buyer.body.status_moves).toEqual(['cancelled']);
    expect(buyer.body.reason_moves).toEqual(['cancelled']);
  });

  it('bulk approval decides each request on its own and says why one was refused (issue 35)', async () => {
    const ask = async (user: User) =>
      (
        await request
          .post('/api/material-requests')
          .set(auth(user))
          .send({ project_id: project.id, lines: [{ description: 'Cement', quantity: 10, unit: 'bag' }] })
      ).body as { id: string; reference: string };
    const a = await ask(u.worker);
    const b = await ask(u.worker);
    const own = await ask(u.supervisor);
    const res = await request
      .post('/api/material-requests/bulk-status')
      .set(auth(u.supervisor))
      .send({ ids: [a.id, own.id, b.id], status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: a.id, label: a.reference, done: true, message: null },
      {
        id: own.id,
        label: null,
        done: false,
        message: 'You raised this material request, so someone else must approve it',
      },
      { id: b.id, label: b.reference, done: true, message: null },
    ]);
    const again = await request
      .post('/api/material-requests/bulk-status')
      .set(auth(u.supervisor))
      .send({ ids: [a.id], status: 'rejected', reason: 'Changed my mind' });
    expect(again.body.results[0]).toMatchObject({
      done: false,
      message: 'Cannot change status from approved to rejected',
    });
    const worker = await request
      .post('/api/material-requests/bulk-status')
      .set(auth(u.worker))
      .send({ ids: [b.id], status: 'approved' });
    expect(worker.status).toBe(403);
  });

  it('whoever entered an invoice cannot approve it (409), nor override it as a manager; someone else can', async () => {
    const { po, line } = await makePo(project, 'delivered', 10);
    const clean = await makeInvoice(po, line, 10, 700, u.supervisor.id, 'SOD-1');
    expect(clean.match_clean).toBe(true);
    const own = await approve(clean.id, u.supervisor);
    expect(own.status).toBe(409);
    expect(own.body.detail).toBe('You raised this supplier invoice, so someone else must approve it');
    const read = await request.get(`/api/purchase-orders/${po.id}`).set(auth(u.supervisor));
    expect(read.body.invoices[0]).toMatchObject({
      can_approve: false,
      approval_note: 'You raised this supplier invoice, so someone else must approve it',
      entered_by: expect.objectContaining({ id: u.supervisor.id }),
    });
    expect((await approve(clean.id, u.supervisor2)).status).toBe(200);

    const other = await makePo(project, 'delivered', 8);
    const mismatched = await makeInvoice(other.po, other.line, 10, 700, u.manager.id, 'SOD-2');
    expect(mismatched.match_clean).toBe(false);
    const ownOverride = await approve(mismatched.id, u.manager, 'Balance on the next lorry');
    expect(ownOverride.status).toBe(409);
    expect(ownOverride.body.detail).toBe('You raised this supplier invoice, so someone else must approve it');
    const byOther = await approve(mismatched.id, u.manager2, 'Balance on the next lorry');
    expect(byOther.status).toBe(200);
  });
});

describe('input limits: 400 with the message, never a 500 from the columns', () => {
  const po = (line: Record<string, unknown>) =>
    request
      .post('/api/purchase-orders')
      .set(auth(u.supervisor))
      .send({
        project_id: project.id,
        supplier_id: supplierId,
        lines: [
          {
            description: 'Sand',
            unit: 'tonne',
            vat_code: 'standard',
            quantity: 1,
            unit_price_pence: 1,
            ...line,
          },
        ],
      });
  let supplierId: string;
  beforeAll(async () => {
    supplierId = (await materialsSupplier(company)).id;
  });

  it('quantities beyond NUMERIC(12,3), prices beyond £100m, a line beyond £10bn', async () => {
    for (const [line, message] of [
      [{ quantity: 1_000_000_000 }, MESSAGES.quantityMax],
      [{ quantity: 1e300 }, MESSAGES.quantityMax],
      [{ unit_price_pence: 100_000_000_01 }, MESSAGES.unitPriceMax],
      [{ quantity: 999_999_999.999, unit_price_pence: 100_000_000_00 }, MESSAGES.lineValue],
    ] as const) {
      const res = await po(line);
      expect(res.status, JSON.stringify(line)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await po({ quantity: 999_999_999.999, unit_price_pence: 1_000 })).status).toBe(201);
    const request_ = await request
      .post('/api/material-requests')
      .set(auth(u.worker))
      .send({ project_id: project.id, lines: [{ description: 'Sand', quantity: 1e12, unit: 'tonne' }] });
    expect(request_.status).toBe(400);
    expect(JSON.stringify(request_.body)).toContain(MESSAGES.quantityMax);
  });

  it('deliveries and invoices: a quantity or value past the limits is 400', async () => {
    const { po: other, line: l2 } = await makePo(project, 'part_delivered', 5);
    const schema = await deliver(other.id, [{ line_id: l2.id, quantity: 1_000_000_000 }]);
    expect(schema.status).toBe(400);
    expect(JSON.stringify(schema.body)).toContain(MESSAGES.quantityMax);
    // Within the schema, but 5 received + 999,999,999.999 more would pass NUMERIC(12,3) on the line.
    const column = await deliver(other.id, [{ line_id: l2.id, quantity: 999_999_999.999 }]);
    expect(column.status).toBe(400);
    expect(column.body.detail).toEqual([MESSAGES.quantityMax]);
    const bigInvoice = await invoice(other.id, 'BIG-1', [
      { line_id: l2.id, quantity: 999_999_999, unit_price_pence: 100_000_000_00 },
    ]);
    expect(bigInvoice.status).toBe(400);
    expect(JSON.stringify(bigInvoice.body)).toContain(MESSAGES.lineValue);
  });

  it('the OpenAPI document carries the limits', async () => {
    const doc = JSON.stringify((await request.get('/api/openapi.json')).body);
    expect(doc).toContain('"maximum":999999999.999');
    expect(doc).toContain('"maximum":10000000000');
  });
});
