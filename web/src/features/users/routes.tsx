// Company user management (spec §2, §6): managers and up.
import { WARM_CONTEXT, defineFeature, lazyPage } from '../../lib/route-manifest';

const UsersPage = lazyPage(() => import('./UsersPage').then((m) => m.UsersPage));

export const usersFeature = defineFeature({
  name: 'users',
  routes: [
    {
      path: '/app/users',
      access: 'manager',
      page: UsersPage,
      // The list's query, with the variables the page reads from the same URL (user-list-query.ts).
      warm: (client, { search }) =>
        Promise.all([import('./users.api'), import('./user-list-query')]).then(
          ([{ CompanyUsersDocument }, { userListQuery }]) =>
            client.query({
              query: CompanyUsersDocument,
              variables: userListQuery(search),
              context: WARM_CONTEXT,
            }),
        ),
      nav: [{ slot: 'header', label: 'Users', order: 40 }],
    },
  ],
});
