// Applications for payment (spec §2): supervisors and up. Placeholders until the applications module lands.
import { defineFeature, pendingPage } from '../../lib/route-manifest';

export const applicationsFeature = defineFeature({
  name: 'applications',
  routes: [
    {
      path: '/app/applications',
      access: 'supervisor',
      page: pendingPage(() => import('./pending-pages').then((m) => m.PENDING.applications)),
      nav: [{ slot: 'header', label: 'Applications', order: 30 }],
    },
    {
      path: '/app/applications/templates/create/:projectId',
      access: 'supervisor',
      page: pendingPage(() => import('./pending-pages').then((m) => m.PENDING.applicationTemplateCreate)),
    },
    {
      path: '/app/applications/templates/edit/:templateId',
      access: 'supervisor',
      page: pendingPage(() => import('./pending-pages').then((m) => m.PENDING.applicationTemplateEdit)),
    },
    {
      path: '/app/applications/create/:templateId',
      access: 'supervisor',
      page: pendingPage(() => import('./pending-pages').then((m) => m.PENDING.applicationCreate)),
    },
    {
      path: '/app/applications/:applicationId',
      access: 'supervisor',
      page: pendingPage(() => import('./pending-pages').then((m) => m.PENDING.application)),
    },
  ],
});
