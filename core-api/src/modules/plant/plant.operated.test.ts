// /api/plant rates with and without an operator on real Postgres (issue 35, decision 0064): a rate has a
// self-drive price and, when offered, a with-operator price; a request with an operator is compared, suggested
// and hired at the operated price (rates without one are not offered, and choosing one is 409); a self-drive
// request at the self-drive price. Worked figures in pence, Monday 7 to Friday 11 June 2027 (5 working days):
//   Valleys  week: self-drive 38,000, operated 115,000, delivery + collection 13,000
//            → operated 115,000 + 13,000 = 128,000; self-drive 38,000 + 13,000 = 51,000
//   Morgan   day:  self-drive 8,500, operated 24,500, delivery + collection 8,000
//            → operated 5 × 24,500 + 8,000 = 130,500; self-drive 5 × 8,500 + 8,000 = 50,500
//   Severnside day: self-drive 7,000 only, no charges → self-drive 35,000; not offered operated.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeProject } from '../../security/world.js';
import { type Company, type Project, type User } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { NO_OPERATED_RATE, estimateHire, plantCostsByProject } from './plant-cost.js';
import type { PlantRate } from './plant-rate.model.js';
import { makePlantSupplier, makeRate } from './plant.fixtures.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let project: Project;
const u = {} as Record<'worker' | 'supervisor' | 'manager', User>;
const h = (user: User) => ({ Authorization: bearer(user) });
const rates = {} as Record<'valleys' | 'morgan' | 'severnside', PlantRate>;
const FROM = '2027-06-07';
const UNTIL = '2027-06-11';

beforeAll(async () => {
  company = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  project = await makeProject(company, [u.worker.id]);
  const supplier = (name: string) => makePlantSupplier(company, { name });
  const base = { category: '3t Excavator', valid_from: '2027-01-01' };
  rates.valleys = await makeRate(company, {
    ...base,
    supplier_id: (await supplier('Valleys Plant Hire')).id,
    rate_pence: 38_000,
    operated_rate_pence: 115_000,
    rate_unit: 'week',
    delivery_pence: 6_500,
    collection_pence: 6_500,
  });
  rates.morgan = await makeRate(company, {
    ...base,
    supplier_id: (await supplier('Morgan Groundworks')).id,
    rate_pence: 8_500,
    operated_rate_pence: 24_500,
    delivery_pence: 4_000,
    collection_pence: 4_000,
  });
  rates.severnside = await makeRate(company, {
    ...base,
    supplier_id: (await supplier('Severnside Access')).id,
    rate_pence: 7_000,
    delivery_pence: 0,
    collection_pence: 0,
  });
});

