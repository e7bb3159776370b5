// /api/enquiries and /api/estimates on real Postgres: 401 signed out, 404 for another company's records (every
// role), 403 for workers, 400 with the messages; then the happy paths — list search, status filter and sort by
// tender due date; the transition tables (every pair they lack is 409, reasons required, activity rows); an
// estimate priced, totals computed by core-api (never the client's), reordered, issued, accepted, versioned;
// only drafts edited; the PDF; conversion into a project (contract value, budget) and a second conversion 409.
import { describe, expect, it } from 'vitest';
import { Activity, Project, type Company, type Role } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfText } from '../../test/pdf-text.js';
import { ENQUIRY_STATUSES, type EnquiryStatus } from './enquiry.model.js';
import { ESTIMATE_STATUSES, type EstimateStatus } from './estimate.model.js';
import { makeEnquiry, makeEstimate } from './enquiries.fixtures.js';
import { setVatRegistered } from '../settings/settings.fixtures.js';
import { LINE_LIMIT_MESSAGE } from '../../lib/limits.js';
import { MESSAGES } from './enquiries.schema.js';
import { CONFLICTS } from './enquiries.service.js';
import { ENQUIRY_STATUS, ESTIMATE_STATUS } from './enquiries.transitions.js';
import { enquiryFigures } from './enquiries.contributions.js';
import { figureContext } from '../../kit/module.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

async function authFor(company: Company, role: Role) {
  const user = await createUser(company, { role });
  return { user, headers: { Authorization: bearer(user) } };
}

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

describe('/api/enquiries access', () => {
  it('401 signed out; 403 for workers; 404 for another company’s enquiry and estimate for every role', async () => {
    expect((await request.get('/api/enquiries')).status).toBe(401);
    const company = await createCompany();
    const mine = await makeEnquiry(company);
    const other = await makeEnquiry(await createCompany());
    const theirEstimate = await makeEstimate(other);
    const { headers: worker } = await authFor(company, 'worker');
    expect((await request.get('/api/enquiries').set(worker)).status).toBe(403);
    expect((await request.get(`/api/enquiries/${mine.id}`).set(worker)).status).toBe(403);
    expect(
      (await request.post('/api/enquiries').set(worker).send({ title: 'x', client_name: 'y' })).status,
    ).toBe(403);
    for (const role of ['worker', 'supervisor', 'admin'] as const) {
      const { headers } = await authFor(company, role);
      const a = await request.get(`/api/enquiries/${other.id}`).set(headers);
      expect(a.status).toBe(404);
      expect(a.body.detail).toBe('Enquiry not found');
      const b = await request
        .patch(`/api/estimates/${theirEstimate.id}`)
        .set(headers)
        .send({ overhead_percent: 1 });
      expect(b.status).toBe(404);
      expect(b.body.detail).toBe('Estimate not found');
    }
    const { headers: supervisor } = await authFor(company, 'supervisor');
    expect((await request.get(`/api/enquiries/${mine.id}`).set(supervisor)).status).toBe(200);
  });

  it('400 with the messages', async () => {
    const company = await createCompany();
    const { headers } = await authFor(company, 'supervisor');
    const bad = await request
      .post('/api/enquiries')
      .set(headers)
      .send({ title: ' ', client_name: '', site_postcode: 'NOPE', tender_due_date: '2026-02-30' });
    expect(bad.status).toBe(400);
    const text = JSON.stringify(bad.body);
    for (const m of [MESSAGES.title, MESSAGES.clientName, MESSAGES.postcode, MESSAGES.tenderDueDate]) {
      expect(text).toContain(m);
    }
    const early = await request
      .post('/api/enquiries')
      .set(headers)
      .send({ title: 'T', client_name: 'C', received_date: '2026-11-10', tender_due_date: '2026-11-01' });
    expect(early.status).toBe(400);
    expect(JSON.stringify(early.body)).toContain(MESSAGES.tenderBeforeReceived);
    const worker = await createUser(company, { role: 'worker' });
    const notEstimator = await request
      .post('/api/enquiries')
      .set(headers)
      .send({ title: 'T', client_name: 'C', estimator_id: worker.id });
    expect(notEstimator.status).toBe(400);
    expect(JSON.stringify(notEstimator.body)).toContain(MESSAGES.estimator);
    const enquiry = await makeEnquiry(company, { status: 'estimating' });
    const estimate = await makeEstimate(enquiry);
    const lines = await request
      .patch(`/api/estimates/${estimate.id}`)
      .set(headers)
      .send({
        overhead_percent: 10.555,
        lines: [{ section: 'roof', description: '', quantity: 1.0001, unit_cost_pence: 1.5 }],
      });
    expect(lines.status).toBe(400);
    const words = JSON.stringify(lines.body);
    for (const m of [
      MESSAGES.percent,
      MESSAGES.section,
      MESSAGES.description,
      MESSAGES.quantity,
      MESSAGES.unitCost,
    ]) {
      expect(words).toContain(m);
    }
  });
});

