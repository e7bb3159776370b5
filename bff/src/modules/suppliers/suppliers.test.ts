// Suppliers through GraphQL against the REAL core-api on real Postgres: the role gates, the enum filters (an
// unknown value never reaches core-api), core-api's own messages for strings it checks, CONFLICT mapping and
// the happy path.
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-suppliers-test-secret';
let stack: RealStack;
let app: Express;
let manager: User;
let supervisor: User;
let worker: User;

const gql = (query: string, variables: Record<string, unknown> = {}, bearer?: string) =>
  post(app, query, variables, bearer);

const FIELDS = `id name kinds cis_status cis_deduction_percent utr verification_number vat_number is_active
  abilities { can_edit can_deactivate can_reactivate can_delete }`;
const LIST = `query L($search: String, $kind: SupplierKind, $status: SupplierStatusFilter) {
  suppliers(search: $search, kind: $kind, status: $status) { total page size pages items { ${FIELDS} } }
}`;
const CREATE = `mutation C($input: CreateSupplierInput!) { createSupplier(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdateSupplierInput!) { updateSupplier(id: $id, input: $input) { ${FIELDS} } }`;

beforeAll(async () => {
  stack = await startRealStack(secret);
  app = stack.app;
  const company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
  supervisor = await createUser(company, { role: 'supervisor' });
  worker = await createUser(company, { role: 'worker' });
}, 60_000);
afterAll(() => stack?.close());
beforeEach(() => {
  stack.core.requests.length = 0;
});

describe('suppliers through the BFF', () => {
  it('a manager adds and edits a subcontractor; a supervisor reads it; a worker is refused', async () => {
    const token = stack.tokenFor(manager);
    const input = {
      name: 'Pryce Brickwork',
      kinds: ['subcontractor'],
      cis_status: 'net',
      utr: '12345 67890',
      verification_number: 'V1234567890',
      vat_number: 'GB123456789',
    };
    const created = await gql(CREATE, { input }, token);
    expect(created.body.errors).toBeUndefined();
    const supplier = created.body.data.createSupplier;
    expect(supplier).toMatchObject({
      name: 'Pryce Brickwork',
      kinds: ['subcontractor'],
      cis_status: 'net',
      cis_deduction_percent: 20,
      utr: '1234567890',
      abilities: { can_edit: true, can_deactivate: true, can_reactivate: false, can_delete: true },
    });

    const edited = await gql(UPDATE, { id: supplier.id, input: { cis_status: 'gross' } }, token);
    expect(edited.body.data.updateSupplier).toMatchObject({ cis_status: 'gross', cis_deduction_percent: 0 });

    const read = await gql(LIST, { kind: 'subcontractor' }, stack.tokenFor(supervisor));
    expect(read.body.data.suppliers).toMatchObject({ total: 1, page: 1, size: 20, pages: 1 });
    expect(read.body.data.suppliers.items[0].abilities.can_edit).toBe(false);

    const refused = await gql(LIST, {}, stack.tokenFor(worker));
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const supervisorWrite = await gql(
      CREATE,
      { input: { ...input, name: 'Other' } },
      stack.tokenFor(supervisor),
    );
    expect(supervisorWrite.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('passes kind and status filters as core-api’s query; an unknown enum value never reaches core-api', async () => {
    const token = stack.tokenFor(manager);
    const list = await gql(LIST, { search: 'pryce', kind: 'plant', status: 'all' }, token);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.suppliers.total).toBe(0);
    expect(stack.core.requests.map((r) => r.split('?')[1])).toEqual(['search=pryce&kind=plant&status=all']);

    stack.core.requests.length = 0;
    const bad = await gql(LIST, { kind: 'scaffolding' }, token);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(stack.core.requests).toEqual([]);
  });

  it('core-api’s messages reach the client for the strings it checks; a taken name is CONFLICT', async () => {
    const token = stack.tokenFor(manager);
    const badKind = await gql(CREATE, { input: { name: 'X', kinds: ['scaffolding'] } }, token);
    expect(badKind.body.errors[0]).toMatchObject({
      message: 'Kind must be one of plant, materials, labour_agency, subcontractor',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const noCis = await gql(CREATE, { input: { name: 'X', kinds: ['labour_agency'] } }, token);
    expect(noCis.body.errors[0].message).toBe(
      'CIS status is required for labour agencies and subcontractors',
    );
    const taken = await gql(
      CREATE,
      { input: { name: 'pryce brickwork', kinds: ['subcontractor'], cis_status: 'unverified' } },
      token,
    );
    expect(taken.body.errors[0]).toMatchObject({
      message: 'A supplier with this name already exists',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('deactivates, reactivates and deletes; another company’s supplier is NOT_FOUND', async () => {
    const token = stack.tokenFor(manager);
    const created = await gql(CREATE, { input: { name: 'Valleys Plant Hire', kinds: ['plant'] } }, token);
    const id = created.body.data.createSupplier.id as string;
    const off = await gql(
      'mutation D($id: ID!) { deactivateSupplier(id: $id) { is_active } }',
      { id },
      token,
    );
    expect(off.body.data.deactivateSupplier.is_active).toBe(false);
    const again = await gql(
      'mutation D($id: ID!) { deactivateSupplier(id: $id) { is_active } }',
      { id },
      token,
    );
    expect(again.body.errors[0]).toMatchObject({
      message: 'Supplier is already inactive',
      extensions: { code: 'CONFLICT' },
    });
    const on = await gql('mutation R($id: ID!) { reactivateSupplier(id: $id) { is_active } }', { id }, token);
    expect(on.body.data.reactivateSupplier.is_active).toBe(true);

    const stranger = await createUser(await createCompany(), { role: 'admin' });
    const foreign = await gql(
      'query S($id: ID!) { supplier(id: $id) { id } }',
      { id },
      stack.tokenFor(stranger),
    );
    expect(foreign.body.errors[0]).toMatchObject({
      message: 'Supplier not found',
      extensions: { code: 'NOT_FOUND' },
    });

    const deleted = await gql('mutation X($id: ID!) { deleteSupplier(id: $id) }', { id }, token);
    expect(deleted.body.data.deleteSupplier).toBe(true);
    const gone = await gql('query S($id: ID!) { supplier(id: $id) { id } }', { id }, token);
    expect(gone.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