async function ask(withOperator: boolean): Promise<string> {
  const res = await request.post('/api/plant/requests').set(h(u.worker)).send({
    project_id: project.id,
    category: '3t Excavator',
    quantity: 1,
    required_from: FROM,
    required_until: UNTIL,
    with_operator: withOperator,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

type Option = {
  rate: { supplier: { name: string } };
  hire_rate_pence: number;
  estimate: { total_pence: number };
};
const table = (body: { options: Option[] }) =>
  body.options.map((o) => [o.rate.supplier.name, o.hire_rate_pence, o.estimate.total_pence]);

describe('rates with and without an operator', () => {
  it('an operated request is priced at the operated rates and suggests the cheapest of those', async () => {
    const id = await ask(true);
    const res = await request.get(`/api/plant/requests/${id}/rate-options`).set(h(u.supervisor));
    expect(res.status).toBe(200);
    expect(res.body.with_operator).toBe(true);
    expect(table(res.body)).toEqual([
      ['Valleys Plant Hire', 115_000, 128_000],
      ['Morgan Groundworks', 24_500, 130_500],
    ]);
    expect(res.body.options[0].suggested).toBe(true);
  });

  it('a self-drive request is priced at the self-drive rates', async () => {
    const id = await ask(false);
    const res = await request.get(`/api/plant/requests/${id}/rate-options`).set(h(u.supervisor));
    expect(table(res.body)).toEqual([
      ['Severnside Access', 7_000, 35_000],
      ['Morgan Groundworks', 8_500, 50_500],
      ['Valleys Plant Hire', 38_000, 51_000],
    ]);
  });

  it('approving an operated hire copies the operated rate; a rate with no operated price is 409', async () => {
    const id = await ask(true);
    const refused = await request
      .post(`/api/plant/requests/${id}/approve`)
      .set(h(u.supervisor))
      .send({ fulfilment: 'hire', rate_id: rates.severnside.id });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(NO_OPERATED_RATE);
    const ok = await request
      .post(`/api/plant/requests/${id}/approve`)
      .set(h(u.supervisor))
      .send({ fulfilment: 'hire', rate_id: rates.morgan.id });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ with_operator: true, rate_pence: 24_500, rate_unit: 'day' });
    // Three days on hire (Mon–Wed) at the operated rate: 3 × 24,500 + delivery 4,000 = 77,500.
    const cost = estimateHire(
      {
        rate_pence: ok.body.rate_pence,
        rate_unit: 'day',
        delivery_pence: 4_000,
        collection_pence: 0,
        quantity: 1,
      },
      FROM,
      '2027-06-09',
      'england-and-wales',
    );
    expect(cost.total_pence).toBe(77_500);
  });

  it('an operated hire on hire costs the operated rate to date: on the request, the project’s hires and its costs', async () => {
    const site = await makeProject(company, [u.worker.id]);
    const made = await request.post('/api/plant/requests').set(h(u.worker)).send({
      project_id: site.id,
      category: '3t Excavator',
      quantity: 1,
      required_from: FROM,
      required_until: UNTIL,
      with_operator: true,
    });
    const id = made.body.id as string;
    const approved = await request
      .post(`/api/plant/requests/${id}/approve`)
      .set(h(u.supervisor))
      .send({ fulfilment: 'hire', rate_id: rates.morgan.id });
    expect(approved.status).toBe(200);
    const onHire = await request
      .post(`/api/plant/requests/${id}/on-hire`)
      .set(h(u.supervisor))
      .send({ on_hire_date: addDays(londonDate(), -10) });
    expect(onHire.status).toBe(200);
    const { cost } = onHire.body as {
      cost: { chargeable_days: number; hire_pence: number; total_pence: number };
    };
    expect(cost.chargeable_days).toBeGreaterThanOrEqual(5);
    // Morgan with an operator, £245.00 a day (never the self-drive £85.00), plus the £40.00 delivery.
    expect(cost.hire_pence).toBe(cost.chargeable_days * 24_500);
    expect(cost.total_pence).toBe(cost.chargeable_days * 24_500 + 4_000);
    const hires = await request.get(`/api/projects/${site.id}/plant-costs`).set(h(u.supervisor));
    expect(hires.body.total_pence).toBe(cost.total_pence);
    const costs = await plantCostsByProject(sequelize, [site.id], { companyId: company.id });
    expect(costs.get(site.id)).toEqual({ total: cost.total_pence, days: cost.chargeable_days });
  });

  it('a self-drive hire at the same rate copies the self-drive price', async () => {
    const id = await ask(false);
    const ok = await request
      .post(`/api/plant/requests/${id}/approve`)
      .set(h(u.supervisor))
      .send({ fulfilment: 'hire', rate_id: rates.morgan.id });
    expect(ok.body).toMatchObject({ with_operator: false, rate_pence: 8_500 });
  });

  it('rates are kept with both prices; the operated one is optional and above 0', async () => {
    const supplier = await makePlantSupplier(company);
    const made = await request.post('/api/plant/rates').set(h(u.manager)).send({
      supplier_id: supplier.id,
      category: '6t Dumper',
      rate_pence: 6_000,
      operated_rate_pence: 21_000,
      rate_unit: 'day',
      valid_from: '2027-01-01',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ rate_pence: 6_000, operated_rate_pence: 21_000 });
    const cleared = await request
      .patch(`/api/plant/rates/${made.body.id}`)
      .set(h(u.manager))
      .send({ operated_rate_pence: null });
    expect(cleared.body.operated_rate_pence).toBeNull();
    const bad = await request
      .patch(`/api/plant/rates/${made.body.id}`)
      .set(h(u.manager))
      .send({ operated_rate_pence: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Rate with operator must be a whole number of pence above 0');
  });
});
