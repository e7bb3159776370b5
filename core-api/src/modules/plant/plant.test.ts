// /api/plant on real Postgres: 401 signed out, 404 for another company's records (every role) and for a worker
// outside the project, 403 below the role, 400 with the messages; then the whole hire — a worker asks, the
// cheapest rate on the start date is suggested, a supervisor approves the hire, the requester is notified with
// plant_request_id, it goes on hire, the site asks for off-hire, the office records the collection — its cost
// in the project's stats; every transition allowed and refused; allocation with inspection gating.
import { describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../lib/calendar.js';
import { Notification } from '../notifications/index.js';
import { makeProject } from '../../security/world.js';
import { type Company, type Role, type User } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { PlantItem } from './plant-item.model.js';
import { PlantRequest, REQUEST_STATUSES, type RequestStatus } from './plant-request.model.js';
import { REQUEST_TRANSITIONS } from './plant.policy.js';
import { MESSAGES } from './plant.schema.js';
import { makeItem, makePlantSupplier, makeRate, makeRequest } from './plant.fixtures.js';
import { endOfWeek } from './plant-requests.read.js';
import { inspectionGate } from './plant.policy.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

async function crew(company: Company) {
  const users = {} as Record<Role, User>;
  const headers = {} as Record<Role, { Authorization: string }>;
  for (const role of ['worker', 'supervisor', 'manager', 'admin'] as Role[]) {
    users[role] = await createUser(company, { role });
    headers[role] = { Authorization: bearer(users[role]) };
  }
  return { users, headers };
}

const today = londonDate();

describe('/api/plant access and validation', () => {
  it('401 signed out; workers read the register, not rates; 404 for another company’s records and for a worker off the project', async () => {
    expect((await request.get('/api/plant/requests')).status).toBe(401);
    const company = await createCompany();
    const { users, headers } = await crew(company);
    const project = await makeProject(company, [users.worker.id]);
    const mine = await makeRequest(company, project.id, users.supervisor.id);
    const other = await createCompany();
    const theirProject = await makeProject(other);
    const theirs = await makeRequest(other, theirProject.id, (await createUser(other)).id);
    const theirItem = await makeItem(other);

    expect((await request.get('/api/plant/items').set(headers.worker)).status).toBe(200);
    expect((await request.get('/api/plant/rates').set(headers.worker)).status).toBe(403);
    expect((await request.post('/api/plant/rates').set(headers.supervisor).send({})).status).toBe(403);
    for (const role of ['worker', 'admin'] as Role[]) {
      for (const res of [
        await request.get(`/api/plant/requests/${theirs.id}`).set(headers[role]),
        await request
          .post(`/api/plant/requests/${theirs.id}/approve`)
          .set(headers[role])
          .send({ fulfilment: 'hire', rate_id: theirs.id }),
        await request.get(`/api/plant/items/${theirItem.id}`).set(headers[role]),
        await request.get('/api/plant/requests/not-a-uuid').set(headers[role]),
      ]) {
        expect(res.status).toBe(404);
      }
    }
    // A worker sees a request on a project they are on, not one on a project they are not.
    expect((await request.get(`/api/plant/requests/${mine.id}`).set(headers.worker)).status).toBe(200);
    const elsewhere = await makeRequest(company, (await makeProject(company)).id, users.supervisor.id);
    expect((await request.get(`/api/plant/requests/${elsewhere.id}`).set(headers.worker)).body).toMatchObject(
      {
        detail: 'Plant request not found',
      },
    );
    // Below the role on a record they can see: 403.
    expect(
      (
        await request
          .post(`/api/plant/requests/${mine.id}/approve`)
          .set(headers.worker)
          .send({ fulfilment: 'hire', rate_id: mine.id })
      ).status,
    ).toBe(403);
    expect(
      (await request.post(`/api/plant/requests/${mine.id}/reject`).set(headers.worker).send({ reason: 'x' }))
        .status,
    ).toBe(403);
    // A worker cancels only their own request.
    const cancel = await request.post(`/api/plant/requests/${mine.id}/cancel`).set(headers.worker).send({});
    expect(cancel.status).toBe(403);
    // Workers' lists are their own; a worker asks only for projects they are on.
    const list = await request.get('/api/plant/requests?scope=all').set(headers.worker);
    expect(list.body.items).toEqual([]);
    const offTeam = await request
      .post('/api/plant/requests')
      .set(headers.worker)
      .send({
        project_id: (await makeProject(company)).id,
        category: 'Telehandler',
        required_from: today,
        required_until: today,
      });
    expect(offTeam.status).toBe(400);
    expect(offTeam.body.detail).toContain('Project not found');
  });

  it('400 with the messages', async () => {
    const company = await createCompany();
    const { users, headers } = await crew(company);
    const project = await makeProject(company, [users.worker.id]);
    const res = await request
      .post('/api/plant/requests')
      .set(headers.worker)
      .send({ project_id: project.id, quantity: 0 });
    expect(res.status).toBe(400);
    const messages = JSON.stringify(res.body);
    for (const m of [MESSAGES.quantity, MESSAGES.requiredFrom, MESSAGES.requiredUntil])
      expect(messages).toContain(m);
    const backwards = await request.post('/api/plant/requests').set(headers.worker).send({
      project_id: project.id,
      category: 'Telehandler',
      required_from: '2026-12-10',
      required_until: '2026-12-09',
    });
    expect(JSON.stringify(backwards.body)).toContain(MESSAGES.untilBeforeFrom);
    const noWhat = await request.post('/api/plant/requests').set(headers.worker).send({
      project_id: project.id,
      required_from: '2026-12-10',
      required_until: '2026-12-11',
    });
    expect(JSON.stringify(noWhat.body)).toContain(MESSAGES.category);
    const rate = await request
      .post('/api/plant/rates')
      .set(headers.manager)
      .send({
        supplier_id: (await makePlantSupplier(company)).id,
        category: 'Telehandler',
        rate_pence: 95.5,
        rate_unit: 'month',
        valid_from: '2026-01-01',
        valid_to: '2025-01-01',
      });
    expect(rate.status).toBe(400);
    for (const m of [MESSAGES.rate, MESSAGES.rateUnit]) expect(JSON.stringify(rate.body)).toContain(m);
    const reject = await request
      .post(`/api/plant/requests/${(await makeRequest(company, project.id, users.worker.id)).id}/reject`)
      .set(headers.supervisor)
      .send({ reason: '  ' });
    expect(reject.status).toBe(400);
    expect(JSON.stringify(reject.body)).toContain(MESSAGES.reason);
  });
});

describe('the hire from request to collection', () => {
  it('asks, suggests the cheapest rate on the start date, approves the hire, notifies, goes on and off hire, costs the project', async () => {
    const company = await createCompany();
    const { users, headers } = await crew(company);
    const project = await makeProject(company, [users.worker.id]);
    const supplier = (name: string) => makePlantSupplier(company, { name });
    const [valleys, severnside, morgan, gone] = [
      await supplier('Valleys Plant Hire'),
      await supplier('Severnside Access'),
      await supplier('Morgan Groundworks'),
      await supplier('Closed Hire Co'),
    ];
    const from = '2027-06-07'; // Monday; until Friday 18 June: 10 working days
    const until = '2027-06-18';
    await makeRate(company, {
      supplier_id: valleys.id,
      rate_pence: 9_500,
      delivery_pence: 6_500,
      collection_pence: 6_500,
      valid_from: '2027-01-01',
    });
    const weekly = await makeRate(company, {
      supplier_id: severnside.id,
      rate_pence: 42_000,
      rate_unit: 'week',
      delivery_pence: 7_500,
      collection_pence: 7_500,
      valid_from: '2027-01-01',
    });
    await makeRate(company, {
      supplier_id: morgan.id,
      rate_pence: 11_000,
      delivery_pence: 4_500,
      collection_pence: 4_500,
      valid_from: '2027-01-01',
    });
    // Not offered: expired before the start date, starts after it, another category, an inactive supplier.
    await makeRate(company, {
      supplier_id: morgan.id,
      rate_pence: 1_000,
      valid_from: '2026-01-01',
      valid_to: '2027-06-06',
    });
    const future = await makeRate(company, {
      supplier_id: valleys.id,
      rate_pence: 1_000,
      valid_from: '2027-06-08',
    });
    await makeRate(company, {
      supplier_id: valleys.id,
      rate_pence: 1_000,
      category: 'Dumper',
      valid_from: '2027-01-01',
    });
    await makeRate(company, { supplier_id: gone.id, rate_pence: 1_000, valid_from: '2027-01-01' });
    gone.is_active = false;
    await gone.save();

    const created = await request.post('/api/plant/requests').set(headers.worker).send({
      project_id: project.id,
      category: 'telehandler',
      quantity: 1,
      required_from: from,
      required_until: until,
      with_operator: false,
      notes: 'Level 4 blockwork',
    });
    expect(created.status).toBe(201);
    expect(created.body.reference).toMatch(/^PR-\d{4}$/);
    expect(created.body).toMatchObject({ status: 'requested', cost: null, rate_pence: null });
    expect(created.body.abilities).toMatchObject({ can_cancel: true, can_approve: false });
    const id = created.body.id as string;

    const options = await request.get(`/api/plant/requests/${id}/rate-options`).set(headers.supervisor);
    expect(options.status).toBe(200);
    expect(
      options.body.options.map(
        (o: { rate: { supplier: { name: string } }; estimate: { total_pence: number } }) => [
          o.rate.supplier.name,
          o.estimate.total_pence,
        ],
      ),
    ).toEqual([
      ['Severnside Access', 99_000],
      ['Valleys Plant Hire', 108_000],
      ['Morgan Groundworks', 119_000],
    ]);
    expect(options.body.options[0].suggested).toBe(true);

    // A rate not valid on the start date is refused.
    const late = await request
      .post(`/api/plant/requests/${id}/approve`)
      .set(headers.supervisor)
      .send({ fulfilment: 'hire', rate_id: future.id });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('This rate is not valid on 07/06/2027, the hire’s start date');

    const approved = await request
      .post(`/api/plant/requests/${id}/approve`)
      .set(headers.supervisor)
      .send({ fulfilment: 'hire', rate_id: weekly.id, hire_reference: 'SAP-88121' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      fulfilment: 'hire',
      supplier: { name: 'Severnside Access' },
      rate_pence: 42_000,
      rate_unit: 'week',
      warnings: [],
    });
    const told = await Notification.findAll({ where: { user_id: users.worker.id } });
    expect(told.map((n) => [n.type, n.payload?.plant_request_id, n.payload?.project_id])).toEqual([
      ['plant_request', id, project.id],
    ]);
    expect(told[0]!.title).toContain('approved');
    // The worker's copy carries no money.
    const workerView = await request.get(`/api/plant/requests/${id}`).set(headers.worker);
    expect(workerView.body).toMatchObject({ rate_pence: null, cost: null });
    expect(workerView.body.timeline.map((t: { action: string }) => t.action)).toEqual([
      'created',
      'approved',
    ]);

    // On hire ten days ago (a fixed past date is simpler to reason about than the request's future one).
    const onHireDate = addDays(today, -10);
    const onHire = await request
      .post(`/api/plant/requests/${id}/on-hire`)
      .set(headers.supervisor)
      .send({ on_hire_date: onHireDate });
    expect(onHire.status).toBe(200);
    expect(onHire.body.plant_item.description).toContain('hired for');
    expect(onHire.body.cost.delivery_pence).toBe(7_500);
    expect(onHire.body.cost.chargeable_days).toBeGreaterThanOrEqual(5);
    const item = await PlantItem.findByPk(onHire.body.plant_item.id);
    expect(item).toMatchObject({
      ownership: 'hired',
      status: 'on_hire',
      current_project_id: project.id,
      supplier_id: severnside.id,
    });

    // The site asks for off-hire; the approver is told to book the collection.
    const off = await request.post(`/api/plant/requests/${id}/off-hire`).set(headers.worker);
    expect(off.status).toBe(200);
    expect(off.body.status).toBe('off_hire_requested');
    const forApprover = await Notification.findAll({
      where: { user_id: users.supervisor.id },
      order: [['created_at', 'ASC']],
    });
    expect(forApprover.map((n) => n.title)).toEqual([
      expect.stringMatching(/needs approval/),
      expect.stringMatching(/off-hire requested — book the collection$/),
    ]);

    const collected = await request
      .post(`/api/plant/requests/${id}/collection`)
      .set(headers.manager)
      .send({ collection_reference: 'COL-55812', collected_on: addDays(today, -1) });
    expect(collected.status).toBe(200);
    expect(collected.body).toMatchObject({ status: 'off_hired', collection_reference: 'COL-55812' });
    const cost = collected.body.cost;
    expect(cost.collection_pence).toBe(7_500);
    expect(cost.total_pence).toBe(cost.hire_pence + 15_000);
    expect(cost.hire_pence).toBe(Math.round((cost.chargeable_days * 42_000) / 5));
    expect((await item!.reload()).status).toBe('off_hired');

    // The project's stats and plant costs carry it.
    const stats = await request.get(`/api/projects/${project.id}/stats`).set(headers.supervisor);
    const plant = stats.body.spend_vs_budget.find((l: { category: string }) => l.category === 'plant');
    expect(plant.committed_pence).toBe(cost.total_pence);
    expect(stats.body.dependents.find((d: { key: string }) => d.key === 'plant_requests').count).toBe(1);
    const costs = await request.get(`/api/projects/${project.id}/plant-costs`).set(headers.supervisor);
    expect(costs.body).toMatchObject({
      total_pence: cost.total_pence,
      chargeable_days: cost.chargeable_days,
    });
    expect(
      (await Notification.findAll({ where: { user_id: users.worker.id } })).every(
        (n) => n.payload?.plant_request_id === id,
      ),
    ).toBe(true);
  });
});

describe('allocation of owned plant: inspection gating', () => {
  it('refuses an expired inspection (409 naming it and its date), warns within 7 days, refuses an unavailable item', async () => {
    const company = await createCompany();
    const { users, headers } = await crew(company);
    const project = await makeProject(company, [users.worker.id]);
    const expired = await makeItem(company, { asset_number: 'SB-9', loler_due_date: addDays(today, -1) });
    const ask = async () => (await makeRequest(company, project.id, users.worker.id)).id;
    const refused = await request
      .post(`/api/plant/requests/${await ask()}/approve`)
      .set(headers.supervisor)
      .send({ fulfilment: 'allocation', plant_item_id: expired.id });
    expect(refused.status).toBe(409);
    const d = addDays(today, -1);
    expect(refused.body.detail).toBe(
      `SB-9 cannot be allocated: its LOLER thorough examination expired on ${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`,
    );
    expect((await expired.reload()).status).toBe('available');

    const dueSoon = await makeItem(company, {
      asset_number: 'SB-7',
      puwer_due_date: addDays(today, 7),
      loler_due_date: null,
    });
    const id = await ask();
    const ok = await request
      .post(`/api/plant/requests/${id}/approve`)
      .set(headers.supervisor)
      .send({ fulfilment: 'allocation', plant_item_id: dueSoon.id });
    expect(ok.status).toBe(200);
    expect(ok.body.warnings).toHaveLength(1);
    expect(ok.body.warnings[0]).toContain('SB-7: PUWER inspection due on');
    expect(ok.body).toMatchObject({
      fulfilment: 'allocation',
      plant_item: { asset_number: 'SB-7' },
      cost: null,
    });
    expect(await dueSoon.reload()).toMatchObject({ status: 'on_hire', current_project_id: project.id });
    // Allocated already: a second request cannot take it.
    const taken = await request
      .post(`/api/plant/requests/${await ask()}/approve`)
      .set(headers.supervisor)
      .send({ fulfilment: 'allocation', plant_item_id: dueSoon.id });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe('SB-7 is not available (on hire)');
    // Cancelling the approved allocation puts the item back in the yard.
    expect(
      (
        await request
          .post(`/api/plant/requests/${id}/cancel`)
          .set(headers.worker)
          .send({ reason: 'Done by hand' })
      ).status,
    ).toBe(200);
    expect(await dueSoon.reload()).toMatchObject({ status: 'available', current_project_id: null });

    // Day 8 is no warning; the gate itself on the boundaries.
    expect(
      inspectionGate({ asset_number: 'X', loler_due_date: addDays(today, 8), puwer_due_date: today }, today),
    ).toEqual([`X: PUWER inspection due on ${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`]);
    expect(() =>
      inspectionGate({ asset_number: 'X', loler_due_date: null, puwer_due_date: '2020-02-29' }, today),
    ).toThrow('X cannot be allocated: its PUWER inspection expired on 29/02/2020');
  });

  it('the due-soon list: inspections due or expired, hires ending this week', async () => {
    const company = await createCompany();
    const { users, headers } = await crew(company);
    const project = await makeProject(company, [users.worker.id]);
    await makeItem(company, { asset_number: 'DUE-1', loler_due_date: addDays(today, 3) });
    await makeItem(company, { asset_number: 'OK-1' });
    const hire = await makeRequest(company, project.id, users.worker.id, 'on_hire');
    await hire.update({ required_until: endOfWeek(today) });
    const later = await makeRequest(company, project.id, users.worker.id, 'on_hire');
    await later.update({ required_until: addDays(endOfWeek(today), 1) });
    const res = await request.get('/api/plant/due-soon').set(headers.worker);
    expect(res.status).toBe(200);
    expect(
      res.body.inspections.map((i: { item: { asset_number: string }; state: string }) => [
        i.item.asset_number,
        i.state,
      ]),
    ).toEqual([['DUE-1', 'due_soon']]);
    expect(res.body.hires_ending.map((h: { id: string }) => h.id)).toEqual([hire.id]);
    expect(endOfWeek('2026-11-23')).toBe('2026-11-29');
    expect(endOfWeek('2026-11-29')).toBe('2026-11-29');
  });
});

describe('the transition table', () => {
  const MOVES: Record<
    string,
    { to: RequestStatus; path: string; body: (c: Company) => Promise<object> | object }
  > = {
    approve: {
      to: 'approved',
      path: 'approve',
      body: async (c) => ({
        fulfilment: 'hire',
        rate_id: (await makeRate(c, { valid_from: '2020-01-01' })).id,
      }),
    },
    reject: { to: 'rejected', path: 'reject', body: () => ({ reason: 'No' }) },
    cancel: { to: 'cancelled', path: 'cancel', body: () => ({}) },
    onHire: { to: 'on_hire', path: 'on-hire', body: () => ({}) },
    offHire: { to: 'off_hire_requested', path: 'off-hire', body: () => ({}) },
    collection: {
      to: 'off_hired',
      path: 'collection',
      body: () => ({ collection_reference: 'C-1', collected_on: today }),
    },
  };

  it('every move from every status: allowed by the table → 200, else 409 naming both states', async () => {
    const company = await createCompany();
    const { users, headers } = await crew(company);
    const project = await makeProject(company, [users.worker.id]);
    let allowed = 0;
    let refused = 0;
    for (const from of REQUEST_STATUSES) {
      for (const move of Object.values(MOVES)) {
        const req = await makeRequest(company, project.id, users.worker.id, from);
        if (from === 'requested' || from === 'approved') await req.update({ required_from: today });
        const res = await request
          .post(`/api/plant/requests/${req.id}/${move.path}`)
          .set(headers.manager)
          .send(await move.body(company));
        if (REQUEST_TRANSITIONS.rule(from, move.to)) {
          expect(res.status, `${from} → ${move.to}`).toBe(200);
          expect(res.body.status).toBe(move.to);
          allowed += 1;
        } else {
          expect(res.status, `${from} → ${move.to}`).toBe(409);
          expect(res.body.detail).toMatch(/^Cannot change status from .+ to .+$/);
          refused += 1;
        }
      }
    }
    expect([allowed, refused]).toEqual([7, 35]); // cancel is allowed from two states
  });

  it('by role: workers cancel their own and ask for off-hire; supervisors make the office moves', async () => {
    const company = await createCompany();
    const { users, headers } = await crew(company);
    const project = await makeProject(company, [users.worker.id]);
    const own = await makeRequest(company, project.id, users.worker.id, 'approved');
    expect(
      (await request.post(`/api/plant/requests/${own.id}/cancel`).set(headers.worker).send({})).status,
    ).toBe(200);
    const onHire = await makeRequest(company, project.id, users.supervisor.id, 'on_hire');
    // A worker on the project may ask for off-hire of a colleague's hire.
    const off = await request.post(`/api/plant/requests/${onHire.id}/off-hire`).set(headers.worker);
    expect(off.status).toBe(200);
    const collect = await request
      .post(`/api/plant/requests/${onHire.id}/collection`)
      .set(headers.worker)
      .send({ collection_reference: 'C', collected_on: today });
    expect(collect.status).toBe(403);
    const approved = await makeRequest(company, project.id, users.worker.id, 'approved');
    expect(
      (await request.post(`/api/plant/requests/${approved.id}/on-hire`).set(headers.worker).send({})).status,
    ).toBe(403);
    const supervisorMove = await request
      .post(`/api/plant/requests/${approved.id}/on-hire`)
      .set(headers.supervisor)
      .send({});
    expect(supervisorMove.status).toBe(200);
    expect(supervisorMove.body.on_hire_date).toBe(today);
    // Abilities follow the table and the record: the worker sees off-hire on an on-hire request, nothing else.
    const view = await request.get(`/api/plant/requests/${approved.id}`).set(headers.worker);
    expect(view.body.abilities).toEqual({
      can_approve: false,
      approve_refusal: null,
      can_reject: false,
      can_cancel: false,
      can_mark_on_hire: false,
      can_request_off_hire: true,
      can_record_collection: false,
    });
    const stored = await PlantRequest.findByPk(approved.id);
    expect(stored!.status).toBe('on_hire');
  });
});

describe('rates and the register', () => {
  it('managers add rates and items; asset numbers are unique; status changes follow the item table', async () => {
    const company = await createCompany();
    const { headers } = await crew(company);
    const supplier = await makePlantSupplier(company);
    const rate = await request.post('/api/plant/rates').set(headers.manager).send({
      supplier_id: supplier.id,
      category: 'Telehandler',
      rate_pence: 9_500,
      rate_unit: 'day',
      delivery_pence: 6_500,
      collection_pence: 6_500,
      valid_from: '2026-01-01',
    });
    expect(rate.status).toBe(201);
    expect(rate.body).toMatchObject({ supplier: { name: supplier.name }, rate_pence: 9_500, valid_to: null });
    const listed = await request
      .get('/api/plant/rates?valid_on=2026-06-01&category=telehandler')
      .set(headers.supervisor);
    expect(listed.body.total).toBe(1);
    const item = {
      asset_number: 'SB-100',
      description: 'JCB 540',
      category: 'Telehandler',
      ownership: 'owned',
      loler_due_date: addDays(today, 3),
    };
    const made = await request.post('/api/plant/items').set(headers.manager).send(item);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ loler_state: 'due_soon', puwer_state: 'none', status: 'available' });
    expect(
      (
        await request
          .post('/api/plant/items')
          .set(headers.manager)
          .send({ ...item, asset_number: 'sb-100' })
      ).status,
    ).toBe(409);
    const hiredNoSupplier = await request
      .post('/api/plant/items')
      .set(headers.manager)
      .send({ ...item, asset_number: 'H-1', ownership: 'hired' });
    expect(JSON.stringify(hiredNoSupplier.body)).toContain(MESSAGES.hiredNeedsSupplier);
    const repair = await request
      .patch(`/api/plant/items/${made.body.id}`)
      .set(headers.manager)
      .send({ status: 'in_repair' });
    expect(repair.body.status).toBe('in_repair');
    const onHire = await request
      .patch(`/api/plant/items/${made.body.id}`)
      .set(headers.manager)
      .send({ status: 'available', loler_due_date: addDays(today, -2) });
    expect(onHire.body).toMatchObject({ status: 'available', loler_state: 'expired' });
    const categories = await request.get('/api/plant/categories').set(headers.worker);
    expect(categories.body.items).toEqual(['Telehandler']);
    // A rate a hire was placed at cannot be deleted.
    const project = await makeProject(company);
    const used = await makeRequest(company, project.id, (await createUser(company)).id, 'approved');
    expect((await request.delete(`/api/plant/rates/${used.rate_id}`).set(headers.manager)).status).toBe(409);
    expect((await request.delete(`/api/plant/rates/${rate.body.id}`).set(headers.manager)).status).toBe(204);
  });
});
