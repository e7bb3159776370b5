// Applications for payment (spec §2): supervisors and up — the list across projects, the template editor (from
// a project, or an existing template), a new application on a template, and one application; a link on the
// project page.
import { WARM_CONTEXT, defineFeature, lazyPage } from '../../lib/route-manifest';

export const applicationsFeature = defineFeature({
  name: 'applications',
  routes: [
    {
      path: '/app/applications',
      access: 'supervisor',
      page: lazyPage(() => import('./ApplicationsPage').then((m) => m.ApplicationsPage)),
      // The page's two queries, with the variables it reads from the same URL (application-list-query.ts).
      warm: (client, { search }) =>
        Promise.all([import('./applications.api'), import('./application-list-query')]).then(
          ([
            { ApplicationsDocument, ApplicationTemplatesDocument },
            { applicationListQuery, APPLICATION_TEMPLATES_VARIABLES },
          ]) => {
            const context = WARM_CONTEXT;
            return Promise.all([
              client.query({ query: ApplicationsDocument, variables: applicationListQuery(search), context }),
              client.query({
                query: ApplicationTemplatesDocument,
                variables: APPLICATION_TEMPLATES_VARIABLES,
                context,
              }),
            ]);
          },
        ),
      nav: [{ slot: 'header', label: 'Applications', order: 30 }],
    },
    {
      path: '/app/applications/templates/create/:projectId',
      access: 'supervisor',
      page: lazyPage(() => import('./TemplateEditorPage').then((m) => m.TemplateEditorPage)),
    },
    {
      path: '/app/applications/templates/edit/:templateId',
      access: 'supervisor',
      page: lazyPage(() => import('./TemplateEditorPage').then((m) => m.TemplateEditorPage)),
    },
    {
      path: '/app/applications/create/:templateId',
      access: 'supervisor',
      page: lazyPage(() => import('./ApplicationCreatePage').then((m) => m.ApplicationCreatePage)),
    },
    {
      path: '/app/applications/:applicationId',
      access: 'supervisor',
      page: lazyPage(() => import('./ApplicationPage').then((m) => m.ApplicationPage)),
    },
  ],
  projectPage: [
    {
      // From a live project, supervisors and up start (or go on with) its applications' template.
      placement: 'actions',
      key: 'applications',
      label: 'Applications for payment',
      minRole: 'supervisor',
      order: 10,
      when: (project) => !project.is_archived,
      to: (project) => `/app/applications/templates/create/${project.id}`,
    },
  ],
});
