// Labour and timesheets (spec §2): any signed-in user; setup is for managers and up. Placeholders until the
// labour module lands.
import { defineFeature, pendingPage } from '../../lib/route-manifest';
import { pendingPageWithSuppliersLink } from '../suppliers';

export const labourFeature = defineFeature({
  name: 'labour',
  routes: [
    {
      path: '/app/labour',
      access: 'worker',
      page: pendingPage(() => import('./pending-pages').then((m) => m.PENDING.labour)),
    },
    {
      path: '/app/labour/setup',
      access: 'manager',
      page: pendingPageWithSuppliersLink(() =>
        import('./pending-pages').then((m) => ({
          ...m.PENDING.labourSetup,
          suppliersHint:
            'Labour agencies and subcontractors, with their CIS status, are set up under Suppliers.',
        })),
      ),
    },
    {
      path: '/app/labour/:labour_id',
      access: 'worker',
      page: pendingPage(() => import('./pending-pages').then((m) => m.PENDING.labourDetail)),
    },
    {
      path: '/app/labour/invoices/:invoice_id',
      access: 'worker',
      page: pendingPage(() => import('./pending-pages').then((m) => m.PENDING.labourInvoice)),
    },
  ],
});
