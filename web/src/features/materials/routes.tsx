// Material ordering (spec §2): any signed-in user. /app/materials reads `create=true` (the request form, also the
// "New Material Request" quick action), `request_id` (one request, the notifications' deep link) and `po_id`.
import { Package, PackagePlus } from 'lucide-react';
import { defineFeature, lazyPage } from '../../lib/route-manifest';

export const materialsFeature = defineFeature({
  name: 'materials',
  routes: [
    {
      path: '/app/materials',
      access: 'worker',
      page: lazyPage(() => import('./MaterialsPage').then((m) => m.MaterialsPage)),
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
