// Enquiries and estimates (spec §2): supervisors and up. Placeholders until the enquiries module lands.
import { defineFeature, pendingPage } from '../../lib/route-manifest';

export const enquiriesFeature = defineFeature({
  name: 'enquiries',
  routes: [
    {
      path: '/app/enquiries',
      access: 'supervisor',
      page: pendingPage(() => import('./pending-pages').then((m) => m.PENDING.enquiries)),
      nav: [{ slot: 'header', label: 'Enquiries', order: 20 }],
    },
    {
      path: '/app/enquiries/:id',
      access: 'supervisor',
      page: pendingPage(() => import('./pending-pages').then((m) => m.PENDING.enquiry)),
    },
    // The estimates list lives with the enquiries; the old path keeps working.
    { path: '/app/estimates', access: 'worker', redirect: '/app/enquiries' },
    {
      path: '/app/estimates/:id',
      access: 'supervisor',
      page: pendingPage(() => import('./pending-pages').then((m) => m.PENDING.estimate)),
    },
  ],
});
