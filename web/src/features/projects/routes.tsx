// Projects (spec §2): the list (`view=archived` shows the archive, `create=note` opens the Add Project Note
// flow) and a project's page, for any signed-in user; what each may do there follows the project's abilities.
import { FolderKanban, NotebookPen } from 'lucide-react';
import { WARM_CONTEXT, defineFeature, lazyPage } from '../../lib/route-manifest';

const ProjectsPage = lazyPage(() => import('./ProjectsPage').then((m) => m.ProjectsPage));
const ProjectDetailPage = lazyPage(() => import('./ProjectDetailPage').then((m) => m.ProjectDetailPage));

export const projectsFeature = defineFeature({
  name: 'projects',
  routes: [
    {
      path: '/app/projects',
      access: 'worker',
      page: ProjectsPage,
      // From the list, people open a project.
      prefetch: ['/app/projects/:id'],
      // The list's query, with the variables the page reads from the same URL (project-list-query.ts).
      warm: (client, { search, role }) =>
        Promise.all([import('./projects.api'), import('./project-list-query')]).then(
          ([{ ArchivedProjectsDocument, ProjectsDocument }, { projectListQuery }]) => {
            const { archived, variables } = projectListQuery(search, role);
            return client.query({
              query: archived ? ArchivedProjectsDocument : ProjectsDocument,
              variables,
              context: WARM_CONTEXT,
            });
          },
        ),
      nav: [
        { slot: 'header', label: 'Projects', order: 10 },
        { slot: 'bottomTab', label: 'Projects', order: 20, icon: FolderKanban },
        {
          slot: 'quickAction',
          label: 'New Project Note',
          order: 40,
          to: '/app/projects?create=note',
          icon: NotebookPen,
          // The note's project choices: the worker's own projects (supervisors and up choose among all, online).
          keepOffline: (client) =>
            Promise.all([import('./project-options.api'), import('../../lib/offline-query')]).then(
              ([{ ProjectOptionsDocument }, { keepForOffline }]) =>
                keepForOffline(client, ProjectOptionsDocument),
            ),
        },
      ],
    },
    { path: '/app/projects/archived', access: 'worker', redirect: '/app/projects?view=archived' },
    {
      path: '/app/projects/:id',
      access: 'worker',
      page: ProjectDetailPage,
      // The page's own first query (ProjectDetailPage), asked while the page is being built on a cold load.
      warm: (client, { params: { id = '' } }) =>
        import('./projects.api').then(({ ProjectDocument }) =>
          client.query({ query: ProjectDocument, variables: { id }, context: WARM_CONTEXT }),
        ),
    },
  ],
});