describe('/api/enquiries list and edits', () => {
  it('creates ENQ references, searches reference/client/title/postcode, filters by status, sorts by tender due', async () => {
    const company = await createCompany();
    const { headers, user } = await authFor(company, 'supervisor');
    const make = (body: Record<string, unknown>) =>
      request
        .post('/api/enquiries')
        .set(headers)
        .send({ client_name: 'Acme Homes', ...body });
    const a = await make({
      title: 'Loft conversion',
      tender_due_date: '2026-12-20',
      site_postcode: 'cf101aa',
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ reference: 'ENQ-0001', status: 'new', site_postcode: 'CF10 1AA' });
    expect(a.body.abilities).toMatchObject({ can_delete: true, status_moves: ['estimating', 'declined'] });
    const b = await make({
      title: 'Garage',
      client_name: 'Bryn Builders',
      tender_due_date: '2026-12-01',
      estimator_id: user.id,
    });
    expect(b.body.reference).toBe('ENQ-0002');
    expect(b.body.estimator).toMatchObject({ id: user.id });
    await make({ title: 'No date' });
    await makeEnquiry(await createCompany(), { title: 'Loft conversion elsewhere' });

    const list = await request.get('/api/enquiries?page=1&size=10').set(headers);
    expect(list.body.items.map((e: { title: string }) => e.title)).toEqual([
      'Garage',
      'Loft conversion',
      'No date',
    ]);
    expect(list.body.total).toBe(3);
    const desc = await request.get('/api/enquiries?sort_by=tender_due_date&sort_order=desc').set(headers);
    expect(desc.body.items[0].title).toBe('Loft conversion');
    for (const [q, n] of [
      ['ENQ-0002', 1],
      ['bryn', 1],
      ['loft', 1],
      ['CF10', 1],
      ['nothing', 0],
    ] as const) {
      expect((await request.get(`/api/enquiries?search=${q}`).set(headers)).body.total).toBe(n);
    }
    await request.post(`/api/enquiries/${b.body.id}/status`).set(headers).send({ status: 'estimating' });
    const estimating = await request.get('/api/enquiries?status=estimating').set(headers);
    expect(estimating.body.items.map((e: { id: string }) => e.id)).toEqual([b.body.id]);
    const two = await request.get('/api/enquiries?page=2&size=2').set(headers);
    expect(two.body).toMatchObject({ total: 3, pages: 2, page: 2 });
    expect(two.body.items).toHaveLength(1);

    const edited = await request.patch(`/api/enquiries/${a.body.id}`).set(headers).send({ source: 'Phone' });
    expect(edited.body.source).toBe('Phone');
    // Delete only while new.
    expect((await request.delete(`/api/enquiries/${b.body.id}`).set(headers)).status).toBe(409);
    expect((await request.delete(`/api/enquiries/${a.body.id}`).set(headers)).status).toBe(204);
    expect((await request.get(`/api/enquiries/${a.body.id}`).set(headers)).status).toBe(404);
  });
});

