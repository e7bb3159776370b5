// /api/suppliers on real Postgres: 401 signed out, 404 for another company's supplier (every role), 403 for
// workers (and supervisors on changes), 400 with the messages, then the happy paths — search, kind and status
// filters, paging, CIS rules, unique names, deactivate/reactivate, delete refused once something refers to it.
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { Activity, type Company, type Role } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { updateSettingsSchema } from '../settings/index.js';
import { Supplier } from './supplier.model.js';
import { DEMO_SUPPLIERS, seedDemoSuppliers } from './suppliers.seed.js';
import { MESSAGES, createSupplierSchema } from './suppliers.schema.js';
import { SUPPLIER_IN_USE } from './suppliers.service.js';
import { makeSupplier } from './suppliers.fixtures.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

async function authFor(company: Company, role: Role) {
  const user = await createUser(company, { role });
  return { user, headers: { Authorization: bearer(user) } };
}

const subcontractor = (name = `Pryce Brickwork ${randomUUID().slice(0, 6)}`) => ({
  name,
  kinds: ['subcontractor'],
  contact_name: 'Tom Pryce',
  email: 'tom@pryce.example',
  phone: '07700 900815',
  account_number: 'PRY-001',
  address: '3 Maes-y-Coed\nCaerphilly',
  vat_number: 'gb 123 4567 89',
  cis_status: 'net',
  utr: '12345 67890',
  verification_number: 'v1234567890',
});

describe('/api/suppliers access', () => {
  it('401 signed out; 403 for workers; supervisors read but do not change; 404 for another company’s', async () => {
    expect((await request.get('/api/suppliers')).status).toBe(401);
    const company = await createCompany();
    const mine = await makeSupplier(company);
    const theirs = await makeSupplier(await createCompany());

    const { headers: worker } = await authFor(company, 'worker');
    expect((await request.get('/api/suppliers').set(worker)).status).toBe(403);
    expect((await request.get(`/api/suppliers/${mine.id}`).set(worker)).status).toBe(403);
    expect((await request.post('/api/suppliers').set(worker).send(subcontractor())).status).toBe(403);
    // The id is checked before the role: a worker learns nothing about another company's supplier.
    expect((await request.get(`/api/suppliers/${theirs.id}`).set(worker)).status).toBe(404);

    const { headers: supervisor } = await authFor(company, 'supervisor');
    expect((await request.get('/api/suppliers').set(supervisor)).status).toBe(200);
    const read = await request.get(`/api/suppliers/${mine.id}`).set(supervisor);
    expect(read.status).toBe(200);
    expect(read.body.abilities).toEqual({
      can_edit: false,
      can_deactivate: false,
      can_reactivate: false,
      can_delete: false,
    });
    for (const res of [
      await request.post('/api/suppliers').set(supervisor).send(subcontractor()),
      await request.patch(`/api/suppliers/${mine.id}`).set(supervisor).send({ phone: '1' }),
      await request.post(`/api/suppliers/${mine.id}/deactivate`).set(supervisor),
      await request.delete(`/api/suppliers/${mine.id}`).set(supervisor),
    ]) {
      expect(res.status).toBe(403);
    }

    const { headers: manager } = await authFor(company, 'manager');
    for (const res of [
      await request.get(`/api/suppliers/${theirs.id}`).set(manager),
      await request.patch(`/api/suppliers/${theirs.id}`).set(manager).send({ name: 'Pwned' }),
      await request.post(`/api/suppliers/${theirs.id}/deactivate`).set(manager),
      await request.delete(`/api/suppliers/${theirs.id}`).set(manager),
      await request.get('/api/suppliers/not-a-uuid').set(manager),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ detail: 'Supplier not found', id: 'not_found' });
    }
    expect((await Supplier.findByPk(theirs.id))?.name).toBe(theirs.name);
  });
});

