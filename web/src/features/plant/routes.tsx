// Plant hire (spec §2): any signed-in user. /app/plant holds the requests (mine for workers, all for supervisors
// and up), the due-soon list, the register and (supervisors and up) the rates; `create=true` opens a new
// request (the quick action "New Plant Request"), `request_id` opens one.
import { Forklift, Truck } from 'lucide-react';
import { defineFeature, lazyPage } from '../../lib/route-manifest';

const PlantPage = lazyPage(() => import('./PlantPage').then((m) => m.PlantPage));

export const plantFeature = defineFeature({
  name: 'plant',
  routes: [
    {
      path: '/app/plant',
      access: 'worker',
      page: PlantPage,
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
