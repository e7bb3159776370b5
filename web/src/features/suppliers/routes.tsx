// Suppliers (shared by plant, materials and labour): supervisors and up read, managers and up set them up. In
// the desktop header (and the floating mobile menu) for supervisors and up, and linked from the plant,
// materials and labour setup screens.
import { defineFeature, lazyPage } from '../../lib/route-manifest';

const SuppliersPage = lazyPage(() => import('./SuppliersPage').then((m) => m.SuppliersPage));

export const SUPPLIERS_PATH = '/app/suppliers';

export const suppliersFeature = defineFeature({
  name: 'suppliers',
  routes: [
    {
      path: SUPPLIERS_PATH,
      access: 'supervisor',
      page: SuppliersPage,
      nav: [{ slot: 'header', label: 'Suppliers', order: 38 }],
    },
  ],
});
