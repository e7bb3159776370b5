// Company settings (spec §2, §6): managers and up; the old /settings path redirects here.
import { defineFeature, lazyPage } from '../../lib/route-manifest';

const SettingsPage = lazyPage(() => import('./SettingsPage').then((m) => m.SettingsPage));

export const settingsFeature = defineFeature({
  name: 'settings',
  routes: [
    {
      path: '/app/settings',
      access: 'manager',
      page: SettingsPage,
      nav: [{ slot: 'userMenu', label: 'Settings', order: 20 }],
    },
    { path: '/settings', access: 'manager', redirect: '/app/settings' },
  ],
});
