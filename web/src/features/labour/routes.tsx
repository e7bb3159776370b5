// Labour (spec §2): /app/labour (any signed-in user: operatives, timesheets, and for supervisors and up the
// labour invoices and — managers — the CIS month; ?tab= picks one, ?create=true opens the week grid),
// /app/labour/setup (managers: trades and labour suppliers), /app/labour/{labour_id} (an operative, the
// timesheet notifications' deep link) and /app/labour/invoices/{invoice_id} (an invoice's match and arithmetic).
import { CalendarClock, HardHat } from 'lucide-react';
import { WARM_CONTEXT, defineFeature, lazyPage } from '../../lib/route-manifest';

export const MY_TIMESHEET_PATH = '/app/labour/my-timesheet';

export const labourFeature = defineFeature({
  name: 'labour',
  routes: [
    {
      path: '/app/labour',
      access: 'worker',
      page: lazyPage(() => import('./LabourPage').then((m) => m.LabourPage)),
      // The week's timesheets (the tab the page opens unless the URL names another), with the page's own
      // variables (labour-list-query.ts).
      warm: (client, { search, role }) =>
        Promise.all([import('./labour.api'), import('./labour-list-query')]).then(
          ([{ TimesheetsDocument }, { labourFirstQuery }]) => {
            const variables = labourFirstQuery(search, role);
            return variables
              ? client.query({ query: TimesheetsDocument, variables, context: WARM_CONTEXT })
              : null;
          },
        ),
      nav: [
        {
          slot: 'header',
          label: 'Labour',
          order: 18,
          // Shown in the worker's side navigation (the desktop header has no icons).
          icon: HardHat,
          // The week grid's choices (the operative, the projects), for hours entered with no signal.
          keepOffline: (client) =>
            Promise.all([import('./labour-options.api'), import('../../lib/offline-query')]).then(
              ([{ LabourFormOptionsDocument }, { keepForOffline }]) =>
                keepForOffline(client, LabourFormOptionsDocument),
            ),
        },
      ],
    },
    {
      // The signed-in user's own week (their linked operative): "My timesheet" in the quick actions and on the
      // worker dashboard (issue 35). Static, so it ranks above /app/labour/:labour_id.
      path: MY_TIMESHEET_PATH,
      access: 'worker',
      page: lazyPage(() => import('./MyTimesheetPage').then((m) => m.MyTimesheetPage)),
      nav: [
        {
          slot: 'quickAction',
          label: 'My timesheet',
          order: 15,
          icon: CalendarClock,
          // The week grid's choices (the operative, the projects), for hours entered with no signal.
          keepOffline: (client) =>
            Promise.all([import('./labour-options.api'), import('../../lib/offline-query')]).then(
              ([{ LabourFormOptionsDocument }, { keepForOffline }]) =>
                keepForOffline(client, LabourFormOptionsDocument),
            ),
        },
      ],
    },
    {
      path: '/app/labour/setup',
      access: 'manager',
      page: lazyPage(() => import('./LabourSetupPage').then((m) => m.LabourSetupPage)),
    },
    {
      path: '/app/labour/:labour_id',
      access: 'worker',
      page: lazyPage(() => import('./OperativePage').then((m) => m.OperativePage)),
    },
    {
      path: '/app/labour/invoices/:invoice_id',
      access: 'worker',
      page: lazyPage(() => import('./LabourInvoicePage').then((m) => m.LabourInvoicePage)),
    },
  ],
});