describe('transition tables', () => {
  const supervisor = { role: 'supervisor' as const };
  it('every enquiry pair the table lacks is 409; lost and declined need a reason', () => {
    for (const from of ENQUIRY_STATUSES) {
      for (const to of ENQUIRY_STATUSES) {
        const rule = ENQUIRY_STATUS.rule(from, to);
        if (rule) {
          const reason = rule.reasonRequired ? 'why' : null;
          expect(() => ENQUIRY_STATUS.check(supervisor, from, to, reason)).not.toThrow();
          if (rule.reasonRequired)
            expect(() => ENQUIRY_STATUS.check(supervisor, from, to, ' ')).toThrow('Reason is required');
        } else {
          expect(() => ENQUIRY_STATUS.check(supervisor, from, to, 'x')).toThrow(
            expect.objectContaining({ status: 409 }),
          );
        }
      }
    }
    expect(ENQUIRY_STATUS.allowed(supervisor, 'submitted' as EnquiryStatus)).toEqual(['won', 'lost']);
  });

  it('every estimate pair the table lacks is 409; rejection needs a reason', () => {
    for (const from of ESTIMATE_STATUSES) {
      for (const to of ESTIMATE_STATUSES) {
        if (!ESTIMATE_STATUS.rule(from, to)) {
          expect(() => ESTIMATE_STATUS.check(supervisor, from, to, 'x')).toThrow(
            expect.objectContaining({ status: 409 }),
          );
        }
      }
    }
    expect(() => ESTIMATE_STATUS.check(supervisor, 'issued' as EstimateStatus, 'rejected', null)).toThrow(
      'Reason is required',
    );
  });

  it('walks an enquiry through the API with activity rows; refused moves answer 409 and 400', async () => {
    const company = await createCompany();
    const { headers } = await authFor(company, 'supervisor');
    const enquiry = await makeEnquiry(company);
    const move = (status: string, reason?: string) =>
      request.post(`/api/enquiries/${enquiry.id}/status`).set(headers).send({ status, reason });
    const skip = await move('won');
    expect(skip.status).toBe(409);
    expect(skip.body.detail).toBe('Cannot change status from new to won');
    expect((await move('estimating')).body.status).toBe('estimating');
    expect((await move('estimating')).body.detail).toBe('Enquiry is already estimating');
    const noReason = await move('lost');
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('Reason is required');
    const lost = await move('lost', 'Client went elsewhere');
    expect(lost.body).toMatchObject({ status: 'lost', status_reason: 'Client went elsewhere' });
    expect(lost.body.abilities).toMatchObject({ can_edit: false, status_moves: [] });
    expect(
      (await request.patch(`/api/enquiries/${enquiry.id}`).set(headers).send({ source: 'x' })).status,
    ).toBe(409);
    const rows = await Activity.findAll({ where: { entity_id: enquiry.id }, order: [['created_at', 'ASC']] });
    expect(rows.map((r) => [r.from_state, r.to_state, r.reason])).toEqual([
      ['new', 'estimating', null],
      ['estimating', 'lost', 'Client went elsewhere'],
    ]);
    const history = await request.get(`/api/enquiries/${enquiry.id}/history`).set(headers);
    expect(history.body.items.map((h: { to_state: string }) => h.to_state)).toEqual(['lost', 'estimating']);
  });
});

