// Issue 35 on real Postgres: the enquiry follows its estimate (decision 0061) — starting one makes a new enquiry
// estimating, issuing makes it submitted, acceptance makes it won, each a transition-table step with its activity
// row in the estimate's transaction, never backwards; the client's quotation PDF (section totals at selling
// price, optionally lines at selling rates; no costs, overhead or profit) beside the internal costed estimate;
// and a converted project's application template starting from the accepted estimate at selling price.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Activity, type Company, type Role } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfText } from '../../test/pdf-text.js';
import { setVatRegistered } from '../settings/settings.fixtures.js';
import { makeEnquiry, makeEstimate } from './enquiries.fixtures.js';
import { CONFLICTS } from './enquiries.service.js';
import { Enquiry } from './enquiry.model.js';
import { Estimate } from './estimate.model.js';
import { sellingAmounts, sellingRate } from './estimate-totals.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

async function authFor(company: Company, role: Role = 'supervisor') {
  const user = await createUser(company, { role });
  return { Authorization: bearer(user) };
}

/** The worked example of decision 0029: lines £2,402.49 at cost, 7.5% overhead, 5% profit, net £2,711.81. */
const LINES = [
  {
    section: 'preliminaries',
    description: 'Site set-up',
    quantity: 1,
    unit: 'item',
    unit_cost_pence: 185_000,
  },
  { section: 'labour', description: 'Bricklayer', quantity: 2.5, unit: 'day', unit_cost_pence: 333 },
  { section: 'materials', description: 'Sand', quantity: 0.125, unit: 't', unit_cost_pence: 1_999 },
  { section: 'materials', description: 'Blocks', quantity: 3.333, unit: 'm2', unit_cost_pence: 1_250 },
  { section: 'subcontract', description: 'Roofing', quantity: 1, unit: 'item', unit_cost_pence: 50_000 },
];
const PRICING = { overhead_percent: 7.5, profit_percent: 5, vat_code: 'standard', lines: LINES };

const binary = (req: ReturnType<typeof request.get>) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

