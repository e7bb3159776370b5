// The materials module's public file: requests, RFQs and quotes, purchase orders, deliveries and supplier
// invoices over GraphQL, plus the PO PDF pass-through.
import type { BffModule } from '../../lib/module.js';
import { materialFileRoutes } from './materials.files.js';
import {
  MaterialRequestFieldsResolver,
  MaterialsResolver,
  PurchaseOrderFieldsResolver,
} from './materials.resolver.js';

export const materialsModule: BffModule = {
  name: 'materials',
  resolvers: [MaterialsResolver, MaterialRequestFieldsResolver, PurchaseOrderFieldsResolver],
  routes: [{ path: '/files', create: (deps) => materialFileRoutes(deps) }],
};
