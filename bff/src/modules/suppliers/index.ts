// The suppliers module's public file: suppliers shared by plant, materials and labour, and the types other
// modules (a purchase order's supplier, say) may return.
import type { BffModule } from '../../lib/module.js';
import { SuppliersResolver } from './suppliers.resolver.js';

export { CisStatus, Supplier, SupplierKind } from './suppliers.type.js';

export const suppliersModule: BffModule = { name: 'suppliers', resolvers: [SuppliersResolver] };