describe('create and edit', () => {
  it('a manager adds a subcontractor: codes compacted, CIS rate given, activity written', async () => {
    const company = await createCompany();
    const { user, headers } = await authFor(company, 'manager');
    const res = await request.post('/api/suppliers').set(headers).send(subcontractor('Pryce Brickwork'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      company_id: company.id,
      name: 'Pryce Brickwork',
      kinds: ['subcontractor'],
      contact_name: 'Tom Pryce',
      email: 'tom@pryce.example',
      vat_number: 'GB123456789',
      cis_status: 'net',
      cis_deduction_percent: 20,
      utr: '1234567890',
      verification_number: 'V1234567890',
      is_active: true,
      deactivated_at: null,
      abilities: { can_edit: true, can_deactivate: true, can_reactivate: false, can_delete: true },
    });
    const activity = await Activity.findOne({ where: { entity_type: 'supplier', entity_id: res.body.id } });
    expect(activity).toMatchObject({ action: 'created', actor_id: user.id, company_id: company.id });
  });

  it('kinds are stored once each in a fixed order; unmatched verification numbers keep their letters', async () => {
    const company = await createCompany();
    const { headers } = await authFor(company, 'admin');
    const res = await request
      .post('/api/suppliers')
      .set(headers)
      .send({
        name: 'Morgan Groundworks',
        kinds: ['subcontractor', 'plant', 'subcontractor'],
        cis_status: 'unverified',
        verification_number: 'V5512093847/ab',
      });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kinds: ['plant', 'subcontractor'],
      cis_deduction_percent: 30,
      verification_number: 'V5512093847AB',
      utr: null,
    });
    const plant = await request
      .post('/api/suppliers')
      .set(headers)
      .send({ name: 'Valleys Plant Hire', kinds: ['plant'], email: '', vat_number: '' });
    expect(plant.status).toBe(201);
    expect(plant.body).toMatchObject({
      cis_status: null,
      cis_deduction_percent: null,
      email: null,
      vat_number: null,
    });
  });

  it('refuses bad input with the messages web repeats', async () => {
    const company = await createCompany();
    const { headers } = await authFor(company, 'manager');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kinds: ['plant'] }, MESSAGES.name],
      [{ name: '  ', kinds: ['plant'] }, 'Supplier name is required'],
      [{ name: 'x'.repeat(201), kinds: ['plant'] }, 'Supplier name must be at most 200 characters'],
      [{ name: 'A' }, 'Choose at least one kind: plant, materials, labour agency or subcontractor'],
      [
        { name: 'A', kinds: [] },
        'Choose at least one kind: plant, materials, labour agency or subcontractor',
      ],
      [
        { name: 'A', kinds: ['scaffolding'] },
        'Kind must be one of plant, materials, labour_agency, subcontractor',
      ],
      [{ name: 'A', kinds: ['plant'], email: 'not-an-email' }, 'Email must be a valid email address'],
      [
        { name: 'A', kinds: ['plant'], vat_number: 'GB12345678' },
        'VAT number must be GB followed by 9 or 12 digits, or 9 digits',
      ],
      [
        { name: 'A', kinds: ['subcontractor'] },
        'CIS status is required for labour agencies and subcontractors',
      ],
      [
        { name: 'A', kinds: ['labour_agency'], cis_status: 'gross-ish' },
        'CIS status must be one of gross, net, unverified',
      ],
      [{ name: 'A', kinds: ['subcontractor'], cis_status: 'net', utr: '123456789' }, 'UTR must be 10 digits'],
      [
        { name: 'A', kinds: ['subcontractor'], cis_status: 'net', verification_number: 'V123' },
        MESSAGES.verification,
      ],
      [
        { name: 'A', kinds: ['subcontractor'], cis_status: 'net', verification_number: 'V1234567890ABC' },
        'Verification number must be V followed by 10 digits, with 1 or 2 letters at the end if HMRC gave them (e.g. V1234567890 or V1234567890AB)',
      ],
      [
        { name: 'A', kinds: ['materials'], utr: '1234567890' },
        'CIS details apply only to labour agencies and subcontractors',
      ],
      [
        { name: 'A', kinds: ['plant'], cis_status: 'gross' },
        'CIS details apply only to labour agencies and subcontractors',
      ],
      [{ name: 'A', kinds: ['plant'], phone: '0'.repeat(51) }, 'Phone must be at most 50 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await request.post('/api/suppliers').set(headers).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail, JSON.stringify(body)).toEqual([message]);
    }
    expect(await Supplier.count({ where: { company_id: company.id } })).toBe(0);
  });

  it('accepts exactly the VAT numbers company settings accept', () => {
    const vats = [
      'GB123456789',
      'GB123456789012',
      '123456789',
      'gb 123 456 789',
      'GB12345678',
      'FR123456789',
    ];
    for (const vat of [...vats, 'GB1234567890', '']) {
      const settingsOk = updateSettingsSchema.safeParse({ vat_number: vat }).success;
      const supplierOk = createSupplierSchema.safeParse({
        name: 'A',
        kinds: ['plant'],
        vat_number: vat,
      }).success;
      expect(supplierOk, vat).toBe(settingsOk);
    }
  });

  it('names are unique per company whatever the case (409); another company may use the same name', async () => {
    const company = await createCompany();
    const { headers } = await authFor(company, 'manager');
    expect(
      (await request.post('/api/suppliers').set(headers).send(subcontractor('Castle Merchants'))).status,
    ).toBe(201);
    const again = await request.post('/api/suppliers').set(headers).send(subcontractor('castle merchants'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ detail: 'A supplier with this name already exists', id: 'conflict' });
    const other = await authFor(await createCompany(), 'manager');
    expect(
      (await request.post('/api/suppliers').set(other.headers).send(subcontractor('Castle Merchants')))
        .status,
    ).toBe(201);
    const second = await makeSupplier(company, { name: 'Bristol Timber' });
    const rename = await request
      .patch(`/api/suppliers/${second.id}`)
      .set(headers)
      .send({ name: 'CASTLE MERCHANTS' });
    expect(rename.status).toBe(409);
  });

  it('edits only what is sent; taking away the CIS kinds clears the CIS details', async () => {
    const company = await createCompany();
    const { headers } = await authFor(company, 'manager');
    const created = (
      await request.post('/api/suppliers').set(headers).send(subcontractor('Hughes Electrical'))
    ).body;
    const edited = await request
      .patch(`/api/suppliers/${created.id}`)
      .set(headers)
      .send({ contact_name: 'Bethan Hughes', cis_status: 'gross' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Hughes Electrical',
      contact_name: 'Bethan Hughes',
      cis_status: 'gross',
      cis_deduction_percent: 0,
      utr: '1234567890',
    });
    const refused = await request
      .patch(`/api/suppliers/${created.id}`)
      .set(headers)
      .send({ cis_status: null });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toEqual(['CIS status is required for labour agencies and subcontractors']);
    const refusedMix = await request
      .patch(`/api/suppliers/${created.id}`)
      .set(headers)
      .send({ kinds: ['materials'], utr: '1234567890' });
    expect(refusedMix.body.detail).toEqual(['CIS details apply only to labour agencies and subcontractors']);
    const materials = await request
      .patch(`/api/suppliers/${created.id}`)
      .set(headers)
      .send({ kinds: ['materials'] });
    expect(materials.status).toBe(200);
    expect(materials.body).toMatchObject({
      kinds: ['materials'],
      cis_status: null,
      utr: null,
      verification_number: null,
    });
    const changes = await Activity.findAll({
      where: { entity_type: 'supplier', entity_id: created.id, action: 'updated' },
      order: [['created_at', 'ASC']],
    });
    expect(changes.map((a) => a.details?.changed)).toEqual([
      ['contact_name', 'cis_status'],
      ['kinds', 'cis_status', 'utr', 'verification_number'],
    ]);
    // An edit that changes nothing writes nothing.
    await request
      .patch(`/api/suppliers/${created.id}`)
      .set(headers)
      .send({ kinds: ['materials'] });
    expect(await Activity.count({ where: { entity_id: created.id, action: 'updated' } })).toBe(2);
  });
});

