// /api materials on real Postgres: 401 signed out, 404 for another company's records and for workers off the
// project, 403 for the wrong role, 400 with the messages, then the whole walk — request → approval → RFQ to two
// suppliers → quotes compared → the cheaper ordered → PO issued (PDF filed) → part delivery → an invoice flagged
// for the shortage that only a manager's override approves — with the requester's notifications, the project's
// costs and the status tables (every pair they lack is 409). PO numbers stay unique under concurrency.
import { QueryTypes } from 'sequelize';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Activity,
  ProjectTeamMember,
  Upload,
  type Company,
  type Project,
  type User,
} from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfText } from '../../test/pdf-text.js';
import { REQUEST_STATUSES, type RequestStatus } from './material-request.model.js';
import { makeInvoice, makePo, makeRequest, materialsSupplier } from './materials.fixtures.js';
import { MESSAGES } from './materials.schema.js';
import { MISMATCH_NEEDS_MANAGER } from './materials.policy.js';
import { OVERRIDE_REASON_REQUIRED } from './materials.service.js';
import { PO_STATUS, REQUEST_STATUS } from './materials.transitions.js';
import { PO_STATUSES, type PoStatus } from './purchase-order.model.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let project: Project;
let offProject: Project;
const u = {} as Record<'worker' | 'other' | 'supervisor' | 'manager', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });

beforeAll(async () => {
  company = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.other = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  project = await makeProject(company, [u.worker.id]);
  offProject = await makeProject(company, [u.other.id]);
  await project.update({ budget_materials_pence: 500_000 });
});

const newRequest = (body: Record<string, unknown> = {}, user = u.worker) =>
  request
    .post('/api/material-requests')
    .set(auth(user))
    .send({
      project_id: project.id,
      required_by: '2026-12-01',
      delivery_notes: 'Gate 2',
      lines: [
        { description: '7N blocks', quantity: 400, unit: 'each' },
        { description: 'Sharp sand', quantity: 2.5, unit: 'tonne' },
      ],
      ...body,
    });

