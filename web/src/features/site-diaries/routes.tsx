// The site diary (issue 41): a "Site diary" section on every project's page (read by everyone who sees the
// project, written by supervisors and up), and /app/diary — the site manager's own diary page, linked from the
// worker dashboard — where they pick one of their projects.
import { defineFeature, lazyPage } from '../../lib/route-manifest';
import { lazySection } from '../../lib/lazy-page';

export const siteDiariesFeature = defineFeature({
  name: 'site-diaries',
  routes: [
    {
      path: '/app/diary',
      access: 'supervisor',
      page: lazyPage(() => import('./SiteDiaryPage').then((m) => m.SiteDiaryPage)),
    },
  ],
  projectPage: [
    {
      // On a phone the section sits at the foot of a long page: this link near the top jumps to it.
      placement: 'actions',
      key: 'site-diary-link',
      minRole: 'worker',
      order: 5,
      label: 'Site diary',
      to: (project) => `/app/projects/${project.id}#diary`,
    },
    {
      placement: 'sections',
      key: 'site-diary',
      minRole: 'worker',
      order: 5,
      column: 'left',
      Section: lazySection(() => import('./DiarySection').then((m) => m.DiarySection)),
    },
  ],
});