describe('the list', () => {
  it('searches name, contact, email and account number; filters by kind and status; pages by name', async () => {
    const company = await createCompany();
    const { headers } = await authFor(company, 'supervisor');
    const manager = await authFor(company, 'manager');
    const add = (body: Record<string, unknown>) =>
      request.post('/api/suppliers').set(manager.headers).send(body);
    await add({
      name: 'Valleys Plant Hire',
      kinds: ['plant'],
      contact_name: 'Dai Pritchard',
      account_number: 'VPH-10482',
    });
    await add({ name: 'castle Builders Merchants', kinds: ['materials'], email: 'sales@castlebm.example' });
    await add({ name: 'Morgan Groundworks', kinds: ['plant', 'subcontractor'], cis_status: 'gross' });
    const gone = (await add({ name: 'Bygone Scaffolding', kinds: ['plant'] })).body;
    await request.post(`/api/suppliers/${gone.id}/deactivate`).set(manager.headers);
    await makeSupplier(await createCompany(), { name: 'Valleys Plant Hire' });

    const names = async (query: string) => {
      const res = await request.get(`/api/suppliers${query}`).set(headers);
      expect(res.status, query).toBe(200);
      return (res.body.items as { name: string }[]).map((s) => s.name);
    };
    expect(await names('')).toEqual([
      'castle Builders Merchants',
      'Morgan Groundworks',
      'Valleys Plant Hire',
    ]);
    expect(await names('?status=all')).toHaveLength(4);
    expect(await names('?status=inactive')).toEqual(['Bygone Scaffolding']);
    expect(await names('?kind=plant')).toEqual(['Morgan Groundworks', 'Valleys Plant Hire']);
    expect(await names('?kind=subcontractor')).toEqual(['Morgan Groundworks']);
    expect(await names('?kind=labour_agency')).toEqual([]);
    expect(await names('?search=pritchard')).toEqual(['Valleys Plant Hire']);
    expect(await names('?search=CASTLEBM')).toEqual(['castle Builders Merchants']);
    expect(await names('?search=vph-104')).toEqual(['Valleys Plant Hire']);
    expect(await names('?search=%25')).toEqual([]); // a literal %, not a wildcard
    const page = await request.get('/api/suppliers?size=2&page=2').set(headers);
    expect(page.body).toMatchObject({ total: 3, page: 2, size: 2, pages: 2 });
    expect(page.body.items.map((s: { name: string }) => s.name)).toEqual(['Valleys Plant Hire']);
  });

  it('refuses bad filters and paging with the kit’s messages', async () => {
    const { headers } = await authFor(await createCompany(), 'admin');
    const cases: Array<[string, string]> = [
      ['kind=scaffolding', 'Kind must be one of plant, materials, labour_agency, subcontractor'],
      ['status=deleted', 'Status must be one of active, inactive, all'],
      ['size=101', 'Size must be a whole number from 1 to 100'],
      ['page=0', 'Page must be a whole number from 1 to 1000000'],
      [`search=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
    ];
    for (const [query, message] of cases) {
      const res = await request.get(`/api/suppliers?${query}`).set(headers);
      expect(res.status, query).toBe(400);
      expect(res.body.detail, query).toEqual([message]);
    }
  });
});

describe('deactivate, reactivate, delete', () => {
  it('moves active ↔ inactive once each way (409 otherwise), with activity', async () => {
    const company = await createCompany();
    const { headers } = await authFor(company, 'manager');
    const supplier = await makeSupplier(company);
    const off = await request.post(`/api/suppliers/${supplier.id}/deactivate`).set(headers);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      is_active: false,
      abilities: { can_deactivate: false, can_reactivate: true },
    });
    expect(off.body.deactivated_at).toEqual(expect.any(String));
    const twice = await request.post(`/api/suppliers/${supplier.id}/deactivate`).set(headers);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('Supplier is already inactive');
    const on = await request.post(`/api/suppliers/${supplier.id}/reactivate`).set(headers);
    expect(on.body).toMatchObject({ is_active: true, deactivated_at: null });
    expect((await request.post(`/api/suppliers/${supplier.id}/reactivate`).set(headers)).body.detail).toBe(
      'Supplier is already active',
    );
    const trail = await Activity.findAll({
      where: { entity_id: supplier.id },
      order: [['created_at', 'ASC']],
    });
    expect(trail.map((a) => [a.action, a.from_state, a.to_state])).toEqual([
      ['deactivated', 'active', 'inactive'],
      ['reactivated', 'inactive', 'active'],
    ]);
  });

  it('deletes a supplier nothing refers to; refuses (409) once a record refers to it', async () => {
    const company = await createCompany();
    const { headers } = await authFor(company, 'admin');
    const unused = await makeSupplier(company);
    expect((await request.delete(`/api/suppliers/${unused.id}`).set(headers)).status).toBe(204);
    expect(await Supplier.findByPk(unused.id)).toBeNull();
    expect(await Activity.count({ where: { entity_id: unused.id, action: 'deleted' } })).toBe(1);

    // A later module's table (a purchase order, say) refers to suppliers with a plain foreign key.
    const used = await makeSupplier(company);
    const table = `test_supplier_refs_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await sequelize.query(
      `CREATE TABLE ${table} (id serial PRIMARY KEY, supplier_id uuid NOT NULL REFERENCES suppliers(id))`,
    );
    try {
      await sequelize.query(`INSERT INTO ${table} (supplier_id) VALUES (:id)`, {
        replacements: { id: used.id },
        type: QueryTypes.INSERT,
      });
      const refused = await request.delete(`/api/suppliers/${used.id}`).set(headers);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ detail: SUPPLIER_IN_USE, id: 'conflict' });
      expect(await Supplier.findByPk(used.id)).not.toBeNull();
      expect(await Activity.count({ where: { entity_id: used.id, action: 'deleted' } })).toBe(0);
      // Deactivating is always possible.
      expect((await request.post(`/api/suppliers/${used.id}/deactivate`).set(headers)).status).toBe(200);
    } finally {
      await sequelize.query(`DROP TABLE ${table}`);
    }
  });
});

