// The platform operator's screens (spec §2 "Superadmin"): a separate identity with its own token, so these
// routes are outside the company sign-in; the dashboard guards itself on the stored superadmin session.
import { defineFeature, lazyPage } from '../../lib/route-manifest';

// Signs in with fetchGraphQL, not Apollo, and needs only the first load's recipes (issue 36, decision 0072).
const SuperadminLoginPage = lazyPage(
  () => import('./SuperadminLoginPage').then((m) => m.SuperadminLoginPage),
  {
    apollo: false,
    fullTheme: false,
  },
);
const SuperadminDashboardPage = lazyPage(() =>
  import('./SuperadminDashboardPage').then((m) => m.SuperadminDashboardPage),
);

export const superadminFeature = defineFeature({
  name: 'superadmin',
  routes: [
    { path: '/superadmin', access: 'public', redirect: '/superadmin/login' },
    { path: '/superadmin/login', access: 'public', page: SuperadminLoginPage },
    { path: '/superadmin/dashboard', access: 'public', page: SuperadminDashboardPage },
  ],
});
