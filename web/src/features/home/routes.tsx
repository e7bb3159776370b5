// The public landing page (spec §1, §2) at / and /home, prerendered into index.html.
import { defineFeature, lazyPage } from '../../lib/route-manifest';

// No GraphQL on first render: Apollo stays out of the landing page's first load, and so do the recipes of the
// app's other components (decision 0040).
const HomePage = lazyPage(() => import('./HomePage').then((m) => m.HomePage), {
  apollo: false,
  fullTheme: false,
});

export const homeFeature = defineFeature({
  name: 'home',
  routes: [
    { path: '/', access: 'guest', page: HomePage, prerender: true },
    { path: '/home', access: 'guest', page: HomePage, prerender: true },
  ],
});
