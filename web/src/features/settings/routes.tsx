// Company settings (spec §2, §6): managers and up; the old /settings path redirects here.
import { WARM_CONTEXT, defineFeature, lazyPage } from '../../lib/route-manifest';

const SettingsPage = lazyPage(() => import('./SettingsPage').then((m) => m.SettingsPage));
const CloudDriveCallbackPage = lazyPage(() =>
  import('./CloudDriveCallbackPage').then((m) => m.CloudDriveCallbackPage),
);
const AccountingCallbackPage = lazyPage(() =>
  import('./AccountingCallbackPage').then((m) => m.AccountingCallbackPage),
);

export const settingsFeature = defineFeature({
  name: 'settings',
  routes: [
    {
      path: '/app/settings',
      access: 'manager',
      page: SettingsPage,
      // The page's one query (SettingsPage), asked while the page is being built on a cold load.
      warm: (client) =>
        import('./settings.api').then(({ CompanySettingsDocument }) =>
          client.query({ query: CompanySettingsDocument, context: WARM_CONTEXT }),
        ),
      nav: [{ slot: 'userMenu', label: 'Settings', order: 20 }],
    },
    // Where the cloud drive's consent page sends a company admin back (registered with the provider).
    { path: '/app/settings/cloud-drive/callback', access: 'admin', page: CloudDriveCallbackPage },
    // Where Xero's or QuickBooks' consent page sends a company admin back (registered with the service).
    { path: '/app/settings/accounting/callback', access: 'admin', page: AccountingCallbackPage },
    { path: '/settings', access: 'manager', redirect: '/app/settings' },
  ],
});
