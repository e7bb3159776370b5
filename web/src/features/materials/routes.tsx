// Material ordering (spec §2): any signed-in user. /app/materials reads `create=true` (the request form, also the
// "New Material Request" quick action), `request_id` (one request, the notifications' deep link) and `po_id`.
import { Package, PackagePlus } from 'lucide-react';
import { WARM_CONTEXT, defineFeature, lazyPage } from '../../lib/route-manifest';

export const materialsFeature = defineFeature({
  name: 'materials',
  routes: [
    {
      path: '/app/materials',
      access: 'worker',
      page: lazyPage(() => import('./MaterialsPage').then((m) => m.MaterialsPage)),
      // The list the page opens (requests, or orders with view=orders), with the page's own variables
      // (materials-list-query.ts).
      warm: (client, { search }) =>
        Promise.all([import('./materials.api'), import('./materials-list-query')]).then(
          ([
            { MaterialRequestsDocument, PurchaseOrdersDocument },
            { materialsListQuery },
          ]): Promise<unknown> | null => {
            const first = materialsListQuery(search);
            const context = WARM_CONTEXT;
            if (!first) return null;
            return first.list === 'orders'
              ? client.query({ query: PurchaseOrdersDocument, variables: first.variables, context })
              : client.query({ query: MaterialRequestsDocument, variables: first.variables, context });
          },
        ),
      nav: [
        { slot: 'header', label: 'Materials', order: 14 },
        { slot: 'bottomTab', label: 'Materials', order: 50, icon: Package },
        {
          slot: 'quickAction',
          label: 'New Material Request',
          order: 30,
          to: '/app/materials?create=true',
          icon: PackagePlus,
          keepOffline: (client) =>
            Promise.all([import('./materials-projects.api'), import('../../lib/offline-query')]).then(
              ([{ MaterialsProjectsDocument }, { keepForOffline }]) =>
                keepForOffline(client, MaterialsProjectsDocument),
            ),
        },
      ],
    },
  ],
});
