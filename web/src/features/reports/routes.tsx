// Reports (decision 0084): supervisors and up — applications by project, and for managers up the CIS summary —
// on one page whose report and filters live in the URL.
import { defineFeature, lazyPage } from '../../lib/route-manifest';

export const reportsFeature = defineFeature({
  name: 'reports',
  routes: [
    {
      path: '/app/reports',
      access: 'supervisor',
      page: lazyPage(() => import('./ReportsPage').then((m) => m.ReportsPage)),
      nav: [{ slot: 'header', label: 'Reports', order: 35 }],
    },
  ],
});