describe('material requests: access and input', () => {
  it('401 signed out; another company’s request is 404 for every role; a worker off the project sees 404', async () => {
    expect((await request.get('/api/material-requests')).status).toBe(401);
    const mine = await makeRequest(project);
    const foreignCompany = await createCompany();
    const theirs = await makeRequest(await makeProject(foreignCompany));
    expect((await request.get(`/api/material-requests/${theirs.id}`).set(auth(u.manager))).status).toBe(404);
    expect((await request.get(`/api/material-requests/${mine.id}`).set(auth(u.other))).status).toBe(404);
    expect((await request.get(`/api/material-requests/${mine.id}`).set(auth(u.worker))).status).toBe(200);
    const list = await request.get('/api/material-requests?size=100').set(auth(u.other));
    expect(list.body.items.map((r: { id: string }) => r.id)).not.toContain(mine.id);
    // A worker asks only for the projects they are on.
    expect((await newRequest({ project_id: offProject.id })).status).toBe(404);
  });

  it('400 with the messages', async () => {
    const res = await newRequest({ project_id: 'nope', lines: [] });
    expect(res.status).toBe(400);
    const text = JSON.stringify(res.body);
    expect(text).toContain(MESSAGES.project);
    expect(text).toContain(MESSAGES.lines);
    const bad = await newRequest({ lines: [{ description: ' ', quantity: 1.2345, unit: '' }] });
    expect(bad.status).toBe(400);
    for (const m of [MESSAGES.description, MESSAGES.quantity, MESSAGES.unit])
      expect(JSON.stringify(bad.body)).toContain(m);
  });

  it('a worker cannot approve (403); a supervisor rejects only with a reason (400); the requester may cancel', async () => {
    const created = await newRequest();
    expect(created.status).toBe(201);
    expect(created.body.reference).toMatch(/^MR-\d{4}$/);
    expect(created.body.status_moves).toEqual(['cancelled']);
    const id = created.body.id as string;
    expect(
      (
        await request
          .post(`/api/material-requests/${id}/status`)
          .set(auth(u.worker))
          .send({ status: 'approved' })
      ).status,
    ).toBe(403);
    const noReason = await request
      .post(`/api/material-requests/${id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('Reason is required');
    const skip = await request
      .post(`/api/material-requests/${id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'delivered' });
    expect(skip.status).toBe(409);
    expect(skip.body.detail).toBe('Cannot change status from requested to delivered');
    const cancelled = await request
      .post(`/api/material-requests/${id}/status`)
      .set(auth(u.worker))
      .send({ status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
  });
});

describe('the status tables', () => {
  const LEGAL_REQUEST: Record<RequestStatus, RequestStatus[]> = {
    requested: ['approved', 'rejected', 'cancelled'],
    approved: ['quoting', 'ordered', 'cancelled'],
    rejected: [],
    quoting: ['ordered', 'cancelled'],
    ordered: ['part_delivered', 'delivered'],
    part_delivered: ['delivered'],
    delivered: [],
    cancelled: [],
  };
  const LEGAL_PO: Record<PoStatus, PoStatus[]> = {
    draft: ['issued', 'cancelled'],
    issued: ['cancelled', 'part_delivered', 'delivered'],
    part_delivered: ['delivered', 'invoiced'],
    delivered: ['invoiced'],
    invoiced: ['closed'],
    closed: [],
    cancelled: [],
  };

  it('hold exactly the issue’s moves; every other pair is 409', () => {
    for (const from of REQUEST_STATUSES) {
      expect(REQUEST_STATUS.allowed({ role: 'admin' }, from).sort(), from).toEqual(
        [...LEGAL_REQUEST[from]].sort(),
      );
      for (const to of REQUEST_STATUSES) {
        if (LEGAL_REQUEST[from].includes(to)) continue;
        expect(() => REQUEST_STATUS.check({ role: 'admin' }, from, to, 'x'), `${from}→${to}`).toThrow();
      }
    }
    for (const from of PO_STATUSES) {
      expect(PO_STATUS.allowed({ role: 'admin' }, from).sort(), from).toEqual([...LEGAL_PO[from]].sort());
      for (const to of PO_STATUSES) {
        if (LEGAL_PO[from].includes(to)) continue;
        expect(() => PO_STATUS.check({ role: 'admin' }, from, to, 'x'), `${from}→${to}`).toThrow();
      }
    }
    expect(REQUEST_STATUS.allowed({ role: 'worker' }, 'requested')).toEqual(['cancelled']);
    expect(PO_STATUS.allowed({ role: 'supervisor' }, 'invoiced')).toEqual([]);
  });

  it('cancelling an issued order needs a manager and a reason', async () => {
    const { po } = await makePo(project, 'issued');
    const path = `/api/purchase-orders/${po.id}/status`;
    expect(
      (await request.post(path).set(auth(u.supervisor)).send({ status: 'cancelled', reason: 'x' })).status,
    ).toBe(403);
    expect((await request.post(path).set(auth(u.manager)).send({ status: 'cancelled' })).status).toBe(400);
    const res = await request
      .post(path)
      .set(auth(u.manager))
      .send({ status: 'cancelled', reason: 'Supplier cannot deliver' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    const again = await request.post(path).set(auth(u.manager)).send({ status: 'cancelled', reason: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Purchase order is already cancelled');
  });
});

describe('the whole walk', () => {
  it('request → RFQ to two suppliers → cheaper quote ordered → issued → part delivery → mismatched invoice', async () => {
    const created = await newRequest();
    const id = created.body.id as string;
    const line = (n: number) => created.body.lines[n].id as string;

    const approved = await request
      .post(`/api/material-requests/${id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'approved' });
    expect(approved.body.status).toBe('approved');
    expect(approved.body.can_send_enquiries).toBe(true);

    const castle = await materialsSupplier(company);
    const bristol = await materialsSupplier(company);
    const sent = await request
      .post(`/api/material-requests/${id}/enquiries`)
      .set(auth(u.supervisor))
      .send({ supplier_ids: [castle.id, bristol.id] });
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('quoting');
    expect(sent.body.enquiries).toHaveLength(2);
    const enquiryFor = (s: { id: string }) =>
      sent.body.enquiries.find((e: { supplier: { id: string } }) => e.supplier.id === s.id).id as string;

    const quote = (enquiryId: string, blocks: number, sand: number) =>
      request
        .put(`/api/material-enquiries/${enquiryId}/quote`)
        .set(auth(u.supervisor))
        .send({
          lines: [
            { line_id: line(0), unit_price_pence: blocks, vat_code: 'standard' },
            { line_id: line(1), unit_price_pence: sand, vat_code: 'standard' },
          ],
          lead_time_days: 3,
          valid_until: '2099-01-31',
        });
    expect((await quote(enquiryFor(castle), 145, 4_250)).status).toBe(200);
    const compared = await quote(enquiryFor(bristol), 152, 3_990);
    // Castle: 400 × 145 = 58,000 + 2.5 × 4,250 = 10,625 → 68,625 net, VAT 13,725. Bristol: 60,800 + 9,975 = 70,775.
    const byId = Object.fromEntries(
      compared.body.enquiries.map((e: { supplier: { id: string } }) => [e.supplier.id, e]),
    );
    expect(byId[castle.id]).toMatchObject({
      net_pence: 68_625,
      vat_pence: 13_725,
      gross_pence: 82_350,
      is_cheapest: true,
      can_order: true,
    });
    expect(byId[bristol.id]).toMatchObject({ net_pence: 70_775, is_cheapest: false });

    const ordered = await request
      .post(`/api/material-enquiries/${enquiryFor(castle)}/order`)
      .set(auth(u.supervisor))
      .send({ delivery_address: 'Site gate 2' });
    expect(ordered.status).toBe(201);
    const po = ordered.body;
    expect(po).toMatchObject({
      status: 'draft',
      net_pence: 68_625,
      vat_pence: 13_725,
      gross_pence: 82_350,
      request_id: id,
    });
    expect(po.reference).toMatch(/^PO-\d{5}$/);
    expect(po.status_moves.sort()).toEqual(['cancelled', 'issued']);

    const issued = await request
      .post(`/api/purchase-orders/${po.id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'issued' });
    expect(issued.status).toBe(200);
    expect(issued.body.status).toBe('issued');
    const filed = await Upload.findByPk(issued.body.pdf_upload_id);
    expect(filed).toMatchObject({
      project_id: project.id,
      filename: `${po.reference}.pdf`,
      content_type: 'application/pdf',
    });
    const pdf = await request
      .get(`/api/purchase-orders/${po.id}/pdf`)
      .set(auth(u.supervisor))
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const text = await pdfText(pdf.body as Buffer);
    for (const words of [po.reference, 'Purchase order', '7N blocks', '£686.25', '£137.25', '£823.50'])
      expect(text).toContain(words);

    expect((await request.get(`/api/material-requests/${id}`).set(auth(u.worker))).body.status).toBe(
      'ordered',
    );

    // A part delivery taken in by the site supervisor: 300 of 400 blocks, all the sand.
    const delivered = await request
      .post(`/api/purchase-orders/${po.id}/deliveries`)
      .set(auth(u.supervisor))
      .send({
        lines: [
          { line_id: po.lines[0].id, quantity: 300 },
          { line_id: po.lines[1].id, quantity: 2.5 },
        ],
        notes: '100 blocks short; 4 damaged',
      });
    expect(delivered.status).toBe(201);
    expect(delivered.body.status).toBe('part_delivered');
    expect(delivered.body.lines.map((l: { received_quantity: number }) => l.received_quantity)).toEqual([
      300, 2.5,
    ]);
    expect((await request.get(`/api/material-requests/${id}`).set(auth(u.worker))).body.status).toBe(
      'part_delivered',
    );

    // The supplier bills the whole order: the match flags the 100 missing blocks at £1.45 = £145.00.
    const invoiced = await request
      .post(`/api/purchase-orders/${po.id}/invoices`)
      .set(auth(u.supervisor))
      .send({
        supplier_reference: 'CBM-4471',
        invoice_date: '2026-11-22',
        lines: [
          { line_id: po.lines[0].id, quantity: 400, unit_price_pence: 145 },
          { line_id: po.lines[1].id, quantity: 2.5, unit_price_pence: 4_250 },
        ],
      });
    expect(invoiced.status).toBe(201);
    const invoice = invoiced.body.invoices[0];
    expect(invoice.match.clean).toBe(false);
    expect(invoice.match.variances).toEqual([
      expect.objectContaining({ kind: 'quantity', amount_pence: 14_500 }),
    ]);
    expect(invoice).toMatchObject({
      net_pence: 68_625,
      vat_pence: 13_725,
      gross_pence: 82_350,
      can_approve: false,
      can_override: false,
    });

    const refused = await request
      .post(`/api/supplier-invoices/${invoice.id}/approve`)
      .set(auth(u.supervisor))
      .send({});
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(MISMATCH_NEEDS_MANAGER);
    const noReason = await request
      .post(`/api/supplier-invoices/${invoice.id}/approve`)
      .set(auth(u.manager))
      .send({});
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(OVERRIDE_REASON_REQUIRED);
    const approved2 = await request
      .post(`/api/supplier-invoices/${invoice.id}/approve`)
      .set(auth(u.manager))
      .send({ override_reason: 'Balance due Tuesday, credit agreed' });
    expect(approved2.status).toBe(200);
    expect(approved2.body.status).toBe('invoiced');
    expect(approved2.body.invoices[0]).toMatchObject({
      status: 'approved',
      override_reason: 'Balance due Tuesday, credit agreed',
    });

    // Costs: committed = the issued order's net; received = 300 × 145 + 2.5 × 4,250 = 54,125; invoiced 68,625.
    const costs = await request.get(`/api/projects/${project.id}/material-costs`).set(auth(u.supervisor));
    expect(costs.body).toMatchObject({
      committed_pence: 68_625,
      received_pence: 54_125,
      invoiced_pence: 68_625,
      budget_pence: 500_000,
    });

    // The requester heard of approval, order and delivery, deep-linked to the request.
    const notes = await request.get('/api/notifications').set(auth(u.worker));
    const mine = notes.body.items.filter(
      (n: { payload: { material_request_id: string | null } }) => n.payload.material_request_id === id,
    );
    expect(mine.map((n: { title: string }) => n.title).sort()).toEqual(
      [
        `Material request ${created.body.reference} was approved`,
        `Material request ${created.body.reference} has been ordered`,
        `Material request ${created.body.reference} was part delivered`,
      ].sort(),
    );

    const timeline = (await request.get(`/api/material-requests/${id}`).set(auth(u.worker))).body
      .timeline as { action: string; to: string | null }[];
    expect(timeline.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'created',
        'status_changed',
        'enquiries_sent',
        'quote_recorded',
        'issued',
        'delivery_recorded',
        'invoice_approved_override',
      ]),
    );
    expect(await Activity.count({ where: { entity_id: id, action: 'status_changed' } })).toBe(4);
  });

  it('a clean invoice is approved by a supervisor; a complete delivery makes the PO delivered', async () => {
    const { po, line } = await makePo(project, 'issued');
    const res = await request
      .post(`/api/purchase-orders/${po.id}/deliveries`)
      .set(auth(u.worker))
      .send({ lines: [{ line_id: line.id, quantity: 10 }] });
    expect(res.body.status).toBe('delivered');
    await line.reload();
    const invoice = await makeInvoice(po, line, 10, 700);
    expect(invoice.match_clean).toBe(true);
    const ok = await request
      .post(`/api/supplier-invoices/${invoice.id}/approve`)
      .set(auth(u.supervisor))
      .send({});
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('invoiced');
    const again = await request
      .post(`/api/supplier-invoices/${invoice.id}/approve`)
      .set(auth(u.supervisor))
      .send({});
    expect(again.status).toBe(409);
  });

  it('a delivery against a draft order is refused (409)', async () => {
    const { po, line } = await makePo(project, 'draft');
    const res = await request
      .post(`/api/purchase-orders/${po.id}/deliveries`)
      .set(auth(u.worker))
      .send({ lines: [{ line_id: line.id, quantity: 1 }] });
    expect(res.status).toBe(409);
  });
});

describe('purchase order numbers', () => {
  it('stay unique when eight orders are raised at once', async () => {
    const supplier = await materialsSupplier(company);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        request
          .post('/api/purchase-orders')
          .set(auth(u.supervisor))
          .send({
            project_id: project.id,
            supplier_id: supplier.id,
            lines: [
              {
                description: 'Cement',
                quantity: 1,
                unit: 'bag',
                unit_price_pence: 710,
                vat_code: 'standard',
              },
            ],
          }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const refs = results.map((r) => r.body.reference as string);
    expect(new Set(refs).size).toBe(8);
    const [dupes] = await sequelize.query<{ n: string }>(
      `SELECT count(*) AS n FROM (SELECT reference FROM purchase_orders WHERE company_id = :c GROUP BY reference HAVING count(*) > 1) d`,
      { type: QueryTypes.SELECT, replacements: { c: company.id } },
    );
    expect(Number(dupes!.n)).toBe(0);
  });

  it('list in pages for the supervisor; workers see only their projects’ orders', async () => {
    await makePo(offProject, 'issued');
    const all = await request.get('/api/purchase-orders?size=5').set(auth(u.supervisor));
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(5);
    expect(all.body.total).toBeGreaterThan(8);
    const worker = await request.get('/api/purchase-orders?size=100').set(auth(u.worker));
    expect(worker.body.items.every((p: { project: { id: string } }) => p.project.id === project.id)).toBe(
      true,
    );
    const member = await ProjectTeamMember.count({
      where: { project_id: offProject.id, user_id: u.worker.id },
    });
    expect(member).toBe(0);
  });
});
