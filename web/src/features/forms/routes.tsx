// Digital forms (spec §2): any signed-in user. /app/forms reads `create=true` (the template picker and filler,
// also the "New Form" quick action), `submission_id` (one form, the notifications' deep link) and
// `templates=true` (the builder, managers); /app/forms/{id} shows one form.
import { ClipboardList, ClipboardPlus } from 'lucide-react';
import { WARM_CONTEXT, defineFeature, lazyPage } from '../../lib/route-manifest';

export const formsFeature = defineFeature({
  name: 'forms',
  routes: [
    {
      path: '/app/forms',
      access: 'worker',
      page: lazyPage(() => import('./FormsPage').then((m) => m.FormsPage)),
      // The page's three first queries (forms-list-query.ts), asked while the page is being built on a cold load.
      warm: (client, { search }) =>
        Promise.all([import('./forms.api'), import('./forms-list-query')]).then(
          ([
            { FormProjectsDocument, FormSubmissionsDocument, FormTemplatesDocument },
            { formsListQuery },
          ]) => {
            const { showsList, variables } = formsListQuery(search);
            const context = WARM_CONTEXT;
            return Promise.all([
              client.query({ query: FormTemplatesDocument, context }),
              client.query({ query: FormProjectsDocument, context }),
              showsList ? client.query({ query: FormSubmissionsDocument, variables, context }) : null,
            ]);
          },
        ),
      nav: [
        { slot: 'header', label: 'Forms', order: 16 },
        { slot: 'bottomTab', label: 'Forms', order: 30, icon: ClipboardList },
        {
          slot: 'quickAction',
          label: 'New Form',
          order: 10,
          to: '/app/forms?create=true',
          icon: ClipboardPlus,
        },
      ],
    },
    {
      path: '/app/forms/:id',
      access: 'worker',
      page: lazyPage(() => import('./FormSubmissionPage').then((m) => m.FormSubmissionPage)),
    },
  ],
});
