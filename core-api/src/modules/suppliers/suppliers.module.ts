// Owns the /suppliers routes: the company's suppliers (plant hire firms, builders' merchants, labour agencies,
// subcontractors) for supervisors and up to read and managers and up to set up — list, one supplier, create,
// edit, deactivate/reactivate, and delete while nothing refers to it. Rules live in SuppliersService and
// suppliers.policy.ts; another company's supplier is 404 for every caller (the kit checks the id first).
import { defineModule } from '../../kit/module.js';
import { uuidParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { suppliersCountedLists } from './suppliers.counters.js';
import { seedDemoSuppliers } from './suppliers.seed.js';
import { Supplier } from './supplier.model.js';
import { presentSupplier, supplierPageSchema, supplierSchema } from './suppliers.presenter.js';
import { createSupplierSchema, listSuppliersQuerySchema, updateSupplierSchema } from './suppliers.schema.js';
import { SUPPLIER_NOT_FOUND, SuppliersService } from './suppliers.service.js';
import { suppliersExport } from './suppliers.exports.js';

const route = routeBuilder<SuppliersService>();
const READERS = company('supervisor');
const MANAGERS = company('manager');

export const suppliersModule = defineModule({
  name: 'suppliers',
  description: 'Suppliers shared by plant, materials and labour (supervisors read, managers set up)',
  params: {
    supplierId: uuidParam({
      description: 'Supplier id (uuid). Malformed, unknown or another company’s → 404',
      notFound: SUPPLIER_NOT_FOUND,
      visible: async (actor, id) =>
        (await Supplier.count({ where: { id, company_id: actor.companyId } })) > 0,
    }),
  },
  models: [Supplier],
  contributes: {
    countedLists: suppliersCountedLists,
    demoData: [
      async ({ companyId, users, transaction }) => {
        const n = await seedDemoSuppliers(companyId, users.manager?.id ?? null, transaction);
        return n ? `${n} demo suppliers` : null;
      },
    ],
  },
  create: (deps) => new SuppliersService(deps.sequelize),
  routes: [
    route({
      method: 'get',
      path: '/suppliers',
      summary:
        'The company’s suppliers by name: search (name, contact, email, account number), kind and status (default active) filters, pages',
      access: READERS,
      query: listSuppliersQuerySchema,
      response: supplierPageSchema,
      exports: suppliersExport,
      handler: ({ services, actor, query }) => services.list(actor, query),
    }),
    route({
      method: 'post',
      path: '/suppliers',
      summary:
        'Add a supplier (CIS status, UTR and verification number for labour agencies and subcontractors)',
      access: MANAGERS,
      body: createSupplierSchema,
      status: 201,
      response: supplierSchema,
      errors: { 409: 'A supplier with this name already exists' },
      handler: async ({ services, actor, body }) =>
        presentSupplier(await services.create(actor, body), actor),
    }),
    route({
      method: 'get',
      path: '/suppliers/{supplierId}',
      summary: 'One supplier',
      access: READERS,
      response: supplierSchema,
      handler: async ({ services, actor, params }) =>
        presentSupplier(await services.get(actor, params.supplierId), actor),
    }),
    route({
      method: 'patch',
      path: '/suppliers/{supplierId}',
      summary: 'Edit a supplier (fields left out stay; taking away the CIS kinds clears the CIS details)',
      access: MANAGERS,
      body: updateSupplierSchema,
      response: supplierSchema,
      errors: { 409: 'A supplier with this name already exists' },
      handler: async ({ services, actor, params, body }) =>
        presentSupplier(await services.update(actor, params.supplierId, body), actor),
    }),
    route({
      method: 'post',
      path: '/suppliers/{supplierId}/deactivate',
      summary: 'Deactivate a supplier (kept for the records that refer to it, no longer offered)',
      access: MANAGERS,
      response: supplierSchema,
      errors: { 409: 'Supplier is already inactive' },
      handler: async ({ services, actor, params }) =>
        presentSupplier(await services.transition(actor, params.supplierId, 'deactivate'), actor),
    }),
    route({
      method: 'post',
      path: '/suppliers/{supplierId}/reactivate',
      summary: 'Reactivate a supplier',
      access: MANAGERS,
      response: supplierSchema,
      errors: { 409: 'Supplier is already active' },
      handler: async ({ services, actor, params }) =>
        presentSupplier(await services.transition(actor, params.supplierId, 'reactivate'), actor),
    }),
    route({
      method: 'delete',
      path: '/suppliers/{supplierId}',
      summary:
        'Delete a supplier entered by mistake (refused once any record refers to it: deactivate instead)',
      access: MANAGERS,
      produces: 'none',
      errors: { 409: 'The supplier has records that refer to it' },
      handler: ({ services, actor, params }) => services.remove(actor, params.supplierId),
    }),
  ],
});
