// Plant hire (spec §2): any signed-in user. /app/plant holds the requests (mine for workers, all for supervisors
// and up), the due-soon list, the register and (supervisors and up) the rates; `create=true` opens a new
// request (the quick action "New Plant Request"), `request_id` opens one.
import { Forklift, Truck } from 'lucide-react';
import { WARM_CONTEXT, defineFeature, lazyPage } from '../../lib/route-manifest';

const PlantPage = lazyPage(() => import('./PlantPage').then((m) => m.PlantPage));

export const plantFeature = defineFeature({
  name: 'plant',
  routes: [
    {
      path: '/app/plant',
      access: 'worker',
      page: PlantPage,
      // The requests list (the tab the page opens unless the URL names another), with the page's own variables
      // (plant-list-query.ts).
      warm: (client, { search, role }) =>
        Promise.all([import('./plant.api'), import('./plant-list-query')]).then(
          ([{ PlantRequestsDocument }, { plantRequestsQuery }]) => {
            const variables = plantRequestsQuery(search, role);
            return variables
              ? client.query({ query: PlantRequestsDocument, variables, context: WARM_CONTEXT })
              : null;
          },
        ),
      nav: [
        { slot: 'header', label: 'Plant', order: 12 },
        { slot: 'bottomTab', label: 'Plant', order: 40, icon: Forklift },
        {
          slot: 'quickAction',
          label: 'New Plant Request',
          order: 20,
          to: '/app/plant?create=true',
          icon: Truck,
          keepOffline: (client) =>
            Promise.all([import('./plant-options.api'), import('../../lib/offline-query')]).then(
              ([{ PlantFormOptionsDocument }, { keepForOffline }]) =>
                keepForOffline(client, PlantFormOptionsDocument),
            ),
        },
      ],
    },
  ],
});
