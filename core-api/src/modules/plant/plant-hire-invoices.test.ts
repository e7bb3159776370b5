// Plant hire invoices and the plant request's segregation of duties (issue 32, decision 0050): the arithmetic on
// worked examples at the edges (wet hire at each CIS status, rounding down, self-drive hire outside CIS, the 5%
// disregard at 4.99% and 5.01%, a company that is not VAT-registered) and, over HTTP on real Postgres, the
// refusals — own request approved (409), worker (403), another company (404), a reference entered twice (409
// naming the first), wet hire from a supplier with no CIS status (409), before on-hire (409), beyond the limits
// (400) — then the happy path to the CIS month's rows.
import { describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../lib/calendar.js';
import { MAX_PENCE } from '../../lib/limits.js';
import { makeProject } from '../../security/world.js';
import { type Company, type Role, type User } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { setVatRegistered } from '../settings/settings.fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { taxMonthOf } from '../labour/index.js';
import { Supplier } from '../suppliers/index.js';
import { plantCisPayments } from './index.js';
import {
  DRY_HIRE_REASON,
  HIRE_INVOICE_FAULTS,
  HireInvoiceError,
  hireInvoiceFigures,
  type HireInvoiceInput,
} from './plant-hire-invoice-figures.js';
import { makeHireInvoice, makeRate, makeRequest } from './plant.fixtures.js';
import { HIRE_INVOICE_MESSAGES } from './plant.schema.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

const WET: HireInvoiceInput = {
  hire_pence: 100_000,
  materials_pence: 8_000,
  materials_cost_pence: 6_000,
  with_operator: true,
  cis_status: 'net',
  vat_rate: 'standard',
  supplier_vat_registered: true,
  customer_vat_registered: true,
  customer_end_user: false,
};

describe('hire invoice arithmetic (worked examples)', () => {
  it('wet hire, net status: 20% on the invoice less the direct cost of fuel; reverse charge on the whole', () => {
    const f = hireInvoiceFigures(WET);
    expect(f).toMatchObject({
      net_pence: 108_000,
      within_cis: true,
      cis_rate_percent: 20,
      cis_base_pence: 102_000,
      cis_deduction_pence: 20_400,
      vat_treatment: 'reverse_charge',
      vat_pence: 0,
      reverse_charge_vat_pence: 21_600,
      gross_pence: 108_000,
      payable_pence: 87_600,
    });
    expect(f.cis_reason).toContain('CISR14260');
    expect(f.reverse_charge_wording).toContain('Reverse charge');
  });

  it('wet hire: unverified 30% rounds down to the penny; gross 0% still within CIS', () => {
    const unverified = hireInvoiceFigures({
      ...WET,
      hire_pence: 33_333,
      materials_pence: 0,
      materials_cost_pence: 0,
      cis_status: 'unverified',
    });
    expect(unverified).toMatchObject({ cis_base_pence: 33_333, cis_deduction_pence: 9_999 }); // 9,999.9 → 9,999
    const gross = hireInvoiceFigures({ ...WET, cis_status: 'gross' });
    expect(gross).toMatchObject({ within_cis: true, cis_rate_percent: 0, cis_deduction_pence: 0 });
  });

  it('self-drive (dry) hire: no CIS whatever the supplier’s status, normal VAT', () => {
    const f = hireInvoiceFigures({ ...WET, with_operator: false, cis_status: null });
    expect(f).toMatchObject({
      within_cis: false,
      cis_rate_percent: null,
      cis_deduction_pence: 0,
      cis_reason: DRY_HIRE_REASON,
      vat_treatment: 'charged',
      vat_pence: 21_600,
      gross_pence: 129_600,
      payable_pence: 129_600,
    });
    expect(f.steps.map((s) => s.key)).not.toContain('cis_deduction');
  });

  it('the 5% disregard decides the VAT of a wet hire that is mostly fuel: 4.99% normal VAT, 5.01% reverse charge', () => {
    const at499 = hireInvoiceFigures({
      ...WET,
      hire_pence: 499,
      materials_pence: 9_501,
      materials_cost_pence: 9_501,
    });
    expect(at499).toMatchObject({ vat_treatment: 'charged', vat_pence: 2_000, reverse_charge_vat_pence: 0 });
    expect(at499.vat_reason).toContain('4.99%');
    const at501 = hireInvoiceFigures({
      ...WET,
      hire_pence: 501,
      materials_pence: 9_499,
      materials_cost_pence: 9_499,
    });
    expect(at501).toMatchObject({
      vat_treatment: 'reverse_charge',
      vat_pence: 0,
      reverse_charge_vat_pence: 2_000,
    });
    expect(at501.vat_reason).toContain('5.01%');
  });

  it('we are not VAT-registered: the supplier charges VAT, no reverse charge; a supplier not registered charges none', () => {
    const us = hireInvoiceFigures({ ...WET, customer_vat_registered: false });
    expect(us).toMatchObject({ vat_treatment: 'charged', vat_pence: 21_600, cis_deduction_pence: 20_400 });
    expect(us.vat_reason).toContain('we are not VAT-registered');
    const them = hireInvoiceFigures({ ...WET, supplier_vat_registered: false });
    expect(them).toMatchObject({ vat_treatment: 'not_registered', vat_pence: 0, gross_pence: 108_000 });
  });

  it('refuses a materials cost above the materials charged, and wet hire without a CIS status', () => {
    expect(() => hireInvoiceFigures({ ...WET, materials_cost_pence: 8_001 })).toThrow(
      HIRE_INVOICE_FAULTS.materialsCost,
    );
    expect(() => hireInvoiceFigures({ ...WET, cis_status: null })).toThrow(HireInvoiceError);
  });
});

async function crew(company: Company) {
  const users = {} as Record<Role, User>;
  const headers = {} as Record<Role, { Authorization: string }>;
  for (const role of ['worker', 'supervisor', 'manager', 'admin'] as Role[]) {
    users[role] = await createUser(company, { role });
    headers[role] = { Authorization: bearer(users[role]) };
  }
  return { users, headers };
}

/** A company (VAT-registered) with its crew and a project the worker is on. */
async function world() {
  const company = await createCompany();
  await setVatRegistered(company);
  const { users, headers } = await crew(company);
  const project = await makeProject(company, [users.worker.id]);
  return { company, users, headers, project };
}

const today = londonDate();

describe('segregation of duties on plant requests', () => {
  it('nobody approves their own request (409 with the reason; can_approve false); another supervisor may', async () => {
    const { company, users, headers, project } = await world();
    const own = await makeRequest(company, project.id, users.supervisor.id);
    await own.update({ required_from: today });
    const rate = await makeRate(company, { valid_from: addDays(today, -30) });
    const body = { fulfilment: 'hire', rate_id: rate.id };
    const view = await request.get(`/api/plant/requests/${own.id}`).set(headers.supervisor);
    expect(view.body.abilities).toMatchObject({
      can_approve: false,
      approve_refusal: 'You raised this plant request, so someone else must approve it',
    });
    const refused = await request
      .post(`/api/plant/requests/${own.id}/approve`)
      .set(headers.supervisor)
      .send(body);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('You raised this plant request, so someone else must approve it');
    const other = await request.get(`/api/plant/requests/${own.id}`).set(headers.manager);
    expect(other.body.abilities).toMatchObject({ can_approve: true, approve_refusal: null });
    const ok = await request.post(`/api/plant/requests/${own.id}/approve`).set(headers.manager).send(body);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('approved');
  });
});

describe('/api/plant hire invoices', () => {
  async function wetHire(cis: 'net' | 'gross' | 'unverified' | null = 'net') {
    const w = await world();
    const hire = await makeRequest(w.company, w.project.id, w.users.worker.id, 'on_hire');
    await hire.update({ with_operator: true });
    const supplier = (await Supplier.findByPk(hire.supplier_id!))!;
    await supplier.update({
      kinds: ['plant', 'subcontractor'],
      cis_status: cis,
      vat_number: 'GB123456789',
      utr: '1234567890',
    });
    return { ...w, hire, supplier };
  }
  const invoice = (ref = 'INV-1001') => ({
    supplier_reference: ref,
    invoice_date: today,
    hire_pence: 100_000,
    materials_pence: 8_000,
    materials_cost_pence: 6_000,
  });

  it('refuses: worker 403, another company 404, before on-hire 409, wet hire without CIS status 409, bad input 400', async () => {
    const { company, users, headers, project, hire } = await wetHire(null);
    const path = `/api/plant/requests/${hire.id}/hire-invoices`;
    expect((await request.post(path).send(invoice())).status).toBe(401);
    expect((await request.post(path).set(headers.worker).send(invoice())).status).toBe(403);
    const stranger = await crew(await createCompany());
    const foreign = await request.post(path).set(stranger.headers.admin).send(invoice());
    expect(foreign.status).toBe(404);
    const noStatus = await request.post(path).set(headers.supervisor).send(invoice());
    expect(noStatus.status).toBe(409);
    expect(noStatus.body.detail).toContain('has no CIS status');
    const approved = await makeRequest(company, project.id, users.worker.id, 'approved');
    const early = await request
      .post(`/api/plant/requests/${approved.id}/hire-invoices`)
      .set(headers.supervisor)
      .send(invoice());
    expect(early.status).toBe(409);
    expect(early.body.detail).toContain('gone on hire');
    for (const [body, message] of [
      [{ ...invoice(), hire_pence: 1e16 }, HIRE_INVOICE_MESSAGES.hire],
      [{ ...invoice(), hire_pence: MAX_PENCE + 1 }, HIRE_INVOICE_MESSAGES.hire],
      [{ ...invoice(), materials_cost_pence: 9_000 }, HIRE_INVOICE_FAULTS.materialsCost],
      [
        { ...invoice(), hire_pence: 0, materials_pence: 0, materials_cost_pence: 0 },
        HIRE_INVOICE_MESSAGES.nothing,
      ],
      [{ ...invoice(), supplier_reference: ' ' }, HIRE_INVOICE_MESSAGES.supplierReference],
    ] as const) {
      const res = await request.post(path).set(headers.supervisor).send(body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toContain(message);
    }
  });

  it('wet hire from a CIS supplier: the deduction, a duplicate reference refused naming the first, paid by another, in the CIS month', async () => {
    const { company, users, headers, hire, supplier } = await wetHire('net');
    const path = `/api/plant/requests/${hire.id}/hire-invoices`;
    const recorded = await request.post(path).set(headers.supervisor).send(invoice('INV-1001'));
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({
      within_cis: true,
      cis_status: 'net',
      cis_base_pence: 102_000,
      cis_deduction_pence: 20_400,
      vat_treatment: 'reverse_charge',
      reverse_charge_vat_pence: 21_600,
      payable_pence: 87_600,
      status: 'recorded',
      abilities: { can_pay: false },
    });
    // On hire since 10 days ago at £95/day + £50 delivery: at most 9 working days, £905 — below the £1,000
    // invoiced, so the comparison warns.
    expect(recorded.body.hire_cost_to_date_pence).toBeGreaterThan(0);
    expect(recorded.body.hire_cost_to_date_pence).toBeLessThanOrEqual(90_500);
    expect(recorded.body.over_hire_cost_pence).toBe(100_000 - recorded.body.hire_cost_to_date_pence);
    expect(recorded.body.warnings[0]).toContain('above the hire cost to date');

    const again = await request.post(path).set(headers.manager).send(invoice('inv 1001'));
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain(`${supplier.name}’s invoice INV-1001 is already entered`);
    expect(again.body.detail).toContain(hire.reference);

    const list = await request.get(path).set(headers.supervisor);
    expect(list.body).toMatchObject({ with_operator: true, can_record: true, invoiced_pence: 100_000 });
    expect(list.body.items).toHaveLength(1);

    const pay = `/api/plant/hire-invoices/${recorded.body.id}/pay`;
    expect((await request.post(pay).set(headers.supervisor).send({})).status).toBe(403);
    // The manager who enters an invoice cannot pay it.
    const own = await request
      .post(path)
      .set(headers.manager)
      .send({ ...invoice('INV-1002'), hire_pence: 10_000, materials_pence: 0, materials_cost_pence: 0 });
    expect(own.status).toBe(201);
    const selfPaid = await request
      .post(`/api/plant/hire-invoices/${own.body.id}/pay`)
      .set(headers.manager)
      .send({});
    expect(selfPaid.status).toBe(409);
    expect(selfPaid.body.detail).toBe('You raised this hire invoice, so someone else must approve it');

    const paid = await request.post(pay).set(headers.manager).send({ payment_date: today });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', payment_date: today });
    expect((await request.post(pay).set(headers.admin).send({})).body.detail).toBe(
      'This hire invoice is already paid',
    );

    // A dry hire paid the same month from the same company: not in the CIS month.
    const dry = await makeRequest(company, hire.project_id, users.worker.id, 'on_hire');
    await makeHireInvoice(dry, users.supervisor.id, { status: 'paid' });
    const rows = await plantCisPayments(sequelize, company.id, taxMonthOf(today));
    expect(rows).toEqual([
      expect.objectContaining({
        supplier_id: supplier.id,
        cis_status: 'net',
        invoice_count: 1,
        gross_pence: 108_000,
        materials_cost_pence: 6_000,
        deduction_pence: 20_400,
      }),
    ]);
    // Another tax month: nothing.
    expect(await plantCisPayments(sequelize, company.id, taxMonthOf(addDays(today, 40)))).toEqual([]);

    // The CIS month (the CIS300's figures) and the subcontractor's statement carry the wet hire.
    const month = await request.get(`/api/cis-month?date=${today}`).set(headers.manager);
    expect(month.status).toBe(200);
    expect(month.body.rows).toEqual([
      expect.objectContaining({
        supplier: { id: supplier.id, name: supplier.name },
        invoice_count: 1,
        gross_pence: 108_000,
        materials_cost_pence: 6_000,
        deduction_pence: 20_400,
      }),
    ]);
    expect(month.body).toMatchObject({ gross_pence: 108_000, deduction_pence: 20_400 });
    const statement = await request
      .get(`/api/cis-month/statement?date=${today}&supplier_id=${supplier.id}`)
      .set(headers.manager)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(statement.status).toBe(200);
    const text = await pdfText(statement.body as Buffer);
    expect(text).toContain(`Plant hire ${hire.reference} (INV-1001)`);
    expect(text).toContain('£204.00');
  });

  it('self-drive hire: no CIS and the rule said on the invoice', async () => {
    const { users, headers, company, project } = await world();
    const dry = await makeRequest(company, project.id, users.worker.id, 'on_hire');
    const res = await request
      .post(`/api/plant/requests/${dry.id}/hire-invoices`)
      .set(headers.supervisor)
      .send({ supplier_reference: 'D-1', invoice_date: today, hire_pence: 47_500 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      within_cis: false,
      cis_deduction_pence: 0,
      cis_reason: DRY_HIRE_REASON,
      vat_treatment: 'not_registered',
      payable_pence: 47_500,
    });
  });
});
