// Material ordering (spec §2): any signed-in user. A placeholder until the materials module lands (it reads
// `create=true` and `request_id` from the query).
import { Package, PackagePlus } from 'lucide-react';
import { defineFeature } from '../../lib/route-manifest';
import { pendingPageWithSuppliersLink } from '../suppliers';

export const materialsFeature = defineFeature({
  name: 'materials',
  routes: [
    {
      path: '/app/materials',
      access: 'worker',
      page: pendingPageWithSuppliersLink(() =>
        import('./pending-pages').then((m) => ({
          ...m.PENDING.materials,
          suppliersHint: 'Builders’ merchants and other material suppliers are set up under Suppliers.',
        })),
      ),
      nav: [
        { slot: 'bottomTab', label: 'Materials', order: 50, icon: Package },
        {
          slot: 'quickAction',
          label: 'New Material Request',
          order: 30,
          to: '/app/materials?create=true',
          icon: PackagePlus,
        },
      ],
    },
  ],
});
