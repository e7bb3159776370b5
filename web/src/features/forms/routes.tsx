// Digital forms (spec §2): any signed-in user. Placeholders until the forms module lands (it reads
// `create=true` and `submission_id` from the query).
import { ClipboardList, ClipboardPlus } from 'lucide-react';
import { defineFeature, pendingPage } from '../../lib/route-manifest';

export const formsFeature = defineFeature({
  name: 'forms',
  routes: [
    {
      path: '/app/forms',
      access: 'worker',
      page: pendingPage(() => import('./pending-pages').then((m) => m.PENDING.forms)),
      nav: [
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
      page: pendingPage(() => import('./pending-pages').then((m) => m.PENDING.form)),
    },
  ],
});