describe('demo suppliers', () => {
  it('adds eight across every kind and CIS status, once', async () => {
    const company = await createCompany();
    const manager = await createUser(company, { role: 'manager' });
    expect(await sequelize.transaction((t) => seedDemoSuppliers(company.id, manager.id, t))).toBe(8);
    expect(await sequelize.transaction((t) => seedDemoSuppliers(company.id, manager.id, t))).toBe(0);
    const rows = await Supplier.findAll({ where: { company_id: company.id } });
    expect(rows).toHaveLength(DEMO_SUPPLIERS.length);
    expect(new Set(rows.flatMap((s) => s.kinds))).toEqual(
      new Set(['plant', 'materials', 'labour_agency', 'subcontractor']),
    );
    const subcontractorStatuses = rows
      .filter((s) => s.kinds.includes('subcontractor'))
      .map((s) => s.cis_status);
    expect(new Set(subcontractorStatuses)).toEqual(new Set(['gross', 'net', 'unverified']));
    // Every demo row passes the API's own rules.
    for (const demo of DEMO_SUPPLIERS) {
      const body = {
        ...demo,
        cis: undefined,
        cis_status: demo.cis?.status ?? null,
        utr: demo.cis?.utr ?? null,
        verification_number: demo.cis?.verification_number ?? null,
      };
      expect(createSupplierSchema.safeParse(body).success, demo.name).toBe(true);
    }
  });
});
