// Dashboards (spec §2, §6): the main dashboard for supervisors and up, the worker dashboard for everyone. Both
// show the figures every module contributes, kept current live. The bottom tab goes to the user's own one.
import { LayoutDashboard } from 'lucide-react';
import { WARM_CONTEXT, defineFeature, lazyPage } from '../../lib/route-manifest';
import { homeForRole } from '../auth';

const DashboardPage = lazyPage(() => import('./DashboardPage').then((m) => m.DashboardPage));
const WorkerDashboardPage = lazyPage(() =>
  import('./WorkerDashboardPage').then((m) => m.WorkerDashboardPage),
);

export const dashboardsFeature = defineFeature({
  name: 'dashboards',
  routes: [
    {
      path: '/app/dashboard',
      access: 'supervisor',
      page: DashboardPage,
      // The board's query (use-live-board.ts), asked while the page is being built on a cold load.
      warm: (client) =>
        import('./dashboards.api').then(({ DashboardDocument }) =>
          client.query({ query: DashboardDocument, context: WARM_CONTEXT }),
        ),
      nav: [
        { slot: 'header', label: 'Dashboard', order: 5 },
        { slot: 'bottomTab', label: 'Dashboard', order: 10, to: homeForRole, icon: LayoutDashboard },
      ],
    },
    {
      path: '/app/worker-dashboard',
      access: 'worker',
      page: WorkerDashboardPage,
      warm: (client) =>
        import('./dashboards.api').then(({ WorkerDashboardDocument }) =>
          client.query({ query: WorkerDashboardDocument, context: WARM_CONTEXT }),
        ),
    },
  ],
});