describe('estimates and conversion', () => {
  it('prices, reorders, issues, accepts, versions, prints and converts once', async () => {
    const company = await createCompany();
    await setVatRegistered(company);
    const { headers } = await authFor(company, 'manager');
    const created = await request.post('/api/enquiries').set(headers).send({
      title: 'Rear extension',
      client_name: 'Mr Hughes',
      client_email: 'g@example.com',
      site_address: '14 Fairwater Road',
      site_postcode: 'CF5 2LD',
    });
    const id = created.body.id as string;
    await request.post(`/api/enquiries/${id}/status`).set(headers).send({ status: 'estimating' });

    const started = await request.post(`/api/enquiries/${id}/estimates`).set(headers).send({});
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      reference: 'EST-0001',
      version: 1,
      status: 'draft',
      gross_pence: 0,
    });
    expect((await request.post(`/api/enquiries/${id}/estimates`).set(headers).send({})).body.detail).toBe(
      CONFLICTS.estimateExists,
    );
    const estimateId = started.body.id as string;

    // Totals come from core-api; anything the client sends as a total is not part of the schema.
    const priced = await request.patch(`/api/estimates/${estimateId}`).set(headers).send({
      overhead_percent: 7.5,
      profit_percent: 5,
      vat_code: 'standard',
      valid_until: '2027-01-31',
      lines: LINES,
    });
    expect(priced.status).toBe(200);
    expect(priced.body).toMatchObject({
      lines_net_pence: 240_249,
      overhead_pence: 18_019,
      profit_pence: 12_913,
      net_pence: 271_181,
      vat_pence: 54_236,
      gross_pence: 325_417,
    });
    expect(priced.body.lines.map((l: { net_pence: number }) => l.net_pence)).toEqual([
      185_000, 833, 250, 4_166, 50_000,
    ]);
    expect(priced.body.sections).toEqual([
      { section: 'preliminaries', net_pence: 185_000 },
      { section: 'labour', net_pence: 833 },
      { section: 'materials', net_pence: 4_416 },
      { section: 'subcontract', net_pence: 50_000 },
    ]);

    // Reorder: the lines in a new order, same ids.
    const reversed = [...priced.body.lines].reverse().map((l: Record<string, unknown>) => ({
      id: l.id,
      section: l.section,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unit_cost_pence: l.unit_cost_pence,
    }));
    const reordered = await request
      .patch(`/api/estimates/${estimateId}`)
      .set(headers)
      .send({ lines: reversed });
    expect(reordered.body.lines.map((l: { description: string }) => l.description)).toEqual([
      'Roofing',
      'Blocks',
      'Sand',
      'Bricklayer',
      'Site set-up',
    ]);
    expect(reordered.body.gross_pence).toBe(325_417);

    // Accepting a draft is refused; issue, then only drafts are edited.
    const early = await request
      .post(`/api/estimates/${estimateId}/status`)
      .set(headers)
      .send({ status: 'accepted' });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('Cannot change status from draft to accepted');
    const issued = await request
      .post(`/api/estimates/${estimateId}/status`)
      .set(headers)
      .send({ status: 'issued' });
    expect(issued.body).toMatchObject({
      status: 'issued',
      abilities: { can_edit: false, can_new_version: true },
    });
    const locked = await request
      .patch(`/api/estimates/${estimateId}`)
      .set(headers)
      .send({ profit_percent: 1 });
    expect(locked.status).toBe(409);
    expect(locked.body.detail).toBe(CONFLICTS.onlyDraft);

    // A new version copies and supersedes; the old one is no longer the latest.
    const v2 = await request.post(`/api/estimates/${estimateId}/versions`).set(headers);
    expect(v2.status).toBe(201);
    expect(v2.body).toMatchObject({
      reference: 'EST-0001',
      version: 2,
      status: 'draft',
      gross_pence: 325_417,
    });
    expect(v2.body.lines).toHaveLength(5);
    const old = await request.get(`/api/estimates/${estimateId}`).set(headers);
    expect(old.body).toMatchObject({
      status: 'superseded',
      is_latest: false,
      abilities: { can_new_version: false },
    });
    expect((await request.post(`/api/estimates/${estimateId}/versions`).set(headers)).status).toBe(409);
    const versions = await request.get(`/api/enquiries/${id}/estimates`).set(headers);
    expect(versions.body.items.map((e: { version: number }) => e.version)).toEqual([2, 1]);
    const latest = await request.get(`/api/estimates/latest?enquiry_ids=${id}`).set(headers);
    expect(latest.body.items.map((e: { id: string }) => e.id)).toEqual([v2.body.id]);

    const v2Id = v2.body.id as string;
    await request.post(`/api/estimates/${v2Id}/status`).set(headers).send({ status: 'issued' });
    const pdf = await request
      .get(`/api/estimates/${v2Id}/pdf`)
      .set(headers)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    for (const words of [
      'EST-0001 v2',
      'Rear extension',
      'Mr Hughes',
      'Preliminaries',
      '£2,711.81',
      '£3,254.17',
    ]) {
      expect(text).toContain(words);
    }

    // Converting before it is won is refused.
    expect((await request.post(`/api/enquiries/${id}/convert`).set(headers)).body.detail).toBe(
      CONFLICTS.notWon,
    );
    await request.post(`/api/estimates/${v2Id}/status`).set(headers).send({ status: 'accepted' });
    // Acceptance made the enquiry won (decision 0061): converting is offered at once.
    const won = await request.get(`/api/enquiries/${id}`).set(headers);
    expect(won.body).toMatchObject({ status: 'won', abilities: { can_convert: true } });

    const converted = await request.post(`/api/enquiries/${id}/convert`).set(headers);
    expect(converted.status).toBe(201);
    expect(converted.body.enquiry).toMatchObject({ project_id: converted.body.project_id });
    expect(converted.body.enquiry.abilities.can_convert).toBe(false);
    const project = await Project.findByPk(converted.body.project_id);
    expect(project).toMatchObject({
      name: 'Rear extension',
      client_name: 'Mr Hughes',
      client_email: 'g@example.com',
      site_postcode: 'CF5 2LD',
      status: 'planning',
    });
    expect(Number(project!.contract_value_pence)).toBe(271_181);
    expect(Number(project!.budget_preliminaries_pence)).toBe(185_000);
    expect(Number(project!.budget_labour_pence)).toBe(833);
    expect(Number(project!.budget_materials_pence)).toBe(4_416);
    expect(Number(project!.budget_subcontract_pence)).toBe(50_000);
    expect(Number(project!.budget_plant_pence)).toBe(0);

    const twice = await request.post(`/api/enquiries/${id}/convert`).set(headers);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(CONFLICTS.alreadyConverted);
    expect(await Project.count({ where: { company_id: company.id } })).toBe(1);
  });

  it('refuses conversion without an accepted estimate, and rejection without a reason', async () => {
    const company = await createCompany();
    const { headers } = await authFor(company, 'supervisor');
    const enquiry = await makeEnquiry(company, { status: 'won' });
    const estimate = await makeEstimate(enquiry, 'issued');
    expect((await request.post(`/api/enquiries/${enquiry.id}/convert`).set(headers)).body.detail).toBe(
      CONFLICTS.noAccepted,
    );
    const rejected = await request
      .post(`/api/estimates/${estimate.id}/status`)
      .set(headers)
      .send({ status: 'rejected' });
    expect(rejected.status).toBe(400);
    const ok = await request
      .post(`/api/estimates/${estimate.id}/status`)
      .set(headers)
      .send({ status: 'rejected', reason: 'Too dear' });
    expect(ok.body).toMatchObject({ status: 'rejected', status_reason: 'Too dear' });
  });
});

