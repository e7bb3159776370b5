// Plant hire (spec §2): any signed-in user. A placeholder until the plant module lands (it reads
// `create=true` and `request_id` from the query).
import { Forklift, Truck } from 'lucide-react';
import { defineFeature } from '../../lib/route-manifest';
import { pendingPageWithSuppliersLink } from '../suppliers';

export const plantFeature = defineFeature({
  name: 'plant',
  routes: [
    {
      path: '/app/plant',
      access: 'worker',
      page: pendingPageWithSuppliersLink(() =>
        import('./pending-pages').then((m) => ({
          ...m.PENDING.plant,
          suppliersHint: 'Plant hire firms and their contacts are set up under Suppliers.',
        })),
      ),
      nav: [
        { slot: 'bottomTab', label: 'Plant', order: 40, icon: Forklift },
        {
          slot: 'quickAction',
          label: 'New Plant Request',
          order: 20,
          to: '/app/plant?create=true',
          icon: Truck,
        },
      ],
    },
  ],
});