async function enquiryMoves(enquiryId: string) {
  const rows = await Activity.findAll({
    where: { entity_type: 'enquiry', entity_id: enquiryId, action: 'status_changed' },
    order: [
      ['created_at', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return rows.map((r) => [r.from_state, r.to_state]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('selling prices (decision 0061)', () => {
  it('shares the net over the lines by cost, largest remainder, adding up to the net to the penny', () => {
    const amounts = sellingAmounts([185_000, 833, 250, 4_166, 50_000], 271_181);
    expect(amounts).toEqual([208_819, 940, 282, 4_702, 56_438]);
    expect(amounts.reduce((s, a) => s + a, 0)).toBe(271_181);
    // Three equal lines and one penny over: the earliest takes it.
    expect(sellingAmounts([100, 100, 100], 301)).toEqual([101, 100, 100]);
    expect(sellingAmounts([0, 0], 0)).toEqual([0, 0]);
    expect(sellingRate(940, 2.5)).toBe(376);
    expect(sellingRate(4_702, '3.333')).toBe(1_411);
    expect(sellingRate(500, 0)).toBeNull();
  });
});

describe('the enquiry follows its estimate (issue 35)', () => {
  it('start → estimating, issue → submitted, accept → won (convert offered), each with its activity row', async () => {
    const company = await createCompany();
    await setVatRegistered(company);
    const headers = await authFor(company);
    const created = await request
      .post('/api/enquiries')
      .set(headers)
      .send({ title: 'Rear extension', client_name: 'Mr Hughes' });
    const id = created.body.id as string;
    expect(created.body.status).toBe('new');

    const started = await request.post(`/api/enquiries/${id}/estimates`).set(headers).send(PRICING);
    expect(started.status).toBe(201);
    expect((await request.get(`/api/enquiries/${id}`).set(headers)).body.status).toBe('estimating');

    const estimateId = started.body.id as string;
    const issue = await request
      .post(`/api/estimates/${estimateId}/status`)
      .set(headers)
      .send({ status: 'issued' });
    expect(issue.status).toBe(200);
    const submitted = await request.get(`/api/enquiries/${id}`).set(headers);
    expect(submitted.body).toMatchObject({ status: 'submitted', abilities: { can_convert: false } });

    const accept = await request
      .post(`/api/estimates/${estimateId}/status`)
      .set(headers)
      .send({ status: 'accepted' });
    expect(accept.status).toBe(200);
    const won = await request.get(`/api/enquiries/${id}`).set(headers);
    expect(won.body).toMatchObject({ status: 'won', abilities: { can_convert: true } });

    expect(await enquiryMoves(id)).toEqual([
      ['new', 'estimating'],
      ['estimating', 'submitted'],
      ['submitted', 'won'],
    ]);
    const moves = await Activity.findAll({
      where: { entity_type: 'enquiry', entity_id: id, action: 'status_changed' },
    });
    for (const row of moves) {
      expect(row.details).toMatchObject({ by_estimate: estimateId, estimate: 'EST-0001 v1' });
    }
    // The enquiry's history shows the moves beside the estimate's own.
    const history = await request.get(`/api/enquiries/${id}/history`).set(headers);
    expect(
      history.body.items
        .filter((h: { entity_type: string }) => h.entity_type === 'enquiry')
        .map((h: { to_state: string }) => h.to_state),
    ).toEqual(['won', 'submitted', 'estimating', 'new']);

    const converted = await request.post(`/api/enquiries/${id}/convert`).set(headers);
    expect(converted.status).toBe(201);
  });

  it('walks a new enquiry whose estimate was issued before (no start move) through every step to won', async () => {
    const company = await createCompany();
    const headers = await authFor(company);
    const enquiry = await makeEnquiry(company, { status: 'new' });
    const estimate = await makeEstimate(enquiry, 'issued');
    await request.post(`/api/estimates/${estimate.id}/status`).set(headers).send({ status: 'accepted' });
    expect((await Enquiry.findByPk(enquiry.id))!.status).toBe('won');
    expect(await enquiryMoves(enquiry.id)).toEqual([
      ['new', 'estimating'],
      ['estimating', 'submitted'],
      ['submitted', 'won'],
    ]);
  });

  it('never moves an enquiry backwards: a won or submitted enquiry stays, and rejection leaves it', async () => {
    const company = await createCompany();
    const headers = await authFor(company);
    // Won by hand before its draft was issued: issuing and accepting leave it won.
    const won = await makeEnquiry(company, { status: 'won' });
    const draft = await makeEstimate(won, 'draft');
    expect(
      (await request.post(`/api/estimates/${draft.id}/status`).set(headers).send({ status: 'issued' }))
        .status,
    ).toBe(200);
    expect(
      (await request.post(`/api/estimates/${draft.id}/status`).set(headers).send({ status: 'accepted' }))
        .status,
    ).toBe(200);
    expect((await Enquiry.findByPk(won.id))!.status).toBe('won');
    expect(await enquiryMoves(won.id)).toEqual([]);

    // The client rejects a submitted price: the enquiry stays submitted, for a revised version.
    const submitted = await makeEnquiry(company, { status: 'submitted' });
    const issued = await makeEstimate(submitted, 'issued');
    const rejected = await request
      .post(`/api/estimates/${issued.id}/status`)
      .set(headers)
      .send({ status: 'rejected', reason: 'Too dear' });
    expect(rejected.status).toBe(200);
    expect((await Enquiry.findByPk(submitted.id))!.status).toBe('submitted');
    // A new version issued again: still submitted, no move written.
    const v2 = await request.post(`/api/estimates/${issued.id}/versions`).set(headers);
    expect(v2.status).toBe(201);
    await request.post(`/api/estimates/${v2.body.id}/status`).set(headers).send({ status: 'issued' });
    expect((await Enquiry.findByPk(submitted.id))!.status).toBe('submitted');
    expect(await enquiryMoves(submitted.id)).toEqual([]);
  });

  it('a lost or declined enquiry’s estimate cannot be issued or accepted (409); its rejection can be recorded', async () => {
    const company = await createCompany();
    const headers = await authFor(company);
    const lost = await makeEnquiry(company, { status: 'lost' });
    const issued = await makeEstimate(lost, 'issued');
    const accept = await request
      .post(`/api/estimates/${issued.id}/status`)
      .set(headers)
      .send({ status: 'accepted' });
    expect(accept.status).toBe(409);
    expect(accept.body.detail).toBe(CONFLICTS.enquiryDecided);
    expect((await Estimate.findByPk(issued.id))!.status).toBe('issued');
    const reject = await request
      .post(`/api/estimates/${issued.id}/status`)
      .set(headers)
      .send({ status: 'rejected', reason: 'Went elsewhere' });
    expect(reject.status).toBe(200);
    expect((await Enquiry.findByPk(lost.id))!.status).toBe('lost');

    const declined = await makeEnquiry(company, { status: 'declined' });
    const draft = await makeEstimate(declined, 'draft');
    const issue = await request
      .post(`/api/estimates/${draft.id}/status`)
      .set(headers)
      .send({ status: 'issued' });
    expect(issue.status).toBe(409);
    expect((await Estimate.findByPk(draft.id))!.status).toBe('draft');
  });

  it('moves the estimate and its enquiry in one transaction: a failed enquiry move undoes the acceptance', async () => {
    const company = await createCompany();
    const headers = await authFor(company);
    const enquiry = await makeEnquiry(company, { status: 'submitted' });
    const estimate = await makeEstimate(enquiry, 'issued');
    const original = Enquiry.prototype.update;
    type Update = typeof original;
    vi.spyOn(Enquiry.prototype, 'update').mockImplementation(function (
      this: Enquiry,
      ...args: Parameters<Update>
    ) {
      if ((args[0] as { status?: string }).status === 'won') throw new Error('enquiry write failed');
      return original.apply(this, args);
    } as Update);
    const accept = await request
      .post(`/api/estimates/${estimate.id}/status`)
      .set(headers)
      .send({ status: 'accepted' });
    expect(accept.status).toBe(500);
    vi.restoreAllMocks();
    expect((await Estimate.findByPk(estimate.id))!.status).toBe('issued');
    expect((await Enquiry.findByPk(enquiry.id))!.status).toBe('submitted');
    expect(
      await Activity.count({
        where: { entity_type: 'estimate', entity_id: estimate.id, action: 'accepted' },
      }),
    ).toBe(0);
    expect(await enquiryMoves(enquiry.id)).toEqual([]);
  });
});

describe('the client’s quotation and the internal costed estimate (issue 35)', () => {
  async function pricedEstimate() {
    const company = await createCompany();
    await setVatRegistered(company);
    const headers = await authFor(company, 'manager');
    const enquiry = await makeEnquiry(company, { status: 'estimating' });
    const res = await request
      .post(`/api/enquiries/${enquiry.id}/estimates`)
      .set(headers)
      .send({ ...PRICING, notes: 'Excludes party wall awards.' });
    expect(res.status).toBe(201);
    return { headers, id: res.body.id as string, enquiryId: enquiry.id };
  }
  const COST_RATES = ['£1,850.00', '£3.33', '£19.99', '£12.50', '£500.00', '£8.33', '£41.66', '£2,402.49'];

  it('the quotation shows section totals at selling price, VAT and total — no cost, overhead or profit', async () => {
    const { headers, id } = await pricedEstimate();
    const res = await binary(request.get(`/api/estimates/${id}/pdf`).set(headers));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('EST-0001-v1-quotation.pdf');
    const text = await pdfText(res.body as Buffer);
    // Sections at selling price add up to the net to the penny: 2,088.19 + 9.40 + 49.84 + 564.38 = 2,711.81.
    expect(208_819 + 940 + 282 + 4_702 + 56_438).toBe(271_181);
    for (const words of [
      'Quotation',
      'Preliminaries £2,088.19',
      'Labour £9.40',
      'Materials £49.84',
      'Subcontract £564.38',
      'Total excluding VAT £2,711.81',
      'VAT (Standard rate 20%) £542.36',
      'Total £3,254.17',
      'Excludes party wall awards.',
    ]) {
      expect(text).toContain(words);
    }
    for (const internal of ['Overhead', 'Profit', 'Internal', 'Cost', 'Site set-up', ...COST_RATES]) {
      expect(text).not.toContain(internal);
    }
    // The only percentage printed is the VAT rate.
    expect(text.replace('Standard rate 20%', '')).not.toContain('%');
  });

  it('with lines=true the quotation lists each line at its selling rate; the amounts add up to the sections', async () => {
    const { headers, id } = await pricedEstimate();
    const res = await binary(request.get(`/api/estimates/${id}/pdf?lines=true`).set(headers));
    expect(res.status).toBe(200);
    const text = await pdfText(res.body as Buffer);
    for (const words of [
      'Site set-up 1 item £2,088.19 £2,088.19',
      'Bricklayer 2.5 day £3.76 £9.40',
      'Sand 0.125 t £22.56 £2.82',
      'Blocks 3.333 m2 £14.11 £47.02',
      'Materials total £49.84',
      'Roofing 1 item £564.38 £564.38',
      'Total £3,254.17',
    ]) {
      expect(text).toContain(words);
    }
    for (const internal of ['Overhead', 'Profit', 'Internal', ...COST_RATES]) {
      expect(text).not.toContain(internal);
    }
    expect(text.replace('Standard rate 20%', '')).not.toContain('%');
  });

  it('the internal costed estimate keeps the costs, overhead and profit, and says Internal', async () => {
    const { headers, id } = await pricedEstimate();
    const res = await binary(request.get(`/api/estimates/${id}/pdf?kind=internal`).set(headers));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('EST-0001-v1-internal.pdf');
    const text = await pdfText(res.body as Buffer);
    for (const words of [
      'Internal costed estimate',
      'Bricklayer 2.5 day £3.33 £8.33',
      'Lines £2,402.49',
      'Overhead 7.5% £180.19',
      'Profit 5% £129.13',
      'Net £2,711.81',
      'Total £3,254.17',
    ]) {
      expect(text).toContain(words);
    }
    const bad = await request.get(`/api/estimates/${id}/pdf?kind=secret`).set(headers);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('kind must be quotation or internal');
  });
});

describe('a converted project’s application template starts from its accepted estimate (issue 35)', () => {
  it('prefills the schedule with the estimate’s lines at selling price, adding up to the contract value', async () => {
    const company = await createCompany();
    await setVatRegistered(company);
    const headers = await authFor(company, 'manager');
    const enquiry = await makeEnquiry(company, { status: 'estimating' });
    const est = await request.post(`/api/enquiries/${enquiry.id}/estimates`).set(headers).send(PRICING);
    for (const status of ['issued', 'accepted']) {
      await request.post(`/api/estimates/${est.body.id}/status`).set(headers).send({ status });
    }
    const converted = await request.post(`/api/enquiries/${enquiry.id}/convert`).set(headers);
    expect(converted.status).toBe(201);
    const projectId = converted.body.project_id as string;

    const defaults = await request.get(`/api/projects/${projectId}/application-defaults`).set(headers);
    expect(defaults.status).toBe(200);
    expect(defaults.body.from_estimate).toBe('EST-0001 v1');
    expect(defaults.body.contract_value_pence).toBe(271_181);
    expect(defaults.body.lines).toEqual([
      {
        reference: '1.1',
        description: 'Preliminaries: Site set-up',
        contract_value_pence: 208_819,
        cis_specified: true,
      },
      { reference: '2.1', description: 'Labour: Bricklayer', contract_value_pence: 940, cis_specified: true },
      { reference: '3.1', description: 'Materials: Sand', contract_value_pence: 282, cis_specified: true },
      {
        reference: '3.2',
        description: 'Materials: Blocks',
        contract_value_pence: 4_702,
        cis_specified: true,
      },
      {
        reference: '4.1',
        description: 'Subcontract: Roofing',
        contract_value_pence: 56_438,
        cis_specified: true,
      },
    ]);
    const sum = defaults.body.lines.reduce(
      (s: number, l: { contract_value_pence: number }) => s + l.contract_value_pence,
      0,
    );
    expect(sum).toBe(defaults.body.contract_value_pence);

    // The template saved from those lines has the estimate's contract sum.
    const template = await request.post('/api/application-templates').set(headers).send({
      project_id: projectId,
      name: defaults.body.name,
      lines: defaults.body.lines,
      retention_percent: defaults.body.retention_percent,
      vat_treatment: defaults.body.vat_treatment,
      terms: defaults.body.terms,
      payment_due_days: defaults.body.payment_due_days,
      payment_final_days: defaults.body.payment_final_days,
      pay_less_days: defaults.body.pay_less_days,
      region: defaults.body.region,
    });
    expect(template.status).toBe(201);
    expect(template.body.contract_sum_pence).toBe(271_181);
  });

  it('a project not converted from an estimate starts with no lines', async () => {
    const company = await createCompany();
    const headers = await authFor(company, 'manager');
    const project = await request.post('/api/projects').set(headers).send({ name: 'Walk-in job' });
    expect(project.status).toBe(201);
    const defaults = await request.get(`/api/projects/${project.body.id}/application-defaults`).set(headers);
    expect(defaults.body).toMatchObject({ from_estimate: null, lines: [] });
  });
});