describe('estimates: lines in the first POST, the company’s VAT registration, input limits (issue 32)', () => {
  async function estimatingEnquiry(registered: boolean) {
    const company = await createCompany();
    await setVatRegistered(company, registered);
    const { headers } = await authFor(company, 'manager');
    const enquiry = await makeEnquiry(company, { status: 'estimating' });
    return { headers, enquiry };
  }

  it('starts an estimate with its lines in the same POST: 201, lines saved, VAT of a registered company', async () => {
    const { headers, enquiry } = await estimatingEnquiry(true);
    const res = await request
      .post(`/api/enquiries/${enquiry.id}/estimates`)
      .set(headers)
      .send({ overhead_percent: 7.5, profit_percent: 5, vat_code: 'standard', lines: LINES });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      net_pence: 271_181,
      vat_pence: 54_236,
      gross_pence: 325_417,
      vat_registered: true,
      vat_reason: null,
    });
    expect(res.body.lines).toHaveLength(5);
    const again = await request.get(`/api/estimates/${res.body.id}`).set(headers);
    expect(again.body.lines.map((l: { description: string }) => l.description)).toEqual(
      LINES.map((l) => l.description),
    );
  });

  it('a company that is not VAT-registered adds no VAT, and says why (answer and PDF)', async () => {
    const { headers, enquiry } = await estimatingEnquiry(false);
    const res = await request
      .post(`/api/enquiries/${enquiry.id}/estimates`)
      .set(headers)
      .send({ overhead_percent: 7.5, profit_percent: 5, vat_code: 'standard', lines: LINES });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      net_pence: 271_181,
      vat_pence: 0,
      reverse_charge_vat_pence: 0,
      gross_pence: 271_181,
      vat_registered: false,
    });
    expect(res.body.vat_reason).toContain('not VAT-registered');
    // The reverse-charge code adds nothing either: it is a registered business's treatment.
    const drc = await request.patch(`/api/estimates/${res.body.id}`).set(headers).send({ vat_code: 'drc' });
    expect(drc.body).toMatchObject({ vat_pence: 0, reverse_charge_vat_pence: 0, gross_pence: 271_181 });
    const pdf = await request.get(`/api/estimates/${res.body.id}/pdf`).set(headers).buffer(true);
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.body as Buffer)).toContain('not VAT-registered');
  });

  it('refuses a quantity or an amount beyond its limit with 400 and the message, never 500', async () => {
    const { headers, enquiry } = await estimatingEnquiry(true);
    const line = LINES[0]!;
    const post = (l: Record<string, unknown>) =>
      request
        .post(`/api/enquiries/${enquiry.id}/estimates`)
        .set(headers)
        .send({ lines: [{ ...line, ...l }] });
    const huge = await post({ quantity: 1e15 });
    expect(huge.status).toBe(400);
    expect(huge.body.detail).toContain(MESSAGES.quantity);
    const dear = await post({ unit_cost_pence: 1e13 });
    expect(dear.status).toBe(400);
    expect(dear.body.detail).toContain(MESSAGES.unitCost);
    // Each within its own limit, but their product beyond £10bn: the line's limit.
    const product = await post({ quantity: 999_999_999, unit_cost_pence: 100_000_000_000 });
    expect(product.status).toBe(400);
    expect(product.body.detail).toContain(LINE_LIMIT_MESSAGE);
    // At the limit exactly: accepted.
    const edge = await post({ quantity: 10, unit_cost_pence: 100_000_000_000 });
    expect(edge.status).toBe(201);
    expect(edge.body.lines_net_pence).toBe(1_000_000_000_000);
  });
});

