// Company user management (spec §2, §6): managers and up.
import { defineFeature, lazyPage } from '../../lib/route-manifest';

const UsersPage = lazyPage(() => import('./UsersPage').then((m) => m.UsersPage));

export const usersFeature = defineFeature({
  name: 'users',
  routes: [
    {
      path: '/app/users',
      access: 'manager',
      page: UsersPage,
      nav: [{ slot: 'header', label: 'Users', order: 40 }],
    },
  ],
});