describe('dashboard figures', () => {
  it('counts tenders due, enquiries by status, win rate and estimates awaiting a decision', async () => {
    const company = await createCompany();
    const { user } = await authFor(company, 'supervisor');
    const actor = { userId: user.id, companyId: company.id, role: 'supervisor' as const };
    const now = new Date('2026-11-22T12:00:00Z');
    await makeEnquiry(company, { status: 'new', tender_due_date: '2026-11-20' }); // overdue
    await makeEnquiry(company, { status: 'estimating', tender_due_date: '2026-12-01' });
    await makeEnquiry(company, { status: 'estimating', tender_due_date: '2026-12-30' }); // beyond 14 days
    const won = await makeEnquiry(company, { status: 'won' });
    await won.update({ status_changed_at: new Date('2026-10-01T00:00:00Z') });
    const lost = await makeEnquiry(company, { status: 'lost' });
    await lost.update({ status_changed_at: new Date('2026-09-01T00:00:00Z') });
    const old = await makeEnquiry(company, { status: 'lost' });
    await old.update({ status_changed_at: new Date('2025-01-01T00:00:00Z') });
    const issued = await makeEstimate(won, 'issued');
    await issued.update({ gross_pence: 12_345 });
    const figure = (key: string) =>
      enquiryFigures
        .find((f) => f.key === key)!
        .compute(actor as never, figureContext(now, {} as never, sequelize));
    const due = await figure('enquiries.tenders_due');
    expect(due.count).toBe(2);
    expect(due.items![0]).toMatchObject({ date: '2026-11-20', tone: 'danger' });
    const byStatus = await figure('enquiries.by_status');
    expect(byStatus.items!.find((i) => i.id === 'lost')!.value).toBe(2);
    expect((await figure('enquiries.win_rate')).count).toBe(50);
    const awaiting = await figure('estimates.awaiting_decision');
    expect(awaiting).toMatchObject({ count: 1, amount_pence: 12_345 });
  });
});
